// BitAndZeroPathCounting (RLVE-Gym "BitAndZero_PathCounting"): on the
// vertices 0, 1, 2, ... with an edge s -> t whenever s < t and s & t = 0,
// the number of paths from S to T (given in binary), modulo 10000.
// Reference: along a path the top bits strictly increase (disjoint numbers
// with s < t), so at bit column b the vertices that already have a bit
// there form a suffix of the path, and the column's bits are a string with
// no two adjacent 1s (each vertex's top bit 1, S's and T's bits fixed, the
// others free). Columns from T's top down to 0, the state being how many
// intermediate vertices have started (a new one may start at any column
// above S's top bit); each column multiplies in the number of such
// strings. O(len(T)^2).
//
// Level d: max_length = RLVE's after d + 2 updates (5, 6, 7, 8, 9, 10, 12,
// 14, ...: RLVE's first level, max_length 3, has a single problem and its
// second only 10); S and T are "1" followed by uniform bits, lengths uniform
// in 1..max_length, swapped so S <= T; drawn again while S = T or the
// answer is 0 or 1 (as RLVE). Levels 0..48 (max_length <= 962).
// Instance: {"s": "binary", "t": "binary"} (1..2000 digits 0/1, no leading
// zero, 1 <= S < T).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `bitand_zero_path_counting` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, 10000), 1 for the count mod 10000, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_BITAND_ZERO_PATH_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_BITAND_ZERO_PATH_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBitAndZeroPathCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_BITAND_ZERO_PATH_COUNTING_H_
