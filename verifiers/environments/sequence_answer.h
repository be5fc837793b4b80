// The framework of environments whose answer is a sequence of integers of a
// known length, graded by RLVE-Gym's partial-credit ladders ("mean([gold=
// answer])^beta" for Sorting, "(satisfied/all)^beta" for orders and
// permutations): a member derives SequenceAnswerEnvironment<Instance> and
// supplies, besides Make / Write / Read / Prompt / Reference, the answer's
// length and a Grade of a parsed answer; the shared verifier does the rest.
// Register with RegisterSequenceAnswerEnvironment (sequences/sorting.cc is
// the example).
//
// The ladder, range [-1, 1]:
//   -1             no final answer, or a token that is not an ASCII integer
//                  (parsing/final_answer.h);
//   -0.5           not AnswerLength() integers, or Grade() says the answer
//                  is not a valid candidate (e.g. not a permutation);
//   (hits/total)^beta  otherwise, beta = the member's default (param
//                  `beta`); 1 and `correct` iff hits == total.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCE_ANSWER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCE_ANSWER_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"

namespace referee {
namespace environments {

// How much of a sequence answer is right: hits out of total (total > 0, or
// 0 for an empty instance, which is then full credit).
struct SequenceGrade {
  int64_t hits = 0;
  int64_t total = 0;
};

// The number of positions where `answer` equals `gold` (same length).
int64_t MatchingPositions(const std::vector<int64_t>& answer,
                          const std::vector<int64_t>& gold);

// What the shared verifier reads from an environment of this framework.
class SequenceAnswered {
 public:
  virtual ~SequenceAnswered() = default;
  virtual size_t AnswerLengthOf(const PreparedProblem& problem) const = 0;
  // nullopt: not a valid candidate (-0.5).
  virtual std::optional<SequenceGrade> GradeOf(
      const PreparedProblem& problem, const std::vector<int64_t>& answer) const = 0;
  // The default of the `beta` parameter.
  virtual double DefaultBeta() const = 0;
};

template <typename Instance>
class SequenceAnswerEnvironment : public InstanceEnvironment<Instance>,
                                  public SequenceAnswered {
 public:
  using InstanceEnvironment<Instance>::InstanceEnvironment;
  size_t AnswerLengthOf(const PreparedProblem& problem) const final {
    return AnswerLength(problem.As<PreparedInstance<Instance>>().instance());
  }
  std::optional<SequenceGrade> GradeOf(
      const PreparedProblem& problem,
      const std::vector<int64_t>& answer) const final {
    return Grade(problem.As<PreparedInstance<Instance>>().instance(), answer);
  }

 protected:
  // N: answers with another number of integers are invalid (-0.5).
  virtual size_t AnswerLength(const Instance& instance) const = 0;
  // The grade of an answer of exactly AnswerLength() integers (values past
  // int64 read as parsing::kHugeToken), or nullopt if it is not a valid
  // candidate. Linear or near-linear in N: it runs per rollout.
  virtual std::optional<SequenceGrade> Grade(
      const Instance& instance, const std::vector<int64_t>& answer) const = 0;
};

// Registers `environment` (a SequenceAnswerEnvironment) with its verifier,
// named after it.
absl::Status RegisterSequenceAnswerEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCE_ANSWER_H_
