// RangeFourSequenceConstruction (RLVE-Gym "RangeFourSequenceConstruction"):
// build a sequence of N values in 0..3 whose neighbours always form one of
// the pairs 01, 10, 03, 30, 12, 21 (00, 11, 22, 33, 02, 20, 13, 31, 23, 32
// are forbidden), and which meets every given condition: a condition lists
// 2..4 positions (numbered 1..N) whose values must all differ.
//
// Level d (RLVE's controller after d updates): N = 3 + d. A planted
// sequence: four weights w_v uniform in 1..N, then each value drawn with
// probability proportional to w_v among the values allowed after the
// previous one (RLVE redraws until allowed: the same distribution). The
// candidate conditions are every choice of 2..4 distinct values and one
// position of each value (all satisfied by the planted sequence); C of them
// are drawn without repeats, C uniform in 1..min(2N, their number), shown in
// a random order, each with its positions in a random order. Levels 0..997
// (N <= 1000, at most 2000 conditions): the top keeps the prompt near 40 KB
// and generation at O(N log N).
// Instance: {"n": 3..1000, "sequence": [n ints in 0..3] (a solution),
// "lengths": [1..2n ints in 2..4] (each condition's size), "positions":
// [sum(lengths) ints in 1..n] (the conditions' positions, concatenated)}.
// The instance reader has no ragged rows, hence sizes plus positions.
// Checked: "sequence" has no forbidden neighbours and meets every condition
// (so a condition's positions are distinct).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers. Verifier `range_four_sequence_construction` (RLVE's
// "(satisfied/all)^beta", range [-1, 1]): -1 if unparseable (no answer, a
// token that is not an integer); -0.5 if not N integers, a value outside
// 0..3, or a forbidden neighbouring pair; else (conditions met / C)^beta,
// beta = 5 (param `beta`). Full credit (correct) for any sequence that meets
// every condition, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_RANGE_FOUR_SEQUENCE_CONSTRUCTION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_RANGE_FOUR_SEQUENCE_CONSTRUCTION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRangeFourSequenceConstructionEnvironment(Catalog& catalog,
                                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_RANGE_FOUR_SEQUENCE_CONSTRUCTION_H_
