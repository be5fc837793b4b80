// code_tests (DESIGN §12): see code_task.h.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/code/code_task.h"
#include "verifiers/parsing/code_block.h"

namespace referee {
inline namespace code_tests_cc {  // Unity builds: DEVELOPERS.md
namespace {

using v1::sandbox::Result;

// The components a verdict counts, in a fixed order.
constexpr const char* kCounted[] = {"passed",       "wrong_answer", "runtime_error",
                                    "time_limit",   "memory_limit", "output_limit",
                                    "compile_error"};

class CodeTestsVerifier final : public ProgramVerifier {
 public:
  absl::string_view Name() const override { return "code_tests"; }
  absl::string_view Description() const override {
    return "The fraction of tests the last fenced program passes, run in the sandbox "
           "(all_or_nothing: 1 only when all pass).";
  }
  std::vector<absl::string_view> Tasks() const override { return {"code"}; }
  std::vector<ParamSpec> Params() const override {
    return {{"all_or_nothing", ParamSpec::Type::kBool, 0,
             "1 only when every test passes, else 0 (default: the fraction passed)"}};
  }
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    return absl::FailedPreconditionError(
        "code is scored only by a server started with --sandbox=bwrap");
  }

  std::vector<v1::sandbox::Run> Runs(const VerifyInput& input) const override {
    const v1::CodeProblem& code = input.problem().code();
    const std::optional<absl::string_view> program =
        parsing::LastCodeBlock(input.output, code.language());
    std::vector<v1::sandbox::Run> runs;
    if (!program) return runs;
    runs.reserve(code.tests_size());
    for (const v1::CodeTest& test : code.tests()) {
      v1::sandbox::Run& run = runs.emplace_back();
      run.set_language(code.language());
      run.set_program(std::string(*program));
      run.set_stdin(test.stdin());
      run.set_time_seconds(code.limits().time_seconds());
      run.set_memory_bytes(code.limits().memory_bytes());
      run.set_output_bytes(code.limits().output_bytes());
    }
    return runs;
  }

  absl::StatusOr<Verdict> Judge(const VerifyInput& input, absl::Span<const Result> results,
                                VerdictCounts* counts) const override {
    const v1::CodeProblem& code = input.problem().code();
    Verdict verdict;
    double tally[7] = {0, 0, 0, 0, 0, 0, 0};
    if (!results.empty()) {
      if (results.size() != static_cast<size_t>(code.tests_size())) {
        return absl::InternalError("one result per test expected");
      }
      verdict.parsed = true;
      for (size_t i = 0; i < results.size(); ++i) {
        const Result& result = results[i];
        switch (result.outcome()) {
          case v1::sandbox::EXITED:
            ++tally[input.prepared.As<PreparedCode>().Passes(i, result.stdout()) ? 0 : 1];
            break;
          case v1::sandbox::RUNTIME_ERROR: ++tally[2]; break;
          case v1::sandbox::TIME_LIMIT: ++tally[3]; break;
          case v1::sandbox::MEMORY_LIMIT: ++tally[4]; break;
          case v1::sandbox::OUTPUT_LIMIT: ++tally[5]; break;
          case v1::sandbox::COMPILE_ERROR: ++tally[6]; break;
          default:
            return absl::UnavailableError(
                absl::StrCat("the sandbox could not run test ", i, ": ", result.message()));
        }
      }
      const double passed = tally[0];
      verdict.correct = passed == static_cast<double>(results.size());
      verdict.score = input.params.Flag("all_or_nothing")
                          ? (verdict.correct ? 1.0 : 0.0)
                          : passed / static_cast<double>(results.size());
    }
    if (counts != nullptr) {
      for (int k = 0; k < 7; ++k) counts->emplace_back(absl::StrCat("code_tests.", kCounted[k]), tally[k]);
    }
    return verdict;
  }
};

}  // namespace
}  // namespace code_tests_cc

absl::Status RegisterCodeTestsVerifier(Catalog& catalog, const TaskOptions& options) {
  return catalog.verifiers.Register(std::make_unique<CodeTestsVerifier>());
}

}  // namespace referee
