#include "server/referee_service.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "server/auth.h"
#include "engine/batch_runner.h"
#include "engine/stepper.h"
#include "engine/curriculum.h"
#include "engine/novelty.h"
#include "server/score_request_wire.h"
#include "server/read_score_request.h"
#include "server/score_stream.h"
#include "server/status_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

// One Score call in flight, until it answers: its bytes, what was read
// from them and its response.
struct ScoreJob {
  ScoreJob(ServerMetrics* metrics, DrainState& drain)
      : timer(metrics, "Score"), call(drain) {}
  ~ScoreJob() {
    if (messages != nullptr) messages->Release();
  }
  RequestTimer timer;
  DrainState::Call call;
  grpc::Slice bytes;       // The request, contiguous; `wire` views into it.
  WireScoreRequest wire;
  grpc::MessageHolder<ScoreRequest, ScoreResponse>* messages = nullptr;
};

}  // namespace

namespace {

// referee_environment_difficulty keeps the highest `high` served.
void RecordCurriculum(ServerMetrics& metrics,
                      const referee::v1::Curriculum& curriculum) {
  for (const referee::v1::EnvironmentLevel& level : curriculum.environments()) {
    metrics.RecordCurriculumHigh(level.name(), level.high());
  }
}

// Counts a whole-call failure and finishes.
void FinishCall(ServerMetrics& metrics, const char* method,
                grpc::ServerUnaryReactor* reactor, const absl::Status& status) {
  if (!status.ok()) {
    metrics.RecordRequestError(method, GrpcCodeName(status.code()));
  }
  reactor->Finish(ToGrpcStatus(status));
}

}  // namespace

absl::Status RefereeService::Authorize(
    const grpc::CallbackServerContext* context) const {
  if (auth_token_.empty()) return absl::OkStatus();
  const auto& metadata = context->client_metadata();
  auto it = metadata.find("authorization");
  if (it != metadata.end() &&
      BearerMatches(absl::string_view(it->second.data(), it->second.size()),
                    auth_token_)) {
    return absl::OkStatus();
  }
  metrics_.RecordAuthFailure("grpc");
  return absl::UnauthenticatedError(
      "missing or wrong bearer token (metadata authorization: Bearer <token>)");
}

bool RefereeService::Refused(const grpc::CallbackServerContext* context,
                             grpc::ServerUnaryReactor* reactor,
                             const char* method) {
  absl::Status allowed = Authorize(context);
  if (allowed.ok()) return false;
  FinishCall(metrics_, method, reactor, allowed);
  return true;
}

grpc::ServerUnaryReactor* RefereeService::Score(
    grpc::CallbackServerContext* context, const grpc::ByteBuffer* request,
    grpc::ByteBuffer* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "Score")) return reactor;
  auto job = std::make_shared<ScoreJob>(&metrics_, drain_);
  if (!job->call.admitted()) {
    job->timer.Done();
    FinishCall(metrics_, "Score", reactor, DrainingError());
    return reactor;
  }
  job->messages = score_arena_.AllocateMessages();
  absl::StatusOr<absl::Span<const RolloutView>> rollouts =
      ReadScoreRequest(*request, &job->bytes, &job->wire, job->messages->request());
  if (!rollouts.ok()) {
    job->timer.Done();
    FinishCall(metrics_, "Score", reactor, rollouts.status());
    return reactor;
  }
  absl::Status queued = ScoreOnPool(
      scorer_, pool_, *job->messages->request(), *rollouts,
      job->messages->response(),
      // A cancelled call (client gone, deadline passed) gets no answer
      // anyway: stop working for it.
      [context] { return context->IsCancelled(); },
      [this, job, reactor, response](absl::Status status) {
        job->timer.Done();
        if (absl::IsCancelled(status)) {
          reactor->Finish(grpc::Status::CANCELLED);
          return;
        }
        if (status.ok()) {
          bool own_buffer = false;
          const grpc::Status serialized =
              grpc::SerializationTraits<ScoreResponse>::Serialize(
                  *job->messages->response(), response, &own_buffer);
          if (!serialized.ok()) {
            status = absl::InternalError("could not serialize the response");
          }
        }
        FinishCall(metrics_, "Score", reactor, status);
      });
  if (!queued.ok()) {
    job->timer.Done();
    FinishCall(metrics_, "Score", reactor, queued);
  }
  return reactor;
}

