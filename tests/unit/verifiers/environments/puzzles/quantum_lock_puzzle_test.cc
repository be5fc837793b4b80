// QuantumLockPuzzle (RLVE-Gym): presses of buttons whose rule on Y depends
// on a bit X flipped by every press must end with Y at the target; ladder
// -1 a token that is no integer, -0.5 a button out of range, 1 if Y ends
// at the target, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace quantum_lock_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "quantum_lock_puzzle";

class QuantumLockPuzzleTest : public testing::VerifierTableTest {};

// Y starts at 1, X at 0. Rules (X = 0 | X = 1):
//   button 0: +2 | ×3     button 1: ×2 | -1     button 2: -1 | +2
// "0 2 0": 1 +2 = 3 (X 0), 3 +2 = 5 (X 1), 5 +2 = 7 (X 0): the target.
// "0 0 2 1": 3, 3·3 = 9, 9 - 1 = 8, 8 - 1 = 7: another way there.
// "0 2": 5. The empty answer: Y stays 1. "0 2 1": 5·2 = 10.
// "0 0" forty times: Y >= 3^40 > 2^61 after 80 presses, never 7 again.
constexpr char kInstance[] =
    R"({"n": 3, "y_start": 1, "rules": [[0, 2, 2, 3], [2, 2, 1, 1], [1, 1, 0, 2]],
        "y_target": 7, "solution": [0, 2, 0]})";

std::string Repeated(const std::string& piece, int times) {
  std::string text;
  for (int k = 0; k < times; ++k) text += piece;
  return text;
}

TEST_F(QuantumLockPuzzleTest, Ladder) {
  const std::string grows = "<answer>" + Repeated("0 0 ", 40) + "</answer>";
  const std::string grows_then_bad = "<answer>" + Repeated("0 0 ", 40) + "7</answer>";
  CheckInstance(
      kName, kInstance,
      {{"<answer>0 2 0</answer>", 1, true, true},
       {"<answer>0 0 2 1</answer>", 1, true, true},
       {"<answer>\n 0\n2\t0 \n</answer>", 1, true, true},
       {"<answer>+0 2 00</answer>", 1, true, true},
       {"\\boxed{0 2 0}", 1, true, true},
       {"<answer>0 2</answer>", 0, false, true},
       {"<answer>0 2 1</answer>", 0, false, true},
       {"<answer></answer>", 0, false, true},
       {grows.c_str(), 0, false, true},
       // Buttons out of range, wherever they stand.
       {"<answer>0 3</answer>", -0.5, false, true},
       {"<answer>0 2 0 3</answer>", -0.5, false, true},
       {"<answer>-1 0 2 0</answer>", -0.5, false, true},
       {"<answer>0 99999999999999999999</answer>", -0.5, false, true},
       {grows_then_bad.c_str(), -0.5, false, true},
       // Tokens that are no integer: wrong_format.
       {"<answer>0, 2, 0</answer>", -1, false, false},
       {"<answer>0 2 a</answer>", -1, false, false},
       {"<answer>0 2 0.0</answer>", -1, false, false},
       {"0 2 0", -1, false, false}});
}

TEST_F(QuantumLockPuzzleTest, TargetAtTheStartOpensWithNoPress) {
  // Y = 0 and every rule multiplies: Y never moves, the target is 0.
  CheckInstance(kName,
                R"({"n": 2, "y_start": 0, "rules": [[2, 2, 2, 3], [2, 3, 2, 2]],
                    "y_target": 0})",
                {{"<answer></answer>", 1, true, true},
                 {"<answer>1 0 1</answer>", 1, true, true},
                 {"<answer>2</answer>", -0.5, false, true}});
}

