// `referee bench`: a load generator. Puts the workload's problems on the
// server (unless they travel inline), then sends `batches` copies of its
// batch: unary Score calls with `concurrency` in flight, or `concurrency`
// ScoreStreams each keeping `window` batches unanswered; calls and streams
// take the `connections` channels in turn. Reports throughput, latency
// percentiles and its own CPU, as text or one JSON object, with a progress
// line on stderr every second.
//
// It must never be what limits the figure: the unary batch is serialized
// once and sent as bytes (encoding 1 MB per call would cost the client
// about as much as the server's parse), responses are decoded only to
// check their size, and the CPU it used is reported, with a warning when
// it nears all the cores it may run on.
#include <sched.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "client/bench_workload.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

using Clock = std::chrono::steady_clock;

double Percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  const size_t rank = static_cast<size_t>(p * (sorted.size() - 1) + 0.5);
  return sorted[std::min(rank, sorted.size() - 1)];
}

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Prints "answered/total batches, rollouts/s" to stderr every second until
// destroyed.
class ProgressLine {
 public:
  ProgressLine(bool enabled, int total, int batch_size,
               const std::atomic<int>* answered)
      : start_(Clock::now()) {
    if (!enabled) return;
    thread_ = std::thread([=] {
      bool printed = false;
      while (!stop_.WaitForNotificationWithTimeout(absl::Seconds(1))) {
        const int done = answered->load();
        std::fprintf(stderr, "\r%d/%d batches, %.0f rollouts/s   ", done, total,
                     static_cast<double>(done) * batch_size / SecondsSince(start_));
        printed = true;
      }
      if (printed) std::fprintf(stderr, "\n");  // End the progress line.
    });
  }
  ~ProgressLine() {
    stop_.Notify();
    if (thread_.joinable()) thread_.join();
  }

 private:
  const Clock::time_point start_;
  absl::Notification stop_;
  std::thread thread_;
};

// User plus system CPU seconds this process has used.
double ProcessCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return t.tv_sec + t.tv_usec * 1e-6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// The cores this process may run on (its affinity, e.g. under taskset).
int AllowedCores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof(set), &set) != 0) return 1;
  return std::max(1, CPU_COUNT(&set));
}

// The rewards a serialized ScoreResponse holds, or -1 when it does not
// parse.
int RewardCount(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  if (!buffer.Dump(&slices).ok()) return -1;
  std::string bytes;
  bytes.reserve(buffer.Length());
  for (const grpc::Slice& slice : slices) {
    bytes.append(reinterpret_cast<const char*>(slice.begin()), slice.size());
  }
  referee::v1::ScoreResponse response;
  if (!response.ParseFromString(bytes)) return -1;
  return response.rewards_size();
}

struct Tally {
  absl::Mutex mu;
  std::vector<double> latencies ABSL_GUARDED_BY(mu);  // Per answered batch.
  int failed ABSL_GUARDED_BY(mu) = 0;
  std::string first_error ABSL_GUARDED_BY(mu);
  std::atomic<int> answered{0};  // Batches answered in full.

  void Fail(const std::string& error) {
    absl::MutexLock lock(&mu);
    if (failed++ == 0) first_error = error;
  }
};

// `concurrency` calls in flight; each completion sends the next batch on
// the next channel.
void RunUnary(const BenchOptions& options,
              std::vector<std::unique_ptr<RefereeClient>>& clients,
              const referee::v1::ScoreRequest& request, Tally& tally) {
  grpc::ByteBuffer serialized;
  {
    const std::string bytes = request.SerializeAsString();
    grpc::Slice slice(bytes);
    serialized = grpc::ByteBuffer(&slice, 1);
  }
  std::atomic<int> sent{0};
  absl::Notification all_done;
  std::atomic<int> finished{0};
  std::function<void()> send_one = [&] {
    const int number = sent.fetch_add(1);
    if (number >= options.batches) return;
    auto* response = new grpc::ByteBuffer();
    const auto t0 = Clock::now();
    clients[number % clients.size()]->ScoreSerializedAsync(
        &serialized, response, [&, response, t0](absl::Status s) {
          const double seconds = SecondsSince(t0);
          if (s.ok() && RewardCount(*response) != request.rollouts_size()) {
            s = absl::InternalError("a response of the wrong size");
          }
          delete response;
          // Only answered batches count in the throughput and latency: a
          // failed one (overload, deadline) is no rollout scored.
          if (s.ok()) {
            absl::MutexLock lock(&tally.mu);
            tally.latencies.push_back(seconds);
          }
          if (s.ok()) {
            tally.answered.fetch_add(1);
          } else {
            tally.Fail(s.ToString());
          }
          send_one();
          if (finished.fetch_add(1) + 1 == options.batches) all_done.Notify();
        });
  };
  for (int i = 0; i < std::min(options.concurrency, options.batches); ++i) {
    send_one();
  }
  all_done.WaitForNotification();
}

