#include "verifiers/environments/counting/no_adjacent_girl_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace no_adjacent_girl_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 44;  // MAX = 490.
// Level d is RLVE's controller after d updates (its first levels, MAX = 2,
// 3, 4, hold only 4, 9 and 16 problems: that is RLVE's curriculum).
constexpr int kSkippedUpdates = 0;
constexpr int64_t kMaxN = 500;

struct NoAdjacentGirlCountingInstance {
  int64_t n = 1;
  int64_t m = 1;
  std::string answer;  // Derived: the number of valid lines.
};

// RLVE's MAX_N_M after `updates` updates: 2, then floor(1.1 x) + 1 (exact
// in integers: 1.1 in binary is slightly above 1.1).
int64_t MaxNM(int updates) {
  return environments::RlveGrowth(2, updates);
}

// x (x-1) ... (x-y+1) times `times`; 0 if y > x.
BigNat Falling(int64_t x, int64_t y, BigNat times) {
  if (y > x) return BigNat();
  for (int64_t i = 0; i < y; ++i) times *= static_cast<uint32_t>(x - i);
  return times;
}

// (N+2)! A(N+3, M) - 2 (N+1)! A(N+2, M); the first term is the larger
// (their ratio is (N+3)(N+2) / (2 (N+3-M)) > 1), so no sign is needed.
std::string CountLines(int64_t n, int64_t m) {
  BigNat all = Falling(n + 3, m, Falling(n + 2, n + 2, BigNat(1)));
  const BigNat block = Falling(n + 2, m, Falling(n + 1, n + 1, BigNat(2)));
  all -= block;
  return all.Text();
}

class NoAdjacentGirlCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<NoAdjacentGirlCountingInstance> {
 public:
  NoAdjacentGirlCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"no_adjacent_girl_counting", "RLVE-Gym:NoAdjacentGirlCounting", kMaxDifficulty,
             "Count the lines of N distinct boys, M distinct girls and two distinct teachers with "
             "no two girls adjacent and the teachers not adjacent.",
             /*difficulty_help=*/"MAX = 2, then floor(1.1 MAX) + 1 per level (RLVE's controller); "
             "N and M uniform in 1..MAX, drawn again while M > N + 3"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  NoAdjacentGirlCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    NoAdjacentGirlCountingInstance instance;
    const int64_t max_nm = MaxNM(difficulty + kSkippedUpdates);
    do {  // RLVE draws again while the count is 0.
      instance.n = rng.Uniform(1, max_nm);
      instance.m = rng.Uniform(1, max_nm);
    } while (instance.m > instance.n + 3);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<NoAdjacentGirlCountingInstance>& fields) const override {
    using I = NoAdjacentGirlCountingInstance;
    fields.Int("n", &I::n, 1, kMaxN).Int("m", &I::m, 1, [](const I& x) { return x.n + 3; });
  }
  absl::Status Finish(NoAdjacentGirlCountingInstance& instance) const override {
    instance.answer = CountLines(instance.n, instance.m);
    return absl::OkStatus();
  }
  std::string Prompt(const NoAdjacentGirlCountingInstance& instance) const override {
    return absl::StrCat(
        "There are ", instance.n, " boys, ", instance.m,
        " girls and 2 teachers, all distinct people. In how many ways can "
        "all of them stand in a single row so that no two girls are next "
        "to each other and the two teachers are not next to each other?"
        "\n\nPut your final answer (a single integer, written out in full) "
        "inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace no_adjacent_girl_counting_cc

absl::Status RegisterNoAdjacentGirlCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<NoAdjacentGirlCountingEnvironment>());
}

}  // namespace referee
