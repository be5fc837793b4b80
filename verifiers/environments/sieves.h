// Prime sieves that several number-theory environments share (divisor_sums/,
// number_theory/, counting/). Each is the textbook sieve, kept here once so
// that an environment's reference answer reads as its formula alone.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SIEVES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SIEVES_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace referee {
namespace environments {

// The primes p <= limit in increasing order (empty if limit < 2), by the
// sieve of Eratosthenes. O(limit log log limit) time, limit + 1 bits.
std::vector<int64_t> PrimesUpTo(int64_t limit);

// The Moebius function mu(0..limit) by a linear sieve: mu[1] = 1, mu[n] = 0
// if a square divides n, else (-1)^(number of prime factors); mu[0] = 0 is
// unused. If `primes` is not null, it receives the primes <= limit in
// increasing order, which the sieve finds anyway. O(limit).
std::vector<int8_t> MoebiusUpTo(size_t limit,
                                std::vector<size_t>* primes = nullptr);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SIEVES_H_
