// referee: the Referee command-line client. See README.md.
#include <iostream>
#include <string>
#include <vector>

#include "engine/allocator_tuning.h"
#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/flags/usage_config.h"
#include "absl/strings/match.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "engine/secret_files.h"

ABSL_FLAG(std::string, target, "localhost:50051",
          "Server address HOST:PORT, or replicas HOST:PORT,HOST:PORT (calls "
          "fail over between them), or any gRPC target (dns:///...)");
ABSL_FLAG(bool, local, false,
          "score, eval, verifiers, environments, sample: work in-process "
          "with this build, no server");
ABSL_FLAG(std::string, problems, "",
          "score, eval: JSONL Problems sent inline with the request");
ABSL_FLAG(std::string, rollouts, "-",
          "score, eval: JSONL Rollouts ({\"prompt_id\", \"output\", ...}); "
          "- is stdin");
ABSL_FLAG(std::string, results, "",
          "eval: JSONL scored rollouts ({\"promptId\", \"output\", "
          "\"correct\", ...}) instead of --rollouts; - is stdin");
ABSL_FLAG(std::string, k, "",
          "eval: the k's of pass@k, avg@k and maj@k, e.g. 1,8,32 (default 1, or "
          "the pack's)");
ABSL_FLAG(bool, packs, false, "eval: list the evaluation packs");
ABSL_FLAG(std::string, pack, "",
          "eval: an evaluation pack (--packs lists them): tabulate its problems only, "
          "or write them with --write_pack");
ABSL_FLAG(std::string, write_pack, "",
          "eval: write --pack's problems (prompts, no references) to FILE as JSONL");
ABSL_FLAG(std::string, spec, "",
          "score, eval: RewardSpec as JSON, or @FILE; empty uses the "
          "server's per-task default");
ABSL_FLAG(bool, details, false,
          "score: include each term's score in \"components\"");
ABSL_FLAG(std::string, format, "jsonl",
          "score: jsonl (one RolloutResult per line) or table");
ABSL_FLAG(int, batch_size, 1024,
          "score, eval: rollouts per request; bench: rollouts per batch");
ABSL_FLAG(double, timeout, 60,
          "Each call's whole budget in seconds, retries on other replicas "
          "included");
ABSL_FLAG(double, attempt_timeout, 1,
          "Seconds an attempt may stay silent before its replica is asked for "
          "health; one that does not answer is skipped and the call moves on");
ABSL_FLAG(int, retries, -1,
          "Attempts after the first at most; -1: as many as --timeout allows");
ABSL_FLAG(std::string, tls_ca, "",
          "PEM CA to trust: connect with TLS (the server's --tls_cert)");
ABSL_FLAG(std::string, tls_cert, "",
          "PEM client certificate, for a server with --tls_client_ca");
ABSL_FLAG(std::string, tls_key, "", "PEM private key of --tls_cert");
ABSL_FLAG(std::string, auth_token_file, "",
          "File holding the server's bearer token; default: the "
          "REFEREE_AUTH_TOKEN environment variable, if set");
ABSL_FLAG(int, batches, 200, "bench: batches to send");
ABSL_FLAG(int, concurrency, 4,
          "bench: batches in flight at once (--stream: streams)");
ABSL_FLAG(int, connections, 1,
          "bench: channels with a TCP connection each; calls take them in turn");
ABSL_FLAG(int, output_bytes, 1024, "bench: bytes per output");
ABSL_FLAG(bool, json, false, "bench, eval: print one JSON object");
ABSL_FLAG(bool, stream, false,
          "bench: use ScoreStream, --concurrency streams of pipelined batches");
ABSL_FLAG(int, window, 4, "bench --stream: unanswered batches per stream");
ABSL_FLAG(int, group_size, 16, "bench: rollouts per problem (GRPO group)");
ABSL_FLAG(bool, inline, false,
          "bench: send the problems in every request (as a stateless client "
          "or the verl adapter does) instead of putting them first");
ABSL_FLAG(std::string, task, "",
          "generate: activity, lis or countdown; bench: a comma-separated mix "
          "of answer (default), activity, lis, countdown");
ABSL_FLAG(std::string, numbers, "3..6",
          "generate --task=countdown: numbers per problem, N or MIN..MAX");
