// The real `referee-server` and `referee` binaries, as a user runs them.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/synchronization/notification.h"
#include "client/referee_client.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/sanitizers.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using testing::Subprocess;

// A referee-server child on free ports, ready when constructed.
class ServerProcess {
 public:
  explicit ServerProcess(std::vector<std::string> extra_flags) {
    ready_file_ = testing::WriteTempFile("ready.json", "");
    unlink(ready_file_.c_str());
    std::vector<std::string> argv = {
        REFEREE_SERVER_BIN, "--listen=127.0.0.1:0",
        "--metrics_listen=127.0.0.1:0",
        absl::StrCat("--ready_file=", ready_file_)};
    argv.insert(argv.end(), extra_flags.begin(), extra_flags.end());
    process_ = std::make_unique<Subprocess>(argv);
    for (int i = 0; i < 300 && grpc_port_ == 0; ++i) {
      const std::string ready = testing::ReadFile(ready_file_);
      // {"grpc_port": N, "metrics_port": M, "http_port": H}
      std::vector<std::string> numbers;
      for (absl::string_view part : absl::StrSplit(ready, absl::ByAnyChar(":,}"))) {
        int value;
        if (absl::SimpleAtoi(part, &value)) numbers.push_back(std::string(part));
      }
      if (numbers.size() == 3) {
        (void)absl::SimpleAtoi(numbers[0], &grpc_port_);
        (void)absl::SimpleAtoi(numbers[1], &metrics_port_);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }

  std::string target() const { return absl::StrCat("127.0.0.1:", grpc_port_); }
  int grpc_port() const { return grpc_port_; }
  int metrics_port() const { return metrics_port_; }
  Subprocess& process() { return *process_; }

 private:
  std::string ready_file_;
  std::unique_ptr<Subprocess> process_;
  int grpc_port_ = 0;
  int metrics_port_ = 0;
};

// Runs the CLI to completion.
struct CliResult {
  int exit_code;
  std::string out;
  std::string err;
};
// Each CLI run is bounded (120 s, far above any of these under a
// sanitizer): a stuck one fails here naming its arguments.
CliResult RunCli(std::vector<std::string> args) {
  args.insert(args.begin(), REFEREE_CLI_BIN);
  Subprocess cli(args);
  const int code = cli.WaitFor(120);
  if (code == Subprocess::kTimedOut) {
    ADD_FAILURE() << "timed out after 120 s: " << absl::StrJoin(args, " ")
                  << "\nstderr: " << cli.Stderr();
  }
  return {code, cli.Stdout(), cli.Stderr()};
}

constexpr char kRollouts[] =
    R"({"prompt_id": "demo-math-sum", "output": "\\boxed{42}"}
{"promptId": "nope", "output": "\\boxed{42}"}
{"prompt_id": "demo-math-fraction", "output": "<answer>0.5</answer>"}
{"prompt_id": "demo-math-root", "output": "no tag"}
)";

TEST(BinariesTest, ScoreThroughServerAndLocallyAgree) {
  ServerProcess server({"--demo"});
  ASSERT_GT(server.grpc_port(), 0) << server.process().Stderr();
  const std::string rollouts = testing::WriteTempFile("r.jsonl", kRollouts);
  CliResult remote = RunCli({"score", "--target=" + server.target(),
                             "--rollouts=" + rollouts, "--details"});
  ASSERT_EQ(remote.exit_code, 0) << remote.err;
  const std::vector<std::string> lines =
      absl::StrSplit(remote.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 4u) << remote.out;
  EXPECT_EQ(lines[0],
            R"({"reward":1,"correct":true,"parsed":true,"components":{"math_equiv":1},"error":"OK","errorMessage":""})");
  EXPECT_EQ(lines[1],
            R"({"reward":0,"correct":false,"parsed":false,"components":{},"error":"UNKNOWN_PROMPT","errorMessage":"unknown prompt_id 'nope'"})");
  EXPECT_EQ(lines[2],
            R"({"reward":0,"correct":false,"parsed":true,"components":{"math_equiv":0},"error":"OK","errorMessage":""})");
  EXPECT_EQ(lines[3],
            R"({"reward":0,"correct":false,"parsed":false,"components":{"math_equiv":0},"error":"OK","errorMessage":""})");

  // --local has no store: the same problems go inline from a file.
  const std::string problems = testing::WriteTempFile(
      "p.jsonl",
      "{\"id\": \"demo-math-sum\", \"answer\": {\"answer\": \"42\"}}\n"
      "{\"id\": \"demo-math-fraction\", \"answer\": {\"answer\": \"3/4\"}}\n"
      "{\"id\": \"demo-math-root\", \"answer\": {\"answer\": \"1\"}}\n");
  CliResult local = RunCli({"score", "--local", "--problems=" + problems,
                            "--rollouts=" + rollouts, "--details"});
  ASSERT_EQ(local.exit_code, 0) << local.err;
  EXPECT_EQ(local.out, remote.out);

  CliResult table = RunCli({"score", "--target=" + server.target(),
                            "--rollouts=" + rollouts, "--format=table"});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_NE(table.out.find("UNKNOWN_PROMPT"), std::string::npos) << table.out;
}

TEST(BinariesTest, CliReportsBadRequests) {
  ServerProcess server({"--demo"});
  ASSERT_GT(server.grpc_port(), 0);
  const std::string rollouts = testing::WriteTempFile("r.jsonl", kRollouts);
  CliResult bad_spec = RunCli(
      {"score", "--target=" + server.target(), "--rollouts=" + rollouts,
       R"(--spec={"terms": [{"verifier": "nope"}]})"});
  EXPECT_EQ(bad_spec.exit_code, 1);
  EXPECT_NE(bad_spec.err.find("INVALID_ARGUMENT"), std::string::npos) << bad_spec.err;
  EXPECT_NE(bad_spec.err.find("spec.terms[0].verifier"), std::string::npos);

  const std::string broken = testing::WriteTempFile("b.jsonl", "{\"prompt_id\": 1,\n");
  CliResult bad_file = RunCli({"score", "--local", "--rollouts=" + broken});
  EXPECT_EQ(bad_file.exit_code, 1);
  EXPECT_NE(bad_file.err.find(broken + ":1:"), std::string::npos) << bad_file.err;
}

TEST(BinariesTest, HealthVerifiersAndBench) {
  ServerProcess server({"--demo"});
  ASSERT_GT(server.grpc_port(), 0);
  CliResult health = RunCli({"health", "--target=" + server.target()});
  EXPECT_EQ(health.exit_code, 0) << health.err;
  EXPECT_EQ(health.out, "SERVING\n");
  CliResult verifiers = RunCli({"verifiers", "--target=" + server.target()});
  EXPECT_EQ(verifiers.exit_code, 0);
  EXPECT_NE(verifiers.out.find("answer_match"), std::string::npos);
  CliResult bench = RunCli({"bench", "--target=" + server.target(),
                            "--batches=20", "--batch_size=64", "--json"});
  EXPECT_EQ(bench.exit_code, 0) << bench.err;
  EXPECT_NE(bench.out.find("\"rollouts_per_second\""), std::string::npos);
  EXPECT_NE(bench.out.find("\"failed\": 0"), std::string::npos) << bench.out;
  EXPECT_NE(bench.out.find("\"client_cpu_cores\""), std::string::npos) << bench.out;

  // The shapes of issue #15: inline problems in groups of 8, and a stream
  // whose batches get latencies too.
  CliResult shaped = RunCli({"bench", "--target=" + server.target(), "--task=activity",
                             "--inline", "--group_size=8", "--batches=10",
                             "--batch_size=64", "--json"});
  EXPECT_EQ(shaped.exit_code, 0) << shaped.err;
  EXPECT_NE(shaped.out.find("\"group_size\": 8, \"inline\": true, \"failed\": 0"),
            std::string::npos) << shaped.out;
  CliResult stream = RunCli({"bench", "--target=" + server.target(), "--stream",
                             "--batches=12", "--batch_size=64", "--concurrency=2"});
  EXPECT_EQ(stream.exit_code, 0) << stream.err;
  EXPECT_NE(stream.out.find("latency per batch: p50 "), std::string::npos) << stream.out;
  EXPECT_EQ(stream.out.find("p50 0.000 ms"), std::string::npos) << stream.out;
}

TEST(BinariesTest, BadProblemFileStopsTheServerNamingFileAndLine) {
  const std::string problems = testing::WriteTempFile(
      "bad.jsonl", "{\"id\": \"a\", \"answer\": {\"answer\": \"1\"}}\n{\"id\": \"b\"}\n");
  Subprocess server({REFEREE_SERVER_BIN, "--listen=127.0.0.1:0",
                     "--metrics_listen=", "--problems=" + problems});
  EXPECT_EQ(server.Wait(), 1);
  EXPECT_NE(server.Stdout().find(problems + ":2:"), std::string::npos)
      << server.Stdout() << server.Stderr();
}

TEST(BinariesTest, HelpDocumentsEveryFlag) {
  Subprocess help({REFEREE_SERVER_BIN, "--help"});
  help.Wait();
  const std::string text = help.Stdout() + help.Stderr();
  for (const char* flag : {"--listen", "--metrics_listen", "--problems",
                           "--threads", "--demo", "--max_batch",
                           "--max_output_bytes", "--default_spec",
                           "--environment_cache_mb", "--task_cache_mb"}) {
    EXPECT_NE(text.find(flag), std::string::npos) << flag;
  }
}

// A generated dataset loads into the server, and the ground truth it carries
// scores 1 under every seed 000 verifier that checks the ID sequence.
TEST(BinariesTest, GeneratedDatasetLoadsAndScores) {
  const std::string dataset = testing::WriteTempFile("activity.jsonl", "");
  CliResult generated =
      RunCli({"generate", "--task=activity", "--count=50", "--seed=5",
              "--hint", "--output=" + dataset});
  ASSERT_EQ(generated.exit_code, 0) << generated.err;
  ServerProcess server({"--problems=" + dataset});
  ASSERT_GT(server.grpc_port(), 0) << server.process().Stdout();
  // Answer every problem with its own ground truth, read back from the file.
  std::string rollouts;
  for (absl::string_view line :
       absl::StrSplit(testing::ReadFile(dataset), '\n', absl::SkipEmpty())) {
    referee::v1::Problem problem;
    ASSERT_TRUE(ParseJsonMessage(line, &problem).ok());
    referee::v1::Rollout rollout = testing::MakeRollout(
        problem.id(),
        absl::StrCat("<think>...</think>\n\\ids{",
                     absl::StrJoin(problem.activity().solution(), ","),
                     "}\n\\answer{", problem.activity().answer(), "}"));
    absl::StrAppend(&rollouts, PrintJsonLine(rollout), "\n");
  }
  const std::string rollouts_file = testing::WriteTempFile("r.jsonl", rollouts);
  CliResult scored = RunCli(
      {"score", "--target=" + server.target(), "--rollouts=" + rollouts_file,
       R"(--spec={"terms": [{"verifier": "ids_exact"}, {"verifier": "ids_prefix"},
                            {"verifier": "answer_exact"},
                            {"verifier": "answer_format"}]})"});
  ASSERT_EQ(scored.exit_code, 0) << scored.err;
  const std::vector<std::string> lines =
      absl::StrSplit(scored.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 50u);
  for (const std::string& line : lines) {
    referee::v1::RolloutResult result;
    ASSERT_TRUE(ParseJsonMessage(line, &result).ok()) << line;
    EXPECT_FLOAT_EQ(result.reward(), 4.0f) << line;  // 1 + 1 + 1 + 1.
  }
}

