#include "verifiers/environments/number_theory/smallest_binary_multiple.h"

#include <cmath>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace smallest_binary_multiple_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 91;  // MAX_A = 93861.
constexpr int64_t kMaxA = 100000;

struct SmallestBinaryMultipleInstance {
  int64_t a = 2;
  std::string answer;  // Derived: the least B, in decimal.
};

// The least positive multiple of a (>= 2) written with 0s and 1s only, in
// decimal: a breadth-first search over the remainders mod a. Numbers are
// grown from the leading 1 by appending 0 or 1, shortest first and 0 before
// 1, so they leave the queue in increasing order; the first number to
// reach a remainder is the least with it (a later one with the same
// remainder, and each of its extensions, is larger than the earlier one's),
// so the search keeps one number per remainder and stops at remainder 0.
// At most a states; the result has at most a digits.
std::string LeastBinaryMultiple(int64_t a) {
  const size_t size = static_cast<size_t>(a);
  std::vector<int32_t> parent(size, -1);  // -1: not reached; root: itself.
  std::vector<char> digit(size, '0');
  std::vector<int32_t> queue;
  queue.reserve(size);
  const int32_t root = 1;  // The number 1 (a >= 2).
  parent[root] = root;
  digit[root] = '1';
  queue.push_back(root);
  for (size_t head = 0; head < queue.size() && parent[0] < 0; ++head) {
    const int64_t r = queue[head];
    for (int d = 0; d <= 1 && parent[0] < 0; ++d) {
      const size_t next = static_cast<size_t>((r * 10 + d) % a);
      if (parent[next] >= 0) continue;
      parent[next] = static_cast<int32_t>(r);
      digit[next] = static_cast<char>('0' + d);
      queue.push_back(static_cast<int32_t>(next));
    }
  }
  std::string reversed;
  for (int32_t r = 0;; r = parent[static_cast<size_t>(r)]) {
    reversed.push_back(digit[static_cast<size_t>(r)]);
    if (r == root) break;
  }
  return std::string(reversed.rbegin(), reversed.rend());
}

// digits / divisor for a multiple of divisor (decimal long division),
// without leading zeros.
std::string DivideExact(const std::string& digits, int64_t divisor) {
  std::string quotient;
  int64_t remainder = 0;
  for (const char c : digits) {
    remainder = remainder * 10 + (c - '0');
    const int64_t q = remainder / divisor;
    remainder %= divisor;
    if (!quotient.empty() || q != 0) quotient.push_back(static_cast<char>('0' + q));
  }
  return quotient.empty() ? "0" : quotient;
}

// Whether a * value (value: decimal digits, a >= 1) has only the digits 0
// and 1, by schoolbook multiplication from the last digit: linear in the
// length of value.
bool ProductIsBinary(int64_t a, const std::string& value) {
  int64_t carry = 0;
  for (size_t i = value.size(); i-- > 0;) {
    const int64_t v = (value[i] - '0') * a + carry;
    if (v % 10 > 1) return false;
    carry = v / 10;
  }
  for (; carry != 0; carry /= 10) {
    if (carry % 10 > 1) return false;
  }
  return true;
}

class SmallestBinaryMultipleEnvironment final
    : public environments::LadderEnvironment<SmallestBinaryMultipleInstance> {
 public:
  SmallestBinaryMultipleEnvironment()
      : LadderEnvironment(
            {"smallest_binary_multiple", "RLVE-Gym:SmallestBinaryMultiple", kMaxDifficulty,
             "The smallest positive B such that A * B is written with the digits 0 and 1 only.",
             /*difficulty_help=*/"MAX_A = 10, then floor(1.1 MAX_A) + 1 per level; A uniform in "
             "2..MAX_A"},
            {"RLVE SmallestBinaryMultiple ladder: -1 unparseable or <= 0, -0.5 if A * answer has "
             "a digit other than 0 and 1, else (least B / answer)^beta.", /*beta=*/5}) {}

 protected:
  SmallestBinaryMultipleInstance Make(int difficulty, tasks::Rng& rng) const override {
    SmallestBinaryMultipleInstance instance;
    instance.a = rng.Uniform(2, environments::RlveGrowth(10, difficulty));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SmallestBinaryMultipleInstance>& fields) const override {
    fields.Int("a", &SmallestBinaryMultipleInstance::a, 2, kMaxA);
  }
  absl::Status Finish(SmallestBinaryMultipleInstance& instance) const override {
    instance.answer = DivideExact(LeastBinaryMultiple(instance.a), instance.a);
    return absl::OkStatus();
  }
  std::string Prompt(const SmallestBinaryMultipleInstance& instance) const override {
    return absl::StrCat(
        "Find the smallest positive integer B for which the product ", instance.a,
        " * B, written in decimal, uses no digits other than 0 and 1.\n\n"
        "Put your final answer (the integer B) inside <answer> </answer> tags.");
  }
  std::string Reference(const SmallestBinaryMultipleInstance& instance) const override {
    return environments::AnswerTagged(instance.answer);
  }

  absl::StatusOr<Verdict> Grade(const SmallestBinaryMultipleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    if ((*answer)[0] == '-' || *answer == "0") {
      return Verdict{environments::kUnparsedReward, false, true};  // RLVE's wrong_format.
    }
    if (!ProductIsBinary(instance.a, *answer)) return environments::Invalid();
    if (*answer == instance.answer) return Verdict{1.0, true, true};
    // A valid answer makes A * answer a 0/1 multiple, >= A * B: answer > B.
    const long double ratio = std::min<long double>(
        environments::DecimalRatio(instance.answer, *answer), 1);
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace smallest_binary_multiple_cc

absl::Status RegisterSmallestBinaryMultipleEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SmallestBinaryMultipleEnvironment>());
}

}  // namespace referee