ABSL_FLAG(int, count, 100, "generate, sample: problems to write");
ABSL_FLAG(uint64_t, seed, 0,
          "generate, sample: random seed (same seed, same data); bench "
          "--curriculum: offsets the Sample seeds");
ABSL_FLAG(int, min_size, 5, "generate: fewest rows per instance");
ABSL_FLAG(int, max_size, 16, "generate: most rows per instance");
ABSL_FLAG(bool, hint, false, "generate: append the paper's hint to prompts");
ABSL_FLAG(std::string, output, "-",
          "generate, sample: output file; - is stdout");
ABSL_FLAG(std::string, outcomes, "-",
          "curriculum: JSONL outcomes {\"prompt_id\", \"correct\"}; - is stdin");
ABSL_FLAG(std::string, env, "",
          "generate, play: an environment (see `referee environments`)");
ABSL_FLAG(int, difficulty, 0, "generate --env, play: the level");
ABSL_FLAG(bool, reference, false,
          "generate, sample: keep each problem's reference_output");
ABSL_FLAG(std::string, step, "",
          "bench: NAME/LEVEL: time Step (each episode's whole reference "
          "policy replayed) against Score of the same --batch_size episodes");
ABSL_FLAG(std::string, curriculum, "",
          "sample, curriculum, bench: a Curriculum as JSON, or @FILE, e.g. "
          "{\"environments\": [{\"name\": \"sorting\", \"high\": 2}]}");

namespace {

constexpr char kUsage[] =
    "Referee command-line client.\n"
    "Usage: referee VERB [flags]\n"
    "  score      score JSONL rollouts: --rollouts=FILE [--problems=FILE]\n"
    "             [--spec=JSON|@FILE] [--details] [--local] [--format=table]\n"
    "  eval       pass@k, avg@k, maj@k of whole groups (a prompt id's rollouts\n"
    "             in the file), per environment, level and data source:\n"
    "             --rollouts=FILE [--problems=FILE] [--spec=JSON|@FILE]\n"
    "             [--local] or --results=FILE; [--k=1,8,32] [--json];\n"
    "             --packs lists the evaluation packs; --pack=NAME tabulates\n"
    "             one pack's problems, --pack=NAME --write_pack=FILE writes them\n"
    "  generate   write a dataset: --task=activity|lis|countdown --count=N\n"
    "             --seed=S [--min_size=5 --max_size=16] [--hint]\n"
    "             [--numbers=3..6] [--output=FILE]\n"
    "  generate   --env=NAME --difficulty=D --count=N --seed=S [--reference]\n"
    "             problems with ids env/NAME/D/SEED (SEED = S, S+1, ...)\n"
    "  sample     --curriculum=JSON|@FILE --count=N --seed=S [--reference]\n"
    "             problems drawn from a curriculum (DESIGN §8)\n"
    "  curriculum --curriculum=JSON|@FILE --outcomes=FILE: fold outcomes in,\n"
    "             print the new curriculum\n"
    "  play       --env=NAME --difficulty=D --seed=S [--local]: play an\n"
    "             episode in the terminal, one action per line (DESIGN §11)\n"
    "  environments  list the environments (of --target, or --local)\n"
    "  verifiers  list the verifiers (of --target, or --local)\n"
    "  health     print the server's health; exit 0 iff SERVING\n"
    "  bench      load test: --batches --batch_size --concurrency\n"
    "             --connections --output_bytes [--task=answer,activity,...]\n"
    "             [--spec=JSON|@FILE] [--stream --window=4] [--json]\n"
    "             [--group_size=16] [--inline]\n"
    "             --task=env/NAME/LEVEL: an environment's reference outputs\n"
    "             --curriculum=JSON|@FILE: time Sample calls of --batch_size\n"
    "             --step=NAME/LEVEL: Step against Score, same episodes\n";

bool IsOurFlagFile(absl::string_view file) {
  return absl::EndsWith(file, "client/cli_main.cc");
}

}  // namespace

