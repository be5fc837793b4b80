#include "verifiers/environments/optimization/machine_scheduling.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/optimization/optimization_environment.h"
#include "verifiers/environments/optimization/tardiness.h"

namespace referee {
inline namespace machine_scheduling_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 13;
constexpr int64_t kMaxJobs = 16;
constexpr int64_t kMaxProcessing = 1000;
constexpr int64_t kMaxDue = 1'000'000;
constexpr int64_t kMaxWeight = 1000;
constexpr int kMaxDraws = 100;
constexpr int kWeightBits = 16;  // U = k / 2^16.

const std::vector<environments::ActionField> kFields = {{"job_index"}};
using Actions = environments::JsonActions;

// Table 6's row for a level (level 0 and levels past 4: see the header).
// TF and RDD in hundredths; kappa = kappa_num / kappa_den.
struct Level {
  int64_t jobs, p_lo, p_hi, tf, rdd, w_max, kappa_num, kappa_den;
};

Level LevelAt(int difficulty) {
  switch (difficulty) {
    case 0: return {4, 1, 7, 30, 60, 3, 1, 1};
    case 1: return {5, 1, 7, 30, 60, 3, 1, 1};
    case 2: return {6, 1, 7, 50, 60, 5, 1, 1};
    case 3: return {7, 2, 8, 70, 60, 10, 6, 5};
    default: return {difficulty + 3, 1, 15, 60, 60, 6, 1, 1};
  }
}

struct MachineSchedulingInstance {
  std::vector<int64_t> processing, due, weights;
  // Derived: an optimal order and its total weighted tardiness. `solved`
  // when Make already computed them (Finish then keeps them).
  std::vector<int64_t> best;
  int64_t optimum = 0;
  bool solved = false;
};

void Solve(MachineSchedulingInstance& x) {
  std::vector<int64_t> all(x.processing.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  x.best = environments::OptimalTardinessOrder(x, all, 0);
  x.optimum = environments::TotalWeightedTardiness(x, x.best, 0);
  x.solved = true;
}

// The most any order costs: the subset DP with max for min.
int64_t WorstCost(const MachineSchedulingInstance& x) {
  const size_t n = x.processing.size();
  const uint32_t subsets = uint32_t{1} << n;
  std::vector<int64_t> cost(subsets, 0), end(subsets, 0);
  for (uint32_t mask = 1; mask < subsets; ++mask) {
    const size_t low = static_cast<size_t>(__builtin_ctz(mask));
    end[mask] = end[mask & (mask - 1)] + x.processing[low];
    int64_t worst = 0;
    for (uint32_t rest = mask; rest != 0; rest &= rest - 1) {
      const size_t i = static_cast<size_t>(__builtin_ctz(rest));
      worst = std::max(worst, cost[mask ^ (uint32_t{1} << i)] +
                                  x.weights[i] * std::max<int64_t>(0, end[mask] - x.due[i]));
    }
    cost[mask] = worst;
  }
  return cost[subsets - 1];
}

// floor(a / b) for b > 0.
int64_t FloorDiv(__int128 a, __int128 b) {
  __int128 q = a / b;
  if (a % b != 0 && a < 0) --q;
  return static_cast<int64_t>(q);
}

// C.2's due date: round(P * u), u uniform in [1 - TF - RDD/2, 1 - TF +
// RDD/2), in units of 1/200 and a 32-bit fraction of the range; >= 1.
int64_t DrawDue(const Level& level, int64_t total, tasks::Rng& rng) {
  const __int128 v = rng.Uniform(0, (int64_t{1} << 32) - 1);
  const __int128 lo = 200 - 2 * level.tf - level.rdd;  // 200 * (1 - TF - RDD/2).
  const __int128 num = total * ((lo << 32) + 2 * level.rdd * v);
  const __int128 den = __int128{200} << 32;
  return std::max<int64_t>(1, FloorDiv(2 * num + den, 2 * den));
}

// C.2's weight 1 + floor(U^kappa * (W_max - 1)), U = k / 2^16: the largest
// m with U^(a/b) >= m / (W_max - 1), i.e. k^a (W_max-1)^b >= m^b 2^(16a)
// (k^a < 2^96 and (W_max - 1)^b <= 9^5 < 2^16: within 128 bits).
int64_t DrawWeight(const Level& level, tasks::Rng& rng) {
  const unsigned __int128 k = static_cast<unsigned __int128>(
      rng.Uniform(0, (int64_t{1} << kWeightBits) - 1));
  auto power = [](unsigned __int128 base, int64_t e) {
    unsigned __int128 out = 1;
    for (int64_t i = 0; i < e; ++i) out *= base;
    return out;
  };
  const unsigned __int128 lhs =
      power(k, level.kappa_num) * power(static_cast<unsigned __int128>(level.w_max - 1),
                                        level.kappa_den);
  int64_t m = level.w_max - 1;
  while (m > 0 && lhs < power(static_cast<unsigned __int128>(m), level.kappa_den)
                            << (kWeightBits * level.kappa_num)) {
    --m;
  }
  return 1 + m;
}

class MachineSchedulingEnvironment final
    : public environments::OptimizationEnvironment<MachineSchedulingInstance, Actions> {
 public:
  MachineSchedulingEnvironment()
      : OptimizationEnvironment(
            {"machine_scheduling", "VAST:machine_scheduling", kMaxDifficulty,
             "Order N jobs on one machine to minimise the total weighted tardiness (seed 003's "
             "Late Fees with its generator and Table 6 levels; JSON actions, graded against the "
             "exact optimum).",
             /*difficulty_help=*/"levels 1..4 are Table 6 (N = 5, 6, 7, 7 jobs; TF/RDD due "
             "dates, skewed weights); level 0 N = 4; past 4, N = d + 3 with level 4's settings "
             "(top 13: N = 16)"}) {}

 protected:
  MachineSchedulingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const Level level = LevelAt(difficulty);
    MachineSchedulingInstance x;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      x = MachineSchedulingInstance();
      int64_t total = 0;
      for (int64_t j = 0; j < level.jobs; ++j) {
        x.processing.push_back(rng.Uniform(level.p_lo, level.p_hi));
        total += x.processing.back();
      }
      for (int64_t j = 0; j < level.jobs; ++j) x.due.push_back(DrawDue(level, total, rng));
      for (int64_t j = 0; j < level.jobs; ++j) x.weights.push_back(DrawWeight(level, rng));
      Solve(x);
      // Some order must cost more than the optimum: the reversed optimal
      // order nearly always does, else the worst order decides.
      std::vector<int64_t> reversed(x.best.rbegin(), x.best.rend());
      if (environments::TotalWeightedTardiness(x, reversed, 0) != x.optimum ||
          WorstCost(x) != x.optimum) {
        break;
      }
    }
    return x;
  }

