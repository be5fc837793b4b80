#include "engine/local_engine.h"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/notification.h"
#include "engine/batch_runner.h"
#include "engine/catalog_info.h"
#include "engine/curriculum.h"
#include "engine/novelty.h"
#include "engine/stepper.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace {

// Problems per pool task for Sample (as the server: generation costs
// 5-200 µs a problem).
constexpr size_t kMinSliceProblems = 32;

// The cores this process may run on (its affinity: a trainer's reward
// worker is often pinned to a share of the node), else the machine's.
int UsableCores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0) {
    return CPU_COUNT(&set);
  }
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

template <typename Message>
absl::Status ParseRequest(const std::string& bytes, Message* message) {
  if (!message->ParseFromString(bytes)) {
    return absl::InvalidArgumentError(
        absl::StrCat("the request is not a valid ", Message::descriptor()->full_name()));
  }
  return absl::OkStatus();
}

template <typename Message>
absl::Status SerializeResponse(const Message& message, std::string* response) {
  if (!message.SerializeToString(response)) return absl::InternalError("could not serialize");
  return absl::OkStatus();
}

absl::Status PastDeadline(absl::Duration timeout) {
  return absl::DeadlineExceededError(
      absl::StrCat("the call's timeout (", absl::FormatDuration(timeout),
                   ") passed; its unfinished work was abandoned"));
}

// One call on the pool: what its slices use lives here until the last of
// them lets go, so a caller that stops waiting (its deadline passed)
// leaves nothing dangling.
template <typename Request, typename Response>
struct PoolCall {
  Request request;
  Response response;
  absl::Time deadline;
  std::atomic<bool> abandoned{false};
  absl::Notification done;
  absl::Status status;  // Written before `done` is notified.

  bool Cancelled() const {
    return abandoned.load(std::memory_order_relaxed) || absl::Now() > deadline;
  }
  void Finish(absl::Status s) {
    status = std::move(s);
    done.Notify();
  }
  // The call's outcome once the pool has answered `queued`: its refusal,
  // DEADLINE_EXCEEDED when the deadline came first (the call is then
  // abandoned; Call names the timeout), else what the slices ended with.
  absl::Status Await(const absl::Status& queued) {
    if (!queued.ok()) return queued;
    if (!done.WaitForNotificationWithDeadline(deadline)) {
      abandoned.store(true, std::memory_order_relaxed);
      return absl::DeadlineExceededError("");
    }
    if (absl::IsCancelled(status)) return absl::DeadlineExceededError("");
    return status;
  }
};

}  // namespace

LocalEngine::LocalEngine(LocalEngineOptions options) : options_(std::move(options)) {}

LocalEngine::~LocalEngine() {
  // The pool first: it runs what is queued (abandoned slices return at
  // their first cancellation check) and joins while the scorer exists.
  absl::MutexLock lock(&pool_mu_);
  pool_.reset();
}

absl::StatusOr<std::unique_ptr<LocalEngine>> LocalEngine::Create(LocalEngineOptions options) {
  if (options.threads < 0) return absl::InvalidArgumentError("threads: must be 0 or more");
  auto engine = std::unique_ptr<LocalEngine>(new LocalEngine(std::move(options)));
  if (absl::Status s = RegisterBuiltins(engine->catalog_); !s.ok()) return s;
  absl::StatusOr<DefaultSpecs> defaults = DefaultSpecs::Create("", engine->catalog_);
  if (!defaults.ok()) return defaults.status();
  engine->defaults_ = std::make_unique<DefaultSpecs>(*std::move(defaults));
  engine->store_ = std::make_unique<ProblemStore>(engine->catalog_.tasks);
  absl::StatusOr<std::unique_ptr<Scorer>> scorer = Scorer::Create(
      engine->catalog_, *engine->store_, nullptr, engine->options_.scorer);
  if (!scorer.ok()) return scorer.status();
  engine->scorer_ = *std::move(scorer);
  return engine;
}

ThreadPool& LocalEngine::Pool() {
  absl::MutexLock lock(&pool_mu_);
  if (pool_ == nullptr) {
    int threads = options_.threads;
    if (threads == 0) threads = UsableCores();
    pool_ = std::make_unique<ThreadPool>(threads, options_.max_queued_cost);
  }
  return *pool_;
}

int LocalEngine::pool_threads() { return Pool().num_threads(); }

