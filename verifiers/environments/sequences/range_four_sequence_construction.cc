#include "verifiers/environments/sequences/range_four_sequence_construction.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace range_four_sequence_construction_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 997;  // N = 1000.
constexpr int64_t kMaxN = 1000;
constexpr int64_t kMaxConditions = 2 * kMaxN;
constexpr int64_t kMaxPositions = 4 * kMaxConditions;

// May value b follow value a? The allowed neighbours are 0-1, 0-3 and 1-2
// (either way round): a path 3 - 0 - 1 - 2.
bool Allowed(int64_t a, int64_t b) {
  const int64_t lo = std::min(a, b), hi = std::max(a, b);
  return (lo == 0 && hi == 1) || (lo == 0 && hi == 3) || (lo == 1 && hi == 2);
}

struct RangeFourSequenceConstructionInstance {
  int64_t n = 0;
  std::vector<int64_t> sequence;   // A solution, values 0..3.
  std::vector<int64_t> lengths;    // Each condition's number of positions.
  std::vector<int64_t> positions;  // The conditions' positions (1..n), concatenated.
};

int64_t Sum(const std::vector<int64_t>& values) {
  return std::accumulate(values.begin(), values.end(), int64_t{0});
}

// The number of conditions `sequence` (values 0..3, n of them) meets.
int64_t MetConditions(const RangeFourSequenceConstructionInstance& instance,
                      const std::vector<int64_t>& sequence) {
  int64_t met = 0;
  size_t at = 0;
  for (const int64_t length : instance.lengths) {
    int seen = 0;  // A bit per value.
    bool distinct = true;
    for (int64_t k = 0; k < length; ++k, ++at) {
      const int bit = 1 << sequence[static_cast<size_t>(instance.positions[at] - 1)];
      distinct = distinct && (seen & bit) == 0;
      seen |= bit;
    }
    met += distinct ? 1 : 0;
  }
  return met;
}

// Whether `sequence` holds only 0..3 with allowed neighbours.
bool ValidSequence(const std::vector<int64_t>& sequence) {
  for (size_t i = 0; i < sequence.size(); ++i) {
    if (sequence[i] < 0 || sequence[i] > 3) return false;
    if (i > 0 && !Allowed(sequence[i - 1], sequence[i])) return false;
  }
  return true;
}

// The value sets a condition may use: every subset of {0, 1, 2, 3} with 2
// to 4 members, as bit masks in a fixed order.
constexpr int kValueSets[] = {0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100,
                              0b0111, 0b1011, 0b1101, 0b1110, 0b1111};