// DESIGN §6: with advantages in the spec, each line carries "advantage".
// Dr. GRPO is r - mean: rewards 1 and 0 in one group give +0.5 and -0.5.
TEST(BinariesTest, ScorePrintsAdvantages) {
  const std::string problems = testing::WriteTempFile(
      "adv-problems.jsonl", "{\"id\": \"q\", \"answer\": {\"answer\": \"7\"}}\n");
  const std::string rollouts = testing::WriteTempFile(
      "adv-rollouts.jsonl",
      "{\"prompt_id\": \"q\", \"output\": \"\\\\boxed{7}\"}\n"
      "{\"prompt_id\": \"q\", \"output\": \"\\\\boxed{8}\"}\n");
  CliResult scored = RunCli(
      {"score", "--local", "--problems=" + problems, "--rollouts=" + rollouts,
       R"(--spec={"terms": [{"verifier": "answer_match"}], "advantage": {"kind": "DR_GRPO"}})"});
  ASSERT_EQ(scored.exit_code, 0) << scored.err;
  const std::vector<std::string> lines =
      absl::StrSplit(scored.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(absl::EndsWith(lines[0], ",\"advantage\":0.5}")) << lines[0];
  EXPECT_TRUE(absl::EndsWith(lines[1], ",\"advantage\":-0.5}")) << lines[1];
  // Without advantages in the spec there is no such field.
  CliResult plain = RunCli({"score", "--local", "--problems=" + problems,
                            "--rollouts=" + rollouts});
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(plain.out.find("advantage"), std::string::npos) << plain.out;
}

// Every number the CLI prints reads back to the float that was sent
// (DESIGN §3): advantages in shortest round-trip form, not 6 digits.
// Rewards 1, 0, 0 in one group; by hand:
//   DR_GRPO  r - mean:            2/3, -1/3, -1/3
//   RLOO     r - mean of others:  1, -1/2, -1/2
//   GRPO     (r - mean) / (s + 1e-6), s = sample std = sqrt(1/3):
//            (2/3) / (sqrt(1/3) + 1e-6), (-1/3) / (sqrt(1/3) + 1e-6)
TEST(BinariesTest, ScorePrintsAdvantagesThatReadBackExactly) {
  const std::string problems = testing::WriteTempFile(
      "adv3-problems.jsonl", "{\"id\": \"q\", \"answer\": {\"answer\": \"7\"}}\n");
  const std::string rollouts = testing::WriteTempFile(
      "adv3-rollouts.jsonl",
      "{\"prompt_id\": \"q\", \"output\": \"\\\\boxed{7}\"}\n"
      "{\"prompt_id\": \"q\", \"output\": \"\\\\boxed{8}\"}\n"
      "{\"prompt_id\": \"q\", \"output\": \"\\\\boxed{9}\"}\n");
  const double s = std::sqrt(1.0 / 3.0);
  const struct {
    const char* kind;
    double first, others;
  } kKinds[] = {{"DR_GRPO", 2.0 / 3.0, -1.0 / 3.0},
                {"RLOO", 1.0, -0.5},
                {"GRPO", (2.0 / 3.0) / (s + 1e-6), (-1.0 / 3.0) / (s + 1e-6)}};
  for (const auto& kind : kKinds) {
    CliResult scored = RunCli(
        {"score", "--local", "--problems=" + problems, "--rollouts=" + rollouts,
         absl::StrCat(R"(--spec={"terms": [{"verifier": "answer_match"}], "advantage": {"kind": ")",
                      kind.kind, R"("}})")});
    ASSERT_EQ(scored.exit_code, 0) << scored.err;
    const std::vector<std::string> lines =
        absl::StrSplit(scored.out, '\n', absl::SkipEmpty());
    ASSERT_EQ(lines.size(), 3u) << scored.out;
    for (size_t i = 0; i < 3; ++i) {
      const size_t at = lines[i].find("\"advantage\":");
      ASSERT_NE(at, std::string::npos) << lines[i];
      const std::string text = lines[i].substr(at + 12, lines[i].size() - at - 13);
      const float want = static_cast<float>(i == 0 ? kind.first : kind.others);
      EXPECT_EQ(std::strtof(text.c_str(), nullptr), want)
          << kind.kind << ": " << lines[i];
    }
    if (std::string(kind.kind) == "DR_GRPO") {
      // The shortest forms of float(2/3) and float(-1/3).
      EXPECT_TRUE(absl::EndsWith(lines[0], ",\"advantage\":0.6666667}")) << lines[0];
      EXPECT_TRUE(absl::EndsWith(lines[1], ",\"advantage\":-0.33333334}")) << lines[1];
    }
  }
}

