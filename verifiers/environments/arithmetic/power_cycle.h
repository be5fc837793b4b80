// PowerCycle (RLVE-Gym "PowerCycle"): the least L >= 1 such that the last
// K decimal digits of N^a and N^(a+L) agree for every a >= 1 (equivalently
// N^(L+1) = N modulo 10^K).
//
// Level d (RLVE's controller after d updates): D = 2, then
// floor(1.1 D) + 1 per level (2, 3, ..., 10, 12, 14, ...); N uniform in
// 1..10^D - 1, K uniform in 1..D, drawn again while the powers have no such
// cycle. Levels 0..12 (D <= 18: 10^K fits 64 bits). The reference (as
// RLVE's): the cycle for the last i digits is the cycle for i - 1 digits
// times the least j in 1..10 that works, none meaning no cycle.
// Instance: {"n": "digits" (1..18 digits, not 0), "k": 1..18}; rejected
// when the powers have no cycle.
// Answer: one positive integer in <answer> (else \boxed{}). Verifier
// `power_cycle` (RLVE's ladder, "gold/answer"): -1 unparseable or <= 0
// (RLVE's wrong_format); 0 if the answer is not a multiple of the least
// cycle L (RLVE's invalid_answer: not a cycle at all); else L / answer (no
// power), 1 and correct iff the answer is L. Answers of any length.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POWER_CYCLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POWER_CYCLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPowerCycleEnvironment(Catalog& catalog,
                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_POWER_CYCLE_H_
