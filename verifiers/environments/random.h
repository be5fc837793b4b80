// The generators' random source. A problem id names a problem forever
// (DESIGN §8 "Determinism"), so the sequence must not depend on the
// standard library or Abseil (std::uniform_int_distribution and
// absl::BitGen may change between releases): SplitMix64 (Steele, Lea and
// Flood 2014) with our own integer sampler and Fisher–Yates shuffle, a few
// lines that are the same on every build and platform.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_RANDOM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_RANDOM_H_

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace referee {
namespace tasks {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  // The next 64 random bits (SplitMix64).
  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [lo, hi] (lo <= hi), by rejection: no modulo bias.
  int64_t Uniform(int64_t lo, int64_t hi) {
    const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
    if (span == 0) return static_cast<int64_t>(Next());  // The full range.
    // Draws below 2^64 mod span would make low values likelier.
    const uint64_t threshold = (0 - span) % span;
    uint64_t draw;
    do {
      draw = Next();
    } while (draw < threshold);
    return static_cast<int64_t>(static_cast<uint64_t>(lo) + draw % span);
  }

  // True with probability numerator / denominator (0 < denominator).
  bool Chance(int64_t numerator, int64_t denominator) {
    return Uniform(0, denominator - 1) < numerator;
  }

  // Fisher–Yates, drawing from the back (the same order on every build).
  template <typename T>
  void Shuffle(std::vector<T>& items) {
    for (size_t i = items.size(); i > 1; --i) {
      const size_t j = static_cast<size_t>(Uniform(0, static_cast<int64_t>(i) - 1));
      std::swap(items[i - 1], items[j]);
    }
  }

  // A seed for an independent stream (SplitMix64 output is a good seed).
  uint64_t Fork() { return Next(); }

 private:
  uint64_t state_;
};

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_RANDOM_H_
