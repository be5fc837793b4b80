#include "verifiers/environments/sequences/baj_bytecomputer.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace baj_bytecomputer_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 997;  // N = 1000.
constexpr int64_t kMaxLength = 100000;

struct BajBytecomputerInstance {
  std::vector<int64_t> x;  // x[i - 1] = X[i], each -1, 0 or +1.
  std::string answer;      // Derived: the fewest operations.
};

// The fewest operations that make `x` non-decreasing, or nullopt if none
// does. An optimal solution keeps every value in -1..1 and finishes each
// position before the next: position i ends as x[i] + k * (the final value
// of position i - 1) for k = 0, 1 or 2 operations. cost[v + 1] is the
// fewest operations that leave the prefix non-decreasing and ending in v.
std::optional<int64_t> FewestOperations(const std::vector<int64_t>& x) {
  constexpr int64_t kNone = -1;
  int64_t cost[3] = {kNone, kNone, kNone};
  cost[x[0] + 1] = 0;
  for (size_t i = 1; i < x.size(); ++i) {
    int64_t next[3] = {kNone, kNone, kNone};
    for (int64_t last = -1; last <= 1; ++last) {
      const int64_t so_far = cost[last + 1];
      if (so_far == kNone) continue;
      for (int64_t k = 0; k <= 2; ++k) {
        const int64_t value = x[i] + k * last;
        if (value < last || value > 1) continue;  // value >= last >= -1.
        int64_t& slot = next[value + 1];
        if (slot == kNone || so_far + k < slot) slot = so_far + k;
      }
    }
    std::copy(next, next + 3, cost);
  }
  std::optional<int64_t> best;
  for (const int64_t c : cost) {
    if (c != kNone && (!best || c < *best)) best = c;
  }
  return best;
}

class BajBytecomputerEnvironment final
    : public environments::IntegerAnswerEnvironment<BajBytecomputerInstance> {
 public:
  BajBytecomputerEnvironment()
      : IntegerAnswerEnvironment(
            {"baj_bytecomputer", "RLVE-Gym:BAJBytecomputer", kMaxDifficulty,
             "An array of -1, 0 and +1 where one operation adds an element to the next one; give "
             "the fewest operations that make the array non-decreasing.",
             /*difficulty_help=*/"N = 3 + d; weights of -1, 0, +1 uniform in 1..N each, every "
             "element drawn with them; redrawn until solvable"},
            environments::NumberLadder::kExact) {}

 protected:
  BajBytecomputerInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    BajBytecomputerInstance instance;
    // Unsolvable draws (a leading run of zeros, then -1) come at most about
    // half the time: the loop ends after a few draws.
    while (true) {
      int64_t weight[3];
      for (int64_t& w : weight) w = rng.Uniform(1, n);
      instance.x.clear();
      for (int64_t i = 0; i < n; ++i) {
        const int64_t draw = rng.Uniform(1, weight[0] + weight[1] + weight[2]);
        instance.x.push_back(draw <= weight[0] ? -1 : draw <= weight[0] + weight[1] ? 0 : 1);
      }
      if (FewestOperations(instance.x)) return instance;
    }
  }
  void DeclareFields(environments::InstanceFields<BajBytecomputerInstance>& fields)
      const override {
    fields.Ints("x", &BajBytecomputerInstance::x, kMaxLength, -1, 1);
  }
  absl::Status Finish(BajBytecomputerInstance& instance) const override {
    const std::optional<int64_t> fewest = FewestOperations(instance.x);
    if (!fewest) {
      return BadInstance("x", "no sequence of operations makes it non-decreasing");
    }
    instance.answer = absl::StrCat(*fewest);
    return absl::OkStatus();
  }
  std::string Prompt(const BajBytecomputerInstance& instance) const override {
    const size_t n = instance.x.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : ", ", "X[", i + 1, "]=", instance.x[i]);
    }
    return absl::StrCat(
        "An array X of length ", n, " holds only the values -1, 0 and +1: ", listed,
        "\n\nOne operation picks an index i with 1 <= i < ", n,
        " and replaces X[i+1] by X[i+1] + X[i] (X[i] itself is unchanged). "
        "Operations may be applied any number of times, in any order.\n\n"
        "What is the smallest number of operations after which the array is "
        "non-decreasing, that is X[1] <= X[2] <= ... <= X[", n, "]?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace baj_bytecomputer_cc

absl::Status RegisterBajBytecomputerEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BajBytecomputerEnvironment>());
}

}  // namespace referee
