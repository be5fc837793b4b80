// One program run, isolated (DESIGN §12): bubblewrap in new user, PID,
// IPC, UTS, cgroup and mount namespaces inside the worker's own empty
// network namespace (EnterWorkerNamespaces), a read-only root holding
// only the interpreter, a private size-bounded tmpfs, the seccomp filter,
// rlimits (sandbox/limits_exec_main.cc), a wall-clock kill and capped
// captured output. Used only inside `referee-sandbox` workers, which are
// single-threaded (so fork() is safe): the server never calls it.
#ifndef REFEREE_SANDBOX_ISOLATION_H_
#define REFEREE_SANDBOX_ISOLATION_H_

#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/sandbox.pb.h"

namespace referee::sandbox {

struct IsolationOptions {
  std::string bwrap = "/usr/bin/bwrap";
  std::string python3 = "/usr/bin/python3";
  // referee-sandbox-exec, read once and copied into each sandbox; empty:
  // next to the running executable.
  std::string launcher;
  // When the worker starts as root, it becomes this uid and gid for good
  // before its first run (root is exempt from RLIMIT_NPROC, and a run must
  // not hold root's rights outside its namespace). One uid per worker, so
  // that concurrent runs never share a process count.
  uid_t run_uid = 990000;
  gid_t run_gid = 990000;
  int max_processes = 32;       // RLIMIT_NPROC inside the namespace.
  int max_open_files = 64;      // RLIMIT_NOFILE.
  int64_t tmpfs_bytes = 16 << 20;  // /tmp's size.
  int64_t file_bytes = 8 << 20;    // RLIMIT_FSIZE.
};

// Languages the sandbox can run: "python3".
std::vector<std::string> SandboxLanguages();

class Isolation {
 public:
  // Finds the interpreter's files and builds the seccomp filter. Fails with
  // a clear message when something is missing; it does not try a run (see
  // Probe).
  static absl::StatusOr<std::unique_ptr<Isolation>> Create(IsolationOptions options);

  // Makes the calling process (the worker: it must be single-threaded) the
  // home of this worker's runs, once: drops root for run_uid, then enters a
  // new user namespace and a new network namespace, and checks that the
  // latter has no interface but a loopback that is down. Every run then
  // shares that empty network namespace instead of creating one, which is
  // most of what a fresh namespace costs (docs/PERFORMANCE.md): runs of a
  // worker are sequential, none of their processes outlives its run, and no
  // run holds a capability over the namespace (it is owned by the worker's
  // user namespace, each run has its own below it), so nothing of one run
  // is left there for the next. Every other namespace is still new per run.
  absl::Status EnterWorkerNamespaces();

  // Runs `run` and waits for it (at most its wall-clock limit plus the
  // kill). Never throws; a run that could not be isolated is SANDBOX_ERROR
  // and nothing of it ran unisolated (before EnterWorkerNamespaces has
  // succeeded, every run is SANDBOX_ERROR).
  v1::sandbox::Result Execute(const v1::sandbox::Run& run) const;

  // Runs a known program and checks what isolation it sees (no network
  // interface up, its own PID namespace, root read-only): Ok or the reason
  // this machine cannot isolate programs.
  absl::Status Probe() const;

 private:
  Isolation() = default;
  std::vector<std::string> Arguments(const v1::sandbox::Run& run) const;

  IsolationOptions options_;
  std::string seccomp_;      // The BPF program.
  std::string launcher_;     // referee-sandbox-exec's bytes.
  std::string interpreter_;  // python3's real path.
  std::string stdlib_;       // Its standard library's folder.
  bool in_worker_namespaces_ = false;
};

}  // namespace referee::sandbox

#endif  // REFEREE_SANDBOX_ISOLATION_H_