namespace {

// The connection flags' files, read once for every client the verb makes
// (the same readers as the server's own flags: engine/secret_files.h).
absl::StatusOr<referee::ClientSecurity> LoadClientSecurity() {
  referee::ClientSecurity security;
  const struct {
    const char* flag;
    std::string path;
    std::string* pem;
  } files[] = {{"tls_ca", absl::GetFlag(FLAGS_tls_ca), &security.tls_ca},
               {"tls_cert", absl::GetFlag(FLAGS_tls_cert), &security.tls_cert},
               {"tls_key", absl::GetFlag(FLAGS_tls_key), &security.tls_key}};
  for (const auto& file : files) {
    if (file.path.empty()) continue;
    absl::StatusOr<std::string> pem = referee::ReadSecretFile(file.flag, file.path);
    if (!pem.ok()) return pem.status();
    *file.pem = *std::move(pem);
  }
  if (security.tls_cert.empty() != security.tls_key.empty()) {
    return absl::InvalidArgumentError("--tls_cert and --tls_key go together");
  }
  absl::StatusOr<std::string> token =
      referee::LoadAuthToken(absl::GetFlag(FLAGS_auth_token_file));
  if (!token.ok()) return token.status();
  security.auth_token = *std::move(token);
  return security;
}

}  // namespace

