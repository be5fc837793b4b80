#include "verifiers/environments/counting/landform_generation_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace landform_generation_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 60;
constexpr int64_t kStartN = 3;          // RLVE's N before any update.
constexpr int64_t kMaxN = 3000;         // Explicit instances.
constexpr int64_t kMaxHeight = 1000000000;
constexpr int64_t kMaxMod = 1000000000;  // RLVE's max_MOD, and the explicit bound.

struct LandformGenerationCountingInstance {
  std::vector<int64_t> h;  // Heights.
  std::vector<int64_t> c;  // Limits: fewer than c[i] taller items before item i.
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

int64_t Items(const LandformGenerationCountingInstance& x) {
  return static_cast<int64_t>(x.h.size());
}

// Tallest height first. The items of one height occupy gaps among the P
// taller items (gap g: g - 1 taller items before it, g in 1..P), several
// to a gap; the height sequence depends only on how many of them each gap
// holds, i.e. on the sorted gaps g_1 <= ... <= g_k. Item i fits gap g iff
// g <= c[i]; a sorted gap list has an allowed assignment iff it has the
// one pairing it with the limits sorted ascending (exchange argument), so
// the count is that of non-decreasing g with g_t <= min(P, c_t):
// ways[j] = the lists so far ending at gap j, prefix-summed per item.
// Heights are independent (each sees only the taller ones), so the counts
// multiply.
std::string CountLandforms(const LandformGenerationCountingInstance& x) {
  const uint64_t mod = static_cast<uint64_t>(x.mod);
  std::vector<std::pair<int64_t, int64_t>> items;  // (-height, limit).
  for (size_t i = 0; i < x.h.size(); ++i) items.emplace_back(-x.h[i], x.c[i]);
  std::sort(items.begin(), items.end());
  uint64_t total = 1 % mod;
  std::vector<uint64_t> ways;
  for (size_t start = 0; start < items.size();) {
    size_t end = start;
    while (end < items.size() && items[end].first == items[start].first) ++end;
    const int64_t gaps = static_cast<int64_t>(start) + 1;
    // The first item: any gap up to its bound, one way each.
    const int64_t first = std::min(gaps, items[start].second);
    uint64_t lists = static_cast<uint64_t>(first) % mod;
    if (end - start > 1) {
      ways.assign(static_cast<size_t>(gaps) + 1, 0);  // ways[0] stays 0.
      for (int64_t j = 1; j <= first; ++j) ways[static_cast<size_t>(j)] = 1 % mod;
      int64_t bound = first;
      for (size_t t = start + 1; t < end; ++t) {
        bound = std::min(gaps, items[t].second);  // Non-decreasing in t.
        for (int64_t j = 1; j <= bound; ++j) {
          uint64_t& w = ways[static_cast<size_t>(j)];
          w += ways[static_cast<size_t>(j - 1)];  // Both < mod <= 10^9.
          if (w >= mod) w -= mod;
        }
      }
      lists = 0;
      for (int64_t j = 1; j <= bound; ++j) lists = (lists + ways[static_cast<size_t>(j)]) % mod;
    }
    total = total * lists % mod;
    start = end;
  }
  return absl::StrCat(total);
}

class LandformGenerationCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<LandformGenerationCountingInstance> {
 public:
  LandformGenerationCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"landform_generation_counting", "RLVE-Gym:LandformGenerationCounting", kMaxDifficulty,
             "Count the distinct height sequences of the arrangements in which every item has "
             "fewer taller items before it than its limit, modulo MOD.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8); heights "
             "uniform in 1..N, each limit uniform between (taller before) + 1 and (all taller) + "
             "1, items shuffled, MOD uniform in 2..10^9"},
            environments::NumberLadder::kExact) {}

 protected:
  LandformGenerationCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(kStartN, difficulty);
    std::vector<int64_t> heights;
    for (int64_t i = 0; i < n; ++i) heights.push_back(rng.Uniform(1, n));
    // at_least[v]: the items of height >= v (so at_least[v + 1] are taller
    // than v); `fenwick` counts the heights of the items so far, and the
    // items before i that are not taller than v are its prefix sum to v.
    std::vector<int64_t> at_least(static_cast<size_t>(n) + 2, 0);
    for (const int64_t v : heights) ++at_least[static_cast<size_t>(v)];
    for (int64_t v = n - 1; v >= 1; --v) {
      at_least[static_cast<size_t>(v)] += at_least[static_cast<size_t>(v) + 1];
    }
    std::vector<int64_t> fenwick(static_cast<size_t>(n) + 1, 0);
    std::vector<std::pair<int64_t, int64_t>> items;
    for (int64_t i = 0; i < n; ++i) {
      const int64_t v = heights[static_cast<size_t>(i)];
      int64_t not_taller = 0;  // Items before i with height <= v.
      for (int64_t k = v; k > 0; k -= k & -k) not_taller += fenwick[static_cast<size_t>(k)];
      const int64_t taller_before = i - not_taller;
      const int64_t taller_all = at_least[static_cast<size_t>(v) + 1];
      items.emplace_back(v, rng.Uniform(taller_before + 1, taller_all + 1));
      for (int64_t k = v; k <= n; k += k & -k) ++fenwick[static_cast<size_t>(k)];
    }
    rng.Shuffle(items);
    LandformGenerationCountingInstance instance;
    for (const auto& [height, limit] : items) {
      instance.h.push_back(height);
      instance.c.push_back(limit);
    }
    instance.mod = rng.Uniform(2, kMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<LandformGenerationCountingInstance>& fields)
      const override {
    using I = LandformGenerationCountingInstance;
    fields.Ints("h", &I::h, kMaxN, 1, kMaxHeight)
        .Ints("c", &I::c, Items, 1, Items)
        .SizedBy(Items)
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(LandformGenerationCountingInstance& instance) const override {
    instance.answer = CountLandforms(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const LandformGenerationCountingInstance& instance) const override {
    const int64_t n = Items(instance);
    std::string heights, limits;
    for (int64_t i = 0; i < n; ++i) {
      absl::StrAppend(&heights, i == 0 ? "" : " ", instance.h[static_cast<size_t>(i)]);
      absl::StrAppend(&limits, i == 0 ? "" : " ", instance.c[static_cast<size_t>(i)]);
    }
    return absl::StrCat(
        "There are ", n, " items, numbered 0 to ", n - 1,
        ". Item i has a height H[i] and a limit C[i]:\n"
        "H = ", heights, "\nC = ", limits,
        "\n\nPlace all ", n,
        " items in a row, in some order. The order is allowed when every "
        "item i has strictly fewer than C[i] items before it in the row whose "
        "height is strictly greater than H[i].\n\n"
        "Reading the heights from left to right, each allowed order gives a "
        "sequence of ", n,
        " heights. How many different height sequences can be obtained this "
        "way? Orders that give the same sequence of heights count once. Give "
        "the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const LandformGenerationCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace landform_generation_counting_cc

absl::Status RegisterLandformGenerationCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<LandformGenerationCountingEnvironment>());
}

}  // namespace referee
