#include "engine/demo_data.h"

#include "absl/strings/str_split.h"
#include "engine/jsonl.h"

namespace referee {
namespace {

// One proto3-JSON Problem per line, as in a --problems file. The Activity
// and LIS problems are seed 000's Figure 1 instances (times in minutes:
// 06:09 is 369); the Countdown one is seed 002's Figure 1.
constexpr char kDemoProblems[] = R"jsonl(
{"id": "demo-math-sum", "prompt": "What is 17 + 25? Put the final answer in \\boxed{}.", "difficulty": 1, "answer": {"answer": "42"}}
{"id": "demo-math-fraction", "prompt": "Simplify 6/8. Put the final answer in \\boxed{}.", "difficulty": 1, "answer": {"answer": "3/4"}}
{"id": "demo-math-root", "prompt": "Solve 4x^2 = 17 for x > 0. Put the final answer in \\boxed{}.", "difficulty": 2, "answer": {"answer": "\\frac{\\sqrt{17}}{2}"}}
{"id": "demo-activity-fig1", "difficulty": 5, "activity": {"intervals": [{"start": 369, "end": 444}, {"start": 433, "end": 503}, {"start": 449, "end": 568}, {"start": 504, "end": 618}, {"start": 288, "end": 374}]}}
{"id": "demo-lis-fig1", "difficulty": 5, "lis": {"values": [797, 476, 335, 452, 606]}}
{"id": "demo-countdown-fig1", "difficulty": 3, "countdown": {"numbers": [44, 19, 35], "target": 98}}
)jsonl";

}  // namespace

std::vector<referee::v1::Problem> DemoProblems(const TaskRegistry& tasks) {
  std::vector<referee::v1::Problem> problems;
  for (absl::string_view line :
       absl::StrSplit(kDemoProblems, '\n', absl::SkipWhitespace())) {
    referee::v1::Problem problem;
    // The data is a constant checked by the server tests.
    if (!ParseJsonMessage(line, &problem).ok()) continue;
    if (problem.prompt().empty()) {
      // The seeds' prompts (Fig. 6; TinyZero's Countdown).
      absl::StatusOr<PreparedProblemPtr> prepared = tasks.Prepare(problem);
      if (prepared.ok()) {
        problem.set_prompt((*prepared)->task().DefaultPrompt(**prepared));
      }
    }
    problems.push_back(std::move(problem));
  }
  return problems;
}

}  // namespace referee
