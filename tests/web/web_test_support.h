// Helpers of the web tests: archives made with the chatur binary, a server on a free loopback
// port, HTTP requests.
#pragma once

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "web/server.h"

namespace chatur::web::testing {

struct RunResult {
  std::string out;
  int exit_code = -1;
};

// Runs the chatur binary with the arguments (a shell command line tail), stderr with stdout.
inline RunResult run_chatur(const std::string& args) {
  const std::string cmd = std::string(CHATUR_BINARY) + " " + args + " 2>&1";
  RunResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// A directory of its own for a test, removed with it.
class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("chatur_web_" + name + "_" + std::to_string(getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// Imports the PGN text into a new archive at `db`; fails the test if a game is refused.
inline void import_pgn(const std::string& db, const std::string& pgn_path, const std::string& pgn) {
  write_file(pgn_path, pgn);
  const RunResult r = run_chatur("import --db " + db + " " + pgn_path);
  ASSERT_EQ(r.exit_code, 0) << r.out;
}

struct HttpResult {
  int status = 0;
  std::string body;
  std::string content_type;
  Poco::Net::HTTPResponse head;
};

inline HttpResult http(int port, const std::string& method, const std::string& target,
                       const std::string& body = "") {
  Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(port));
  session.setTimeout(Poco::Timespan(10, 0));
  Poco::Net::HTTPRequest request(method, target, Poco::Net::HTTPMessage::HTTP_1_1);
  if (!body.empty()) request.setContentLength(static_cast<std::streamsize>(body.size()));
  session.sendRequest(request) << body;
  HttpResult r;
  std::istream& in = session.receiveResponse(r.head);
  Poco::StreamCopier::copyToString(in, r.body);
  r.status = static_cast<int>(r.head.getStatus());
  r.content_type = r.head.getContentType();
  return r;
}

inline HttpResult get(int port, const std::string& target) {
  return http(port, "GET", target);
}

inline Poco::JSON::Object::Ptr json_object(const std::string& text) {
  return Poco::JSON::Parser().parse(text).extract<Poco::JSON::Object::Ptr>();
}

// A server over the archive on a free loopback port, stopped with the test.
inline std::unique_ptr<Server> serve(const std::string& db, double per_second = 1000,
                                     double burst = 1000) {
  ServerOptions o;
  o.db = db;
  o.port = 0;
  o.requests_per_second = per_second;
  o.burst = burst;
  auto server = std::make_unique<Server>(o);
  server->start();
  return server;
}

}  // namespace chatur::web::testing
