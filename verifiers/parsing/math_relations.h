// Relations in math answers (`x \ge 5`, `-2 \le x \le 7`, `2x+4y-3 = 0`),
// read from normalized text (math_number.h's NormalizeMathText spells every
// relation one way: `=`, `\ne`, `<`, `\le`, `>`, `\ge`). The comparison
// itself lives in math_equivalence.cc, which compares a relation's sides
// with its own rules.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_

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

// The relations of `normalized`, or nullopt when it has none outside
// brackets, more than two, an empty side, or a `,`/`;` outside brackets
// (a list, whose elements are compared one by one).
std::optional<MathRelation> SplitRelations(absl::string_view normalized);

// The interval a relation on one variable states, as interval text
// (`x \ge 5` → `[5,\infty)`, `-2 < x \le 7` → `(-2,7]`, `5 > x` →
// `(-\infty,5)`), or nullopt when it is not one (no lone variable name on
// one side, mixed directions, `=`/`\ne`).
std::optional<std::string> RelationAsInterval(const MathRelation& relation);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_RELATIONS_H_