grpc::ServerBidiReactor<grpc::ByteBuffer, grpc::ByteBuffer>* RefereeService::ScoreStream(
    grpc::CallbackServerContext* context) {
  absl::Status refused = Authorize(context);
  if (refused.ok() && !drain_.BeginCall()) refused = DrainingError();
  return new ScoreStreamReactor(scorer_, pool_, metrics_, stream_window_, drain_,
                                refused);
}

grpc::ServerUnaryReactor* RefereeService::Shape(
    grpc::CallbackServerContext* context,
    const referee::v1::ShapeRequest* request,
    referee::v1::ShapeResponse* response) {
  RequestTimer timer(&metrics_, "Shape");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "Shape")) return reactor;
  reactor->Finish(ToGrpcStatus(ShapeItems(*request, response)));
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::PutProblems(
    grpc::CallbackServerContext* context,
    const referee::v1::PutProblemsRequest* request,
    referee::v1::PutProblemsResponse* response) {
  auto timer = std::make_shared<RequestTimer>(&metrics_, "PutProblems");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "PutProblems")) return reactor;
  auto call = std::make_shared<DrainState::Call>(drain_);
  if (!call->admitted()) {
    FinishCall(metrics_, "PutProblems", reactor, DrainingError());
    return reactor;
  }
  if (read_only_store_) {
    FinishCall(metrics_, "PutProblems", reactor,
               absl::FailedPreconditionError(
                   "PutProblems is turned off (--read_only_store)"));
    return reactor;
  }
  // Checking problems costs up to O(n log n) each: on the pool, never on
  // gRPC's threads (where it once held up health checks).
  absl::Status queued = RunOnPool(
      pool_, static_cast<size_t>(request->problems_size()),
      [this, context, request, response, reactor, timer, call] {
        if (context->IsCancelled()) {
          reactor->Finish(grpc::Status::CANCELLED);
          return;
        }
        std::vector<referee::v1::Problem> problems(request->problems().begin(),
                                                   request->problems().end());
        absl::Status stored = store_.Put(std::move(problems), request->replace());
        if (stored.ok()) {
          response->set_added(request->problems_size());
          response->set_total(static_cast<int64_t>(store_.size()));
          metrics_.SetProblems(static_cast<double>(store_.size()));
        } else if (absl::IsInvalidArgument(stored) &&
                   !absl::StartsWith(stored.message(), "problems[")) {
          // A problem-level error ("problem x: ...") gets the field's name.
          stored = absl::InvalidArgumentError(
              absl::StrCat("problems: ", stored.message()));
        }
        timer->Done();
        FinishCall(metrics_, "PutProblems", reactor, stored);
      });
  if (!queued.ok()) FinishCall(metrics_, "PutProblems", reactor, queued);
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::ListVerifiers(
    grpc::CallbackServerContext* context,
    const referee::v1::ListVerifiersRequest* request,
    referee::v1::ListVerifiersResponse* response) {
  RequestTimer timer(&metrics_, "ListVerifiers");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "ListVerifiers")) return reactor;
  DescribeVerifiers(scorer_.catalog().verifiers, response,
                    /*runs_programs=*/scorer_.options().code_runner != nullptr);
  reactor->Finish(grpc::Status::OK);
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::ListEnvironments(
    grpc::CallbackServerContext* context,
    const referee::v1::ListEnvironmentsRequest* request,
    referee::v1::ListEnvironmentsResponse* response) {
  RequestTimer timer(&metrics_, "ListEnvironments");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "ListEnvironments")) return reactor;
  DescribeEnvironments(scorer_.catalog(), scorer_.defaults(), response);
  reactor->Finish(grpc::Status::OK);
  return reactor;
}



namespace {

// One Sample call in flight: owns what the pool works on until it answers.
struct SampleJob {
  SampleJob(ServerMetrics* metrics, DrainState& drain)
      : timer(metrics, "Sample"), call(drain) {}
  RequestTimer timer;
  DrainState::Call call;
  referee::v1::SampleRequest request;
  std::vector<std::string> ids;
  absl::Mutex mu;
  absl::Status status ABSL_GUARDED_BY(mu);
  // The answer's pieces by the first problem each holds.
  std::vector<std::pair<size_t, std::unique_ptr<std::string>>> pieces ABSL_GUARDED_BY(mu);
};

// Problems per pool task: generation costs 5-200 µs a problem.
constexpr size_t kMinSliceProblems = 32;

}  // namespace

