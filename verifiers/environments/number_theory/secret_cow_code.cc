#include "verifiers/environments/number_theory/secret_cow_code.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace secret_cow_code_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // MAX_K = 8 * 2^50 = 2^53, MAX_N = 1165.
constexpr int64_t kMaxK = environments::kMaxJsonInteger;
constexpr int64_t kMaxLength = 2000;

struct SecretCowCodeInstance {
  std::string s;  // 'a'..'z', at least 2 letters.
  int64_t k = 3;  // 1-based, > |s|.
  char letter = 'a';  // Derived: the k-th character of the limit.
};

// The k-th character (1-based) of the infinite string grown from s. The
// stage lengths |s| 2^j stay below 2^54 for k <= 2^53 (a stage is doubled
// only while shorter than k).
char KthCharacter(const std::string& s, int64_t k) {
  const int64_t n = static_cast<int64_t>(s.size());
  int64_t length = n;
  while (length < k) length *= 2;
  int64_t position = k;
  while (length > n) {
    const int64_t half = length / 2;
    if (position == half + 1) {
      position = half;  // The previous stage's last character, moved to the front.
    } else if (position > half + 1) {
      position -= half + 1;
    }
    length = half;
  }
  return s[static_cast<size_t>(position - 1)];
}

class SecretCowCodeEnvironment final
    : public environments::LadderEnvironment<SecretCowCodeInstance> {
 public:
  SecretCowCodeEnvironment()
      : LadderEnvironment(
            {"secret_cow_code", "RLVE-Gym:SecretCowCode", kMaxDifficulty,
             "A string grows forever by appending a copy of itself whose last character is moved "
             "to the front; name the K-th character.",
             /*difficulty_help=*/"MAX_N = 5, then floor(1.1 x) + 1 per level (16 at d = 8); "
             "MAX_K = 8 * 2^d; |S| uniform in 2..MAX_N, letters uniform in a..z, K uniform in "
             "|S|+1..MAX_K"},
            {"RLVE SecretCowCode ladder: -1 no answer, or not one character (after strip), or a "
             "character not in S; 1 the K-th character; 0 another character of S."}) {}

 protected:
  SecretCowCodeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveGrowth(5, difficulty);
    const int64_t max_k = int64_t{8} << difficulty;
    SecretCowCodeInstance instance;
    const int64_t n = rng.Uniform(2, max_n);
    for (int64_t i = 0; i < n; ++i) instance.s += static_cast<char>('a' + rng.Uniform(0, 25));
    instance.k = rng.Uniform(n + 1, max_k);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SecretCowCodeInstance>& fields) const override {
    fields.Letters("s", &SecretCowCodeInstance::s, kMaxLength, 'a', 26)
        .Int("k", &SecretCowCodeInstance::k,
             [](const SecretCowCodeInstance& x) { return static_cast<int64_t>(x.s.size()) + 1; },
             kMaxK);
  }
  absl::Status Finish(SecretCowCodeInstance& instance) const override {
    if (instance.s.size() < 2) {
      return absl::InvalidArgumentError("s: at least 2 letters");
    }
    instance.letter = KthCharacter(instance.s, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const SecretCowCodeInstance& instance) const override {
    return absl::StrCat(
        "Start from this string of lowercase letters:\n", instance.s,
        "\n\nOne growth step turns a string t into t followed by a rotated copy of t: the "
        "copy is t with its last character moved to the front. For example, one step turns "
        "\"abcd\" into \"abcddabc\", and a second step turns that into "
        "\"abcddabccabcddab\". Apply the growth step over and over, forever, starting from "
        "the string above; every step keeps the characters already there, so this defines "
        "one infinite string.\n\n"
        "Counting positions from 1 at the left, which character is at position ", instance.k,
        " of that infinite string?\n\n"
        "Put your final answer (the single letter, nothing else) inside <answer> </answer> "
        "tags.");
  }
  std::string Reference(const SecretCowCodeInstance& instance) const override {
    return environments::AnswerTagged(std::string(1, instance.letter));
  }

  absl::StatusOr<Verdict> Grade(const SecretCowCodeInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view text = environments::PythonStrip(*answer);
    // One character that occurs in S: S is ASCII, so a character that is
    // not one byte (any non-ASCII code point) is not in S either way.
    if (text.size() != 1 || instance.s.find(text[0]) == std::string::npos) {
      return environments::Unparsed();
    }
    if (text[0] == instance.letter) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace secret_cow_code_cc

absl::Status RegisterSecretCowCodeEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SecretCowCodeEnvironment>());
}

}  // namespace referee
