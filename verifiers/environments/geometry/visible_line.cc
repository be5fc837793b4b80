#include "verifiers/environments/geometry/visible_line.h"

#include <set>
#include <tuple>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace visible_line_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxLines = 1000;
constexpr int64_t kMaxValue = 1000000000;

struct VisibleLineInstance {
  std::vector<std::vector<int64_t>> lines;  // [A, B] for y = A x + B; line i is row i.
  std::vector<int64_t> visible;             // Derived: the visible indices, increasing.
  std::vector<bool> is_visible;             // Derived: per index.
};

// Line i is strictly highest at x iff the point (A_i, B_i) strictly
// maximises A x + B, i.e. it is a vertex of the upper hull of the points
// (a point inside an edge only ties, a point below is beaten). Sorted by
// slope, with only the highest intercept of each slope kept (a lower
// parallel line is never on top), the hull keeps a point while the turn
// from the one before it to the next one is strictly clockwise.
std::vector<int64_t> VisibleLines(const std::vector<std::vector<int64_t>>& lines) {
  std::vector<int64_t> order(lines.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    const std::vector<int64_t>& p = lines[static_cast<size_t>(a)];
    const std::vector<int64_t>& q = lines[static_cast<size_t>(b)];
    return std::make_tuple(p[0], -p[1]) < std::make_tuple(q[0], -q[1]);
  });
  std::vector<int64_t> hull;
  for (size_t k = 0; k < order.size(); ++k) {
    const std::vector<int64_t>& c = lines[static_cast<size_t>(order[k])];
    if (k > 0 && lines[static_cast<size_t>(order[k - 1])][0] == c[0]) continue;
    while (hull.size() >= 2) {
      const std::vector<int64_t>& a = lines[static_cast<size_t>(hull[hull.size() - 2])];
      const std::vector<int64_t>& b = lines[static_cast<size_t>(hull.back())];
      // (b - a) x (c - b): differences <= 2 * 10^9, products <= 4 * 10^18.
      const __int128 cross = static_cast<__int128>(b[0] - a[0]) * (c[1] - b[1]) -
                             static_cast<__int128>(b[1] - a[1]) * (c[0] - b[0]);
      if (cross < 0) break;  // Strictly clockwise: b stays on top somewhere.
      hull.pop_back();
    }
    hull.push_back(order[k]);
  }
  std::sort(hull.begin(), hull.end());
  return hull;
}

std::string LineText(const std::vector<int64_t>& line) {
  const int64_t b = line[1];
  return absl::StrCat("y = ", line[0], "x ", b < 0 ? "- " : "+ ", b < 0 ? -b : b);
}

class VisibleLineEnvironment final
    : public environments::LadderEnvironment<VisibleLineInstance> {
 public:
  VisibleLineEnvironment()
      : LadderEnvironment(
            {"visible_line", "RLVE-Gym:VisibleLine", kMaxDifficulty,
             "Given N distinct lines y = A x + B, list those that are strictly above all the "
             "others at some x (visible from above).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (16 at d = 8); each "
             "line's slope and intercept uniform in -N..N, the lines distinct"},
            {"RLVE VisibleLine ladder: -1 unparseable or an index outside 0..N-1, else "
             "(|answer ∩ visible| / |answer ∪ visible|)^beta, the answer read as a set.",
             /*beta=*/5}) {}

 protected:
  VisibleLineInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    VisibleLineInstance instance;
    std::set<std::pair<int64_t, int64_t>> taken;
    while (static_cast<int64_t>(instance.lines.size()) < n) {
      const int64_t a = rng.Uniform(-n, n);
      const int64_t b = rng.Uniform(-n, n);
      if (taken.emplace(a, b).second) instance.lines.push_back({a, b});
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<VisibleLineInstance>& fields) const override {
    fields.IntRows("lines", &VisibleLineInstance::lines, kMaxLines, 2, -kMaxValue, kMaxValue);
  }
  absl::Status Finish(VisibleLineInstance& instance) const override {
    if (instance.lines.empty()) return BadInstance("lines", "no lines");
    std::vector<std::vector<int64_t>> sorted = instance.lines;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return BadInstance("lines", "a line is repeated");
    }
    instance.visible = VisibleLines(instance.lines);
    instance.is_visible.assign(instance.lines.size(), false);
    for (const int64_t i : instance.visible) instance.is_visible[static_cast<size_t>(i)] = true;
    return absl::OkStatus();
  }
  std::string Prompt(const VisibleLineInstance& instance) const override {
    const size_t n = instance.lines.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, "Line ", i, ": ", LineText(instance.lines[i]), "\n");
    }
    return absl::StrCat(
        "Here are ", n, " different lines in the plane, numbered 0 to ", n - 1, ":\n", listed,
        "\nLooking down on the plane from very high up (from y = +infinity), you see at each "
        "x only the highest of the lines there. Call a line visible if at some x it is "
        "strictly higher than every other line, so that some part of it can be seen. A line "
        "that only reaches the top at a single point shared with other lines is not visible, "
        "and neither is one that is always below some other line.\n\n"
        "Which lines are visible? Put their numbers, separated by spaces and in any order, "
        "inside <answer> </answer> tags, e.g. <answer>0 2</answer>.");
  }
  std::string Reference(const VisibleLineInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.visible, " "));
  }

  absl::StatusOr<Verdict> Grade(const VisibleLineInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every token kept (a token takes at least two characters with its
    // separator), so repeats of any length collapse as in RLVE's set().
    const std::optional<parsing::IntegerTokens> indices =
        parsing::ParseIntegerTokens(*answer, answer->size() / 2 + 1);
    if (!indices) return environments::Unparsed();
    const int64_t n = static_cast<int64_t>(instance.lines.size());
    std::vector<bool> listed(instance.lines.size(), false);
    int64_t distinct = 0;
    int64_t hits = 0;
    for (const int64_t index : indices->values) {
      // RLVE: an index outside 0..N-1 is wrong_format (kHugeToken too).
      if (index < 0 || index >= n) return Verdict{environments::kUnparsedReward, false, true};
      if (listed[static_cast<size_t>(index)]) continue;
      listed[static_cast<size_t>(index)] = true;
      ++distinct;
      if (instance.is_visible[static_cast<size_t>(index)]) ++hits;
    }
    const int64_t visible = static_cast<int64_t>(instance.visible.size());
    return environments::Graded(hits, distinct + visible - hits, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace visible_line_cc

absl::Status RegisterVisibleLineEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<VisibleLineEnvironment>());
}

}  // namespace referee
