#include "verifiers/environments/sequences/palindromic_substring_number_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace palindromic_substring_number_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 83;
constexpr int64_t kMinGeneratedR = 20;

struct PalindromicSubstringNumberCountingInstance {
  int64_t l = 1;
  int64_t r = 1;
  std::string answer;  // Derived: the count of good numbers in [l, r].
};

// RLVE's MAX_R after d updates: 20, then floor(1.5 MAX_R).
int64_t MaxR(int difficulty) {
  return environments::RlveScaled(20, difficulty);
}

// How many numbers in 1..x (x >= 0) have no two equal digits adjacent or
// one apart ("bad" numbers). A bad number of k digits: 9 choices for the
// first digit, 9 for the second (not the first), 8 for each later one
// (neither of the two before it). Numbers of x's length are walked digit
// by digit below x's prefix.
int64_t BadUpTo(int64_t x) {
  if (x <= 0) return 0;
  const std::string digits = absl::StrCat(x);
  const size_t n = digits.size();
  // Free completions of `rest` digits after a valid prefix of >= 2 digits.
  auto free = [](size_t rest) {
    int64_t count = 1;
    for (size_t i = 0; i < rest; ++i) count *= 8;
    return count;
  };
  int64_t bad = 0;
  for (size_t len = 1; len < n; ++len) {
    bad += len == 1 ? 9 : 81 * free(len - 2);
  }
  // Same length as x: choose position i where the number first drops below
  // x (digit < digits[i]), the prefix before it equal to x's and valid.
  for (size_t i = 0; i < n; ++i) {
    const int top = digits[i] - '0';
    for (int c = (i == 0 ? 1 : 0); c < top; ++c) {
      if (i >= 1 && c == digits[i - 1] - '0') continue;
      if (i >= 2 && c == digits[i - 2] - '0') continue;
      const size_t rest = n - 1 - i;
      // The next digit (if any) must avoid c and the digit before c; when
      // i == 0 only c is before it (9 choices), then 8 each.
      if (rest == 0) {
        bad += 1;
      } else if (i == 0) {
        bad += 9 * free(rest - 1);
      } else {
        bad += free(rest);
      }
    }
    // Continue along x only while x's own prefix stays bad.
    if (i >= 1 && digits[i] == digits[i - 1]) return bad;
    if (i >= 2 && digits[i] == digits[i - 2]) return bad;
  }
  return bad + 1;  // x itself is bad.
}

std::string GoodCount(int64_t l, int64_t r) {
  const int64_t good_r = r - BadUpTo(r);
  const int64_t good_before_l = (l - 1) - BadUpTo(l - 1);
  return absl::StrCat(good_r - good_before_l);
}

class PalindromicSubstringNumberCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          PalindromicSubstringNumberCountingInstance> {
 public:
  PalindromicSubstringNumberCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"palindromic_substring_number_counting",
             "RLVE-Gym:PalindromicSubstringNumberCounting", kMaxDifficulty,
             "Count the integers in [L, R] whose decimal digits contain a palindromic substring "
             "of length at least 2.",
             /*difficulty_help=*/"MAX_R = 20, then floor(1.5 MAX_R) per level; R uniform in "
             "20..MAX_R, L uniform in 1..R-1"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  PalindromicSubstringNumberCountingInstance Make(int difficulty,
                                                  tasks::Rng& rng) const override {
    PalindromicSubstringNumberCountingInstance instance;
    instance.r = rng.Uniform(kMinGeneratedR, MaxR(difficulty));
    instance.l = rng.Uniform(1, instance.r - 1);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PalindromicSubstringNumberCountingInstance>& fields) const override {
    using I = PalindromicSubstringNumberCountingInstance;
    fields.Int("r", &I::r, 1, environments::kMaxJsonInteger)
        .Int("l", &I::l, 1, [](const I& x) { return x.r; });
  }
  absl::Status Finish(PalindromicSubstringNumberCountingInstance& instance) const override {
    instance.answer = GoodCount(instance.l, instance.r);
    return absl::OkStatus();
  }
  std::string Prompt(
      const PalindromicSubstringNumberCountingInstance& instance) const override {
    return absl::StrCat(
        "Read each positive integer as its string of decimal digits (no "
        "leading zeros). Call an integer good when that string has a "
        "palindromic substring (a run of consecutive digits that reads the "
        "same backwards) of length 2 or more.\n"
        "Examples: 121 is good (121 itself), 344 is good (44), while 123 "
        "and 1230 are not good: no run of 2 or more consecutive digits in "
        "them is a palindrome.\n\n"
        "How many good integers lie between ",
        instance.l, " and ", instance.r,
        ", both ends included?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace palindromic_substring_number_counting_cc

absl::Status RegisterPalindromicSubstringNumberCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PalindromicSubstringNumberCountingEnvironment>());
}

}  // namespace referee
