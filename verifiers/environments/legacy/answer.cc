#include "verifiers/environments/legacy/answer.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "verifiers/environments/legacy/truth/answer_truth.h"

namespace referee {

inline namespace answer_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class AnswerTask final : public TaskType {
 public:
  absl::string_view Name() const override { return "answer"; }
  absl::string_view Source() const override { return "Referee"; }
  absl::string_view Description() const override {
    return "A generic reference answer (math-style), e.g. \"3/4\".";
  }
  Problem::TaskCase ProtoCase() const override { return Problem::kAnswer; }
  std::vector<std::string> DefaultVerifiers() const override {
    return {"math_equiv"};  // DESIGN §3 and §9.
  }
  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    if (problem.answer().answer().empty()) {
      return absl::InvalidArgumentError("empty answer.answer");
    }
    return std::make_shared<tasks::PreparedAnswer>(*this, std::move(problem));
  }
};

}  // namespace
}  // namespace answer_cc

absl::Status RegisterAnswerTask(Catalog& catalog, const TaskOptions& options) {
  return catalog.tasks.Register(std::make_unique<AnswerTask>());
}

}  // namespace referee
