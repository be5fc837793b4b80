// What `referee bench` sends: problems to put on the server first (or, with
// `inline_problems`, carried in every request as a stateless client or the
// verl adapter sends them), then one batch of rollouts that every call
// repeats. A workload mixes tasks; each task adds groups of `group_size`
// rollouts (GRPO groups: one problem, varied answers) padded with filler
// text to the requested output size, so the scanners walk whole outputs as
// they would real ones.
#ifndef REFEREE_CLIENT_BENCH_WORKLOAD_H_
#define REFEREE_CLIENT_BENCH_WORKLOAD_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

struct BenchWorkloadOptions {
  std::string tasks = "answer";  // Comma-separated, see MakeBenchWorkload.
  int batch_size = 1024;
  int output_bytes = 1024;
  int group_size = 16;           // Rollouts per problem and group.
  bool inline_problems = false;  // Problems in each request, none put.
  std::string spec_json;         // RewardSpec JSON or @FILE; "" = defaults.
};

struct BenchWorkload {
  std::vector<referee::v1::Problem> problems;  // PutProblems these first.
  referee::v1::ScoreRequest request;           // Then send this repeatedly.
};

// `tasks`: comma-separated, each one of
//   answer     one answer problem ("42", scored by the default,
//              math_equiv); half the outputs end in the right \boxed{},
//              half in a wrong one;
//   math_expr  one answer problem "(x+1)^2": half the outputs end in
//              \boxed{x^2+2x+1}, half in \boxed{x^2+2x};
//   activity   64 generated Activity problems, ids_exact: half the outputs
//              end in the solution's \ids{}, half in a wrong list;
//   lis        the same with LIS problems;
//   countdown  64 generated 3–4-number problems: near misses with each
//              operator, a missing number, no <answer> span;
//   env/NAME/LEVEL  64 problems env/NAME/LEVEL/0..63 of an environment,
//              scored by its default verifier: half the outputs end in the
//              reference output, half in it with one digit changed;
// and their groups are interleaved until `batch_size` rollouts. With
// `inline_problems` the request carries each problem its rollouts name
// (without prompt: a label is the ground truth), env ids included. `spec_json`
// (RewardSpec JSON or @FILE) overrides the per-task default verifiers; a
// workload of countdown only defaults to countdown_ast (the distance
// search, the expensive path). InvalidArgument names a bad task or size.
absl::StatusOr<BenchWorkload> MakeBenchWorkload(
    const BenchWorkloadOptions& options);

}  // namespace referee

#endif  // REFEREE_CLIENT_BENCH_WORKLOAD_H_
