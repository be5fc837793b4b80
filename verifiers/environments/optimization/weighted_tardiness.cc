#include "verifiers/environments/optimization/weighted_tardiness.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"
#include "verifiers/environments/optimization/tardiness.h"

namespace referee {
inline namespace weighted_tardiness_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxJobs = 16;
constexpr int64_t kMaxProcessing = 1000;
constexpr int64_t kMaxDue = 1'000'000;
constexpr int64_t kMaxWeight = 1000;

struct WeightedTardinessInstance {
  std::vector<int64_t> processing, due, weights;
  // Derived: an optimal order and its total weighted tardiness.
  std::vector<int64_t> best;
  int64_t optimum = 0;
};

// The order as read (a prefix of it when partial); `values` keeps at most
// N + 1 labels (more than N always repeats one).
using Order = parsing::IntegerTokens;

void Solve(WeightedTardinessInstance& instance) {
  std::vector<int64_t> all(instance.processing.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  instance.best = environments::OptimalTardinessOrder(instance, all, 0);
  instance.optimum = environments::TotalWeightedTardiness(instance, instance.best, 0);
}

class WeightedTardinessEnvironment final
    : public environments::OptimizationEnvironment<WeightedTardinessInstance,
                                                   Order> {
 public:
  WeightedTardinessEnvironment()
      : OptimizationEnvironment(
            {"weighted_tardiness", "VAST:weighted_tardiness", kMaxDifficulty,
             "Order N jobs on one machine to minimise the total weighted tardiness (VAST "
             "single-machine scheduling, graded against the exact optimum).",
             /*difficulty_help=*/"N = d + 4 jobs, processing times 1..7+d, weights 1..min(10, "
             "3+d), due dates by the TF/RDD recipe (TF = min(0.7, 0.3 + 0.1·floor(d/2)), RDD = "
             "0.6), clamped to 1..P-1"}) {}

 protected:
  WeightedTardinessInstance Make(int difficulty,
                                 tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    const int64_t tf10 = std::min<int64_t>(7, 3 + difficulty / 2);
    const int64_t rdd10 = 6;
    const int64_t max_weight = std::min<int64_t>(10, 3 + difficulty);
    WeightedTardinessInstance instance;
    int64_t total = 0;
    for (int64_t j = 0; j < n; ++j) {
      instance.processing.push_back(rng.Uniform(1, 7 + difficulty));
      total += instance.processing.back();
    }
    const int64_t lo = total * std::max<int64_t>(0, 20 - 2 * tf10 - rdd10) / 20;
    const int64_t hi = total * (20 - 2 * tf10 + rdd10) / 20;
    for (int64_t j = 0; j < n; ++j) {
      instance.due.push_back(
          std::clamp<int64_t>(rng.Uniform(lo, hi), 1, total - 1));
    }
    for (int64_t j = 0; j < n; ++j) {
      instance.weights.push_back(rng.Uniform(1, max_weight));
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<WeightedTardinessInstance>& fields) const override {
    using I = WeightedTardinessInstance;
    const auto n = [](const I& x) { return static_cast<int64_t>(x.processing.size()); };
    fields.Ints("processing", &I::processing, kMaxJobs, 1, kMaxProcessing)
        .Ints("due", &I::due, kMaxJobs, 0, kMaxDue)
        .SizedBy(n)
        .Ints("weights", &I::weights, kMaxJobs, 1, kMaxWeight)
        .SizedBy(n);
  }
  absl::Status Finish(WeightedTardinessInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const WeightedTardinessInstance& instance) const override {
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should be the job labels in processing order, "
        "each job exactly once, separated by **spaces**, inside <answer> "
        "</answer> tags.\n"
        "Example: <answer>2 0 1</answer>; this means job 2 runs first, then "
        "job 0, then job 1 (assuming 3 jobs in total).");
  }
  std::string Statement(const WeightedTardinessInstance& instance) const override {
    const size_t n = instance.processing.size();
    std::string jobs;
    for (size_t j = 0; j < n; ++j) {
      absl::StrAppend(&jobs, "Job ", j, ": p=", instance.processing[j],
                      " d=", instance.due[j], " w=", instance.weights[j], "\n");
    }
    return absl::StrCat(
        "You are given ", n, " jobs labeled from `0` to `", n - 1,
        "` to run on a single machine, one at a time, starting at time 0, "
        "without interruption and without idle time between jobs. Job j "
        "takes p time units, is due at time d and has weight w:\n",
        jobs,
        "\nA job that completes at time C is late by max(0, C - d) and costs "
        "w times its lateness. Find an order of the jobs whose total cost "
        "(the total weighted tardiness) is as small as possible.");
  }

  std::string Reference(
      const WeightedTardinessInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  // Seed 003's incremental form (App. D's scheduling example): each action
  // schedules the next job, {"job_index": j}; the order so far is the jobs
  // in order, as the whole answer "j0 j1 ..." reads.
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"job_index"});
  }
  // Step (seed 003 §3.2): a solution holds every job once.
  int64_t MaxActions(const WeightedTardinessInstance& instance) const override {
    return static_cast<int64_t>(instance.processing.size());
  }
  int MaxActionsAt(int difficulty) const override { return difficulty + 4; }
  // nullopt for a job that does not exist; a repeated one is left to
  // Feasible.
  std::optional<Order> FromActions(
      const WeightedTardinessInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const size_t n = instance.processing.size();
    Order order;
    order.count = actions.size();
    order.values.reserve(std::min(actions.size(), n + 1));
    for (const environments::JsonAction& action : actions) {
      if (action.size() != 1 || action[0] < 0 || action[0] >= static_cast<int64_t>(n)) {
        return std::nullopt;
      }
      if (order.values.size() <= n) order.values.push_back(action[0]);  // As ParseSolution.
    }
    return order;
  }
  // The reference order, job by job.
  std::vector<environments::JsonAction> OptimalPath(
      const WeightedTardinessInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (int64_t job : instance.best) path.push_back({job});
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMinimize;
  }
  std::optional<Order> ParseSolution(const WeightedTardinessInstance& instance,
                                     absl::string_view answer) const override {
    return parsing::ParseIntegerTokens(answer, instance.processing.size() + 1);
  }
  bool Feasible(const WeightedTardinessInstance& instance,
                const Order& order) const override {
    const size_t n = instance.processing.size();
    if (order.count > n) return false;  // Some label repeats.
    std::vector<bool> seen(n, false);
    for (int64_t j : order.values) {
      if (j < 0 || j >= static_cast<int64_t>(n) || seen[static_cast<size_t>(j)]) {
        return false;
      }
      seen[static_cast<size_t>(j)] = true;
    }
    return true;
  }
  bool Complete(const WeightedTardinessInstance& instance,
                const Order& order) const override {
    return order.count == instance.processing.size();
  }
  int64_t Evaluate(const WeightedTardinessInstance& instance,
                   const Order& order) const override {
    return environments::TotalWeightedTardiness(instance, order.values, 0);
  }
  int64_t BestCompletion(const WeightedTardinessInstance& instance,
                         const Order& order, int64_t budget) const override {
    const size_t n = instance.processing.size();
    std::vector<bool> placed(n, false);
    int64_t start = 0;
    for (int64_t j : order.values) {
      placed[static_cast<size_t>(j)] = true;
      start += instance.processing[static_cast<size_t>(j)];
    }
    std::vector<int64_t> rest;
    for (size_t j = 0; j < n; ++j) {
      if (!placed[j]) rest.push_back(static_cast<int64_t>(j));
    }
    const int64_t base = environments::TotalWeightedTardiness(instance, order.values, 0);
    if (environments::TardinessDpSteps(rest.size()) <= budget) {
      return base + environments::TotalWeightedTardiness(
                        instance, environments::OptimalTardinessOrder(instance, rest, start),
                        start);
    }
    // Over budget: the better of EDD and WSPT, both real completions.
    return base + environments::GreedyTardiness(instance, std::move(rest), start);
  }
  int64_t Optimum(const WeightedTardinessInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace weighted_tardiness_cc

absl::Status RegisterWeightedTardinessEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<WeightedTardinessEnvironment>());
}

}  // namespace referee
