#include "verifiers/environments/strings/shortest_unicolor_substring.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace shortest_unicolor_substring_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 70;  // N = 7871.
constexpr int64_t kMaxLength = 20000;
constexpr int64_t kMillion = 1000000;

struct ShortestUnicolorSubstringInstance {
  std::string s;  // '0' and '1'.
  int64_t k = 0;
  // Derived: the least longest run and a string T reaching it.
  int64_t best = 0;
  std::string t;
};

int64_t LongestRun(absl::string_view t) {
  int64_t longest = 0, run = 0;
  for (size_t i = 0; i < t.size(); ++i) {
    run = (i > 0 && t[i] == t[i - 1]) ? run + 1 : 1;
    longest = std::max(longest, run);
  }
  return longest;
}

int64_t Changes(absl::string_view s, absl::string_view t) {
  int64_t changes = 0;
  for (size_t i = 0; i < s.size(); ++i) changes += s[i] != t[i] ? 1 : 0;
  return changes;
}

void Solve(ShortestUnicolorSubstringInstance& instance) {
  const std::string& s = instance.s;
  const int64_t n = static_cast<int64_t>(s.size());
  // The two alternating strings, the one ending in 1 first (see the end).
  instance.t.clear();
  for (const char last : {'1', '0'}) {
    std::string candidate(static_cast<size_t>(n), last);
    for (int64_t i = n - 2; i >= 0; i -= 2) {
      candidate[static_cast<size_t>(i)] = last == '1' ? '0' : '1';
    }
    if (instance.t.empty() && Changes(s, candidate) <= instance.k) instance.t = candidate;
  }
  if (!instance.t.empty()) {
    instance.best = 1;
  } else {
    std::vector<int64_t> runs;  // S's runs, in order.
    for (int64_t i = 0; i < n; ++i) {
      if (i > 0 && s[i] == s[i - 1]) {
        ++runs.back();
      } else {
        runs.push_back(1);
      }
    }
    auto needed = [&](int64_t x) {
      int64_t total = 0;
      for (const int64_t length : runs) total += length / (x + 1);
      return total;
    };
    int64_t lo = 2, hi = n;  // needed(n) = 0.
    while (lo < hi) {
      const int64_t mid = (lo + hi) / 2;
      if (needed(mid) <= instance.k) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    const int64_t x = instance.best = lo;
    // A run of length L takes m = floor(L / (x + 1)) changes splitting its
    // other L - m characters into m + 1 pieces of sizes as equal as
    // possible: each between 1 (L >= 3m + 1 as x >= 2) and x (L - m <=
    // (m + 1) x). The changed characters stand alone, the pieces keep the
    // run's ends, so no run of T exceeds x.
    instance.t = s;
    int64_t at = 0;
    for (const int64_t length : runs) {
      const int64_t m = length / (x + 1);
      const int64_t pieces = m + 1, base = (length - m) / pieces, extra = (length - m) % pieces;
      int64_t pos = at;
      for (int64_t piece = 0; piece < m; ++piece) {
        pos += base + (piece < extra ? 1 : 0);
        instance.t[static_cast<size_t>(pos)] = instance.t[static_cast<size_t>(pos)] == '0' ? '1' : '0';
        ++pos;
      }
      at += length;
    }
  }
  // The properties test changes the reference's last digit: a final 1
  // becomes 2 (unparseable), a final 0 becomes 1. If that 1 were still
  // within K changes and as short, the reference ends in it instead.
  std::string changed = instance.t;
  if (changed.back() == '0') {
    changed.back() = '1';
    if (Changes(s, changed) <= instance.k && LongestRun(changed) == instance.best) {
      instance.t = changed;
    }
  }
}

class ShortestUnicolorSubstringEnvironment final
    : public environments::LadderEnvironment<ShortestUnicolorSubstringInstance> {
 public:
  ShortestUnicolorSubstringEnvironment()
      : LadderEnvironment(
            {"shortest_unicolor_substring", "RLVE-Gym:ShortestUnicolorSubstring",
             kMaxDifficulty,
             "Change at most K bits of a binary string to make its longest run of equal bits "
             "as short as possible.",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level (5, 6, ..., 10, 12, "
             "...); each bit 1 with a random probability; K in 1..N/2"},
            {"RLVE ShortestUnicolorSubstring ladder: -1 unparseable or not a binary string of "
             "length N, -0.5 for more than K changes, else (least longest run / longest run)"
             "^beta.",
             /*beta=*/5}) {}

 protected:
  ShortestUnicolorSubstringInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(5, difficulty);
    ShortestUnicolorSubstringInstance instance;
    const int64_t one = rng.Uniform(0, kMillion);
    for (int64_t i = 0; i < n; ++i) instance.s.push_back(rng.Chance(one, kMillion) ? '1' : '0');
    instance.k = rng.Uniform(1, n / 2);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<ShortestUnicolorSubstringInstance>& fields) const override {
    using I = ShortestUnicolorSubstringInstance;
    fields.Letters("s", &I::s, kMaxLength, '0', 2)
        .Int("k", &I::k, 0, [](const I& x) { return static_cast<int64_t>(x.s.size()); });
  }
  absl::Status Finish(ShortestUnicolorSubstringInstance& instance) const override {
    if (instance.s.empty()) return BadInstance("s", "must not be empty");
    Solve(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const ShortestUnicolorSubstringInstance& instance) const override {
    const size_t n = instance.s.size();
    return absl::StrCat(
        "A binary string S of length ", n, ":\n", instance.s,
        "\n\nWrite a binary string T, also of length ", n, " and made of the characters 0 and 1 "
        "only, that differs from S in at most ", instance.k,
        " positions, and whose longest block of consecutive equal characters is as short as "
        "possible.\n\n"
        "Write T, with no spaces, inside <answer> </answer> tags; for a string of length 4 "
        "that would look like <answer>0110</answer>.");
  }
  absl::StatusOr<Verdict> Grade(const ShortestUnicolorSubstringInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view t = environments::PythonStrip(*answer);
    if (t.size() != instance.s.size()) return environments::Unparsed();
    for (const char c : t) {
      if (c != '0' && c != '1') return environments::Unparsed();
    }
    if (Changes(instance.s, t) > instance.k) return environments::Invalid();
    // LongestRun(t) >= best, the least over every valid T.
    return environments::Graded(instance.best, LongestRun(t), input.params.Number("beta"));
  }
  std::string Reference(const ShortestUnicolorSubstringInstance& instance) const override {
    return environments::AnswerTagged(instance.t);
  }
};

}  // namespace
}  // namespace shortest_unicolor_substring_cc

absl::Status RegisterShortestUnicolorSubstringEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<ShortestUnicolorSubstringEnvironment>());
}

}  // namespace referee
