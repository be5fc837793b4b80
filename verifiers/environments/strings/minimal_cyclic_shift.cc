#include "verifiers/environments/strings/minimal_cyclic_shift.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimal_cyclic_shift_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 996;
constexpr size_t kMaxLength = 20000;
constexpr int64_t kBiasSteps = int64_t{1} << 20;

struct MinimalCyclicShiftInstance {
  std::string s;
  std::string least;  // Derived: the least rotation of s.
};

// The least rotation by the two-candidate scan: candidates i < j compared
// over k characters; the loser can skip past the compared run. O(N).
std::string LeastRotation(const std::string& s) {
  const size_t n = s.size();
  size_t i = 0, j = 1, k = 0;
  while (i < n && j < n && k < n) {
    const char a = s[(i + k) % n], b = s[(j + k) % n];
    if (a == b) {
      ++k;
      continue;
    }
    if (a > b) {
      i += k + 1;
    } else {
      j += k + 1;
    }
    if (i == j) ++j;
    k = 0;
  }
  const size_t start = i < j ? i : j;
  return s.substr(start) + s.substr(0, start);
}

class MinimalCyclicShiftEnvironment final
    : public environments::LadderEnvironment<MinimalCyclicShiftInstance> {
 public:
  MinimalCyclicShiftEnvironment()
      : LadderEnvironment(
            {"minimal_cyclic_shift", "RLVE-Gym:MinimalCyclicShift", kMaxDifficulty,
             "The lexicographically least cyclic shift of a binary string.",
             /*difficulty_help=*/"N = 4 + d; each character '1' with a bias drawn uniformly in "
             "0..1 (steps of 2^-20)"},
            {"RLVE MinimalCyclicShift ladder: -1 unparseable, not binary or not N characters, "
             "else (positions equal to the least rotation / N)^beta.", /*beta=*/10}) {}

 protected:
  MinimalCyclicShiftInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    const int64_t bias = rng.Uniform(0, kBiasSteps);
    MinimalCyclicShiftInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      instance.s.push_back(rng.Chance(bias, kBiasSteps) ? '1' : '0');
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MinimalCyclicShiftInstance>& fields) const override {
    fields.Letters("s", &MinimalCyclicShiftInstance::s, kMaxLength, '0', 2);
  }
  absl::Status Finish(MinimalCyclicShiftInstance& instance) const override {
    instance.least = LeastRotation(instance.s);
    return absl::OkStatus();
  }
  std::string Prompt(const MinimalCyclicShiftInstance& instance) const override {
    return absl::StrCat(
        "Consider the binary string S = ", instance.s, " (length ",
        instance.s.size(),
        ").\nA cyclic shift takes the first character of the string and "
        "moves it to the end. Applying any number of cyclic shifts (zero "
        "included), which string that can be reached is the smallest in "
        "lexicographic order?\n\n"
        "Put your final answer (the ", instance.s.size(),
        "-character binary string, nothing else) inside <answer> </answer> "
        "tags.");
  }
  std::string Reference(const MinimalCyclicShiftInstance& instance) const override {
    return environments::AnswerTagged(instance.least);
  }

  absl::StatusOr<Verdict> Grade(const MinimalCyclicShiftInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span =
        parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const absl::string_view answer = parsing::TrimAsciiSpace(*span);
    for (const char c : answer) {
      if (c != '0' && c != '1') return environments::Unparsed();
    }
    // A binary string of the wrong length: RLVE's wrong_format too.
    if (answer.size() != instance.least.size()) {
      return Verdict{environments::kUnparsedReward, false, true};
    }
    int64_t hits = 0;
    for (size_t i = 0; i < answer.size(); ++i) hits += answer[i] == instance.least[i];
    return environments::Graded(hits, static_cast<int64_t>(answer.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimal_cyclic_shift_cc

absl::Status RegisterMinimalCyclicShiftEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimalCyclicShiftEnvironment>());
}

}  // namespace referee
