// MinimumFibonacciRepresentation (RLVE-Gym): the fewest Fibonacci numbers
// (1, 2, 3, 5, ...; repeats allowed), each added or subtracted, totalling
// K; ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <queue>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_fibonacci_representation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "minimum_fibonacci_representation";

class MinimumFibonacciRepresentationTest : public testing::VerifierTableTest {};

TEST_F(MinimumFibonacciRepresentationTest, Ladder) {
  // K = 17 = 13 + 5 - 1: 3 terms. Not 1 (17 is not Fibonacci) and not 2:
  // 17 - F for F = 1, 2, 3, 5, 8, 13 is 16, 15, 14, 12, 9, 4, none
  // Fibonacci; F - 17 for F = 21, 34, 55, 89 is 4, 17, 38, 72, none
  // Fibonacci, and larger F leave more than 17 to take back with one term
  // below F: F - 17 lies strictly between the two Fibonacci numbers below F.
  CheckInstance(kName, R"({"k": 17})",
        {{"<answer>3</answer>", 1, true, true},
         {"<answer> +03 </answer>", 1, true, true},  // int() accepts.
         {"\\boxed{3}", 1, true, true},
         {"<answer>2</answer>", 0, false, true},
         {"<answer>4</answer>", 0, false, true},
         {"<answer>-3</answer>", 0, false, true},  // No range check.
         {"<answer>300000000000000000000000</answer>", 0, false, true},  // Past 64 bits.
         {"<answer>3.0</answer>", -1, false, false},
         {"<answer>3 3</answer>", -1, false, false},
         {"<answer>three</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"3", -1, false, false}});
}

TEST_F(MinimumFibonacciRepresentationTest, HandDerivedValues) {
  const struct { int64_t k; const char* answer; } kCases[] = {
      {1, "1"}, {2, "1"}, {3, "1"}, {5, "1"},  // Fibonacci numbers: one term.
      {4, "2"},    // 3 + 1; 4 is not Fibonacci.
      {10, "2"},   // 5 + 5; 10 is not Fibonacci.
      {19, "2"},   // 21 - 2.
      {12, "2"},   // 13 - 1.
      // RLVE's example 1070 = 987 + 89 - 5 - 1 (4 terms; the search below
      // shows no 3 do).
      {1070, "4"},
      // The two largest Fibonacci numbers below 2^53 (5527939700884757 and
      // 8944394323791464, the next being 14472334024676221): one term each.
      // The larger minus 1 lies strictly between two consecutive Fibonacci
      // numbers, so it is not one: 2 terms (8944394323791464 - 1).
      {5527939700884757, "1"},
      {8944394323791464, "1"},
      {8944394323791463, "2"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: a breadth-first search from 0 over the
// integers in [-kBound, kBound] with steps of +-F for every Fibonacci
// F <= kBound / 2. A representation of K <= kBound / 2 with terms <=
// kBound / 2 can be ordered to keep every partial sum in [-kBound / 2,
// kBound]: add a positive term while the sum is <= K, else a negative
// one. So the search finds the minimum over all such representations.
constexpr int64_t kBound = 6000;

std::vector<int64_t> FewestTermsBySearch() {
  std::vector<int64_t> fib = {1, 2};
  while (fib.back() + fib[fib.size() - 2] <= kBound / 2) {
    fib.push_back(fib.back() + fib[fib.size() - 2]);
  }
  std::vector<int64_t> dist(2 * kBound + 1, -1);  // dist[v + kBound].
  std::queue<int64_t> queue;
  dist[kBound] = 0;
  queue.push(0);
  while (!queue.empty()) {
    const int64_t v = queue.front();
    queue.pop();
    for (const int64_t f : fib) {
      for (const int64_t w : {v + f, v - f}) {
        if (w < -kBound || w > kBound || dist[static_cast<size_t>(w + kBound)] >= 0) continue;
        dist[static_cast<size_t>(w + kBound)] = dist[static_cast<size_t>(v + kBound)] + 1;
        queue.push(w);
      }
    }
  }
  return dist;
}

TEST(MinimumFibonacciRepresentationBruteForceTest, ReferenceMatchesSearch) {
  const std::vector<int64_t> dist = FewestTermsBySearch();
  // MAX_K per level: 15, 22, 33, 49, 73, 109, 163, 244, 366.
  const int64_t kMaxK[] = {15, 22, 33, 49, 73, 109, 163, 244, 366};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const int64_t k = g.Int("k");
    ASSERT_GE(k, 4) << g.Where();
    ASSERT_LE(k, kMaxK[g.level]) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(dist[static_cast<size_t>(k + kBound)])) << g.Where();
  }
}

TEST_F(MinimumFibonacciRepresentationTest, EveryKMatchesSearch) {
  // Every K up to kBound / 2 as an explicit instance: the search's count
  // earns 1, one more or one fewer earns 0.
  const std::vector<int64_t> dist = FewestTermsBySearch();
  for (int64_t k = 1; k <= kBound / 2; ++k) {
    const int64_t terms = dist[static_cast<size_t>(k + kBound)];
    CheckInstance(kName, absl::StrCat(R"({"k": )", k, "}"),
                  {{absl::StrCat("<answer>", terms, "</answer>").c_str(), 1, true, true},
                   {absl::StrCat("<answer>", terms + 1, "</answer>").c_str(), 0, false, true},
                   {absl::StrCat("<answer>", terms - 1, "</answer>").c_str(), 0, false, true}});
  }
}

}  // namespace
}  // namespace minimum_fibonacci_representation_test_cc
}  // namespace referee
