// referee-sandbox: one sandbox worker (DESIGN §12). The server starts
// `--sandbox_workers` of them (sandbox/sandbox_pool.h); each reads runs on
// its standard input and answers each with its result on its standard
// output (sandbox/framing.h), one run at a time. Single-threaded, so that
// forking bubblewrap for each run is safe. It exits at the end of its
// input, and dies with the server (PR_SET_PDEATHSIG).
//
//   referee-sandbox [--run_uid=N] [--bwrap=PATH] [--python3=PATH]
//   referee-sandbox --probe     checks isolation, prints why it fails
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/string_view.h"
#include "absl/strings/strip.h"
#include "sandbox/framing.h"
#include "sandbox/isolation.h"

namespace {

bool Flag(absl::string_view arg, absl::string_view name, std::string* value) {
  if (!absl::ConsumePrefix(&arg, name) || !absl::ConsumePrefix(&arg, "=")) return false;
  *value = std::string(arg);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  // bubblewrap's own processes, orphaned when it exits, come back to this
  // worker (not to the machine's init, which in a container may never
  // reap them): each run reaps everything it started (isolation.cc).
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  referee::sandbox::IsolationOptions options;
  bool probe = false;
  for (int i = 1; i < argc; ++i) {
    std::string value;
    if (std::strcmp(argv[i], "--probe") == 0) {
      probe = true;
    } else if (Flag(argv[i], "--run_uid", &value)) {
      uint32_t uid = 0;
      if (!absl::SimpleAtoi(value, &uid) || uid == 0) {
        std::fprintf(stderr, "referee-sandbox: --run_uid must be a positive number\n");
        return 2;
      }
      options.run_uid = uid;
      options.run_gid = uid;
    } else if (Flag(argv[i], "--bwrap", &value)) {
      options.bwrap = value;
    } else if (Flag(argv[i], "--python3", &value)) {
      options.python3 = value;
    } else {
      std::fprintf(stderr, "referee-sandbox: unknown argument %s\n", argv[i]);
      return 2;
    }
  }
  auto isolation = referee::sandbox::Isolation::Create(options);
  if (!isolation.ok()) {
    std::fprintf(stderr, "referee-sandbox: %s\n",
                 std::string(isolation.status().message()).c_str());
    return 1;
  }
  // Before the first run (and before the probe, which must see what runs
  // see): root dropped, the worker's own user and empty network namespace.
  if (const absl::Status entered = (*isolation)->EnterWorkerNamespaces(); !entered.ok()) {
    std::fprintf(stderr, "referee-sandbox: %s\n", std::string(entered.message()).c_str());
    return 1;
  }
  if (probe) {
    const absl::Status status = (*isolation)->Probe();
    if (!status.ok()) {
      std::fprintf(stderr, "referee-sandbox: %s\n", std::string(status.message()).c_str());
      return 1;
    }
    std::printf("isolated\n");
    return 0;
  }
  // A closed server socket is an error on write, not a signal.
  signal(SIGPIPE, SIG_IGN);
  std::string frame;
  while (true) {
    const absl::Status read = referee::sandbox::ReadFrame(STDIN_FILENO, &frame);
    if (absl::IsUnavailable(read)) return 0;  // The server closed: done.
    if (!read.ok()) return 1;
    referee::v1::sandbox::Run run;
    referee::v1::sandbox::Result result;
    if (!run.ParseFromString(frame)) {
      result.set_outcome(referee::v1::sandbox::SANDBOX_ERROR);
      result.set_message("unreadable run");
    } else {
      result = (*isolation)->Execute(run);
    }
    if (!referee::sandbox::WriteFrame(STDOUT_FILENO, result.SerializeAsString()).ok()) {
      return 1;
    }
  }
}
