// ABProgramSimulation (RLVE-Gym): rewrite an A::B program to its final
// form; ladder -1 no answer or a token other than A#, #A, B#, #B, 1 for the
// final program, else 0. Every expectation is worked out by hand below.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace ab_program_simulation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "ab_program_simulation";

class AbProgramSimulationTest : public testing::VerifierTableTest {};

// B# A# #B #A B# (codes 2 0 3 1 2): A# #B becomes #B A#, giving
// B# #B A# #A B#; B# #B vanish: A# #A B#; A# #A vanish: B#.
const char kInstance[] = R"({"program": [2, 0, 3, 1, 2]})";

TEST_F(AbProgramSimulationTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>B#</answer>", 1, true, true},
                 {"<answer> B#\n</answer>", 1, true, true},
                 {"\\boxed{B#}", 1, true, true},  // The \boxed fallback.
                 {"<answer>#B</answer>", 0, false, true},
                 {"<answer>B# B#</answer>", 0, false, true},
                 {"<answer>B# A# #B #A B#</answer>", 0, false, true},  // Not run.
                 {"<answer></answer>", 0, false, true},
                 {"<answer>B#,</answer>", -1, false, false},
                 {"<answer>b#</answer>", -1, false, false},
                 {"<answer>C#</answer>", -1, false, false},
                 {"<answer>B# X</answer>", -1, false, false},  // Every token is checked.
                 {"<answer>B#A#</answer>", -1, false, false},
                 {"B#", -1, false, false},  // No tag.
                 {"<answer>B#", -1, false, false}});
  // #A A# #B B#: A# #B becomes #B A#, then nothing faces: #A #B A# B#.
  CheckInstance(kEnv, R"({"program": [1, 0, 3, 2]})",
                {{"<answer>#A #B A# B#</answer>", 1, true, true},
                 {"<answer>#A A# #B B#</answer>", 0, false, true}});
  // A# #A vanish: the final program is empty.
  CheckInstance(kEnv, R"({"program": [0, 1]})",
                {{"<answer></answer>", 1, true, true},
                 {"<answer> </answer>", 1, true, true},
                 {"<answer>A#</answer>", 0, false, true}});
}

TEST(AbProgramSimulationInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"program": [0, 4]})",
           R"({"program": [-1]})",
           R"({"program": []})",
           R"({})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"program": [3]})").ok());
}

// The rules, applied to a redex chosen by `pick` (the leftmost when null,
// as RLVE does), until none is left; counts the rewrites.
std::vector<int64_t> Rewrite(std::vector<int64_t> program, int64_t& rewrites, std::mt19937* pick) {
  rewrites = 0;
  while (true) {
    std::vector<size_t> redexes;  // X# (even code) followed by #Y (odd).
    for (size_t i = 0; i + 1 < program.size(); ++i) {
      if (program[i] % 2 == 0 && program[i + 1] % 2 == 1) redexes.push_back(i);
    }
    if (redexes.empty()) return program;
    const size_t i = pick == nullptr ? redexes[0] : redexes[(*pick)() % redexes.size()];
    ++rewrites;
    if (program[i] / 2 == program[i + 1] / 2) {
      program.erase(program.begin() + static_cast<std::ptrdiff_t>(i),
                    program.begin() + static_cast<std::ptrdiff_t>(i) + 2);
    } else {
      std::swap(program[i], program[i + 1]);
    }
  }
}

std::string Text(const std::vector<int64_t>& program) {
  static const char* const kNames[] = {"A#", "#A", "B#", "#B"};
  std::vector<std::string> tokens;
  for (const int64_t token : program) tokens.push_back(kNames[token]);
  return absl::StrJoin(tokens, " ");
}

// Generated instances (levels 0..12: N = 4, 5, ..., 10, 12, ..., 23, the
// step budget S = 10, 12, 14, ..., 45): the leftmost simulation ends within
// S - 1 rewrites at the reference; a random-order simulation reaches the
// same form in as many rewrites. On levels 0..3 every program of up to 3
// tokens, and the reference, is scored: 1 only for the final form.
TEST_F(AbProgramSimulationTest, VerifierMatchesSimulation) {
  const int64_t sizes[] = {4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 23};
  const int64_t budgets[] = {10, 12, 14, 16, 18, 20, 23, 26, 29, 32, 36, 40, 45};
  std::mt19937 random(7);
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 12, 6)) {
    const std::vector<int64_t> program = g.Ints("program");
    ASSERT_EQ(static_cast<int64_t>(program.size()), sizes[g.level]) << g.Where();
    int64_t rewrites = 0, shuffled_rewrites = 0;
    const std::vector<int64_t> final_program = Rewrite(program, rewrites, nullptr);
    EXPECT_LE(rewrites, budgets[g.level] - 1) << g.Where();
    EXPECT_EQ(g.answer, Text(final_program)) << g.Where();
    EXPECT_EQ(Rewrite(program, shuffled_rewrites, &random), final_program) << g.Where();
    EXPECT_EQ(shuffled_rewrites, rewrites) << g.Where();
    if (g.level > 3) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::vector<int64_t>> candidates = {{}, final_program};
    for (int length = 1; length <= 3; ++length) {
      for (int code = 0; code < (1 << (2 * length)); ++code) {
        std::vector<int64_t> c;
        for (int j = 0; j < length; ++j) c.push_back((code >> (2 * j)) & 3);
        candidates.push_back(c);
      }
    }
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    for (const std::vector<int64_t>& c : candidates) {
      outputs.push_back(absl::StrCat("<answer>", Text(c), "</answer>"));
      cases.push_back({"", c == final_program ? 1.0 : 0.0, c == final_program, true});
    }
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace ab_program_simulation_test_cc
}  // namespace referee
