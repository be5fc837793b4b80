// The number-answer framework (integer_answer.h) on a test-only environment:
// its two ladders, integers of any length, fractions in lowest terms, and
// CanonicalNumber. Expected rewards are worked by hand from RLVE-Gym's
// "gold=answer" and "(min/max)^beta" definitions.
#include "verifiers/environments/integer_answer.h"

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

using environments::NumberLadder;

// An instance is just its answer; level d's answer is 10 + d.
struct FixedAnswer {
  std::string answer;
};

class FixedAnswerEnvironment final
    : public environments::IntegerAnswerEnvironment<FixedAnswer> {
 public:
  FixedAnswerEnvironment(NumberLadder ladder, bool fractions,
                         std::optional<environments::AnswerRange> range)
      : IntegerAnswerEnvironment({"fixed_answer", "Referee", 3, "test"}, ladder),
        fractions_(fractions),
        range_(range) {}
  bool Fractions() const override { return fractions_; }

 protected:
  FixedAnswer Make(int difficulty, tasks::Rng&) const override {
    return {absl::StrCat(10 + difficulty)};
  }
  void Write(const FixedAnswer& instance,
             environments::InstanceWriter& out) const override {
    environments::SetText(out, "p", instance.answer);
  }
  absl::StatusOr<FixedAnswer> Read(
      const environments::InstanceReader& in) const override {
    // "p": the digits of the answer, over "q" when given.
    absl::StatusOr<std::string> p = in.Digits("p", 100);
    if (!p.ok()) return p.status();
    std::string text = *p;
    if (in.Has("q")) {
      absl::StatusOr<int64_t> q = in.Int("q", 1, 1000000);
      if (!q.ok()) return q.status();
      absl::StrAppend(&text, "/", *q);
    }
    std::optional<std::string> canonical = environments::CanonicalNumber(text);
    if (!canonical) return absl::InvalidArgumentError("answer: not a number");
    return FixedAnswer{*canonical};
  }
  std::string Prompt(const FixedAnswer&) const override { return "?"; }
  std::optional<environments::AnswerRange> Range(const FixedAnswer&) const override {
    return range_;
  }
  // Acceptable candidates (for the minimise/maximise ladders): even numbers.
  bool Acceptable(const FixedAnswer&, absl::string_view answer) const override {
    return (answer.back() - '0') % 2 == 0;
  }

 private:
  const bool fractions_;
  const std::optional<environments::AnswerRange> range_;
};

class NumberAnswerTest : public ::testing::Test {
 protected:
  void Register(NumberLadder ladder, bool fractions = false,
                std::optional<environments::AnswerRange> range = std::nullopt) {
    ASSERT_TRUE(environments::RegisterIntegerAnswerEnvironment(
                    catalog_, std::make_unique<FixedAnswerEnvironment>(
                                  ladder, fractions, range))
                    .ok());
  }
  // The verdict on `output` for a problem whose answer is `answer`.
  Verdict Score(const std::string& answer, const std::string& output,
                double beta = 10) {
    referee::v1::Problem problem;
    problem.set_id("p");
    problem.mutable_environment()->set_name("fixed_answer");
    auto& fields = *problem.mutable_environment()->mutable_instance()->mutable_fields();
    const size_t slash = answer.find('/');
    fields["p"].set_string_value(answer.substr(0, slash));
    if (slash != std::string::npos) {
      fields["q"].set_number_value(std::stod(answer.substr(slash + 1)));
    }
    auto prepared = catalog_.tasks.Prepare(problem);
    EXPECT_TRUE(prepared.ok()) << prepared.status();
    const Verifier& verifier = *catalog_.verifiers.Find("fixed_answer");
    google::protobuf::Struct given;
    if (!verifier.Params().empty()) {
      (*given.mutable_fields())["beta"].set_number_value(beta);
    }
    const ParamValues params = *ParamValues::Resolve(verifier.Params(), given, "p");
    auto verdict = verifier.Verify({**prepared, output, params});
    EXPECT_TRUE(verdict.ok()) << verdict.status();
    return *verdict;
  }

