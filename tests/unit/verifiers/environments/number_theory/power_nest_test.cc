// PowerNest (RLVE-Gym): a positive integer as a sum of powers of two,
// highest first, 2^1 as `2`, 2^0 as `2(0)`, 2^e as `2(E)` with E the form
// of e; ladder -1 no answer, -0.5 not well formed, 0 well formed but not
// the number's form, 1 the form.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace power_nest_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "power_nest";

class PowerNestTest : public testing::VerifierTableTest {};

// 137 = 2^7 + 2^3 + 2^0; 7 = 2^2 + 2^1 + 2^0 -> 2(2)+2+2(0); 3 = 2^1 +
// 2^0 -> 2+2(0). So 137 is 2(2(2)+2+2(0))+2(2+2(0))+2(0).
TEST_F(PowerNestTest, Ladder) {
  CheckInstance(kName, R"({"number": 137})",
                {{"<answer>2(2(2)+2+2(0))+2(2+2(0))+2(0)</answer>", 1, true, true},
                 {"<answer>\n 2(2(2)+2+2(0))+2(2+2(0))+2(0) \n</answer>", 1, true, true},
                 {"\\boxed{2(2(2)+2+2(0))+2(2+2(0))+2(0)}", 1, true, true},
                 // Same value, other order: well formed, not the form.
                 {"<answer>2(0)+2(2+2(0))+2(2(2)+2+2(0))</answer>", 0, false, true},
                 // 136 = 2^7 + 2^3: well formed, another number.
                 {"<answer>2(2(2)+2+2(0))+2(2+2(0))</answer>", 0, false, true},
                 {"<answer>2</answer>", 0, false, true},
                 // Not in the grammar: plain exponents, spaces, stray signs.
                 {"<answer>2(7)+2(3)+2(0)</answer>", -0.5, false, true},
                 {"<answer>2(2(2)+2+2(0)) + 2(2+2(0))+2(0)</answer>", -0.5, false, true},
                 {"<answer>137</answer>", -0.5, false, true},
                 {"<answer>2(2(2)+2+2(0))+2(2+2(0))+2(0)+</answer>", -0.5, false, true},
                 {"<answer>2(2(2)+2+2(0)+2(2+2(0))+2(0)</answer>", -0.5, false, true},  // Unclosed.
                 {"<answer>2()</answer>", -0.5, false, true},
                 {"<answer>2(0+2)</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},  // Empty: not well formed.
                 {"2(2(2)+2+2(0))+2(2+2(0))+2(0)", -1, false, false}});
}

TEST_F(PowerNestTest, HandDerivedValues) {
  const struct { int64_t number; const char* form; } kCases[] = {
      {1, "2(0)"},
      {2, "2"},
      {3, "2+2(0)"},
      {4, "2(2)"},                     // 2^2.
      {5, "2(2)+2(0)"},
      {13, "2(2+2(0))+2(2)+2(0)"},     // 2^3 + 2^2 + 2^0.
      {18, "2(2(2))+2"},               // 2^4 + 2^1.
      {1315, "2(2(2+2(0))+2)+2(2(2+2(0)))+2(2(2)+2(0))+2+2(0)"},  // 2^10+2^8+2^5+2+1.
      // 2^53: 53 = 2^5 + 2^4 + 2^2 + 2^0, 5 = 2^2 + 2^0, 4 = 2^2.
      {9007199254740992, "2(2(2(2)+2(0))+2(2(2))+2(2)+2(0))"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"number": )", c.number, "}"),
                  {{absl::StrCat("<answer>", c.form, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(PowerNestInstanceTest, RejectsBadInstances) {
  for (const char* instance :
       {R"({"number": 0})", R"({"number": 9007199254740994})", R"({})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"number": 1})").ok());
}

// The form from the definition: exponents from the highest set bit down.
std::string FormOf(int64_t n) {
  std::string out;
  for (int e = 62; e >= 0; --e) {
    if (((n >> e) & 1) == 0) continue;
    if (!out.empty()) out += "+";
    out += e == 0 ? std::string("2(0)") : e == 1 ? std::string("2") : "2(" + FormOf(e) + ")";
  }
  return out;
}

// RLVE's check_powernest, step for step (recursive; small inputs only):
// split at '+' outside parentheses (failing on an unmatched ')' or an
// unclosed '('); several parts: each non-empty and valid; one part: "2",
// or "2(" ... ")" whose inside is "0" or valid.
bool CheckPowernest(const std::string& e) {
  if (e.empty()) return false;
  std::vector<std::pair<size_t, size_t>> parts;
  int depth = 0;
  for (size_t i = 0; i < e.size(); ++i) {
    if (e[i] == '(') {
      ++depth;
    } else if (e[i] == ')') {
      if (depth == 0) return false;
      --depth;
    } else if (e[i] == '+' && depth == 0) {
      parts.push_back({parts.empty() ? 0 : parts.back().second + 1, i});
    }
  }
  if (depth != 0) return false;
  if (!parts.empty()) {
    parts.push_back({parts.back().second + 1, e.size()});
    for (const auto& [from, to] : parts) {
      if (from >= to || !CheckPowernest(e.substr(from, to - from))) return false;
    }
    return true;
  }
  if (e == "2") return true;
  if (e.size() >= 3 && e.compare(0, 2, "2(") == 0 && e.back() == ')') {
    const std::string inside = e.substr(2, e.size() - 3);
    return inside == "0" || CheckPowernest(inside);
  }
  return false;
}

TEST_F(PowerNestTest, EveryShortStringGradedAsRlve) {
  // Every string of up to 7 characters over 2 0 ( ) + against number 3
  // (form "2+2(0)"): 1 for the form, 0 if check_powernest accepts it,
  // else -0.5.
  const char kAlphabet[] = "20()+";
  std::vector<std::string> strings = {""};
  for (size_t begin = 0, length = 1; length <= 7; ++length) {
    const size_t end = strings.size();
    for (size_t s = begin; s < end; ++s) {
      for (int c = 0; c < 5; ++c) strings.push_back(strings[s] + kAlphabet[c]);
    }
    begin = end;
  }
  std::vector<std::string> outputs;
  outputs.reserve(strings.size());
  for (const std::string& s : strings) outputs.push_back("<answer>" + s + "</answer>");
  std::vector<Case> cases;
  int well_formed = 0;
  for (size_t i = 0; i < strings.size(); ++i) {
    if (strings[i] == "2+2(0)") {
      cases.push_back({outputs[i].c_str(), 1, true, true});
    } else if (CheckPowernest(strings[i])) {
      ++well_formed;
      cases.push_back({outputs[i].c_str(), 0, false, true});
    } else {
      cases.push_back({outputs[i].c_str(), -0.5, false, true});
    }
  }
  EXPECT_GT(well_formed, 10);  // E.g. "2", "2(0)", "2+2", "2(2)", "2(2+2)".
  CheckInstance(kName, R"({"number": 3})", cases);
}

TEST_F(PowerNestTest, DeepNestingIsBounded) {
  // 200,000 nested "2(" closed properly is well formed (0); one ')' short
  // is not (-0.5). No recursion: any depth is fine.
  std::string deep;
  for (int i = 0; i < 200000; ++i) deep += "2(";
  deep += "2";
  std::string closed = deep + std::string(200000, ')');
  std::string short_one = deep + std::string(199999, ')');
  CheckInstance(kName, R"({"number": 3})",
                {{("<answer>" + closed + "</answer>").c_str(), 0, false, true},
                 {("<answer>" + short_one + "</answer>").c_str(), -0.5, false, true}});
}

TEST(PowerNestBruteForceTest, GeneratedMatchDefinition) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 10)) {
    const int64_t n = g.Int("number");
    ASSERT_GE(n, 1) << g.Where();
    ASSERT_LE(n, int64_t{4} << g.level) << g.Where();
    EXPECT_EQ(g.answer, FormOf(n)) << g.Where();
  }
}

}  // namespace
}  // namespace power_nest_test_cc
}  // namespace referee
