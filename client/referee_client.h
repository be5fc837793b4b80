// A C++ client for referee.v1.Referee and grpc.health.v1.Health: blocking
// calls for tools and tests, and an asynchronous Score for load generation.
// Unary calls fail over across replicas as the Python client does
// (client/fleet.h; docs/RELIABILITY.md, "Clients under failure").
#ifndef REFEREE_CLIENT_REFEREE_CLIENT_H_
#define REFEREE_CLIENT_REFEREE_CLIENT_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "client/delayed_runner.h"
#include "client/fleet.h"

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/channel.h"
#include "grpcpp/generic/generic_stub.h"
#include "grpcpp/support/byte_buffer.h"
#include "proto/grpc/health/v1/health.grpc.pb.h"
#include "proto/referee/v1/referee.grpc.pb.h"

namespace referee {

// TLS and the bearer token, as file contents (PEM), not paths.
struct ClientSecurity {
  std::string tls_ca;    // Trust this CA (set: TLS).
  std::string tls_cert;  // Present this certificate (mutual TLS) ...
  std::string tls_key;   // ... with this key.
  std::string auth_token;  // Sent as `authorization: Bearer <token>`.
  bool tls() const { return !tls_ca.empty() || !tls_cert.empty(); }
};

// The process-wide default of ClientOptions::security: the CLI sets it once
// from --tls_ca, --tls_cert, --tls_key and --auth_token_file (or
// REFEREE_AUTH_TOKEN) before any client is made.
void SetDefaultClientSecurity(ClientSecurity security);
const ClientSecurity& DefaultClientSecurity();

// Failover across replicas (docs/RELIABILITY.md, "Clients under failure").
struct ClientFailover {
  // How long one attempt may stay silent before its replica is asked for
  // health (probe_timeout_seconds): a replica that answers keeps the
  // attempt (it is busy), one that does not is cooled down and the
  // attempt moves to another replica.
  double attempt_timeout_seconds = 1;
  double probe_timeout_seconds = 0.5;
  // At most this many attempts after the first; negative: as many as the
  // call's budget allows.
  int retries = -1;
  // The first pause between attempts, doubling up to 1 s.
  double backoff_seconds = 0.05;
};

// The process-wide default of ClientOptions::failover: the CLI sets it once
// from --attempt_timeout and --retries before any client is made.
void SetDefaultClientFailover(ClientFailover failover);
const ClientFailover& DefaultClientFailover();

struct ClientOptions {
  // Each call's whole budget, retries included: it answers within it or
  // fails. (A ScoreStream's deadline, for the whole stream.)
  double timeout_seconds = 60;
  ClientFailover failover = DefaultClientFailover();
  int max_message_bytes = 256 << 20;   // Large batches are large messages.
  // How calls spread over the addresses a target resolves to. With a
  // Kubernetes headless Service ("dns:///referee-headless.NS.svc:50051")
  // every ready replica is an address, and round_robin sends each call to
  // the next one; gRPC's own default, pick_first, would use one replica.
  std::string load_balancing_policy = "round_robin";
  // gRPC shares one connection among channels to the same address; a
  // channel with its own connection is what a separate trainer process
  // would open (referee bench --connections).
  bool own_connection = false;
  ClientSecurity security = DefaultClientSecurity();
};

// grpc::Status -> absl::Status (same code numbers).
absl::Status FromGrpcStatus(const grpc::Status& status);

class RefereeClient {
 public:
  // Connects lazily to `target`: "HOST:PORT", any gRPC target string, or
  // replicas as "HOST:PORT,HOST:PORT" (SplitTargets).
  explicit RefereeClient(const std::string& target,
                         const ClientOptions& options = ClientOptions());
  // Waits until every ScoreAsync / ScoreSerializedAsync call has ended and
  // gRPC has let go of it (so never destroy a client from its own `done`).
  // A call waiting to retry keeps it waiting until that call ends (within
  // its budget): nothing cancels calls in flight.
  ~RefereeClient();

  absl::StatusOr<referee::v1::ScoreResponse> Score(
      const referee::v1::ScoreRequest& request);
  absl::StatusOr<referee::v1::PutProblemsResponse> PutProblems(
      const referee::v1::PutProblemsRequest& request);
  absl::StatusOr<referee::v1::ListVerifiersResponse> ListVerifiers();
  absl::StatusOr<referee::v1::ListEnvironmentsResponse> ListEnvironments();
  // Problems drawn from a curriculum (DESIGN §8).
  absl::StatusOr<referee::v1::SampleResponse> Sample(
      const referee::v1::SampleRequest& request);
  // The curriculum with the outcomes folded in.
  absl::StatusOr<referee::v1::Curriculum> UpdateCurriculum(
      const referee::v1::UpdateCurriculumRequest& request);
  // One more turn of each episode (DESIGN §11).
  absl::StatusOr<referee::v1::StepResponse> Step(const referee::v1::StepRequest& request);
  // The serving status of `service` ("" = the whole server), e.g. SERVING.
  absl::StatusOr<grpc::health::v1::HealthCheckResponse::ServingStatus> Health(
      const std::string& service = "");

