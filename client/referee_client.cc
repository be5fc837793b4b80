#include "client/referee_client.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <utility>

#include "absl/strings/str_cat.h"
#include "client/tsan_handoff.h"
#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "grpc/grpc.h"
#include "grpcpp/client_context.h"
#include "grpcpp/create_channel.h"
#include "grpcpp/security/credentials.h"
#include "grpcpp/support/channel_arguments.h"

namespace referee {

absl::Status FromGrpcStatus(const grpc::Status& status) {
  if (status.ok()) return absl::OkStatus();
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()),
                      status.error_message());
}

namespace {

ClientSecurity& DefaultSecurity() {
  static ClientSecurity* security = new ClientSecurity();
  return *security;
}

ClientFailover& DefaultFailover() {
  static ClientFailover* failover = new ClientFailover();
  return *failover;
}

}  // namespace

void SetDefaultClientSecurity(ClientSecurity security) {
  DefaultSecurity() = std::move(security);
}

const ClientSecurity& DefaultClientSecurity() { return DefaultSecurity(); }

void SetDefaultClientFailover(ClientFailover failover) {
  DefaultFailover() = failover;
}

const ClientFailover& DefaultClientFailover() { return DefaultFailover(); }

namespace {

using SteadyClock = std::chrono::steady_clock;

// Clamped to 10^9 s (32 years): a larger or infinite flag means "never",
// and the conversion must not overflow.
std::chrono::nanoseconds SecondsToNanos(double seconds) {
  return std::chrono::nanoseconds(static_cast<int64_t>(std::min(seconds, 1e9) * 1e9));
}

// The client's failover in channel arguments: a replica that went away and
// came back is reconnected to within a second (gRPC's default backoff grows
// to 120 s, which kept restarted replicas out of rotation), and keepalive
// pings notice a connection that died without a reset. Referee servers
// accept the pings (server.cc); the Python client sets the same.
void SetFailoverArguments(grpc::ChannelArguments& args) {
  args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 250);
  args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 1000);
  args.SetInt(GRPC_ARG_KEEPALIVE_TIME_MS, 20000);
  args.SetInt(GRPC_ARG_KEEPALIVE_TIMEOUT_MS, 10000);
  args.SetInt(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
  args.SetInt(GRPC_ARG_HTTP2_MAX_PINGS_WITHOUT_DATA, 0);
}

}  // namespace

RefereeClient::RefereeClient(const std::string& target,
                             const ClientOptions& options)
    : options_(options),
      // Cooling replicas are probed every half second, as in Python.
      fleet_(SplitTargets(target).size(), std::chrono::milliseconds(500)) {
  grpc::ChannelArguments args;
  args.SetMaxReceiveMessageSize(options.max_message_bytes);
  args.SetMaxSendMessageSize(options.max_message_bytes);
  if (options.own_connection) {
    args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
  }
  if (!options.load_balancing_policy.empty()) {
    args.SetLoadBalancingPolicyName(options.load_balancing_policy);
  }
  SetFailoverArguments(args);
  std::shared_ptr<grpc::ChannelCredentials> credentials =
      grpc::InsecureChannelCredentials();
  if (options.security.tls()) {
    grpc::SslCredentialsOptions tls;
    tls.pem_root_certs = options.security.tls_ca;  // Empty: the system's.
    tls.pem_cert_chain = options.security.tls_cert;
    tls.pem_private_key = options.security.tls_key;
    credentials = grpc::SslCredentials(tls);
  }
  for (const std::string& replica_target : SplitTargets(target)) {
    Replica replica;
    replica.target = replica_target;
    replica.channel = grpc::CreateCustomChannel(replica_target, credentials, args);
    replica.stub = referee::v1::Referee::NewStub(replica.channel);
    replica.generic = std::make_unique<grpc::GenericStub>(replica.channel);
    replica.health = grpc::health::v1::Health::NewStub(replica.channel);
    replicas_.push_back(std::move(replica));
  }
}

RefereeClient::~RefereeClient() {
  absl::MutexLock lock(&in_flight_->mu);
  in_flight_->mu.Await(absl::Condition(
      +[](int* calls) { return *calls == 0; }, &in_flight_->calls));
}

std::vector<std::pair<std::string, Fleet::ReplicaState>> RefereeClient::Replicas()
    const {
  std::vector<std::pair<std::string, Fleet::ReplicaState>> replicas;
  std::vector<Fleet::ReplicaState> states = fleet_.States();
  for (size_t i = 0; i < replicas_.size(); ++i) {
    replicas.emplace_back(replicas_[i].target, states[i]);
  }
  return replicas;
}

