#include "verifiers/environments/legacy/truth/countdown_solver.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/sanitizers.h"
#include "verifiers/environments/legacy/truth/countdown_truth.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace tasks {
inline namespace countdown_solver_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using parsing::Rational;

// ------------------------------------------------- brute force (test only)

struct Tree {
  char op = 0;  // 0 for a leaf
  int64_t leaf = 0;
  std::shared_ptr<Tree> left, right;
  std::optional<Rational> value;
};
using TreePtr = std::shared_ptr<Tree>;

int Size(const TreePtr& t) { return t ? 1 + Size(t->left) + Size(t->right) : 0; }

// Seed 002 Eq. 6 exactly as written, with the commutative swap.
int TreeDistance(const TreePtr& t, const TreePtr& s) {
  if (!t && !s) return 0;
  if (!t) return Size(s);
  if (!s) return Size(t);
  const bool same_label = t->op == s->op && (t->op != 0 || t->leaf == s->leaf);
  int children = TreeDistance(t->left, s->left) + TreeDistance(t->right, s->right);
  if (t->op == s->op && (t->op == '+' || t->op == '*')) {
    children = std::min(children, TreeDistance(t->left, s->right) +
                                      TreeDistance(t->right, s->left));
  }
  return (same_label ? 0 : 1) + children;
}

// Every binary tree over every ordering of `numbers` with + - * /.
std::vector<TreePtr> AllTrees(const std::vector<int64_t>& numbers) {
  if (numbers.size() == 1) {
    auto leaf = std::make_shared<Tree>();
    leaf->leaf = numbers[0];
    leaf->value = Rational::Integer(numbers[0]);
    return {leaf};
  }
  std::vector<TreePtr> trees;
  const int n = static_cast<int>(numbers.size());
  // Ordered splits of positions into a left set and a right set.
  for (int mask = 1; mask < (1 << n) - 1; ++mask) {
    std::vector<int64_t> left, right;
    for (int i = 0; i < n; ++i) (mask >> i & 1 ? left : right).push_back(numbers[i]);
    for (const TreePtr& l : AllTrees(left)) {
      for (const TreePtr& r : AllTrees(right)) {
        for (char op : {'+', '-', '*', '/'}) {
          auto t = std::make_shared<Tree>();
          t->op = op;
          t->left = l;
          t->right = r;
          if (l->value && r->value) t->value = parsing::Apply(op, *l->value, *r->value);
          trees.push_back(t);
        }
      }
    }
  }
  return trees;
}

std::string Print(const TreePtr& t) {
  if (t->op == 0) return absl::StrCat(t->leaf);
  return absl::StrCat("(", Print(t->left), " ", std::string(1, t->op), " ",
                      Print(t->right), ")");
}

int BruteForceDistance(const std::vector<TreePtr>& trees, const Rational& target,
                       const TreePtr& model) {
  int best = kNoSolution;
  for (const TreePtr& s : trees) {
    if (s->value && *s->value == target) best = std::min(best, TreeDistance(model, s));
  }
  return best;
}

int FastDistance(const std::vector<int64_t>& numbers, int64_t target,
                 const std::string& expression) {
  CountdownSolver solver(numbers, target);
  auto parsed = parsing::ParseExpression(expression);
  EXPECT_TRUE(parsed.has_value()) << expression;
  auto d = solver.Distance(*parsed);
  EXPECT_TRUE(d.ok()) << d.status();
  return d.ok() ? *d : -1;
}

// ------------------------------------------------------------------ tests

TEST(CountdownDistanceTest, Figure1) {
  // Numbers 44, 19, 35, target 98: (35 + 19) - 44 differs from the
  // solution (35 + 19) + 44 by one operator.
  EXPECT_EQ(FastDistance({44, 19, 35}, 98, "(35 + 19) - 44"), 1);
  EXPECT_EQ(FastDistance({44, 19, 35}, 98, "(35 + 19) + 44"), 0);
  EXPECT_EQ(FastDistance({44, 19, 35}, 98, "44 + (19 + 35)"), 0);
}

TEST(CountdownDistanceTest, NoSolutionIsInfinite) {
  // 1, 1, 1 can make at most 3.
  EXPECT_EQ(FastDistance({1, 1, 1}, 100, "1 + 1 + 1"), kNoSolution);
  EXPECT_FALSE(CountdownSolver({1, 1, 1}, 100).solvable());
  EXPECT_TRUE(CountdownSolver({1, 1, 1}, 3).solvable());
}

TEST(CountdownDistanceTest, ZerosAndFractions) {
  // Division through fractions: 8 / (3 - 8/3) = 24.
  EXPECT_EQ(FastDistance({8, 3, 8, 3}, 24, "8 / (3 - 8 / 3)"), 0);
  // Zero products: 0 * x = 0 for any x.
  EXPECT_EQ(FastDistance({0, 7, 9}, 0, "0 * (7 + 9)"), 0);
  EXPECT_EQ(FastDistance({0, 7, 9}, 0, "0 / (7 - 9)"), 0);
}

