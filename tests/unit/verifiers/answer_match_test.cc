#include "verifiers/answer_match.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "verifiers/registry.h"

namespace referee {
namespace {

class AnswerMatchTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(RegisterAnswerMatchVerifier(registry_).ok());
    verifier_ = registry_.Find("answer_match");
    ASSERT_NE(verifier_, nullptr);
    auto params = ParamValues::Resolve(verifier_->Params(), {}, "params");
    ASSERT_TRUE(params.ok());
    params_ = *params;
  }

  Verdict Score(const std::string& output, const std::string& reference) {
    referee::v1::Problem problem;
    problem.set_id("p");
    problem.mutable_answer()->set_answer(reference);
    auto prepared = testing::TestCatalog().tasks.Prepare(problem);
    EXPECT_TRUE(prepared.ok()) << prepared.status();
    if (!prepared.ok()) return Verdict();
    auto verdict = verifier_->Verify({**prepared, output, params_});
    EXPECT_TRUE(verdict.ok()) << verdict.status();
    return verdict.ok() ? *verdict : Verdict();
  }

  VerifierRegistry registry_;
  const Verifier* verifier_ = nullptr;
  ParamValues params_;
};

// Each expectation follows from DESIGN §4 answer_match: pick the tag
// (\boxed > <answer> > \answer), trim whitespace and `$`, compare as exact
// rationals when both sides are numbers, else as text without whitespace.
TEST_F(AnswerMatchTest, Table) {
  static const struct {
    const char* output;
    const char* reference;
    bool correct;
    bool parsed;
  } kCases[] = {
      {"so \\boxed{42}", "42", true, true},
      {"\\boxed{42", "42", false, false},             // Unclosed.
      {"\\boxed{ 42 }", "42", true, true},            // Trimmed.
      {"\\boxed{$42$}", "42", true, true},            // `$` stripped.
      {"\\boxed{42}", "$ 42 $", true, true},          // ...on both sides.
      {"\\boxed{$$42$$}", "42", true, true},          // Every `$`.
      {"\\boxed{42.00}", "42", true, true},           // Numerically equal.
      {"\\boxed{84/2}", "42", true, true},
      {"\\boxed{-42}", "42", false, true},
      {"\\boxed{4 2}", "42", true, true},             // Text: spaces removed.
      {"\\boxed{1,000}", "1000", false, true},        // Not a number.
      {"\\boxed{1e3}", "1000", false, true},
      {"\\boxed{.5}", "0.5", false, true},            // `.5` is text.
      {"\\boxed{x^2-1}", "x^2 - 1", true, true},
      {"\\boxed{X^2-1}", "x^2-1", false, true},       // Case-sensitive.
      {"\\boxed{\\frac{1}{2}}", "\\frac{1}{2}", true, true},
      {"\\boxed{\\frac{1}{2}}", "1/2", false, true},  // No LaTeX maths.
      {"\\boxed{}", "42", false, true},               // Empty: found, wrong.
      {"The answer is 42.", "42", false, false},      // No fallback.
      {"", "42", false, false},
      {"\\boxed{1} then \\boxed{42}", "42", true, true},
      {"\\boxed{42} then \\boxed{1}", "42", false, true},
      // \boxed beats a later <answer>; <answer> beats a later \answer{}.
      {"\\boxed{42} <answer>1</answer>", "42", true, true},
      {"<answer>42</answer> \\answer{1}", "42", true, true},
      {"<answer> 42 </answer>", "42", true, true},
      {"\\answer{42}", "42", true, true},
      {"\\answer{4{2}", "42", false, false},          // Braces: no \answer.
      {"<answer></answer>", "42", false, true},
      {"\\boxed{٤٢}", "42", false, true},             // Only ASCII digits.
  };
  for (const auto& c : kCases) {
    const Verdict v = Score(c.output, c.reference);
    EXPECT_EQ(v.correct, c.correct) << c.output << " vs " << c.reference;
    EXPECT_EQ(v.parsed, c.parsed) << c.output << " vs " << c.reference;
    EXPECT_EQ(v.score, c.correct ? 1.0 : 0.0) << c.output;
  }
}

TEST_F(AnswerMatchTest, DescribesItself) {
  EXPECT_EQ(verifier_->Name(), "answer_match");
  EXPECT_TRUE(verifier_->Accepts("answer"));
  EXPECT_FALSE(verifier_->Accepts("countdown"));
  EXPECT_TRUE(verifier_->Params().empty());
}

TEST(AnswersMatchTest, EmptyCandidateNeverMatches) {
  EXPECT_FALSE(AnswersMatch("", ""));
  EXPECT_FALSE(AnswersMatch("  $ $ ", "$"));
  EXPECT_TRUE(AnswersMatch("a b", "ab"));
}

}  // namespace
}  // namespace referee