grpc::ServerUnaryReactor* RefereeService::Sample(grpc::CallbackServerContext* context,
                                                 const grpc::ByteBuffer* request_bytes,
                                                 grpc::ByteBuffer* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "Sample")) return reactor;
  auto job = std::make_shared<SampleJob>(&metrics_, drain_);
  if (!job->call.admitted()) {
    job->timer.Done();
    FinishCall(metrics_, "Sample", reactor, DrainingError());
    return reactor;
  }
  // The request is small: parsed by protobuf (from a copy that shares the
  // received slices, as Deserialize consumes its buffer).
  grpc::ByteBuffer received(*request_bytes);
  if (!grpc::SerializationTraits<referee::v1::SampleRequest>::Deserialize(&received,
                                                                         &job->request)
           .ok()) {
    job->timer.Done();
    FinishCall(metrics_, "Sample", reactor,
               absl::InvalidArgumentError("the request is not a SampleRequest"));
    return reactor;
  }
  const referee::v1::SampleRequest* request = &job->request;
  absl::StatusOr<std::vector<std::string>> ids =
      PlanSample(*request, scorer_.catalog().tasks);
  if (!ids.ok()) {
    job->timer.Done();
    FinishCall(metrics_, "Sample", reactor, ids.status());
    return reactor;
  }
  job->ids = *std::move(ids);
  // Generation runs on the scoring pool, in slices, like a Score batch;
  // each slice writes its problems' bytes into a piece of the answer.
  absl::Status queued = RunSlicesOnPool(
      pool_, job->ids.size(), kMinSliceProblems,
      [context] { return context->IsCancelled(); },
      [this, job](size_t begin, size_t end) {
        std::unique_ptr<std::string> piece = sample_buffers_->Take();
        absl::Status filled =
            AppendSampleWire(job->ids, begin, end, scorer_.environments(), piece.get());
        absl::MutexLock lock(&job->mu);
        job->status.Update(filled);
        job->pieces.emplace_back(begin, std::move(piece));
      },
      [this, job, reactor, response](bool finished) {
        absl::Status status;
        std::vector<grpc::Slice> slices;
        {
          absl::MutexLock lock(&job->mu);
          status = job->status;
          std::sort(job->pieces.begin(), job->pieces.end(),
                    [](const auto& a, const auto& b) { return a.first < b.first; });
          if (finished && status.ok()) {
            slices.reserve(job->pieces.size());
            for (auto& [begin, piece] : job->pieces) {
              slices.push_back(sample_buffers_->ToSlice(std::move(piece)));
            }
          }
        }
        if (finished && status.ok()) {
          RecordCurriculum(metrics_, job->request.curriculum());
          *response = grpc::ByteBuffer(slices.data(), slices.size());
        }
        job->timer.Done();
        if (!finished) {
          reactor->Finish(grpc::Status::CANCELLED);
        } else {
          FinishCall(metrics_, "Sample", reactor, status);
        }
      });
  if (!queued.ok()) {
    job->timer.Done();
    FinishCall(metrics_, "Sample", reactor, queued);
  }
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::UpdateCurriculum(
    grpc::CallbackServerContext* context,
    const referee::v1::UpdateCurriculumRequest* request,
    referee::v1::Curriculum* response) {
  RequestTimer timer(&metrics_, "UpdateCurriculum");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "UpdateCurriculum")) return reactor;
  absl::StatusOr<referee::v1::Curriculum> updated =
      referee::UpdateCurriculum(*request, scorer_.catalog().tasks);
  if (updated.ok()) {
    RecordCurriculum(metrics_, *updated);
    *response = *std::move(updated);
  }
  FinishCall(metrics_, "UpdateCurriculum", reactor, updated.status());
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::Step(grpc::CallbackServerContext* context,
                                               const referee::v1::StepRequest* request,
                                               referee::v1::StepResponse* response) {
  auto timer = std::make_shared<RequestTimer>(&metrics_, "Step");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  if (Refused(context, reactor, "Step")) return reactor;
  auto call = std::make_shared<DrainState::Call>(drain_);
  if (!call->admitted()) {
    FinishCall(metrics_, "Step", reactor, DrainingError());
    return reactor;
  }
  // Replays run on the pool, in slices of episodes, like a Score batch.
  absl::Status queued = StepOnPool(
      scorer_, pool_, *request, response, [context] { return context->IsCancelled(); },
      [this, reactor, timer, call](absl::Status status) {
        timer->Done();
        if (absl::IsCancelled(status)) {
          reactor->Finish(grpc::Status::CANCELLED);
          return;
        }
        FinishCall(metrics_, "Step", reactor, status);
      });
  if (!queued.ok()) FinishCall(metrics_, "Step", reactor, queued);
  return reactor;
}

}  // namespace referee
