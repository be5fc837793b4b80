// RLVE-Gym's parameter controllers size a problem as int(m * N) for a
// multiplier m from a Python list of tenths (1.0, 1.1, ..., 5.0), computed
// in doubles: 4.6 * 25 is 114.99999999999999 there, so int() gives 114, not
// 115. Generation uses no floating point (ids must name the same problem on
// every build), so RlveTenthsTimes reproduces that double product exactly in
// integers: the double nearest k/10 is mant * 2^-s (mant a 53-bit integer),
// the product mant * n is rounded to 53 significant bits (to nearest, ties
// to even, as IEEE 754 does) and then truncated. Shared by the logic
// family's RLVE ports (two_sat, circuit_satisfiability,
// difference_constraint_system).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_RLVE_MULTIPLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_RLVE_MULTIPLE_H_

#include <cstdint>

namespace referee {
namespace environments {

// int((k / 10.0) * n) as Python computes it, for 1 <= k <= 1000 and
// 0 <= n < 2^40.
inline int64_t RlveTenthsTimes(int64_t k, int64_t n) {
  using u128 = unsigned __int128;
  const u128 kLow = u128{1} << 52;
  int s = 0;
  while ((static_cast<u128>(k) << s) / 10 < kLow) ++s;
  const u128 scaled = static_cast<u128>(k) << s;
  u128 mant = scaled / 10;
  const u128 rest = scaled % 10;  // 10 = 2 * 5: never exactly half way.
  if (2 * rest > 10) ++mant;
  if (mant == (kLow << 1)) {
    mant >>= 1;
    --s;
  }
  u128 product = mant * static_cast<u128>(n);
  int bits = 0;
  for (u128 p = product; p != 0; p >>= 1) ++bits;
  if (bits > 53) {
    const int drop = bits - 53;
    u128 kept = product >> drop;
    const u128 dropped = product & ((u128{1} << drop) - 1);
    const u128 half = u128{1} << (drop - 1);
    if (dropped > half || (dropped == half && (kept & 1) != 0)) ++kept;
    product = kept << drop;
  }
  return static_cast<int64_t>(product >> s);
}

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_RLVE_MULTIPLE_H_