class RefereeClient::Counted {
 public:
  explicit Counted(std::shared_ptr<InFlight> in_flight)
      : in_flight_(std::move(in_flight)) {
    absl::MutexLock lock(&in_flight_->mu);
    ++in_flight_->calls;
  }
  ~Counted() {
    absl::MutexLock lock(&in_flight_->mu);
    --in_flight_->calls;
  }
  Counted(const Counted&) = delete;
  Counted& operator=(const Counted&) = delete;

 private:
  const std::shared_ptr<InFlight> in_flight_;  // Outlives the lock above.
};

struct RefereeClient::Call {
  Call(const std::shared_ptr<InFlight>& in_flight, AttemptStart start_attempt,
       std::function<void(absl::Status)> on_done, double timeout_seconds)
      : counted(in_flight),
        start(std::move(start_attempt)),
        done(std::move(on_done)),
        deadline(std::chrono::system_clock::now() + SecondsToNanos(timeout_seconds)),
        steady_deadline(SteadyClock::now() + SecondsToNanos(timeout_seconds)) {}

  Counted counted;
  const AttemptStart start;
  const std::function<void(absl::Status)> done;
  const std::chrono::system_clock::time_point deadline;  // For gRPC.
  const SteadyClock::time_point steady_deadline;         // For the client.
  size_t first = 0;  // Set before the first attempt.
  // One attempt runs at a time; atomic because the attempts follow each
  // other across gRPC's threads, which ThreadSanitizer cannot see order.
  std::atomic<int> attempt{0};
};

// Owned by its completion callback (gRPC destroys it after `done` returns
// and after its own last use of the call) and by a stall check while one
// runs. Members die in reverse order: the context (and its channel
// reference) first, then the count.
struct RefereeClient::Attempt {
  Attempt(const std::shared_ptr<InFlight>& in_flight, std::shared_ptr<Call> of_call,
          size_t replica)
      : counted(in_flight), call(std::move(of_call)), index(replica) {}

  Counted counted;              // Declared first: destroyed last.
  std::shared_ptr<Call> call;
  const size_t index;
  std::atomic<bool> ended{false};
  std::atomic<bool> stalled{false};
  grpc::ClientContext context;  // Destroyed first.
};

void RefereeClient::Prepare(grpc::ClientContext& context) const {
  Prepare(context, std::chrono::system_clock::now() +
                       SecondsToNanos(options_.timeout_seconds));
}

void RefereeClient::Prepare(grpc::ClientContext& context,
                            std::chrono::system_clock::time_point deadline) const {
  context.set_deadline(deadline);
  // Per call, not as call credentials: gRPC sends those only over TLS,
  // and a token on a private plaintext network is still a valid choice.
  if (!options_.security.auth_token.empty()) {
    context.AddMetadata("authorization",
                        absl::StrCat("Bearer ", options_.security.auth_token));
  }
}

void RefereeClient::CallAsync(AttemptStart start,
                              std::function<void(absl::Status)> done) {
  auto call = std::make_shared<Call>(in_flight_, std::move(start), std::move(done),
                                     options_.timeout_seconds);
  call->first = fleet_.Start();
  StartAttempt(call);
}

absl::Status RefereeClient::CallBlocking(AttemptStart start) {
  struct Result {
    absl::Mutex mu;
    bool done ABSL_GUARDED_BY(mu) = false;
    absl::Status status ABSL_GUARDED_BY(mu);
  };
  auto result = std::make_shared<Result>();
  CallAsync(std::move(start), [result](absl::Status status) {
    absl::MutexLock lock(&result->mu);
    result->status = std::move(status);
    result->done = true;
  });
  absl::MutexLock lock(&result->mu);
  result->mu.Await(absl::Condition(&result->done));
  return result->status;
}

void RefereeClient::StartAttempt(const std::shared_ptr<Call>& call) {
  std::vector<size_t> due_probes;
  const size_t index = fleet_.Pick(call->first, call->attempt, &due_probes);
  for (size_t probe : due_probes) Probe(probe);
  // Not make_shared: the stall check's weak_ptr would keep the whole
  // Attempt's memory (its ClientContext) until it fires.
  std::shared_ptr<Attempt> attempt(new Attempt(in_flight_, call, index));
  Prepare(attempt->context, call->deadline);
  runner_.RunAt(SteadyClock::now() + SecondsToNanos(options_.failover.attempt_timeout_seconds),
                [this, weak = std::weak_ptr<Attempt>(attempt)] { CheckAttempt(weak); });
  HandOff(attempt.get());
  call->start(replicas_[index], &attempt->context, [this, attempt](grpc::Status status) {
    TakeOver(attempt.get());
    AttemptEnded(attempt, status);
  });
}

