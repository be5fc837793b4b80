#include "verifiers/environments/sequences/digit_lis_counting.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace digit_lis_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 16;
constexpr size_t kMaxDigits = 18;
constexpr int kStates = 1 << 10;

struct DigitLisCountingInstance {
  std::string l_text;  // As written: decimal digits.
  std::string r_text;
  int64_t l = 0;  // Derived from l_text, r_text.
  int64_t r = 0;
  int64_t k = 1;
  std::string answer;  // Derived: the count.
};

// Patience sorting on digits: `tails` holds, as a bit set over 0..9, the
// least possible last digit of a strictly increasing subsequence of each
// length; digit d replaces the least tail >= d, or extends the longest.
// The LIS length is the number of tails.
int Insert(int tails, int digit) {
  for (int t = digit; t < 10; ++t) {
    if (tails >> t & 1) return (tails & ~(1 << t)) | (1 << digit);
  }
  return tails | (1 << digit);
}

// Insert() for every (tails, digit), computed once.
const std::vector<std::array<int, 10>>& InsertTable() {
  static const auto* const table = [] {
    auto* t = new std::vector<std::array<int, 10>>(kStates);
    for (int s = 0; s < kStates; ++s) {
      for (int d = 0; d < 10; ++d) (*t)[static_cast<size_t>(s)][static_cast<size_t>(d)] = Insert(s, d);
    }
    return t;
  }();
  return *table;
}

class PowerCounter {
 public:
  // completions_[r][s]: the number of ways to append r free digits
  // (r < rows) to a prefix with tails s and end with exactly k tails (at
  // most 10^r < 10^18).
  PowerCounter(int k, size_t rows) : completions_(rows) {
    const auto& insert = InsertTable();
    for (int s = 0; s < kStates; ++s) {
      completions_[0][static_cast<size_t>(s)] = __builtin_popcount(s) == k;
    }
    for (size_t r = 1; r < rows; ++r) {
      for (size_t s = 0; s < kStates; ++s) {
        int64_t total = 0;
        for (const int next : insert[s]) total += completions_[r - 1][static_cast<size_t>(next)];
        completions_[r][s] = total;
      }
    }
  }

  // Integers in 1..x (x >= 0, below 10^18) of power k.
  int64_t UpTo(int64_t x) const {
    if (x <= 0) return 0;
    const std::string digits = absl::StrCat(x);
    const size_t n = digits.size();
    int64_t count = 0;
    for (size_t length = 1; length < n; ++length) {
      for (int d = 1; d < 10; ++d) {
        count += completions_[length - 1][static_cast<size_t>(1 << d)];
      }
    }
    int tails = 0;
    for (size_t i = 0; i < n; ++i) {
      const int top = digits[i] - '0';
      for (int d = i == 0 ? 1 : 0; d < top; ++d) {
        count += completions_[n - 1 - i][static_cast<size_t>(Insert(tails, d))];
      }
      tails = Insert(tails, top);
    }
    return count + completions_[0][static_cast<size_t>(tails)];
  }

 private:
  std::vector<std::array<int64_t, kStates>> completions_;
};

std::string CountPower(int64_t l, int64_t r, int64_t k) {
  // UpTo(x) reads rows up to (digits of x) - 1.
  const PowerCounter counter(static_cast<int>(k), absl::StrCat(r).size());
  int64_t count = counter.UpTo(r) - counter.UpTo(l - 1);
  if (l == 0 && k == 1) ++count;  // "0" has power 1.
  return absl::StrCat(count);
}

int64_t Power10(int64_t e) {
  int64_t p = 1;
  for (int64_t i = 0; i < e; ++i) p *= 10;
  return p;
}

class DigitLisCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<DigitLisCountingInstance> {
 public:
  DigitLisCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"digit_lis_counting", "RLVE-Gym:DigitLISCounting", kMaxDifficulty,
             "Count the integers in [L, R] whose digits' longest strictly increasing subsequence "
             "has length exactly K.",
             /*difficulty_help=*/"R a uniform (2 + d)-digit integer, L uniform in 0..R, K uniform "
             "in 1..min(2 + d, 10)"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  DigitLisCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 2 + difficulty;
    DigitLisCountingInstance instance;
    instance.r = rng.Uniform(Power10(n - 1), Power10(n) - 1);
    instance.l = rng.Uniform(0, instance.r);
    instance.k = rng.Uniform(1, std::min<int64_t>(n, 10));
    instance.l_text = absl::StrCat(instance.l);
    instance.r_text = absl::StrCat(instance.r);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DigitLisCountingInstance>& fields) const override {
    using I = DigitLisCountingInstance;
    fields.Digits("l", &I::l_text, kMaxDigits)
        .Digits("r", &I::r_text, kMaxDigits)
        .Int("k", &I::k, 1, 10);
  }
  absl::Status Finish(DigitLisCountingInstance& instance) const override {
    // At most 18 digits: below 10^18, no overflow.
    instance.l = std::stoll(instance.l_text);
    instance.r = std::stoll(instance.r_text);
    if (instance.l > instance.r) {
      return environments::BadInstance("l", "greater than r");
    }
    instance.answer = CountPower(instance.l, instance.r, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const DigitLisCountingInstance& instance) const override {
    return absl::StrCat(
        "Write each integer from ", instance.l, " to ", instance.r,
        " (both included) as its usual string of decimal digits. The power "
        "of an integer is the length of the longest subsequence of its "
        "digits (not necessarily adjacent, kept in order) that is strictly "
        "increasing; for example 1324 has power 3 (1, 3, 4 or 1, 2, 4) and "
        "7 has power 1.\n\n"
        "How many integers in the range [", instance.l, ", ", instance.r,
        "] have power exactly ", instance.k,
        "?\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace digit_lis_counting_cc

absl::Status RegisterDigitLisCountingEnvironment(Catalog& catalog,
                                                 const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DigitLisCountingEnvironment>());
}

}  // namespace referee