// `concurrency` streams on threads of their own, each sending its share of
// the batches with `window` unanswered at a time. A batch's latency runs from
// its hand-off to gRPC to its response (matched by request_id).
void RunStreams(const BenchOptions& options,
                std::vector<std::unique_ptr<RefereeClient>>& clients,
                const referee::v1::ScoreRequest& request, Tally& tally) {
  std::vector<std::thread> streams;
  for (int s = 0; s < options.concurrency; ++s) {
    const int share = options.batches / options.concurrency +
                      (s < options.batches % options.concurrency ? 1 : 0);
    streams.emplace_back([&, s, share] {
      // One copy of the batch, its request_id rewritten for each write: a
      // stream has one write at a time, and request_at(i) is called only
      // after write i - 1 is done (a copy per batch would hold the whole
      // run's data in memory).
      referee::v1::ScoreRequest slot = request;
      const std::function<const referee::v1::ScoreRequest*(size_t)> request_at =
          [&](size_t i) {
            slot.set_request_id(absl::StrCat(i));
            return &slot;
          };
      absl::Mutex sent_mu;
      std::vector<Clock::time_point> sent_at(share);
      const std::function<void(size_t)> on_write = [&](size_t i) {
        absl::MutexLock lock(&sent_mu);
        sent_at[i] = Clock::now();
      };
      int answered = 0;
      absl::Status status = clients[s % clients.size()]->ScoreStream(
          share, request_at, options.window,
          [&](referee::v1::ScoreResponse& response) {
            ++answered;
            tally.answered.fetch_add(1);
            size_t index = 0;
            if (response.rewards_size() != request.rollouts_size() ||
                !absl::SimpleAtoi(response.request_id(), &index) ||
                index >= sent_at.size()) {
              tally.Fail("a response of the wrong size or request_id");
              return true;
            }
            double seconds;
            {
              absl::MutexLock lock(&sent_mu);
              seconds = SecondsSince(sent_at[index]);
            }
            absl::MutexLock lock(&tally.mu);
            tally.latencies.push_back(seconds);
            return true;
          },
          on_write);
      if (!status.ok()) tally.Fail(status.ToString());
      for (int i = answered; i < share; ++i) tally.Fail("unanswered batch");
    });
  }
  for (std::thread& thread : streams) thread.join();
}

}  // namespace

// --sample: `batches` Sample calls of `batch_size` problems, one at a time,
// each with its own seed (so every problem is generated, none cached;
// give each run its own --seed).
int RunSampleBench(const BenchOptions& options) {
  referee::v1::SampleRequest request;
  if (absl::Status s = ParseJsonFlag(options.curriculum, request.mutable_curriculum());
      !s.ok()) {
    std::cerr << "referee bench: --curriculum: " << s << "\n";
    return 2;
  }
  request.set_count(options.batch_size);
  RefereeClient client(options.target);
  std::vector<double> latencies;
  int failed = 0;
  const auto start = Clock::now();
  for (int i = 0; i < options.batches; ++i) {
    // New seeds each call and each run: no problem comes from the cache.
    request.set_seed(options.seed * static_cast<uint64_t>(options.batches) +
                     static_cast<uint64_t>(i) + 1);
    const auto call_start = Clock::now();
    auto response = client.Sample(request);
    latencies.push_back(SecondsSince(call_start));
    if (!response.ok()) {
      if (failed++ == 0) std::cerr << "referee bench: " << response.status() << "\n";
    }
  }
  const double elapsed = SecondsSince(start);
  std::sort(latencies.begin(), latencies.end());
  std::printf(
      "{\"mode\": \"sample\", \"calls\": %d, \"count\": %d, \"failed\": %d, "
      "\"problems_per_second\": %.1f, \"p50_ms\": %.3f, \"p90_ms\": %.3f, "
      "\"p99_ms\": %.3f, \"max_ms\": %.3f}\n",
      options.batches, options.batch_size, failed,
      options.batches * static_cast<double>(options.batch_size) / elapsed,
      Percentile(latencies, 0.5) * 1e3, Percentile(latencies, 0.9) * 1e3,
      Percentile(latencies, 0.99) * 1e3, latencies.back() * 1e3);
  return failed == 0 ? 0 : 1;
}