int main(int argc, char** argv) {
  referee::KeepFreedMemory();
  absl::SetProgramUsageMessage(kUsage);
  absl::FlagsUsageConfig usage;
  usage.contains_help_flags = IsOurFlagFile;
  usage.contains_helpshort_flags = IsOurFlagFile;
  absl::SetFlagsUsageConfig(usage);
  std::vector<char*> args = absl::ParseCommandLine(argc, argv);
  if (args.size() != 2) {
    std::cerr << kUsage;
    return 2;
  }
  const std::string verb = args[1];
  absl::StatusOr<referee::ClientSecurity> security = LoadClientSecurity();
  if (!security.ok()) {
    std::cerr << "referee: " << security.status().message() << "\n";
    return 2;
  }
  referee::SetDefaultClientSecurity(*std::move(security));
  if (!(absl::GetFlag(FLAGS_timeout) > 0) || !(absl::GetFlag(FLAGS_attempt_timeout) > 0)) {
    std::cerr << "referee: --timeout and --attempt_timeout must be positive\n";
    return 2;
  }
  referee::ClientFailover failover;
  failover.attempt_timeout_seconds = absl::GetFlag(FLAGS_attempt_timeout);
  failover.retries = absl::GetFlag(FLAGS_retries);
  referee::SetDefaultClientFailover(failover);
  const std::string target = absl::GetFlag(FLAGS_target);
  if (verb == "score") {
    referee::ScoreCommandOptions options;
    options.target = target;
    options.local = absl::GetFlag(FLAGS_local);
    options.problems_file = absl::GetFlag(FLAGS_problems);
    options.rollouts_file = absl::GetFlag(FLAGS_rollouts);
    options.spec = absl::GetFlag(FLAGS_spec);
    options.details = absl::GetFlag(FLAGS_details);
    options.batch_size = absl::GetFlag(FLAGS_batch_size);
    options.format = absl::GetFlag(FLAGS_format);
    options.timeout_seconds = absl::GetFlag(FLAGS_timeout);
    return referee::RunScore(options);
  }
  if (verb == "eval") {
    referee::EvalOptions options;
    options.results_file = absl::GetFlag(FLAGS_results);
    // --rollouts defaults to stdin: with --results it counts only if named.
    options.rollouts_file = absl::GetFlag(FLAGS_rollouts);
    if (!options.results_file.empty() && options.rollouts_file == "-") {
      options.rollouts_file.clear();
    }
    options.target = target;
    options.local = absl::GetFlag(FLAGS_local);
    options.problems_file = absl::GetFlag(FLAGS_problems);
    options.spec = absl::GetFlag(FLAGS_spec);
    options.k = absl::GetFlag(FLAGS_k);
    options.list_packs = absl::GetFlag(FLAGS_packs);
    options.pack = absl::GetFlag(FLAGS_pack);
    options.write_pack = absl::GetFlag(FLAGS_write_pack);
    options.json = absl::GetFlag(FLAGS_json);
    options.batch_size = absl::GetFlag(FLAGS_batch_size);
    options.timeout_seconds = absl::GetFlag(FLAGS_timeout);
    return referee::RunEval(options);
  }
  if (verb == "generate" && !absl::GetFlag(FLAGS_env).empty()) {
    referee::EnvironmentGenerateOptions options;
    options.env = absl::GetFlag(FLAGS_env);
    options.difficulty = absl::GetFlag(FLAGS_difficulty);
    options.count = absl::GetFlag(FLAGS_count);
    options.seed = absl::GetFlag(FLAGS_seed);
    options.reference = absl::GetFlag(FLAGS_reference);
    options.output = absl::GetFlag(FLAGS_output);
    return referee::RunGenerateEnvironment(options);
  }
  if (verb == "sample") {
    referee::SampleOptions options;
    options.target = target;
    options.local = absl::GetFlag(FLAGS_local);
    options.curriculum = absl::GetFlag(FLAGS_curriculum);
    options.count = absl::GetFlag(FLAGS_count);
    options.seed = absl::GetFlag(FLAGS_seed);
    options.reference = absl::GetFlag(FLAGS_reference);
    options.output = absl::GetFlag(FLAGS_output);
    return referee::RunSample(options);
  }
  if (verb == "play") {
    referee::PlayOptions options;
    options.target = target;
    options.local = absl::GetFlag(FLAGS_local);
    options.env = absl::GetFlag(FLAGS_env);
    options.difficulty = absl::GetFlag(FLAGS_difficulty);
    options.seed = absl::GetFlag(FLAGS_seed);
    return referee::RunPlay(options, std::cin, std::cout);
  }
  if (verb == "curriculum") {
    referee::CurriculumOptions options;
    options.target = target;
    options.local = absl::GetFlag(FLAGS_local);
    options.curriculum = absl::GetFlag(FLAGS_curriculum);
    options.outcomes_file = absl::GetFlag(FLAGS_outcomes);
    return referee::RunCurriculum(options);
  }
  if (verb == "environments") {
    return referee::RunEnvironments(target, absl::GetFlag(FLAGS_local));
  }
  if (verb == "generate") {
    referee::tasks::DatasetOptions options;
    options.task = absl::GetFlag(FLAGS_task);
    options.count = absl::GetFlag(FLAGS_count);
    options.seed = absl::GetFlag(FLAGS_seed);
    options.min_size = absl::GetFlag(FLAGS_min_size);
    options.max_size = absl::GetFlag(FLAGS_max_size);
    options.hint = absl::GetFlag(FLAGS_hint);
    options.numbers = absl::GetFlag(FLAGS_numbers);
    options.reference = absl::GetFlag(FLAGS_reference);
    return referee::RunGenerate(options, absl::GetFlag(FLAGS_output));
  }
  if (verb == "verifiers") {
    return referee::RunVerifiers(target, absl::GetFlag(FLAGS_local));
  }
  if (verb == "health") {
    return referee::RunHealth(target, absl::GetFlag(FLAGS_timeout));
  }
  if (verb == "bench") {
    referee::BenchOptions options;
    options.target = target;
    options.batches = absl::GetFlag(FLAGS_batches);
    options.batch_size = absl::GetFlag(FLAGS_batch_size);
    options.concurrency = absl::GetFlag(FLAGS_concurrency);
    options.connections = absl::GetFlag(FLAGS_connections);
    options.spec = absl::GetFlag(FLAGS_spec);
    options.output_bytes = absl::GetFlag(FLAGS_output_bytes);
    options.json = absl::GetFlag(FLAGS_json);
    options.stream = absl::GetFlag(FLAGS_stream);
    options.task = absl::GetFlag(FLAGS_task).empty() ? "answer"
                                                     : absl::GetFlag(FLAGS_task);
    options.window = absl::GetFlag(FLAGS_window);
    options.group_size = absl::GetFlag(FLAGS_group_size);
    options.inline_problems = absl::GetFlag(FLAGS_inline);
    options.curriculum = absl::GetFlag(FLAGS_curriculum);
    options.seed = absl::GetFlag(FLAGS_seed);
    options.step = absl::GetFlag(FLAGS_step);
    return referee::RunBench(options);
  }
  std::cerr << "referee: unknown verb '" << verb << "'\n" << kUsage;
  return 2;
}
