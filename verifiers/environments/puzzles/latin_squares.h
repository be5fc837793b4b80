// Latin squares over 0..n-1, row by row, as RLVE-Gym's puzzles
// (FutoshikiPuzzle, SkyscraperPuzzle) make and check them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LATIN_SQUARES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LATIN_SQUARES_H_

#include <cstdint>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// RLVE's square: cell (r, c) = (p[r] + q[c]) mod n for uniformly shuffled
// permutations p, then q, of 0..n-1.
std::vector<int64_t> ShiftedLatinSquare(int64_t n, tasks::Rng& rng);

// Whether no number repeats in a row or a column of the n·n cells and every
// cell is in 0..n-1, or -1 (blank) where `blanks_allowed`. Without blanks:
// whether the cells are a Latin square. Anything else (kHugeToken too)
// fails.
bool IsLatinSquare(const std::vector<int64_t>& cells, int64_t n, bool blanks_allowed = false);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_LATIN_SQUARES_H_
