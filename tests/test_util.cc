#include "tests/test_util.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"

extern char** environ;

namespace referee {
namespace testing {
namespace {

std::string TempDir() { return ::testing::TempDir(); }

std::string UniquePath(const std::string& name) {
  static std::atomic<int> counter{0};
  return absl::StrCat(TempDir(), "/referee_", getpid(), "_", counter++, "_",
                      name);
}

}  // namespace

std::string WriteTempFile(const std::string& name,
                          const std::string& contents) {
  const std::string path = UniquePath(name);
  std::ofstream(path) << contents;
  return path;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

referee::v1::Problem AnswerProblem(const std::string& id,
                                   const std::string& answer) {
  referee::v1::Problem problem;
  problem.set_id(id);
  problem.mutable_answer()->set_answer(answer);
  return problem;
}

referee::v1::Rollout MakeRollout(const std::string& prompt_id,
                                 const std::string& output) {
  referee::v1::Rollout rollout;
  rollout.set_prompt_id(prompt_id);
  rollout.set_output(output);
  return rollout;
}

absl::StatusOr<std::string> HttpGet(int port, const std::string& path) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return absl::InternalError("socket");
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) {
    close(fd);
    return absl::UnavailableError(absl::StrCat("connect to port ", port));
  }
  const std::string request = absl::StrCat(
      "GET ", path, " HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  if (write(fd, request.data(), request.size()) !=
      static_cast<ssize_t>(request.size())) {
    close(fd);
    return absl::InternalError("write");
  }
  std::string response;
  char buffer[8192];
  ssize_t got;
  while ((got = read(fd, buffer, sizeof(buffer))) > 0) {
    response.append(buffer, static_cast<size_t>(got));
  }
  close(fd);
  const size_t header_end = response.find("\r\n\r\n");
  if (response.rfind("HTTP/1.", 0) != 0 || header_end == std::string::npos ||
      response.find(" 200 ") > response.find("\r\n")) {
    return absl::InternalError(absl::StrCat("bad response: ",
                                            response.substr(0, 200)));
  }
  return response.substr(header_end + 4);
}

double MetricValue(const std::string& exposition, const std::string& name) {
  for (absl::string_view line : absl::StrSplit(exposition, '\n')) {
    if (absl::StartsWith(line, name) && line.size() > name.size() &&
        line[name.size()] == ' ') {
      double value;
      if (absl::SimpleAtod(line.substr(name.size() + 1), &value)) return value;
    }
  }
  return -1;
}

std::string VectorsPath() {
  if (const char* path = std::getenv("REFEREE_VECTORS")) return path;
  // Updates arrive in ../shared/vectors beside the checkout; a user's clone
  // has only the copy kept in the repository.
  if (access(REFEREE_SHARED_VECTORS_PATH, R_OK) == 0) {
    return REFEREE_SHARED_VECTORS_PATH;
  }
  return REFEREE_REPO_VECTORS_PATH;
}

Subprocess::Subprocess(const std::vector<std::string>& argv) {
  out_path_ = UniquePath("stdout");
  err_path_ = UniquePath("stderr");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, out_path_.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path_.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  pid_t pid;
  if (posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ) == 0) {
    pid_ = pid;
  }
  posix_spawn_file_actions_destroy(&actions);
}

Subprocess::~Subprocess() {
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    Wait();
  }
}

void Subprocess::Signal(int signal) {
  if (pid_ > 0) kill(pid_, signal);
}

int Subprocess::Wait() {
  if (pid_ <= 0) return -1;
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

int Subprocess::WaitFor(int seconds) {
  if (pid_ <= 0) return -1;
  // Polled: waitpid has no timeout. 10 ms steps are far below any CLI run.
  for (int64_t waited_ms = 0; waited_ms < int64_t{seconds} * 1000;
       waited_ms += 10) {
    int status = 0;
    const pid_t done = waitpid(pid_, &status, WNOHANG);
    if (done == pid_) {
      pid_ = -1;
      if (WIFEXITED(status)) return WEXITSTATUS(status);
      if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
      return -1;
    }
    usleep(10 * 1000);
  }
  kill(pid_, SIGKILL);
  Wait();
  return kTimedOut;
}

std::string Subprocess::Stdout() const { return ReadFile(out_path_); }
std::string Subprocess::Stderr() const { return ReadFile(err_path_); }

std::string NestedSetsOf32(bool reversed) {
  std::string inner = "\\{";
  for (int i = 0; i < 32; ++i) inner += (i ? "," : "") + std::to_string(reversed ? 31 - i : i);
  inner += "\\}";
  std::string sets = "\\{";
  for (int i = 0; i < 32; ++i) sets += (i ? "," : "") + inner;
  return sets + "\\}";
}

}  // namespace testing
}  // namespace referee
