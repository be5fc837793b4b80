#include "verifiers/environments/graphs/segment_overlap_coloring.h"

#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace segment_overlap_coloring_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;  // N = 139.
constexpr int64_t kMaxSegments = 139;

struct SegmentOverlapColoringInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> segments;  // {l, r}, in prompt order.
  // Derived (Finish): a colouring with the fewest colours (0, 1, ...) and
  // how many it uses.
  std::vector<int64_t> colour;
  int64_t fewest = 0;
};

class SegmentOverlapColoringEnvironment final
    : public environments::LadderEnvironment<SegmentOverlapColoringInstance> {
 public:
  SegmentOverlapColoringEnvironment()
      : LadderEnvironment(
            {"segment_overlap_coloring", "RLVE-Gym:MinimumChromaticNumber_SegmentOverlap",
             kMaxDifficulty,
             "Colour N closed segments so that any two sharing a point differ, with as few "
             "colours as possible.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8; 139 at "
             "the top, d = 30); endpoints in 1..2N-1, drawn in up to N groups"},
            {"RLVE MinimumChromaticNumber_SegmentOverlap ladder: -1 unparseable, -0.5 not N "
             "colours, two overlapping segments alike or a colour past 64 bits, else (fewest "
             "colours / colours used)^beta.",
             /*beta=*/5}) {}

 protected:
  SegmentOverlapColoringInstance Make(int difficulty, tasks::Rng& rng) const override {
    SegmentOverlapColoringInstance instance;
    const int64_t n = instance.n = environments::RlveGrowth(3, difficulty);
    const int64_t bound = rng.Uniform(2, n);
    // B - 1 distinct values of 1..n: a shuffled prefix.
    std::vector<int64_t> values(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) values[static_cast<size_t>(i)] = i + 1;
    rng.Shuffle(values);
    std::vector<int64_t> cuts(values.begin(), values.begin() + (bound - 1));
    std::sort(cuts.begin(), cuts.end());
    cuts.push_back(n);
    int64_t previous = 0;
    for (const int64_t cut : cuts) {
      const int64_t size = cut - previous;
      previous = cut;
      std::vector<int64_t> ends(static_cast<size_t>(2 * size));
      for (int64_t& e : ends) e = rng.Uniform(1, 2 * n - 1);
      std::sort(ends.begin(), ends.end());
      for (size_t i = 0; i < ends.size(); i += 2) instance.segments.push_back({ends[i], ends[i + 1]});
    }
    rng.Shuffle(instance.segments);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<SegmentOverlapColoringInstance>& fields) const override {
    using I = SegmentOverlapColoringInstance;
    fields.Int("n", &I::n, 3, kMaxSegments)
        .IntRows("segments", &I::segments, kMaxSegments, 2, 1, 2 * kMaxSegments - 1)
        .SizedBy([](const I& x) { return x.n; });
  }

  absl::Status Finish(SegmentOverlapColoringInstance& instance) const override {
    const size_t n = static_cast<size_t>(instance.n);
    for (const std::vector<int64_t>& s : instance.segments) {
      if (s[0] > s[1] || s[1] > 2 * instance.n - 1) {
        return environments::BadInstance("segments", "need 1 <= l <= r <= 2n - 1");
      }
    }
    // The sweep by left end: reuse the colour of a segment that ended
    // before this one starts (the one ending first), else open a new one.
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return instance.segments[a][0] < instance.segments[b][0] ||
             (instance.segments[a][0] == instance.segments[b][0] && a < b);
    });
    // (right end, colour) of the segments still open, smallest end on top.
    std::priority_queue<std::pair<int64_t, int64_t>, std::vector<std::pair<int64_t, int64_t>>,
                        std::greater<>>
        open;
    instance.colour.assign(n, 0);
    instance.fewest = 0;
    for (const size_t i : order) {
      int64_t colour = instance.fewest;
      if (!open.empty() && open.top().first < instance.segments[i][0]) {
        colour = open.top().second;
        open.pop();
      } else {
        ++instance.fewest;
      }
      instance.colour[i] = colour;
      open.push({instance.segments[i][1], colour});
    }
    // Renamed so that raising the last segment's colour by one is wrong
    // (the registry's corruption test): the last segment gets 0; if it
    // overlaps a segment j, j's colour becomes 1 (a clash); else it joins
    // segment 0's colour and 1 stays unused (a colour more).
    const size_t last = n - 1;
    size_t partner = n;
    for (size_t j = 0; j < last && partner == n; ++j) {
      if (std::max(instance.segments[j][0], instance.segments[last][0]) <=
          std::min(instance.segments[j][1], instance.segments[last][1])) {
        partner = j;
      }
    }
    if (partner == n) instance.colour[last] = instance.colour[0];
    std::vector<int64_t> name(static_cast<size_t>(instance.fewest), -1);
    name[static_cast<size_t>(instance.colour[last])] = 0;
    int64_t next = 1;
    if (partner != n) name[static_cast<size_t>(instance.colour[partner])] = next;
    ++next;  // 1 is taken by the partner, or left unused.
    for (size_t i = 0; i < n; ++i) {
      int64_t& label = name[static_cast<size_t>(instance.colour[i])];
      if (label < 0) label = next++;
    }
    for (int64_t& c : instance.colour) c = name[static_cast<size_t>(c)];
    return absl::OkStatus();
  }

  std::string Prompt(const SegmentOverlapColoringInstance& instance) const override {
    std::string lines;
    for (size_t i = 0; i < instance.segments.size(); ++i) {
      absl::StrAppend(&lines, "Segment ", i, " = [", instance.segments[i][0], ", ",
                      instance.segments[i][1], "]\n");
    }
    return absl::StrCat(
        "Here are ", instance.n, " closed segments on the number line, numbered 0 to ",
        instance.n - 1, " (a segment [l, r] holds every point x with l <= x <= r):\n", lines,
        "\nGive each segment i an integer colour c_i such that any two segments with at least "
        "one point in common get different colours, using as **few distinct colours** as you "
        "can.\n\nWrite the colours inside <answer> </answer> tags on one line as c_0 c_1 ... c_",
        instance.n - 1, " (the colour of segment 0 first), separated by spaces; for example "
        "<answer>4 0 4</answer> gives segments 0 and 2 colour 4 and segment 1 colour 0 (for "
        "three segments).");
  }

  std::string Reference(const SegmentOverlapColoringInstance& instance) const override {
    std::string answer;
    for (size_t i = 0; i < instance.colour.size(); ++i) {
      absl::StrAppend(&answer, i == 0 ? "" : " ", instance.colour[i]);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const SegmentOverlapColoringInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != n) return environments::Invalid();
    const std::vector<int64_t>& colour = answer->values;
    for (const int64_t c : colour) {
      if (c == parsing::kHugeToken) return environments::Invalid();  // Past 64 bits.
    }
    // Proper iff inside each colour, the segments sorted by left end each
    // end before the next starts (then they are pairwise disjoint).
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      if (colour[a] != colour[b]) return colour[a] < colour[b];
      return instance.segments[a][0] < instance.segments[b][0];
    });
    int64_t used = 1;
    for (size_t k = 1; k < n; ++k) {
      const size_t a = order[k - 1], b = order[k];
      if (colour[a] != colour[b]) {
        ++used;
      } else if (instance.segments[a][1] >= instance.segments[b][0]) {
        return environments::Invalid();
      }
    }
    // used >= fewest for a proper colouring.
    return environments::Graded(instance.fewest, used, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace segment_overlap_coloring_cc

absl::Status RegisterSegmentOverlapColoringEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SegmentOverlapColoringEnvironment>());
}

}  // namespace referee
