#include "verifiers/environments/arithmetic/division.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace division_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 17;
constexpr size_t kMaxDividendDigits = 36;
constexpr size_t kMaxDivisorDigits = 18;

using U128 = unsigned __int128;

struct DivisionInstance {
  std::string a, b;      // Decimal, no leading zeros.
  std::string answer;  // Derived: the quotient.
};

U128 ParseDecimal(const std::string& digits) {
  U128 value = 0;
  for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
  return value;
}

int64_t PowerOfTen(int k) {
  int64_t p = 1;
  for (int i = 0; i < k; ++i) p *= 10;
  return p;
}

class DivisionEnvironment final
    : public environments::IntegerAnswerEnvironment<DivisionInstance> {
 public:
  DivisionEnvironment()
      : IntegerAnswerEnvironment(
            {"division", "RLVE-Gym:Division", kMaxDifficulty,
             "Integer division: floor(A / B) for natural numbers A and B.",
             /*difficulty_help=*/"k = d + 1 digits: B uniform in 1..10^k-1, quotient uniform in "
             "0..10^k-1, remainder uniform in 0..B-1"},
            environments::NumberLadder::kExact) {}

 protected:
  DivisionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t limit = PowerOfTen(difficulty + 1) - 1;
    const int64_t b = rng.Uniform(1, limit);
    const int64_t q = rng.Uniform(0, limit);
    const int64_t r = rng.Uniform(0, b - 1);
    DivisionInstance instance;
    instance.b = absl::StrCat(b);
    instance.a = environments::U128Text(static_cast<U128>(b) * static_cast<U128>(q) +
                                         static_cast<U128>(r));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<DivisionInstance>& fields) const override {
    fields.Digits("a", &DivisionInstance::a, kMaxDividendDigits)
        .Digits("b", &DivisionInstance::b, kMaxDivisorDigits);
  }
  absl::Status Finish(DivisionInstance& instance) const override {
    if (instance.b == "0") return environments::BadInstance("b", "must not be 0");
    instance.answer =
        environments::U128Text(ParseDecimal(instance.a) / ParseDecimal(instance.b));
    return absl::OkStatus();
  }
  std::string Prompt(const DivisionInstance& instance) const override {
    return absl::StrCat(
        "Divide ", instance.a, " by ", instance.b,
        " and keep only the whole-number part of the result (drop the "
        "remainder, i.e. round down).\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace division_cc

absl::Status RegisterDivisionEnvironment(Catalog& catalog,
                                         const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DivisionEnvironment>());
}

}  // namespace referee
