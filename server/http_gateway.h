// The remote-reward HTTP endpoints (DESIGN §6, `--http_listen`) for
// trainers that post JSON instead of speaking gRPC, served by civetweb on
// its own threads and scored in process by the same Scorer:
//
//   POST /get_reward  OpenRLHF (--remote_rm_url):
//     {"query": [...], "prompts": [...], "labels": [...]}
//     -> {"rewards": [...], "scores": [...], "extra_logs": {...}}
//     The response scored is the query minus its prompt prefix.
//   POST /reward      slime (--rm-url):
//     {"prompt": "...", "response": "...", "label": "..."} -> a number
//   POST /v1/step     Step (DESIGN §11) as proto3 JSON
//   POST /seed_session, /verify, /aggregate_metrics
//                     NeMo Gym's resources-server protocol
//                     (server/nemo_gym.h)
//
// A label is a prompt id the server knows, or a Problem as JSON. Bad JSON
// or a missing field is HTTP 400 with a message; a rollout that cannot be
// scored (unknown prompt id, ...) gets the error reward, as in Score —
// except slime's single rollout, where an unknown label is a 404 (slime
// takes any number as the reward).
//
// Scoring runs on the server's pool (ScoreOnPool), like Score. On a drain
// (StartDrain) new requests get 503 and Stop(deadline) lets the ones in
// flight finish until the deadline, then cancels them.
//
// Every connection is bounded (docs/RELIABILITY.md): the request line and
// headers must arrive within `timeout_seconds` of the first byte, the body
// within `timeout_seconds` more, an idle keep-alive connection is closed
// after `timeout_seconds`, bodies over `max_body_bytes` are a 413, bodies
// past `max_inflight_body_bytes` in all a 503, and
// JSON nesting over `max_json_depth` a 400. A slow or idle client holds one
// of `threads` connection threads for at most that long.
#ifndef REFEREE_SERVER_HTTP_GATEWAY_H_
#define REFEREE_SERVER_HTTP_GATEWAY_H_

#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "absl/time/time.h"
#include "server/auth.h"
#include "engine/jsonl.h"
#include "server/metrics.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"

struct mg_context;

namespace referee {

class HttpGateway {
 public:
  struct Options {
    std::string address;  // HOST:PORT; port 0 picks one.
    size_t max_body_bytes = size_t{8} << 20;
    // The bodies of all requests being read or scored, in all: a request
    // whose announced body (or, without Content-Length, max_body_bytes)
    // would pass it while others are in flight gets 503. One request alone
    // is always let in, so any body under max_body_bytes can be served.
    size_t max_inflight_body_bytes = size_t{32} << 20;
    int max_json_depth = kDefaultMaxJsonDepth;
    int threads = 16;
    double timeout_seconds = 10;
    std::string auth_token;  // Required as `Authorization: Bearer …`.
    ServerMetrics* metrics = nullptr;  // Counts auth failures; may be null.
    TlsFiles tls;  // Enabled: HTTPS only (and mTLS with a client CA).
  };

  // Binds `options.address` and starts serving.
  static absl::StatusOr<std::unique_ptr<HttpGateway>> Start(
      const Options& options, const Scorer& scorer, ThreadPool& pool);
  ~HttpGateway();  // Stop(now).

  // New requests get 503 from now on.
  void StartDrain() { draining_ = true; }
  // Drains: waits for requests in flight until `deadline`, cancels what is
  // left, stops accepting and joins the connection threads.
  void Stop(absl::Time deadline = absl::Now());
  int port() const { return port_; }

 private:
  HttpGateway() = default;

  // Scores `request` on the pool; waits for the answer (the caller is a
  // civetweb connection thread).
  absl::Status Score(const referee::v1::ScoreRequest& request,
                     referee::v1::ScoreResponse* response) const;
  // Plays a StepRequest on the pool the same way.
  absl::Status Step(const referee::v1::StepRequest& request,
                    referee::v1::StepResponse* response) const;

  bool Idle() const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) { return in_flight_ == 0; }

  Options options_;
  const Scorer* scorer_ = nullptr;
  ThreadPool* pool_ = nullptr;
  mg_context* context_ = nullptr;
  int port_ = 0;
  absl::Status tls_error_;  // Set by civetweb's TLS setup, during Start.
  // Notified once every route is set (or Start gave up); requests wait.
  absl::Notification routes_added_;
  std::atomic<bool> draining_{false};
  std::atomic<bool> cancel_{false};  // Requests in flight stop working.
  mutable absl::Mutex mu_;
  int in_flight_ ABSL_GUARDED_BY(mu_) = 0;
  size_t body_bytes_in_flight_ ABSL_GUARDED_BY(mu_) = 0;

  friend struct HttpGatewayHandlers;
};

// The pure translation behind the endpoints, exposed for tests: a JSON body
// in, a JSON body and HTTP status out.
struct HttpReply {
  int status = 200;
  std::string body;
};
using ScoreFunction = std::function<absl::Status(
    const referee::v1::ScoreRequest&, referee::v1::ScoreResponse*)>;
using StepFunction = std::function<absl::Status(const referee::v1::StepRequest&,
                                                referee::v1::StepResponse*)>;
// JSON bodies must be UTF-8 but a model's output may not be. Each byte of an
// invalid sequence passes the JSON parser as U+FDD0 (a noncharacter, which
// Unicode reserves for such internal use) and is turned back into an
// invalid byte (0xFF) in the output it belongs to: the scorer then reports
// that rollout's INVALID_UTF8 error, as Score does, instead of a 400 for
// all. The gateway marks every body before the handlers below.
std::string MarkInvalidUtf8(const std::string& body);
std::string RestoreInvalidUtf8(std::string output);

// `data_source` and `compat` may also come in the URL's query string
// (`POST /get_reward?data_source=openai/gsm8k`), for trainers that post only
// their own fields (stock OpenRLHF's --remote_rm_url, slime); a field of
// the body wins. Other query parameters are ignored.
absl::StatusOr<google::protobuf::Struct> UrlFields(absl::string_view query);

HttpReply HandleOpenRlhf(const ScoreFunction& score, const std::string& body,
                         int max_json_depth = kDefaultMaxJsonDepth,
                         const google::protobuf::Struct& url = google::protobuf::Struct());
HttpReply HandleSlime(const ScoreFunction& score, const std::string& body,
                      int max_json_depth = kDefaultMaxJsonDepth,
                      const google::protobuf::Struct& url = google::protobuf::Struct());
// POST /v1/step: a StepRequest as proto3 JSON in, the StepResponse out
// (DESIGN §11; engine/stepper.h).
HttpReply HandleStep(const StepFunction& step, const std::string& body,
                     int max_json_depth = kDefaultMaxJsonDepth,
                     const google::protobuf::Struct& url = google::protobuf::Struct());

}  // namespace referee

#endif  // REFEREE_SERVER_HTTP_GATEWAY_H_
