#include "verifiers/environments/number_theory/power_nest.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace power_nest_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;  // max_number = 4 * 2^51 = 2^53.
constexpr int64_t kMaxNumber = environments::kMaxJsonInteger;

struct PowerNestInstance {
  int64_t number = 1;
  std::string form;  // Derived: the nested power-of-two form.
};

// The form of n >= 1: its set bits from the highest, joined by '+'.
std::string PowerForm(int64_t n) {
  std::string out;
  for (int bit = 62; bit >= 0; --bit) {
    if (((n >> bit) & 1) == 0) continue;
    if (!out.empty()) out += '+';
    if (bit == 0) {
      out += "2(0)";
    } else if (bit == 1) {
      out += '2';
    } else {
      absl::StrAppend(&out, "2(", PowerForm(bit), ")");
    }
  }
  return out;
}

// Whether `text` is in the grammar E := T ('+' T)*, T := "2" | "2(0)" |
// "2(" E ")": the expressions RLVE's check_powernest accepts. One pass;
// `depth` counts the open "2(" whose E has not closed.
bool WellFormed(absl::string_view text) {
  size_t i = 0;
  int64_t depth = 0;
  const size_t n = text.size();
  while (true) {
    // A term starts here.
    if (i >= n || text[i] != '2') return false;
    ++i;
    if (i < n && text[i] == '(') {
      ++i;
      if (i < n && text[i] == '0') {
        ++i;
        if (i >= n || text[i] != ')') return false;
        ++i;
      } else {
        ++depth;  // An inner expression starts.
        continue;
      }
    }
    // A term has ended: close finished inner expressions, then '+' starts
    // the next term or the text ends.
    while (i < n && text[i] == ')' && depth > 0) {
      --depth;
      ++i;
    }
    if (i == n) return depth == 0;
    if (text[i] != '+') return false;
    ++i;
  }
}

class PowerNestEnvironment final : public environments::LadderEnvironment<PowerNestInstance> {
 public:
  PowerNestEnvironment()
      : LadderEnvironment(
            {"power_nest", "RLVE-Gym:PowerNest", kMaxDifficulty,
             "Write a number as a sum of powers of two, each exponent written the same way "
             "recursively (2 for 2^1, 2(0) for 2^0).",
             /*difficulty_help=*/"max_number = 4 * 2^d; the number uniform in 1..max_number"},
            {"RLVE PowerNest ladder: -1 no answer, -0.5 not a well-formed nested expression, 0 a "
             "well-formed one that is not the number's form, 1 the form."}) {}

 protected:
  PowerNestInstance Make(int difficulty, tasks::Rng& rng) const override {
    PowerNestInstance instance;
    instance.number = rng.Uniform(1, int64_t{4} << difficulty);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PowerNestInstance>& fields) const override {
    fields.Int("number", &PowerNestInstance::number, 1, kMaxNumber);
  }
  absl::Status Finish(PowerNestInstance& instance) const override {
    instance.form = PowerForm(instance.number);
    return absl::OkStatus();
  }
  std::string Prompt(const PowerNestInstance& instance) const override {
    return absl::StrCat(
        "Every positive integer is a sum of distinct powers of two. Write such a sum with the "
        "largest power first, joining the terms with '+' and no spaces, where 2^1 is written "
        "2, 2^0 is written 2(0), and 2^e for e >= 2 is written 2(e) with the exponent e itself "
        "written in this same form. For example, 13 = 2^3 + 2^2 + 2^0 and 3 = 2^1 + 2^0, so 13 "
        "is written 2(2+2(0))+2(2)+2(0); and 18 = 2^4 + 2^1 with 4 = 2^2, so 18 is written "
        "2(2(2))+2.\n\n"
        "Write ", instance.number, " in this form.\n\n"
        "Put your final answer (the expression only) inside <answer> </answer> tags.");
  }
  std::string Reference(const PowerNestInstance& instance) const override {
    return environments::AnswerTagged(instance.form);
  }

  absl::StatusOr<Verdict> Grade(const PowerNestInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view text = environments::PythonStrip(*answer);
    if (text == instance.form) return Verdict{1.0, true, true};
    if (!WellFormed(text)) return environments::Invalid();
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace power_nest_cc

absl::Status RegisterPowerNestEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<PowerNestEnvironment>());
}

}  // namespace referee