void RefereeClient::AttemptEnded(const std::shared_ptr<Attempt>& attempt,
                                 const grpc::Status& grpc_status) {
  attempt->ended = true;
  const std::shared_ptr<Call>& call = attempt->call;
  absl::Status status = FromGrpcStatus(grpc_status);
  if (status.ok()) {
    fleet_.Answered(attempt->index);
    call->done(status);
    return;
  }
  // Stalled only if the probe's cancel is what ended it: an attempt that
  // ended on its own while the probe ran keeps its own status.
  const bool stalled =
      attempt->stalled.load() && status.code() == absl::StatusCode::kCancelled;
  if (stalled) {
    status = absl::UnavailableError(absl::StrCat(
        "replica ", replicas_[attempt->index].target,
        " stopped answering (no reply to a health probe)"));
  }
  if (!stalled && !RetryableStatus(status.code())) {
    call->done(status);
    return;
  }
  if (stalled || status.code() == absl::StatusCode::kUnavailable) {
    fleet_.Failed(attempt->index);
  }
  const int attempt_number = call->attempt.load();
  const int attempts_made = attempt_number + 1;
  const double delay_seconds = std::min(
      1.0, options_.failover.backoff_seconds * static_cast<double>(1 << std::min(attempt_number, 10)));
  const SteadyClock::time_point retry_at =
      SteadyClock::now() + SecondsToNanos(delay_seconds);
  if ((options_.failover.retries >= 0 && attempt_number >= options_.failover.retries) ||
      retry_at >= call->steady_deadline) {
    call->done(absl::Status(status.code(),
                            absl::StrCat(status.message(), " (", attempts_made,
                                         attempts_made == 1 ? " attempt)" : " attempts)")));
    return;
  }
  ++call->attempt;
  runner_.RunAt(retry_at, [this, call] { StartAttempt(call); });
}

struct RefereeClient::ProbeCall {
  explicit ProbeCall(const std::shared_ptr<InFlight>& in_flight) : counted(in_flight) {}
  Counted counted;  // Declared first: destroyed last.
  grpc::health::v1::HealthCheckRequest request;
  grpc::health::v1::HealthCheckResponse response;
  grpc::ClientContext context;
};

void RefereeClient::CheckAttempt(const std::weak_ptr<Attempt>& weak) {
  std::shared_ptr<Attempt> attempt = weak.lock();
  if (attempt == nullptr || attempt->ended) return;
  if (SteadyClock::now() >= attempt->call->steady_deadline) return;  // gRPC ends it.
  // Asynchronous: many attempts may be silent at once (a load generator's
  // calls on a stalled replica), and each probe waits up to probe_timeout.
  auto probe = std::make_shared<ProbeCall>(in_flight_);
  probe->context.set_deadline(std::chrono::system_clock::now() +
                              SecondsToNanos(options_.failover.probe_timeout_seconds));
  HandOff(probe.get());
  replicas_[attempt->index].health->async()->Check(
      &probe->context, &probe->request, &probe->response,
      [this, probe, attempt](grpc::Status status) {
        TakeOver(probe.get());
        if (attempt->ended) return;
        if (status.ok()) {
          // Alive, merely busy (any serving status: a draining replica
          // still answers what it accepted). Look again later.
          runner_.RunAt(
              SteadyClock::now() + SecondsToNanos(options_.failover.attempt_timeout_seconds),
              [this, weak = std::weak_ptr<Attempt>(attempt)] { CheckAttempt(weak); });
          return;
        }
        attempt->stalled = true;
        attempt->context.TryCancel();  // AttemptEnded moves the call on.
      });
}

void RefereeClient::Probe(size_t index) {
  auto probe = std::make_shared<ProbeCall>(in_flight_);
  probe->context.set_deadline(std::chrono::system_clock::now() +
                              SecondsToNanos(options_.failover.probe_timeout_seconds));
  HandOff(probe.get());
  replicas_[index].health->async()->Check(
      &probe->context, &probe->request, &probe->response,
      [this, probe, index](grpc::Status status) {
        TakeOver(probe.get());
        fleet_.ProbeDone(index, status.ok() && probe->response.status() ==
                                                   grpc::health::v1::HealthCheckResponse::SERVING);
      });
}