  // Per replica target: calls answered, failures in a row, cooling down.
  std::vector<std::pair<std::string, Fleet::ReplicaState>> Replicas() const;

  // Starts a Score call and returns at once; `done` runs on a gRPC thread
  // (or the client's retry thread) when it ends, after failover as for the
  // blocking calls. `request` and `response` must live until then. The call
  // is over for gRPC only after `done` returns: the client's destructor
  // waits for that, not `done` itself.
  void ScoreAsync(const referee::v1::ScoreRequest* request,
                  referee::v1::ScoreResponse* response,
                  std::function<void(absl::Status)> done);

  // The same with the request already serialized (a load generator sends
  // one batch many times and should not pay its encoding each time) and
  // the response left serialized. `request` may be shared by calls in
  // flight; it and `response` must live until `done` runs.
  void ScoreSerializedAsync(const grpc::ByteBuffer* request,
                            grpc::ByteBuffer* response,
                            std::function<void(absl::Status)> done);

  // Sends `requests` over one ScoreStream, keeping at most `window` of them
  // unanswered, and calls `on_response` for each response as it arrives (on
  // a gRPC thread, one at a time, in completion order; match them by
  // request_id). Returning false from `on_response` cancels the stream.
  // `on_write`, if set, is called with a request's index as it is handed to
  // gRPC (under the stream's lock: record, do not call back). Blocks until
  // the stream ends and returns its status. The deadline is timeout_seconds
  // for the whole stream. A stream goes to one replica, without failover:
  // on an error the caller resends what has no response.
  absl::Status ScoreStream(
      const std::vector<referee::v1::ScoreRequest>& requests, int window,
      const std::function<bool(referee::v1::ScoreResponse&)>& on_response,
      const std::function<void(size_t)>& on_write = nullptr);
  // The same for `count` requests made on demand: `request_at(i)` (called
  // under the stream's lock, in order, each after the previous write is
  // done) returns request i, which must stay unchanged until the next call.
  absl::Status ScoreStream(
      size_t count,
      const std::function<const referee::v1::ScoreRequest*(size_t)>& request_at,
      int window,
      const std::function<bool(referee::v1::ScoreResponse&)>& on_response,
      const std::function<void(size_t)>& on_write = nullptr);

 private:
  struct Replica {
    std::string target;
    std::shared_ptr<grpc::Channel> channel;
    std::unique_ptr<referee::v1::Referee::Stub> stub;
    std::unique_ptr<grpc::GenericStub> generic;
    std::unique_ptr<grpc::health::v1::Health::Stub> health;
  };
  // Starts one attempt on `replica`: `done` must be called when it ends.
  using AttemptStart = std::function<void(Replica& replica, grpc::ClientContext* context,
                                          std::function<void(grpc::Status)> done)>;

  // The asynchronous calls in flight, counted until gRPC has destroyed
  // their ClientContext (after `done` returns). A ClientContext holds a
  // reference to the channel: released last there, on a gRPC callback
  // thread, the channel would shut down and join gRPC's callback threads
  // from one of them (gRPC 1.51 then aborts, "prior > 0").
  struct InFlight {
    absl::Mutex mu;
    int calls ABSL_GUARDED_BY(mu) = 0;
  };
  class Counted;      // One place in InFlight, held as long as it lives.
  struct Call;        // One call: its attempts, budget and `done`.
  struct Attempt;     // One attempt's ClientContext on one replica.
  struct ProbeCall;   // One health probe's call.

  // The deadline and the bearer token of one call or attempt.
  void Prepare(grpc::ClientContext& context) const;
  void Prepare(grpc::ClientContext& context,
               std::chrono::system_clock::time_point deadline) const;
  // A call with failover: attempts started by `start` until one answers,
  // the budget is spent or a status is not retryable; then `done`.
  void CallAsync(AttemptStart start, std::function<void(absl::Status)> done);
  absl::Status CallBlocking(AttemptStart start);
  void StartAttempt(const std::shared_ptr<Call>& call);
  void AttemptEnded(const std::shared_ptr<Attempt>& attempt, const grpc::Status& status);
  // After attempt_timeout: a health probe of the attempt's replica; the
  // attempt is cancelled as stalled when it does not answer.
  void CheckAttempt(const std::weak_ptr<Attempt>& weak);
  // Background health probes of cooling replicas (Fleet::Pick).
  void Probe(size_t index);
  // One blocking unary call with failover.
  template <typename Request, typename Response>
  absl::StatusOr<Response> Unary(
      void (referee::v1::Referee::Stub::async::*method)(
          grpc::ClientContext*, const Request*, Response*,
          std::function<void(grpc::Status)>),
      const Request& request);

  ClientOptions options_;
  std::shared_ptr<InFlight> in_flight_ = std::make_shared<InFlight>();
  std::vector<Replica> replicas_;
  Fleet fleet_;
  DelayedRunner runner_;  // After the replicas: it stops before them.
};

}  // namespace referee

#endif  // REFEREE_CLIENT_REFEREE_CLIENT_H_
