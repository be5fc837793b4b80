// The `code` task (DESIGN §12): Problem.code is a CodeProblem, a program's
// tests (stdin → expected stdout), a comparison rule and limits. Prepare()
// checks it and fills in the defaults, so verifiers read a complete one:
//   language        "python3" (the default)
//   tests           1..64, each stdin and expected_stdout ≤ 1 MiB, ≤ 16 MiB in all
//   compare         "whitespace" (default), "exact" or "numbers"
//   tolerance       for "numbers": |a − b| ≤ tolerance · max(1, |b|); default 1e-6
//   limits          time_seconds (0, 10], default 2; memory_bytes
//                   [16 MiB, 1 GiB], default 256 MiB; output_bytes
//                   [1, 1 MiB], default 64 KiB, and at least every
//                   expected_stdout's size
// The default verifier is code_tests (code_tests.cc): the last fenced block
// (parsing/code_block.h) runs once per test; score = the fraction of tests
// passed (param all_or_nothing: 1 only when all pass), correct iff all
// pass; no program is unparsed (score 0), never an error; a run the
// sandbox could not make is the rollout's error. Counts per outcome in the
// details' components: code_tests.passed, .wrong_answer, .runtime_error,
// .time_limit, .memory_limit, .output_limit, .compile_error.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_TASK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_TASK_H_

#include <cstdint>

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

inline constexpr int kMaxCodeTests = 64;
inline constexpr size_t kMaxCodeTestBytes = size_t{1} << 20;
inline constexpr size_t kMaxCodeTestsBytes = size_t{16} << 20;
inline constexpr double kDefaultCodeSeconds = 2;
inline constexpr double kMaxCodeSeconds = 10;
inline constexpr int64_t kDefaultCodeMemory = int64_t{256} << 20;
inline constexpr int64_t kMinCodeMemory = int64_t{16} << 20;
inline constexpr int64_t kMaxCodeMemory = int64_t{1} << 30;
inline constexpr int64_t kDefaultCodeOutput = int64_t{64} << 10;
inline constexpr int64_t kMaxCodeOutput = int64_t{1} << 20;
inline constexpr double kDefaultCodeTolerance = 1e-6;

// Checks `code` and fills in its defaults (InvalidArgument naming the
// field). Shared by the task and by generated programming tasks.
absl::Status CompleteCodeProblem(referee::v1::CodeProblem& code);

// A prepared code problem: what code_tests judges a test's stdout by.
class PreparedCode : public PreparedProblem {
 public:
  using PreparedProblem::PreparedProblem;
  // Whether `stdout_text`, printed by a program that exited 0 on test
  // `test`'s stdin, passes it: the problem's comparison rule against the
  // test's expected_stdout (a generated programming task grades it with
  // its environment's verifier instead: programming_task.h).
  virtual bool Passes(size_t test, absl::string_view stdout_text) const;
};

absl::Status RegisterCodeTask(Catalog& catalog, const TaskOptions& options);
absl::Status RegisterCodeTestsVerifier(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_CODE_CODE_TASK_H_
