#include "verifiers/environments/strings/three_string_common_subsequence_counting.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace three_string_common_subsequence_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 57;
constexpr size_t kMaxLength = 60;
constexpr int64_t kBiasSteps = int64_t{1} << 20;

struct ThreeStringCommonSubsequenceCountingInstance {
  std::string a, b, c;  // Over {a, b}.
  std::array<std::string, 3> strings;  // Derived: a, b, c.
  std::string answer;  // Derived: the number of common subsequences.
};

// next[p][c]: the 1-based position of the first letter c at or after
// 1-based position p + 1, or 0 if none (p = 0 is "before the start").
std::vector<std::array<size_t, 2>> NextTable(const std::string& s) {
  std::vector<std::array<size_t, 2>> next(s.size() + 1, {0, 0});
  for (size_t p = s.size(); p-- > 0;) {
    next[p] = next[p + 1];
    next[p][static_cast<size_t>(s[p] - 'a')] = p + 1;
  }
  return next;
}

// Distinct common subsequences: each is matched greedily (earliest
// positions) in all three strings, so they are the paths from (0, 0, 0) in
// the DAG of greedy steps. f(u, v, w) = 1 + sum over letters with a next
// occurrence in all three of f(next positions); the answer is f(0, 0, 0) - 1
// (the empty string). A count of distinct strings of length <= 60 is below
// 2^61: no overflow.
std::string CommonSubsequences(const std::array<std::string, 3>& strings) {
  const auto na = NextTable(strings[0]), nb = NextTable(strings[1]),
             nc = NextTable(strings[2]);
  const size_t sa = na.size(), sb = nb.size(), sc = nc.size();
  std::vector<int64_t> f(sa * sb * sc, 0);
  auto at = [&](size_t u, size_t v, size_t w) -> int64_t& {
    return f[(u * sb + v) * sc + w];
  };
  for (size_t u = sa; u-- > 0;) {
    for (size_t v = sb; v-- > 0;) {
      for (size_t w = sc; w-- > 0;) {
        int64_t total = 1;
        for (size_t c = 0; c < 2; ++c) {
          const size_t nu = na[u][c], nv = nb[v][c], nw = nc[w][c];
          if (nu != 0 && nv != 0 && nw != 0) total += at(nu, nv, nw);
        }
        at(u, v, w) = total;
      }
    }
  }
  return absl::StrCat(at(0, 0, 0) - 1);
}

class ThreeStringCommonSubsequenceCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          ThreeStringCommonSubsequenceCountingInstance> {
 public:
  ThreeStringCommonSubsequenceCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"three_string_common_subsequence_counting",
             "RLVE-Gym:ThreeStringCommonSubsequenceCounting", kMaxDifficulty,
             "Count the distinct non-empty strings that are subsequences of three given strings "
             "over {a, b}.",
             /*difficulty_help=*/"MAX_N = 3 + d; three lengths uniform in 3..MAX_N; letters 'a' "
             "with a shared random bias"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  ThreeStringCommonSubsequenceCountingInstance Make(int difficulty,
                                                    tasks::Rng& rng) const override {
    const int64_t max_n = 3 + difficulty;
    const int64_t bias = rng.Uniform(0, kBiasSteps);
    ThreeStringCommonSubsequenceCountingInstance instance;
    for (std::string& s : instance.strings) {
      const int64_t length = rng.Uniform(3, max_n);
      for (int64_t i = 0; i < length; ++i) {
        s.push_back(rng.Chance(bias, kBiasSteps) ? 'a' : 'b');
      }
    }
    instance.a = instance.strings[0];
    instance.b = instance.strings[1];
    instance.c = instance.strings[2];
    return instance;
  }
  void DeclareFields(environments::InstanceFields<ThreeStringCommonSubsequenceCountingInstance>&
                         fields) const override {
    using I = ThreeStringCommonSubsequenceCountingInstance;
    fields.Letters("a", &I::a, static_cast<int64_t>(kMaxLength), 'a', 2)
        .Letters("b", &I::b, static_cast<int64_t>(kMaxLength), 'a', 2)
        .Letters("c", &I::c, static_cast<int64_t>(kMaxLength), 'a', 2);
  }
  absl::Status Finish(ThreeStringCommonSubsequenceCountingInstance& instance) const override {
    instance.strings = {instance.a, instance.b, instance.c};
    instance.answer = CommonSubsequences(instance.strings);
    return absl::OkStatus();
  }
  std::string Prompt(
      const ThreeStringCommonSubsequenceCountingInstance& instance) const override {
    return absl::StrCat(
        "Here are three strings:\nA: ", instance.strings[0],
        "\nB: ", instance.strings[1], "\nC: ", instance.strings[2],
        "\n\nA string T is a subsequence of a string S when T can be made "
        "from S by deleting some characters (possibly none) and keeping the "
        "rest in their order. How many different non-empty strings are "
        "subsequences of A, of B and of C at the same time?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace three_string_common_subsequence_counting_cc

absl::Status RegisterThreeStringCommonSubsequenceCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<ThreeStringCommonSubsequenceCountingEnvironment>());
}

}  // namespace referee
