// PolyaModel (RLVE-Gym): the probability of given colours at given draws
// of a Polya urn, as a fraction; ladder -1 unparseable, 1 for the value
// (any equivalent fraction), else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace polya_model_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class PolyaModelTest : public testing::VerifierTableTest {};

TEST_F(PolyaModelTest, Ladder) {
  // One ball of each of 2 colours, D = 1; colour 1 at steps 1 and 2:
  // 1/2 (first draw), then the bag holds 2 + 1 balls: 2/3. 1/2 * 2/3 = 1/3.
  CheckInstance("polya_model", R"({"counts": [1, 1], "d": 1, "events": [[1, 1], [2, 1]]})",
                {{"<answer>1/3</answer>", 1, true, true},
                 {"<answer>2/6</answer>", 1, true, true},  // RLVE: 0 (not reduced).
                 {"<answer> 1 / 3 </answer>", 1, true, true},  // int() of each part.
                 {"\\boxed{1/3}", 1, true, true},
                 {"<answer>1/2</answer>", 0, false, true},
                 {"<answer>1</answer>", 0, false, true},  // RLVE: -1 (no slash).
                 {"<answer>0.333</answer>", -1, false, false},
                 {"<answer>1/0</answer>", -1, false, false},  // RLVE: 0.
                 {"<answer>-1/-3</answer>", -1, false, false},  // RLVE: 0.
                 // RLVE's scorer parses the whole output, not the answer span: it
                 // gives this bare answer 1 and every tagged one -1.
                 {"1/3", -1, false, false}});
}

TEST_F(PolyaModelTest, HandDerivedValues) {
  // Colour 2 at step 2 only, counts 1 1, D = 1: step 1 colour 1 (1/2)
  // leaves 2:1, colour 2 then 1/3; step 1 colour 2 leaves 1:2, then 2/3;
  // total 1/6 + 1/3 = 1/2. Counts 2 1, D = 2, colour 1 at step 1 and colour
  // 2 at step 3: 2/3, then from 4:1 step 2 is colour 1 (4/5, then 6:1,
  // colour 2 with 1/7) or colour 2 (1/5, then 4:3, 3/7): 4/35 + 3/35 = 1/5;
  // 2/3 * 1/5 = 2/15.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"counts": [1, 1], "d": 1, "events": [[2, 2]]})", "1/2"},
      {R"({"counts": [2, 1], "d": 2, "events": [[1, 1], [3, 2]]})", "2/15"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "p", "environment": {"name": "polya_model", "instance": )", c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    Check("polya_model", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

using Big = unsigned __int128;

Big Gcd(Big a, Big b) {
  while (b != 0) {
    const Big r = a % b;
    a = b;
    b = r;
  }
  return a;
}

struct Fraction {
  Big p = 0, q = 1;
  void Add(Big p2, Big q2) {
    p = p * q2 + p2 * q;
    q = q * q2;
    const Big g = Gcd(p, q);
    p /= g;
    q /= g;
  }
};

// Every sequence of draws up to the last event step, each weighted by its
// probability; sequences breaking an event are cut.
void Walk(std::vector<int64_t>& balls, int64_t total, int64_t d, int64_t step,
          const std::vector<std::vector<int64_t>>& events, size_t next, Big p, Big q,
          Fraction& sum) {
  if (next == events.size()) {
    sum.Add(p, q);
    return;
  }
  for (size_t c = 0; c < balls.size(); ++c) {
    if (events[next][0] == step && events[next][1] != static_cast<int64_t>(c) + 1) continue;
    const Big np = p * static_cast<Big>(balls[c]), nq = q * static_cast<Big>(total);
    const Big g = Gcd(np, nq);
    balls[c] += d;
    Walk(balls, total + d, d, step + 1, events, next + (events[next][0] == step), np / g, nq / g, sum);
    balls[c] -= d;
  }
}

std::string Text(Big v) {
  std::string s;
  do {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return s;
}

TEST(PolyaModelBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("polya_model", 3, 20)) {
    std::vector<int64_t> balls = g.Ints("counts");
    int64_t total = 0;
    for (int64_t b : balls) total += b;
    Fraction sum;
    Walk(balls, total, g.Int("d"), 1, g.IntRows("events"), 0, 1, 1, sum);
    const std::string expected = sum.q == 1 ? Text(sum.p) : Text(sum.p) + "/" + Text(sum.q);
    EXPECT_EQ(g.answer, expected) << g.Where();
  }
}

TEST(PolyaModelInstanceTest, BadInstancesAreRejected) {
  const char* kName = "polya_model";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": [[1, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1], "d": 1, "events": [[1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [0, 2], "d": 1, "events": [[1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 0, "events": [[1, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": [[1, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": [[2, 1], [2, 2]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": [[0, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"counts": [1, 2], "d": 1, "events": [[1, 1]], "n": 3})").ok());
  // 20 events on 20 colours of 1000 balls: the denominator passes 10^18.
  std::string events;
  for (int i = 1; i <= 20; ++i) absl::StrAppend(&events, i > 1 ? "," : "", "[", i, ",", i, "]");
  std::string counts = "1000";
  for (int i = 1; i < 20; ++i) counts += ",1000";
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      kName, absl::StrCat(R"({"counts": [)", counts, R"(], "d": 1, "events": [)", events, "]}")).ok());
}

}  // namespace
}  // namespace polya_model_test_cc
}  // namespace referee
