// The framework of environments whose answer is one number (RLVE-Gym's
// counting and number-theory problems, exact arithmetic): the generator
// computes the answer with a reference algorithm, and one shared verifier
// grades the final answer against it with one of RLVE-Gym's ladders. A
// member derives IntegerAnswerEnvironment<Instance> (an Instance with a
// derived `std::string answer`), supplies Make / DeclareFields / Finish /
// Prompt (no Reference, no verifier class), and registers with
// RegisterIntegerAnswerEnvironment (arithmetic/multiplication.cc is the
// example).
//
// The answer: the final answer span (parsing/final_answer.h) holding one
// ASCII integer `[+-]?[0-9]+` of any length, or, when the environment's
// answers are rational (Fractions()), also a fraction `[+-]?[0-9]+/[0-9]+`
// (denominator non-zero), compared by value: `6/8` is `3/4`, `4/2` is `2`.
// Parts below 10^18 are reduced to lowest terms (CanonicalNumber); longer
// ones, up to the 4,300 digits CPython's int() reads by default, are
// compared with the reference by cross-multiplying. Surrounding ASCII
// whitespace is allowed, for a fraction also around the slash (`3 / 4`, as
// RLVE-Gym's int() of each split('/') part), and a `+` on the denominator;
// anything else is unparseable (-1).
//
// The ladders (RLVE-Gym's `rewarding_strategy` names), range [-1, 1]. The
// exact answer is always 1 and `correct`; otherwise:
//   kExact              "gold=answer": 0.
//   kMinOverMax         "(min/max)^beta" (RLVE's usual `processed_result <
//                       0` check): a negative answer is -1 (wrong_format),
//                       else (min(a, g) / max(a, g))^beta, so 0 earns 0.
//   kMinOverMaxPositive the same where RLVE-Gym checks `<= 0`: an answer
//                       <= 0 is -1.
//   kGoldOverAnswer     "(gold/answer)^beta", a minimisation: a negative
//                       answer is -1; an answer Acceptable() rejects (e.g.
//                       x with a^x != b) is -0.5 (invalid_answer); an
//                       acceptable one is (gold / answer)^beta (gold is the
//                       least acceptable answer, so the ratio is <= 1).
//   kAnswerOverGold     "(answer/gold)^beta", a maximisation: negative -1,
//                       not Acceptable() -0.5, else (answer / gold)^beta.
// beta = 10 by default (param `beta`); partial credit stays below 1.
// Before any of these, an integer outside Range() (when the environment has
// one, e.g. [0, MOD) for answers modulo MOD) is -0.5 (RLVE's wrong_range).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"

namespace referee {
namespace environments {

enum class NumberLadder {
  kExact,
  kMinOverMax,
  kMinOverMaxPositive,
  kGoldOverAnswer,
  kAnswerOverGold,
};

// The inclusive range of well-formed integer answers (RLVE's wrong_range).
struct AnswerRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

// A number in lowest terms as text: "-12", "0", "3/4" (denominator > 1).
// nullopt if `text` (ASCII whitespace around it allowed) is not an integer
// or a fraction whose parts are below 10^18 (leading zeros aside).
std::optional<std::string> CanonicalNumber(absl::string_view text);

// num / den for two positive decimal integers of any length, from their
// leading 18 digits and their lengths (0 when den is astronomically
// larger): the ratio of a (min/max)^beta ladder over numbers past 64 bits.
long double DecimalRatio(absl::string_view num, absl::string_view den);

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
  // Answers outside this range are -0.5; nullopt: no range.
  virtual std::optional<AnswerRange> RangeOf(const PreparedProblem&) const {
    return std::nullopt;
  }
  // kGoldOverAnswer / kAnswerOverGold: whether a non-negative answer other
  // than the reference (canonical integer text) is a valid candidate.
  virtual bool AcceptableFor(const PreparedProblem&,
                             absl::string_view /*answer*/) const {
    return true;
  }
};

template <typename Instance>
class IntegerAnswerEnvironment : public InstanceEnvironment<Instance>,
                                 public NumberAnswered {
 public:
  // `ladder`: how a wrong answer is graded.
  IntegerAnswerEnvironment(const About& about, NumberLadder ladder)
      : InstanceEnvironment<Instance>(about), ladder_(ladder) {}

  NumberLadder ladder() const final { return ladder_; }
  const std::string& AnswerOf(const PreparedProblem& problem) const final {
    return Answer(Of(problem));
  }
  std::optional<AnswerRange> RangeOf(const PreparedProblem& problem) const final {
    return Range(Of(problem));
  }
  bool AcceptableFor(const PreparedProblem& problem,
                     absl::string_view answer) const final {
    return Acceptable(Of(problem), answer);
  }

 protected:
  // The reference answer: every Instance of this framework has a field
  // `std::string answer`, derived by the reference algorithm (in Finish)
  // in CanonicalNumber() form.
  static const std::string& Answer(const Instance& instance) { return instance.answer; }
  // RLVE's wrong_range: e.g. {0, MOD - 1} for an answer modulo MOD.
  virtual std::optional<AnswerRange> Range(const Instance&) const {
    return std::nullopt;
  }
  // For kGoldOverAnswer / kAnswerOverGold: whether `answer` (a canonical
  // non-negative integer, possibly longer than 64 bits, never the
  // reference) is a valid candidate. Runs per rollout: keep it cheap and
  // bounded (reject what is too long to check).
  virtual bool Acceptable(const Instance&, absl::string_view /*answer*/) const {
    return true;
  }
  std::string Reference(const Instance& instance) const final {
    return AnswerTagged(Answer(instance));
  }

 private:
  const NumberLadder ladder_;
  static const Instance& Of(const PreparedProblem& problem) {
    return problem.As<PreparedInstance<Instance>>().instance();
  }
};

// Registers `environment` (an IntegerAnswerEnvironment) with its verifier,
// named after it, grading by environment->ladder().
absl::Status RegisterIntegerAnswerEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_INTEGER_ANSWER_H_
