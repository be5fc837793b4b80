// Division (RLVE-Gym "Division"): the integer quotient floor(A / B) of two
// natural numbers.
//
// Level d (RLVE's controller after d updates): k = d + 1 digits; B uniform
// in 1..10^k - 1, A = B·q + r with q uniform in 0..10^k - 1 and r uniform
// in 0..B - 1 (so the quotient is q). Levels 0..17 (A < 10^36, computed in
// 128 bits; RLVE's Python ints have no top level).
// Instance: {"a": "digits" (1..36 digits), "b": "digits" (1..18 digits,
// not 0)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier `division`
// (RLVE's ladder, "gold=answer"): -1 unparseable, 1 for floor(A / B),
// else 0. RLVE picks one of ten phrasings; we ask in one wording of our own
// (RLVE's "How many full times does A fit into B?" phrasing swaps the
// operands).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_DIVISION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_DIVISION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDivisionEnvironment(Catalog& catalog,
                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_DIVISION_H_
