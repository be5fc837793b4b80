#include "verifiers/environments/counting/zero_prefix_subset_counting.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace zero_prefix_subset_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::BigNat;

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxStrings = 100;
constexpr int64_t kMaxLength = 100;
// RLVE's share p in [0.1, 0.9], as u / kShareScale.
constexpr int64_t kShareScale = 1000000;

struct ZeroPrefixSubsetCountingInstance {
  std::vector<int64_t> lengths;
  std::string letters;  // The strings one after another ('a', 'b').
  // Derived (Finish): the strings, and the count.
  std::vector<std::string> strings;
  std::string answer;
};

bool IsPrefix(const std::string& p, const std::string& s) {
  return p.size() <= s.size() && s.compare(0, p.size(), p) == 0;
}

// The count of the header, for distinct strings: in sorted order every
// string's prefixes in the set come before it, so a stack of the current
// chain gives each string its longest proper prefix (its parent).
std::string CountSubsets(std::vector<std::string> strings) {
  std::sort(strings.begin(), strings.end());
  const size_t n = strings.size();
  std::vector<int> parent(n, -1);
  std::vector<int> chain;
  for (size_t i = 0; i < n; ++i) {
    while (!chain.empty() && !IsPrefix(strings[static_cast<size_t>(chain.back())], strings[i])) {
      chain.pop_back();
    }
    if (!chain.empty()) parent[i] = chain.back();
    chain.push_back(static_cast<int>(i));
  }
  // Children come after their parent: T from the back.
  std::vector<BigNat> children(n, BigNat(1));  // prod of the children's T.
  BigNat all(1);
  for (size_t i = n; i-- > 0;) {
    BigNat t = children[i];
    t += BigNat(1);
    if (parent[i] >= 0) {
      children[static_cast<size_t>(parent[i])] = children[static_cast<size_t>(parent[i])] * t;
    } else {
      all = all * t;
    }
  }
  all -= BigNat(1);
  return all.Text();
}

class ZeroPrefixSubsetCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<ZeroPrefixSubsetCountingInstance> {
 public:
  ZeroPrefixSubsetCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"zero_prefix_subset_counting", "RLVE-Gym:ZeroPrefixSubsetCounting", kMaxDifficulty,
             "Count the non-empty subsets of N distinct strings over {a, b} in which no string "
             "is a prefix of another.",
             /*difficulty_help=*/"N = d + 3 strings (100 at the top, d = 97): M = N - "
             "floor(N p) random strings (p uniform in [0.1, 0.9]) of lengths 2..N, then N - M "
             "proper prefixes of them, redrawn until all distinct"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  ZeroPrefixSubsetCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    std::vector<std::string> strings;
    while (true) {
      const int64_t share = rng.Uniform(kShareScale / 10, kShareScale * 9 / 10 - 1);
      const int64_t m = n - n * share / kShareScale;  // >= 1: share < 0.9.
      strings.clear();
      std::set<std::string> seen;
      for (int64_t i = 0; i < m; ++i) {
        while (true) {
          const int64_t length = rng.Uniform(2, n);
          std::string s;
          for (int64_t k = 0; k < length; ++k) s.push_back(rng.Chance(1, 2) ? 'b' : 'a');
          if (seen.insert(s).second) {
            strings.push_back(std::move(s));
            break;
          }
        }
      }
      bool distinct = true;
      for (int64_t i = m; i < n; ++i) {
        const std::string& of = strings[static_cast<size_t>(rng.Uniform(0, m - 1))];
        std::string prefix =
            of.substr(0, static_cast<size_t>(rng.Uniform(1, static_cast<int64_t>(of.size()) - 1)));
        distinct = seen.insert(prefix).second && distinct;
        strings.push_back(std::move(prefix));
      }
      if (distinct) break;
    }
    rng.Shuffle(strings);
    ZeroPrefixSubsetCountingInstance instance;
    for (const std::string& s : strings) {
      instance.lengths.push_back(static_cast<int64_t>(s.size()));
      instance.letters += s;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<ZeroPrefixSubsetCountingInstance>& fields) const override {
    using I = ZeroPrefixSubsetCountingInstance;
    const auto total = [](const I& x) {
      int64_t sum = 0;
      for (const int64_t length : x.lengths) sum += length;
      return sum;
    };
    fields.Ints("lengths", &I::lengths, kMaxStrings, 1, kMaxLength)
        .Letters("letters", &I::letters, total, 'a', 2)
        .SizedBy(total);
  }
  absl::Status Finish(ZeroPrefixSubsetCountingInstance& instance) const override {
    instance.strings.clear();
    size_t at = 0;
    for (const int64_t length : instance.lengths) {
      instance.strings.push_back(instance.letters.substr(at, static_cast<size_t>(length)));
      at += static_cast<size_t>(length);
    }
    std::set<absl::string_view> seen(instance.strings.begin(), instance.strings.end());
    if (seen.size() != instance.strings.size()) {
      return BadInstance("letters", "the strings must be distinct");
    }
    instance.answer = CountSubsets(instance.strings);
    return absl::OkStatus();
  }

  std::string Prompt(const ZeroPrefixSubsetCountingInstance& instance) const override {
    std::string list;
    for (size_t i = 0; i < instance.strings.size(); ++i) {
      absl::StrAppend(&list, "S", i + 1, " = ", instance.strings[i], "\n");
    }
    return absl::StrCat(
        "Here are ", instance.strings.size(), " distinct strings made of the letters a and b:\n",
        list,
        "\nA subset of them is prefix-free if no string in it is a prefix (the beginning) of "
        "another string in it; for example {ab, abba} is not prefix-free, {ab, ba} is. How "
        "many non-empty prefix-free subsets of these strings are there?\n\n"
        "Put your final answer (a single integer, written out in full) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace zero_prefix_subset_counting_cc

absl::Status RegisterZeroPrefixSubsetCountingEnvironment(Catalog& catalog,
                                                         const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<ZeroPrefixSubsetCountingEnvironment>());
}

}  // namespace referee
