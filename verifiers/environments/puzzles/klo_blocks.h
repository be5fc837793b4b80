// KloBlocks (RLVE-Gym "KloBlocks", after POI 2010 "Blocks", Luogu P3503):
// N stacks of A[i] blocks and a threshold K; a move takes one block from a
// stack holding more than K and puts it on a neighbouring stack. What is
// the longest run of consecutive stacks that can all be brought to at
// least K blocks? Reference (RLVE's and the problem's): the longest
// segment whose sum of A[i] - K is >= 0, by prefix sums b and a stack of
// prefix minima (the longest j < i with b[j] <= b[i]), O(N).
//
// Level d (RLVE's controller after d updates): N = 3, then floor(1.1 N) +
// 1 per level (12 at d = 8); A[i] uniform in 1..2N; K uniform in
// min A + 1..max A - 1; drawn again (RLVE's loop) while min A + 1 > max A
// - 1 or the answer is 1 or N. Levels 0..50 (N = 962).
// Instance: {"a": [1..1000 ints in 1..10^9], "k": int (1..10^9)}. The
// answer (0 when every A[i] < K) is derived.
// Answer: one integer in <answer> (else \boxed{}). Verifier `klo_blocks`
// (RLVE's ladder): -1 unparseable; 1 the length; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KLO_BLOCKS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KLO_BLOCKS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterKloBlocksEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_KLO_BLOCKS_H_
