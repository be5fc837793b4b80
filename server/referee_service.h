// The referee.v1.Referee service on gRPC's callback API. Handlers never
// block a gRPC thread: a Score batch is cut into slices that run on the
// scoring pool (ScoreOnPool), and the last slice to finish completes the
// RPC; ScoreStream pipelines batches the same way (ScoreStreamReactor).
// StartDrain() begins a graceful drain (server/drain.h): work calls are
// refused with UNAVAILABLE and streams stop reading.
#ifndef REFEREE_SERVER_REFEREE_SERVICE_H_
#define REFEREE_SERVER_REFEREE_SERVICE_H_

#include <memory>
#include <string>
#include <utility>

#include "proto/referee/v1/referee.grpc.pb.h"
#include "server/drain.h"
#include "server/message_arena.h"
#include "server/slice_buffers.h"
#include "server/metrics.h"
#include "engine/problem_store.h"
#include "engine/catalog_info.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"

namespace referee {

// Score and ScoreStream are raw methods: their requests are read from the
// received bytes by server/read_score_request.h (outputs viewed, not
// copied) and their responses serialized by the handlers. Sample is raw
// too: its answer is written in pieces on the pool (AppendSampleWire) into
// recycled buffers.
// (Built from the per-method bases: CallbackService's typed ScoreStream
// would clash with the raw one's return type.)
using RefereeServiceBase = referee::v1::Referee::WithRawCallbackMethod_Score<
    referee::v1::Referee::WithRawCallbackMethod_ScoreStream<
        referee::v1::Referee::WithCallbackMethod_Shape<
            referee::v1::Referee::WithCallbackMethod_PutProblems<
                referee::v1::Referee::WithCallbackMethod_ListVerifiers<
                    referee::v1::Referee::WithCallbackMethod_ListEnvironments<
                        referee::v1::Referee::WithRawCallbackMethod_Sample<
                            referee::v1::Referee::WithCallbackMethod_UpdateCurriculum<
                                referee::v1::Referee::WithCallbackMethod_Step<
                                    referee::v1::Referee::Service>>>>>>>>>;

class RefereeService final : public RefereeServiceBase {
 public:
  // All references must outlive the service.
  // `stream_window`: batches of one ScoreStream being scored or waiting to
  // be written before the server stops reading that stream.
  // `auth_token`: when not empty, every call must carry
  // `authorization: Bearer <auth_token>` (health checks are another
  // service, and stay open).
  RefereeService(const Scorer& scorer, ProblemStore& store, ThreadPool& pool,
                 ServerMetrics& metrics, int stream_window,
                 bool read_only_store = false, std::string auth_token = "")
      : scorer_(scorer),
        store_(store),
        pool_(pool),
        metrics_(metrics),
        stream_window_(stream_window),
        read_only_store_(read_only_store),
        auth_token_(std::move(auth_token)) {
    SetMessageAllocatorFor_Step(&step_arena_);
  }

  // Refuse new work, stop reading streams (SIGTERM).
  void StartDrain() { drain_.Start(); }
  // Waits until no work call is in flight, or `deadline`; true when idle.
  bool WaitIdle(absl::Time deadline) { return drain_.WaitIdle(deadline); }
  // True once no call was refused for `quiet` (DrainState::WaitQuiet).
  bool WaitQuiet(absl::Duration quiet, absl::Time deadline) {
    return drain_.WaitQuiet(quiet, deadline);
  }

  grpc::ServerUnaryReactor* Score(grpc::CallbackServerContext* context,
                                  const grpc::ByteBuffer* request,
                                  grpc::ByteBuffer* response) override;

  grpc::ServerBidiReactor<grpc::ByteBuffer, grpc::ByteBuffer>* ScoreStream(
      grpc::CallbackServerContext* context) override;

  grpc::ServerUnaryReactor* Shape(grpc::CallbackServerContext* context,
                                  const referee::v1::ShapeRequest* request,
                                  referee::v1::ShapeResponse* response) override;

  grpc::ServerUnaryReactor* PutProblems(
      grpc::CallbackServerContext* context,
      const referee::v1::PutProblemsRequest* request,
      referee::v1::PutProblemsResponse* response) override;

  grpc::ServerUnaryReactor* ListVerifiers(
      grpc::CallbackServerContext* context,
      const referee::v1::ListVerifiersRequest* request,
      referee::v1::ListVerifiersResponse* response) override;

  grpc::ServerUnaryReactor* ListEnvironments(
      grpc::CallbackServerContext* context,
      const referee::v1::ListEnvironmentsRequest* request,
      referee::v1::ListEnvironmentsResponse* response) override;

  grpc::ServerUnaryReactor* Sample(grpc::CallbackServerContext* context,
                                   const grpc::ByteBuffer* request,
                                   grpc::ByteBuffer* response) override;

  grpc::ServerUnaryReactor* UpdateCurriculum(
      grpc::CallbackServerContext* context,
      const referee::v1::UpdateCurriculumRequest* request,
      referee::v1::Curriculum* response) override;

  // Sessions (DESIGN §11, engine/stepper.h): replayed on the pool.
  grpc::ServerUnaryReactor* Step(grpc::CallbackServerContext* context,
                                 const referee::v1::StepRequest* request,
                                 referee::v1::StepResponse* response) override;

 private:
  // UNAUTHENTICATED (counted) when a token is required and the call's
  // metadata lacks it.
  absl::Status Authorize(const grpc::CallbackServerContext* context) const;
  // Authorize, finishing `reactor` on failure; true when refused.
  bool Refused(const grpc::CallbackServerContext* context,
               grpc::ServerUnaryReactor* reactor, const char* method);

  const Scorer& scorer_;
  ProblemStore& store_;
  ThreadPool& pool_;
  ServerMetrics& metrics_;
  const int stream_window_;
  const bool read_only_store_;  // PutProblems answers FAILED_PRECONDITION.
  const std::string auth_token_;
  // Score's request (all but its rollouts) and response, on recycled arenas.
  ScoreArenaAllocator score_arena_;
  // Step's request and response, which gRPC parses onto recycled arenas
  // (an Episode and a string per action otherwise each cost an allocation).
  StepArenaAllocator step_arena_;
  // Sample's answer pieces, kept warm (bounded: 64 MiB idle).
  std::shared_ptr<SliceBuffers> sample_buffers_ = SliceBuffers::Create(size_t{64} << 20);
  DrainState drain_;
};

}  // namespace referee

#endif  // REFEREE_SERVER_REFEREE_SERVICE_H_
