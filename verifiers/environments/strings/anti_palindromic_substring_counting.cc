#include "verifiers/environments/strings/anti_palindromic_substring_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace anti_palindromic_substring_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;
constexpr size_t kMaxLength = 20000;
constexpr int64_t kBiasSteps = int64_t{1} << 20;

struct AntiPalindromicSubstringCountingInstance {
  std::string s;       // Over {0, 1}.
  std::string answer;  // Derived: the count.
};

// With u[i] = s[i] XOR (i mod 2), an even-length substring is
// anti-palindromic in s iff it is a palindrome in u: mirrored positions
// c-1-i and c+i have different parities, so u agrees there iff s differs.
// (Odd lengths never qualify: the middle bit would equal its complement.)
// Even palindromes of u by Manacher's algorithm, O(N); the count is below
// N^2 / 4.
std::string CountAntiPalindromes(const std::string& s) {
  const int64_t n = static_cast<int64_t>(s.size());
  std::vector<char> u(s.size());
  for (int64_t i = 0; i < n; ++i) {
    u[static_cast<size_t>(i)] = static_cast<char>((s[static_cast<size_t>(i)] - '0') ^ (i & 1));
  }
  // radius[i]: the longest even palindrome centred just before i has
  // 2·radius[i] characters.
  std::vector<int64_t> radius(s.size(), 0);
  int64_t left = 0, right = -1, count = 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t k = i > right ? 0
                          : std::min(radius[static_cast<size_t>(left + right - i + 1)],
                                     right - i + 1);
    while (i + k < n && i - k - 1 >= 0 &&
           u[static_cast<size_t>(i + k)] == u[static_cast<size_t>(i - k - 1)]) {
      ++k;
    }
    radius[static_cast<size_t>(i)] = k;
    count += k;
    if (i + k - 1 > right) {
      left = i - k;
      right = i + k - 1;
    }
  }
  return absl::StrCat(count);
}

class AntiPalindromicSubstringCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          AntiPalindromicSubstringCountingInstance> {
 public:
  AntiPalindromicSubstringCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"anti_palindromic_substring_counting",
             "RLVE-Gym:AntiPalindromicSubstringCounting", kMaxDifficulty,
             "Count the substrings of a binary string whose reverse is their bitwise complement.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; S made of random "
             "pieces, the even ones anti-palindromic"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  AntiPalindromicSubstringCountingInstance Make(int difficulty,
                                                tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    // c distinct cut points from 1..N-1, sorted, between 0 and N.
    const int64_t cuts = rng.Uniform(0, n - 1);
    std::vector<int64_t> points(static_cast<size_t>(n - 1));
    std::iota(points.begin(), points.end(), int64_t{1});
    rng.Shuffle(points);
    points.resize(static_cast<size_t>(cuts));
    std::sort(points.begin(), points.end());
    points.insert(points.begin(), 0);
    points.push_back(n);
    const int64_t bias = rng.Uniform(0, kBiasSteps);
    auto bit = [&]() { return rng.Chance(bias, kBiasSteps) ? '1' : '0'; };
    AntiPalindromicSubstringCountingInstance instance;
    for (size_t i = 0; i + 1 < points.size(); ++i) {
      const int64_t length = points[i + 1] - points[i];
      if (length % 2 == 0) {
        std::string half;
        for (int64_t j = 0; j < length / 2; ++j) half.push_back(bit());
        instance.s += half;
        for (auto it = half.rbegin(); it != half.rend(); ++it) {
          instance.s.push_back(*it == '0' ? '1' : '0');
        }
      } else {
        for (int64_t j = 0; j < length; ++j) instance.s.push_back(bit());
      }
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<AntiPalindromicSubstringCountingInstance>& fields) const override {
    fields.Letters("s", &AntiPalindromicSubstringCountingInstance::s, kMaxLength, '0', 2);
  }
  absl::Status Finish(AntiPalindromicSubstringCountingInstance& instance) const override {
    instance.answer = CountAntiPalindromes(instance.s);
    return absl::OkStatus();
  }
  std::string Prompt(
      const AntiPalindromicSubstringCountingInstance& instance) const override {
    return absl::StrCat(
        "Call a binary string anti-palindromic when reading it backwards "
        "gives its bitwise complement (every 0 turned into 1 and every 1 "
        "into 0). For instance 0011 is anti-palindromic (backwards it is "
        "1100, its complement), while 0110 is not (backwards it is 0110, "
        "but its complement is 1001).\n\n"
        "Here is a binary string S: ", instance.s,
        "\nHow many contiguous substrings of S are anti-palindromic? "
        "Substrings taken at different positions count separately, even "
        "when they are equal.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace anti_palindromic_substring_counting_cc

absl::Status RegisterAntiPalindromicSubstringCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<AntiPalindromicSubstringCountingEnvironment>());
}

}  // namespace referee