  void DeclareFields(
      environments::InstanceFields<MachineSchedulingInstance>& fields) const override {
    using I = MachineSchedulingInstance;
    const auto n = [](const I& x) { return static_cast<int64_t>(x.processing.size()); };
    fields.Ints("processing", &I::processing, kMaxJobs, 1, kMaxProcessing)
        .Ints("due", &I::due, kMaxJobs, 1, kMaxDue)
        .SizedBy(n)
        .Ints("weights", &I::weights, kMaxJobs, 1, kMaxWeight)
        .SizedBy(n);
  }
  absl::Status Finish(MachineSchedulingInstance& x) const override {
    if (!x.solved) Solve(x);
    return absl::OkStatus();
  }

  std::string Statement(const MachineSchedulingInstance& x) const override {
    std::string jobs;
    for (size_t j = 0; j < x.processing.size(); ++j) {
      absl::StrAppend(&jobs, std::string(1, static_cast<char>('A' + j)), "\t", j, "\t",
                      x.processing[j], "\t", x.due[j], "\t", x.weights[j], "\n");
    }
    return absl::StrCat(
        "Single-machine weighted tardiness scheduling.\n\n"
        "Objective: minimize the total weighted tardiness, sum over jobs j of w_j * max(0, C_j "
        "- d_j), where C_j is the time job j completes, d_j its due date and w_j its weight.\n\n"
        "Rules:\n"
        "- One machine, one job at a time, starting at time 0.\n"
        "- Once started, a job runs to completion (it takes p_j time units).\n"
        "- No idle time: each job starts when the previous one ends.\n\n"
        "Helpful heuristics (you may use them, but the answer must still be a valid order):\n"
        "- Start from EDD (earliest due date first) and improve it by swaps.\n"
        "- In a block where two consecutive jobs are both late, put the one with the higher "
        "w/p first.\n"
        "- Keep high-weight jobs with tight due dates from being pushed late by long, "
        "low-weight jobs.\n\n"
        "Jobs (with indices):\nId\tidx\tp\td\tw\n",
        jobs, "\nSchedule all ", x.processing.size(),
        " jobs: choose the complete order in which the machine runs them.");
  }
  std::string Prompt(const MachineSchedulingInstance& x) const override {
    return absl::StrCat(
        Statement(x),
        "\n\nAnswer with one action per job, in processing order (the first action is the job "
        "that runs first), each job exactly once, in this JSON format:\n"
        "{\"answer\": [{\"job_index\": 2}, {\"job_index\": 0}, {\"job_index\": 1}]}\n"
        "(for 3 jobs: job 2 runs first, then job 0, then job 1).");
  }
  std::string Reference(const MachineSchedulingInstance& x) const override {
    return environments::WriteJsonActions(kFields, OptimalPath(x));
  }

