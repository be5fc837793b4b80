// The transport limit for bench/compare.sh: a bare gRPC callback server with
// Referee's service and message shapes that scores nothing. Score answers
// one reward (0) per rollout; PutProblems counts and drops the problems.
// Whatever referee-server does beyond this costs throughput against it.
//
// --arena gives it referee-server's Score message allocator (requests
// parsed onto recycled arenas, server/message_arena.h): without it, parsing
// and freeing a 1,024-rollout request costs this server thousands of heap
// allocations that referee-server does not pay, so the stricter transport
// limit is the one with --arena (docs/PERFORMANCE.md reports both).
//
//   echo_server --listen=127.0.0.1:0 --ready_file=ready.json [--arena]
#include <csignal>
#include <memory>
#include <string>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "grpcpp/health_check_service_interface.h"
#include "grpcpp/security/server_credentials.h"
#include "grpcpp/server.h"
#include "grpcpp/server_builder.h"
#include "proto/referee/v1/referee.grpc.pb.h"
#include "server/ready_file.h"
#include "server/message_arena.h"

ABSL_FLAG(std::string, listen, "127.0.0.1:0", "gRPC address; port 0 picks one");
ABSL_FLAG(std::string, ready_file, "", "Write {\"grpc_port\": N, ...} here");
ABSL_FLAG(bool, arena, false, "Parse Score requests onto referee-server's arenas");

namespace {

class EchoService final : public referee::v1::Referee::CallbackService {
  grpc::ServerUnaryReactor* Score(grpc::CallbackServerContext* context,
                                  const referee::v1::ScoreRequest* request,
                                  referee::v1::ScoreResponse* response) override {
    response->set_request_id(request->request_id());
    response->mutable_rewards()->Resize(request->rollouts_size(), 0.0f);
    grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
    reactor->Finish(grpc::Status::OK);
    return reactor;
  }

  grpc::ServerUnaryReactor* PutProblems(
      grpc::CallbackServerContext* context,
      const referee::v1::PutProblemsRequest* request,
      referee::v1::PutProblemsResponse* response) override {
    response->set_added(request->problems_size());
    response->set_total(request->problems_size());
    grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
    reactor->Finish(grpc::Status::OK);
    return reactor;
  }
};

}  // namespace

int main(int argc, char** argv) {
  absl::ParseCommandLine(argc, argv);
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  EchoService service;
  referee::ScoreArenaAllocator arena;
  if (absl::GetFlag(FLAGS_arena)) service.SetMessageAllocatorFor_Score(&arena);
  grpc::EnableDefaultHealthCheckService(true);
  grpc::ServerBuilder builder;
  int port = 0;
  builder.AddListeningPort(absl::GetFlag(FLAGS_listen),
                           grpc::InsecureServerCredentials(), &port);
  builder.RegisterService(&service);
  builder.SetMaxReceiveMessageSize(256 << 20);
  builder.SetMaxSendMessageSize(256 << 20);
  std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
  if (server == nullptr || port == 0) return 1;
  if (!absl::GetFlag(FLAGS_ready_file).empty() &&
      !referee::WriteReadyFile(absl::GetFlag(FLAGS_ready_file), port, 0, 0).ok()) {
    return 1;
  }
  int signal = 0;
  sigwait(&stop_signals, &signal);
  server->Shutdown();
  return 0;
}
