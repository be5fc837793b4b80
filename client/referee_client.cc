#include "client/referee_client.h"

#include <chrono>
#include <utility>

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

RefereeClient::RefereeClient(const std::string& target,
                             const ClientOptions& options)
    : options_(options) {
  grpc::ChannelArguments args;
  args.SetMaxReceiveMessageSize(options.max_message_bytes);
  args.SetMaxSendMessageSize(options.max_message_bytes);
  channel_ = grpc::CreateCustomChannel(
      target, grpc::InsecureChannelCredentials(), args);
  stub_ = referee::v1::Referee::NewStub(channel_);
  health_ = grpc::health::v1::Health::NewStub(channel_);
}

void RefereeClient::SetDeadline(grpc::ClientContext& context) const {
  context.set_deadline(
      std::chrono::system_clock::now() +
      std::chrono::microseconds(
          static_cast<int64_t>(options_.timeout_seconds * 1e6)));
}

absl::StatusOr<referee::v1::ScoreResponse> RefereeClient::Score(
    const referee::v1::ScoreRequest& request) {
  grpc::ClientContext context;
  SetDeadline(context);
  referee::v1::ScoreResponse response;
  absl::Status status = FromGrpcStatus(stub_->Score(&context, request, &response));
  if (!status.ok()) return status;
  return response;
}

absl::StatusOr<referee::v1::PutProblemsResponse> RefereeClient::PutProblems(
    const referee::v1::PutProblemsRequest& request) {
  grpc::ClientContext context;
  SetDeadline(context);
  referee::v1::PutProblemsResponse response;
  absl::Status status =
      FromGrpcStatus(stub_->PutProblems(&context, request, &response));
  if (!status.ok()) return status;
  return response;
}

absl::StatusOr<referee::v1::ListVerifiersResponse>
RefereeClient::ListVerifiers() {
  grpc::ClientContext context;
  SetDeadline(context);
  referee::v1::ListVerifiersResponse response;
  absl::Status status = FromGrpcStatus(stub_->ListVerifiers(
      &context, referee::v1::ListVerifiersRequest(), &response));
  if (!status.ok()) return status;
  return response;
}

absl::StatusOr<grpc::health::v1::HealthCheckResponse::ServingStatus>
RefereeClient::Health(const std::string& service) {
  grpc::ClientContext context;
  SetDeadline(context);
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
  auto context = std::make_shared<grpc::ClientContext>();
  SetDeadline(*context);
  stub_->async()->Score(
      context.get(), request, response,
      [context, done = std::move(done)](grpc::Status status) {
        done(FromGrpcStatus(status));
      });
}

}  // namespace referee
