// What the RLVE-style environment verifiers share (seed 001, RLVE-Gym's
// reward conventions): rewards in [-1, 1], -1 for an answer that cannot be
// parsed, -0.5 for a parsed but invalid one, a graded credit raised to a
// power beta otherwise, and `correct` only at full credit.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_RLVE_LADDER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_RLVE_LADDER_H_

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

inline constexpr double kUnparsedReward = -1.0;
inline constexpr double kInvalidReward = -0.5;
// Every RLVE-style ladder, and the VAST ladder: -1 unparseable .. 1 solved.
inline constexpr ScoreBounds kLadderBounds{kUnparsedReward, 1.0};

// ratio^exponent for a ratio in [0, 1) that is not full credit, kept below
// 1: a tiny exponent (1e-18) would otherwise round a wrong answer's reward
// up to exactly 1.
inline double PartialCredit(double ratio, double exponent) {
  return std::min(std::pow(std::max(0.0, ratio), exponent),
                  std::nextafter(1.0, 0.0));
}

inline Verdict Unparsed() { return {kUnparsedReward, false, false}; }
inline Verdict Invalid() { return {kInvalidReward, false, true}; }
// (hits / total)^beta; full credit, and `correct`, iff hits == total.
inline Verdict Graded(int64_t hits, int64_t total, double beta) {
  const double ratio =
      total == 0 ? 1.0 : static_cast<double>(hits) / static_cast<double>(total);
  if (hits == total) return {1.0, true, true};
  return {PartialCredit(ratio, beta), false, true};
}

// RLVE's one-of-two-words answers (who wins; yes or no): the final answer,
// stripped as Python's str.strip() strips, must be `yes_word` or `no_word`
// (else -0.5); 1 when it names the right one (`yes_word` iff `yes_is_right`),
// 0 for the other; -1 without an answer.
Verdict GradeOneOfTwoWords(absl::string_view output, absl::string_view yes_word,
                           absl::string_view no_word, bool yes_is_right);

// The integers of the final answer, keeping at most `limit` values; nullopt
// if there is no answer or a token is not an integer.
inline std::optional<parsing::IntegerTokens> FinalIntegers(
    absl::string_view output, size_t limit) {
  std::optional<absl::string_view> answer = parsing::FinalAnswer(output);
  if (!answer) return std::nullopt;
  return parsing::ParseIntegerTokens(*answer, limit);
}

// The `beta` parameter of a graded ladder.
inline ParamSpec BetaParam(double default_beta) {
  return {"beta", ParamSpec::Type::kNumber, default_beta,
          "exponent of the graded credit, > 0"};
}
absl::Status ValidateBeta(const ParamValues& params);

// The two ways RLVE-Gym's parameter controllers grow a bound per update,
// in exact integers (RLVE computes them in doubles and truncates).
//
// RlveGrowth: x(0) = start, x(u+1) = int(1.1 x(u) + 1), computed as
// floor(11 x / 10) + 1. The double 1.1 is slightly above 1.1, so the
// double product never falls below an integer that 11x/10 reaches, and
// the two agree at every level the ladders use.
int64_t RlveGrowth(int64_t start, int updates);
// RlveScaled: x(0) = start, x(u+1) = int(1.5 x(u)) = floor(3 x / 2),
// exact because 1.5 is a binary fraction.
int64_t RlveScaled(int64_t start, int updates);

// RLVE's size ladder of Sorting and TopologicalSort: N(0) = 3, then
// RlveGrowth per level (3, 4, 5, ..., 10, 12, 14, 16, 18, 20, 23, ...).
int64_t RlveGrowthSize(int difficulty);

// position[v] = the index of v in `values` if `values` is a permutation of
// 0..n-1; nullopt otherwise (a wrong length, a repeat, anything out of
// range, kHugeToken included).
std::optional<std::vector<int64_t>> PermutationPositions(
    const std::vector<int64_t>& values, int64_t n);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_RLVE_LADDER_H_
