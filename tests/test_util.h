// Helpers shared by Referee's tests: temporary files, problems, HTTP GET,
// child processes and the shared test vectors.
#ifndef REFEREE_TESTS_TEST_UTIL_H_
#define REFEREE_TESTS_TEST_UTIL_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace testing {

// Writes `contents` to a new file under the test's temp dir; returns its path.
std::string WriteTempFile(const std::string& name, const std::string& contents);

// An `answer` problem.
referee::v1::Problem AnswerProblem(const std::string& id,
                                   const std::string& answer);

// A rollout of `prompt_id` with `output`.
referee::v1::Rollout MakeRollout(const std::string& prompt_id,
                                 const std::string& output);

// GET http://127.0.0.1:port/path; returns the body of a 200 response.
absl::StatusOr<std::string> HttpGet(int port, const std::string& path);

// The value of the sample line `name` (e.g.
// `referee_rollouts_total{task="answer",verifier="answer_match"}`) in a
// Prometheus text exposition, or -1 if absent.
double MetricValue(const std::string& exposition, const std::string& name);

// The vectors file: $REFEREE_VECTORS, else ../shared/vectors/public.jsonl
// if present, else the copy in tests/testdata/vectors.
std::string VectorsPath();

// A child process with stdout and stderr captured to files.
class Subprocess {
 public:
  // Starts `argv[0]` with `argv`. Check pid() > 0.
  explicit Subprocess(const std::vector<std::string>& argv);
  ~Subprocess();  // Kills the child if still running.
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;

  int pid() const { return pid_; }
  void Signal(int signal);
  // Waits for exit; returns the exit code, or 128+signal.
  int Wait();
  // Wait() for at most `seconds`; then SIGKILL and kTimedOut, so a stuck
  // child fails its test with a message instead of hanging the suite until
  // ctest's timeout.
  static constexpr int kTimedOut = -2;
  int WaitFor(int seconds);
  std::string Stdout() const;
  std::string Stderr() const;

 private:
  int pid_ = -1;
  std::string out_path_;
  std::string err_path_;
};

// Reads a file whole ("" if missing).
std::string ReadFile(const std::string& path);

// `\{S,…,S\}`: 32 copies of the set S = `\{0,1,…,31\}` (`\{31,…,0\}` with
// `reversed`). One against the other is a math answer whose unordered
// comparison needs far more than math_equiv's work budget.
std::string NestedSetsOf32(bool reversed);

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_TEST_UTIL_H_
