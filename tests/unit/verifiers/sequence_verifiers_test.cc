// Table-driven tests of the seed 000 verifiers. Every expectation is worked
// out by hand from seed 000 §2.2 / App. B–C and DESIGN §4 on the Figure 1
// instances:
//   Activity: rows 1..5 end at 444, 503, 568, 618, 374; solution s* = 5,2,4
//             (L = 3), answer 3; sorted order by (end, id) B = 5,1,2,3,4.
//   LIS:      797 476 335 452 606; s* = 3,4,5, answer 3.
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "engine/jsonl.h"
#include "verifiers/registry.h"

namespace referee {
namespace {

using referee::v1::Problem;


const PreparedProblem& Activity() {
  static const PreparedProblemPtr* const kProblem = new PreparedProblemPtr(testing::Prepare(
      R"({"id": "act", "activity": {"intervals": [
        {"start": 369, "end": 444}, {"start": 433, "end": 503},
        {"start": 449, "end": 568}, {"start": 504, "end": 618},
        {"start": 288, "end": 374}]}})"));
  return **kProblem;
}

const PreparedProblem& Lis() {
  static const PreparedProblemPtr* const kProblem = new PreparedProblemPtr(testing::Prepare(R"({"id": "lis", "lis": {"values": [797, 476, 335, 452, 606]}})"));
  return **kProblem;
}

using testing::Case;

class SequenceVerifierTest : public testing::VerifierTableTest {};

TEST_F(SequenceVerifierTest, AnswerExact) {
  const std::vector<Case> cases = {
      {"\\answer{3}", 1, true, true},
      {"\\answer{ +3 }", 1, true, true},
      {"\\answer{03}", 1, true, true},
      {"\\answer{4}", 0, false, true},
      {"\\answer{-3}", 0, false, true},
      {"\\answer{- 3}", 0, false, false},   // Space after the sign.
      {"\\answer{3.0}", 0, false, false},
      {"\\answer{3} then \\answer{4}", 0, false, true},  // The last counts.
      {"\\answer{3} then \\answer{x}", 0, false, false},  // No fallback.
      {"\\answer{3", 0, false, false},        // Unclosed.
      {"The answer is 3.", 0, false, false},  // No stray numbers.
      {"\\answer{99999999999999999999999}", 0, false, true},
  };
  Check("answer_exact", Activity(), cases);
  Check("answer_exact", Lis(), cases);
}

TEST_F(SequenceVerifierTest, AnswerFormat) {
  // λ = 0.1: correct + fmt = 1; correct only = 0.9; fmt only = 0.1.
  Check("answer_format", Lis(),
        {{"<think>x</think>\\ids{3,4,5}\\answer{3}", 1, true, true},
         {"<think>x</think>\\ids{3,4}\\answer{2}", 0.1, false, true},
         {"<think>x</think>\\ids{}\\answer{3}", 1, true, true},  // Empty parses.
         {"<think>x</think>\\answer{3}", 0.9, true, true},       // No \ids.
         {"<think>x</think>\\ids{3,,4}\\answer{3}", 0.9, true, true},
         {"\\ids{3,4,5}\\answer{3}", 0.9, true, true},            // No think.
         {"<think>x\\ids{3,4,5}\\answer{3}", 0.9, true, true},   // Unclosed.
         {"</think><think>\\ids{3,4,5}\\answer{3}", 0.9, true, true},
         {"<THINK>x</THINK>\\ids{3,4,5}\\answer{3}", 0.9, true, true},
         {"<think>x</think>\\ids{3,4,5}", 0, false, false},
         {"<think>x</think>\\ids{3,4,5}\\answer{three}", 0, false, false}});
  // λ = 0.5 and a chat template that opens <think> in the prompt.
  Check("answer_format", Lis(),
        {{"reasoning</think>\\ids{3}\\answer{3}", 1, true, true},
         {"reasoning</think>\\ids{3}\\answer{2}", 0.5, false, true},
         {"no close \\ids{3}\\answer{3}", 0.5, true, true}},
        R"({"lambda": 0.5, "think_in_prompt": true})");
  EXPECT_FALSE(ParamError("answer_format", R"({"lambda": 1.5})").ok());
  EXPECT_FALSE(ParamError("answer_format", R"({"lambda": -0.1})").ok());
  EXPECT_NE(ParamError("answer_format", R"({"lambda": -0.1})")
                .message()
                .find("lambda"),
            absl::string_view::npos);
  EXPECT_FALSE(ParamError("answer_format", R"({"think_in_prompt": 1})").ok());
}

