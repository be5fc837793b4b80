// The sandbox (DESIGN §12) with its real parts: referee-sandbox workers
// started by SandboxPool, bubblewrap, the seccomp filter, the launcher's
// rlimits. Each hostile program of issue #40 is a test here: it ends in its
// outcome, the pool keeps serving, and no process of the run outlives it.
#include "sandbox/sandbox_pool.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <map>
#include <future>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace referee::sandbox {
namespace {

using v1::sandbox::Result;
using SandboxRun = v1::sandbox::Run;

constexpr uid_t kFirstUid = 990100;

v1::sandbox::Run Python(std::string program, std::string stdin_text = "",
                        double seconds = 1.0) {
  SandboxRun run;
  run.set_language("python3");
  run.set_program(std::move(program));
  run.set_stdin(std::move(stdin_text));
  run.set_time_seconds(seconds);
  run.set_memory_bytes(int64_t{256} << 20);
  run.set_output_bytes(64 << 10);
  return run;
}

// Processes of the runs: this test's descendants below its workers (its
// children). Counting by ancestry, not by uid, so that two test processes
// running side by side (ctest -j) do not see each other's runs.
int RunProcesses() {
  std::map<pid_t, pid_t> parent;
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return 0;
  while (const dirent* entry = readdir(proc)) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    std::ifstream status(absl::StrCat("/proc/", entry->d_name, "/status"));
    for (std::string line; std::getline(status, line);) {
      if (absl::StartsWith(line, "PPid:")) {
        parent[std::stoi(entry->d_name)] = std::stoi(line.substr(5));
        break;
      }
    }
  }
  closedir(proc);
  const pid_t self = getpid();
  int found = 0;
  for (const auto& [pid, ppid] : parent) {
    // A child of this process is a worker; anything deeper belongs to a
    // run (a worker reaps its runs' processes: it is their subreaper).
    if (ppid == self) continue;
    bool ours = false;
    for (pid_t up = ppid; !ours && up > 1;) {
      auto it = parent.find(up);
      if (it == parent.end()) break;
      up = it->second;
      ours = up == self;
    }
    if (ours) ++found;
  }
  return found;
}

class SandboxTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    SandboxPoolOptions options;
    options.worker_binary = REFEREE_SANDBOX_BIN;
    options.workers = 2;
    options.first_uid = kFirstUid;
    auto pool = SandboxPool::Start(options);
    ASSERT_TRUE(pool.ok()) << pool.status()
                           << " (the sandbox needs bubblewrap and user namespaces)";
    pool_ = pool->release();
  }
  static void TearDownTestSuite() {
    delete pool_;
    pool_ = nullptr;
  }

  static std::vector<Result> RunAll(std::vector<SandboxRun> runs) {
    std::promise<std::vector<Result>> promise;
    auto future = promise.get_future();
    pool_->RunAll(std::move(runs), nullptr,
                  [&promise](CodeRunner::Results results) {
                    promise.set_value(std::move(results));
                  });
    return future.get();
  }
  static Result RunOne(SandboxRun run) { return RunAll({std::move(run)})[0]; }

  // After every run: nothing of it is left.
  void TearDown() override {
    EXPECT_EQ(RunProcesses(), 0) << "a process outlived its run";
    // And the pool still answers, promptly.
    const Result ok = RunOne(Python("print(input()[::-1])", "olleh\n"));
    EXPECT_EQ(ok.outcome(), v1::sandbox::EXITED) << ok.stderr_tail() << ok.message();
    EXPECT_EQ(ok.stdout(), "hello\n");
  }

  static SandboxPool* pool_;
};
SandboxPool* SandboxTest::pool_ = nullptr;

TEST_F(SandboxTest, EchoesStdinToStdout) {
  const Result result = RunOne(Python("import sys\nprint(sum(map(int, sys.stdin.read().split())))",
                                      "1 2 3\n4\n"));
  EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
  EXPECT_EQ(result.stdout(), "10\n");
  EXPECT_EQ(result.exit_code(), 0);
}

TEST_F(SandboxTest, ExceptionIsRuntimeError) {
  const Result result = RunOne(Python("print('partial')\nraise ValueError('no')"));
  EXPECT_EQ(result.outcome(), v1::sandbox::RUNTIME_ERROR);
  EXPECT_EQ(result.stdout(), "partial\n");
  EXPECT_TRUE(absl::StrContains(result.stderr_tail(), "ValueError: no")) << result.stderr_tail();
  const Result exit3 = RunOne(Python("import sys\nsys.exit(3)"));
  EXPECT_EQ(exit3.outcome(), v1::sandbox::RUNTIME_ERROR);
  EXPECT_EQ(exit3.exit_code(), 3);
}

TEST_F(SandboxTest, SyntaxErrorIsCompileError) {
  EXPECT_EQ(RunOne(Python("def f(:\n  pass")).outcome(), v1::sandbox::COMPILE_ERROR);
  EXPECT_EQ(RunOne(Python("if True:\nprint(1)")).outcome(), v1::sandbox::COMPILE_ERROR);
}

