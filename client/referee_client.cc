#include "client/referee_client.h"

#include <chrono>
#include <utility>

#include "absl/strings/str_cat.h"
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

}  // namespace

void SetDefaultClientSecurity(ClientSecurity security) {
  DefaultSecurity() = std::move(security);
}

const ClientSecurity& DefaultClientSecurity() { return DefaultSecurity(); }

RefereeClient::RefereeClient(const std::string& target,
                             const ClientOptions& options)
    : options_(options) {
  grpc::ChannelArguments args;
  args.SetMaxReceiveMessageSize(options.max_message_bytes);
  args.SetMaxSendMessageSize(options.max_message_bytes);
  if (options.own_connection) {
    args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
  }
  if (!options.load_balancing_policy.empty()) {
    args.SetLoadBalancingPolicyName(options.load_balancing_policy);
  }
  std::shared_ptr<grpc::ChannelCredentials> credentials =
      grpc::InsecureChannelCredentials();
  if (options.security.tls()) {
    grpc::SslCredentialsOptions tls;
    tls.pem_root_certs = options.security.tls_ca;  // Empty: the system's.
    tls.pem_cert_chain = options.security.tls_cert;
    tls.pem_private_key = options.security.tls_key;
    credentials = grpc::SslCredentials(tls);
  }
  channel_ = grpc::CreateCustomChannel(target, credentials, args);
  stub_ = referee::v1::Referee::NewStub(channel_);
  generic_ = std::make_unique<grpc::GenericStub>(channel_);
  health_ = grpc::health::v1::Health::NewStub(channel_);
}

RefereeClient::~RefereeClient() {
  absl::MutexLock lock(&in_flight_->mu);
  in_flight_->mu.Await(absl::Condition(
      +[](int* calls) { return *calls == 0; }, &in_flight_->calls));
}

// Owned by the call's completion callback, which gRPC destroys after `done`
// returns and after its own last use of the call. Members die in reverse
// order: the context (and its channel reference) first, then the count.
struct RefereeClient::AsyncCall {
  class Counted {
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

  explicit AsyncCall(const std::shared_ptr<InFlight>& in_flight)
      : counted(in_flight) {}

  Counted counted;              // Declared first: destroyed last.
  grpc::ClientContext context;  // Destroyed first.
};

void RefereeClient::Prepare(grpc::ClientContext& context) const {
  context.set_deadline(
      std::chrono::system_clock::now() +
      std::chrono::microseconds(
          static_cast<int64_t>(options_.timeout_seconds * 1e6)));
  // Per call, not as call credentials: gRPC sends those only over TLS,
  // and a token on a private plaintext network is still a valid choice.
  if (!options_.security.auth_token.empty()) {
    context.AddMetadata("authorization",
                        absl::StrCat("Bearer ", options_.security.auth_token));
  }
}

template <typename Request, typename Response>
absl::StatusOr<Response> RefereeClient::Unary(
    grpc::Status (referee::v1::Referee::Stub::*method)(grpc::ClientContext*,
                                                      const Request&, Response*),
    const Request& request) {
  grpc::ClientContext context;
  Prepare(context);
  Response response;
  absl::Status status =
      FromGrpcStatus((stub_.get()->*method)(&context, request, &response));
  if (!status.ok()) return status;
  return response;
}

absl::StatusOr<referee::v1::ScoreResponse> RefereeClient::Score(
    const referee::v1::ScoreRequest& request) {
  return Unary(&referee::v1::Referee::Stub::Score, request);
}

absl::StatusOr<referee::v1::PutProblemsResponse> RefereeClient::PutProblems(
    const referee::v1::PutProblemsRequest& request) {
  return Unary(&referee::v1::Referee::Stub::PutProblems, request);
}

absl::StatusOr<referee::v1::ListVerifiersResponse>
RefereeClient::ListVerifiers() {
  return Unary(&referee::v1::Referee::Stub::ListVerifiers,
               referee::v1::ListVerifiersRequest());
}

absl::StatusOr<referee::v1::ListEnvironmentsResponse>
RefereeClient::ListEnvironments() {
  return Unary(&referee::v1::Referee::Stub::ListEnvironments,
               referee::v1::ListEnvironmentsRequest());
}

absl::StatusOr<referee::v1::SampleResponse> RefereeClient::Sample(
    const referee::v1::SampleRequest& request) {
  return Unary(&referee::v1::Referee::Stub::Sample, request);
}

absl::StatusOr<referee::v1::Curriculum> RefereeClient::UpdateCurriculum(
    const referee::v1::UpdateCurriculumRequest& request) {
  return Unary(&referee::v1::Referee::Stub::UpdateCurriculum, request);
}

absl::StatusOr<referee::v1::StepResponse> RefereeClient::Step(
    const referee::v1::StepRequest& request) {
  return Unary(&referee::v1::Referee::Stub::Step, request);
}

absl::StatusOr<grpc::health::v1::HealthCheckResponse::ServingStatus>
RefereeClient::Health(const std::string& service) {
  grpc::ClientContext context;
  Prepare(context);
  grpc::health::v1::HealthCheckRequest request;
  request.set_service(service);
  grpc::health::v1::HealthCheckResponse response;
  absl::Status status =
      FromGrpcStatus(health_->Check(&context, request, &response));
  if (!status.ok()) return status;
  return response.status();
}

void RefereeClient::ScoreAsync(const referee::v1::ScoreRequest* request,
                               referee::v1::ScoreResponse* response,
                               std::function<void(absl::Status)> done) {
  auto call = std::make_shared<AsyncCall>(in_flight_);
  Prepare(call->context);
  stub_->async()->Score(
      &call->context, request, response,
      [call, done = std::move(done)](grpc::Status status) {
        done(FromGrpcStatus(status));
      });
}

void RefereeClient::ScoreSerializedAsync(const grpc::ByteBuffer* request,
                                        grpc::ByteBuffer* response,
                                        std::function<void(absl::Status)> done) {
  auto call = std::make_shared<AsyncCall>(in_flight_);
  Prepare(call->context);
  generic_->UnaryCall(&call->context, "/referee.v1.Referee/Score",
                      grpc::StubOptions(), request, response,
                      [call, done = std::move(done)](grpc::Status status) {
                        done(FromGrpcStatus(status));
                      });
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
  call.Start(stub_.get(), [this](grpc::ClientContext& context) { Prepare(context); });
  return call.Await();
}

}  // namespace referee
