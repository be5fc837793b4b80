#include "verifiers/environments/counting/no_double_triple_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace no_double_triple_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 12;  // MAX_N = 1234.
constexpr int64_t kMaxN = 1234;

struct NoDoubleTripleCountingInstance {
  int64_t n = 3;
  std::string answer;  // Derived: the number of subsets.
};

// The independent sets of r's component (header): row a holds
// r 2^a, r 2^a 3, ... <= n, a mask of it is allowed with no two
// neighbours, and two consecutive rows' masks must not share a column.
uint64_t ComponentCount(int64_t r, int64_t n) {
  std::vector<uint64_t> ways = {1};  // By the previous row's mask; none yet.
  for (int64_t head = r; head <= n; head *= 2) {
    int width = 0;
    for (int64_t u = head; u <= n; u *= 3) ++width;
    std::vector<uint64_t> next(size_t{1} << width, 0);
    for (size_t mask = 0; mask < next.size(); ++mask) {
      if (mask & (mask << 1)) continue;
      for (size_t previous = 0; previous < ways.size(); ++previous) {
        if ((previous & mask) == 0) next[mask] += ways[previous];
      }
    }
    ways = std::move(next);
  }
  uint64_t total = 0;
  for (const uint64_t w : ways) total += w;
  return total;
}

std::string CountSubsets(int64_t n) {
  BigNat count(1);
  for (int64_t r = 1; r <= n; ++r) {
    if (r % 2 == 0 || r % 3 == 0) continue;
    // Below 2^27 for n <= kMaxN (header): fits a limb factor.
    count *= static_cast<uint32_t>(ComponentCount(r, n));
  }
  return count.Text();
}

class NoDoubleTripleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<NoDoubleTripleCountingInstance> {
 public:
  NoDoubleTripleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"no_double_triple_counting", "RLVE-Gym:NoDoubleTripleCounting", kMaxDifficulty,
             "Count the subsets of {1, ..., N} that never hold both x and 2x, nor both x and 3x.",
             /*difficulty_help=*/"MAX_N = 10, then floor(1.5 MAX_N) per level (1234 at the "
             "top, d = 12); N uniform in 3..MAX_N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  NoDoubleTripleCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    NoDoubleTripleCountingInstance instance;
    instance.n = rng.Uniform(3, environments::RlveScaled(10, difficulty));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<NoDoubleTripleCountingInstance>& fields) const override {
    fields.Int("n", &NoDoubleTripleCountingInstance::n, 3, kMaxN);
  }
  absl::Status Finish(NoDoubleTripleCountingInstance& instance) const override {
    instance.answer = CountSubsets(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const NoDoubleTripleCountingInstance& instance) const override {
    return absl::StrCat(
        "Consider the numbers 1, 2, ..., ", instance.n,
        ". Count the subsets S of them (the empty set counts too) with this property: "
        "whenever a number x belongs to S, neither its double 2x nor its triple 3x belongs "
        "to S.\n\nPut your final answer (a single integer, written out in full) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace no_double_triple_counting_cc

absl::Status RegisterNoDoubleTripleCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<NoDoubleTripleCountingEnvironment>());
}

}  // namespace referee
