#include "verifiers/environments/arithmetic/recursive_function.h"

#include <map>

#include "absl/strings/str_replace.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace recursive_function_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 29;
constexpr int64_t kMaxArgument = 126;

using U128 = unsigned __int128;

// Wordings of the question (RLVE-Gym varies the wording of its
// arithmetic prompts the same way): at low levels there are only a few
// (M, N) pairs, and the wording keeps two seeds' prompts apart.
constexpr const char* kPhrasings[] = {
    "What is f({m}, {n})?",
    "Compute the value of f({m}, {n}).",
    "Evaluate f({m}, {n}).",
    "Find f({m}, {n}).",
};
constexpr int kPhrasingCount = sizeof(kPhrasings) / sizeof(kPhrasings[0]);

struct RecursiveFunctionInstance {
  int64_t m = 1, n = 1;
  int phrasing = 0;    // Which question wording (0..kPhrasingCount-1).
  std::string answer;  // Derived: f(m, n).
};

// f with a memo over (m, n); n may be a large earlier value. For m <= 126
// every value stays below 2^82 (checked over the whole 0..126 square), so
// the sums never wrap.
class Evaluator {
 public:
  U128 F(int64_t m, U128 n) {
    if (m == 0) return n + 1;
    const auto key = std::make_pair(m, n);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    U128 value;
    if (n == 0) {
      value = F(m - 1, 1);
    } else {
      const int64_t h = m / 2;
      value = F(h, F(h, n / 2)) + F(h, F(h, n - 1));
    }
    memo_.emplace(key, value);
    return value;
  }

 private:
  std::map<std::pair<int64_t, U128>, U128> memo_;
};

std::string Evaluate(int64_t m, int64_t n) {
  Evaluator evaluator;
  return environments::U128Text(evaluator.F(m, static_cast<U128>(n)));
}

class RecursiveFunctionEnvironment final
    : public environments::IntegerAnswerEnvironment<RecursiveFunctionInstance> {
 public:
  RecursiveFunctionEnvironment()
      : IntegerAnswerEnvironment(
            {"recursive_function", "RLVE-Gym:RecursiveFunction", kMaxDifficulty,
             "Evaluate a recursively defined Ackermann-like function f(M, N).",
             /*difficulty_help=*/"MAX = 3, then floor(1.1 MAX) + 1 per level; M, N uniform in "
             "1..MAX"},
            environments::NumberLadder::kExact) {}

 protected:
  RecursiveFunctionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = environments::RlveGrowthSize(difficulty);
    RecursiveFunctionInstance instance;
    instance.m = rng.Uniform(1, top);
    instance.n = rng.Uniform(1, top);
    instance.phrasing = static_cast<int>(rng.Uniform(0, kPhrasingCount - 1));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<RecursiveFunctionInstance>& fields)
      const override {
    fields.Int("m", &RecursiveFunctionInstance::m, 0, kMaxArgument)
        .Int("n", &RecursiveFunctionInstance::n, 0, kMaxArgument)
        .Int("phrasing", &RecursiveFunctionInstance::phrasing, 0, kPhrasingCount - 1)
        .Optional();  // Absent: the first wording.
  }
  absl::Status Finish(RecursiveFunctionInstance& instance) const override {
    instance.answer = Evaluate(instance.m, instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const RecursiveFunctionInstance& instance) const override {
    return absl::StrCat(
        "The function f(m, n) on non-negative integers is defined by three "
        "rules (a // b is integer division, rounding down):\n"
        "- when m = 0: f(0, n) = n + 1;\n"
        "- when m > 0 and n = 0: f(m, 0) = f(m - 1, 1);\n"
        "- when m > 0 and n > 0: f(m, n) = f(m // 2, f(m // 2, n // 2)) + "
        "f(m // 2, f(m // 2, n - 1)).\n\n",
        absl::StrReplaceAll(kPhrasings[instance.phrasing],
                            {{"{m}", absl::StrCat(instance.m)},
                             {"{n}", absl::StrCat(instance.n)}}),
        "\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace recursive_function_cc

absl::Status RegisterRecursiveFunctionEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<RecursiveFunctionEnvironment>());
}

}  // namespace referee