// --step=NAME/LEVEL: Step and Score, `batches` calls each of the same
// `batch_size` episodes (module comment in commands.h).
int RunStepBench(const BenchOptions& options) {
  const std::vector<std::string> parts = absl::StrSplit(options.step, '/');
  int level = 0;
  if (parts.size() != 2 || !absl::SimpleAtoi(parts[1], &level)) {
    std::cerr << "referee bench: --step must be NAME/LEVEL\n";
    return 2;
  }
  Catalog catalog;
  if (absl::Status s = RegisterBuiltins(catalog); !s.ok()) {
    std::cerr << "referee bench: " << s << "\n";
    return 1;
  }
  const TaskType* task = catalog.tasks.Find(parts[0]);
  if (task == nullptr || level < 0 || level > task->MaxDifficulty()) {
    std::cerr << "referee bench: --step: no environment level " << options.step << "\n";
    return 2;
  }
  referee::v1::StepRequest step;
  referee::v1::ScoreRequest score;
  int64_t actions = 0;
  for (int i = 0; i < options.batch_size; ++i) {
    const std::string id = FormatEnvId(task->Name(), level, static_cast<uint64_t>(i));
    absl::StatusOr<referee::v1::Problem> problem = task->Generate(level, static_cast<uint64_t>(i));
    if (!problem.ok()) {
      std::cerr << "referee bench: " << problem.status() << "\n";
      return 1;
    }
    referee::v1::Episode& episode = *step.add_episodes();
    episode.set_prompt_id(id);
    // The reference policy's actions (TaskType::ReferencePolicy).
    referee::v1::Problem with_id = *problem;
    with_id.set_id(id);
    absl::StatusOr<PreparedProblemPtr> prepared = task->Prepare(std::move(with_id));
    if (!prepared.ok()) {
      std::cerr << "referee bench: " << prepared.status() << "\n";
      return 1;
    }
    for (std::string& action : task->ReferencePolicy(**prepared, problem->reference_output())) {
      episode.add_actions(std::move(action));
      ++actions;
    }
    referee::v1::Rollout& rollout = *score.add_rollouts();
    rollout.set_prompt_id(id);
    rollout.set_output(problem->reference_output());
  }
  RefereeClient client(options.target);
  auto run = [&](auto call) {
    std::vector<double> latencies;
    int failed = 0;
    const auto start = Clock::now();
    for (int i = 0; i < options.batches; ++i) {
      const auto call_start = Clock::now();
      if (!call().ok() && failed++ == 0) std::cerr << "referee bench: a call failed\n";
      latencies.push_back(SecondsSince(call_start));
    }
    std::sort(latencies.begin(), latencies.end());
    return std::make_tuple(SecondsSince(start), Percentile(latencies, 0.5), failed);
  };
  // One untimed call of each first: every problem generated and cached.
  (void)client.Step(step);
  (void)client.Score(score);
  const auto [step_seconds, step_p50, step_failed] = run([&] { return client.Step(step).status(); });
  const auto [score_seconds, score_p50, score_failed] =
      run([&] { return client.Score(score).status(); });
  const double episodes = options.batches * static_cast<double>(options.batch_size);
  std::printf(
      "{\"mode\": \"step\", \"environment\": \"%s\", \"calls\": %d, \"episodes\": %d, "
      "\"actions_per_episode\": %.1f, \"failed\": %d, \"step_episodes_per_second\": %.1f, "
      "\"score_episodes_per_second\": %.1f, \"step_p50_ms\": %.3f, \"score_p50_ms\": %.3f, "
      "\"score_over_step\": %.2f}\n",
      options.step.c_str(), options.batches, options.batch_size,
      static_cast<double>(actions) / options.batch_size, step_failed + score_failed,
      episodes / step_seconds, episodes / score_seconds, step_p50 * 1e3, score_p50 * 1e3,
      step_seconds / score_seconds);
  return step_failed + score_failed == 0 ? 0 : 1;
}

