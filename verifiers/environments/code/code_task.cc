#include "verifiers/environments/code/code_task.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace referee {
inline namespace code_task_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class CodeTask final : public TaskType {
 public:
  absl::string_view Name() const override { return "code"; }
  absl::string_view Source() const override { return "Referee"; }
  absl::string_view Description() const override {
    return "A program judged by its tests (stdin -> expected stdout), run in the sandbox.";
  }
  Problem::TaskCase ProtoCase() const override { return Problem::kCode; }
  std::vector<std::string> DefaultVerifiers() const override { return {"code_tests"}; }
  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    if (absl::Status s = CompleteCodeProblem(*problem.mutable_code()); !s.ok()) return s;
    return std::make_shared<PreparedCode>(*this, std::move(problem));
  }
};

std::vector<absl::string_view> Tokens(absl::string_view text) {
  return absl::StrSplit(text, absl::ByAnyChar(" \t\n\r\f\v"), absl::SkipEmpty());
}

// A finite number, read whole (no "nan", "inf", or trailing text).
bool ReadNumber(absl::string_view token, double* value) {
  return absl::SimpleAtod(token, value) && std::isfinite(*value) &&
         !absl::StrContains(token, "n") && !absl::StrContains(token, "N");
}

}  // namespace
}  // namespace code_task_cc

bool PreparedCode::Passes(size_t test, absl::string_view actual) const {
  const v1::CodeProblem& code = problem().code();
  const absl::string_view expected = code.tests(static_cast<int>(test)).expected_stdout();
  if (code.compare() == "exact") return actual == expected;
  const std::vector<absl::string_view> got = Tokens(actual), want = Tokens(expected);
  if (got.size() != want.size()) return false;
  for (size_t i = 0; i < got.size(); ++i) {
    if (got[i] == want[i]) continue;
    if (code.compare() != "numbers") return false;
    double a = 0, b = 0;
    if (!ReadNumber(got[i], &a) || !ReadNumber(want[i], &b)) return false;
    if (!(std::fabs(a - b) <= code.tolerance() * std::max(1.0, std::fabs(b)))) return false;
  }
  return true;
}

absl::Status CompleteCodeProblem(referee::v1::CodeProblem& code) {
  if (code.language().empty()) code.set_language("python3");
  if (code.language() != "python3") {
    return absl::InvalidArgumentError(
        absl::StrCat("code.language '", code.language(), "' is not supported (python3)"));
  }
  if (code.tests_size() == 0 || code.tests_size() > kMaxCodeTests) {
    return absl::InvalidArgumentError(
        absl::StrCat("code.tests: 1 to ", kMaxCodeTests, " tests, not ", code.tests_size()));
  }
  if (code.compare().empty()) code.set_compare("whitespace");
  if (code.compare() != "whitespace" && code.compare() != "exact" &&
      code.compare() != "numbers") {
    return absl::InvalidArgumentError(absl::StrCat(
        "code.compare '", code.compare(), "': one of whitespace, exact, numbers"));
  }
  if (!std::isfinite(code.tolerance()) || code.tolerance() < 0) {
    return absl::InvalidArgumentError("code.tolerance must be a finite number >= 0");
  }
  if (code.tolerance() == 0 && code.compare() == "numbers") {
    code.set_tolerance(kDefaultCodeTolerance);
  }
  referee::v1::CodeLimits& limits = *code.mutable_limits();
  if (limits.time_seconds() == 0) limits.set_time_seconds(kDefaultCodeSeconds);
  if (limits.memory_bytes() == 0) limits.set_memory_bytes(kDefaultCodeMemory);
  if (limits.output_bytes() == 0) limits.set_output_bytes(kDefaultCodeOutput);
  if (!(limits.time_seconds() > 0 && limits.time_seconds() <= kMaxCodeSeconds)) {
    return absl::InvalidArgumentError(
        absl::StrCat("code.limits.time_seconds must be in (0, ", kMaxCodeSeconds, "]"));
  }
  if (limits.memory_bytes() < kMinCodeMemory || limits.memory_bytes() > kMaxCodeMemory) {
    return absl::InvalidArgumentError(absl::StrCat(
        "code.limits.memory_bytes must be in [", kMinCodeMemory, ", ", kMaxCodeMemory, "]"));
  }
  if (limits.output_bytes() < 1 || limits.output_bytes() > kMaxCodeOutput) {
    return absl::InvalidArgumentError(
        absl::StrCat("code.limits.output_bytes must be in [1, ", kMaxCodeOutput, "]"));
  }
  size_t total = 0;
  for (int i = 0; i < code.tests_size(); ++i) {
    const referee::v1::CodeTest& test = code.tests(i);
    if (test.stdin().size() > kMaxCodeTestBytes ||
        test.expected_stdout().size() > kMaxCodeTestBytes) {
      return absl::InvalidArgumentError(
          absl::StrCat("code.tests[", i, "]: stdin and expected_stdout are at most ",
                       kMaxCodeTestBytes, " bytes each"));
    }
    if (static_cast<int64_t>(test.expected_stdout().size()) > limits.output_bytes()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "code.tests[", i, "].expected_stdout is longer than code.limits.output_bytes"));
    }
    total += test.stdin().size() + test.expected_stdout().size();
  }
  if (total > kMaxCodeTestsBytes) {
    return absl::InvalidArgumentError(
        absl::StrCat("code.tests: at most ", kMaxCodeTestsBytes, " bytes in all"));
  }
  return absl::OkStatus();
}

absl::Status RegisterCodeTask(Catalog& catalog, const TaskOptions& options) {
  return catalog.tasks.Register(std::make_unique<CodeTask>());
}

}  // namespace referee
