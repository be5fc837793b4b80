// PanSolarPanels (RLVE-Gym "PanSolarPanels"): given A <= B and C <= D,
// choose X in [A, B] and Y in [C, D] with gcd(X, Y) as large as possible;
// any maximising pair earns full credit. Reference: the best g is the
// largest with a multiple in both ranges, i.e. floor(B / g) g >= A and
// floor(D / g) g >= C; over a block of g where floor(B / g) and
// floor(D / g) stay constant those multiples grow with g, so only each
// block's last g is tried, O(sqrt B + sqrt D) blocks.
//
// Level d (RLVE's controller after d updates): MAX = 10, then
// floor(1.5 MAX) per level (10, 15, 22, 33, 49, 73, 109, 163, 244 at
// d = 8); four numbers uniform in 1..MAX, redrawn until sorted they read
// A <= B < C <= D; then with probability 1/2 the two ranges are swapped
// ([A, B] = the upper one). Levels 0..45 (MAX = 798381090, the last below
// 10^9: about 10^5 blocks, around a millisecond; RLVE's controller has no
// top).
// Instance: {"a": A, "b": B, "c": C, "d": D}, 1 <= A <= B <= 10^9,
// 1 <= C <= D <= 10^9 (the ranges may overlap: the reference does not
// need them apart). The best gcd is derived.
// Answer: `X Y` (two integers) in <answer> (else \boxed{}). Verifier
// `pan_solar_panels` (RLVE's "(answer/gold)^beta" ladder, range [-1, 1]):
// -1 unparseable or not exactly two integers; -0.5 X outside [A, B] or Y
// outside [C, D] (kHugeToken too); else (gcd(X, Y) / best)^beta, beta = 3
// (param `beta`), 1 exactly for a maximising pair.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PAN_SOLAR_PANELS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PAN_SOLAR_PANELS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPanSolarPanelsEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PAN_SOLAR_PANELS_H_
