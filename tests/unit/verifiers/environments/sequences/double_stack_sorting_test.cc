// DoubleStackSorting (RLVE-Gym): produce a given order of 0..N-1 from the
// queue 0, 1, ..., N-1 with two stacks (a/b push/pop S1, c/d push/pop S2);
// ladder -1 unparseable, -0.5 impossible operation or incomplete output,
// else (places matching / N)^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace double_stack_sorting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class DoubleStackSortingTest : public testing::VerifierTableTest {};

TEST_F(DoubleStackSortingTest, Ladder) {
  // Output 2 0 1 from the queue 0 1 2. 2 leaves first, so 0 and 1 are both
  // pushed before it; 0 leaves before 1, so 1 cannot sit on top of 0: they
  // need different stacks, and 2 goes on top of 0's stack.
  //   acabbd: S1 = [0], S2 = [1], S1 = [0, 2]; out 2, 0 (S1), 1 (S2).
  //   cacddb: the same with the stacks swapped.
  //   aaabbb: all on S1, out 2 1 0: only place 0 matches -> (1/3)^10.
  //   abacbd: out 0 (S1), then 1 (S1), 2 (S2): 0 1 2, no place matches -> 0.
  //   acbacd: after a c b a the queue is empty: the second c is impossible.
  //   acab: only 2 is out -> incomplete. bacabd: pops an empty S1.
  //   acabbdb: the seventh operation pops an empty S1.
  const double third = std::pow(1.0 / 3.0, 10);
  CheckInstance("double_stack_sorting", R"({"output": [2, 0, 1]})",
                {{"<answer>acabbd</answer>", 1, true, true},
                 {"<answer>cacddb</answer>", 1, true, true},
                 {"<answer> acabbd \n</answer>", 1, true, true},
                 {"\\boxed{acabbd}", 1, true, true},
                 {"<answer>aaabbb</answer>", third, false, true},
                 {"<answer>abacbd</answer>", 0, false, true},
                 {"<answer>acbacd</answer>", -0.5, false, true},
                 {"<answer>acab</answer>", -0.5, false, true},
                 {"<answer>bacabd</answer>", -0.5, false, true},
                 {"<answer>acabbdb</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 // The letters are checked before any operation runs.
                 {"<answer>bx</answer>", -1, false, false},
                 {"<answer>acab bd</answer>", -1, false, false},
                 {"<answer>ACABBD</answer>", -1, false, false},
                 {"<answer>a,c,a,b,b,d</answer>", -1, false, false},
                 {"acabbd", -1, false, false}});
  CheckInstance("double_stack_sorting", R"({"output": [2, 0, 1]})",
                {{"<answer>aaabbb</answer>", 1.0 / 3.0, false, true}}, R"({"beta": 1})");
}

// The output of `ops` on the queue 0..n-1, or nullopt if an operation is
// impossible (written again here, from the definition).
std::optional<std::vector<int64_t>> Simulate(const std::string& ops, int64_t n) {
  std::vector<int64_t> s1, s2, out;
  int64_t front = 0;
  for (char c : ops) {
    std::vector<int64_t>& s = (c == 'a' || c == 'b') ? s1 : s2;
    if (c == 'a' || c == 'c') {
      if (front == n) return std::nullopt;
      s.push_back(front++);
    } else if (c == 'b' || c == 'd') {
      if (s.empty()) return std::nullopt;
      out.push_back(s.back());
      s.pop_back();
    } else {
      return std::nullopt;
    }
  }
  return out;
}

// Whether some operation string produces `target`: a search over the
// states (queue front, S1, S2, numbers out), popping only the next number
// wanted.
bool Producible(const std::vector<int64_t>& target) {
  const int64_t n = static_cast<int64_t>(target.size());
  using State = std::tuple<int64_t, std::vector<int64_t>, std::vector<int64_t>, int64_t>;
  std::set<State> seen;
  std::vector<State> todo = {State{0, {}, {}, 0}};
  while (!todo.empty()) {
    State state = todo.back();
    todo.pop_back();
    if (!seen.insert(state).second) continue;
    auto& [front, s1, s2, done] = state;
    if (done == n) return true;
    if (front < n) {
      State a = state, c = state;
      std::get<1>(a).push_back(front);
      std::get<0>(a) = front + 1;
      std::get<2>(c).push_back(front);
      std::get<0>(c) = front + 1;
      todo.push_back(a);
      todo.push_back(c);
    }
    const int64_t want = target[static_cast<size_t>(done)];
    if (!s1.empty() && s1.back() == want) {
      State b = state;
      std::get<1>(b).pop_back();
      ++std::get<3>(b);
      todo.push_back(b);
    }
    if (!s2.empty() && s2.back() == want) {
      State d = state;
      std::get<2>(d).pop_back();
      ++std::get<3>(d);
      todo.push_back(d);
    }
  }
  return false;
}

// Every permutation of up to 6 numbers: the instance is accepted iff the
// search finds operations, and then the reference produces it.
TEST(DoubleStackSortingBruteForceTest, AcceptsExactlyTheProducibleOrders) {
  for (int64_t n = 1; n <= 6; ++n) {
    std::vector<int64_t> p(static_cast<size_t>(n));
    std::iota(p.begin(), p.end(), int64_t{0});
    int accepted = 0;
    do {
      const std::string json = "{\"output\": [" + absl::StrJoin(p, ", ") + "]}";
      const bool producible = Producible(p);
      const PreparedProblemPtr problem = producible
                                             ? testing::PrepareInstance("double_stack_sorting", json)
                                             : nullptr;
      if (!producible) {
        EXPECT_FALSE(testing::PrepareInstanceStatus("double_stack_sorting", json).ok()) << json;
        continue;
      }
      ++accepted;
      ASSERT_NE(problem, nullptr) << json;
      const std::string answer(
          parsing::FinalAnswer(problem->task().DefaultReference(*problem)).value_or(""));
      EXPECT_EQ(Simulate(answer, n), p) << json << " " << answer;
    } while (std::next_permutation(p.begin(), p.end()));
    // Up to 3 numbers a conflict needs all three and is one edge: every
    // order. At 4, all but 3 0 1 2 (0, 1 and 2 pairwise in conflict).
    if (n <= 3) {
      EXPECT_EQ(accepted, n == 1 ? 1 : n == 2 ? 2 : 6);
    }
    if (n == 4) {
      EXPECT_EQ(accepted, 23);
    }
  }
}

TEST(DoubleStackSortingBruteForceTest, GeneratedOrdersAreProduced) {
  for (const testing::Generated& g : testing::GenerateSmall("double_stack_sorting", 6, 20)) {
    const std::vector<int64_t> output = g.Ints("output");
    std::vector<int64_t> sorted = output;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int64_t> expected(output.size());
    std::iota(expected.begin(), expected.end(), int64_t{0});
    ASSERT_EQ(sorted, expected) << g.Where();
    EXPECT_TRUE(Producible(output)) << g.Where();
    EXPECT_EQ(Simulate(g.answer, static_cast<int64_t>(output.size())), output) << g.Where();
  }
}

TEST(DoubleStackSortingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"output": [0, 0, 1]})",        // Not a permutation.
           R"({"output": [1, 2]})",           // Not 0..n-1.
           R"({"output": [3, 0, 1, 2]})",     // 0, 1, 2 pairwise in conflict.
           R"({"output": [0, 4, 1, 2, 3]})",  // 1, 2, 3 likewise.
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("double_stack_sorting", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("double_stack_sorting", R"({"output": [0]})").ok());
}

}  // namespace
}  // namespace double_stack_sorting_test_cc
}  // namespace referee