// The fast search against brute-force enumeration of every solution tree,
// on thousands of random 3- and 4-number problems.
TEST(CountdownDistanceTest, MatchesBruteForceOnRandomProblems) {
  Rng rng(2024);
  int checked = 0, solvable = 0;
  // Fewer under AddressSanitizer (DEVELOPERS.md, "CI cost"): the same
  // code paths, a quarter of the cases.
  const int trials = ::referee::testing::kUnderAddressSanitizer ? 600 : 2400;
  for (int trial = 0; trial < trials; ++trial) {
    const int n = trial % 2 == 0 ? 3 : 4;
    std::vector<int64_t> numbers;
    for (int i = 0; i < n; ++i) numbers.push_back(rng.Uniform(1, trial % 5 == 0 ? 4 : 20));
    const std::vector<TreePtr> trees = AllTrees(numbers);
    // Mostly a target some tree reaches; sometimes any integer.
    int64_t target = rng.Uniform(1, 60);
    const TreePtr& pick = trees[rng.Uniform(0, trees.size() - 1)];
    if (trial % 4 != 0 && pick->value && pick->value->den == 1) {
      target = pick->value->num;
    }
    // The model's answer: another random tree over the same numbers.
    const TreePtr& model = trees[rng.Uniform(0, trees.size() - 1)];
    const int want = BruteForceDistance(trees, Rational::Integer(target), model);
    const int got = FastDistance(numbers, target, Print(model));
    ASSERT_EQ(got, want) << "numbers " << numbers[0] << "," << numbers[1] << ","
                         << numbers[2] << (n == 4 ? absl::StrCat(",", numbers[3]) : "")
                         << " target " << target << " model " << Print(model);
    ++checked;
    if (want != kNoSolution) ++solvable;
  }
  EXPECT_EQ(checked, trials);
  EXPECT_GT(solvable, trials / 2);  // Most targets are reachable by construction.
}

TEST(CountdownDistanceTest, SixNumbersFinishWithinTheDefaultBudget) {
  Rng rng(6);
  CountdownGeneratorOptions options;
  options.min_numbers = options.max_numbers = 6;
  // Six-number solvers are the heaviest builds: 5 under AddressSanitizer.
  const int problems = ::referee::testing::kUnderAddressSanitizer ? 5 : 20;
  for (int i = 0; i < problems; ++i) {
    const referee::v1::Problem problem = GenerateCountdown(rng, options);
    std::vector<int64_t> numbers(problem.countdown().numbers().begin(),
                                 problem.countdown().numbers().end());
    CountdownSolver solver(numbers, problem.countdown().target());
    ASSERT_TRUE(solver.solvable());
    // A left chain with every operator '-': usually far from solutions.
    std::string expression = absl::StrCat(numbers[0]);
    for (int k = 1; k < 6; ++k) absl::StrAppend(&expression, " - ", numbers[k]);
    auto parsed = parsing::ParseExpression(expression);
    auto d = solver.Distance(*parsed);
    ASSERT_TRUE(d.ok()) << d.status();
    EXPECT_LE(*d, 22);
  }
}

TEST(CountdownDistanceTest, TinyBudgetIsResourceExhausted) {
  CountdownSolver solver({25, 50, 75, 100, 3, 6}, 952);
  auto parsed = parsing::ParseExpression("25 - 50 - 75 - 100 - 3 - 6");
  auto d = solver.Distance(*parsed, /*budget=*/10);
  EXPECT_EQ(d.status().code(), absl::StatusCode::kResourceExhausted);
}

TEST(CountdownDistanceTest, ASolutionSpaceTooLargeToBuildIsBudgetExceeded) {
  // With a 0 among six numbers and target 0, "0 * anything" reaches every
  // value of the other five: the build stops at its budget instead of
  // stalling, and queries report it.
  CountdownSolver solver({0, 7, 9, 11, 13, 17}, 0);
  auto parsed = parsing::ParseExpression("0 + 7 + 9 + 11 + 13 + 17");
  auto d = solver.Distance(*parsed);
  EXPECT_EQ(d.status().code(), absl::StatusCode::kResourceExhausted);
}

TEST(CountdownSolverCacheTest, HitsMissesAndByteBound) {
  CountdownSolverCache cache(/*max_bytes=*/1);  // Keeps only the newest.
  auto a = cache.Get({1, 2, 3}, 6);
  auto b = cache.Get({3, 2, 1}, 6);  // Same problem in another order.
  EXPECT_EQ(a.get(), b.get());
  cache.Get({4, 5, 6}, 15);
  auto stats = cache.stats();
  EXPECT_EQ(stats.hits, 1u);
  EXPECT_EQ(stats.misses, 2u);
  EXPECT_EQ(stats.entries, 1u);
}

TEST(CountdownGeneratorTest, ReachableUsingAllNumbers) {
  Rng rng(1);
  CountdownGeneratorOptions options;
  // Each check builds a solver: a quarter of them under AddressSanitizer.
  const int problems = ::referee::testing::kUnderAddressSanitizer ? 50 : 200;
  for (int i = 0; i < problems; ++i) {
    const auto problem = GenerateCountdown(rng, options);
    const auto& countdown = problem.countdown();
    ASSERT_GE(countdown.numbers_size(), 3);
    ASSERT_LE(countdown.numbers_size(), 6);
    EXPECT_EQ(problem.difficulty(), countdown.numbers_size());
    EXPECT_GE(countdown.target(), 1);
    EXPECT_LE(countdown.target(), 1000);
    std::vector<int64_t> numbers(countdown.numbers().begin(), countdown.numbers().end());
    EXPECT_TRUE(CountdownSolver(numbers, countdown.target()).solvable());
    EXPECT_NE(problem.prompt().find("create an equation that equals " +
                                    std::to_string(countdown.target())),
              std::string::npos);
  }
}

}  // namespace
}  // namespace countdown_solver_test_cc
}  // namespace tasks
}  // namespace referee
