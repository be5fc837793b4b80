// BAJBytecomputer (RLVE-Gym): the fewest operations X[i+1] += X[i] that
// make an array of -1, 0, +1 non-decreasing; ladder -1 unparseable, 1 exact,
// else 0.
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace baj_bytecomputer_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class BajBytecomputerTest : public testing::VerifierTableTest {};

TEST_F(BajBytecomputerTest, Ladder) {
  // X = 1, -1, 0. X[1] = 1 never changes, so X[2] must end >= 1: from -1 it
  // takes two additions of X[1] (-1 -> 0 -> 1); a third (-> 2) would only
  // force X[3] up to 2. Then X[3] = 0 needs one addition of X[2] = 1.
  // Fewest: 2 + 1 = 3.
  CheckInstance("baj_bytecomputer", R"({"x": [1, -1, 0]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> +3 </answer>", 1, true, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>-3</answer>", 0, false, true},  // No range check in RLVE.
                 {"<answer>three</answer>", -1, false, false},
                 {"<answer>3 0</answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(BajBytecomputerTest, HandDerivedValues) {
  const struct { const char* x; const char* answer; } kCases[] = {
      // Already non-decreasing.
      {"[-1, 0, 0, 1]", "0"},
      {"[0]", "0"},
      // X[4] = -1 after 1 must reach 1: two additions of X[3] = 1 (making
      // X[3] smaller instead costs X[2] -> -1 (1) and X[3] -> -1 (2) = 3).
      {"[-1, 0, 1, -1]", "2"},
      // Zeros cannot change; the 1 lets X[4] reach 1 in two steps.
      {"[0, 0, 1, -1]", "2"},
      // Everything can follow X[1] = -1 downwards: 1 -> 0 -> -1 costs 2 at
      // X[2], then X[3] = 0 -> -1 costs 1 — or leave X[2] = 1 and lift X[3]
      // to 1 with one addition: 1.
      {"[-1, 1, 0]", "1"},
  };
  for (const auto& c : kCases) {
    CheckInstance("baj_bytecomputer", absl::StrCat(R"({"x": )", c.x, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(BajBytecomputerInstanceTest, RejectsUnsolvableArrays) {
  // A leading run of zeros followed by -1: nothing can change that -1.
  for (const char* instance : {R"({"x": [0, -1]})", R"({"x": [0, 0, -1, 1]})"}) {
    const absl::Status status = testing::PrepareInstanceStatus("baj_bytecomputer", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("baj_bytecomputer", R"({"x": [0, 1, -1]})").ok());
}

// Brute force from the definition: breadth-first search over the arrays
// reachable by single operations, values kept in -3..3, until the first
// non-decreasing one; -1 if none is reached.
int64_t FewestByBfs(const std::vector<int64_t>& x) {
  constexpr int64_t kBound = 3, kBase = 2 * kBound + 1;
  const size_t n = x.size();
  auto encode = [&](const std::vector<int64_t>& a) {
    int64_t code = 0;
    for (const int64_t v : a) code = code * kBase + (v + kBound);
    return code;
  };
  auto decode = [&](int64_t code) {
    std::vector<int64_t> a(n);
    for (size_t i = n; i-- > 0;) {
      a[i] = code % kBase - kBound;
      code /= kBase;
    }
    return a;
  };
  int64_t states = 1;
  for (size_t i = 0; i < n; ++i) states *= kBase;
  std::vector<int64_t> dist(static_cast<size_t>(states), -1);
  std::deque<int64_t> queue = {encode(x)};
  dist[static_cast<size_t>(queue.front())] = 0;
  while (!queue.empty()) {
    const int64_t code = queue.front();
    queue.pop_front();
    const std::vector<int64_t> a = decode(code);
    bool sorted = true;
    for (size_t i = 0; i + 1 < n; ++i) sorted = sorted && a[i] <= a[i + 1];
    if (sorted) return dist[static_cast<size_t>(code)];
    for (size_t i = 0; i + 1 < n; ++i) {
      std::vector<int64_t> b = a;
      b[i + 1] += b[i];
      if (b[i + 1] < -kBound || b[i + 1] > kBound) continue;
      const int64_t next = encode(b);
      if (dist[static_cast<size_t>(next)] >= 0) continue;
      dist[static_cast<size_t>(next)] = dist[static_cast<size_t>(code)] + 1;
      queue.push_back(next);
    }
  }
  return -1;
}

TEST(BajBytecomputerBruteForceTest, ReferenceMatchesSearch) {
  for (const testing::Generated& g : testing::GenerateSmall("baj_bytecomputer", 3, 12)) {
    const std::vector<int64_t> x = g.Ints("x");
    ASSERT_LE(x.size(), 6u) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(FewestByBfs(x))) << g.Where();
  }
}

}  // namespace
}  // namespace baj_bytecomputer_test_cc
}  // namespace referee
