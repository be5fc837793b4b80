// The server's program runner (DESIGN §12): `workers` referee-sandbox
// processes, each fed one run at a time by a thread of this pool (so runs
// never hold a scoring-pool thread), behind one bounded queue. Workers are
// started with posix_spawn (the threaded server never forks), each with
// its own uid for its runs when the server is root, and restarted if one
// dies. Start() first runs `referee-sandbox --probe` and refuses to start
// when the machine cannot isolate programs.
#ifndef REFEREE_SANDBOX_SANDBOX_POOL_H_
#define REFEREE_SANDBOX_SANDBOX_POOL_H_

#include <sys/types.h>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/status/statusor.h"
#include "engine/code_runner.h"

namespace referee::sandbox {

struct SandboxPoolOptions {
  std::string worker_binary;  // referee-sandbox's path.
  int workers = 2;            // Concurrent runs (the server's default: cores).
  uid_t first_uid = 990000;   // Worker i runs programs as first_uid + i (root only).
  size_t max_queued_runs = size_t{1} << 16;
  std::vector<std::string> worker_flags;  // E.g. --bwrap=PATH, --python3=PATH.
  CodeRunMetrics* metrics = nullptr;      // May be null.
};

class SandboxPool final : public CodeRunner {
 public:
  static absl::StatusOr<std::unique_ptr<SandboxPool>> Start(SandboxPoolOptions options);
  // Cancels queued runs, waits for the runs in flight, stops the workers.
  ~SandboxPool() override;

  std::vector<std::string> Languages() const override;
  void RunAll(std::vector<v1::sandbox::Run> runs, std::function<bool()> cancelled,
              absl::AnyInvocable<void(Results) &&> done) override;

  int workers() const { return static_cast<int>(workers_.size()); }

 private:
  struct Group;
  struct Job {
    std::shared_ptr<Group> group;
    size_t index;
    v1::sandbox::Run run;
  };
  struct Worker {
    pid_t pid = -1;
    int fd = -1;
    uid_t uid = 0;
    std::thread thread;
  };

  explicit SandboxPool(SandboxPoolOptions options) : options_(std::move(options)) {}
  absl::Status Spawn(Worker& worker);
  void Reap(Worker& worker);
  void Serve(Worker& worker);
  v1::sandbox::Result Exchange(Worker& worker, const v1::sandbox::Run& run);

  const SandboxPoolOptions options_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::mutex mu_;
  std::condition_variable work_ready_;
  std::deque<Job> queue_;  // Guarded by mu_.
  bool stopping_ = false;  // Guarded by mu_.
};

}  // namespace referee::sandbox

#endif  // REFEREE_SANDBOX_SANDBOX_POOL_H_
