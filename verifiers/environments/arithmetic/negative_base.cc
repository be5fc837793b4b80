#include "verifiers/environments/arithmetic/negative_base.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace negative_base_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;  // MAX_N = 2^53: n stays a JSON integer.
constexpr int64_t kMaxRadix = 1000000;

struct NegativeBaseInstance {
  int64_t n = 1;
  int64_t r = 2;
  std::vector<int64_t> digits;  // Derived: most significant first.
};

// The base -r digits of n (non-zero), most significant first: each step
// takes the digit d = n mod r in 0..r-1 and continues with (n - d) / -r.
std::vector<int64_t> NegativeBaseDigits(int64_t n, int64_t r) {
  std::vector<int64_t> digits;
  while (n != 0) {
    const int64_t d = ((n % r) + r) % r;
    digits.push_back(d);
    n = -((n - d) / r);
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

class NegativeBaseEnvironment final : public environments::LadderEnvironment<NegativeBaseInstance> {
 public:
  NegativeBaseEnvironment()
      : LadderEnvironment(
            {"negative_base", "RLVE-Gym:NegativeBase", kMaxDifficulty,
             "Convert a non-zero integer to base -R (digits 0..R-1).",
             /*difficulty_help=*/"MAX_N = 4*2^d; N uniform in -MAX_N..MAX_N except 0, R uniform "
             "in 2..min(MAX_N, 16)"},
            {"Negative base digits: -1 unparseable, 0 for a wrong number of digits, else the "
             "fraction of digits right."}) {}

 protected:
  NegativeBaseInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = int64_t{4} << difficulty;
    NegativeBaseInstance instance;
    do {
      instance.n = rng.Uniform(-max_n, max_n);
    } while (instance.n == 0);
    instance.r = rng.Uniform(2, std::min<int64_t>(max_n, 16));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<NegativeBaseInstance>& fields) const override {
    fields.Int("n", &NegativeBaseInstance::n, -environments::kMaxJsonInteger,
               environments::kMaxJsonInteger)
        .Int("r", &NegativeBaseInstance::r, 2, kMaxRadix);
  }
  absl::Status Finish(NegativeBaseInstance& instance) const override {
    if (instance.n == 0) return environments::BadInstance("n", "must not be 0");
    instance.digits = NegativeBaseDigits(instance.n, instance.r);
    return absl::OkStatus();
  }
  std::string Prompt(const NegativeBaseInstance& instance) const override {
    const int64_t r = instance.r;
    return absl::StrCat(
        "In base -", r, " (a negative base), an integer is written with digits "
        "from 0 to ", r - 1, ", and the digit string d_k ... d_1 d_0 stands "
        "for d_k * (-", r, ")^k + ... + d_1 * (-", r, ")^1 + d_0 * (-", r,
        ")^0. For instance, in base -2 the digits 1 1 0 1 stand for -8 + 4 + "
        "0 + 1 = -3.\n\nWrite the decimal number ", instance.n, " in base -",
        r, ". List its digits, each written in decimal, from the most "
        "significant to the least significant.\n\nPut your final answer "
        "inside <answer> </answer> tags: the digits separated by spaces, e.g. "
        "<answer>", r - 1, " 0 1</answer> for ", r - 1, " * (-", r,
        ")^2 + 0 * (-", r, ")^1 + 1 * (-", r, ")^0.");
  }
  std::string Reference(const NegativeBaseInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.digits, " "));
  }

  absl::StatusOr<Verdict> Grade(const NegativeBaseInstance& instance,
                                const VerifyInput& input) const override {
    const size_t length = instance.digits.size();
    const auto answer = environments::FinalIntegers(input.output, length);
    if (!answer) return environments::Unparsed();
    if (answer->count != length) return Verdict{0.0, false, true};
    int64_t hits = 0;
    for (size_t i = 0; i < length; ++i) hits += answer->values[i] == instance.digits[i];
    // RLVE's plain mean: beta = 1.
    return environments::Graded(hits, static_cast<int64_t>(length), 1.0);
  }
};

}  // namespace
}  // namespace negative_base_cc

absl::Status RegisterNegativeBaseEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<NegativeBaseEnvironment>());
}

}  // namespace referee
