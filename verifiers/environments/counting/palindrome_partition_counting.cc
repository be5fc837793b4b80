#include "verifiers/environments/counting/palindrome_partition_counting.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace palindrome_partition_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 68;
constexpr int64_t kStartLength = 5;   // RLVE's N before any update.
constexpr int64_t kMaxLength = 7000;  // Explicit instances.

struct PalindromePartitionCountingInstance {
  std::vector<int64_t> s;  // The bits of S.
  std::string answer;      // Derived: the count.
};

// The palindromic tree (eertree) of S: node 0 is the root of length -1,
// node 1 the empty palindrome; every other node is a distinct palindrome
// of S. link: its longest proper palindromic suffix; diff: length minus
// the link's length; series: the first suffix along the links whose diff
// differs (the palindromic suffixes of a string form O(log N) runs of
// equal diff).
//
// f(i), the partitions of S[0..i), is the sum of f(i - |P|) over the
// palindromic suffixes P of S[0..i). For the run of suffixes from v down
// to (but excluding) series[v], run[v] holds the sum of f(i - |P|) over
// it; when link[v] has the same diff, its run, last updated at i - diff[v],
// covered the same positions but the last, so
// run[v] = f(i - |series[v]| - diff[v]) + run[link[v]].
std::string CountPalindromePartitions(const std::vector<int64_t>& s) {
  const int64_t n = static_cast<int64_t>(s.size());
  std::vector<int64_t> length = {-1, 0}, link = {0, 0}, diff = {0, 0}, series = {0, 0};
  std::vector<std::array<int64_t, 2>> next(2, std::array<int64_t, 2>{0, 0});
  std::vector<BigNat> run(2);
  std::vector<BigNat> f(static_cast<size_t>(n) + 1);
  f[0] = BigNat(1);
  // The longest suffix palindrome, starting from `v`, that S[i] extends.
  auto extendable = [&](int64_t v, int64_t i) {
    while (true) {
      const int64_t before = i - 1 - length[static_cast<size_t>(v)];
      if (before >= 0 && s[static_cast<size_t>(before)] == s[static_cast<size_t>(i)]) return v;
      v = link[static_cast<size_t>(v)];
    }
  };
  int64_t last = 1;
  for (int64_t i = 0; i < n; ++i) {
    const size_t bit = static_cast<size_t>(s[static_cast<size_t>(i)]);
    const int64_t parent = extendable(last, i);
    int64_t v = next[static_cast<size_t>(parent)][bit];
    if (v == 0) {
      v = static_cast<int64_t>(length.size());
      const int64_t len = length[static_cast<size_t>(parent)] + 2;
      const int64_t suffix =
          len == 1 ? 1
                   : next[static_cast<size_t>(extendable(link[static_cast<size_t>(parent)], i))]
                         [bit];
      length.push_back(len);
      link.push_back(suffix);
      diff.push_back(len - length[static_cast<size_t>(suffix)]);
      series.push_back(diff.back() == diff[static_cast<size_t>(suffix)]
                           ? series[static_cast<size_t>(suffix)]
                           : suffix);
      next.push_back({0, 0});
      run.emplace_back();
      next[static_cast<size_t>(parent)][bit] = v;
    }
    last = v;
    const int64_t end = i + 1;
    BigNat& total = f[static_cast<size_t>(end)];
    for (int64_t u = last; length[static_cast<size_t>(u)] > 0;
         u = series[static_cast<size_t>(u)]) {
      const size_t at = static_cast<size_t>(u);
      run[at] = f[static_cast<size_t>(
          end - length[static_cast<size_t>(series[at])] - diff[at])];
      if (diff[at] == diff[static_cast<size_t>(link[at])]) {
        run[at] += run[static_cast<size_t>(link[at])];
      }
      total += run[at];
    }
  }
  return f[static_cast<size_t>(n)].Text();
}

class PalindromePartitionCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<PalindromePartitionCountingInstance> {
 public:
  PalindromePartitionCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"palindrome_partition_counting",
             "RLVE-Gym:PalindromePartitionCounting", kMaxDifficulty,
             "Count the ways to cut a binary string into palindromes.",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level (16 at d = 8); each "
             "character 1 with probability z/10, z uniform in 1..9"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  PalindromePartitionCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(kStartLength, difficulty);
    const int64_t ones = rng.Uniform(1, 9);
    PalindromePartitionCountingInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.s.push_back(rng.Chance(ones, 10) ? 1 : 0);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PalindromePartitionCountingInstance>& fields) const override {
    fields.Ints("s", &PalindromePartitionCountingInstance::s, kMaxLength, 0, 1);
  }
  absl::Status Finish(PalindromePartitionCountingInstance& instance) const override {
    instance.answer = CountPalindromePartitions(instance.s);
    return absl::OkStatus();
  }
  std::string Prompt(const PalindromePartitionCountingInstance& instance) const override {
    std::string s;
    for (const int64_t bit : instance.s) s.push_back(bit == 1 ? '1' : '0');
    return absl::StrCat(
        "Here is a string S of ", instance.s.size(), " characters: ", s,
        "\n\nCut S into one or more non-empty consecutive pieces so that every "
        "piece is a palindrome (it reads the same forwards and backwards); "
        "the number of pieces is up to you, and S left whole is one way if "
        "it is itself a palindrome. In how many different ways can this be "
        "done? Two ways differ when they cut S at different places.\n\n"
        "Put your final answer (a single positive integer, written out in "
        "full) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace palindrome_partition_counting_cc

absl::Status RegisterPalindromePartitionCountingEnvironment(Catalog& catalog,
                                                            const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PalindromePartitionCountingEnvironment>());
}

}  // namespace referee
