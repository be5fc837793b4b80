#include "verifiers/environments/sequences/making_grade.h"

#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace making_grade_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 996;
constexpr int64_t kMaxValues = 20000;
// |A| <= 10^9: every cost of an int64 B fits __int128, and the least cost
// (at most N · 2·10^9 <= 4·10^13) fits int64.
constexpr int64_t kMaxValue = 1000000000;

struct MakingGradeInstance {
  std::vector<int64_t> values;  // A.
  int64_t gold = 0;             // Derived: the least cost.
  std::vector<int64_t> best;    // Derived: a B of that cost.
};

bool NonDecreasing(const std::vector<int64_t>& a) {
  return std::is_sorted(a.begin(), a.end());
}
bool NonIncreasing(const std::vector<int64_t>& a) {
  return std::is_sorted(a.rbegin(), a.rend());
}

// The least sum |a[i] - b[i]| over non-decreasing b, and one such b (the
// slope trick). g_i(v), the least cost of a[0..i] with b[i] = v, is convex
// and piecewise linear; a max-heap holds the breakpoints left of its
// minimum, and its top t_i is the least minimiser. Taking a[i]: if
// a[i] >= t_{i-1} the minimum moves to a[i] at no cost; else it rises by
// t_{i-1} - a[i] and a[i] replaces the top. Then b[n-1] = t_{n-1} and,
// backwards, b[i] = min(t_i, b[i+1]) (the best b[i] <= b[i+1] for the
// convex g_i). O(N log N).
int64_t NonDecreasingFit(const std::vector<int64_t>& a, std::vector<int64_t>& b) {
  std::priority_queue<int64_t> heap;
  int64_t cost = 0;
  b.assign(a.size(), 0);
  for (size_t i = 0; i < a.size(); ++i) {
    heap.push(a[i]);
    if (heap.top() > a[i]) {
      cost += heap.top() - a[i];
      heap.pop();
      heap.push(a[i]);
    }
    b[i] = heap.top();
  }
  for (size_t i = a.size(); i-- > 1;) b[i - 1] = std::min(b[i - 1], b[i]);
  return cost;
}

// One integer of the answer: its value, or, past int64 (or int64's least
// value itself, which the token parser reports the same way), its sign
// and digits.
struct Entry {
  int64_t value = 0;
  bool huge = false;
  bool negative = false;
  absl::string_view digits;  // Huge only: the magnitude, no leading zeros.
};

// The answer's `values` (the tokens of `span` in order, as
// parsing::ParseIntegerTokens read them) with the huge ones spelled out.
std::vector<Entry> Entries(absl::string_view span, const std::vector<int64_t>& values) {
  std::vector<Entry> entries(values.size());
  size_t i = 0, at = 0;
  while (at < span.size() && i < values.size()) {
    if (parsing::IsAsciiSpace(span[at])) {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < span.size() && !parsing::IsAsciiSpace(span[end])) ++end;
    Entry& e = entries[i];
    e.value = values[i];
    if (e.value == parsing::kHugeToken) {
      absl::string_view token = span.substr(at, end - at);
      e.huge = true;
      e.negative = token[0] == '-';
      if (token[0] == '-' || token[0] == '+') token.remove_prefix(1);
      while (token.size() > 1 && token[0] == '0') token.remove_prefix(1);
      e.digits = token;
    }
    ++i;
    at = end;
  }
  return entries;
}

// -1, 0 or 1 as a <, = or > b.
int Compare(const Entry& a, const Entry& b) {
  auto side = [](const Entry& e) { return e.huge ? (e.negative ? -1 : 1) : 0; };
  if (side(a) != side(b)) return side(a) < side(b) ? -1 : 1;
  if (!a.huge) return (a.value > b.value) - (a.value < b.value);
  // Two huge values of one sign: the longer magnitude is larger, else the
  // digits decide.
  int magnitude = 0;
  if (a.digits.size() != b.digits.size()) {
    magnitude = a.digits.size() < b.digits.size() ? -1 : 1;
  } else {
    const int c = a.digits.compare(b.digits);
    magnitude = (c > 0) - (c < 0);
  }
  return a.negative ? -magnitude : magnitude;
}

bool Monotone(const std::vector<Entry>& b) {
  bool up = true, down = true;
  for (size_t i = 0; i + 1 < b.size(); ++i) {
    const int c = Compare(b[i], b[i + 1]);
    up = up && c <= 0;
    down = down && c >= 0;
  }
  return up || down;
}

