// The remote-reward HTTP endpoints (DESIGN §6, `--http_listen`) for
// trainers that post JSON instead of speaking gRPC, served by cpp-httplib
// on its own threads and scored in process by the same Scorer:
//
//   POST /get_reward  OpenRLHF (--remote_rm_url):
//     {"query": [...], "prompts": [...], "labels": [...]}
//     -> {"rewards": [...], "scores": [...], "extra_logs": {...}}
//     The response scored is the query minus its prompt prefix.
//   POST /reward      slime (--rm-url):
//     {"prompt": "...", "response": "...", "label": "..."} -> a number
//
// A label is a prompt id the server knows, or a Problem as JSON. Bad JSON
// or a missing field is HTTP 400 with a message; a rollout that cannot be
// scored (unknown prompt id, ...) gets the error reward, as in Score.
#ifndef REFEREE_SERVER_HTTP_GATEWAY_H_
#define REFEREE_SERVER_HTTP_GATEWAY_H_

#include <memory>
#include <string>
#include <thread>

#include "absl/status/statusor.h"
#include "server/scorer.h"

namespace httplib {
class Server;
}

namespace referee {

class HttpGateway {
 public:
  // Binds `address` (HOST:PORT, port 0 picks one) and starts serving.
  static absl::StatusOr<std::unique_ptr<HttpGateway>> Start(
      const std::string& address, const Scorer& scorer, size_t max_body_bytes);
  ~HttpGateway();  // Stop().

  void Stop();
  int port() const { return port_; }

 private:
  HttpGateway() = default;

  std::unique_ptr<httplib::Server> server_;
  std::thread thread_;
  int port_ = 0;
};

// The pure translation behind the endpoints, exposed for tests: a JSON body
// in, a JSON body and HTTP status out.
struct HttpReply {
  int status = 200;
  std::string body;
};
HttpReply HandleOpenRlhf(const Scorer& scorer, const std::string& body);
HttpReply HandleSlime(const Scorer& scorer, const std::string& body);

}  // namespace referee

#endif  // REFEREE_SERVER_HTTP_GATEWAY_H_