  Catalog catalog_;
};

// Ratios of decimal integers of any length, worked out by hand.
TEST(DecimalRatioTest, LeadingDigitsAndLengths) {
  using environments::DecimalRatio;
  EXPECT_DOUBLE_EQ(static_cast<double>(DecimalRatio("1", "2")), 0.5);
  EXPECT_DOUBLE_EQ(static_cast<double>(DecimalRatio("6", "3")), 2.0);
  // 25 digits over 26: 1234.../12340... is 0.1 exactly.
  EXPECT_NEAR(static_cast<double>(DecimalRatio("1234567890123456789012345",
                                               "12345678901234567890123450")),
              0.1, 1e-15);
  // 10^30 / (10^30 + 1) is 1 to within long double's precision, below 1.
  EXPECT_NEAR(static_cast<double>(DecimalRatio(std::string("1") + std::string(30, '0'),
                                               std::string("1") + std::string(29, '0') + "1")),
              1.0, 1e-15);
  // 1 over a 5,000-digit number: 0, not a denormal or NaN.
  EXPECT_EQ(static_cast<double>(DecimalRatio("1", std::string("1") + std::string(4999, '0'))), 0.0);
  EXPECT_TRUE(std::isinf(static_cast<double>(DecimalRatio(std::string("1") + std::string(4999, '0'), "1"))));
}

TEST_F(NumberAnswerTest, ExactLadder) {
  Register(NumberLadder::kExact);
  const struct { const char* output; double score; bool correct, parsed; } kCases[] = {
      {"<answer>42</answer>", 1, true, true},
      {"<answer> +042 </answer>", 1, true, true},
      {"\\boxed{42}", 1, true, true},
      {"<answer>43</answer>", 0, false, true},
      {"<answer>-42</answer>", 0, false, true},
      {"<answer>84/2</answer>", -1, false, false},  // No fractions here.
      {"<answer>42.0</answer>", -1, false, false},
      {"<answer>4 2</answer>", -1, false, false},
      {"42", -1, false, false},
  };
  for (const auto& c : kCases) {
    const Verdict v = Score("42", c.output);
    EXPECT_EQ(v.score, c.score) << c.output;
    EXPECT_EQ(v.correct, c.correct) << c.output;
    EXPECT_EQ(v.parsed, c.parsed) << c.output;
  }
  // Integers of any length compare exactly.
  const std::string big = "123456789012345678901234567890";
  EXPECT_TRUE(Score(big, "<answer>" + big + "</answer>").correct);
  EXPECT_EQ(Score(big, "<answer>123456789012345678901234567891</answer>").score, 0);
}

TEST_F(NumberAnswerTest, MinOverMaxLadder) {
  Register(NumberLadder::kMinOverMax);
  // Gold 40: answer 50 -> (40/50)^10 = 0.8^10; answer 20 -> 0.5^10.
  EXPECT_DOUBLE_EQ(Score("40", "<answer>50</answer>").score, std::pow(0.8, 10));
  EXPECT_DOUBLE_EQ(Score("40", "<answer>20</answer>").score, std::pow(0.5, 10));
  EXPECT_DOUBLE_EQ(Score("40", "<answer>20</answer>", 2).score, 0.25);
  EXPECT_EQ(Score("40", "<answer>40</answer>").score, 1);
  EXPECT_TRUE(Score("40", "<answer>40</answer>").correct);
  // RLVE-Gym's usual check: a negative answer is a format error; 0 is
  // merely wrong, (0/40)^10 = 0.
  EXPECT_EQ(Score("40", "<answer>0</answer>").score, 0);
  EXPECT_TRUE(Score("40", "<answer>0</answer>").parsed);
  EXPECT_EQ(Score("40", "<answer>-40</answer>").score, -1);
  // Gold 0 (a count can be 0): 0 is exact, 5 is (0/5)^10 = 0.
  EXPECT_TRUE(Score("0", "<answer>0</answer>").correct);
  EXPECT_EQ(Score("0", "<answer>5</answer>").score, 0);
  // One off a huge answer: a ratio a double calls 1 still scores below 1.
  const Verdict near = Score("1000000000000000000000", "<answer>999999999999999999999</answer>");
  EXPECT_FALSE(near.correct);
  EXPECT_LT(near.score, 1);
}

