// The reference of an answer problem (Problem.answer), read once as
// math_equiv reads it (verifiers/parsing/math_reference.h; issue #35), not
// once per rollout. Made by the answer task type (legacy/answer.cc), read
// by math_equiv.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ANSWER_TRUTH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ANSWER_TRUTH_H_

#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "verifiers/prepared_problem.h"

namespace referee {
namespace tasks {

class PreparedAnswer final : public PreparedProblem {
 public:
  PreparedAnswer(const TaskType& task, referee::v1::Problem problem);

  // The answer the reference holds (a view into the problem or into this
  // object); nullopt when it has a box or tag with nothing readable.
  const std::optional<absl::string_view>& math_reference() const { return math_reference_; }

 private:
  std::string storage_;  // Joined boxes, when the reference lists several.
  std::optional<absl::string_view> math_reference_;
};

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ANSWER_TRUTH_H_
