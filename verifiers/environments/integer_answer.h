// The framework of environments whose answer is one number (RLVE-Gym's
// counting and number-theory problems, exact arithmetic): the generator
// computes the answer with a reference algorithm, and one shared verifier
// grades the final answer against it with one of RLVE-Gym's ladders. A
// member derives IntegerAnswerEnvironment<Instance>, supplies Make / Write /
// Read / Prompt and Answer (no Reference, no verifier class), and registers
// with RegisterIntegerAnswerEnvironment (arithmetic/multiplication.cc is
// the example).
//
// The answer: the final answer span (parsing/final_answer.h) holding one
// ASCII integer `[+-]?[0-9]+` of any length, or, when the environment's
// answers are rational (Fractions()), also a fraction `[+-]?[0-9]+/[0-9]+`
// (numerator and denominator below 10^18, denominator non-zero), compared
// in lowest terms: `6/8` is `3/4`, `4/2` is `2`. Surrounding ASCII
// whitespace is allowed; anything else is unparseable (-1).
//
// The ladders (RLVE-Gym's `rewarding_strategy` names), range [-1, 1]:
//   kExact       "gold=answer": 1 (correct) if the answer equals the
//                reference, else 0.
//   kMinOverMax  "(min/max)^beta" for a positive reference: an answer <= 0
//                is -1 (RLVE-Gym's wrong_format), else
//                (min(a, g) / max(a, g))^beta, beta = 10 by default (param
//                `beta`), kept below 1 unless a == g.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_

#include <memory>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"

namespace referee {
namespace environments {

enum class NumberLadder { kExact, kMinOverMax };

// A number in lowest terms as text: "-12", "0", "3/4" (denominator > 1).
// nullopt if `text` (ASCII whitespace around it allowed) is not an integer
// or a fraction within the bounds above.
std::optional<std::string> CanonicalNumber(absl::string_view text);

// What the shared verifier reads from an environment of this framework.
class NumberAnswered {
 public:
  virtual ~NumberAnswered() = default;
  // The reference answer of `problem`, as CanonicalNumber() writes it.
  virtual const std::string& AnswerOf(const PreparedProblem& problem) const = 0;
  virtual NumberLadder ladder() const = 0;
  // Whether answers may be fractions (a rational reference); else a
  // fraction is unparseable, as RLVE-Gym's int() has it.
  virtual bool Fractions() const { return false; }
};

template <typename Instance>
class IntegerAnswerEnvironment : public InstanceEnvironment<Instance>,
                                 public NumberAnswered {
 public:
  const std::string& AnswerOf(const PreparedProblem& problem) const final {
    return Answer(problem.As<PreparedInstance<Instance>>().instance());
  }

 protected:
  // The reference answer, computed by the reference algorithm in Make and
  // Read and kept in the instance, in CanonicalNumber() form.
  virtual const std::string& Answer(const Instance& instance) const = 0;
  std::string Reference(const Instance& instance) const final {
    return AnswerTagged(Answer(instance));
  }
};

// Registers `environment` (an IntegerAnswerEnvironment) with its verifier,
// named after it, grading by environment->ladder().
absl::Status RegisterIntegerAnswerEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_
