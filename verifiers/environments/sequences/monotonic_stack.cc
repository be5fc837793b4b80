#include "verifiers/environments/sequences/monotonic_stack.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace monotonic_stack_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;
constexpr size_t kMaxValues = 20000;

struct MonotonicStackInstance {
  std::vector<int64_t> values;
  std::string answer;  // Derived: C[1] + ... + C[N].
};

// Position j counts toward C[i] iff A[i] is strictly greater than every
// entry in i+1..j, i.e. iff i stays on a stack of entries that strictly
// decrease when the entries before j are pushed and each new entry pops the
// ones not above it. So the sum is, over j, the stack's height before A[j]
// is pushed (after popping). O(N); the sum is below N^2 / 2.
std::string StackSum(const std::vector<int64_t>& values) {
  std::vector<int64_t> stack;
  int64_t sum = 0;
  for (const int64_t v : values) {
    while (!stack.empty() && stack.back() <= v) stack.pop_back();
    sum += static_cast<int64_t>(stack.size());
    stack.push_back(v);
  }
  return absl::StrCat(sum);
}

class MonotonicStackEnvironment final
    : public environments::IntegerAnswerEnvironment<MonotonicStackInstance> {
 public:
  MonotonicStackEnvironment()
      : IntegerAnswerEnvironment(
            {"monotonic_stack", "RLVE-Gym:MonotonicStack", kMaxDifficulty,
             "Sum over every entry of how many following entries in a row are strictly smaller "
             "than it.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level; values uniform in 1..N"},
            environments::NumberLadder::kExact) {}

 protected:
  MonotonicStackInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    MonotonicStackInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(1, n));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MonotonicStackInstance>& fields) const override {
    constexpr int64_t kMax = environments::kMaxJsonInteger;
    fields.Ints("values", &MonotonicStackInstance::values, kMaxValues, -kMax, kMax);
  }
  absl::Status Finish(MonotonicStackInstance& instance) const override {
    instance.answer = StackSum(instance.values);
    return absl::OkStatus();
  }
  std::string Prompt(const MonotonicStackInstance& instance) const override {
    const size_t n = instance.values.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : ", ", "A[", i + 1, "]=", instance.values[i]);
    }
    return absl::StrCat(
        "Here is an array A with indices 1 to ", n, ": ", listed,
        "\n\nFor each index i from 1 to ", n,
        ", let C[i] be the number of indices j with i < j <= ", n,
        " such that A[k] < A[i] holds for every k with i < k <= j (that is, "
        "how many entries in a row right after position i are all strictly "
        "smaller than A[i]).\n\nWhat is C[1] + C[2] + ... + C[", n,
        "]?\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace monotonic_stack_cc

absl::Status RegisterMonotonicStackEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MonotonicStackEnvironment>());
}

}  // namespace referee