int RunBench(const BenchOptions& options) {
  if (!options.step.empty() && options.batches > 0 && options.batch_size > 0) {
    return RunStepBench(options);
  }
  if (!options.curriculum.empty() && options.batches > 0 &&
      options.batch_size > 0) {
    return RunSampleBench(options);
  }
  if (options.batches <= 0 || options.batch_size <= 0 ||
      options.concurrency <= 0 || options.connections <= 0 ||
      options.output_bytes < 0 || options.window <= 0) {
    std::cerr << "referee bench: --batches, --batch_size, --concurrency, "
                 "--connections and --window must be positive\n";
    return 2;
  }
  BenchWorkloadOptions workload_options;
  workload_options.tasks = options.task;
  workload_options.batch_size = options.batch_size;
  workload_options.output_bytes = options.output_bytes;
  workload_options.group_size = options.group_size;
  workload_options.inline_problems = options.inline_problems;
  workload_options.spec_json = options.spec;
  auto workload = MakeBenchWorkload(workload_options);
  if (!workload.ok()) {
    std::cerr << "referee bench: " << workload.status() << "\n";
    return 2;
  }
  std::vector<std::unique_ptr<RefereeClient>> clients;
  ClientOptions client_options;
  client_options.own_connection = true;  // N channels = N TCP connections.
  for (int i = 0; i < options.connections; ++i) {
    clients.push_back(std::make_unique<RefereeClient>(options.target, client_options));
  }
  // Every connection's replica gets the problems (a round_robin target may
  // reach several), and so does every replica of a list.
  referee::v1::PutProblemsRequest put;
  put.set_replace(true);  // A second run puts the same problems again.
  for (const auto& problem : workload->problems) *put.add_problems() = problem;
  auto put_through = [&put](RefereeClient& client) {
    if (put.problems_size() == 0) return true;
    auto added = client.PutProblems(put);
    if (!added.ok()) std::cerr << "referee bench: PutProblems: " << added.status() << "\n";
    return added.ok();
  };
  for (auto& client : clients) {
    if (!put_through(*client)) return 1;
  }
  if (SplitTargets(options.target).size() > 1) {
    for (const std::string& replica : SplitTargets(options.target)) {
      RefereeClient one(replica, client_options);
      if (!put_through(one)) return 1;
    }
  }

  Tally tally;
  const double cpu_start = ProcessCpuSeconds();
  const auto start = Clock::now();
  {
    ProgressLine progress(options.progress && !options.json, options.batches,
                          options.batch_size, &tally.answered);
    if (options.stream) {
      RunStreams(options, clients, workload->request, tally);
    } else {
      RunUnary(options, clients, workload->request, tally);
    }
  }
  const double elapsed = SecondsSince(start);
  const double client_cpu_cores = (ProcessCpuSeconds() - cpu_start) / elapsed;
  const int allowed_cores = AllowedCores();
  // Near every core it may use, the client may be what limits the figure.
  const bool client_bound = client_cpu_cores >= 0.85 * allowed_cores;
  // Every call is done: take the tally out of its lock once.
  std::vector<double> latencies;
  int failed = 0;
  std::string first_error;
  {
    absl::MutexLock lock(&tally.mu);
    latencies = std::move(tally.latencies);
    failed = tally.failed;
    first_error = tally.first_error;
  }
  std::sort(latencies.begin(), latencies.end());
  const double rollouts_per_second =
      static_cast<double>(tally.answered.load()) * options.batch_size / elapsed;
  const double p50 = Percentile(latencies, 0.5) * 1e3,
               p90 = Percentile(latencies, 0.9) * 1e3,
               p99 = Percentile(latencies, 0.99) * 1e3,
               max = latencies.empty() ? 0 : latencies.back() * 1e3;
  const char* mode = options.stream ? "stream" : "unary";
  if (options.json) {
    std::printf(
        "{\"mode\": \"%s\", \"task\": \"%s\", \"batches\": %d, "
        "\"batch_size\": %d, \"concurrency\": %d, \"connections\": %d, "
        "\"window\": %d, \"output_bytes\": %d, \"group_size\": %d, "
        "\"inline\": %s, \"failed\": %d, "
        "\"seconds\": %.6f, \"rollouts_per_second\": %.1f, \"p50_ms\": %.3f, "
        "\"p90_ms\": %.3f, \"p99_ms\": %.3f, \"max_ms\": %.3f, "
        "\"client_cpu_cores\": %.3f, \"client_allowed_cores\": %d, "
        "\"client_bound\": %s}\n",
        mode, options.task.c_str(), options.batches, options.batch_size,
        options.concurrency, options.connections, options.window,
        options.output_bytes, options.group_size,
        options.inline_problems ? "true" : "false", failed, elapsed,
        rollouts_per_second, p50, p90, p99, max, client_cpu_cores,
        allowed_cores, client_bound ? "true" : "false");
  } else {
    std::printf("%s: %d batches x %d rollouts x %d bytes (%s, groups of %d, "
                "problems %s), %d in flight over %d connections: %.2f s\n",
                mode, options.batches, options.batch_size, options.output_bytes,
                options.task.c_str(), options.group_size,
                options.inline_problems ? "inline" : "put first",
                options.concurrency, options.connections, elapsed);
    std::printf("throughput: %.0f rollouts/s\n", rollouts_per_second);
    std::printf("latency per batch: p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, "
                "max %.3f ms\n", p50, p90, p99, max);
    std::printf("client CPU: %.2f of %d allowed cores\n", client_cpu_cores,
                allowed_cores);
    if (failed > 0) {
      std::printf("failed batches: %d (first: %s)\n", failed,
                  first_error.c_str());
    }
  }
  if (client_bound) {
    std::fprintf(stderr,
                 "referee bench: warning: the load generator used %.2f of the "
                 "%d cores it may run on; the figure may be its limit, not "
                 "the server's (give it a core of its own: taskset)\n",
                 client_cpu_cores, allowed_cores);
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace referee
