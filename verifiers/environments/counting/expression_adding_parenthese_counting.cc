#include "verifiers/environments/counting/expression_adding_parenthese_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace expression_adding_parenthese_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 10;  // 13 operands.
constexpr size_t kMaxOperands = 13;
constexpr int64_t kMaxOperand = 1000000;
constexpr char kSymbols[] = {'+', '-', '*'};

struct ExpressionAddingParentheseCountingInstance {
  std::vector<int64_t> operands;
  std::vector<int64_t> operators;  // 0 +, 1 -, 2 *.
  std::string answer;  // Derived: the number of distinct values.
};

// values[l][r]: the distinct values of operands l..r over every
// parenthesisation, sorted (interval DP, splitting at the last operator
// applied). No overflow: every value is at most prod (a_i + 1) - 1 < 2^126
// in magnitude (checked in Read; Make's operands are at most 169).
std::string CountValues(const std::vector<int64_t>& operands,
                        const std::vector<int64_t>& operators) {
  const size_t n = operands.size();
  std::vector<std::vector<std::vector<__int128>>> values(
      n, std::vector<std::vector<__int128>>(n));
  for (size_t i = 0; i < n; ++i) values[i][i] = {operands[i]};
  for (size_t length = 2; length <= n; ++length) {
    for (size_t l = 0; l + length <= n; ++l) {
      const size_t r = l + length - 1;
      std::vector<__int128>& out = values[l][r];
      for (size_t split = l; split < r; ++split) {
        for (const __int128 a : values[l][split]) {
          for (const __int128 b : values[split + 1][r]) {
            switch (operators[split]) {
              case 0: out.push_back(a + b); break;
              case 1: out.push_back(a - b); break;
              default: out.push_back(a * b); break;
            }
          }
        }
      }
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
    }
  }
  return absl::StrCat(values[0][n - 1].size());
}

class ExpressionAddingParentheseCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          ExpressionAddingParentheseCountingInstance> {
 public:
  ExpressionAddingParentheseCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"expression_adding_parenthese_counting",
             "RLVE-Gym:Expression_AddingParenthese_Counting", kMaxDifficulty,
             "Count the distinct values an expression of +, - and * takes over all ways to "
             "parenthesise it.",
             /*difficulty_help=*/"3 + level operands, each uniform in 1..n^2; operators uniform "
             "among +, -, *"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  ExpressionAddingParentheseCountingInstance Make(int difficulty,
                                                  tasks::Rng& rng) const override {
    ExpressionAddingParentheseCountingInstance instance;
    const int64_t n = 3 + difficulty;
    for (int64_t i = 0; i < n; ++i) instance.operands.push_back(rng.Uniform(1, n * n));
    for (int64_t i = 0; i + 1 < n; ++i) instance.operators.push_back(rng.Uniform(0, 2));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<ExpressionAddingParentheseCountingInstance>&
                         fields) const override {
    using I = ExpressionAddingParentheseCountingInstance;
    fields.Ints("operands", &I::operands, kMaxOperands, 1, kMaxOperand)
        .Ints("operators", &I::operators, kMaxOperands - 1, 0, 2);
  }
  absl::Status Finish(ExpressionAddingParentheseCountingInstance& instance) const override {
    if (instance.operands.size() < 2) {
      return environments::BadInstance("operands", "needs at least 2 operands");
    }
    if (instance.operators.size() + 1 != instance.operands.size()) {
      return environments::BadInstance("operators", "needs one fewer than the operands");
    }
    unsigned __int128 bound = 1;
    for (const int64_t a : instance.operands) {
      const std::optional<unsigned __int128> next =
          environments::CheckedMul128(bound, static_cast<unsigned __int128>(a + 1));
      if (!next || *next >= (static_cast<unsigned __int128>(1) << 126)) {
        return environments::BadInstance(
            "operands", "the product of (operand + 1) must stay below 2^126");
      }
      bound = *next;
    }
    instance.answer = CountValues(instance.operands, instance.operators);
    return absl::OkStatus();
  }
  std::string Prompt(
      const ExpressionAddingParentheseCountingInstance& instance) const override {
    std::string expression = absl::StrCat(instance.operands[0]);
    for (size_t i = 0; i < instance.operators.size(); ++i) {
      absl::StrAppend(&expression, " ",
                      std::string(1, kSymbols[instance.operators[i]]), " ",
                      instance.operands[i + 1]);
    }
    return absl::StrCat(
        "Take the expression\n", expression,
        "\nand place parentheses in it in every possible way (keeping the "
        "numbers and operators in their order; every operator is binary). "
        "How many different values can the expression take?\n\nPut your "
        "final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace expression_adding_parenthese_counting_cc

absl::Status RegisterExpressionAddingParentheseCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<ExpressionAddingParentheseCountingEnvironment>());
}

}  // namespace referee
