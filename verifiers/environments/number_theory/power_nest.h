// PowerNest (RLVE-Gym "PowerNest", NOIP 1998 "Power of 2"): write a
// positive integer as a sum of powers of two, highest first, 2^1 as `2`,
// 2^0 as `2(0)` and 2^e (e >= 2) as `2(E)` with E the same form of e,
// recursively; e.g. 137 = `2(2(2)+2+2(0))+2(2+2(0))+2(0)`.
//
// Reference: the form itself (set bits from the highest, each exponent
// written recursively). Exactly one string is correct.
//
// Level d (RLVE's controller after d updates): max_number = 4 * 2^d (1024
// at d = 8); the number uniform in 1..max_number. Levels 0..51
// (max_number = 2^53, the largest integer a JSON instance holds exactly;
// the form then has at most 54 terms and stays near 1 KB; RLVE's
// controller has no top).
// Instance: {"number": 1..2^53}. The answer is derived.
// Answer: the final <answer> (else \boxed{}) content, stripped as Python's
// str.strip() does. Verifier `power_nest` (RLVE's ladder, range [-1, 1]):
// -1 no answer; 1 the form of the number; 0 another well-formed
// expression (the grammar E := T ('+' T)*, T := `2` | `2(0)` | `2(` E `)`,
// as RLVE's check_powernest accepts, whatever its value); -0.5 anything
// else. The grammar is checked in one pass with a depth counter (no
// recursion, any input length; RLVE's recursive check would stop at
// Python's recursion limit on very deep nesting, which this does not
// reproduce).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_POWER_NEST_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_POWER_NEST_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPowerNestEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_POWER_NEST_H_