TEST_F(SequenceVerifierTest, IdsExact) {
  Check("ids_exact", Activity(),
        {{"\\ids{5,2,4}", 1, true, true},
         {"\\ids{ 5 , 2 ,\n4 }", 1, true, true},  // Spaces inside braces.
         {"Example: \\ids{3,9,12} ... \\ids{5,2,4}", 1, true, true},
         {"\\ids{5,2,4} ... Example: \\ids{3,9,12}", 0, false, true},
         {"$\\ids{5,2,4}$", 1, true, true},
         {"\\ids{2,4,5}", 0, false, true},      // Wrong order.
         {"\\ids{5,2,4,4}", 0, false, true},    // Repeated ID.
         {"\\ids{5,2}", 0, false, true},
         {"\\ids{}", 0, false, true},
         {"\\ids{5,2,4", 0, false, false},      // Unclosed.
         {"\\ids{5;2;4}", 0, false, false},
         {"5,2,4", 0, false, false}});
  Check("ids_exact", Lis(), {{"\\ids{3,4,5}", 1, true, true},
                             {"\\ids{3,4,6}", 0, false, true}});
}

TEST_F(SequenceVerifierTest, IdsPrefix) {
  // L = 3, γ = 0.1: score = max(0, m/3 − 0.1·[empty or |ŝ| ≠ 3]).
  Check("ids_prefix", Activity(),
        {{"\\ids{5,2,4}", 1, true, true},
         {"\\ids{5,2,1}", 2.0 / 3, false, true},
         {"\\ids{5,1,4}", 1.0 / 3, false, true},      // Prefix stops at 1.
         {"\\ids{2,5,4}", 0, false, true},
         {"\\ids{5,2}", 2.0 / 3 - 0.1, false, true},  // Short: penalized.
         {"\\ids{5,2,4,1}", 1 - 0.1, false, true},    // Long: penalized.
         {"\\ids{5}", 1.0 / 3 - 0.1, false, true},
         {"\\ids{}", 0, false, true},                 // max(0, 0 − 0.1).
         {"\\ids{9,9,9}", 0, false, true},            // Foreign IDs.
         {"none", 0, false, false}});
  Check("ids_prefix", Lis(),
        {{"\\ids{3,4}", 2.0 / 3 - 0.5, false, true},
         {"\\ids{3,4,5}", 1, true, true}},
        R"({"gamma": 0.5})");
  Check("ids_prefix", Lis(), {{"\\ids{3,4}", 2.0 / 3, false, true}},
        R"({"gamma": 0})");
  EXPECT_NE(ParamError("ids_prefix", R"({"gamma": -0.1})").message().find("gamma"),
            absl::string_view::npos);
}

TEST_F(SequenceVerifierTest, SortMatch) {
  Check("sort_match", Activity(),
        {{"Sorted by end time: 5, 1, 2, 3, 4.\n\n\\ids{5,2,4}", 1, true, true},
         {"Sorted by end: ID 5, ID 1, ID 2, ID 3, ID 4", 1, true, true},
         {"Sorted by end time: 1, 5, 2, 3, 4.", 0, false, true},  // Wrong.
         {"Sorted by end time: 5, 1, 2, 3.", 0, false, false},    // Short.
         {"Ordered by end time: 5, 1, 2, 3, 4.", 0, false, false},
         {"Sorted, so: 5, 1, 2, 3, 4.", 0, false, false},          // Cut.
         {"\\ids{5,1,2,3,4}", 0, false, false},
         {"", 0, false, false}});
}

TEST_F(SequenceVerifierTest, SortLcs) {
  // B = 5,1,2,3,4 (positions 0..4). Runs count entries whose positions go up
  // by one; the best candidate over preface, \ids blocks, ID stream and the
  // longest comma run, divided by n = 5.
  Check("sort_lcs", Activity(),
        {{"Sorted: 5, 1, 2, 3, 4", 1, true, true},
         {"\\ids{1,2,3}", 3.0 / 5, false, true},          // Block 1,2,3.
         {"\\ids{5,2,4}", 1.0 / 5, false, true},          // No adjacent pair.
         {"\\ids{2,3} \\ids{5,1,2}", 3.0 / 5, false, true},  // Best block.
         {"\\ids{2;3} \\ids{4}", 1.0 / 5, false, true},  // Unparsed skipped.
         {"ID 1, ID 2, then ID 4", 2.0 / 5, false, true},   // ID stream.
         {"order 3, 4, 9, 1, 2", 2.0 / 5, false, true},     // Comma run.
         {"\\ids{9,8}", 0, false, false},                    // All filtered.
         {"no ids", 0, false, false}});
}

}  // namespace
}  // namespace referee