TEST_F(NumberAnswerTest, MinOverMaxPositiveLadder) {
  Register(NumberLadder::kMinOverMaxPositive);
  EXPECT_DOUBLE_EQ(Score("40", "<answer>50</answer>").score, std::pow(0.8, 10));
  // Where RLVE-Gym checks `<= 0`, 0 is a format error too.
  EXPECT_EQ(Score("40", "<answer>0</answer>").score, -1);
  EXPECT_EQ(Score("40", "<answer>-1</answer>").score, -1);
}

TEST_F(NumberAnswerTest, RangeIsCheckedFirst) {
  // Answers modulo 100: [0, 99]; outside is -0.5 (RLVE's wrong_range).
  Register(NumberLadder::kExact, false, environments::AnswerRange{0, 99});
  EXPECT_TRUE(Score("42", "<answer>42</answer>").correct);
  EXPECT_EQ(Score("42", "<answer>99</answer>").score, 0);
  EXPECT_EQ(Score("42", "<answer>0</answer>").score, 0);
  EXPECT_EQ(Score("42", "<answer>100</answer>").score, -0.5);
  EXPECT_EQ(Score("42", "<answer>142</answer>").score, -0.5);
  EXPECT_EQ(Score("42", "<answer>-1</answer>").score, -0.5);
  EXPECT_EQ(Score("42", "<answer>99999999999999999999999</answer>").score, -0.5);
  EXPECT_EQ(Score("42", "<answer>x</answer>").score, -1);
}

TEST_F(NumberAnswerTest, RangeAtTheEdgesOf64Bits) {
  Register(NumberLadder::kExact, false,
           environments::AnswerRange{0, INT64_MAX});
  EXPECT_EQ(Score("42", "<answer>9223372036854775807</answer>").score, 0);
  EXPECT_EQ(Score("42", "<answer>9223372036854775808</answer>").score, -0.5);
}

TEST_F(NumberAnswerTest, GoldOverAnswerLadder) {
  // Minimise; acceptable answers are even (the test environment's rule).
  Register(NumberLadder::kGoldOverAnswer);
  EXPECT_TRUE(Score("40", "<answer>40</answer>").correct);
  EXPECT_DOUBLE_EQ(Score("40", "<answer>50</answer>").score, std::pow(0.8, 10));
  EXPECT_DOUBLE_EQ(Score("40", "<answer>80</answer>", 2).score, 0.25);
  EXPECT_EQ(Score("40", "<answer>51</answer>").score, -0.5);  // Not acceptable.
  EXPECT_EQ(Score("40", "<answer>-40</answer>").score, -1);
  // An "acceptable" answer below the optimum can only mean a lenient
  // Acceptable(): never above partial credit.
  const Verdict below = Score("40", "<answer>20</answer>");
  EXPECT_FALSE(below.correct);
  EXPECT_LT(below.score, 1);
}

TEST_F(NumberAnswerTest, AnswerOverGoldLadder) {
  Register(NumberLadder::kAnswerOverGold);
  EXPECT_DOUBLE_EQ(Score("40", "<answer>20</answer>").score, std::pow(0.5, 10));
  EXPECT_EQ(Score("40", "<answer>0</answer>").score, 0);
  EXPECT_EQ(Score("40", "<answer>21</answer>").score, -0.5);
  EXPECT_EQ(Score("40", "<answer>-2</answer>").score, -1);
  EXPECT_LT(Score("40", "<answer>60</answer>").score, 1);
}