template <typename Request, typename Response>
absl::StatusOr<Response> RefereeClient::Unary(
    void (referee::v1::Referee::Stub::async::*method)(
        grpc::ClientContext*, const Request*, Response*,
        std::function<void(grpc::Status)>),
    const Request& request) {
  Response response;
  absl::Status status = CallBlocking(
      [&request, &response, method](Replica& replica, grpc::ClientContext* context,
                                    std::function<void(grpc::Status)> done) {
        response.Clear();  // What a failed attempt left.
        (replica.stub->async()->*method)(context, &request, &response, std::move(done));
      });
  if (!status.ok()) return status;
  return response;
}

absl::StatusOr<referee::v1::ScoreResponse> RefereeClient::Score(
    const referee::v1::ScoreRequest& request) {
  return Unary(&referee::v1::Referee::Stub::async::Score, request);
}

absl::StatusOr<referee::v1::PutProblemsResponse> RefereeClient::PutProblems(
    const referee::v1::PutProblemsRequest& request) {
  return Unary(&referee::v1::Referee::Stub::async::PutProblems, request);
}

absl::StatusOr<referee::v1::ListVerifiersResponse>
RefereeClient::ListVerifiers() {
  return Unary(&referee::v1::Referee::Stub::async::ListVerifiers,
               referee::v1::ListVerifiersRequest());
}

absl::StatusOr<referee::v1::ListEnvironmentsResponse>
RefereeClient::ListEnvironments() {
  return Unary(&referee::v1::Referee::Stub::async::ListEnvironments,
               referee::v1::ListEnvironmentsRequest());
}

absl::StatusOr<referee::v1::SampleResponse> RefereeClient::Sample(
    const referee::v1::SampleRequest& request) {
  return Unary(&referee::v1::Referee::Stub::async::Sample, request);
}

absl::StatusOr<referee::v1::Curriculum> RefereeClient::UpdateCurriculum(
    const referee::v1::UpdateCurriculumRequest& request) {
  return Unary(&referee::v1::Referee::Stub::async::UpdateCurriculum, request);
}

absl::StatusOr<referee::v1::StepResponse> RefereeClient::Step(
    const referee::v1::StepRequest& request) {
  return Unary(&referee::v1::Referee::Stub::async::Step, request);
}

absl::StatusOr<grpc::health::v1::HealthCheckResponse::ServingStatus>
RefereeClient::Health(const std::string& service) {
  grpc::health::v1::HealthCheckRequest request;
  request.set_service(service);
  grpc::health::v1::HealthCheckResponse response;
  absl::Status status = CallBlocking(
      [&request, &response](Replica& replica, grpc::ClientContext* context,
                            std::function<void(grpc::Status)> done) {
        response.Clear();
        replica.health->async()->Check(context, &request, &response, std::move(done));
      });
  if (!status.ok()) return status;
  return response.status();
}

void RefereeClient::ScoreAsync(const referee::v1::ScoreRequest* request,
                               referee::v1::ScoreResponse* response,
                               std::function<void(absl::Status)> done) {
  CallAsync(
      [request, response](Replica& replica, grpc::ClientContext* context,
                          std::function<void(grpc::Status)> attempt_done) {
        response->Clear();
        replica.stub->async()->Score(context, request, response, std::move(attempt_done));
      },
      std::move(done));
}

void RefereeClient::ScoreSerializedAsync(const grpc::ByteBuffer* request,
                                        grpc::ByteBuffer* response,
                                        std::function<void(absl::Status)> done) {
  CallAsync(
      [request, response](Replica& replica, grpc::ClientContext* context,
                          std::function<void(grpc::Status)> attempt_done) {
        response->Clear();
        replica.generic->UnaryCall(context, "/referee.v1.Referee/Score",
                                   grpc::StubOptions(), request, response,
                                   std::move(attempt_done));
      },
      std::move(done));
}

