#include "server/demo_data.h"

#include "absl/strings/str_split.h"
#include "server/jsonl.h"

namespace referee {
namespace {

// One proto3-JSON Problem per line, as in a --problems file.
constexpr char kDemoProblems[] = R"jsonl(
{"id": "demo-math-sum", "prompt": "What is 17 + 25? Put the final answer in \\boxed{}.", "difficulty": 1, "answer": {"answer": "42"}}
{"id": "demo-math-fraction", "prompt": "Simplify 6/8. Put the final answer in \\boxed{}.", "difficulty": 1, "answer": {"answer": "3/4"}}
{"id": "demo-math-root", "prompt": "Solve 4x^2 = 17 for x > 0. Put the final answer in \\boxed{}.", "difficulty": 2, "answer": {"answer": "\\frac{\\sqrt{17}}{2}"}}
)jsonl";

}  // namespace

std::vector<referee::v1::Problem> DemoProblems() {
  std::vector<referee::v1::Problem> problems;
  for (absl::string_view line :
       absl::StrSplit(kDemoProblems, '\n', absl::SkipWhitespace())) {
    referee::v1::Problem problem;
    // The data is a constant checked by demo_data_test.
    if (ParseJsonMessage(line, &problem).ok()) {
      problems.push_back(std::move(problem));
    }
  }
  return problems;
}

}  // namespace referee
