#include "engine/spec.h"

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

using referee::v1::Problem;
using referee::v1::RewardSpec;

class SpecTest : public ::testing::Test {
 protected:

  RewardSpec Spec(const std::string& json) {
    RewardSpec spec;
    absl::Status status = ParseJsonMessage(json, &spec);
    EXPECT_TRUE(status.ok()) << status;
    return spec;
  }

  const Catalog& registry_ = testing::TestCatalog();
  const TaskType& Task(const char* name) {
    return *testing::TestCatalog().tasks.Find(name);
  }
};

TEST_F(SpecTest, CompilesTermsWithWeights) {
  auto compiled = CompileTerms(
      Spec(R"({"terms": [{"verifier": "answer_match"},
                         {"verifier": "answer_match", "weight": 0.25}]})"),
      registry_);
  ASSERT_TRUE(compiled.ok()) << compiled.status();
  ASSERT_EQ(compiled->terms.size(), 2u);
  EXPECT_EQ(compiled->terms[0].weight, 1.0);  // Unset weight is 1.
  EXPECT_EQ(compiled->terms[1].weight, 0.25);
  EXPECT_TRUE(compiled->terms[0].Accepts(Task("answer")));
  EXPECT_FALSE(compiled->terms[0].Accepts(Task("activity")));
  EXPECT_EQ(compiled->correct_from, 0u);
}

TEST_F(SpecTest, ErrorsNameTheField) {
  static const struct {
    const char* json;
    const char* field;
  } kCases[] = {
      {R"({"terms": [{"verifier": "answer_match"}, {"verifier": "nope"}]})",
       "spec.terms[1].verifier: unknown verifier 'nope'"},
      {R"({"terms": [{"verifier": "answer_match", "params": {"x": 1}}]})",
       "spec.terms[0].params.x"},
      {R"({"terms": [{"verifier": "answer_match"}], "correct_from": "ids"})",
       "spec.correct_from"},
  };
  for (const auto& c : kCases) {
    auto compiled = CompileTerms(Spec(c.json), registry_);
    ASSERT_FALSE(compiled.ok()) << c.json;
    EXPECT_EQ(compiled.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(compiled.status().message().find(c.field), absl::string_view::npos)
        << compiled.status();
  }
}

TEST_F(SpecTest, DefaultsSkipVerifiersThisBuildLacks) {
  auto defaults = DefaultSpecs::Create("", registry_);
  ASSERT_TRUE(defaults.ok()) << defaults.status();
  ASSERT_NE(defaults->For(Task("answer")), nullptr);
  EXPECT_EQ(defaults->For(Task("answer"))->terms[0].verifier->Name(),
            "math_equiv");
  EXPECT_EQ(defaults->max_terms(), 1u);
}

TEST_F(SpecTest, DefaultOverridesAreChecked) {
  EXPECT_TRUE(DefaultSpecs::Create("answer=answer_match+answer_match", registry_)
                  .ok());
  for (const char* bad : {"answer=nope", "maths=answer_match", "answer",
                          "countdown=answer_match"}) {
    auto defaults = DefaultSpecs::Create(bad, registry_);
    ASSERT_FALSE(defaults.ok()) << bad;
    EXPECT_NE(defaults.status().message().find("--default_spec"),
              absl::string_view::npos);
  }
}

}  // namespace
}  // namespace referee
