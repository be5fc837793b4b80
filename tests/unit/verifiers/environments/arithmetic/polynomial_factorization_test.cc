// PolynomialFactorization (RLVE-Gym): the N integer roots of an expanded
// monic polynomial; ladder -1 unparseable or not N integers, else
// (roots matched as a multiset / N)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace polynomial_factorization_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PolynomialFactorizationTest : public testing::VerifierTableTest {};

constexpr const char* kEnv = "polynomial_factorization";

TEST_F(PolynomialFactorizationTest, Ladder) {
  // Roots 2, -1, 3: P = x^3 - 4x^2 + x + 6. Three roots, so m matched
  // earn (m/3)^5: 2 -> 32/243, 1 -> 1/243, 0 -> 0.
  const double two = 32.0 / 243.0, one = 1.0 / 243.0;
  CheckInstance(kEnv, R"({"roots": [2, -1, 3]})",
                {{"<answer>2 -1 3</answer>", 1, true, true},
                 {"<answer>3 2 -1</answer>", 1, true, true},
                 {"<answer>\n -1\n 3\n 2 \n</answer>", 1, true, true},
                 {"<answer>+2 -1 +3</answer>", 1, true, true},
                 {"\\boxed{-1 2 3}", 1, true, true},
                 {"<answer>2 1 3</answer>", two, false, true},   // 1 is no root.
                 {"<answer>-2 1 -3</answer>", 0, false, true},   // The signs of P's roots flipped.
                 {"<answer>2 2 2</answer>", one, false, true},   // One 2 to match.
                 {"<answer>2 -1 99999999999999999999</answer>", two, false, true},
                 {"<answer>0 0 0</answer>", 0, false, true},
                 // Not exactly 3 integers: RLVE's wrong_format.
                 {"<answer>2 -1</answer>", -1, false, false},
                 {"<answer>2 -1 3 3</answer>", -1, false, false},
                 {"<answer>2, -1, 3</answer>", -1, false, false},
                 {"<answer>2 -1 3.0</answer>", -1, false, false},
                 {"<answer>x = 2 -1 3</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"2 -1 3", -1, false, false}});
  // beta = 1: m/3.
  CheckInstance(kEnv, R"({"roots": [2, -1, 3]})",
                {{"<answer>2 1 3</answer>", 2.0 / 3.0, false, true},
                 {"<answer>3 3 3</answer>", 1.0 / 3.0, false, true},
                 {"<answer>3 2 -1</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST_F(PolynomialFactorizationTest, RepeatedRoots) {
  // Roots 1, 1, -2, 0 (P = x^4 - 3x^2 + 2x): each answer value is matched
  // to one root at most. 1 -2 -2 0: 1, -2, 0 match, the second -2 has no
  // root left: 3 of 4 -> (3/4)^5. 1 1 1 1: two of 4 -> (1/2)^5.
  CheckInstance(kEnv, R"({"roots": [1, 1, -2, 0]})",
                {{"<answer>0 1 -2 1</answer>", 1, true, true},
                 {"<answer>1 -2 -2 0</answer>", std::pow(0.75, 5), false, true},
                 {"<answer>1 1 1 1</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>-1 -1 2 0</answer>", std::pow(0.25, 5), false, true}});
}

TEST(PolynomialFactorizationInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"roots": []})",
           R"({"roots": [1, 27]})",
           R"({"roots": [-27]})",
           R"({"roots": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]})",
           R"({"coefficients": [1, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// P's coefficients (c[k] of x^k) read back from the prompt's line
// "P(x) = x^3 - 4*x^2 + x + 6".
std::map<int64_t, int64_t> PromptPolynomial(const std::string& prompt) {
  std::map<int64_t, int64_t> c;
  const size_t start = prompt.find("P(x) = ");
  EXPECT_EQ(start, 0u) << prompt;
  const std::string line = prompt.substr(7, prompt.find('\n') - 7);
  int64_t sign = 1;
  for (const absl::string_view token : absl::StrSplit(line, ' ')) {
    if (token == "+") {
      sign = 1;
      continue;
    }
    if (token == "-") {
      sign = -1;
      continue;
    }
    absl::string_view t = token;
    if (!t.empty() && t[0] == '-') {  // The leading term only.
      sign = -1;
      t.remove_prefix(1);
    }
    int64_t size = 1, power = 0;
    const size_t x = t.find('x');
    if (x == absl::string_view::npos) {
      EXPECT_TRUE(absl::SimpleAtoi(t, &size)) << line;
    } else {
      if (x > 0) {  // "4*x^2".
        EXPECT_TRUE(absl::SimpleAtoi(t.substr(0, x - 1), &size)) << line;
      }
      power = 1;
      if (x + 1 < t.size()) {
        EXPECT_TRUE(absl::SimpleAtoi(t.substr(x + 2), &power)) << line;
      }
    }
    EXPECT_EQ(c.count(power), 0u) << line;
    c[power] = sign * size;
  }
  return c;
}

TEST(PolynomialFactorizationBruteForceTest, ReferenceIsThePromptsRoots) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kEnv);
  ASSERT_NE(task, nullptr);
  for (int level = 0; level <= 4; ++level) {
    const int64_t n = level + 3;
    for (uint64_t seed = 0; seed < 20; ++seed) {
      auto problem = task->Generate(level, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const std::map<int64_t, int64_t> c = PromptPolynomial(problem->prompt());
      ASSERT_EQ(c.rbegin()->first, n) << problem->prompt();
      ASSERT_EQ(c.rbegin()->second, 1) << problem->prompt();
      // Each integer's multiplicity as a root of P, by repeated synthetic
      // division (N <= 7, roots <= 7: 64-bit is plenty), for x in -N..N.
      std::vector<int64_t> roots;
      for (int64_t x = -n; x <= n; ++x) {
        std::vector<int64_t> p(static_cast<size_t>(n) + 1, 0);
        for (const auto& [k, v] : c) p[static_cast<size_t>(k)] = v;
        while (p.size() > 1) {
          // p = (X - x) q + r: q[k - 1] = p[k] + x q[k], from the top.
          std::vector<int64_t> q(p.size() - 1);
          int64_t carry = 0;
          for (size_t k = p.size() - 1; k > 0; --k) {
            carry = p[k] + x * carry;
            q[k - 1] = carry;
          }
          if (p[0] + x * carry != 0) break;
          roots.push_back(x);
          p = q;
        }
      }
      ASSERT_EQ(static_cast<int64_t>(roots.size()), n) << problem->prompt();
      // The reference: the roots in some order; every order earns 1, and
      // any one value changed leaves N - 1 matched: ((N - 1)/N)^5.
      std::vector<int64_t> reference;
      const std::string answer(
          parsing::FinalAnswer(problem->reference_output()).value_or(absl::string_view()));
      for (const absl::string_view t : absl::StrSplit(answer, ' ')) {
        int64_t v = 0;
        ASSERT_TRUE(absl::SimpleAtoi(t, &v)) << answer;
        reference.push_back(v);
      }
      std::vector<int64_t> sorted = reference;
      std::sort(sorted.begin(), sorted.end());
      EXPECT_EQ(sorted, roots) << problem->prompt();
    }
  }
}

TEST_F(PolynomialFactorizationTest, EveryOrderEarnsFullCredit) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 2, 5)) {
    const std::vector<int64_t> roots = g.Ints("roots");
    const int64_t n = static_cast<int64_t>(roots.size());
    ASSERT_EQ(n, g.level + 3) << g.Where();
    for (const int64_t a : roots) ASSERT_LE(a < 0 ? -a : a, n) << g.Where();
    std::vector<std::string> outputs;
    std::vector<double> scores;
    std::vector<int64_t> order = roots;
    std::sort(order.begin(), order.end());
    do {
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(order, " "), "</answer>"));
      scores.push_back(1);
    } while (std::next_permutation(order.begin(), order.end()));
    // One value replaced by another: N - 1 of N matched.
    const double partial = std::pow(static_cast<double>(n - 1) / static_cast<double>(n), 5);
    for (size_t i = 0; i < roots.size(); ++i) {
      for (int64_t v = -n - 1; v <= n + 1; ++v) {
        if (v == roots[i]) continue;
        std::vector<int64_t> changed = roots;
        changed[i] = v;
        outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(changed, " "), "</answer>"));
        scores.push_back(partial);
      }
    }
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1, true});
    }
    CheckInstance(kEnv, absl::StrCat(R"({"roots": [)", absl::StrJoin(roots, ", "), "]}"),
                  cases);
  }
}

}  // namespace
}  // namespace polynomial_factorization_test_cc
}  // namespace referee
