#include "verifiers/environments/logic/circuit_satisfiability.h"

#include "verifiers/environments/logic/rlve_multiple.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace circuit_satisfiability_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 98;
constexpr int64_t kMaxVariables = 1000;
constexpr int64_t kMaxTokens = 9999;  // 5000 leaves.
constexpr int64_t kAnd = -1;
constexpr int64_t kOr = -2;
constexpr int64_t kXor = -3;

struct CircuitInstance {
  int64_t n = 0;
  std::vector<int64_t> formula;     // Postfix: leaves x[t] (t >= 0), kAnd/kOr/kXor.
  std::vector<int64_t> assignment;  // 0/1 of x[0..n-1], making it 1; or empty.
  // Derived in Finish: the operands of each operation token (by position).
  std::vector<int64_t> left, right;
  std::vector<int64_t> reference;  // What Reference prints.
};

int64_t Apply(int64_t op, int64_t a, int64_t b) {
  if (op == kAnd) return a & b;
  if (op == kOr) return a | b;
  return a ^ b;
}

// The value of a well-formed postfix formula under `value` (0/1 each).
int64_t Evaluate(const std::vector<int64_t>& formula, const std::vector<int64_t>& value) {
  std::vector<int64_t> stack;
  for (const int64_t t : formula) {
    if (t >= 0) {
      stack.push_back(value[static_cast<size_t>(t)]);
      continue;
    }
    const int64_t b = stack.back();
    stack.pop_back();
    stack.back() = Apply(t, stack.back(), b);
  }
  return stack.back();
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

class CircuitEnvironment final : public environments::LadderEnvironment<CircuitInstance> {
 public:
  CircuitEnvironment()
      : LadderEnvironment(
            {"circuit_satisfiability", "RLVE-Gym:Circuit", kMaxDifficulty,
             "Find 0/1 values making a random &, |, ^ expression evaluate to 1 (RLVE Circuit; a "
             "planted assignment exists).",
             /*difficulty_help=*/"N = d + 2 variables; M = int(m N) leaves, m uniform in 2.0, "
             "2.1, ..., 5.0, a random binary tree of &, |, ^"},
            {"RLVE Circuit ladder: -1 unparseable, -0.5 not N values 0/1, 0 the expression is 0, "
             "1 it is 1."}) {}

 protected:
  CircuitInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 2;
    const int64_t m = environments::RlveTenthsTimes(rng.Uniform(20, 50), n);
    CircuitInstance instance;
    instance.n = n;
    // RLVE's recursive build_tree, with an explicit stack: a frame is a
    // subtree of `leaves` leaves; its draws (the split, the left subtree,
    // the right subtree, the operation) come in RLVE's order, which is
    // also the postfix order of the tokens.
    struct Frame {
      int64_t leaves;
      int stage;
      int64_t left;
    };
    do {
      instance.assignment.assign(static_cast<size_t>(n), 0);
      for (int64_t& value : instance.assignment) value = rng.Uniform(0, 1);
      instance.formula.clear();
      std::vector<Frame> stack = {{m, 0, 0}};
      while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.leaves == 1) {
          instance.formula.push_back(rng.Uniform(0, n - 1));
          stack.pop_back();
        } else if (f.stage == 0) {
          f.stage = 1;
          f.left = rng.Uniform(1, f.leaves - 1);
          const int64_t left = f.left;
          stack.push_back({left, 0, 0});  // `f` dangles from here on.
        } else if (f.stage == 1) {
          f.stage = 2;
          const int64_t right = f.leaves - f.left;
          stack.push_back({right, 0, 0});
        } else {
          const int64_t draw = rng.Uniform(0, 3);  // & 1/4, | 1/4, ^ 1/2.
          instance.formula.push_back(draw == 0 ? kAnd : draw == 1 ? kOr : kXor);
          stack.pop_back();
        }
      }
    } while (Evaluate(instance.formula, instance.assignment) != 1);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<CircuitInstance>& fields) const override {
    using I = CircuitInstance;
    fields.Int("n", &I::n, 2, kMaxVariables)
        .Ints("formula", &I::formula, kMaxTokens, kXor, [](const I& x) { return x.n - 1; })
        .Ints("assignment", &I::assignment, [](const I& x) { return x.n; }, 0, 1)
        .Optional();
  }

  absl::Status Finish(CircuitInstance& instance) const override {
    const size_t size = instance.formula.size();
    instance.left.assign(size, -1);
    instance.right.assign(size, -1);
    std::vector<int64_t> stack;  // Positions of the open subexpressions.
    for (size_t i = 0; i < size; ++i) {
      if (instance.formula[i] < 0) {
        if (stack.size() < 2) {
          return BadInstance(absl::StrCat("formula[", i, "]"),
                             "an operation without two operands before it");
        }
        instance.right[i] = stack.back();
        stack.pop_back();
        instance.left[i] = stack.back();
        stack.pop_back();
      }
      stack.push_back(static_cast<int64_t>(i));
    }
    if (stack.size() != 1) return BadInstance("formula", "not one expression");
    instance.reference.clear();
    if (instance.assignment.empty()) return absl::OkStatus();
    if (instance.assignment.size() != static_cast<size_t>(instance.n)) {
      return BadInstance("assignment", "not one value per variable");
    }
    if (Evaluate(instance.formula, instance.assignment) != 1) {
      return BadInstance("assignment", "the expression is 0");
    }
    instance.reference = instance.assignment;
    if (instance.reference.back() == 0) {
      instance.reference.back() = 1;
      if (Evaluate(instance.formula, instance.reference) != 1) instance.reference.back() = 0;
    }
    return absl::OkStatus();
  }

  // Infix, every operation in parentheses but the outermost; an explicit
  // stack of what is left to print (a subexpression, or a fixed text).
  static std::string Infix(const CircuitInstance& instance) {
    struct Item {
      int64_t node;  // -1: print `text`.
      const char* text;
    };
    std::string out;
    const int64_t root = static_cast<int64_t>(instance.formula.size()) - 1;
    std::vector<Item> stack = {{root, nullptr}};
    while (!stack.empty()) {
      const Item item = stack.back();
      stack.pop_back();
      if (item.node < 0) {
        out.append(item.text);
        continue;
      }
      const int64_t t = instance.formula[static_cast<size_t>(item.node)];
      if (t >= 0) {
        absl::StrAppend(&out, "x[", t, "]");
        continue;
      }
      const bool outer = item.node == root;
      if (!outer) {
        out.append("(");
        stack.push_back({-1, ")"});
      }
      stack.push_back({instance.right[static_cast<size_t>(item.node)], nullptr});
      stack.push_back({-1, t == kAnd ? " & " : t == kOr ? " | " : " ^ "});
      stack.push_back({instance.left[static_cast<size_t>(item.node)], nullptr});
    }
    return out;
  }

  std::string Prompt(const CircuitInstance& instance) const override {
    std::vector<int64_t> example;
    for (int64_t i = 0; i < instance.n; ++i) example.push_back(i % 2);
    return absl::StrCat(
        "The ", instance.n, " variables x[0], x[1], ..., x[", instance.n - 1,
        "] each take the value 0 or 1. In the expression below, \"&\" is AND, \"|\" is OR and "
        "\"^\" is XOR (exclusive or), each applied to two bits:\n",
        Infix(instance),
        "\n\nFind values of the variables for which the expression equals 1. Give x[0], x[1], "
        "..., x[",
        instance.n - 1,
        "] in this order on one line, separated by spaces, inside <answer> </answer> tags. For "
        "example, <answer>",
        absl::StrJoin(example, " "), "</answer> would set x[0] = 0, x[1] = 1, and so on.");
  }

  std::string Reference(const CircuitInstance& instance) const override {
    if (instance.reference.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const CircuitInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer) return environments::Unparsed();
    if (answer->count != n) return environments::Invalid();
    for (const int64_t value : answer->values) {
      if (value != 0 && value != 1) return environments::Invalid();
    }
    if (Evaluate(instance.formula, answer->values) != 1) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace circuit_satisfiability_cc

absl::Status RegisterCircuitSatisfiabilityEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<CircuitEnvironment>());
}

}  // namespace referee
