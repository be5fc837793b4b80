// PipelineArrangement (RLVE-Gym "PipelineArrangement"), two-machine flow
// shop: N products each pass machine A (A[i] time units) and then machine
// B (B[i]); both machines take the products in one chosen order, B starting
// a product once A has finished it and B is free. Choose the order that
// makes the last product finish on B as early as possible.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at level 8); every A[i],
// then every B[i], uniform in 1..N. Levels 0..50 (N = 962; the prompt is
// linear in N).
// Instance: {"a": [1..1000 ints in 1..10^6], "b": [as many ints in
// 1..10^6]} (N is their length). The least finishing time (Johnson's
// rule: the products with A[i] < B[i] first by increasing A[i], then the
// rest by decreasing B[i]) is derived.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated product indices. Verifier `pipeline_arrangement` (RLVE's
// "(gold/answer)^beta", range [-1, 1]): -1 if unparseable (no final answer,
// a token that is not an integer); -0.5 if not N integers or not a
// permutation of 0..N-1; else (least finishing time / the order's
// finishing time)^beta, beta = 5 (param `beta`). Every optimal order is
// correct, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PIPELINE_ARRANGEMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PIPELINE_ARRANGEMENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPipelineArrangementEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PIPELINE_ARRANGEMENT_H_