// The magnitude of a huge entry (>= 2^63); infinite past long double.
long double Magnitude(absl::string_view digits) {
  long double v = 0;
  for (const char c : digits) v = v * 10 + (c - '0');
  return v;
}

class MakingGradeEnvironment final : public environments::LadderEnvironment<MakingGradeInstance> {
 public:
  MakingGradeEnvironment()
      : LadderEnvironment(
            {"making_grade", "RLVE-Gym:MakingGrade", kMaxDifficulty,
             "Find a monotone (non-decreasing or non-increasing) integer sequence B closest to A "
             "in the sum of |A[i] - B[i]|.",
             /*difficulty_help=*/"N = 4 + d; A[i] uniform in 0..N^2, redrawn while A is monotone"},
            {"RLVE MakingGrade ladder: -1 unparseable, -0.5 not N integers or not monotone, else "
             "(least cost / sum |A[i] - B[i]|)^beta.", /*beta=*/5}) {}

 protected:
  MakingGradeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    MakingGradeInstance instance;
    // N >= 4 values: a monotone draw has probability below 1/5.
    do {
      instance.values.clear();
      for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(0, n * n));
    } while (NonDecreasing(instance.values) || NonIncreasing(instance.values));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MakingGradeInstance>& fields)
      const override {
    fields.Ints("values", &MakingGradeInstance::values, kMaxValues, -kMaxValue, kMaxValue);
  }
  absl::Status Finish(MakingGradeInstance& instance) const override {
    std::vector<int64_t> up, down;
    const int64_t up_cost = NonDecreasingFit(instance.values, up);
    std::vector<int64_t> negated;
    for (const int64_t v : instance.values) negated.push_back(-v);
    const int64_t down_cost = NonDecreasingFit(negated, down);
    for (int64_t& v : down) v = -v;
    instance.gold = std::min(up_cost, down_cost);
    instance.best = up_cost <= down_cost ? up : down;
    return absl::OkStatus();
  }
  std::string Prompt(const MakingGradeInstance& instance) const override {
    const size_t n = instance.values.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : ", ", "A[", i + 1, "]=", instance.values[i]);
    }
    return absl::StrCat(
        "Here is an array A with indices 1 to ", n, ": ", listed,
        "\n\nFind integers B[1], ..., B[", n,
        "] that form a monotone sequence, either non-decreasing (B[1] <= "
        "B[2] <= ... <= B[", n, "]) or non-increasing (B[1] >= B[2] >= ... >= B[",
        n, "]), and make the total |A[1] - B[1]| + |A[2] - B[2]| + ... + |A[", n,
        "] - B[", n,
        "]| as small as possible.\n\nPut your final answer inside <answer> "
        "</answer> tags: B[1] to B[", n,
        "] in order, separated by spaces (e.g. <answer>1 2 2 4</answer> for "
        "four values).");
  }
  std::string Reference(const MakingGradeInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const MakingGradeInstance& instance,
                                const VerifyInput& input) const override {
    const std::vector<int64_t>& a = instance.values;
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<parsing::IntegerTokens> tokens =
        parsing::ParseIntegerTokens(*span, a.size());
    if (!tokens) return environments::Unparsed();
    if (tokens->count != a.size()) return environments::Invalid();
    const std::vector<Entry> b = Entries(*span, tokens->values);
    if (!Monotone(b)) return environments::Invalid();
    // The int64 entries' cost exactly (each term below 2^64, N of them);
    // a huge entry's |A[i] - B[i]| is its magnitude -+ A[i] (> 2^63 - 10^9,
    // past any least cost).
    __int128 exact = 0;
    long double beyond = 0;
    bool any_huge = false;
    for (size_t i = 0; i < a.size(); ++i) {
      if (b[i].huge) {
        any_huge = true;
        beyond += Magnitude(b[i].digits) +
                  static_cast<long double>(b[i].negative ? a[i] : -a[i]);
        continue;
      }
      const __int128 d = static_cast<__int128>(a[i]) - b[i].value;
      exact += d < 0 ? -d : d;
    }
    if (!any_huge && exact == instance.gold) return Verdict{1.0, true, true};
    // cost > gold >= 0 here.
    const long double cost = static_cast<long double>(exact) + beyond;
    const long double ratio = static_cast<long double>(instance.gold) / cost;
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace making_grade_cc

absl::Status RegisterMakingGradeEnvironment(Catalog& catalog,
                                            const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MakingGradeEnvironment>());
}

}  // namespace referee