TEST_F(NumberAnswerTest, Fractions) {
  Register(NumberLadder::kExact, /*fractions=*/true);
  EXPECT_TRUE(Score("3/4", "<answer>6/8</answer>").correct);
  EXPECT_TRUE(Score("3/4", "<answer> 3/4 </answer>").correct);
  EXPECT_FALSE(Score("3/4", "<answer>-3/4</answer>").correct);
  EXPECT_TRUE(Score("2", "<answer>4/2</answer>").correct);
  EXPECT_EQ(Score("3/4", "<answer>3/0</answer>").score, -1);
  EXPECT_EQ(Score("3/4", "<answer>0.75</answer>").score, -1);
}

// Fractions whose parts pass 18 digits are read exactly (cross products),
// up to the 4,300 digits a part CPython's int() reads by default.
TEST_F(NumberAnswerTest, FractionsOfAnyLength) {
  Register(NumberLadder::kExact, /*fractions=*/true);
  const std::string threes(21, '3'), nines(21, '9');
  auto answer = [](const std::string& text) { return "<answer>" + text + "</answer>"; };
  // 999…9 = 3 × 333…3: the fraction is 1/3.
  EXPECT_TRUE(Score("1/3", answer(threes + "/" + nines)).correct);
  EXPECT_TRUE(Score("1/3", answer(" " + threes + " / +" + nines + " ")).correct);
  // 3 × 333…34 = 1000…02, not 999…9: wrong, well-formed.
  const Verdict off = Score("1/3", answer(std::string(20, '3') + "4/" + nines));
  EXPECT_FALSE(off.correct);
  EXPECT_TRUE(off.parsed);
  EXPECT_EQ(off.score, 0);
  EXPECT_EQ(Score("1/3", answer("-" + threes + "/" + nines)).score, 0);
  // 2 × 10^20 / 10^20 = 2; 0 / 10^20 = 0, with or without a minus sign.
  const std::string ten20 = "1" + std::string(20, '0');
  EXPECT_TRUE(Score("2", answer("2" + std::string(20, '0') + "/" + ten20)).correct);
  EXPECT_TRUE(Score("0", answer("0/" + ten20)).correct);
  EXPECT_TRUE(Score("0", answer("-0/" + ten20)).correct);
  EXPECT_FALSE(Score("0", answer("1/" + ten20)).correct);
  // Leading zeros do not count: 1/000…03 is 1/3.
  EXPECT_TRUE(Score("1/3", answer("1/" + std::string(30, '0') + "3")).correct);
  // 4,300 digits a part are read; 4,301 are not (-1).
  EXPECT_TRUE(Score("1/3", answer(std::string(4300, '3') + "/" + std::string(4300, '9'))).correct);
  EXPECT_EQ(Score("1/3", answer(std::string(4301, '3') + "/" + std::string(4301, '9'))).score, -1);
  EXPECT_EQ(Score("1/3", answer(threes + "/" + std::string(21, '0'))).score, -1);
  EXPECT_EQ(Score("1/3", answer(threes + "/" + nines + "x")).score, -1);
}

TEST_F(NumberAnswerTest, LongFractionsAgainstARange) {
  // [0, 99]: a fraction counts when it is an integer in range.
  Register(NumberLadder::kExact, /*fractions=*/true, environments::AnswerRange{0, 99});
  const std::string ten20 = "/1" + std::string(20, '0');
  auto answer = [](const std::string& text) { return "<answer>" + text + "</answer>"; };
  EXPECT_TRUE(Score("42", answer("42" + std::string(20, '0') + ten20)).correct);
  EXPECT_EQ(Score("42", answer("99" + std::string(20, '0') + ten20)).score, 0);
  EXPECT_EQ(Score("42", answer("100" + std::string(20, '0') + ten20)).score, -0.5);
  EXPECT_EQ(Score("42", answer("42" + std::string(19, '0') + "1" + ten20)).score, -0.5);
  EXPECT_EQ(Score("42", answer("-1" + std::string(20, '0') + ten20)).score, -0.5);
}

