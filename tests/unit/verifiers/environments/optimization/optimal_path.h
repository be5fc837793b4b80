// The solver's path of an optimisation environment's generated problems,
// read through the public state problems (DESIGN §8 "States": the
// reference of env/<name>/<d>/<seed>@k is the path's action k), and the
// checks every such path must pass. The members live in anonymous
// namespaces; this reaches their OptimalPath, FromActions and Statement
// through the registry, as a trainer does.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMAL_PATH_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMAL_PATH_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "google/protobuf/struct.pb.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/environments/optimization/json_actions.h"

namespace referee {
namespace testing {

// The whole answer (in the environment's Output Format) that a path's
// actions stand for.
using WholeAnswer = std::function<std::string(const std::vector<environments::JsonAction>&)>;

// `verifier`'s default parameters but a completion budget of 10^9 work
// units (every completion search of these sizes is exact).
inline ParamValues LargeBudgetParams(const Verifier& verifier) {
  google::protobuf::Struct given;
  (*given.mutable_fields())["budget"].set_number_value(1e9);
  return *ParamValues::Resolve(verifier.Params(), given, "params");
}

// For `environment` at levels 0..max_level, seeds 0..seeds-1:
//  - the path is read state by state: state k's reference is one action
//    (of `fields`), and its prompt is the whole problem's statement (its
//    prompt up to the "Output Format" paragraph), then the k actions
//    before it;
//  - each state's reference scores 1 with the environment's verifier at a
//    large budget: the prefix it reaches is feasible and its best
//    completion is the optimum (state 0's: the empty prefix's
//    best_completion is the optimum too);
//  - `whole(path)` scores 1 with the environment's verifier: the path
//    builds a complete solution whose value is the optimum;
//  - the path is not empty, state `path length` is past it, and the same
//    state id gives the same action.
inline void CheckOptimalPaths(absl::string_view environment,
                              const std::vector<absl::string_view>& fields,
                              const WholeAnswer& whole, int max_level = 3, int seeds = 4) {
  const TaskType* task = TestCatalog().tasks.Find(environment);
  ASSERT_NE(task, nullptr) << environment;
  ASSERT_TRUE(task->PosesStates()) << environment;
  const Verifier* verifier = TestCatalog().verifiers.Find(environment);
  const Verifier* best_completion = TestCatalog().verifiers.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  ASSERT_NE(best_completion, nullptr);
  const ParamValues large = LargeBudgetParams(*verifier);
  const ParamValues large_best = LargeBudgetParams(*best_completion);
  const std::vector<environments::ActionField> action_fields = environments::IntegerFields(fields);
  for (int level = 0; level <= max_level; ++level) {
    for (uint64_t seed = 0; seed < static_cast<uint64_t>(seeds); ++seed) {
      EnvId env;
      env.name = environment;
      env.difficulty = level;
      env.seed = seed;
      const std::string where = FormatEnvId(env);
      auto problem = TestCatalog().tasks.Prepare(EnvIdProblem(where, env));
      ASSERT_TRUE(problem.ok()) << where << ": " << problem.status();
      const std::string& prompt = (*problem)->problem().prompt();
      const size_t format = prompt.find("\n\nOutput Format:");
      ASSERT_NE(format, std::string::npos) << where;
      const std::string statement = prompt.substr(0, format);
      auto empty = best_completion->Verify({**problem, "<answer></answer>", large_best});
      ASSERT_TRUE(empty.ok()) << where;
      EXPECT_EQ(empty->score, 1) << where << ": the empty prefix";

      const absl::StatusOr<int64_t> count = task->StateCount(level, seed);
      ASSERT_TRUE(count.ok()) << where << ": " << count.status();
      EXPECT_GT(*count, 0) << where;
      std::vector<environments::JsonAction> path;
      std::string taken;
      for (int64_t k = 0; k <= *count; ++k) {
        env.state = static_cast<int32_t>(k);
        const std::string id = FormatEnvId(env);
        auto state = TestCatalog().tasks.Prepare(EnvIdProblem(id, env));
        if (k == *count) {
          EXPECT_EQ(state.status().code(), absl::StatusCode::kInvalidArgument) << id;
          break;
        }
        ASSERT_TRUE(state.ok()) << id << ": " << state.status();
        const referee::v1::Problem& p = (*state)->problem();
        EXPECT_TRUE(absl::StartsWith(p.prompt(), absl::StrCat(statement, "\n\n"))) << id;
        EXPECT_TRUE(absl::StrContains(p.prompt(), absl::StrCat("oldest first:\n",
                                                               k == 0 ? "(none yet)\n" : taken)))
            << id << "\n" << p.prompt();
        const auto next = environments::ReadJsonActions(p.reference_output(), fields, 2);
        ASSERT_TRUE(next.has_value() && next->size() == 1) << id << ": " << p.reference_output();
        path.push_back((*next)[0]);
        absl::StrAppend(&taken, environments::WriteJsonAction(action_fields, path.back()), "\n");
        auto verdict = verifier->Verify({**state, p.reference_output(), large});
        ASSERT_TRUE(verdict.ok()) << id;
        EXPECT_EQ(verdict->score, 1) << id << ": " << p.reference_output();
        EXPECT_TRUE(verdict->correct) << id;
        auto again = TestCatalog().tasks.Prepare(EnvIdProblem(id, env));
        ASSERT_TRUE(again.ok()) << id;
        EXPECT_EQ((*again)->problem().reference_output(), p.reference_output()) << id;
      }
      const std::string answer = whole(path);
      auto complete = verifier->Verify({**problem, answer, DefaultParams(*verifier)});
      ASSERT_TRUE(complete.ok()) << where;
      EXPECT_EQ(complete->score, 1) << where << ": " << answer;
      EXPECT_TRUE(complete->correct) << where << ": " << answer;
    }
  }
}

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMAL_PATH_H_
