#include "sandbox/isolation.h"

#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "sandbox/seccomp_filter.h"

namespace referee::sandbox {
namespace {

using v1::sandbox::Outcome;
using v1::sandbox::Result;
using Clock = std::chrono::steady_clock;

// Where the program and the launcher appear inside the sandbox.
constexpr char kProgramPath[] = "/sandbox/main.py";
constexpr char kLauncherPath[] = "/sandbox/exec";
// The launcher's exit status when it could not start the interpreter.
constexpr int kLaunchFailed = 125;
// What is kept of stderr, and how much of it is read at most (more is an
// output-limit kill: reading it costs the worker's time).
constexpr size_t kStderrTail = 4096;
constexpr size_t kStderrMax = size_t{1} << 20;
// Shared libraries' folders, bound read-only when present.
constexpr const char* kLibraryDirs[] = {"/usr/lib/x86_64-linux-gnu", "/usr/lib64",
                                        "/usr/lib/aarch64-linux-gnu"};

bool IsDirectory(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool IsExecutable(const std::string& path) { return access(path.c_str(), X_OK) == 0; }

// A file descriptor closed when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd = -1) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() { Reset(); }
  int get() const { return fd_; }
  void Reset() {
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
  }

 private:
  int fd_;
};

// A memfd holding `data`, positioned at its start.
int MemoryFile(const char* name, const std::string& data) {
  const int fd = memfd_create(name, MFD_CLOEXEC);
  if (fd < 0) return -1;
  size_t written = 0;
  while (written < data.size()) {
    const ssize_t n = write(fd, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close(fd);
      return -1;
    }
    written += static_cast<size_t>(n);
  }
  lseek(fd, 0, SEEK_SET);
  return fd;
}

// The last line of `text` that is not blank.
absl::string_view LastLine(absl::string_view text) {
  text = absl::StripTrailingAsciiWhitespace(text);
  const size_t newline = text.rfind('\n');
  return newline == absl::string_view::npos ? text : text.substr(newline + 1);
}

bool WriteSmallFile(const char* path, const std::string& text) {
  const int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool written = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  close(fd);
  return written;
}

// The worker's network namespace must be empty: one interface, the
// loopback, and down.
absl::Status CheckNoNetwork() {
  struct if_nameindex* interfaces = if_nameindex();
  if (interfaces == nullptr) {
    return absl::FailedPreconditionError(
        absl::StrCat("cannot list network interfaces: ", strerror(errno)));
  }
  std::vector<std::string> names;
  for (const struct if_nameindex* at = interfaces; at->if_index != 0; ++at) {
    names.emplace_back(at->if_name);
  }
  if_freenameindex(interfaces);
  if (names.size() != 1 || names[0] != "lo") {
    return absl::FailedPreconditionError(absl::StrCat(
        "the worker's network namespace is not empty: ", absl::StrJoin(names, ", ")));
  }
  const int probe = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  ifreq request{};
  std::strncpy(request.ifr_name, "lo", IFNAMSIZ - 1);
  const bool read_flags = probe >= 0 && ioctl(probe, SIOCGIFFLAGS, &request) == 0;
  if (probe >= 0) close(probe);
  if (!read_flags || (request.ifr_flags & IFF_UP) != 0) {
    return absl::FailedPreconditionError("the worker's loopback is up (or unreadable)");
  }
  return absl::OkStatus();
}

Result SandboxError(std::string message) {
  Result result;
  result.set_outcome(v1::sandbox::SANDBOX_ERROR);
  result.set_message(std::move(message));
  return result;
}

// How a run that exited by itself ended. Python reports a program that does
// not parse, and an allocation the address-space limit refused, on its last
// stderr line.
Outcome Classify(int exit_code, absl::string_view stderr_tail) {
  if (exit_code == 0) return v1::sandbox::EXITED;
  const absl::string_view last = LastLine(stderr_tail);
  if (absl::StartsWith(last, "MemoryError") ||
      absl::StrContains(last, "Cannot allocate memory")) {
    return v1::sandbox::MEMORY_LIMIT;
  }
  if (absl::StartsWith(last, "SyntaxError") || absl::StartsWith(last, "IndentationError") ||
      absl::StartsWith(last, "TabError")) {
    return v1::sandbox::COMPILE_ERROR;
  }
  // SIGXCPU (the CPU limit), or SIGKILL at its hard limit.
  if (exit_code == 128 + SIGXCPU) return v1::sandbox::TIME_LIMIT;
  return v1::sandbox::RUNTIME_ERROR;
}

// bubblewrap's --json-status-fd output: {"child-pid": N} once the program
// started, {"exit-code": N} when it ended. Returns whether the program
// started, and its exit code if reported.
bool ReadStatus(absl::string_view json, int* exit_code) {
  const bool started = absl::StrContains(json, "\"child-pid\"");
  const size_t at = json.find("\"exit-code\"");
  if (at != absl::string_view::npos) {
    absl::string_view rest = json.substr(at + 11);
    rest = absl::StripLeadingAsciiWhitespace(rest);
    if (absl::ConsumePrefix(&rest, ":")) {
      rest = absl::StripLeadingAsciiWhitespace(rest);
      size_t digits = 0;
      while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
      int code = 0;
      if (absl::SimpleAtoi(rest.substr(0, digits), &code)) *exit_code = code;
    }
  }
  return started;
}

// Waits (at most 2 s) until this worker has no child left. The worker is
// a child subreaper: bubblewrap's init in the run's PID namespace comes
// back to it when bubblewrap exits, and the kernel lets that init finish
// exiting only once every process of its namespace is gone. No child left
// is therefore no process of the run left.
void ReapRun() {
  for (int i = 0; i < 2000; ++i) {
    pid_t reaped;
    while ((reaped = waitpid(-1, nullptr, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace

std::vector<std::string> SandboxLanguages() { return {"python3"}; }

absl::StatusOr<std::unique_ptr<Isolation>> Isolation::Create(IsolationOptions options) {
  std::unique_ptr<Isolation> isolation(new Isolation());
  if (!IsExecutable(options.bwrap)) {
    return absl::FailedPreconditionError(absl::StrCat(
        "bubblewrap is not installed at ", options.bwrap,
        " (Debian: apt-get install bubblewrap); refusing to run programs unisolated"));
  }
  if (options.launcher.empty()) {
    char self[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return absl::InternalError("cannot read /proc/self/exe");
    self[n] = '\0';
    std::string dir(self);
    dir.resize(dir.rfind('/'));
    options.launcher = absl::StrCat(dir, "/referee-sandbox-exec");
  }
  {
    std::ifstream file(options.launcher, std::ios::binary);
    isolation->launcher_.assign(std::istreambuf_iterator<char>(file), {});
    if (!file.good() && !file.eof()) isolation->launcher_.clear();
  }
  if (isolation->launcher_.empty()) {
    return absl::FailedPreconditionError(
        absl::StrCat("the sandbox launcher ", options.launcher, " is missing"));
  }
  char real[PATH_MAX];
  if (realpath(options.python3.c_str(), real) == nullptr || !IsExecutable(real)) {
    return absl::FailedPreconditionError(
        absl::StrCat("no Python interpreter at ", options.python3));
  }
  isolation->interpreter_ = real;
  // /usr/bin/python3.11 keeps its standard library in /usr/lib/python3.11.
  const std::string base = isolation->interpreter_.substr(
      isolation->interpreter_.rfind('/') + 1);
  isolation->stdlib_ = absl::StrCat("/usr/lib/", base);
  if (!IsDirectory(isolation->stdlib_)) {
    return absl::FailedPreconditionError(absl::StrCat(
        "no standard library at ", isolation->stdlib_, " for ", isolation->interpreter_));
  }
  absl::StatusOr<std::string> filter = BuildSeccompFilter();
  if (!filter.ok()) return filter.status();
  isolation->seccomp_ = *std::move(filter);
  isolation->options_ = std::move(options);
  return isolation;
}

std::vector<std::string> Isolation::Arguments(const v1::sandbox::Run& run) const {
  const double cpu = std::ceil(std::max(run.time_seconds(), 0.1));
  std::vector<std::string> args = {
      options_.bwrap,
      // Every namespace but the network's (the worker's own, empty:
      // EnterWorkerNamespaces); --unshare-user (not -try): without a user
      // namespace the run fails rather than running less isolated.
      "--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-uts",
      "--unshare-cgroup-try", "--die-with-parent", "--new-session",
      "--cap-drop", "ALL", "--hostname", "sandbox",
      // The root: a tmpfs holding only the interpreter, its standard
      // library and the shared libraries, all read-only.
      "--ro-bind", interpreter_, "/usr/bin/python3",
      "--ro-bind", stdlib_, stdlib_};
  for (const char* dir : kLibraryDirs) {
    if (IsDirectory(dir)) args.insert(args.end(), {"--ro-bind", dir, dir});
  }
  args.insert(args.end(),
              {"--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
               "--symlink", "usr/bin", "/bin",
               // Copies, so that no path of the host need be readable by
               // the run's uid.
               "--perms", "0555", "--ro-bind-data", "6", kLauncherPath,
               "--perms", "0444", "--ro-bind-data", "3", kProgramPath,
               // No /proc: a program reading its stdin needs none, and
               // mounting one fails inside most containers (their masked
               // /proc paths); a minimal /dev (null, zero, urandom, ...),
               // read-only (its devices still work).
               "--dev", "/dev", "--remount-ro", "/dev",
               "--size", absl::StrCat(options_.tmpfs_bytes), "--tmpfs", "/tmp",
               "--remount-ro", "/",
               "--chdir", "/tmp",
               "--clearenv", "--setenv", "PATH", "/usr/bin", "--setenv", "HOME", "/tmp",
               "--setenv", "LANG", "C.UTF-8", "--setenv", "PYTHONHASHSEED", "0",
               "--setenv", "PYTHONDONTWRITEBYTECODE", "1",
               "--setenv", "PYTHONIOENCODING", "utf-8",
               "--seccomp", "4", "--json-status-fd", "5",
               kLauncherPath, absl::StrCat(static_cast<int64_t>(cpu)),
               absl::StrCat(run.memory_bytes()), absl::StrCat(options_.max_processes),
               absl::StrCat(options_.max_open_files), absl::StrCat(options_.file_bytes),
               "--", "/usr/bin/python3", "-s", kProgramPath});
  return args;
}

Result Isolation::Execute(const v1::sandbox::Run& run) const {
  if (run.language() != "python3") {
    return SandboxError(absl::StrCat("language '", run.language(), "' is not supported"));
  }
  if (run.time_seconds() <= 0 || run.memory_bytes() <= 0 || run.output_bytes() <= 0) {
    return SandboxError("limits must be positive");
  }
  if (!in_worker_namespaces_) {
    return SandboxError("the worker has not entered its namespaces: nothing runs");
  }
  const Fd program(MemoryFile("program", run.program()));
  const Fd input(MemoryFile("stdin", run.stdin()));
  const Fd filter(MemoryFile("seccomp", seccomp_));
  const Fd launcher(MemoryFile("launcher", launcher_));
  if (program.get() < 0 || input.get() < 0 || filter.get() < 0 || launcher.get() < 0) {
    return SandboxError("memfd_create failed");
  }
  int out[2], err[2], status_pipe[2];
  if (pipe2(out, O_CLOEXEC) != 0) return SandboxError("pipe failed");
  Fd out_read(out[0]), out_write(out[1]);
  if (pipe2(err, O_CLOEXEC) != 0) return SandboxError("pipe failed");
  Fd err_read(err[0]), err_write(err[1]);
  if (pipe2(status_pipe, O_CLOEXEC) != 0) return SandboxError("pipe failed");
  Fd status_read(status_pipe[0]), status_write(status_pipe[1]);

  // Everything the child needs is made before fork(): it only makes
  // system calls.
  const std::vector<std::string> args = Arguments(run);
  std::vector<char*> argv;
  for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  const pid_t worker = getpid();
  const int wall_ms = static_cast<int>(std::lround((1.5 * run.time_seconds() + 0.5) * 1000));

  const Clock::time_point start = Clock::now();
  const pid_t pid = fork();
  if (pid < 0) return SandboxError("fork failed");
  if (pid == 0) {
    setsid();
    // Above the numbers the program's descriptors go to, then down.
    const int moved[7] = {fcntl(input.get(), F_DUPFD, 10), fcntl(out[1], F_DUPFD, 10),
                          fcntl(err[1], F_DUPFD, 10), fcntl(program.get(), F_DUPFD, 10),
                          fcntl(filter.get(), F_DUPFD, 10),
                          fcntl(status_pipe[1], F_DUPFD, 10),
                          fcntl(launcher.get(), F_DUPFD, 10)};
    for (int target = 0; target < 7; ++target) {
      if (moved[target] < 0 || dup2(moved[target], target) != target) _exit(kLaunchFailed);
    }
    syscall(SYS_close_range, 7u, ~0u, 0u);
    // bubblewrap dies with this worker, and the sandbox with bubblewrap
    // (--die-with-parent).
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != worker) _exit(kLaunchFailed);
    execv(argv[0], argv.data());
    _exit(kLaunchFailed);
  }
  out_write.Reset();
  err_write.Reset();
  status_write.Reset();
  const Fd pidfd(static_cast<int>(syscall(SYS_pidfd_open, pid, 0)));

  std::string stdout_text, stderr_text, status_text;
  size_t stderr_total = 0;
  Outcome killed_for = v1::sandbox::OUTCOME_UNSPECIFIED;
  bool out_open = true, err_open = true, status_open = true, exited = false;
  const size_t output_cap = static_cast<size_t>(run.output_bytes());
  char buffer[65536];
  while (out_open || err_open || status_open || !exited) {
    const int elapsed = static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
    if (elapsed >= wall_ms) {
      killed_for = v1::sandbox::TIME_LIMIT;
      break;
    }
    pollfd fds[4] = {{out_open ? out[0] : -1, POLLIN, 0},
                     {err_open ? err[0] : -1, POLLIN, 0},
                     {status_open ? status_pipe[0] : -1, POLLIN, 0},
                     {exited || pidfd.get() < 0 ? -1 : pidfd.get(), POLLIN, 0}};
    // Without a pidfd (kernels before 5.3), look for the exit every 10 ms.
    const int wait_ms = pidfd.get() < 0 && !exited ? std::min(10, wall_ms - elapsed)
                                                   : wall_ms - elapsed;
    const int ready = poll(fds, 4, wait_ms);
    if (ready < 0 && errno != EINTR) {
      killed_for = v1::sandbox::SANDBOX_ERROR;
      break;
    }
    if (fds[0].revents != 0) {
      const ssize_t n = read(out[0], buffer, sizeof buffer);
      if (n <= 0) {
        out_open = false;
      } else {
        stdout_text.append(buffer, static_cast<size_t>(n));
        if (stdout_text.size() > output_cap) {
          stdout_text.resize(output_cap);
          killed_for = v1::sandbox::OUTPUT_LIMIT;
          break;
        }
      }
    }
    if (fds[1].revents != 0) {
      const ssize_t n = read(err[0], buffer, sizeof buffer);
      if (n <= 0) {
        err_open = false;
      } else {
        stderr_total += static_cast<size_t>(n);
        stderr_text.append(buffer, static_cast<size_t>(n));
        if (stderr_text.size() > 2 * kStderrTail) {
          stderr_text.erase(0, stderr_text.size() - kStderrTail);
        }
        if (stderr_total > kStderrMax) {
          killed_for = v1::sandbox::OUTPUT_LIMIT;
          break;
        }
      }
    }
    if (fds[2].revents != 0) {
      const ssize_t n = read(status_pipe[0], buffer, sizeof buffer);
      if (n <= 0) {
        status_open = false;
      } else if (status_text.size() < 4096) {
        status_text.append(buffer, static_cast<size_t>(n));
      }
    }
    if (!exited && (fds[3].revents != 0 || pidfd.get() < 0)) {
      int wstatus = 0;
      if (waitpid(pid, &wstatus, WNOHANG) == pid) {
        exited = true;
        // bubblewrap is gone, and with its PID namespace's init every
        // process of the run: what is left in the pipes is all there is.
        // Anything still holding them open would be a process outside the
        // namespace, which cannot be; do not wait for it past the limit.
        if (WIFEXITED(wstatus) && !absl::StrContains(status_text, "exit-code")) {
          status_text += absl::StrCat("{\"exit-code\": ", WEXITSTATUS(wstatus), "}");
        }
      }
    }
  }
  if (killed_for != v1::sandbox::OUTCOME_UNSPECIFIED) {
    // bubblewrap first; its namespace's init follows (PR_SET_PDEATHSIG),
    // and the kernel kills the namespace with its init.
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
  }
  if (!exited) {
    int wstatus = 0;
    while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(wstatus) && !absl::StrContains(status_text, "exit-code")) {
      status_text += absl::StrCat("{\"exit-code\": ", WEXITSTATUS(wstatus), "}");
    }
  }
  ReapRun();
  Result result;
  result.set_wall_seconds(std::chrono::duration<double>(Clock::now() - start).count());
  if (stderr_text.size() > kStderrTail) {
    stderr_text.erase(0, stderr_text.size() - kStderrTail);
  }
  int exit_code = -1;
  const bool started = ReadStatus(status_text, &exit_code);
  result.set_exit_code(exit_code);
  result.set_stderr_tail(stderr_text);
  if (killed_for == v1::sandbox::SANDBOX_ERROR) return SandboxError("poll failed");
  if (killed_for != v1::sandbox::OUTCOME_UNSPECIFIED) {
    result.set_outcome(killed_for);
    result.set_stdout(std::move(stdout_text));
    return result;
  }
  if (!started || (exit_code == kLaunchFailed &&
                   absl::StrContains(stderr_text, "referee-sandbox-exec:"))) {
    Result error = SandboxError(absl::StrCat(
        "the sandbox did not start the program: ", LastLine(stderr_text)));
    error.set_wall_seconds(result.wall_seconds());
    return error;
  }
  result.set_outcome(Classify(exit_code, stderr_text));
  result.set_stdout(std::move(stdout_text));
  return result;
}

absl::Status Isolation::EnterWorkerNamespaces() {
  if (in_worker_namespaces_) return absl::OkStatus();
  const pid_t parent = getppid();
  if (geteuid() == 0 || getuid() == 0) {
    if (setgroups(0, nullptr) != 0 || setgid(options_.run_gid) != 0 ||
        setuid(options_.run_uid) != 0) {
      return absl::FailedPreconditionError(
          absl::StrCat("cannot drop root for uid ", options_.run_uid, ": ", strerror(errno)));
    }
    if (setuid(0) == 0) return absl::InternalError("root could be regained after dropping it");
  }
  const uid_t uid = getuid();
  const gid_t gid = getgid();
  if (unshare(CLONE_NEWUSER | CLONE_NEWNET) != 0) {
    return absl::FailedPreconditionError(absl::StrCat(
        "cannot create a user and a network namespace: ", strerror(errno)));
  }
  // The credential change cleared both: the maps below are written through
  // /proc/self, which must be ours to write; and the worker still dies with
  // the server (unless that already happened).
  prctl(PR_SET_DUMPABLE, 1);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) return absl::UnavailableError("the server is gone");
  // The same uid and gid inside (bubblewrap then maps its own below).
  if (!WriteSmallFile("/proc/self/setgroups", "deny") ||
      !WriteSmallFile("/proc/self/uid_map", absl::StrCat(uid, " ", uid, " 1")) ||
      !WriteSmallFile("/proc/self/gid_map", absl::StrCat(gid, " ", gid, " 1"))) {
    return absl::FailedPreconditionError(
        absl::StrCat("cannot map the worker's uid in its namespace: ", strerror(errno)));
  }
  prctl(PR_SET_DUMPABLE, 0);
  if (absl::Status empty = CheckNoNetwork(); !empty.ok()) return empty;
  in_worker_namespaces_ = true;
  return absl::OkStatus();
}

absl::Status Isolation::Probe() const {
  // Each line is a check the program makes of its own confinement.
  v1::sandbox::Run run;
  run.set_language("python3");
  run.set_program(R"(import os, socket
checks = []
checks.append(os.getpid() < 10)  # its own PID namespace
try:
    socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    checks.append(False)
except OSError:
    checks.append(True)  # no network sockets
try:
    open('/usr/bin/probe', 'w')
    checks.append(False)
except OSError:
    checks.append(True)  # a read-only root
checks.append(not os.path.exists('/etc/passwd'))  # none of the host's files
checks.append(os.getuid() != 0 or not os.path.exists('/root'))
print('isolated' if all(checks) else 'exposed %r' % checks)
)");
  run.set_time_seconds(5);
  run.set_memory_bytes(int64_t{256} << 20);
  run.set_output_bytes(1024);
  const Result result = Execute(run);
  if (result.outcome() == v1::sandbox::SANDBOX_ERROR) {
    return absl::FailedPreconditionError(
        absl::StrCat("cannot isolate programs on this machine: ", result.message(),
                     " (bubblewrap needs user namespaces: sysctl "
                     "user.max_user_namespaces > 0, and in a container a seccomp/AppArmor "
                     "profile that allows unshare; docs/DEPLOY.md)"));
  }
  if (result.outcome() != v1::sandbox::EXITED || result.stdout() != "isolated\n") {
    return absl::FailedPreconditionError(absl::StrCat(
        "the sandbox probe did not see itself isolated (outcome ",
        v1::sandbox::Outcome_Name(result.outcome()), ", stdout '", result.stdout(),
        "', stderr '", LastLine(result.stderr_tail()), "'): refusing to run programs"));
  }
  return absl::OkStatus();
}

}  // namespace referee::sandbox