absl::Status LocalEngine::Call(absl::string_view method, const std::string& request,
                               absl::Duration timeout, std::string* response) {
  if (timeout <= absl::ZeroDuration()) {
    return absl::InvalidArgumentError("timeout: must be positive (or infinite)");
  }
  const absl::Time deadline =
      timeout == absl::InfiniteDuration() ? absl::InfiniteFuture() : absl::Now() + timeout;
  if (method == "Score") {
    absl::Status status = Score(request, deadline, response);
    return absl::IsDeadlineExceeded(status) ? PastDeadline(timeout) : status;
  }
  if (method == "Step") {
    absl::Status status = Step(request, deadline, response);
    return absl::IsDeadlineExceeded(status) ? PastDeadline(timeout) : status;
  }
  if (method == "Sample") {
    absl::Status status = Sample(request, deadline, response);
    return absl::IsDeadlineExceeded(status) ? PastDeadline(timeout) : status;
  }
  if (method == "UpdateCurriculum") {
    referee::v1::UpdateCurriculumRequest in;
    if (absl::Status s = ParseRequest(request, &in); !s.ok()) return s;
    absl::StatusOr<referee::v1::Curriculum> updated = UpdateCurriculum(in, catalog_.tasks);
    if (!updated.ok()) return updated.status();
    return SerializeResponse(*updated, response);
  }
  if (method == "Shape") {
    referee::v1::ShapeRequest in;
    referee::v1::ShapeResponse out;
    if (absl::Status s = ParseRequest(request, &in); !s.ok()) return s;
    if (absl::Status s = ShapeItems(in, &out); !s.ok()) return s;
    return SerializeResponse(out, response);
  }
  if (method == "PutProblems") {
    referee::v1::PutProblemsRequest in;
    referee::v1::PutProblemsResponse out;
    if (absl::Status s = ParseRequest(request, &in); !s.ok()) return s;
    std::vector<referee::v1::Problem> problems(in.problems().begin(), in.problems().end());
    if (absl::Status s = store_->Put(std::move(problems), in.replace()); !s.ok()) return s;
    out.set_added(in.problems_size());
    out.set_total(static_cast<int64_t>(store_->size()));
    return SerializeResponse(out, response);
  }
  if (method == "ListEnvironments") {
    referee::v1::ListEnvironmentsRequest in;
    referee::v1::ListEnvironmentsResponse out;
    if (absl::Status s = ParseRequest(request, &in); !s.ok()) return s;
    DescribeEnvironments(catalog_, *defaults_, &out);
    return SerializeResponse(out, response);
  }
  if (method == "ListVerifiers") {
    referee::v1::ListVerifiersRequest in;
    referee::v1::ListVerifiersResponse out;
    if (absl::Status s = ParseRequest(request, &in); !s.ok()) return s;
    DescribeVerifiers(catalog_.verifiers, &out);
    return SerializeResponse(out, response);
  }
  return absl::UnimplementedError(absl::StrCat("no method ", method, " in process"));
}

absl::Status LocalEngine::Score(const std::string& bytes, absl::Time deadline,
                                std::string* response) {
  using Call = PoolCall<referee::v1::ScoreRequest, referee::v1::ScoreResponse>;
  auto call = std::make_shared<Call>();
  call->deadline = deadline;
  if (absl::Status s = ParseRequest(bytes, &call->request); !s.ok()) return s;
  // Inline problems too: the server prepares them on its pool to keep
  // gRPC's threads free; here the caller waits for them either way.
  if (deadline == absl::InfiniteFuture() &&
      static_cast<size_t>(call->request.rollouts_size()) < kLocalInlineBelow) {
    if (absl::Status s = scorer_->ScoreAll(call->request, &call->response); !s.ok()) return s;
    return SerializeResponse(call->response, response);
  }
  absl::Status queued = ScoreOnPool(
      *scorer_, Pool(), call->request, {}, &call->response, [call] { return call->Cancelled(); },
      [call](absl::Status status) { call->Finish(std::move(status)); });
  if (absl::Status s = call->Await(queued); !s.ok()) return s;
  return SerializeResponse(call->response, response);
}

