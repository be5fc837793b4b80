// Relations in math answers (`x \ge 5`, `-2 \le x \le 7`, `2x+4y-3 = 0`),
// read from normalized text (math_number.h's NormalizeMathText spells every
// relation one way: `=`, `\ne`, `<`, `\le`, `>`, `\ge`). The comparison
// itself lives in math_equivalence.cc, which compares a relation's sides
// with its own rules.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

enum class RelationOp { kEqual, kNotEqual, kLess, kLessEqual, kGreater, kGreaterEqual };

// The same relation read from the other side: `<` for `>`, `\le` for `\ge`;
// `=` and `\ne` are their own.
RelationOp Flipped(RelationOp op);

// `sides[0] ops[0] sides[1] ops[1] sides[2] …`, split at relations outside
// brackets.
struct MathRelation {
  std::vector<absl::string_view> sides;
  std::vector<RelationOp> ops;
};

// Whether `normalized` holds a sign SplitRelations reads (`=`, `<`, `>`,
// `\le`, `\ge`, `\ne`) anywhere, inside brackets too. False means
// SplitRelations returns nullopt, so a caller can skip the relation rules
// after one cheap scan. (NormalizeMathText spells the other forms,
// `\leq`, `\gt`, `>=`, `!=`, `≤`, …, one of these ways.)
bool HoldsRelationSign(absl::string_view normalized);

// The relations of `normalized`, or nullopt when it has none outside
// brackets, more than two, an empty side, or a `,`/`;` outside brackets
// (a list, whose elements are compared one by one).
std::optional<MathRelation> SplitRelations(absl::string_view normalized);

// The interval a relation on one variable states, as interval text
// (`x \ge 5` → `[5,\infty)`, `-2 < x \le 7` → `(-2,7]`, `5 > x` →
// `(-\infty,5)`), or nullopt when it is not one (no lone variable name on
// one side, mixed directions, `=`/`\ne`).
std::optional<std::string> RelationAsInterval(const MathRelation& relation);

// RelationAsInterval on normalized text, which may also be a union of such
// relations on the same variable joined by `\cup` or the word `or` outside
// brackets (`x < -1 \text{ or } x > 2` → `(-\infty,-1)\cup(2,\infty)`);
// nullopt when any part is not one, or the parts' variables differ.
std::optional<std::string> RelationTextAsInterval(absl::string_view normalized);

// Whether two relations `L op R` and `L' op' R'` (one op each) are the same
// up to a constant factor: L−R = k·(L'−R') for a rational k ≠ 0 — any k for
// `=` and `\ne` (`3x-6y+9=0` = `-x+2y-3=0`, `4x+2y-6=0` = `y=-2x+3`),
// k > 0 for the same inequality, k < 0 for the flipped one (`2x+2y>4` =
// `-x-y<-2`). k is read exactly at small rational points where L'−R' ≠ 0
// (the first such point decides it; a point where both vanish is skipped),
// then L−R against k·(L'−R') is checked by ExpressionsEquivalent with
// `seed`. False when no point gives an exact k (`\sqrt{2}x=y`), either side
// is not an expression, or the texts pass kMaxExpressionBytes. Linear in
// the texts (a few compilations and evaluations).
bool RelationsProportional(const MathRelation& x, const MathRelation& y, uint64_t seed);

// Whether an equation is `v = expression` up to a nonzero multiple, where v
// is the one variable of the equation missing from `expression` (a
// variable-free expression never matches): NormalizeMathText drops a label
// such as `y =`, so `y=-2x+3` arrives as `-2x+3`, and `4x+2y-6=0` still
// equals it. `x+y=3` against `3` is false (no variable in `3`).
bool EquationSolvedFor(const MathRelation& equation, absl::string_view expression,
                       uint64_t seed);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_
