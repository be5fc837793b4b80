#include "verifiers/environments/counting/same_adjacency_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace same_adjacency_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::kMaxJsonInteger;
using environments::MulMod;
using environments::PowMod;

constexpr int kMaxDifficulty = 79;  // MAX_N = 669418597033306.

struct SameAdjacencyCountingInstance {
  int64_t n = 2;
  int64_t m = 2;
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

// RLVE's (MAX_N, MAX_M) after `difficulty` updates: (7, 2), then
// floor(1.5 x) + 1 each (1.5 is exact in binary).
void Limits(int difficulty, int64_t* max_n, int64_t* max_m) {
  *max_n = 7;
  *max_m = 2;
  for (int d = 0; d < difficulty; ++d) {
    *max_n = *max_n * 3 / 2 + 1;
    *max_m = *max_m * 3 / 2 + 1;
  }
}

// All M^N sequences minus the M (M-1)^(N-1) with no two equal neighbours.
std::string CountSequences(int64_t n, int64_t m, int64_t mod) {
  const uint64_t md = static_cast<uint64_t>(mod);
  const uint64_t mm = static_cast<uint64_t>(m) % md;
  const uint64_t all = PowMod(mm, static_cast<uint64_t>(n), md);
  const uint64_t distinct = MulMod(
      mm, PowMod(static_cast<uint64_t>(m - 1) % md, static_cast<uint64_t>(n - 1), md), md);
  return absl::StrCat((all + md - distinct) % md);
}

class SameAdjacencyCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<SameAdjacencyCountingInstance> {
 public:
  SameAdjacencyCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"same_adjacency_counting", "RLVE-Gym:SameAdjacencyCounting", kMaxDifficulty,
             "Count the length-N sequences over 1..M with some two adjacent elements equal, "
             "modulo MOD.",
             /*difficulty_help=*/"MAX_N = 7, MAX_M = 2, each floor(1.5 x) + 1 per level; N "
             "uniform in 2..MAX_N, M uniform in 2..MAX_M, MOD uniform in M..2M"},
            environments::NumberLadder::kExact) {}

 protected:
  SameAdjacencyCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    SameAdjacencyCountingInstance instance;
    int64_t max_n = 0, max_m = 0;
    Limits(difficulty, &max_n, &max_m);
    instance.n = rng.Uniform(2, max_n);
    instance.m = rng.Uniform(2, max_m);
    instance.mod = rng.Uniform(instance.m, 2 * instance.m);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SameAdjacencyCountingInstance>& fields) const override {
    using I = SameAdjacencyCountingInstance;
    fields.Int("n", &I::n, 2, kMaxJsonInteger)
        .Int("m", &I::m, 2, kMaxJsonInteger)
        .Int("mod", &I::mod, 2, kMaxJsonInteger);
  }
  absl::Status Finish(SameAdjacencyCountingInstance& instance) const override {
    instance.answer = CountSequences(instance.n, instance.m, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const SameAdjacencyCountingInstance& instance) const override {
    return absl::StrCat(
        "Consider all sequences of length ", instance.n,
        " whose elements are integers from 1 to ", instance.m,
        ". How many of them contain at least one position where two "
        "neighbouring elements are equal? Give the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const SameAdjacencyCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace same_adjacency_counting_cc

absl::Status RegisterSameAdjacencyCountingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SameAdjacencyCountingEnvironment>());
}

}  // namespace referee