// A wrong answer within 3e-8 of full credit prints as 0.99999994, not 1.
TEST(BinariesTest, ScorePrintsCappedPartialCreditBelowOne) {
  const std::string rollouts = testing::WriteTempFile(
      "poly-rollouts.jsonl",
      "{\"prompt_id\": \"env/polynomial_minimum/12/2350\", \"output\": \"<answer>-7</answer>\"}\n"
      "{\"prompt_id\": \"env/polynomial_minimum/12/2350\", \"output\": \"<answer>-6</answer>\"}\n");
  CliResult scored = RunCli({"score", "--local", "--rollouts=" + rollouts});
  ASSERT_EQ(scored.exit_code, 0) << scored.err;
  const std::vector<std::string> lines =
      absl::StrSplit(scored.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 2u) << scored.out;
  EXPECT_TRUE(absl::StartsWith(lines[0], R"({"reward":0.99999994,"correct":false,)"))
      << lines[0];
  EXPECT_TRUE(absl::StartsWith(lines[1], R"({"reward":1,"correct":true,)")) << lines[1];
}

TEST(BinariesTest, NonUniqueProblemStopsTheServerNamingIt) {
  const std::string problems = testing::WriteTempFile(
      "tie.jsonl",
      "{\"id\": \"tie\", \"lis\": {\"values\": [5, 5, 6]}}\n");
  Subprocess server({REFEREE_SERVER_BIN, "--listen=127.0.0.1:0",
                     "--metrics_listen=", "--problems=" + problems});
  EXPECT_EQ(server.Wait(), 1);
  EXPECT_NE(server.Stdout().find(problems + ":1: problem tie: lis: the longest "
                                 "increasing subsequence is not unique"),
            std::string::npos)
      << server.Stdout();
}