class RangeFourSequenceConstructionEnvironment final
    : public environments::SequenceAnswerEnvironment<RangeFourSequenceConstructionInstance> {
 public:
  double DefaultBeta() const override { return 5; }
  RangeFourSequenceConstructionEnvironment()
      : SequenceAnswerEnvironment(
            {"range_four_sequence_construction", "RLVE-Gym:RangeFourSequenceConstruction",
             kMaxDifficulty,
             "Build a sequence over 0..3 with only allowed neighbouring pairs whose values differ "
             "within each given group of positions.",
             /*difficulty_help=*/"N = 3 + d; a planted sequence drawn with random value weights "
             "in 1..N; 1..min(2N, candidates) distinct conditions (2..4 positions holding "
             "distinct planted values)"}) {}

 protected:
  RangeFourSequenceConstructionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    int64_t weights[4];
    for (int64_t& w : weights) w = rng.Uniform(1, n);
    RangeFourSequenceConstructionInstance instance;
    instance.n = n;
    std::vector<int64_t> where[4];  // The positions (1..n) of each value.
    for (int64_t i = 0; i < n; ++i) {
      // The weighted draw among the values allowed after the previous one.
      int64_t total = 0;
      for (int64_t v = 0; v < 4; ++v) {
        if (i == 0 || Allowed(instance.sequence.back(), v)) total += weights[v];
      }
      int64_t draw = rng.Uniform(1, total);
      int64_t value = 0;
      for (int64_t v = 0; v < 4; ++v) {
        if (i > 0 && !Allowed(instance.sequence.back(), v)) continue;
        if (draw <= weights[v]) {
          value = v;
          break;
        }
        draw -= weights[v];
      }
      instance.sequence.push_back(value);
      where[value].push_back(i + 1);
    }
    // Candidate c: value set s with the smallest c - start(s) >= 0, then one
    // position per value of the set, the first value's index varying
    // slowest. Their number is at most 250^4 + ... < 2^63.
    int64_t starts[std::size(kValueSets) + 1] = {0};
    for (size_t s = 0; s < std::size(kValueSets); ++s) {
      int64_t count = 1;
      for (int v = 0; v < 4; ++v) {
        if (kValueSets[s] >> v & 1) count *= static_cast<int64_t>(where[v].size());
      }
      starts[s + 1] = starts[s] + count;
    }
    const int64_t candidates = starts[std::size(kValueSets)];
    const int64_t count = rng.Uniform(1, std::min(2 * n, candidates));
    // Floyd's sample of `count` distinct candidates, then a random order.
    std::set<int64_t> chosen;
    for (int64_t j = candidates - count; j < candidates; ++j) {
      const int64_t t = rng.Uniform(0, j);
      chosen.insert(chosen.count(t) > 0 ? j : t);
    }
    std::vector<int64_t> order(chosen.begin(), chosen.end());
    rng.Shuffle(order);
    for (int64_t c : order) {
      size_t s = 0;
      while (c >= starts[s + 1]) ++s;
      c -= starts[s];
      std::vector<int64_t> condition;
      for (int v = 3; v >= 0; --v) {
        if ((kValueSets[s] >> v & 1) == 0) continue;
        const int64_t size = static_cast<int64_t>(where[v].size());
        condition.push_back(where[v][static_cast<size_t>(c % size)]);
        c /= size;
      }
      rng.Shuffle(condition);
      instance.lengths.push_back(static_cast<int64_t>(condition.size()));
      instance.positions.insert(instance.positions.end(), condition.begin(), condition.end());
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<RangeFourSequenceConstructionInstance>& fields)
      const override {
    using I = RangeFourSequenceConstructionInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 3, kMaxN)
        .Ints("sequence", &I::sequence, n, 0, 3)
        .SizedBy(n)
        .Ints("lengths", &I::lengths, [](const I& x) { return 2 * x.n; }, 2, 4)
        .Ints("positions", &I::positions, kMaxPositions, 1, n)
        .SizedBy([](const I& x) { return Sum(x.lengths); });
  }
  absl::Status Finish(RangeFourSequenceConstructionInstance& instance) const override {
    if (!ValidSequence(instance.sequence)) {
      return BadInstance("sequence", "two neighbours form a forbidden pair");
    }
    if (MetConditions(instance, instance.sequence) !=
        static_cast<int64_t>(instance.lengths.size())) {
      return BadInstance("sequence", "does not meet every condition");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const RangeFourSequenceConstructionInstance& instance) const override {
    std::string conditions;
    size_t at = 0;
    for (size_t c = 0; c < instance.lengths.size(); ++c) {
      std::vector<int64_t> group;
      for (int64_t k = 0; k < instance.lengths[c]; ++k) group.push_back(instance.positions[at++]);
      absl::StrAppend(&conditions, "Group ", c + 1, ": positions ", absl::StrJoin(group, ", "),
                      "\n");
    }
    return absl::StrCat(
        "Write down ", instance.n,
        " integers x_1, x_2, ..., x_", instance.n,
        ", each one of 0, 1, 2 or 3. Two neighbours x_i, x_{i+1} must form one of the pairs "
        "(0, 1), (1, 0), (0, 3), (3, 0), (1, 2) or (2, 1); any other neighbouring pair (two "
        "equal values, or 0 next to 2, 1 next to 3, 2 next to 3) is not allowed. In addition, "
        "within each group of positions below (positions count from 1 at the left), the "
        "values at those positions must be pairwise different:\n",
        conditions,
        "\nWrite x_1 x_2 ... x_", instance.n,
        " on one line, separated by single spaces, inside <answer> </answer> tags; for four "
        "values that could look like <answer>3 0 1 2</answer>.");
  }
  // RLVE's (satisfied/all)^beta: the conditions met.
  size_t AnswerLength(const RangeFourSequenceConstructionInstance& instance) const override {
    return static_cast<size_t>(instance.n);
  }
  std::optional<environments::SequenceGrade> Grade(
      const RangeFourSequenceConstructionInstance& instance,
      const std::vector<int64_t>& answer) const override {
    if (!ValidSequence(answer)) return std::nullopt;
    return environments::SequenceGrade{MetConditions(instance, answer),
                                       static_cast<int64_t>(instance.lengths.size())};
  }
  std::string Reference(const RangeFourSequenceConstructionInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.sequence, " "));
  }
};

}  // namespace
}  // namespace range_four_sequence_construction_cc

absl::Status RegisterRangeFourSequenceConstructionEnvironment(Catalog& catalog,
                                                              const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<RangeFourSequenceConstructionEnvironment>());
}

}  // namespace referee
