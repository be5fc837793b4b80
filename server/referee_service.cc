#include "server/referee_service.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "server/status_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

// Rollouts per pool task: big enough that a hand-off (~tens of µs here)
// is small next to the work, small enough to use every core.
constexpr size_t kMinSliceRollouts = 64;

// One Score call in flight. The last slice to finish completes the RPC.
struct ScoreJob {
  ScoreJob(const Scorer* scorer, grpc::CallbackServerContext* context,
           grpc::ServerUnaryReactor* reactor, ServerMetrics* metrics)
      : scorer(scorer),
        context(context),
        reactor(reactor),
        timer(metrics, "Score") {}

  const Scorer* const scorer;
  grpc::CallbackServerContext* const context;
  grpc::ServerUnaryReactor* const reactor;
  RequestTimer timer;
  std::unique_ptr<Batch> batch;
  std::atomic<size_t> slices_left{0};

  void SliceDone() {
    if (slices_left.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    timer.Done();
    if (context->IsCancelled()) {
      // Skipped slices left rollouts unscored: record nothing.
      reactor->Finish(grpc::Status::CANCELLED);
      return;
    }
    scorer->Finish(*batch);
    reactor->Finish(grpc::Status::OK);
  }
};

class UnimplementedStream
    : public grpc::ServerBidiReactor<ScoreRequest, ScoreResponse> {
 public:
  UnimplementedStream() {
    Finish(grpc::Status(grpc::StatusCode::UNIMPLEMENTED,
                        "ScoreStream is not implemented yet; use Score"));
  }
  void OnDone() override { delete this; }
};

}  // namespace

grpc::ServerUnaryReactor* RefereeService::Score(
    grpc::CallbackServerContext* context, const ScoreRequest* request,
    ScoreResponse* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  auto job = std::make_shared<ScoreJob>(&scorer_, context, reactor, &metrics_);
  absl::StatusOr<std::unique_ptr<Batch>> batch =
      scorer_.Prepare(*request, response);
  if (!batch.ok()) {
    job->timer.Done();
    reactor->Finish(ToGrpcStatus(batch.status()));
    return reactor;
  }
  job->batch = *std::move(batch);
  const size_t n = request->rollouts_size();
  const size_t per_slice = std::max(
      kMinSliceRollouts,
      (n + static_cast<size_t>(pool_.num_threads()) - 1) / pool_.num_threads());
  std::vector<ThreadPool::Task> slices;
  for (size_t begin = 0; begin < n; begin += per_slice) {
    const size_t end = std::min(n, begin + per_slice);
    slices.push_back([job, begin, end] {
      // A cancelled call (client gone, deadline passed) gets no answer
      // anyway: skip the work, but still count the slice down to Finish.
      if (!job->context->IsCancelled()) {
        job->scorer->ScoreRange(*job->batch, begin, end);
      }
      job->SliceDone();
    });
  }
  job->slices_left.store(slices.size(), std::memory_order_relaxed);
  absl::Status queued = pool_.ScheduleAll(std::move(slices));
  if (!queued.ok()) {
    job->timer.Done();
    reactor->Finish(ToGrpcStatus(queued));
  }
  return reactor;
}

grpc::ServerBidiReactor<ScoreRequest, ScoreResponse>*
RefereeService::ScoreStream(grpc::CallbackServerContext* context) {
  return new UnimplementedStream();
}

grpc::ServerUnaryReactor* RefereeService::Shape(
    grpc::CallbackServerContext* context,
    const referee::v1::ShapeRequest* request,
    referee::v1::ShapeResponse* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  reactor->Finish(grpc::Status(grpc::StatusCode::UNIMPLEMENTED,
                               "Shape (novelty shaping) is not implemented "
                               "yet"));
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::PutProblems(
    grpc::CallbackServerContext* context,
    const referee::v1::PutProblemsRequest* request,
    referee::v1::PutProblemsResponse* response) {
  RequestTimer timer(&metrics_, "PutProblems");
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  std::vector<referee::v1::Problem> problems(request->problems().begin(),
                                             request->problems().end());
  absl::Status stored = store_.Put(std::move(problems));
  if (stored.ok()) {
    response->set_added(request->problems_size());
    response->set_total(static_cast<int64_t>(store_.size()));
    metrics_.SetProblems(static_cast<double>(store_.size()));
  } else {
    stored = absl::InvalidArgumentError(
        absl::StrCat("problems: ", stored.message()));
  }
  reactor->Finish(ToGrpcStatus(stored));
  return reactor;
}

grpc::ServerUnaryReactor* RefereeService::ListVerifiers(
    grpc::CallbackServerContext* context,
    const referee::v1::ListVerifiersRequest* request,
    referee::v1::ListVerifiersResponse* response) {
  RequestTimer timer(&metrics_, "ListVerifiers");
  DescribeVerifiers(scorer_.registry(), response);
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  reactor->Finish(grpc::Status::OK);
  return reactor;
}

void DescribeVerifiers(const VerifierRegistry& registry,
                       referee::v1::ListVerifiersResponse* response) {
  for (const Verifier* verifier : registry.All()) {
    referee::v1::VerifierInfo& info = *response->add_verifiers();
    info.set_name(std::string(verifier->Name()));
    info.set_description(std::string(verifier->Description()));
    for (Task task : verifier->Tasks()) {
      info.add_tasks(std::string(TaskName(task)));
    }
    for (const ParamSpec& spec : verifier->Params()) {
      referee::v1::ParamInfo& param = *info.add_params();
      param.set_name(spec.name);
      const bool is_bool = spec.type == ParamSpec::Type::kBool;
      param.set_type(is_bool ? "bool" : "number");
      param.set_default_value(is_bool ? (spec.default_value != 0 ? "true"
                                                                 : "false")
                                      : absl::StrCat(spec.default_value));
      param.set_help(spec.help);
    }
  }
}

}  // namespace referee
