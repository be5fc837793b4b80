#include "verifiers/environments/number_theory/delta_min_popcount.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace delta_min_popcount_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 73;  // digit_num = 9525.
constexpr size_t kMaxDigits = 10000;

struct DeltaMinPopcountInstance {
  std::string d;       // '0' / '1', most significant first, d[0] == '1'.
  std::string answer;  // Derived: the least popcount(n XOR (n + d)).
};

// From the lowest bit up, with the carry into the current position: a bit
// of d equal to the carry leaves n's bit and the carry as they are (no
// flip); a bit that differs flips n's bit, and n's bit there decides the
// outgoing carry, chosen equal to d's next bit (0 past the top) so that
// the next position costs nothing if it can.
int64_t LeastFlips(const std::string& d) {
  int64_t flips = 0;
  int carry = 0;
  for (size_t i = d.size(); i-- > 0;) {
    const int bit = d[i] - '0';
    if (bit == carry) continue;
    ++flips;
    carry = i > 0 ? d[i - 1] - '0' : 0;
  }
  if (carry == 1) ++flips;  // A carry out of the top flips one more bit.
  return flips;
}

class DeltaMinPopcountEnvironment final
    : public environments::IntegerAnswerEnvironment<DeltaMinPopcountInstance> {
 public:
  DeltaMinPopcountEnvironment()
      : IntegerAnswerEnvironment(
            {"delta_min_popcount", "RLVE-Gym:DeltaMinPopcount", kMaxDifficulty,
             "The least popcount(n XOR (n + d)) over n >= 0, for d given in binary.",
             /*difficulty_help=*/"binary digits of d: 4, then floor(1.1 x) + 1 per level (4, 5, "
             "..., 10, 12, 14 at d = 8); a leading 1, the rest uniform"},
            environments::NumberLadder::kExact) {}

 protected:
  DeltaMinPopcountInstance Make(int difficulty, tasks::Rng& rng) const override {
    DeltaMinPopcountInstance instance;
    const int64_t digits = environments::RlveGrowth(4, difficulty);
    instance.d = "1";
    for (int64_t i = 1; i < digits; ++i) instance.d += rng.Uniform(0, 1) == 1 ? '1' : '0';
    return instance;
  }
  void DeclareFields(environments::InstanceFields<DeltaMinPopcountInstance>& fields)
      const override {
    fields.Letters("d", &DeltaMinPopcountInstance::d, kMaxDigits, '0', 2);
  }
  absl::Status Finish(DeltaMinPopcountInstance& instance) const override {
    if (instance.d[0] != '1') {
      return absl::InvalidArgumentError("d: the leading binary digit must be 1");
    }
    instance.answer = absl::StrCat(LeastFlips(instance.d));
    return absl::OkStatus();
  }
  std::string Prompt(const DeltaMinPopcountInstance& instance) const override {
    return absl::StrCat(
        "For a non-negative integer x, let popcount(x) be the number of 1 bits in its binary "
        "representation; for example popcount(12) = 2, since 12 is 1100 in binary.\n\n"
        "A positive integer d is given in binary (most significant bit first):\n", instance.d,
        "\n\nOver all integers n >= 0, what is the smallest possible value of "
        "popcount(n XOR (n + d)), where XOR is the bitwise exclusive or?\n\n"
        "Put your final answer (a single integer in base 10) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace delta_min_popcount_cc

absl::Status RegisterDeltaMinPopcountEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DeltaMinPopcountEnvironment>());
}

}  // namespace referee