TEST_F(SandboxTest, InfiniteLoopHitsTheCpuLimit) {
  const auto start = std::chrono::steady_clock::now();
  const Result result = RunOne(Python("while True:\n    pass"));
  EXPECT_EQ(result.outcome(), v1::sandbox::TIME_LIMIT) << result.exit_code();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

TEST_F(SandboxTest, SleepPastTheLimitHitsTheWallClock) {
  const Result result = RunOne(Python("import time\nprint('a', flush=True)\ntime.sleep(600)"));
  EXPECT_EQ(result.outcome(), v1::sandbox::TIME_LIMIT);
  EXPECT_EQ(result.stdout(), "a\n");
  // 1.5 × 1 s + 0.5 s, then the kill.
  EXPECT_GE(result.wall_seconds(), 2.0);
}

TEST_F(SandboxTest, ForkBombIsContained) {
  const Result result = RunOne(Python(
      "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"));
  EXPECT_TRUE(result.outcome() == v1::sandbox::TIME_LIMIT ||
              result.outcome() == v1::sandbox::RUNTIME_ERROR)
      << v1::sandbox::Outcome_Name(result.outcome());
}

TEST_F(SandboxTest, MemoryBombHitsTheMemoryLimit) {
  EXPECT_EQ(RunOne(Python("x = bytearray(10**10)")).outcome(), v1::sandbox::MEMORY_LIMIT);
  // Allocated a megabyte at a time, and given time enough to reach the
  // limit on a loaded machine (the CPU limit would end it first otherwise).
  EXPECT_EQ(RunOne(Python("a = []\nwhile True:\n    a.append(bytearray(10**6))", "", 8.0))
                .outcome(),
            v1::sandbox::MEMORY_LIMIT);
}

TEST_F(SandboxTest, FloodOfOutputHitsTheOutputLimit) {
  const Result result = RunOne(Python("while True:\n    print('x' * 10000)"));
  EXPECT_EQ(result.outcome(), v1::sandbox::OUTPUT_LIMIT);
  EXPECT_EQ(result.stdout().size(), size_t{64} << 10);
  EXPECT_EQ(RunOne(Python("import sys\nwhile True:\n    sys.stderr.write('e' * 10000)"))
                .outcome(),
            v1::sandbox::OUTPUT_LIMIT);
}

TEST_F(SandboxTest, HostFilesAreNotThere) {
  const std::string secret = ::testing::TempDir() + "/referee_sandbox_secret";
  std::ofstream(secret) << "secret";
  const Result result = RunOne(Python(absl::StrCat(
      "import os\n"
      "for path in ['/etc/passwd', '/etc/shadow', '/root', '/home', '/proc/1/root/etc/passwd', '",
      secret, "', '", REFEREE_SANDBOX_BIN, "']:\n"
      "    try:\n"
      "        open(path).read()\n"
      "        print('READ', path)\n"
      "    except OSError:\n"
      "        pass\n"
      "print(sorted(os.listdir('/')))\n")));
  EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
  EXPECT_FALSE(absl::StrContains(result.stdout(), "READ")) << result.stdout();
  EXPECT_EQ(result.stdout(),
            "['bin', 'dev', 'lib', 'lib64', 'sandbox', 'tmp', 'usr']\n");
}

TEST_F(SandboxTest, NoNetworkNotEvenLoopback) {
  // A listener on the host's loopback, as the server's own ports are.
  const int listener = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(listen(listener, 4), 0);
  socklen_t length = sizeof address;
  getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length);
  const int port = ntohs(address.sin_port);
  const Result result = RunOne(Python(absl::StrCat(
      "import socket\n"
      "for family in [socket.AF_INET, socket.AF_INET6, socket.AF_NETLINK, socket.AF_PACKET]:\n"
      "    try:\n"
      "        socket.socket(family, socket.SOCK_STREAM if family != socket.AF_NETLINK else socket.SOCK_RAW)\n"
      "        print('SOCKET', family)\n"
      "    except OSError as e:\n"
      "        pass\n"
      "try:\n"
      "    socket.create_connection(('127.0.0.1', ", port, "), timeout=1)\n"
      "    print('CONNECTED')\n"
      "except OSError:\n"
      "    print('refused')\n")));
  EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
  EXPECT_EQ(result.stdout(), "refused\n");
  // Nothing reached the listener.
  fcntl(listener, F_SETFL, O_NONBLOCK);
  EXPECT_LT(accept(listener, nullptr, nullptr), 0);
  close(listener);
}

