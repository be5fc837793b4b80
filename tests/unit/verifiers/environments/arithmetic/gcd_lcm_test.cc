// GCD and LCM: -1 unparseable or not exactly two integers, else (values
// right) / 2; and the instance checks (overflow-safe LCM bound).
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gcd_lcm_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class GcdLcmTest : public testing::VerifierTableTest {};

TEST_F(GcdLcmTest, Ladder) {
  // 12 = 2^2·3, 18 = 2·3^2, 30 = 2·3·5: GCD 2·3 = 6, LCM 2^2·3^2·5 = 180.
  CheckInstance("gcd_lcm", R"({"values": [12, 18, 30]})",
        {{"<answer>6 180</answer>", 1, true, true},
         {"<answer>\n6\n180\n</answer>", 1, true, true},
         {"\\boxed{6 180}", 1, true, true},
         {"<answer>+6 0180</answer>", 1, true, true},  // int() accepts these.
         {"<answer>6 90</answer>", 0.5, false, true},  // LCM wrong.
         {"<answer>3 180</answer>", 0.5, false, true},  // GCD wrong.
         {"<answer>-6 180</answer>", 0.5, false, true},
         {"<answer>6 99999999999999999999999</answer>", 0.5, false, true},
         {"<answer>3 90</answer>", 0, false, true},
         {"<answer>180 6</answer>", 0, false, true},  // Swapped.
         {"<answer>6</answer>", -1, false, false},  // One integer.
         {"<answer>6 180 1</answer>", -1, false, false},  // Three.
         {"<answer></answer>", -1, false, false},
         {"<answer>6, 180</answer>", -1, false, false},  // A comma.
         {"<answer>gcd 6 lcm 180</answer>", -1, false, false},
         {"6 180", -1, false, false},  // No tag.
         {"<answer>6 180", -1, false, false}});  // Unclosed.
}

TEST_F(GcdLcmTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance("gcd_lcm", R"({"values": [4, 10]})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Find the **greatest common divisor** (GCD) and the **least "
            "common multiple** (LCM) of the following 2 positive integers:\n"
            "4 10\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be a single line containing two "
            "integers, the GCD and then the LCM, separated by a **space**, "
            "inside <answer> </answer> tags.\n"
            "Example: <answer>6 360</answer>; this means the GCD is 6 and "
            "the LCM is 360.");
  // gcd(4, 10) = 2, lcm = 20.
  Check("gcd_lcm", *problem,
        {{"<answer>2 20</answer>", 1, true, true},
         {"<answer>2 40</answer>", 0.5, false, true}});
  // One value: it is its own GCD and LCM.
  CheckInstance("gcd_lcm", R"({"values": [7]})", {{"<answer>7 7</answer>", 1, true, true}});
}


TEST(GcdLcmInstanceTest, RejectsBadInstances) {
  std::string fifty_one = "{\"values\": [1";
  for (int i = 1; i < 51; ++i) fifty_one += ", 1";
  fifty_one += "]}";
  for (const std::string& instance : {
           std::string(R"({"values": []})"),
           std::string(R"({"values": [0, 4]})"),               // Not positive.
           std::string(R"({"values": [-2, 4]})"),
           std::string(R"({"values": [1.5, 4]})"),
           std::string(R"({"values": [1000000000000001]})"),  // > 10^15.
           fifty_one,                                          // > 50 values.
           // 10^15 = 2^15·5^15 and 1001 = 7·11·13 are coprime: LCM 1.001e18.
           std::string(R"({"values": [1000000000000000, 1001]})"),
           // Consecutive, so coprime: LCM ~ 10^30 (must not overflow).
           std::string(R"({"values": [1000000000000000, 999999999999999]})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("gcd_lcm", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // 999 = 3^3·37 is coprime to 10^15: LCM 9.99e17 <= 10^18.
  EXPECT_TRUE(testing::PrepareInstanceStatus("gcd_lcm", R"({"values": [1000000000000000, 999]})").ok());
}

// Level d has K = 2 + d/2 values, each (and so the LCM) at most 10^(3+d),
// all 29-smooth; the reference is "<answer>g l</answer>" with g | l.
TEST(GcdLcmInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("gcd_lcm");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 12);
  for (int d = 0; d <= 12; ++d) {
    int64_t bound = 1000;
    for (int i = 0; i < d; ++i) bound *= 10;
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& values =
          problem->environment().instance().fields().at("values").list_value();
      EXPECT_EQ(values.values_size(), 2 + d / 2);
      for (const auto& value : values.values()) {
        int64_t v = static_cast<int64_t>(value.number_value());
        EXPECT_GE(v, 1);
        EXPECT_LE(v, bound);
        for (int64_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29}) {
          while (v % p == 0) v /= p;
        }
        EXPECT_EQ(v, 1) << value.number_value();
      }
      problem->set_id("g");
      auto prepared = testing::TestCatalog().tasks.Prepare(*problem);
      ASSERT_TRUE(prepared.ok());
      // "<answer>g l</answer>": g divides l, and l is at most the bound.
      const std::string& reference = problem->reference_output();
      const size_t space = reference.find(' ');
      ASSERT_NE(space, std::string::npos);
      const int64_t g = std::stoll(reference.substr(8, space - 8));
      const int64_t l = std::stoll(reference.substr(space + 1));
      EXPECT_GE(g, 1);
      EXPECT_EQ(l % g, 0) << reference;
      EXPECT_LE(l, bound);
    }
  }
}

}  // namespace
}  // namespace gcd_lcm_test_cc
}  // namespace referee
