#include "verifiers/environments/strings/min_nonsubstring.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace min_nonsubstring_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 9997;  // N = 10000.
constexpr int64_t kMaxLength = 20000;
constexpr int64_t kMillion = 1000000;

struct MinNonsubstringInstance {
  std::string a;  // 'a' and 'b'.
  // Derived: the answer.
  std::string b;
};

class MinNonsubstringEnvironment final
    : public environments::LadderEnvironment<MinNonsubstringInstance> {
 public:
  MinNonsubstringEnvironment()
      : LadderEnvironment(
            {"min_nonsubstring", "RLVE-Gym:MinNonsubstring", kMaxDifficulty,
             "Write the shortest, then lexicographically smallest, a/b string that is not a "
             "substring of a given one.",
             /*difficulty_help=*/"N = 3 + d; each character b with a random probability"},
            {"RLVE MinNonsubstring ladder: -1 no answer, -0.5 for a character other than a "
             "and b, 1 for the answer, else 0."}) {}

 protected:
  MinNonsubstringInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    MinNonsubstringInstance instance;
    const int64_t b = rng.Uniform(0, kMillion);
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Chance(b, kMillion) ? 'b' : 'a');
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MinNonsubstringInstance>& fields) const override {
    fields.Letters("a", &MinNonsubstringInstance::a, kMaxLength, 'a', 2);
  }
  absl::Status Finish(MinNonsubstringInstance& instance) const override {
    // Length L: the substrings of A of length L as L-bit masks (a = 0, b =
    // 1, first character highest), so the smallest absent mask is the
    // lexicographically smallest absent string. A has fewer than 2^L
    // substrings of length L once 2^L > N: L <= 15.
    const size_t n = instance.a.size();
    for (int length = 1;; ++length) {
      std::vector<bool> present(size_t{1} << length, false);
      const uint64_t all = (uint64_t{1} << length) - 1;
      uint64_t mask = 0;
      for (size_t i = 0; i < n; ++i) {
        mask = ((mask << 1) | (instance.a[i] == 'b' ? 1 : 0)) & all;
        if (i + 1 >= static_cast<size_t>(length)) present[mask] = true;
      }
      for (uint64_t candidate = 0; candidate <= all; ++candidate) {
        if (present[candidate]) continue;
        instance.b.clear();
        for (int bit = length - 1; bit >= 0; --bit) {
          instance.b.push_back(((candidate >> bit) & 1) != 0 ? 'b' : 'a');
        }
        return absl::OkStatus();
      }
    }
  }
  std::string Prompt(const MinNonsubstringInstance& instance) const override {
    return absl::StrCat(
        "A string A of ", instance.a.size(), " characters:\n", instance.a,
        "\n\nFind the string B such that: B uses only the characters a and b; B does not "
        "occur in A as a contiguous substring; among all such strings, B is as short as "
        "possible; and among those of that length, B comes first in alphabetical "
        "(lexicographic) order. Exactly one string meets all of this.\n\n"
        "Write B inside <answer> </answer> tags, as in <answer>abba</answer>.");
  }
  absl::StatusOr<Verdict> Grade(const MinNonsubstringInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view b = environments::PythonStrip(*answer);
    for (const char c : b) {
      if (c != 'a' && c != 'b') return environments::Invalid();
    }
    if (b == instance.b) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
  std::string Reference(const MinNonsubstringInstance& instance) const override {
    return environments::AnswerTagged(instance.b);
  }
};

}  // namespace
}  // namespace min_nonsubstring_cc

absl::Status RegisterMinNonsubstringEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<MinNonsubstringEnvironment>());
}

}  // namespace referee
