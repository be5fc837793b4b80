#include "verifiers/environments/sequences/single_stack_sorting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace single_stack_sorting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 70;  // N = 6504.
constexpr size_t kMaxValues = 20000;

struct SingleStackSortingInstance {
  std::vector<int64_t> target;
  // Derived: the operations producing the target.
  std::string operations;
};

class SingleStackSortingEnvironment final
    : public environments::LadderEnvironment<SingleStackSortingInstance> {
 public:
  SingleStackSortingEnvironment()
      : LadderEnvironment(
            {"single_stack_sorting", "RLVE-Gym:SingleStackSorting", kMaxDifficulty,
             "Write the push/pop operations of one stack that turn 0..N-1 into a target order.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, "
             "...); the target is the output of random operations"},
            {"RLVE SingleStackSorting ladder: -1 for a character other than a and b, -0.5 for "
             "an impossible operation or fewer than N numbers output, else (positions matching "
             "the target / N)^beta.",
             /*beta=*/10}) {}

 protected:
  SingleStackSortingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    const int64_t push = rng.Uniform(1, n), pop = rng.Uniform(1, n);
    SingleStackSortingInstance instance;
    std::vector<int64_t> stack;
    int64_t front = 0;
    while (static_cast<int64_t>(instance.target.size()) < n) {
      const bool can_push = front < n, can_pop = !stack.empty();
      if (can_push && (!can_pop || rng.Chance(push, push + pop))) {
        stack.push_back(front++);
      } else {
        instance.target.push_back(stack.back());
        stack.pop_back();
      }
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SingleStackSortingInstance>& fields) const override {
    using I = SingleStackSortingInstance;
    // Finish checks the rest: a permutation of 0..N-1 a stack can produce.
    fields.Ints("target", &I::target, kMaxValues, 0, static_cast<int64_t>(kMaxValues) - 1);
  }
  absl::Status Finish(SingleStackSortingInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.target.size());
    // Push until the next target number is in, then it must be on top. N
    // pops of distinct pushed numbers: the target is a permutation too.
    instance.operations.clear();
    std::vector<int64_t> stack;
    int64_t front = 0;
    for (const int64_t value : instance.target) {
      while (front <= value && front < n) {
        stack.push_back(front++);
        instance.operations.push_back('a');
      }
      if (stack.empty() || stack.back() != value) {
        return BadInstance("target", "is not a permutation a stack can produce from 0..N-1");
      }
      stack.pop_back();
      instance.operations.push_back('b');
    }
    return absl::OkStatus();
  }
  std::string Prompt(const SingleStackSortingInstance& instance) const override {
    const size_t n = instance.target.size();
    return absl::StrCat(
        "A queue holds the ", n, " numbers 0, 1, ..., ", n - 1,
        " in increasing order (0 at the front). There is also a stack, empty at first, and an "
        "output sequence, empty at first. Two operations are allowed:\n"
        "- a: take the number at the front of the queue and push it onto the stack;\n"
        "- b: pop the number on top of the stack and append it to the output.\n\n"
        "Produce exactly this output sequence:\n",
        absl::StrJoin(instance.target, " "),
        "\n\nWrite the operations in order, as one string of the letters a and b with no spaces, "
        "inside <answer> </answer> tags; for example <answer>aabbab</answer> outputs 1 0 2 when "
        "N = 3.");
  }
  absl::StatusOr<Verdict> Grade(const SingleStackSortingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const int64_t n = static_cast<int64_t>(instance.target.size());
    std::vector<int64_t> stack;
    int64_t front = 0, out = 0, matches = 0;
    // RLVE's order: each operation is checked as it comes.
    for (const char c : environments::PythonStrip(*answer)) {
      if (c == 'a') {
        if (front >= n) return environments::Invalid();
        stack.push_back(front++);
      } else if (c == 'b') {
        if (stack.empty()) return environments::Invalid();
        // At most N pops: each pops a pushed number.
        matches += stack.back() == instance.target[static_cast<size_t>(out)] ? 1 : 0;
        ++out;
        stack.pop_back();
      } else {
        return environments::Unparsed();
      }
    }
    if (out != n) return environments::Invalid();
    return environments::Graded(matches, n, input.params.Number("beta"));
  }
  std::string Reference(const SingleStackSortingInstance& instance) const override {
    return environments::AnswerTagged(instance.operations);
  }
};

}  // namespace
}  // namespace single_stack_sorting_cc

absl::Status RegisterSingleStackSortingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SingleStackSortingEnvironment>());
}

}  // namespace referee
