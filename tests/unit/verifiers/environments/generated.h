// Generated problems as a brute-force test reads them: the instance JSON
// (what Write() produced) and the reference answer, for checking each
// environment's reference algorithm against an independent brute force on
// small levels; and the same problem prepared, with the default verifier
// parameters, for scoring every candidate answer by the definition.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GENERATED_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GENERATED_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "google/protobuf/struct.pb.h"
#include "tests/test_catalog.h"
#include "verifiers/params.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/verifier.h"

namespace referee {
namespace testing {

struct Generated {
  google::protobuf::Struct instance;
  std::string reference_output;  // The full reference output.
  std::string answer;            // Its final answer span.
  int level = 0;
  uint64_t seed = 0;

  int64_t Int(absl::string_view field) const {
    return static_cast<int64_t>(
        instance.fields().at(std::string(field)).number_value());
  }
  std::string Text(absl::string_view field) const {
    return instance.fields().at(std::string(field)).string_value();
  }
  std::vector<int64_t> Ints(absl::string_view field) const {
    std::vector<int64_t> out;
    for (const auto& v :
         instance.fields().at(std::string(field)).list_value().values()) {
      out.push_back(static_cast<int64_t>(v.number_value()));
    }
    return out;
  }
  std::vector<std::vector<int64_t>> IntRows(absl::string_view field) const {
    std::vector<std::vector<int64_t>> out;
    for (const auto& row :
         instance.fields().at(std::string(field)).list_value().values()) {
      out.emplace_back();
      for (const auto& v : row.list_value().values()) {
        out.back().push_back(static_cast<int64_t>(v.number_value()));
      }
    }
    return out;
  }
  // Where the test failed: "env level 2 seed 5".
  std::string Where() const {
    return "level " + std::to_string(level) + " seed " + std::to_string(seed);
  }
};

// Problems of `environment` at levels 0..max_level, `seeds` each.
inline std::vector<Generated> GenerateSmall(absl::string_view environment,
                                            int max_level, int seeds) {
  std::vector<Generated> out;
  const TaskType* task = TestCatalog().tasks.Find(environment);
  EXPECT_NE(task, nullptr) << environment;
  if (task == nullptr) return out;
  for (int level = 0; level <= max_level; ++level) {
    for (int seed = 0; seed < seeds; ++seed) {
      auto problem = task->Generate(level, static_cast<uint64_t>(seed));
      EXPECT_TRUE(problem.ok()) << problem.status();
      if (!problem.ok()) continue;
      Generated g;
      g.instance = problem->environment().instance();
      g.reference_output = problem->reference_output();
      g.answer = std::string(
          parsing::FinalAnswer(g.reference_output).value_or(absl::string_view()));
      g.level = level;
      g.seed = static_cast<uint64_t>(seed);
      out.push_back(std::move(g));
    }
  }
  return out;
}

// The problem `g` was read from, generated again and prepared as the store
// prepares it (id "g"), for a test that scores answers of its own against
// it; null, with a test failure, if it does not generate or prepare.
inline PreparedProblemPtr PrepareGenerated(absl::string_view environment, const Generated& g) {
  const TaskType* task = TestCatalog().tasks.Find(environment);
  EXPECT_NE(task, nullptr) << environment;
  if (task == nullptr) return nullptr;
  auto problem = task->Generate(g.level, g.seed);
  EXPECT_TRUE(problem.ok()) << problem.status();
  if (!problem.ok()) return nullptr;
  problem->set_id("g");
  auto prepared = TestCatalog().tasks.Prepare(*problem);
  EXPECT_TRUE(prepared.ok()) << prepared.status();
  return prepared.ok() ? *prepared : nullptr;
}

// `verifier`'s parameters, every one at its default: how a brute-force test
// scores answers, so that its expectations follow the documented ladder.
inline ParamValues DefaultParams(const Verifier& verifier) {
  return *ParamValues::Resolve(verifier.Params(), google::protobuf::Struct(), "params");
}

// `output` scored against `problem` by the verifier `verifier_name` at its
// default parameters; a failed Verify is a test failure (and a zero verdict).
inline Verdict ScoreWith(absl::string_view verifier_name, const PreparedProblem& problem,
                         absl::string_view output) {
  const Verifier* verifier = TestCatalog().verifiers.Find(verifier_name);
  EXPECT_NE(verifier, nullptr) << verifier_name;
  if (verifier == nullptr) return Verdict();
  auto verdict = verifier->Verify({problem, output, DefaultParams(*verifier)});
  EXPECT_TRUE(verdict.ok()) << verdict.status();
  return verdict.ok() ? *verdict : Verdict();
}

// Bad answers (malformed, huge, overflowing): none is correct or full
// credit, and none goes below the ladder's floor of -1.
inline void ExpectNoneEarnsFullCredit(absl::string_view verifier_name,
                                      const PreparedProblem& problem,
                                      const std::vector<std::string>& outputs) {
  for (const std::string& output : outputs) {
    const Verdict v = ScoreWith(verifier_name, problem, output);
    EXPECT_FALSE(v.correct) << output.substr(0, 80);
    EXPECT_LT(v.score, 1.0) << output.substr(0, 80);
    EXPECT_GE(v.score, -1.0) << output.substr(0, 80);
  }
}

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GENERATED_H_