// SIGTERM while a slow batch is being scored: the batch is still answered
// in full, then the server exits 0.
TEST(BinariesTest, SigtermFinishesTheInflightBatch) {
  // A grace far longer than the batch, even in the sanitizer builds on a
  // slow machine (the default 30 s once ran out under TSan: the drain then
  // rightly cancels the call, which is not what this test is about).
  ServerProcess server({"--demo", "--threads=1", "--max_output_bytes=4194304",
                        "--shutdown_grace_seconds=300"});
  ASSERT_GT(server.grpc_port(), 0);
  // Outputs of 4 MiB: the answer, then boxes that never close. The \boxed
  // scanner tries boxes from the end until it has read the output's length,
  // then falls back to a forward pass: every byte is read about three
  // times, so the batch takes a while on one thread. Under ASan (the
  // server unoptimised and instrumented) a rollout takes ~60x as long as
  // in the plain build: 40 of them once took more than the call's 280 s
  // with other tests on both cores, so that suite sends 4 (still seconds
  // of work, while the test needs milliseconds to see the batch in flight).
  // TSan (the server instrumented there too) took 43 s with 40: it sends 4
  // as well.
  referee::v1::ScoreRequest request;
  std::string slow = "\\boxed{42}";
  while (slow.size() < (4u << 20) - 16) slow += "\\boxed{";
  const int rollouts =
      testing::kUnderAddressSanitizer || testing::kUnderThreadSanitizer ? 4 : 40;
  for (int i = 0; i < rollouts; ++i) {
    *request.add_rollouts() = testing::MakeRollout("demo-math-sum", slow);
  }
  // answer_match takes the first closed box; math_equiv (the default) gives
  // an output whose last box never closes no answer.
  request.mutable_spec()->add_terms()->set_verifier("answer_match");
  // And a deadline to match: under TSan, with other tests on both cores,
  // the batch once took more than the default 60 s.
  ClientOptions options;
  options.timeout_seconds = 280;
  // One replica, busy for a long time on purpose: no health probe and no
  // second attempt. Under TSan a probe of the server receiving 160 MB once
  // took more than its 0.5 s; the attempt was then cancelled as stalled and
  // resent until SIGTERM, and the resent call was refused by the drain.
  options.failover.attempt_timeout_seconds = options.timeout_seconds;
  options.failover.retries = 0;
  RefereeClient client(server.target(), options);
  referee::v1::ScoreResponse response;
  absl::Status result;
  absl::Notification done;
  client.ScoreAsync(&request, &response, [&](absl::Status s) {
    result = s;
    done.Notify();
  });
  // Wait until the server is scoring the batch, then ask it to stop.
  bool inflight = false;
  for (int i = 0; i < 600 && !inflight && !done.HasBeenNotified(); ++i) {
    auto metrics = testing::HttpGet(server.metrics_port(), "/metrics");
    inflight = metrics.ok() &&
               testing::MetricValue(*metrics, "referee_inflight_requests") == 1;
    if (!inflight) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(inflight) << "the batch finished before SIGTERM could be sent";
  server.process().Signal(SIGTERM);
  done.WaitForNotification();
  // The server's log says how far the drain got (once, in a sanitizer
  // suite, the call saw no answer within its 280 s).
  ASSERT_TRUE(result.ok()) << result << "\nserver stderr:\n" << server.process().Stderr();
  ASSERT_EQ(response.rewards_size(), rollouts);
  for (float reward : response.rewards()) EXPECT_EQ(reward, 1.0f);
  EXPECT_EQ(server.process().Wait(), 0);
}

}  // namespace
}  // namespace referee

