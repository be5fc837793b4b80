#include "verifiers/environments/sequences/task_arrangement.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace task_arrangement_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 49;  // N = 962.
constexpr int64_t kMaxTasks = 1000;
constexpr int64_t kMaxValue = 1000000;

struct TaskArrangementInstance {
  int64_t s = 0;
  std::vector<int64_t> t;
  std::vector<int64_t> f;
  int64_t optimum = 0;        // Derived: the least total cost.
  std::vector<int64_t> ends;  // Derived: one optimal division's ends.
};

// The total cost of the division with these ends (valid: strictly
// increasing in 1..N, the last N). Below 2.1 * 10^18: the finish time is at
// most 1000 (S + max T) and the F sum at most 10^9.
int64_t DivisionCost(const TaskArrangementInstance& instance, const std::vector<int64_t>& ends) {
  int64_t time = 0;
  int64_t cost = 0;
  size_t task = 0;
  for (const int64_t end : ends) {
    time += instance.s;
    int64_t weight = 0;
    for (; task < static_cast<size_t>(end); ++task) {
      time += instance.t[task];
      weight += instance.f[task];
    }
    cost += time * weight;
  }
  return cost;
}

// best[i]: the least cost of tasks 1..i counting, for each batch, its
// startup and work times the F of every task from its start to N (all of
// them wait for it). O(N^2).
void SolveTaskArrangement(TaskArrangementInstance& instance) {
  const size_t n = instance.t.size();
  std::vector<int64_t> prefix_t(n + 1, 0), suffix_f(n + 2, 0);
  for (size_t i = 1; i <= n; ++i) prefix_t[i] = prefix_t[i - 1] + instance.t[i - 1];
  for (size_t i = n; i >= 1; --i) suffix_f[i] = suffix_f[i + 1] + instance.f[i - 1];
  std::vector<int64_t> best(n + 1, 0);
  std::vector<size_t> start(n + 1, 1);
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= i; ++j) {
      const int64_t value =
          best[j - 1] + (instance.s + prefix_t[i] - prefix_t[j - 1]) * suffix_f[j];
      if (j == 1 || value < best[i]) {
        best[i] = value;
        start[i] = j;
      }
    }
  }
  instance.optimum = best[n];
  instance.ends.clear();
  for (size_t i = n; i > 0; i = start[i] - 1) instance.ends.push_back(static_cast<int64_t>(i));
  std::reverse(instance.ends.begin(), instance.ends.end());
}

class TaskArrangementEnvironment final
    : public environments::LadderEnvironment<TaskArrangementInstance> {
 public:
  TaskArrangementEnvironment()
      : LadderEnvironment(
            {"task_arrangement", "RLVE-Gym:TaskArrangement", kMaxDifficulty,
             "Split N ordered tasks into consecutive batches, each with a startup time, "
             "minimizing the sum of finish time x cost coefficient.",
             /*difficulty_help=*/"N = RlveGrowth(4, d) tasks (14 at d = 8), S in 0..3N, T and F "
             "in 1..N"},
            {"RLVE TaskArrangement ladder: -1 unparseable or empty, -0.5 ends outside 1..N, not "
             "increasing or not ending at N, else (optimum / cost)^beta.", /*beta=*/3}) {}

 protected:
  TaskArrangementInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    TaskArrangementInstance instance;
    instance.s = rng.Uniform(0, 3 * n);
    for (int64_t i = 0; i < n; ++i) instance.t.push_back(rng.Uniform(1, n));
    for (int64_t i = 0; i < n; ++i) instance.f.push_back(rng.Uniform(1, n));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<TaskArrangementInstance>& fields) const override {
    using I = TaskArrangementInstance;
    fields.Int("S", &I::s, 0, kMaxValue)
        .Ints("T", &I::t, kMaxTasks, 1, kMaxValue)
        .Ints("F", &I::f, kMaxTasks, 1, kMaxValue)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.t.size()); });
  }
  absl::Status Finish(TaskArrangementInstance& instance) const override {
    if (instance.t.empty() || instance.f.size() != instance.t.size()) {
      return BadInstance("F", "T and F must have the same, positive length");
    }
    SolveTaskArrangement(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const TaskArrangementInstance& instance) const override {
    const size_t n = instance.t.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, "Task ", i + 1, ": T = ", instance.t[i], ", F = ", instance.f[i],
                      "\n");
    }
    return absl::StrCat(
        "A machine must process ", n, " tasks, numbered 1 to ", n,
        ", in this order. Task i needs T time units of work and has a cost "
        "weight F:\n",
        listed,
        "\nThe tasks are split into consecutive batches: batch 1 is tasks 1 "
        "to end_1, batch 2 is tasks end_1 + 1 to end_2, and so on, with "
        "1 <= end_1 < end_2 < ... < end_k = ", n,
        " (k >= 1 batches). The machine handles the batches one after "
        "another; each batch first needs a setup of ", instance.s,
        " time units, then the work of all its tasks. Every task of a batch "
        "is finished at the moment the whole batch is finished (counting "
        "from time 0, through all earlier batches), and costs that moment "
        "multiplied by its own F. Choose the batches so that the total cost "
        "of all tasks is as small as possible; if several choices reach the "
        "minimum, any one of them is accepted.\n\n"
        "Put end_1, end_2, ..., end_k (the last task of each batch, the last "
        "one being ", n, "), separated by spaces, inside <answer> </answer> "
        "tags, e.g. <answer>1 2 ", n, "</answer> for three batches.");
  }
  std::string Reference(const TaskArrangementInstance& instance) const override {
    // The last end is N: with its last digit changed it is N + 1 (out of
    // range) or, from a final 9, N - 9 (not N): never a valid division.
    return environments::AnswerTagged(absl::StrJoin(instance.ends, " "));
  }

  absl::StatusOr<Verdict> Grade(const TaskArrangementInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = static_cast<int64_t>(instance.t.size());
    // N + 1 values suffice: more than N strictly increasing ends in 1..N
    // cannot exist.
    const std::optional<parsing::IntegerTokens> ends =
        environments::FinalIntegers(input.output, static_cast<size_t>(n) + 1);
    if (!ends || ends->count == 0) return environments::Unparsed();  // RLVE: [] too.
    if (ends->count > static_cast<size_t>(n)) return environments::Invalid();
    int64_t last = 0;
    for (const int64_t end : ends->values) {
      // kHugeToken is below 1; every end must pass the one before.
      if (end < 1 || end > n || end <= last) return environments::Invalid();
      last = end;
    }
    if (last != n) return environments::Invalid();
    // cost >= optimum (the DP is exact); Graded keeps anything above it
    // below full credit.
    return environments::Graded(instance.optimum, DivisionCost(instance, ends->values),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace task_arrangement_cc

absl::Status RegisterTaskArrangementEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TaskArrangementEnvironment>());
}

}  // namespace referee
