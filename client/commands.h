// The `referee` CLI's verbs. Each returns the process exit code and prints
// its own errors to stderr.
#ifndef REFEREE_CLIENT_COMMANDS_H_
#define REFEREE_CLIENT_COMMANDS_H_

#include <iosfwd>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "google/protobuf/message.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/legacy/truth/datasets.h"

namespace referee {

struct ScoreCommandOptions {
  std::string target;         // gRPC target; ignored with `local`.
  bool local = false;         // Score in-process, no server.
  std::string problems_file;  // JSONL Problems, sent inline with each batch.
  std::string rollouts_file;  // JSONL Rollouts; "-" reads stdin.
  std::string spec;           // RewardSpec JSON, or @FILE.
  bool details = false;       // Keep per-term components in the output.
  int batch_size = 1024;      // Rollouts per request.
  std::string format;         // "jsonl" or "table".
  double timeout_seconds = 60;
};
int RunScore(const ScoreCommandOptions& options);

// `referee eval` (DESIGN §8 "Evaluation", issue #38): pass@k, avg@k and
// maj@k (engine/group_eval.h) of every whole group of a file (all its
// rollouts of one prompt id, or of one group_id, in file order), averaged
// per environment (env/<name>/... ids; other ids: their --problems task,
// else "other"), per level and per data source. A group with fewer than k
// rollouts is left out of k's means and counted in k's "short" column.
struct EvalOptions {
  // Exactly one input; "-" reads stdin. rollouts_file: JSONL Rollouts, as
  // `score` reads them, each with an optional "dataSource" string; scored
  // here (`local`) or by `target`, correct = RolloutResult.correct.
  // results_file: JSONL already-scored rollouts, not scored again:
  // {"promptId", "correct": bool[, "output", "groupId", "reward",
  // "dataSource"]}; a missing output votes for nothing in maj@k.
  std::string rollouts_file;
  std::string results_file;
  std::string target;         // gRPC target; ignored with `local`.
  bool local = false;         // Score in process, no server.
  std::string problems_file;  // JSONL Problems: sent inline, name tasks.
  std::string spec;           // RewardSpec JSON, or @FILE.
  std::string k;              // Comma-separated k's, each 1..kMaxEvalK; "" = 1,
                              // or the pack's k's.
  // Evaluation packs (client/eval_packs.h): list them; or name one, whose
  // problems alone are tabulated (with how many the file answers), or
  // which is written to `write_pack` instead.
  bool list_packs = false;
  std::string pack;
  std::string write_pack;
  bool json = false;          // One JSON object instead of tables.
  int batch_size = 1024;      // Rollouts per scoring request.
  double timeout_seconds = 60;
};
// What `referee eval` prints: a summary line and three aligned tables
// (environment, with an "all" row; level; data_source), or with `json` one
// line {"k", "groups", "rollouts", "errors", "all", "environments",
// "levels", "dataSources"}, each row {"name", "groups", "passAtK",
// "avgAtK", "majAtK", "short"} keyed by k (a mean of no group is null).
// Errors: InvalidArgument "FILE:LINE: cause" for a malformed line, or
// naming the bad flag; NotFound for a file that cannot be opened; a failed
// scoring call's status.
absl::StatusOr<std::string> EvalReport(const EvalOptions& options);
// Prints EvalReport. Exit 0; 2 for bad flags or input; 1 otherwise.
int RunEval(const EvalOptions& options);

// A flag holding JSON, or @FILE holding it; "" leaves `message` as it is.
absl::Status ParseJsonFlag(const std::string& flag,
                           google::protobuf::Message* message);
// --spec: RewardSpec JSON, or @FILE holding it; "" leaves `spec` empty.
absl::Status ParseSpec(const std::string& flag, referee::v1::RewardSpec* spec);

struct BenchOptions {
  std::string target;
  int batches = 200;        // Batches to send in all.
  int batch_size = 1024;    // Rollouts per batch.
  int concurrency = 4;      // Batches in flight at once.
  int output_bytes = 1024;  // Size of each output.
  int connections = 1;      // Channels, each with its own TCP connection;
                            // calls (or streams) take them in turn.
  bool json = false;        // One JSON object instead of text.
  bool progress = true;     // A progress line on stderr every second.
  // The verifier mix: comma-separated tasks (client/bench_workload.h),
  // their groups of `group_size` rollouts interleaved in each batch.
  std::string task = "answer";
  int group_size = 16;
  bool inline_problems = false;  // Problems in every request, none put.
  std::string spec;         // RewardSpec JSON or @FILE; "" = the workload's.
  bool stream = false;      // ScoreStream: `concurrency` streams, each
                            // keeping `window` batches unanswered.
  int window = 4;
  // Set: benchmark Sample instead, `batches` calls of `batch_size` problems
  // from this Curriculum (JSON or @FILE), one call at a time.
  std::string curriculum;
  uint64_t seed = 0;  // Sample seeds are seed * batches + 1, + 2, ...
  // Set (NAME/LEVEL): benchmark Step against Score on the same episodes:
  // `batch_size` episodes env/NAME/LEVEL/0.., each with its whole
  // reference policy's actions (one Step replays them all), `batches`
  // calls of each, one at a time; Score gets the same problems' reference
  // outputs.
  std::string step;
};
int RunBench(const BenchOptions& options);

// `referee generate`: writes the dataset to `output` ("-" is stdout).
int RunGenerate(const tasks::DatasetOptions& options, const std::string& output);

// `referee generate --env=NAME --difficulty=D`: problems with ids
// env/NAME/D/SEED for SEED = seed, seed + 1, ..., generated in process.
struct EnvironmentGenerateOptions {
  std::string env;
  int difficulty = 0;
  int count = 100;
  uint64_t seed = 0;
  bool reference = false;  // Keep reference_output.
  std::string output = "-";
};
int RunGenerateEnvironment(const EnvironmentGenerateOptions& options);

// `referee sample`: problems drawn from a curriculum by the server (or in
// process with `local`), printed as JSONL.
struct SampleOptions {
  std::string target;
  bool local = false;
  std::string curriculum;  // Curriculum JSON or @FILE.
  int count = 100;
  uint64_t seed = 0;
  bool reference = false;
  std::string output = "-";
};
int RunSample(const SampleOptions& options);

// `referee curriculum`: folds JSONL outcomes ({"prompt_id", "correct"}) into
// a curriculum (by the server, or in process with `local`) and prints it.
struct CurriculumOptions {
  std::string target;
  bool local = false;
  std::string curriculum;     // Curriculum JSON or @FILE.
  std::string outcomes_file;  // JSONL Outcomes; "-" reads stdin.
};
int RunCurriculum(const CurriculumOptions& options);

// `referee play --env=NAME --difficulty=D --seed=S`: an episode of an
// environment in the terminal, one action per line from `in`, replayed by
// Step in process (`local`) or by the server at `target`.
struct PlayOptions {
  std::string target;
  bool local = false;
  std::string env;
  int difficulty = 0;
  uint64_t seed = 0;
};
int RunPlay(const PlayOptions& options, std::istream& in, std::ostream& out);

// `referee environments`: the server's environments, or this build's.
int RunEnvironments(const std::string& target, bool local);

// `referee verifiers`: the server's verifiers, or this build's with `local`.
int RunVerifiers(const std::string& target, bool local);

// `referee health`: prints the serving status; exit 0 iff SERVING.
int RunHealth(const std::string& target, double timeout_seconds);

}  // namespace referee

#endif  // REFEREE_CLIENT_COMMANDS_H_
