// `referee bench`: a first load generator. Sends `batches` Score calls of
// `batch_size` rollouts, `concurrency` in flight at a time over one channel,
// and reports throughput and latency percentiles.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "verifiers/tasks/generate.h"

namespace referee {
namespace {

constexpr char kBenchPromptId[] = "bench-answer";

// A filler paragraph of about `bytes` bytes that ends in a final answer, so
// the scanners walk the whole output as they would a real one.
std::string MakeOutput(int bytes, bool correct) {
  const std::string answer = correct ? "\\boxed{42}" : "\\boxed{41}";
  std::string output;
  static constexpr char kFiller[] =
      "Let me think step by step about the sum of 17 and 25. ";
  while (output.size() + answer.size() < static_cast<size_t>(bytes)) {
    output += kFiller;
  }
  output.resize(std::max<int>(0, bytes - static_cast<int>(answer.size())));
  return output + answer;
}

double Percentile(std::vector<double> sorted, double p) {
  if (sorted.empty()) return 0;
  const size_t rank = static_cast<size_t>(p * (sorted.size() - 1) + 0.5);
  return sorted[std::min(rank, sorted.size() - 1)];
}

// --stream: `concurrency` streams on threads of their own, each sending its
// share of the batches with `window` unanswered at a time. Reports
// throughput; per-batch latency is not measured on streams.
int RunStreamBench(const BenchOptions& options, RefereeClient& client,
                   const referee::v1::ScoreRequest& request) {
  absl::Mutex mu;
  int answered = 0, wrong_size = 0;
  std::string first_error;
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> streams;
  for (int s = 0; s < options.concurrency; ++s) {
    const int share = options.batches / options.concurrency +
                      (s < options.batches % options.concurrency ? 1 : 0);
    streams.emplace_back([&, share] {
      std::vector<referee::v1::ScoreRequest> requests(share, request);
      absl::Status status = client.ScoreStream(
          requests, options.window, [&](referee::v1::ScoreResponse& response) {
            absl::MutexLock lock(&mu);
            ++answered;
            if (response.rewards_size() != request.rollouts_size()) ++wrong_size;
            return true;
          });
      absl::MutexLock lock(&mu);
      if (!status.ok() && first_error.empty()) first_error = status.ToString();
    });
  }
  for (std::thread& thread : streams) thread.join();
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const double rollouts =
      static_cast<double>(answered) * options.batch_size;
  const int failed = options.batches - answered + wrong_size;
  if (options.json) {
    std::printf(
        "{\"mode\": \"stream\", \"batches\": %d, \"batch_size\": %d, "
        "\"streams\": %d, \"window\": %d, \"output_bytes\": %d, "
        "\"failed\": %d, \"seconds\": %.6f, \"rollouts_per_second\": %.1f}\n",
        options.batches, options.batch_size, options.concurrency,
        options.window, options.output_bytes, failed, elapsed,
        rollouts / elapsed);
  } else {
    std::printf("%d batches x %d rollouts x %d bytes over %d streams, window "
                "%d: %.2f s\n",
                options.batches, options.batch_size, options.output_bytes,
                options.concurrency, options.window, elapsed);
    std::printf("throughput: %.0f rollouts/s\n", rollouts / elapsed);
    if (failed > 0) {
      std::printf("failed batches: %d (%s)\n", failed, first_error.c_str());
    }
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace

namespace {

// --task=countdown: 64 problems of 3–4 numbers, each batch 16 rollouts per
// problem (GRPO groups): valid near misses with each operator, an answer
// missing a number, and one with no <answer> span, padded to
// output_bytes. Scored by countdown_ast, the distance search included.
absl::Status SetUpCountdown(const BenchOptions& options, RefereeClient& client,
                            referee::v1::ScoreRequest& request) {
  tasks::DatasetOptions dataset;
  dataset.task = "countdown";
  dataset.count = 64;
  dataset.seed = 7;
  dataset.numbers = "3..4";
  auto problems = tasks::GenerateDataset(dataset);
  if (!problems.ok()) return problems.status();
  referee::v1::PutProblemsRequest put;
  for (const auto& problem : *problems) *put.add_problems() = problem;
  if (auto added = client.PutProblems(put); !added.ok()) return added.status();
  request.mutable_spec()->add_terms()->set_verifier("countdown_ast");
  const int per_group = 16;
  for (int i = 0; request.rollouts_size() < options.batch_size; ++i) {
    const referee::v1::Problem& problem = (*problems)[(i / per_group) % problems->size()];
    const auto& numbers = problem.countdown().numbers();
    std::string answer;
    const int kind = i % per_group;
    const char ops[] = {'+', '-', '*', '/'};
    for (int k = 0; k < numbers.size(); ++k) {
      if (kind == 14 && k == numbers.size() - 1) break;  // A number missing.
      if (k > 0) absl::StrAppend(&answer, " ", std::string(1, ops[(kind + k) % 4]), " ");
      absl::StrAppend(&answer, numbers[(k + kind) % numbers.size()]);
    }
    std::string output = kind == 15 ? "I give up." : "<answer>" + answer + "</answer>";
    const std::string filler(
        std::max<int>(0, options.output_bytes - static_cast<int>(output.size())), '.');
    referee::v1::Rollout& rollout = *request.add_rollouts();
    rollout.set_prompt_id(problem.id());
    rollout.set_output(filler + output);
  }
  return absl::OkStatus();
}

}  // namespace

int RunBench(const BenchOptions& options) {
  if (options.batches <= 0 || options.batch_size <= 0 ||
      options.concurrency <= 0 || options.output_bytes < 0) {
    std::cerr << "referee bench: --batches, --batch_size and --concurrency "
                 "must be positive\n";
    return 2;
  }
  RefereeClient client(options.target);
  referee::v1::ScoreRequest request;
  if (options.task == "countdown") {
    if (absl::Status s = SetUpCountdown(options, client, request); !s.ok()) {
      std::cerr << "referee bench: " << s << "\n";
      return 1;
    }
  } else if (options.task == "answer") {
    referee::v1::PutProblemsRequest put;
    referee::v1::Problem& problem = *put.add_problems();
    problem.set_id(kBenchPromptId);
    problem.mutable_answer()->set_answer("42");
    if (auto added = client.PutProblems(put); !added.ok()) {
      std::cerr << "referee bench: " << added.status() << "\n";
      return 1;
    }
    for (int i = 0; i < options.batch_size; ++i) {
      referee::v1::Rollout& rollout = *request.add_rollouts();
      rollout.set_prompt_id(kBenchPromptId);
      rollout.set_output(MakeOutput(options.output_bytes, i % 2 == 0));
    }
  } else {
    std::cerr << "referee bench: --task must be answer or countdown\n";
    return 2;
  }

  if (options.stream) return RunStreamBench(options, client, request);

  absl::Mutex mu;
  std::vector<double> latencies;
  int sent = 0, done = 0, failed = 0;
  std::string first_error;
  const auto start = std::chrono::steady_clock::now();
  // Each completion starts the next batch, keeping `concurrency` in flight.
  std::function<void()> send_one = [&] {
    auto* response = new referee::v1::ScoreResponse();
    const auto t0 = std::chrono::steady_clock::now();
    client.ScoreAsync(&request, response, [&, response, t0](absl::Status s) {
      const double seconds = std::chrono::duration<double>(
                                 std::chrono::steady_clock::now() - t0)
                                 .count();
      delete response;
      bool more = false;
      {
        absl::MutexLock lock(&mu);
        latencies.push_back(seconds);
        ++done;
        if (!s.ok() && failed++ == 0) first_error = s.ToString();
        if (sent < options.batches) {
          ++sent;
          more = true;
        }
        if (done % std::max(1, options.batches / 10) == 0 && !options.json) {
          std::fprintf(stderr, "\r%d/%d batches", done, options.batches);
        }
      }
      if (more) send_one();
    });
  };
  {
    absl::MutexLock lock(&mu);
    sent = std::min(options.concurrency, options.batches);
  }
  for (int i = 0; i < std::min(options.concurrency, options.batches); ++i) {
    send_one();
  }
  {
    absl::MutexLock lock(&mu);
    auto all_done = [&]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu) {
      return done >= options.batches;
    };
    mu.Await(absl::Condition(&all_done));
  }
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::sort(latencies.begin(), latencies.end());
  const double rollouts =
      static_cast<double>(options.batches) * options.batch_size;
  const double p50 = Percentile(latencies, 0.5) * 1e3;
  const double p99 = Percentile(latencies, 0.99) * 1e3;
  const double max = latencies.back() * 1e3;
  if (options.json) {
    std::printf(
        "{\"batches\": %d, \"batch_size\": %d, \"concurrency\": %d, "
        "\"output_bytes\": %d, \"failed\": %d, \"seconds\": %.6f, "
        "\"rollouts_per_second\": %.1f, \"p50_ms\": %.3f, \"p99_ms\": %.3f, "
        "\"max_ms\": %.3f}\n",
        options.batches, options.batch_size, options.concurrency,
        options.output_bytes, failed, elapsed, rollouts / elapsed, p50, p99,
        max);
  } else {
    std::fprintf(stderr, "\n");
    std::printf("%d batches x %d rollouts x %d bytes, %d in flight: %.2f s\n",
                options.batches, options.batch_size, options.output_bytes,
                options.concurrency, elapsed);
    std::printf("throughput: %.0f rollouts/s\n", rollouts / elapsed);
    std::printf("latency per batch: p50 %.3f ms, p99 %.3f ms, max %.3f ms\n",
                p50, p99, max);
    if (failed > 0) {
      std::printf("failed batches: %d (first: %s)\n", failed,
                  first_error.c_str());
    }
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace referee