TEST_F(NumberAnswerTest, LongFractionsOnTheMinOverMaxLadder) {
  Register(NumberLadder::kMinOverMax, /*fractions=*/true);
  // 25·10^19 / 10^21 = 1/4 against 1/2: (1/2)^10.
  const Verdict quarter =
      Score("1/2", "<answer>25" + std::string(19, '0') + "/1" + std::string(21, '0') + "</answer>");
  EXPECT_NEAR(quarter.score, std::pow(0.5, 10), 1e-12);
  EXPECT_FALSE(quarter.correct);
  EXPECT_EQ(Score("1/2", "<answer>-1/2" + std::string(20, '0') + "</answer>").score, -1);
}

TEST(NumberAnswerRegistrationTest, RationalAnswersTakeTheExactOrMinOverMaxLadders) {
  for (const NumberLadder ladder : {NumberLadder::kGoldOverAnswer, NumberLadder::kAnswerOverGold}) {
    Catalog catalog;
    EXPECT_FALSE(environments::RegisterIntegerAnswerEnvironment(
                     catalog, std::make_unique<FixedAnswerEnvironment>(ladder, true, std::nullopt))
                     .ok());
  }
  Catalog catalog;
  EXPECT_TRUE(environments::RegisterIntegerAnswerEnvironment(
                  catalog, std::make_unique<FixedAnswerEnvironment>(NumberLadder::kMinOverMax,
                                                                    true, std::nullopt))
                  .ok());
}

TEST(CanonicalNumberTest, LowestTerms) {
  using environments::CanonicalNumber;
  EXPECT_EQ(CanonicalNumber("6/8"), "3/4");
  EXPECT_EQ(CanonicalNumber("-6/8"), "-3/4");
  EXPECT_EQ(CanonicalNumber("+10/5"), "2");
  EXPECT_EQ(CanonicalNumber("-0/7"), "0");
  EXPECT_EQ(CanonicalNumber(" 007 "), "7");
  EXPECT_EQ(CanonicalNumber("-0"), "0");
  EXPECT_EQ(CanonicalNumber("1/0"), std::nullopt);
  EXPECT_EQ(CanonicalNumber("1/-2"), std::nullopt);
  // Whitespace around either part and a `+` denominator, as Python's int()
  // reads RLVE-Gym's split('/') parts (BinaryTreeLeafNumExpectation takes
  // `10 / 7`); a space inside a part or after the sign is still not a number.
  EXPECT_EQ(CanonicalNumber("1 /2"), "1/2");
  EXPECT_EQ(CanonicalNumber(" 10 / 14 "), "5/7");
  EXPECT_EQ(CanonicalNumber("3/+6"), "1/2");
  EXPECT_EQ(CanonicalNumber("- 1/2"), std::nullopt);
  EXPECT_EQ(CanonicalNumber("1/ -2"), std::nullopt);
  EXPECT_EQ(CanonicalNumber("1 0/7"), std::nullopt);
  // 19 digits: not reduced here (the verifier compares such fractions by
  // cross-multiplying: NumberAnswerTest.FractionsOfAnyLength).
  EXPECT_EQ(CanonicalNumber("1/1000000000000000000"), std::nullopt);
  EXPECT_EQ(CanonicalNumber("1/0001000000000000000000"), std::nullopt);
  EXPECT_EQ(CanonicalNumber("0003/000000000000000000000006"), "1/2");
  EXPECT_EQ(CanonicalNumber("999999999999999999/3"), "333333333333333333");
  EXPECT_EQ(CanonicalNumber("x"), std::nullopt);
}

}  // namespace
}  // namespace referee
