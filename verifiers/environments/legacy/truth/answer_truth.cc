#include "verifiers/environments/legacy/truth/answer_truth.h"

#include <utility>

#include "verifiers/parsing/math_reference.h"

namespace referee {
namespace tasks {

PreparedAnswer::PreparedAnswer(const TaskType& task, referee::v1::Problem problem)
    : PreparedProblem(task, std::move(problem)) {
  // Once the base holds the problem: the view points into its storage.
  math_reference_ = parsing::MathReferenceAnswer(this->problem().answer().answer(), &storage_);
}

}  // namespace tasks
}  // namespace referee
