// DivisorFlipExpectation (RLVE-Gym "DivisorFlipExpectation", Luogu P3750):
// N lights 1..N, each on or off; switch i toggles every light whose index
// divides i. Switches are pressed uniformly at random until all lights are
// off, except that once the lights can be switched off with at most K
// presses, the shortest such sequence is pressed instead. The answer is
// E(presses) * N! modulo 10^9 + 7.
// Reference: the switch set that clears the lights is unique (decide from
// N down: press i iff light i is on); with k of its switches left, a
// random press takes k to k - 1 with odds k/N, else to k + 1, so the
// expected presses f(k) to go from k to k - 1 satisfy f(N) = 1,
// f(k) = (N + (N - k) f(k + 1)) / k; E = tp if tp <= K, else
// K + f(K + 1) + ... + f(tp), tp = the size of the set.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, ...); K uniform in
// 0..N; q uniform in 0..100 and each light on with odds q/100 (RLVE draws
// a real probability). Levels 0..50 (N <= 962).
// Instance: {"state": [N values 0/1] (1..20000), "k": 0..N}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `divisor_flip_expectation` (RLVE's ladder): -1 unparseable, -0.5 outside
// [0, 10^9 + 7), 1 for E * N! mod 10^9 + 7, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_DIVISOR_FLIP_EXPECTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_DIVISOR_FLIP_EXPECTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterDivisorFlipExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_DIVISOR_FLIP_EXPECTATION_H_
