#include "verifiers/environments/arithmetic/addition_table.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace addition_table_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 23;
constexpr int64_t kMinLetters = 3;
constexpr int64_t kMaxLetters = 26;
constexpr double kDefaultBeta = 3;

struct AdditionTableInstance {
  std::vector<int64_t> digits;  // digits[i]: the digit of letter 'a' + i.
};

std::string Letter(int64_t i) { return std::string(1, static_cast<char>('a' + i)); }

// `value` (< N^2) in base N with the letters: "ba".
std::string Spelled(int64_t value, const std::vector<std::string>& letter_of_digit) {
  const int64_t n = static_cast<int64_t>(letter_of_digit.size());
  std::string out;
  if (value >= n) out += letter_of_digit[static_cast<size_t>(value / n)];
  out += letter_of_digit[static_cast<size_t>(value % n)];
  return out;
}

class AdditionTableEnvironment final
    : public environments::LadderEnvironment<AdditionTableInstance> {
 public:
  AdditionTableEnvironment()
      : LadderEnvironment(
            {"addition_table", "RLVE-Gym:AdditionTable", kMaxDifficulty,
             "Recover an unknown base and the digits of N letters from their addition table.",
             /*difficulty_help=*/"N = min(26, 3 + d) letters taking the digits 0..N-1 in random "
             "order"},
            {"Addition table: -1 no answer, -0.5 not N + 1 integers, 0 wrong base, else (letters "
             "right / N)^beta.", /*beta=*/kDefaultBeta}) {}

 protected:
  AdditionTableInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = std::min<int64_t>(kMaxLetters, kMinLetters + difficulty);
    AdditionTableInstance instance;
    for (int64_t d = 0; d < n; ++d) instance.digits.push_back(d);
    rng.Shuffle(instance.digits);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<AdditionTableInstance>& fields) const override {
    fields.Ints("digits", &AdditionTableInstance::digits, kMaxLetters, 0, kMaxLetters - 1);
  }
  absl::Status Finish(AdditionTableInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.digits.size());
    if (n < kMinLetters || !environments::PermutationPositions(instance.digits, n)) {
      return environments::BadInstance("digits", "must be a permutation of 0..N-1, N >= 3");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const AdditionTableInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.digits.size());
    std::vector<std::string> letter_of_digit(static_cast<size_t>(n));
    std::vector<std::string> letters;
    for (int64_t i = 0; i < n; ++i) {
      letter_of_digit[static_cast<size_t>(instance.digits[static_cast<size_t>(i)])] = Letter(i);
      letters.push_back(Letter(i));
    }
    const std::string all = absl::StrJoin(letters, ", ");
    std::string table;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = i; j < n; ++j) {
        absl::StrAppend(&table, Letter(i), " + ", Letter(j), " = ",
                        Spelled(instance.digits[static_cast<size_t>(i)] +
                                    instance.digits[static_cast<size_t>(j)],
                                letter_of_digit),
                        "\n");
      }
    }
    std::vector<std::string> example_values, example_meaning;
    for (int64_t i = 0; i < n; ++i) {
      example_values.push_back(absl::StrCat(i));
      example_meaning.push_back(absl::StrCat(Letter(i), " = ", i));
    }
    return absl::StrCat(
        "In a number system with an unknown base N (an integer, at least 3), "
        "the ", n, " letters ", all, " stand for the ", n, " different digits "
        "0, 1, ..., N-1, in some unknown order. Every sum of two of these "
        "digits, written in base N with the same letters, is listed below; a "
        "two-letter result such as \"ba\" means the base-N number whose "
        "digits are b then a (so it equals b*N + a).\n\n", table,
        "\nFind the base N and the digit that each of ", all,
        " stands for (all in decimal).\n\nPut your final answer inside "
        "<answer> </answer> tags: N followed by the digits of ", all,
        " in this order, separated by spaces. For example, <answer>", n + 1, " ",
        absl::StrJoin(example_values, " "), "</answer> would mean N = ", n + 1,
        ", ", absl::StrJoin(example_meaning, ", "), ".");
  }
  std::string Reference(const AdditionTableInstance& instance) const override {
    return environments::AnswerTagged(
        absl::StrCat(instance.digits.size(), " ", absl::StrJoin(instance.digits, " ")));
  }

  absl::StatusOr<Verdict> Grade(const AdditionTableInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.digits.size();
    std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    // RLVE reads a span that is not N + 1 integers (non-integers too) as an
    // invalid answer, not a format error.
    std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(*span, n + 1);
    if (!tokens || tokens->count != n + 1) return environments::Invalid();
    if (tokens->values[0] != static_cast<int64_t>(n)) return Verdict{0.0, false, true};
    const std::vector<int64_t> guess(tokens->values.begin() + 1, tokens->values.end());
    return environments::Graded(environments::MatchingPositions(guess, instance.digits),
                                static_cast<int64_t>(n), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace addition_table_cc

absl::Status RegisterAdditionTableEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<AdditionTableEnvironment>());
}

}  // namespace referee
