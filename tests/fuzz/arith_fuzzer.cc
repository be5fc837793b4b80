// libFuzzer target for the Countdown expression parser and evaluator, and
// for the distance search on small valid answers: nothing may crash,
// recurse without bound or run past its work budget unchecked.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/countdown_answer.h"
#include "verifiers/parsing/arith.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  if (auto expression = referee::parsing::ParseExpression(text)) {
    if (expression->nodes.empty()) std::abort();
    referee::parsing::Evaluate(*expression);
  }
  // The same text as a model answer to a fixed 4-number problem: when it is
  // valid, the distance search runs under a small budget.
  static const referee::v1::Countdown* const kProblem = [] {
    auto* countdown = new referee::v1::Countdown();
    for (int64_t n : {3, 8, 8, 3}) countdown->add_numbers(n);
    countdown->set_target(24);
    return countdown;
  }();
  static const referee::tasks::CountdownSolver* const kSolver =
      new referee::tasks::CountdownSolver({3, 8, 8, 3}, 24);
  const std::string output = "<answer>" + std::string(text) + "</answer>";
  const referee::CountdownAnswer answer =
      referee::ReadCountdownAnswer(*kProblem, output);
  if (answer.correct && !answer.valid) std::abort();
  if (answer.valid && !answer.correct) {
    auto d = kSolver->Distance(*answer.expression, /*budget=*/1'000'000);
    if (d.ok() && (*d < 1 || *d > 22)) std::abort();
  }
  return 0;
}