namespace {

// Writes a fixed list of requests with a window of unanswered ones and reads
// responses until the server ends the stream.
class StreamCall final
    : public grpc::ClientBidiReactor<referee::v1::ScoreRequest,
                                     referee::v1::ScoreResponse> {
 public:
  StreamCall(size_t count,
             const std::function<const referee::v1::ScoreRequest*(size_t)>& request_at,
             int window,
             const std::function<bool(referee::v1::ScoreResponse&)>& on_response,
             const std::function<void(size_t)>& on_write)
      : count_(count),
        request_at_(request_at),
        window_(window > 0 ? window : 1),
        on_response_(on_response),
        on_write_(on_write) {}

  // `prepare` sets the deadline and token of the stream's context.
  void Start(referee::v1::Referee::Stub* stub,
             const std::function<void(grpc::ClientContext&)>& prepare) {
    prepare(context_);
    stub->async()->ScoreStream(&context_, this);
    StartRead(&response_);
    const referee::v1::ScoreRequest* write;
    {
      absl::MutexLock lock(&mu_);
      write = NextWrite();
    }
    if (write != nullptr) {
      StartWrite(write);
    } else {
      {
        absl::MutexLock lock(&mu_);
        writes_done_ = true;
      }
      StartWritesDone();
    }
    StartCall();
  }

  void OnWriteDone(bool ok) override {
    const referee::v1::ScoreRequest* write = nullptr;
    bool done = false;
    {
      absl::MutexLock lock(&mu_);
      writing_ = false;
      if (!ok) return;  // The call ended; OnDone will say why.
      write = NextWrite();
      done = write == nullptr && sent_ == count_ && !writes_done_;
      if (done) writes_done_ = true;
    }
    if (write != nullptr) StartWrite(write);
    if (done) StartWritesDone();
  }

  void OnReadDone(bool ok) override {
    if (!ok) return;  // The server ended the stream.
    if (!on_response_(response_)) context_.TryCancel();
    const referee::v1::ScoreRequest* write = nullptr;
    bool done = false;
    {
      absl::MutexLock lock(&mu_);
      ++received_;
      write = NextWrite();
      done = write == nullptr && !writing_ && sent_ == count_ && !writes_done_;
      if (done) writes_done_ = true;
    }
    StartRead(&response_);
    if (write != nullptr) StartWrite(write);
    if (done) StartWritesDone();
  }

  void OnDone(const grpc::Status& status) override {
    {
      absl::MutexLock lock(&mu_);
      status_ = FromGrpcStatus(status);
    }
    // Last touch of `this`: Notification is safe to destroy once observed.
    done_.Notify();
  }

  absl::Status Await() {
    done_.WaitForNotification();
    absl::MutexLock lock(&mu_);
    return status_;
  }

 private:
  // Claims the next request if the window allows and no write is pending;
  // null otherwise.
  const referee::v1::ScoreRequest* NextWrite()
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (writing_ || sent_ == count_ ||
        sent_ - received_ >= static_cast<size_t>(window_)) {
      return nullptr;
    }
    writing_ = true;
    if (on_write_) on_write_(sent_);
    return request_at_(sent_++);
  }

  const size_t count_;
  const std::function<const referee::v1::ScoreRequest*(size_t)>& request_at_;
  const int window_;
  const std::function<bool(referee::v1::ScoreResponse&)>& on_response_;
  const std::function<void(size_t)>& on_write_;
  grpc::ClientContext context_;
  referee::v1::ScoreResponse response_;
  absl::Mutex mu_;
  size_t sent_ ABSL_GUARDED_BY(mu_) = 0;
  size_t received_ ABSL_GUARDED_BY(mu_) = 0;
  bool writing_ ABSL_GUARDED_BY(mu_) = false;
  bool writes_done_ ABSL_GUARDED_BY(mu_) = false;
  absl::Status status_ ABSL_GUARDED_BY(mu_);
  absl::Notification done_;
};

}  // namespace

absl::Status RefereeClient::ScoreStream(
    const std::vector<referee::v1::ScoreRequest>& requests, int window,
    const std::function<bool(referee::v1::ScoreResponse&)>& on_response,
    const std::function<void(size_t)>& on_write) {
  return ScoreStream(
      requests.size(), [&](size_t i) { return &requests[i]; }, window,
      on_response, on_write);
}

absl::Status RefereeClient::ScoreStream(
    size_t count,
    const std::function<const referee::v1::ScoreRequest*(size_t)>& request_at,
    int window,
    const std::function<bool(referee::v1::ScoreResponse&)>& on_response,
    const std::function<void(size_t)>& on_write) {
  StreamCall call(count, request_at, window, on_response, on_write);
  std::vector<size_t> due_probes;
  const size_t index = fleet_.Pick(fleet_.Start(), 0, &due_probes);
  for (size_t probe : due_probes) Probe(probe);
  call.Start(replicas_[index].stub.get(),
             [this](grpc::ClientContext& context) { Prepare(context); });
  return call.Await();
}

}  // namespace referee
