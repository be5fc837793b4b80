// RecursiveFunction (RLVE-Gym "RecursiveFunction"): evaluate f(M, N) for
// the Ackermann-like f(0, n) = n + 1, f(m, 0) = f(m - 1, 1),
// f(m, n) = f(m//2, f(m//2, n//2)) + f(m//2, f(m//2, n - 1)).
//
// Level d (RLVE's controller after d updates): MAX = 3, then
// floor(1.1 MAX) + 1 per level (3, 4, ..., 10, 12, ...); M and N uniform in
// 1..MAX. Levels 0..29 (MAX <= 126: every value met is below 2^82, exact
// in 128 bits; from m = 128 on the values pass 2^128). The reference
// memoises f over the (m, n) pairs it meets (a few thousand).
// The question is worded one of 4 ways (drawn; at low levels there are
// only a few (M, N) pairs).
// Instance: {"m": 0..126, "n": 0..126, "phrasing": 0..3 (optional,
// default 0)}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `recursive_function` (RLVE's ladder, "gold=answer"): -1 unparseable, 1
// for f(M, N), else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_RECURSIVE_FUNCTION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_RECURSIVE_FUNCTION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRecursiveFunctionEnvironment(Catalog& catalog,
                                                  const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_RECURSIVE_FUNCTION_H_
