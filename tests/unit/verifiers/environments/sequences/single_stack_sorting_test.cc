// SingleStackSorting (RLVE-Gym): write the a (push) / b (pop) operations
// turning the queue 0..N-1 into the target output; ladder -1 for a
// character other than a and b, -0.5 for an impossible operation or fewer
// than N outputs, else (positions matching the target / N)^beta, beta = 10
// by default. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace single_stack_sorting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "single_stack_sorting";

class SingleStackSortingTest : public testing::VerifierTableTest {};

// Target 1 0 2 (N = 3): push 0 and 1 (aa), pop 1 then 0 (bb), push 2 and
// pop it (ab): aabbab.
const char kInstance[] = R"({"target": [1, 0, 2]})";

TEST_F(SingleStackSortingTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>aabbab</answer>", 1, true, true},
                 {"<answer> aabbab \n</answer>", 1, true, true},  // Stripped.
                 {"<answer>aabbab\u00a0\x1f</answer>", 1, true, true},  // As str.strip().
                 {"\\boxed{aabbab}", 1, true, true},              // The \boxed fallback.
                 // ababab outputs 0 1 2: only the last matches 1 0 2.
                 {"<answer>ababab</answer>", std::pow(1.0 / 3.0, 10), false, true},
                 // aababb: push 0, 1, pop 1, push 2, pop 2, pop 0: 1 2 0, the first matches.
                 {"<answer>aababb</answer>", std::pow(1.0 / 3.0, 10), false, true},
                 {"<answer>aaabbb</answer>", 0, false, true},  // 2 1 0: none.
                 {"<answer>aabba</answer>", -0.5, false, true},    // Two outputs.
                 {"<answer></answer>", -0.5, false, true},         // None.
                 {"<answer>b</answer>", -0.5, false, true},        // Pop an empty stack.
                 {"<answer>aaaa</answer>", -0.5, false, true},     // Push an empty queue.
                 {"<answer>aabbabb</answer>", -0.5, false, true},  // A seventh, empty pop.
                 {"<answer>bx</answer>", -0.5, false, true},       // The pop fails first.
                 {"<answer>aabbax</answer>", -1, false, false},    // x comes first.
                 {"<answer>aab bab</answer>", -1, false, false},
                 {"<answer>AABBAB</answer>", -1, false, false},
                 {"<answer>1 0 2</answer>", -1, false, false},
                 {"aabbab", -1, false, false},  // No tag.
                 {"<answer>aabbab", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>ababab</answer>", 1.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(SingleStackSortingTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(SingleStackSortingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"target": [2, 0, 1]})",  // 0 is under 1 when 2 is popped.
           R"({"target": [0, 0, 1]})",  // Not a permutation.
           R"({"target": [0, 1, 3]})",
           R"({"target": [-1, 0]})",
           R"({"target": []})",
           R"({})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"target": [2, 1, 0]})").ok());
}

// The definition, run on an operation string: -1 for a character other
// than a and b, -0.5 for an impossible operation or fewer than N outputs
// (in reading order), else the output.
struct StackRun {
  double invalid = 0;  // -1, -0.5 or 0 (a full output).
  std::vector<int64_t> output;
};
StackRun Simulate(const std::string& operations, int64_t n) {
  StackRun run;
  std::vector<int64_t> stack;
  int64_t front = 0;
  for (const char c : operations) {
    if (c == 'a' && front < n) {
      stack.push_back(front++);
    } else if (c == 'b' && !stack.empty()) {
      run.output.push_back(stack.back());
      stack.pop_back();
    } else {
      run.invalid = (c == 'a' || c == 'b') ? -0.5 : -1;
      return run;
    }
  }
  if (static_cast<int64_t>(run.output.size()) != n) run.invalid = -0.5;
  return run;
}

// Brute force on generated instances (levels 0..8, N = 3, 4, ..., 10, 12
// as RLVE's controller grows it): the target is a permutation of 0..N-1,
// the reference's operations produce it, and on levels 0..4 (N <= 7) every
// string of a's and b's of length 2N is scored by the definition (-0.5 if
// invalid, else (matching positions / N)^10): exactly one earns 1.
TEST_F(SingleStackSortingTest, VerifierMatchesAllOperationStrings) {
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 5)) {
    const std::vector<int64_t> target = g.Ints("target");
    const int64_t n = static_cast<int64_t>(target.size());
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    std::vector<int64_t> sorted = target;
    std::sort(sorted.begin(), sorted.end());
    for (int64_t i = 0; i < n; ++i) EXPECT_EQ(sorted[i], i) << g.Where();
    const StackRun reference = Simulate(g.answer, n);
    EXPECT_EQ(reference.invalid, 0) << g.Where();
    EXPECT_EQ(reference.output, target) << g.Where() << ": " << g.answer;
    if (g.level > 4) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    int full = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << (2 * n)); ++mask) {
      std::string operations;
      for (int64_t i = 0; i < 2 * n; ++i) operations.push_back(((mask >> i) & 1) != 0 ? 'b' : 'a');
      const StackRun run = Simulate(operations, n);
      double score = run.invalid;
      bool correct = false;
      if (run.invalid == 0) {
        int64_t matches = 0;
        for (int64_t i = 0; i < n; ++i) matches += run.output[i] == target[i] ? 1 : 0;
        correct = matches == n;
        score = std::pow(static_cast<double>(matches) / static_cast<double>(n), 10);
        full += correct ? 1 : 0;
      }
      outputs.push_back(absl::StrCat("<answer>", operations, "</answer>"));
      cases.push_back({"", score, correct, true});
    }
    EXPECT_EQ(full, 1) << g.Where();
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace single_stack_sorting_test_cc
}  // namespace referee
