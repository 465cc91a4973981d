// `chatur serve`'s HTTP server: the built-in pages and the JSON API over one archive, opened
// read-only for each request. GET and HEAD only, no request body, bounded request line and
// request rate per client.
#pragma once

#include <memory>
#include <string>

namespace chatur::web {

struct ServerOptions {
  std::string db;                   // the archive
  std::string host = "127.0.0.1";   // the address to bind
  int port = 8080;                  // 0: any free port (Server::port says which)
  int threads = 4;                  // requests served at once
  double requests_per_second = 50;  // per client address, on average
  double burst = 200;               // per client address, at once
};

// Whether the host is a loopback address (127.0.0.0/8, ::1, "localhost"): other hosts expose
// the archive to the network, which `chatur serve` warns about.
bool is_loopback(const std::string& host);

class Server {
 public:
  // Binds the address; throws Poco::Exception (an address in use, a bad host).
  explicit Server(const ServerOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Serves requests on its own threads until stop() or destruction.
  void start();
  void stop();
  int port() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace chatur::web