absl::Status LocalEngine::ScoreViews(const referee::v1::ScoreRequest& request,
                                     absl::Span<const RolloutView> rollouts,
                                     absl::Duration timeout,
                                     referee::v1::ScoreResponse* response) {
  if (timeout <= absl::ZeroDuration()) {
    return absl::InvalidArgumentError("timeout: must be positive (or infinite)");
  }
  if (rollouts.empty()) return absl::InvalidArgumentError("rollouts: empty batch");
  if (timeout == absl::InfiniteDuration()) {
    if (rollouts.size() < kLocalInlineBelow) {
      absl::StatusOr<std::unique_ptr<Batch>> batch = scorer_->Prepare(request, response, rollouts);
      if (!batch.ok()) return batch.status();
      scorer_->ScoreRange(**batch, 0, (*batch)->outcomes.size());
      scorer_->Finish(**batch);
      return absl::OkStatus();
    }
    // On the pool, waited for to the end: the views stay valid throughout.
    absl::Notification done;
    absl::Status status;
    absl::Status queued = ScoreOnPool(*scorer_, Pool(), request, rollouts, response,
                                      [] { return false; },
                                      [&done, &status](absl::Status s) {
                                        status = std::move(s);
                                        done.Notify();
                                      });
    if (!queued.ok()) return queued;
    done.WaitForNotification();
    return status;
  }
  // A deadline: the slices read copies the call owns.
  struct ViewCall : PoolCall<referee::v1::ScoreRequest, referee::v1::ScoreResponse> {
    std::vector<std::string> strings;
    std::vector<std::vector<float>> logprobs;
    std::vector<RolloutView> views;
  };
  auto call = std::make_shared<ViewCall>();
  call->deadline = absl::Now() + timeout;
  call->request = request;
  call->request.clear_rollouts();
  call->strings.reserve(3 * rollouts.size());  // No reallocation: views stay put.
  call->logprobs.reserve(rollouts.size());
  call->views.reserve(rollouts.size());
  auto own = [&call](absl::string_view text) -> absl::string_view {
    return call->strings.emplace_back(text.data(), text.size());
  };
  for (const RolloutView& view : rollouts) {
    RolloutView owned = view;
    owned.prompt_id = own(view.prompt_id);
    owned.output = own(view.output);
    owned.group_id = own(view.group_id);
    const std::vector<float>& logprobs =
        call->logprobs.emplace_back(view.ref_logprobs.begin(), view.ref_logprobs.end());
    owned.ref_logprobs = logprobs;
    call->views.push_back(owned);
  }
  absl::Status queued = ScoreOnPool(
      *scorer_, Pool(), call->request, call->views, &call->response,
      [call] { return call->Cancelled(); },
      [call](absl::Status status) { call->Finish(std::move(status)); });
  if (absl::Status s = call->Await(queued); !s.ok()) {
    return absl::IsDeadlineExceeded(s) ? PastDeadline(timeout) : s;
  }
  *response = std::move(call->response);
  return absl::OkStatus();
}

absl::Status LocalEngine::Step(const std::string& bytes, absl::Time deadline,
                               std::string* response) {
  using Call = PoolCall<referee::v1::StepRequest, referee::v1::StepResponse>;
  auto call = std::make_shared<Call>();
  call->deadline = deadline;
  if (absl::Status s = ParseRequest(bytes, &call->request); !s.ok()) return s;
  if (deadline == absl::InfiniteFuture() &&
      static_cast<size_t>(call->request.episodes_size()) < kLocalInlineBelow) {
    if (absl::Status s = StepAll(*scorer_, call->request, &call->response); !s.ok()) return s;
    return SerializeResponse(call->response, response);
  }
  absl::Status queued = StepOnPool(
      *scorer_, Pool(), call->request, &call->response, [call] { return call->Cancelled(); },
      [call](absl::Status status) { call->Finish(std::move(status)); });
  if (absl::Status s = call->Await(queued); !s.ok()) return s;
  return SerializeResponse(call->response, response);
}

absl::Status LocalEngine::Sample(const std::string& bytes, absl::Time deadline,
                                 std::string* response) {
  // The answer is written as the server writes it: each slice's problems
  // as SampleResponse wire bytes, the pieces joined in order.
  struct SampleCall : PoolCall<referee::v1::SampleRequest, referee::v1::SampleResponse> {
    std::vector<std::string> ids;
    std::vector<std::string> pieces;  // One per slice, by its first problem.
    absl::Mutex mu;
    absl::Status filled ABSL_GUARDED_BY(mu);
  };
  auto call = std::make_shared<SampleCall>();
  call->deadline = deadline;
  if (absl::Status s = ParseRequest(bytes, &call->request); !s.ok()) return s;
  absl::StatusOr<std::vector<std::string>> ids = PlanSample(call->request, catalog_.tasks);
  if (!ids.ok()) return ids.status();
  call->ids = *std::move(ids);
  if (call->ids.empty()) return SerializeResponse(referee::v1::SampleResponse(), response);
  call->pieces.resize(call->ids.size());
  EnvironmentCache& cache = scorer_->environments();
  absl::Status queued = RunSlicesOnPool(
      Pool(), call->ids.size(), kMinSliceProblems, [call] { return call->Cancelled(); },
      [call, &cache](size_t begin, size_t end) {
        // Slices write disjoint pieces; only the status is shared.
        absl::Status s = AppendSampleWire(call->ids, begin, end, cache, &call->pieces[begin]);
        absl::MutexLock lock(&call->mu);
        call->filled.Update(s);
      },
      [call](bool finished) {
        absl::Status status = finished ? absl::OkStatus() : absl::CancelledError("");
        if (finished) {
          absl::MutexLock lock(&call->mu);
          status = call->filled;
        }
        call->Finish(std::move(status));
      });
  if (absl::Status s = call->Await(queued); !s.ok()) return s;
  response->clear();
  for (const std::string& piece : call->pieces) response->append(piece);
  return absl::OkStatus();
}

}  // namespace referee
