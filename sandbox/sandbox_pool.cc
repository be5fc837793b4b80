#include "sandbox/sandbox_pool.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "sandbox/framing.h"

extern char** environ;

namespace referee::sandbox {
namespace {

using v1::sandbox::Result;

Result Failed(std::string message) {
  Result result;
  result.set_outcome(v1::sandbox::SANDBOX_ERROR);
  result.set_message(std::move(message));
  return result;
}

// Starts `argv` with `stdio` (or nothing) as its stdin and stdout and a pipe
// as its stderr when `stderr_pipe` is given. posix_spawn, not fork: the
// server has many threads.
absl::StatusOr<pid_t> SpawnProcess(const std::vector<std::string>& args, int stdio,
                                   int* stderr_pipe) {
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  int err[2] = {-1, -1};
  if (stdio >= 0) {
    posix_spawn_file_actions_adddup2(&actions, stdio, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, stdio, STDOUT_FILENO);
  }
  if (stderr_pipe != nullptr) {
    if (pipe2(err, O_CLOEXEC) != 0) {
      posix_spawn_file_actions_destroy(&actions);
      return absl::InternalError("pipe failed");
    }
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  }
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (stderr_pipe != nullptr) {
    close(err[1]);
    *stderr_pipe = err[0];
  }
  if (rc != 0) {
    if (stderr_pipe != nullptr) close(err[0]);
    return absl::FailedPreconditionError(
        absl::StrCat("cannot start ", args[0], ": errno ", rc));
  }
  return pid;
}

}  // namespace

// The runs of one RunAll call.
struct SandboxPool::Group {
  std::function<bool()> cancelled;
  absl::AnyInvocable<void(Results) &&> done;
  Results results;
  std::atomic<size_t> left{0};

  // Each index is completed once, by one thread; the last calls `done`.
  void Complete(size_t index, Result result) {
    results[index] = std::move(result);
    if (left.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      std::move(done)(std::move(results));
    }
  }
};

absl::StatusOr<std::unique_ptr<SandboxPool>> SandboxPool::Start(SandboxPoolOptions options) {
  if (options.workers < 1) return absl::InvalidArgumentError("--sandbox_workers must be >= 1");
  // The probe: one isolated run of a program that checks its confinement.
  {
    std::vector<std::string> args = {options.worker_binary, "--probe",
                                     absl::StrCat("--run_uid=", options.first_uid)};
    args.insert(args.end(), options.worker_flags.begin(), options.worker_flags.end());
    int err = -1;
    absl::StatusOr<pid_t> pid = SpawnProcess(args, -1, &err);
    if (!pid.ok()) return pid.status();
    std::string message;
    char buffer[4096];
    for (ssize_t n; (n = read(err, buffer, sizeof buffer)) != 0;) {
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) break;
      if (message.size() < 16384) message.append(buffer, static_cast<size_t>(n));
    }
    close(err);
    int status = 0;
    while (waitpid(*pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      while (!message.empty() && message.back() == '\n') message.pop_back();
      return absl::FailedPreconditionError(absl::StrCat(
          "--sandbox=bwrap: ", message.empty() ? "the sandbox probe failed" : message));
    }
  }
  std::unique_ptr<SandboxPool> pool(new SandboxPool(std::move(options)));
  for (int i = 0; i < pool->options_.workers; ++i) {
    auto worker = std::make_unique<Worker>();
    worker->uid = pool->options_.first_uid + static_cast<uid_t>(i);
    if (absl::Status s = pool->Spawn(*worker); !s.ok()) return s;
    pool->workers_.push_back(std::move(worker));
  }
  for (auto& worker : pool->workers_) {
    Worker* w = worker.get();
    SandboxPool* self = pool.get();
    w->thread = std::thread([self, w] { self->Serve(*w); });
  }
  return pool;
}

SandboxPool::~SandboxPool() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
  }
  work_ready_.notify_all();
  for (auto& worker : workers_) {
    if (worker->thread.joinable()) worker->thread.join();
    Reap(*worker);
  }
}

