#include "verifiers/environments/environment.h"

#include "absl/strings/str_cat.h"

namespace referee {
namespace environments {

uint64_t GeneratorSeed(absl::string_view name, int difficulty, uint64_t seed) {
  // FNV-1a over the name, then SplitMix64 steps folding in the level and the
  // seed: fixed arithmetic, the same on every platform.
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : name) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  tasks::Rng mix(h ^ static_cast<uint64_t>(static_cast<uint32_t>(difficulty)));
  return mix.Next() ^ tasks::Rng(seed).Next();
}

std::string AnswerTagged(absl::string_view answer) {
  return absl::StrCat("<answer>", answer, "</answer>");
}

}  // namespace environments
}  // namespace referee
