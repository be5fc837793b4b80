#include "verifiers/environments/number_theory/next_palindromic.h"

#include <cmath>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace next_palindromic_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;  // D = 962.
constexpr size_t kMaxDigits = 1000;
constexpr int64_t kChunkDigits = 18;
constexpr int kMaxDraws = 64;  // All D digits 0 has odds 10^-D <= 1/100.

struct NextPalindromicInstance {
  std::string n;       // Decimal, positive, no leading zeros.
  std::string answer;  // Derived: the least palindrome greater than n.
};

// Whether a > b for decimals without leading zeros.
bool Greater(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return a.size() > b.size();
  return a > b;
}

bool IsPalindrome(const std::string& s) {
  return std::equal(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(s.size() / 2),
                    s.rbegin());
}

// The least palindrome greater than n (positive, no leading zeros). A
// palindrome of n's length is fixed by its first ceil(L / 2) digits (the
// "head"), increasing with them. With n's own head the palindrome is the
// mirror of n; if that is not above n, the next head up (plus one, carried)
// gives the least one above, unless the head is all 9s, and then so is n:
// the answer is the least palindrome of L + 1 digits, 10...01.
std::string NextPalindrome(const std::string& n) {
  const size_t length = n.size();
  if (std::all_of(n.begin(), n.end(), [](char c) { return c == '9'; })) {
    return "1" + std::string(length - 1, '0') + "1";
  }
  std::string p = n;
  auto mirror = [&p, length] {
    for (size_t i = 0; i < length / 2; ++i) p[length - 1 - i] = p[i];
  };
  mirror();
  if (Greater(p, n)) return p;
  // The head is not all 9s here (else p = 9...9 >= n, so p = n = 9...9).
  size_t i = (length - 1) / 2;
  while (p[i] == '9') p[i--] = '0';
  ++p[i];
  mirror();
  return p;
}

// `count` uniform decimal digits (leading zeros kept), drawn in chunks of
// up to 18.
std::string UniformDigits(int64_t count, tasks::Rng& rng) {
  std::string out;
  for (int64_t left = count; left > 0; left -= kChunkDigits) {
    const int64_t width = std::min(left, kChunkDigits);
    int64_t top = 1;
    for (int64_t i = 0; i < width; ++i) top *= 10;
    int64_t chunk = rng.Uniform(0, top - 1);
    std::string digits(static_cast<size_t>(width), '0');
    for (size_t i = digits.size(); i-- > 0; chunk /= 10) {
      digits[i] = static_cast<char>('0' + chunk % 10);
    }
    out += digits;
  }
  return out;
}

class NextPalindromicEnvironment final
    : public environments::LadderEnvironment<NextPalindromicInstance> {
 public:
  NextPalindromicEnvironment()
      : LadderEnvironment(
            {"next_palindromic", "RLVE-Gym:NextPalindromic", kMaxDifficulty,
             "The smallest palindromic number greater than a given N.",
             /*difficulty_help=*/"D = 2, then floor(1.1 D) + 1 per level; N uniform in 1..10^D - "
             "1"},
            {"RLVE NextPalindromic ladder: -1 unparseable, -0.5 not greater than N or not a "
             "palindrome, else (least palindrome / answer)^beta.", /*beta=*/5}) {}

 protected:
  NextPalindromicInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t digits = environments::RlveGrowth(2, difficulty);
    NextPalindromicInstance instance;
    instance.n = "1";  // Only after kMaxDraws draws of all zeros.
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      const std::string drawn = UniformDigits(digits, rng);
      const size_t first = drawn.find_first_not_of('0');
      if (first == std::string::npos) continue;
      instance.n = drawn.substr(first);
      break;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<NextPalindromicInstance>& fields) const override {
    fields.Digits("n", &NextPalindromicInstance::n, kMaxDigits);
  }
  absl::Status Finish(NextPalindromicInstance& instance) const override {
    if (instance.n == "0") return environments::BadInstance("n", "must be positive");
    instance.answer = NextPalindrome(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const NextPalindromicInstance& instance) const override {
    return absl::StrCat(
        "A palindromic number is a positive integer whose decimal digits read "
        "the same from left to right as from right to left (for example 7, "
        "33 or 12521).\n\nWhat is the smallest palindromic number that is "
        "strictly greater than ", instance.n,
        "?\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::string Reference(const NextPalindromicInstance& instance) const override {
    return environments::AnswerTagged(instance.answer);
  }

  absl::StatusOr<Verdict> Grade(const NextPalindromicInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    if ((*answer)[0] == '-' || !Greater(*answer, instance.n)) {
      return environments::Invalid();
    }
    if (!IsPalindrome(*answer)) return environments::Invalid();
    if (*answer == instance.answer) return Verdict{1.0, true, true};
    // A palindrome above N is at least the least one: the ratio is < 1.
    const long double ratio = std::min<long double>(
        environments::DecimalRatio(instance.answer, *answer), 1);
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace next_palindromic_cc

absl::Status RegisterNextPalindromicEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<NextPalindromicEnvironment>());
}

}  // namespace referee