TEST(QuantumLockPuzzleInstanceTest, FinishRejectsBadInstances) {
  auto with = [](const std::string& rules, const std::string& rest) {
    return absl::StrCat(R"({"n": 2, "y_start": 1, "rules": )", rules, R"(, "y_target": 3)",
                        rest, "}");
  };
  const std::string good = "[[0, 2, 2, 3], [2, 2, 1, 1]]";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, with(good, "")).ok());
  // 1 +2 = 3: the solution [0] is right, [1] (1·2 = 2) is not.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, with(good, R"(, "solution": [0])")).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with(good, R"(, "solution": [1])")).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with(good, R"(, "solution": [2])")).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[3, 2, 2, 3], [2, 2, 1, 1]]", ""))
                   .ok());  // Operation 3.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[0, 0, 2, 3], [2, 2, 1, 1]]", ""))
                   .ok());  // + 0.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[0, 2, 2, 4], [2, 2, 1, 1]]", ""))
                   .ok());  // × 4.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[0, 2, 2, 1], [2, 2, 1, 1]]", ""))
                   .ok());  // × 1.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[0, 2, 2, 3]]", "")).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "y_start": 1, "rules": [[0, 2, 2, 3]], "y_target": 3})")
                   .ok());
}

// Y after `presses` by the definition, in wide integers (short sequences).
__int128 Simulate(const testing::Generated& g, const std::vector<int64_t>& presses) {
  const std::vector<std::vector<int64_t>> rules = g.IntRows("rules");
  __int128 y = g.Int("y_start");
  int x = 0;
  for (int64_t b : presses) {
    const int64_t op = rules[b][2 * x], value = rules[b][2 * x + 1];
    y = op == 0 ? y + value : op == 1 ? y - value : y * value;
    x = 1 - x;
  }
  return y;
}

// On generated instances of levels 0..2 (N <= 4): the rules are RLVE's,
// the reference (at most 11 presses) reaches the target by an independent
// simulation and its last press changed (+1 on the last digit) does not;
// every sequence of up to 4 presses scores 1 exactly when it ends at the
// target, else 0.
TEST(QuantumLockPuzzleBruteForceTest, EveryShortSequenceScoredByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 6)) {
    const int64_t n = g.Int("n"), start = g.Int("y_start"), target = g.Int("y_target");
    ASSERT_EQ(n, 2 + g.level) << g.Where();
    EXPECT_TRUE(start >= -n && start <= n) << g.Where();
    for (const std::vector<int64_t>& rule : g.IntRows("rules")) {
      for (int x = 0; x < 2; ++x) {
        const int64_t op = rule[2 * x], value = rule[2 * x + 1];
        EXPECT_TRUE(op == 2 ? value == 2 || value == 3 : op <= 1 && value >= 1 && value <= n)
            << g.Where();
      }
    }
    std::vector<int64_t> reference;
    for (absl::string_view token : absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      reference.push_back(std::stoll(std::string(token)));
    }
    EXPECT_LE(reference.size(), 11u) << g.Where();
    EXPECT_TRUE(Simulate(g, reference) == target) << g.Where();
    if (reference.empty()) {
      EXPECT_EQ(target, start) << g.Where();
    } else {
      EXPECT_NE(target, start) << g.Where();
      std::vector<int64_t> changed = reference;
      changed.back() = changed.back() % 10 == 9 ? changed.back() - 9 : changed.back() + 1;
      if (changed.back() < n) {
        EXPECT_FALSE(Simulate(g, changed) == target) << g.Where();
      }
    }
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<int64_t> presses;
    for (int length = 0; length <= 4; ++length) {
      int64_t total = 1;
      for (int k = 0; k < length; ++k) total *= n;
      for (int64_t code = 0; code < total; ++code) {
        presses.assign(length, 0);
        for (int64_t k = 0, c = code; k < length; ++k, c /= n) presses[k] = c % n;
        const std::string text = "<answer>" + absl::StrJoin(presses, " ") + "</answer>";
        auto verdict = verifier->Verify({*prepared, text, params});
        ASSERT_TRUE(verdict.ok());
        const bool opens = Simulate(g, presses) == target;
        EXPECT_EQ(verdict->score, opens ? 1.0 : 0.0) << g.Where() << text;
        EXPECT_EQ(verdict->correct, opens) << g.Where() << text;
      }
    }
  }
}

}  // namespace
}  // namespace quantum_lock_puzzle_test_cc
}  // namespace referee
