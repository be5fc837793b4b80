#include "verifiers/environments/counting/royal_lock_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace royal_lock_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 11;  // N = 14.
constexpr int64_t kMaxN = 14;

struct RoyalLockCountingInstance {
  int64_t n = 3;
  int64_t k = 1;
  std::string answer;  // Derived: the number of placements.
};

int PopCount(uint32_t x) {
  int c = 0;
  for (; x != 0; x &= x - 1) ++c;
  return c;
}

// The DP of the header: ways[s][j] = placements of j kings on the rows so
// far with the last row's kings at mask s (an index into `rows`).
std::string CountPlacements(int64_t n, int64_t k) {
  std::vector<uint32_t> rows;  // Masks with no two neighbouring kings.
  for (uint32_t s = 0; s < (1u << n); ++s) {
    if ((s & (s << 1)) == 0) rows.push_back(s);
  }
  const size_t m = rows.size();
  const size_t width = static_cast<size_t>(k + 1);
  std::vector<std::vector<uint32_t>> compatible(m);  // t's that may sit under s.
  for (size_t a = 0; a < m; ++a) {
    const uint32_t guard = rows[a] | (rows[a] << 1) | (rows[a] >> 1);
    for (size_t b = 0; b < m; ++b) {
      if ((rows[b] & guard) == 0) compatible[a].push_back(static_cast<uint32_t>(b));
    }
  }
  std::vector<unsigned __int128> ways(m * width, 0), next(m * width, 0);
  ways[0] = 1;  // Row "0": the empty mask, no kings.
  for (int64_t row = 0; row < n; ++row) {
    std::fill(next.begin(), next.end(), 0);
    for (size_t a = 0; a < m; ++a) {
      const size_t c = static_cast<size_t>(PopCount(rows[a]));
      if (c > static_cast<size_t>(k)) continue;
      for (const uint32_t b : compatible[a]) {
        const unsigned __int128* from = &ways[b * width];
        unsigned __int128* to = &next[a * width + c];
        for (size_t j = 0; j + c < width; ++j) to[j] += from[j];
      }
    }
    ways.swap(next);
  }
  unsigned __int128 total = 0;
  for (size_t a = 0; a < m; ++a) total += ways[a * width + static_cast<size_t>(k)];
  return environments::U128Text(total);
}

class RoyalLockCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<RoyalLockCountingInstance> {
 public:
  RoyalLockCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"royal_lock_counting", "RLVE-Gym:RoyalLockCounting", kMaxDifficulty,
             "Count the placements of K identical kings on an N x N board with no two kings "
             "attacking each other.",
             /*difficulty_help=*/"N = d + 3 (14 at the top, d = 11); K uniform in "
             "1..floor(N^2 / 4)"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  RoyalLockCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    RoyalLockCountingInstance instance;
    instance.n = difficulty + 3;
    instance.k = rng.Uniform(1, std::max<int64_t>(1, instance.n * instance.n / 4));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<RoyalLockCountingInstance>& fields) const override {
    using I = RoyalLockCountingInstance;
    fields.Int("n", &I::n, 3, kMaxN).Int("k", &I::k, 1, kMaxN * kMaxN / 4);
  }
  absl::Status Finish(RoyalLockCountingInstance& instance) const override {
    if (instance.k > instance.n * instance.n / 4) {
      return BadInstance("k", "must be at most n^2 / 4");
    }
    instance.answer = CountPlacements(instance.n, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const RoyalLockCountingInstance& instance) const override {
    return absl::StrCat(
        "You have an empty ", instance.n, " x ", instance.n, " chessboard and ", instance.k,
        " identical kings. In how many ways can you put all ", instance.k,
        " kings on distinct squares so that no king attacks another? A king attacks the "
        "(up to) 8 squares around it: horizontally, vertically and diagonally adjacent. Two "
        "placements differ when some square holds a king in one and not in the other.\n\n"
        "Put your final answer (a single integer, written out in full) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace royal_lock_counting_cc

absl::Status RegisterRoyalLockCountingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<RoyalLockCountingEnvironment>());
}

}  // namespace referee
