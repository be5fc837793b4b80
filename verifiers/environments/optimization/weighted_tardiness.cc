#include "verifiers/environments/optimization/weighted_tardiness.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"

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

// The total weighted tardiness of `order` run from time `start`.
int64_t OrderCost(const WeightedTardinessInstance& instance,
                  const std::vector<int64_t>& order, int64_t start) {
  int64_t time = start, cost = 0;
  for (int64_t job : order) {
    const size_t j = static_cast<size_t>(job);
    time += instance.processing[j];
    cost += instance.weights[j] * std::max<int64_t>(0, time - instance.due[j]);
  }
  return cost;
}

// Transitions of the subset DP over k jobs: each subset times each job in
// it, k·2^(k-1).
int64_t DpSteps(size_t k) {
  return k == 0 ? 0 : static_cast<int64_t>(k) << (k - 1);
}

// An optimal order of `jobs` (at most kMaxJobs) run from time `start`: the
// cheapest way to run each subset first (its jobs then end at start plus
// their total processing time, whatever their order), extended one last
// job at a time.
std::vector<int64_t> OptimalOrder(const WeightedTardinessInstance& instance,
                                  const std::vector<int64_t>& jobs,
                                  int64_t start) {
  const size_t k = jobs.size();
  const uint32_t subsets = uint32_t{1} << k;
  std::vector<int64_t> processing(k), due(k), weight(k);
  for (size_t i = 0; i < k; ++i) {
    const size_t j = static_cast<size_t>(jobs[i]);
    processing[i] = instance.processing[j];
    due[i] = instance.due[j];
    weight[i] = instance.weights[j];
  }
  std::vector<int64_t> cost(subsets), end(subsets);
  std::vector<uint8_t> last(subsets, 0);
  cost[0] = 0;
  end[0] = start;
  for (uint32_t mask = 1; mask < subsets; ++mask) {
    const int low = __builtin_ctz(mask);
    end[mask] = end[mask & (mask - 1)] + processing[static_cast<size_t>(low)];
    const int64_t time = end[mask];
    int64_t best = std::numeric_limits<int64_t>::max();
    uint8_t best_last = 0;
    // Every job of the subset as its last one, lowest label first on ties.
    for (uint32_t rest = mask; rest != 0; rest &= rest - 1) {
      const int i = __builtin_ctz(rest);
      const size_t at = static_cast<size_t>(i);
      const int64_t c = cost[mask ^ (uint32_t{1} << i)] +
                        weight[at] * std::max<int64_t>(0, time - due[at]);
      if (c < best) {
        best = c;
        best_last = static_cast<uint8_t>(i);
      }
    }
    cost[mask] = best;
    last[mask] = best_last;
  }
  std::vector<int64_t> order(k);
  uint32_t mask = subsets - 1;
  for (size_t at = k; at-- > 0;) {
    order[at] = jobs[last[mask]];
    mask ^= uint32_t{1} << last[mask];
  }
  return order;
}

void Solve(WeightedTardinessInstance& instance) {
  std::vector<int64_t> all(instance.processing.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  instance.best = OptimalOrder(instance, all, 0);
  instance.optimum = OrderCost(instance, instance.best, 0);
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
  // nullopt for a job that does not exist; a repeated one is left to
  // Feasible.
  std::optional<Order> FromActions(
      const WeightedTardinessInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const size_t n = instance.processing.size();
    Order order;
    order.count = actions.size();
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
    return OrderCost(instance, order.values, 0);
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
    const int64_t base = OrderCost(instance, order.values, 0);
    if (DpSteps(rest.size()) <= budget) {
      return base + OrderCost(instance, OptimalOrder(instance, rest, start),
                              start);
    }
    // Over budget: the better of earliest due date first and weighted
    // shortest processing time first (w_a·p_b > w_b·p_a), both real
    // completions, in O(k log k).
    std::vector<int64_t> edd = rest;
    std::sort(edd.begin(), edd.end(), [&instance](int64_t a, int64_t b) {
      const int64_t da = instance.due[static_cast<size_t>(a)];
      const int64_t db = instance.due[static_cast<size_t>(b)];
      return da != db ? da < db : a < b;
    });
    std::vector<int64_t> wspt = std::move(rest);
    std::sort(wspt.begin(), wspt.end(), [&instance](int64_t a, int64_t b) {
      const size_t i = static_cast<size_t>(a), j = static_cast<size_t>(b);
      const int64_t lhs = instance.weights[i] * instance.processing[j];
      const int64_t rhs = instance.weights[j] * instance.processing[i];
      return lhs != rhs ? lhs > rhs : a < b;
    });
    return base + std::min(OrderCost(instance, edd, start),
                           OrderCost(instance, wspt, start));
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
