// Arithmetic modulo a prime for the brute-force tests of environments whose
// answer is an expectation p/q reported as p·q^-1 mod a prime: powers,
// inverses, and a linear system (a Markov chain's hitting times) solved
// exactly mod the prime. Written from the textbook methods, not from
// verifiers/, so the tests stay independent checks.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_MOD_ARITH_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_MOD_ARITH_H_

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace referee {
namespace testing {

// base^exponent mod `mod`, by repeated squaring. `mod` < 2^32, so that a
// product of two residues fits in 64 bits.
inline uint64_t PowerMod(uint64_t base, uint64_t exponent, uint64_t mod) {
  uint64_t result = 1;
  base %= mod;
  for (; exponent > 0; exponent >>= 1, base = base * base % mod) {
    if (exponent & 1) result = result * base % mod;
  }
  return result;
}

// The inverse of `value` (not a multiple of `prime`) mod `prime`, by
// Fermat: value^(prime - 2).
inline uint64_t InverseMod(uint64_t value, uint64_t prime) {
  return PowerMod(value, prime - 2, prime);
}

// The solution x of the n equations a[i][0..n-1] · x = a[i][n] (a holds n
// rows of n + 1 residues), by Gauss-Jordan elimination mod `prime`. The
// system must have exactly one solution mod `prime` (a pivot is assumed
// to exist in every column).
inline std::vector<uint64_t> SolveMod(std::vector<std::vector<uint64_t>> a, uint64_t prime) {
  const size_t n = a.size();
  for (size_t c = 0; c < n; ++c) {
    size_t pivot = c;
    while (a[pivot][c] == 0) ++pivot;
    std::swap(a[pivot], a[c]);
    // Columns before c of row c are already 0, so the row starts at c.
    const uint64_t inv = InverseMod(a[c][c], prime);
    for (size_t j = c; j <= n; ++j) a[c][j] = a[c][j] * inv % prime;
    for (size_t r = 0; r < n; ++r) {
      if (r == c || a[r][c] == 0) continue;
      const uint64_t f = a[r][c];
      for (size_t j = c; j <= n; ++j) a[r][j] = (a[r][j] + prime - f * a[c][j] % prime) % prime;
    }
  }
  std::vector<uint64_t> x(n);
  for (size_t i = 0; i < n; ++i) x[i] = a[i][n];
  return x;
}

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_MOD_ARITH_H_
