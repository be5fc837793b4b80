// A deterministic random source for the generators: the same seed gives the
// same datasets with any standard library (std::uniform_int_distribution
// is implementation-defined, so it is not used).
#ifndef REFEREE_VERIFIERS_TASKS_RANDOM_H_
#define REFEREE_VERIFIERS_TASKS_RANDOM_H_

#include <cstdint>
#include <random>

namespace referee {
namespace tasks {

class Rng {
 public:
  explicit Rng(uint64_t seed) : engine_(seed) {}

  // Uniform in [lo, hi] (lo <= hi), by rejection: no modulo bias.
  int64_t Uniform(int64_t lo, int64_t hi) {
    const uint64_t span = static_cast<uint64_t>(hi - lo) + 1;
    if (span == 0) return lo + static_cast<int64_t>(engine_());  // Full range.
    // Draws below 2^64 mod span would make low values likelier.
    const uint64_t threshold = (0 - span) % span;
    uint64_t draw;
    do {
      draw = engine_();
    } while (draw < threshold);
    return lo + static_cast<int64_t>(draw % span);
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_TASKS_RANDOM_H_