  std::vector<environments::ActionField> ActionFields() const override { return kFields; }
  // The order the actions give, job by job; more actions than jobs always
  // repeat one (Feasible rejects them).
  std::optional<Actions> FromActions(
      const MachineSchedulingInstance& x,
      const std::vector<environments::JsonAction>& actions) const override {
    if (actions.size() > x.processing.size()) return Actions{{}, /*more=*/true};
    return Actions{actions, /*more=*/false};
  }
  std::vector<environments::JsonAction> OptimalPath(
      const MachineSchedulingInstance& x) const override {
    std::vector<environments::JsonAction> path;
    for (const int64_t job : x.best) path.push_back({job});
    return path;
  }
  int64_t MaxActions(const MachineSchedulingInstance& x) const override {
    return static_cast<int64_t>(x.processing.size());
  }
  int MaxActionsAt(int difficulty) const override {
    return static_cast<int>(LevelAt(difficulty).jobs);
  }

  environments::Goal goal() const override { return environments::Goal::kMinimize; }
  std::optional<absl::string_view> AnswerSpan(absl::string_view output) const override {
    return output;
  }
  std::optional<Actions> ParseSolution(const MachineSchedulingInstance& x,
                                       absl::string_view answer) const override {
    return environments::ReadJsonActionList(answer, kFields, x.processing.size());
  }
  bool Feasible(const MachineSchedulingInstance& x, const Actions& a) const override {
    if (a.more) return false;
    const int64_t n = static_cast<int64_t>(x.processing.size());
    std::vector<bool> seen(x.processing.size(), false);
    for (const environments::JsonAction& action : a.actions) {
      const int64_t j = action[0];
      if (j < 0 || j >= n || seen[static_cast<size_t>(j)]) return false;
      seen[static_cast<size_t>(j)] = true;
    }
    return true;
  }
  bool Complete(const MachineSchedulingInstance& x, const Actions& a) const override {
    return a.actions.size() == x.processing.size();
  }
  int64_t Evaluate(const MachineSchedulingInstance& x, const Actions& a) const override {
    return environments::TotalWeightedTardiness(x, Order(a), 0);
  }
  int64_t BestCompletion(const MachineSchedulingInstance& x, const Actions& a,
                         int64_t budget) const override {
    const std::vector<int64_t> prefix = Order(a);
    // A prefix of the optimal order completes to the optimum.
    if (std::equal(prefix.begin(), prefix.end(), x.best.begin())) return x.optimum;
    std::vector<bool> placed(x.processing.size(), false);
    int64_t start = 0;
    for (const int64_t j : prefix) {
      placed[static_cast<size_t>(j)] = true;
      start += x.processing[static_cast<size_t>(j)];
    }
    std::vector<int64_t> rest;
    for (size_t j = 0; j < placed.size(); ++j) {
      if (!placed[j]) rest.push_back(static_cast<int64_t>(j));
    }
    const int64_t base = environments::TotalWeightedTardiness(x, prefix, 0);
    if (environments::TardinessDpSteps(rest.size()) <= budget) {
      return base + environments::TotalWeightedTardiness(
                        x, environments::OptimalTardinessOrder(x, rest, start), start);
    }
    return base + environments::GreedyTardiness(x, std::move(rest), start);
  }
  int64_t Optimum(const MachineSchedulingInstance& x) const override { return x.optimum; }

 private:
  static std::vector<int64_t> Order(const Actions& a) {
    std::vector<int64_t> order;
    for (const environments::JsonAction& action : a.actions) order.push_back(action[0]);
    return order;
  }
};

}  // namespace
}  // namespace machine_scheduling_cc

absl::Status RegisterMachineSchedulingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<MachineSchedulingEnvironment>());
}

}  // namespace referee
