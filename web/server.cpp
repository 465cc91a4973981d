#include "web/server.h"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/IPAddress.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/Net/SocketAddress.h>
#include <Poco/URI.h>

#include <string_view>

#include "web/api.h"
#include "web/assets.h"
#include "web/json_writer.h"
#include "web/rate_limiter.h"

namespace chatur::web {
namespace {

using Poco::Net::HTTPResponse;

// Longer request targets are refused: no page or API request needs one.
constexpr size_t kMaxTarget = 4096;

// Headers on every answer: nothing the page loads may come from elsewhere, no inline script
// runs, and the browser takes each type as declared.
void secure(Poco::Net::HTTPServerResponse& response) {
  response.set("Content-Security-Policy",
               "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
               "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Referrer-Policy", "no-referrer");
}

void send(Poco::Net::HTTPServerRequest& request, Poco::Net::HTTPServerResponse& response,
          int status, std::string_view type, std::string_view body) {
  secure(response);
  response.setStatus(static_cast<HTTPResponse::HTTPStatus>(status));
  response.setContentType(std::string(type));
  response.setContentLength64(static_cast<Poco::UInt64>(body.size()));
  if (request.getMethod() == "HEAD") {
    response.send();
    return;
  }
  response.send().write(body.data(), static_cast<std::streamsize>(body.size()));
}

void send_error(Poco::Net::HTTPServerRequest& request, Poco::Net::HTTPServerResponse& response,
                int status, const std::string& message) {
  JsonWriter w;
  w.begin_object().key("error").value(message).end_object();
  send(request, response, status, "application/json", w.text());
}

class Handler : public Poco::Net::HTTPRequestHandler {
 public:
  Handler(const ServerOptions& options, RateLimiter& limiter)
      : options_(options), limiter_(limiter) {}

  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    if (!limiter_.allow(request.clientAddress().host().toString()))
      return send_error(request, response, 429, "too many requests");
    if (request.getMethod() != "GET" && request.getMethod() != "HEAD") {
      response.set("Allow", "GET, HEAD");
      return send_error(request, response, 405, "read-only: GET and HEAD only");
    }
    if (request.hasContentLength() ? request.getContentLength64() > 0
                                   : request.getChunkedTransferEncoding())
      return send_error(request, response, 413, "no request body is accepted");
    if (request.getURI().size() > kMaxTarget)
      return send_error(request, response, 414, "request target too long");
    Poco::URI uri;
    Query query;
    try {
      uri = Poco::URI(request.getURI());
      for (auto& [k, v] : uri.getQueryParameters()) query.emplace_back(std::move(k), std::move(v));
    } catch (const Poco::Exception&) {
      return send_error(request, response, 400, "malformed request target");
    }
    const std::string& path = uri.getPath();
    if (path.starts_with("/api/")) {
      const ApiResponse answer = api_get(options_.db, path, query);
      response.set("Cache-Control", "no-store");
      return send(request, response, answer.status, "application/json", answer.body);
    }
    if (const auto asset = find_asset(path))
      return send(request, response, 200, asset->content_type, asset->body);
    send_error(request, response, 404, "no such page");
  }

 private:
  const ServerOptions& options_;
  RateLimiter& limiter_;
};

class Factory : public Poco::Net::HTTPRequestHandlerFactory {
 public:
  Factory(const ServerOptions& options, RateLimiter& limiter)
      : options_(options), limiter_(limiter) {}
  Poco::Net::HTTPRequestHandler* createRequestHandler(
      const Poco::Net::HTTPServerRequest&) override {
    return new Handler(options_, limiter_);
  }

 private:
  const ServerOptions& options_;
  RateLimiter& limiter_;
};

}  // namespace

bool is_loopback(const std::string& host) {
  if (host == "localhost") return true;
  Poco::Net::IPAddress address;
  return Poco::Net::IPAddress::tryParse(host, address) && address.isLoopback();
}

struct Server::Impl {
  ServerOptions options;
  RateLimiter limiter;
  Poco::Net::ServerSocket socket;
  std::unique_ptr<Poco::Net::HTTPServer> server;

  explicit Impl(const ServerOptions& o)
      : options(o),
        limiter(o.requests_per_second, o.burst),
        socket(Poco::Net::SocketAddress(o.host, static_cast<Poco::UInt16>(o.port))) {
    auto* params = new Poco::Net::HTTPServerParams;
    params->setMaxThreads(o.threads);
    params->setMaxQueued(64);
    params->setKeepAlive(true);
    params->setTimeout(Poco::Timespan(10, 0));
    // Poco bounds the request head itself: at most 100 fields, names of 256 bytes, values of 8 KB.
    server = std::make_unique<Poco::Net::HTTPServer>(new Factory(options, limiter), socket, params);
  }
};

Server::Server(const ServerOptions& options) : impl_(std::make_unique<Impl>(options)) {}

Server::~Server() {
  stop();
}

void Server::start() {
  impl_->server->start();
}

void Server::stop() {
  impl_->server->stopAll(true);
}

int Server::port() const {
  return impl_->socket.address().port();
}

}  // namespace chatur::web
