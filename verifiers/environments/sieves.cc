#include "verifiers/environments/sieves.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace referee {
namespace environments {

std::vector<int64_t> PrimesUpTo(int64_t limit) {
  std::vector<int64_t> primes;
  if (limit < 2) return primes;
  std::vector<bool> composite(static_cast<size_t>(limit) + 1, false);
  for (int64_t p = 2; p <= limit; ++p) {
    if (composite[static_cast<size_t>(p)]) continue;
    primes.push_back(p);
    // Smaller multiples were crossed out by their smaller prime factors.
    for (int64_t q = p * p; q <= limit; q += p) {
      composite[static_cast<size_t>(q)] = true;
    }
  }
  return primes;
}

std::vector<int8_t> MoebiusUpTo(size_t limit, std::vector<size_t>* primes_out) {
  std::vector<int8_t> mu(limit + 1, 0);
  std::vector<bool> composite(limit + 1, false);
  std::vector<size_t> primes;
  if (limit >= 1) mu[1] = 1;
  for (size_t i = 2; i <= limit; ++i) {
    if (!composite[i]) {
      primes.push_back(i);
      mu[i] = -1;
    }
    // Each composite is crossed out once, by its smallest prime factor p.
    for (const size_t p : primes) {
      if (i * p > limit) break;
      composite[i * p] = true;
      if (i % p == 0) break;  // p^2 divides i p: mu(i p) = 0.
      mu[i * p] = static_cast<int8_t>(-mu[i]);
    }
  }
  if (primes_out != nullptr) *primes_out = std::move(primes);
  return mu;
}

}  // namespace environments
}  // namespace referee
