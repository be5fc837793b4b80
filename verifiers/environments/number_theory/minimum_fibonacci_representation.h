// MinimumFibonacciRepresentation (RLVE-Gym "MinimumFibonacciRepresentation"):
// with the Fibonacci numbers 1, 2, 3, 5, 8, 13, ... (each may be used more
// than once), what is the fewest terms, each added or subtracted, whose
// total is K? Reference: repeatedly replace n by its distance to the
// nearer of the two Fibonacci numbers around it, counting the steps until
// 0 (the classical greedy for this problem, POI 2012 "Fibonacci
// Representation"; the test checks it against a breadth-first search).
//
// Level d (RLVE's controller after d updates): MAX_K = 15, then
// floor(1.5 MAX_K) per level (15, 22, 33, 49, 73, 109, 163, 244, 366 at
// d = 8); K uniform in 4..MAX_K. Levels 0..84 (MAX_K = 8827965027544416,
// the last below 2^53, the largest integer a JSON instance holds exactly;
// the reference takes O(log K) steps anywhere; RLVE's controller has no
// top).
// Instance: {"k": K}, 1 <= K <= 2^53. The answer is derived.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `minimum_fibonacci_representation` (RLVE's ladder, range [-1, 1]): -1
// unparseable; 1 the minimum; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MINIMUM_FIBONACCI_REPRESENTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MINIMUM_FIBONACCI_REPRESENTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumFibonacciRepresentationEnvironment(Catalog& catalog,
                                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_MINIMUM_FIBONACCI_REPRESENTATION_H_