TEST_F(SandboxTest, TheWorkersNetworkNamespaceKeepsNothingBetweenRuns) {
  // A worker's runs share its empty network namespace (isolation.h,
  // EnterWorkerNamespaces). Each run below first looks for what an earlier
  // run may have left there, then leaves what it can: an abstract socket
  // held by a daemon, and an attempt to bring the loopback up. Four runs one
  // after another on two workers: some worker makes two of them.
  const std::string program =
      "import fcntl, os, socket, struct, time\n"
      "probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
      "try:\n"
      "    probe.connect('\\0referee-left-behind')\n"
      "    print('FOUND')\n"
      "except OSError:\n"
      "    pass\n"
      "try:\n"
      "    fcntl.ioctl(probe.fileno(), 0x8914, struct.pack('16sH14x', b'lo', 1))\n"
      "    print('LOOPBACK UP')\n"
      "except OSError:\n"
      "    pass\n"
      "held = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
      "held.bind('\\0referee-left-behind')\n"
      "held.listen(1)\n"
      "if os.fork() == 0:\n"
      "    os.setsid()\n"
      "    time.sleep(60)\n"
      "    os._exit(0)\n"
      "print('left')\n";
  for (int run = 0; run < 4; ++run) {
    const Result result = RunOne(Python(program));
    EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
    EXPECT_EQ(result.stdout(), "left\n") << "run " << run;
  }
}

TEST_F(SandboxTest, WritesOnlyInsideItsTmpfs) {
  const Result result = RunOne(Python(
      "for path in ['/usr/evil', '/sandbox/evil', '/evil', '/proc/evil', '/dev/evil']:\n"
      "    try:\n"
      "        open(path, 'w').write('x')\n"
      "        print('WROTE', path)\n"
      "    except OSError:\n"
      "        pass\n"
      "open('/tmp/ok', 'w').write('fine')\n"
      "print(open('/tmp/ok').read())\n"
      "try:\n"
      "    open('/tmp/big', 'wb').write(b'x' * (64 << 20))\n"
      "    print('BIG')\n"
      "except OSError:\n"
      "    print('full')\n"));
  EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
  EXPECT_EQ(result.stdout(), "fine\nfull\n");
}

TEST_F(SandboxTest, CannotSignalOutside) {
  const Result result = RunOne(Python(
      "import os, signal\n"
      "for pid in [os.getppid(), 1, -1]:\n"
      "    try:\n"
      "        os.kill(pid, signal.SIGKILL if pid != -1 else signal.SIGTERM)\n"
      "    except OSError:\n"
      "        pass\n"
      "print('done')\n"));
  // kill(-1) reaches only this namespace's processes: the program itself
  // may be among them. Whatever its end, the worker and this test live on.
  EXPECT_NE(result.outcome(), v1::sandbox::SANDBOX_ERROR) << result.message();
}

TEST_F(SandboxTest, DaemonsAndZombiesDieWithTheRun) {
  const auto start = std::chrono::steady_clock::now();
  const Result result = RunOne(Python(
      "import os, time\n"
      "if os.fork() == 0:\n"
      "    os.setsid()\n"
      "    if os.fork() == 0:\n"
      "        time.sleep(600)\n"
      "    os._exit(0)\n"
      "os.fork() or os._exit(0)\n"  // a child left unreaped: a zombie
      "print('parent done')\n",
      "", 5.0));
  EXPECT_EQ(result.outcome(), v1::sandbox::EXITED) << result.stderr_tail();
  EXPECT_EQ(result.stdout(), "parent done\n");
  // The daemon holds the output pipes; the run still ends with its main
  // process, not at the limit.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
}

TEST_F(SandboxTest, ClosingStdoutEarlyIsNoHang) {
  const Result result = RunOne(Python(
      "import os, sys\nprint('early', flush=True)\nos.close(1)\nsum(range(10**6))\n"));
  EXPECT_EQ(result.stdout(), "early\n");
  EXPECT_NE(result.outcome(), v1::sandbox::TIME_LIMIT);
}

TEST_F(SandboxTest, ConcurrentRunsKeepTheirOrder) {
  std::vector<SandboxRun> runs;
  for (int i = 0; i < 12; ++i) runs.push_back(Python("print(int(input()) * 2)", absl::StrCat(i)));
  const std::vector<Result> results = RunAll(std::move(runs));
  ASSERT_EQ(results.size(), 12u);
  for (int i = 0; i < 12; ++i) {
    EXPECT_EQ(results[i].outcome(), v1::sandbox::EXITED);
    EXPECT_EQ(results[i].stdout(), absl::StrCat(2 * i, "\n"));
  }
}

TEST_F(SandboxTest, CancelledRunsAreNotMade) {
  std::vector<SandboxRun> runs(3, Python("print(1)"));
  std::promise<CodeRunner::Results> promise;
  pool_->RunAll(std::move(runs), [] { return true; },
                [&promise](CodeRunner::Results results) { promise.set_value(std::move(results)); });
  for (const Result& result : promise.get_future().get()) {
    EXPECT_EQ(result.outcome(), v1::sandbox::SANDBOX_ERROR);
    EXPECT_EQ(result.message(), "cancelled");
  }
}

TEST(SandboxStartTest, RefusesWithoutIsolation) {
  SandboxPoolOptions options;
  options.worker_binary = REFEREE_SANDBOX_BIN;
  options.worker_flags = {"--bwrap=/nonexistent/bwrap"};
  auto pool = SandboxPool::Start(options);
  ASSERT_FALSE(pool.ok());
  EXPECT_TRUE(absl::StrContains(pool.status().message(), "bubblewrap")) << pool.status();
}

}  // namespace
}  // namespace referee::sandbox
