// A fixture for table-driven verifier tests: every built-in verifier, and
// Check() to score a table of outputs against one problem.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_VERIFIER_TABLE_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_VERIFIER_TABLE_H_

#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"

namespace referee {
namespace testing {

// One row: an output and the verdict worked out by hand.
struct Case {
  const char* output;
  double score;
  bool correct;
  bool parsed;
};

class VerifierTableTest : public ::testing::Test {
 protected:
  // Scores every case with `verifier` and `params` (a JSON object).
  void Check(const char* verifier, const PreparedProblem& problem,
             const std::vector<Case>& cases, const char* params = "{}") {
    const Verifier* v = registry_.Find(verifier);
    ASSERT_NE(v, nullptr) << verifier;
    ASSERT_TRUE(v->Accepts(problem.task().Name()));
    auto values = Resolve(v, params);
    ASSERT_TRUE(values.ok()) << values.status();
    ASSERT_TRUE(v->ValidateParams(*values).ok());
    for (const Case& c : cases) {
      auto verdict = v->Verify({problem, c.output, *values});
      ASSERT_TRUE(verdict.ok()) << c.output << ": " << verdict.status();
      EXPECT_NEAR(verdict->score, c.score, 1e-12) << verifier << ": " << c.output;
      EXPECT_EQ(verdict->correct, c.correct) << verifier << ": " << c.output;
      EXPECT_EQ(verdict->parsed, c.parsed) << verifier << ": " << c.output;
    }
  }

  // Check() on the explicit instance `instance_json` of `environment`,
  // scored by the verifier of the same name (every environment's own).
  void CheckInstance(const char* environment, const std::string& instance_json,
                     const std::vector<Case>& cases, const char* params = "{}") {
    const PreparedProblemPtr problem = PrepareInstance(environment, instance_json);
    ASSERT_NE(problem, nullptr);
    Check(environment, *problem, cases, params);
  }

  // The error for `params` given to `verifier`, OK if they are accepted.
  absl::Status ParamError(const char* verifier, const char* params) {
    auto values = Resolve(registry_.Find(verifier), params);
    if (!values.ok()) return values.status();
    return registry_.Find(verifier)->ValidateParams(*values);
  }

  const VerifierRegistry& registry_ = TestCatalog().verifiers;

 private:
  absl::StatusOr<ParamValues> Resolve(const Verifier* v, const char* params) {
    google::protobuf::Struct given;
    EXPECT_TRUE(ParseJsonMessage(params, &given).ok()) << params;
    return ParamValues::Resolve(v->Params(), given, "params");
  }
};

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_VERIFIER_TABLE_H_
