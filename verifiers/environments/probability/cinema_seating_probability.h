// Cinema (RLVE-Gym "Cinema", after Luogu P3330): N people enter a cinema
// with K seats 1..K (N <= K); each in turn picks a seat L uniformly in
// 1..K and takes the first free seat among L, L + 1, ..., K, standing if
// there is none. The probability that nobody stands, as a reduced
// fraction `A B`.
//
// Reference: the parking-function count. Add a seat K + 1 and let seats
// wrap around a circle of K + 1; every one of the (K + 1)^N choice
// sequences leaves K + 1 - N seats empty, and by rotation symmetry seat
// K + 1 is empty (nobody stood) in a fraction (K + 1 - N) / (K + 1) of
// them: P = (K + 1)^(N - 1) (K - N + 1) / K^N. gcd(K + 1, K) = 1, so the
// common factor is g = gcd(K - N + 1, K^N) (at most N gcd steps with K):
// A = (K + 1)^(N - 1) (K - N + 1) / g, B = K^N / g, in big integers.
//
// Level d (RLVE's controller after d updates): MAX_N_K = 4, then
// floor(1.5 MAX_N_K) per level (4, 6, 9, 13, 19, 28, 42, 63, 94 at level
// 8); N uniform in 2..MAX_N_K, K uniform in N..MAX_N_K. Levels 0..14
// (MAX_N_K = 1066): B has at most 1066 log10(1066) < 3,300 digits, and
// past level 15 (1599) it may pass the 4,300 digits Python's int() reads,
// so RLVE could not read its own reference.
// Instance: {"n": 1..1066, "k": n..1066} (RLVE needs N >= 2).
// Answer: two integers `A B` in <answer> (else \boxed{}), split at ASCII
// whitespace after Python's str.strip(), each `[+-]?[0-9]+` of at most
// 4,300 digits after leading zeros, as Python's int() reads them.
// Verifier `cinema_seating_probability` (RLVE's ladder): -1 unparseable
// (not exactly two such integers); 1 exactly (A, B); else 0 — an
// unreduced equal fraction (`2A 2B`) is 0 too, as RLVE compares the pair.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_CINEMA_SEATING_PROBABILITY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_CINEMA_SEATING_PROBABILITY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCinemaSeatingProbabilityEnvironment(Catalog& catalog,
                                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_CINEMA_SEATING_PROBABILITY_H_