absl::Status SandboxPool::Spawn(Worker& worker) {
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
    return absl::InternalError("socketpair failed");
  }
  std::vector<std::string> args = {options_.worker_binary,
                                   absl::StrCat("--run_uid=", worker.uid)};
  args.insert(args.end(), options_.worker_flags.begin(), options_.worker_flags.end());
  absl::StatusOr<pid_t> pid = SpawnProcess(args, pair[1], nullptr);
  close(pair[1]);
  if (!pid.ok()) {
    close(pair[0]);
    return pid.status();
  }
  worker.pid = *pid;
  worker.fd = pair[0];
  return absl::OkStatus();
}

void SandboxPool::Reap(Worker& worker) {
  if (worker.fd >= 0) close(worker.fd);  // The worker exits at end of input.
  worker.fd = -1;
  if (worker.pid > 0) {
    kill(worker.pid, SIGKILL);  // In case it is stuck; its runs die with it.
    while (waitpid(worker.pid, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  worker.pid = -1;
}

Result SandboxPool::Exchange(Worker& worker, const v1::sandbox::Run& run) {
  if (worker.fd < 0) {
    if (absl::Status s = Spawn(worker); !s.ok()) return Failed(std::string(s.message()));
  }
  std::string frame;
  absl::Status status = WriteFrame(worker.fd, run.SerializeAsString());
  if (status.ok()) {
    // The worker ends every run by its wall-clock limit; allow it that and
    // some slack, then call the worker stuck.
    const int limit_ms = static_cast<int>(
        std::lround((1.5 * run.time_seconds() + 0.5) * 1000)) + 10000;
    pollfd ready = {worker.fd, POLLIN, 0};
    int polled;
    while ((polled = poll(&ready, 1, limit_ms)) < 0 && errno == EINTR) {
    }
    status = polled == 1 ? ReadFrame(worker.fd, &frame)
                         : absl::DeadlineExceededError("the worker did not answer");
  }
  Result result;
  if (status.ok() && result.ParseFromString(frame)) return result;
  // The worker died or garbled its answer: replace it. The run is lost,
  // reported as a sandbox error (the rollout's error, never a reward).
  Reap(worker);
  return Failed(absl::StrCat("sandbox worker failed: ",
                             status.ok() ? "unreadable result" : status.message()));
}

void SandboxPool::Serve(Worker& worker) {
  while (true) {
    Job job;
    size_t depth = 0;
    {
      std::unique_lock<std::mutex> lock(mu_);
      work_ready_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // Stopping, nothing left.
      job = std::move(queue_.front());
      queue_.pop_front();
      depth = queue_.size();
      if (stopping_) {
        lock.unlock();
        job.group->Complete(job.index, Failed("the server is stopping"));
        continue;
      }
    }
    if (options_.metrics != nullptr) options_.metrics->QueueDepth(static_cast<int64_t>(depth));
    if (job.group->cancelled && job.group->cancelled()) {
      job.group->Complete(job.index, Failed("cancelled"));
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    Result result = Exchange(worker, job.run);
    if (options_.metrics != nullptr) {
      options_.metrics->RunFinished(
          job.run.language(), v1::sandbox::Outcome_Name(result.outcome()),
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    job.group->Complete(job.index, std::move(result));
  }
}

std::vector<std::string> SandboxPool::Languages() const { return {"python3"}; }

void SandboxPool::RunAll(std::vector<v1::sandbox::Run> runs, std::function<bool()> cancelled,
                         absl::AnyInvocable<void(Results) &&> done) {
  auto group = std::make_shared<Group>();
  group->cancelled = std::move(cancelled);
  group->done = std::move(done);
  group->results.resize(runs.size());
  if (runs.empty()) {
    std::move(group->done)({});
    return;
  }
  group->left.store(runs.size(), std::memory_order_relaxed);
  std::vector<size_t> refused;
  size_t depth = 0;
  {
    std::lock_guard<std::mutex> lock(mu_);
    for (size_t i = 0; i < runs.size(); ++i) {
      if (stopping_ || queue_.size() >= options_.max_queued_runs) {
        refused.push_back(i);
      } else {
        queue_.push_back({group, i, std::move(runs[i])});
      }
    }
    depth = queue_.size();
  }
  work_ready_.notify_all();
  if (options_.metrics != nullptr) options_.metrics->QueueDepth(static_cast<int64_t>(depth));
  for (size_t i : refused) group->Complete(i, Failed("the sandbox queue is full"));
}

}  // namespace referee::sandbox