namespace referee {
namespace {

// The environment verbs end to end: generate locally, sample and score
// through the server, fold outcomes, bench an environment and Sample.
TEST(BinariesTest, EnvironmentVerbs) {
  CliResult listed = RunCli({"environments", "--local"});
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_NE(listed.out.find("sorting "), std::string::npos);
  EXPECT_NE(listed.out.find("levels 0..70"), std::string::npos);
  EXPECT_NE(listed.out.find("family: sequences, source: RLVE-Gym:Sorting"),
            std::string::npos) << listed.out;
  EXPECT_NE(listed.out.find("family: puzzles, source: seed 004:Bridges"),
            std::string::npos);

  CliResult generated = RunCli({"generate", "--env=sorting", "--difficulty=2",
                                "--count=3", "--seed=40", "--reference"});
  ASSERT_EQ(generated.exit_code, 0) << generated.err;
  EXPECT_NE(generated.out.find("\"id\":\"env/sorting/2/40\""), std::string::npos);
  EXPECT_NE(generated.out.find("\"id\":\"env/sorting/2/42\""), std::string::npos);
  EXPECT_NE(generated.out.find("referenceOutput"), std::string::npos);
  CliResult plain = RunCli({"generate", "--env=sorting", "--count=1"});
  EXPECT_NE(plain.out.find("\"referenceOutput\":\"\""), std::string::npos);
  EXPECT_EQ(RunCli({"generate", "--env=nope", "--count=1"}).exit_code, 2);

  ServerProcess server({});
  ASSERT_GT(server.grpc_port(), 0);
  const std::string curriculum =
      R"(--curriculum={"environments": [{"name": "multiplication", "high": 2}]})";
  CliResult sampled = RunCli({"sample", "--target=" + server.target(), curriculum,
                              "--count=5", "--seed=9", "--reference"});
  ASSERT_EQ(sampled.exit_code, 0) << sampled.err;
  CliResult local = RunCli({"sample", "--local", curriculum, "--count=5",
                            "--seed=9", "--reference"});
  // Same request, same problems (JSON key order inside `instance` is the
  // protobuf map's and may differ between processes).
  const std::vector<std::string> local_lines =
      absl::StrSplit(local.out, '\n', absl::SkipEmpty());
  const std::vector<std::string> remote_lines =
      absl::StrSplit(sampled.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(local_lines.size(), 5u);
  ASSERT_EQ(remote_lines.size(), 5u);
  for (size_t i = 0; i < 5; ++i) {
    referee::v1::Problem a, b;
    ASSERT_TRUE(ParseJsonMessage(local_lines[i], &a).ok());
    ASSERT_TRUE(ParseJsonMessage(remote_lines[i], &b).ok());
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(a, b)) << i;
  }
  // Score each problem's reference output by its id alone.
  std::string rollouts;
  for (absl::string_view line : absl::StrSplit(sampled.out, '\n', absl::SkipEmpty())) {
    referee::v1::Problem problem;
    ASSERT_TRUE(ParseJsonMessage(line, &problem).ok()) << line;
    referee::v1::Rollout rollout;
    rollout.set_prompt_id(problem.id());
    rollout.set_output(problem.reference_output());
    absl::StrAppend(&rollouts, PrintJsonLine(rollout), "\n");
  }
  const std::string rollouts_file = testing::WriteTempFile("env.jsonl", rollouts);
  CliResult scored = RunCli({"score", "--target=" + server.target(),
                             "--rollouts=" + rollouts_file});
  ASSERT_EQ(scored.exit_code, 0) << scored.err;
  EXPECT_EQ(std::count(scored.out.begin(), scored.out.end(), '\n'), 5);
  EXPECT_EQ(scored.out.find("\"correct\":false"), std::string::npos) << scored.out;

  const std::string outcomes = testing::WriteTempFile(
      "outcomes.jsonl",
      "{\"prompt_id\": \"env/sorting/0/1\", \"correct\": true}\n"
      "{\"prompt_id\": \"env/sorting/0/2\", \"correct\": true}\n");
  CliResult folded = RunCli(
      {"curriculum", "--target=" + server.target(), "--outcomes=" + outcomes,
       R"(--curriculum={"environments": [{"name": "sorting"}], "min_attempts": 2})"});
  ASSERT_EQ(folded.exit_code, 0) << folded.err;
  EXPECT_NE(folded.out.find("\"high\":1"), std::string::npos) << folded.out;
  CliResult bad = RunCli({"sample", "--local", R"(--curriculum={"environments": []})"});
  EXPECT_EQ(bad.exit_code, 2);

  CliResult bench = RunCli({"bench", "--target=" + server.target(),
                            "--task=env/sudoku/3", "--batches=5",
                            "--batch_size=64", "--json"});
  EXPECT_EQ(bench.exit_code, 0) << bench.err;
  EXPECT_NE(bench.out.find("\"failed\": 0"), std::string::npos) << bench.out;
  CliResult sample_bench = RunCli({"bench", "--target=" + server.target(), curriculum,
                                   "--batches=3", "--batch_size=32"});
  EXPECT_EQ(sample_bench.exit_code, 0) << sample_bench.err;
  EXPECT_NE(sample_bench.out.find("\"mode\": \"sample\""), std::string::npos);
}

}  // namespace
}  // namespace referee
