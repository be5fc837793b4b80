// PolyaModel (RLVE-Gym "PolyaModel", Luogu P4204): a bag holds balls of T
// colours (given counts); at every step a ball is drawn uniformly, put back,
// and D more balls of its colour are added. The probability that, at each
// of some given steps, the drawn ball has the given colour, as a fraction
// p/q. Reference: the Polya urn is exchangeable, so the steps between the
// events do not matter and the probability is the product, over the events
// in order, of (balls of its colour) / (all balls), each event adding D
// balls of its colour; exact, in lowest terms.
//
// Level d (RLVE's controller after d updates): MAX = 3, then
// floor(1.1 MAX) + 1 per level (3, 4, 5, 6, 7, 8); T uniform in 2..MAX,
// each count uniform in 1..MAX, D uniform in 1..MAX, N uniform in 1..MAX,
// and k uniform in 1..N distinct steps of 1..N, each with a uniform colour.
// Levels 0..5 (MAX <= 8: the denominator, at most (MAX^2 + MAX^2)^MAX, stays
// below 10^18, the bound of a fraction answer).
// Instance: {"counts": [2..20 ints in 1..1000], "d": 1..1000, "events":
// [[step, colour], ...] (1..20 rows, steps increasing from 1, colours
// 1..T)}; rejected if the probability's numerator or denominator (in lowest
// terms) reaches 10^18.
// Answer: a fraction `p/q` in <answer> (else \boxed{}). Verifier
// `polya_model` (RLVE's ladder): -1 unparseable, 1 for the probability,
// else 0. Differences from RLVE: any equivalent fraction (e.g. 2/4 for
// 1/2) and an integer form count as that number (RLVE wants the reduced
// `p/q` text: an unreduced fraction is wrong, 0, and an integer is its
// wrong_format, -1); a zero or negative denominator is unparseable, -1
// (RLVE: 0). RLVE's scorer parses the whole output, not the <answer> span,
// so it gives every tagged answer -1 (its own reference too) and a bare
// `p/q` output 1; we read the final answer span (a bare `p/q` is -1).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_POLYA_MODEL_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_POLYA_MODEL_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPolyaModelEnvironment(Catalog& catalog,
                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PROBABILITY_POLYA_MODEL_H_
