#include "verifiers/environments/optimization/max_sat.h"

#include <cstdlib>
#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace max_sat_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using Rows = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxVariables = 16;
constexpr int64_t kMaxClauses = 64;  // Hard, and soft, each.
constexpr int64_t kMaxWeight = 1000;

// Per variable: -1 unassigned, 0 false, 1 true.
using Assignment = std::vector<int8_t>;

// One occurrence of a variable in a clause.
struct Occurrence {
  uint32_t clause;  // Hard clauses first, then soft.
  bool positive;
};

struct MaxSatInstance {
  int64_t variables = 0;
  Rows hard;  // [a, b]: literals ±1..±variables.
  Rows soft;  // [a, b, c]: c = 0 for 2 literals.
  std::vector<int64_t> weights;
  // Derived. implied[l]: the literals every hard clause forces once literal
  // l (index 2v for xv+1 true, 2v + 1 for false) holds.
  std::vector<std::vector<uint32_t>> implied;
  std::vector<std::vector<Occurrence>> occurrences;  // Per variable.
  Assignment best;  // An optimal assignment, and its soft weight.
  int64_t optimum = 0;
};

// The assignment as read: signed variable indices; `values` keeps at most
// N + 1 of them (more than N always repeats a variable).
using Literals = parsing::IntegerTokens;

size_t VariableOf(int64_t literal) {
  return static_cast<size_t>(std::llabs(literal) - 1);
}
uint32_t LiteralIndex(int64_t literal) {
  return static_cast<uint32_t>(2 * VariableOf(literal) + (literal < 0 ? 1 : 0));
}

// Unit propagation over the hard clauses (2 literals each): assigns what
// they force; false on a conflict. Linear in N + hard clauses.
bool Propagate(const MaxSatInstance& instance, Assignment& value) {
  std::vector<uint32_t> queue;
  for (size_t v = 0; v < value.size(); ++v) {
    if (value[v] >= 0) queue.push_back(static_cast<uint32_t>(2 * v + (value[v] ? 0 : 1)));
  }
  for (size_t at = 0; at < queue.size(); ++at) {
    for (uint32_t forced : instance.implied[queue[at]]) {
      const size_t v = forced / 2;
      const int8_t want = (forced & 1) == 0 ? 1 : 0;
      if (value[v] < 0) {
        value[v] = want;
        queue.push_back(forced);
      } else if (value[v] != want) {
        return false;
      }
    }
  }
  return true;
}

bool Holds(const std::vector<int64_t>& clause, const Assignment& value) {
  for (int64_t literal : clause) {
    if (literal != 0 && value[VariableOf(literal)] == (literal > 0 ? 1 : 0)) {
      return true;
    }
  }
  return false;
}

// The satisfied soft weight of a complete assignment.
int64_t SoftWeight(const MaxSatInstance& instance, const Assignment& value) {
  int64_t total = 0;
  for (size_t c = 0; c < instance.soft.size(); ++c) {
    if (Holds(instance.soft[c], value)) total += instance.weights[c];
  }
  return total;
}

// The best soft weight over the completions of `value` (a partial
// assignment) satisfying every hard clause, -1 if none does; `value`
// receives the best completion. Enumerates the free variables in Gray-code
// order, the ones in fewest clauses flipping most often, unless that takes
// more than `budget` steps: then nullopt and `value` is untouched.
std::optional<int64_t> Enumerate(const MaxSatInstance& instance,
                                 Assignment& value, int64_t budget) {
  std::vector<size_t> free;
  for (size_t v = 0; v < value.size(); ++v) {
    if (value[v] < 0) free.push_back(v);
  }
  std::stable_sort(free.begin(), free.end(), [&instance](size_t a, size_t b) {
    return instance.occurrences[a].size() < instance.occurrences[b].size();
  });
  const size_t k = free.size();
  int64_t steps = 0;
  for (size_t b = 0; b < k; ++b) {
    steps += static_cast<int64_t>(instance.occurrences[free[b]].size() + 1)
             << (k - 1 - b);
  }
  if (steps > budget) return std::nullopt;

  Assignment work = value;
  for (size_t v : free) work[v] = 0;
  const size_t hard = instance.hard.size();
  std::vector<int32_t> count(hard + instance.soft.size(), 0);
  int64_t unsatisfied = 0, soft = 0;
  for (size_t c = 0; c < count.size(); ++c) {
    const std::vector<int64_t>& clause =
        c < hard ? instance.hard[c] : instance.soft[c - hard];
    for (int64_t literal : clause) {
      if (literal != 0 && work[VariableOf(literal)] == (literal > 0 ? 1 : 0)) {
        ++count[c];
      }
    }
    if (count[c] > 0 && c >= hard) soft += instance.weights[c - hard];
    if (count[c] == 0 && c < hard) ++unsatisfied;
  }
  int64_t best = unsatisfied == 0 ? soft : -1;
  uint64_t best_step = 0;
  const uint64_t codes = uint64_t{1} << k;
  for (uint64_t step = 1; step < codes; ++step) {
    const size_t v = free[static_cast<size_t>(__builtin_ctzll(step))];
    work[v] = static_cast<int8_t>(1 - work[v]);
    for (const Occurrence& o : instance.occurrences[v]) {
      const bool now_true = o.positive == (work[v] == 1);
      if (now_true) {
        if (count[o.clause]++ == 0) {
          if (o.clause < hard) {
            --unsatisfied;
          } else {
            soft += instance.weights[o.clause - hard];
          }
        }
      } else if (--count[o.clause] == 0) {
        if (o.clause < hard) {
          ++unsatisfied;
        } else {
          soft -= instance.weights[o.clause - hard];
        }
      }
    }
    if (unsatisfied == 0 && soft > best) {
      best = soft;
      best_step = step;
    }
  }
  // After `step` steps the free variables hold the Gray code step ^ step/2.
  const uint64_t gray = best_step ^ (best_step >> 1);
  for (size_t b = 0; b < k; ++b) value[free[b]] = (gray >> b) & 1 ? 1 : 0;
  return best;
}

// Derives the propagation and enumeration tables and the optimum; false if
// no assignment satisfies the hard clauses.
bool Solve(MaxSatInstance& instance) {
  const size_t n = static_cast<size_t>(instance.variables);
  instance.implied.assign(2 * n, {});
  instance.occurrences.assign(n, {});
  for (size_t c = 0; c < instance.hard.size(); ++c) {
    const int64_t a = instance.hard[c][0], b = instance.hard[c][1];
    // a OR b: NOT a forces b, NOT b forces a.
    instance.implied[LiteralIndex(a) ^ 1].push_back(LiteralIndex(b));
    instance.implied[LiteralIndex(b) ^ 1].push_back(LiteralIndex(a));
  }
  const size_t hard = instance.hard.size();
  for (size_t c = 0; c < hard + instance.soft.size(); ++c) {
    const std::vector<int64_t>& clause =
        c < hard ? instance.hard[c] : instance.soft[c - hard];
    for (int64_t literal : clause) {
      if (literal == 0) continue;
      instance.occurrences[VariableOf(literal)].push_back(
          {static_cast<uint32_t>(c), literal > 0});
    }
  }
  instance.best.assign(n, -1);
  const std::optional<int64_t> best = Enumerate(
      instance, instance.best, std::numeric_limits<int64_t>::max());
  instance.optimum = *best;
  return *best >= 0;
}

std::string ClauseText(const std::vector<int64_t>& clause) {
  std::string out = "(";
  for (int64_t literal : clause) {
    if (literal == 0) continue;
    absl::StrAppend(&out, out.size() > 1 ? " OR " : "",
                    literal < 0 ? "NOT x" : "x", std::llabs(literal));
  }
  return out + ")";
}

class MaxSatEnvironment final
    : public environments::OptimizationEnvironment<MaxSatInstance, Literals> {
 public:
  MaxSatEnvironment()
      : OptimizationEnvironment(
            {"max_sat", "VAST:max_sat", kMaxDifficulty,
             "Assign N boolean variables to satisfy every hard clause and the largest weight of "
             "soft clauses (VAST Constrained MaxSAT, graded against the exact optimum).",
             /*difficulty_help=*/"N = d + 4 variables, N hard 2-literal clauses a planted "
             "assignment satisfies, 2N soft clauses of 2-3 literals with weights 1..9"}) {}

 protected:
  MaxSatInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    MaxSatInstance instance;
    instance.variables = n;
    std::vector<int64_t> planted(static_cast<size_t>(n));
    for (int64_t& bit : planted) bit = rng.Uniform(0, 1);
    std::vector<int64_t> variables(static_cast<size_t>(n));
    std::iota(variables.begin(), variables.end(), int64_t{1});
    // `size` distinct variables with random signs (a partial Fisher–Yates
    // shuffle of `variables`).
    auto clause = [&](size_t size) {
      std::vector<int64_t> literals;
      for (size_t i = 0; i < size; ++i) {
        const size_t j = static_cast<size_t>(
            rng.Uniform(static_cast<int64_t>(i), n - 1));
        std::swap(variables[i], variables[j]);
        literals.push_back(rng.Chance(1, 2) ? variables[i] : -variables[i]);
      }
      return literals;
    };
    for (int64_t c = 0; c < n; ++c) {
      std::vector<int64_t> literals = clause(2);
      auto holds = [&planted](int64_t literal) {
        return planted[VariableOf(literal)] == (literal > 0 ? 1 : 0);
      };
      if (!holds(literals[0]) && !holds(literals[1])) {
        const size_t flip = static_cast<size_t>(rng.Uniform(0, 1));
        literals[flip] = -literals[flip];
      }
      instance.hard.push_back(std::move(literals));
    }
    for (int64_t c = 0; c < 2 * n; ++c) {
      std::vector<int64_t> literals = clause(rng.Chance(1, 2) ? 2 : 3);
      literals.resize(3, 0);
      instance.soft.push_back(std::move(literals));
      instance.weights.push_back(rng.Uniform(1, 9));
    }
    return instance;
  }

  // At least one soft clause: "weights" holds 1..64 integers, one per soft
  // clause.
  void DeclareFields(environments::InstanceFields<MaxSatInstance>& fields) const override {
    using I = MaxSatInstance;
    const auto n = [](const I& x) { return x.variables; };
    const auto minus_n = [](const I& x) { return -x.variables; };
    fields.Int("variables", &I::variables, 1, kMaxVariables)
        .IntRows("hard", &I::hard, kMaxClauses, 2, minus_n, n)
        .IntRows("soft", &I::soft, kMaxClauses, 3, minus_n, n)
        .Ints("weights", &I::weights, kMaxClauses, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.soft.size()); });
  }
  absl::Status Finish(MaxSatInstance& instance) const override {
    // Only a soft clause's third literal may be 0 (absent).
    for (const auto& [name, clauses] :
         {std::pair<const char*, const Rows*>{"hard", &instance.hard}, {"soft", &instance.soft}}) {
      for (size_t c = 0; c < clauses->size(); ++c) {
        for (size_t i = 0; i < 2; ++i) {
          if ((*clauses)[c][i] == 0) {
            return BadInstance(name, absl::StrCat("clause ", c, " has literal 0 in position ", i));
          }
        }
      }
    }
    for (size_t c = 0; c < instance.hard.size(); ++c) {
      if (std::llabs(instance.hard[c][0]) == std::llabs(instance.hard[c][1])) {
        return BadInstance("hard", absl::StrCat("clause ", c, " repeats a variable"));
      }
    }
    if (!Solve(instance)) {
      return BadInstance("hard", "no assignment satisfies every hard clause");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const MaxSatInstance& instance) const override {
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should give every variable exactly once as a "
        "signed index, i for xi = true and -i for xi = false, in any order, "
        "separated by **spaces**, inside <answer> </answer> tags.\n"
        "Example: <answer>1 -2 3</answer>; this means x1 = true, x2 = false "
        "and x3 = true (assuming 3 variables in total).");
  }
  std::string Statement(const MaxSatInstance& instance) const override {
    std::string hard;
    for (const std::vector<int64_t>& clause : instance.hard) {
      absl::StrAppend(&hard, ClauseText(clause), "\n");
    }
    if (hard.empty()) hard = "(none)\n";
    std::string soft;
    for (size_t c = 0; c < instance.soft.size(); ++c) {
      absl::StrAppend(&soft, ClauseText(instance.soft[c]), " weight ",
                      instance.weights[c], "\n");
    }
    return absl::StrCat(
        "You are given ", instance.variables, " boolean variables `x1` to `x",
        instance.variables,
        "` and the clauses below; a clause holds when at least one of its "
        "literals is true.\n\nHard clauses (all of them must hold):\n",
        hard, "\nSoft clauses, with weights:\n", soft,
        "\nAssign every variable so that all hard clauses hold and the total "
        "weight of the soft clauses that hold is as large as possible.");
  }

  std::string Reference(const MaxSatInstance& instance) const override {
    std::vector<int64_t> literals;
    for (size_t v = 0; v < instance.best.size(); ++v) {
      const int64_t index = static_cast<int64_t>(v) + 1;
      literals.push_back(instance.best[v] == 1 ? index : -index);
    }
    return environments::AnswerTagged(absl::StrJoin(literals, " "));
  }

  // The incremental form: each action sets one variable, {"variable": i,
  // "value": 1} for xi = true, 0 for false (i = 1..N, as the prompt numbers
  // them), in any order; the assignment is the literals "i" / "-i" of the
  // whole answer.
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"variable", "value"});
  }
  // Step (seed 003 §3.2): a solution holds one value per variable.
  int64_t MaxActions(const MaxSatInstance& instance) const override { return instance.variables; }
  int MaxActionsAt(int difficulty) const override { return difficulty + 4; }
  // The state prompt's note: the statement is written for the whole answer.
  std::string ActionNote(const MaxSatInstance&) const override {
    return "`variable` is v for x<v>; `value` 1 sets it true and 0 false. Variables may be "
           "set in any order.";
  }
  // nullopt for a variable outside 1..N or a value other than 0 and 1; a
  // variable set twice is left to Feasible.
  std::optional<Literals> FromActions(
      const MaxSatInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const int64_t n = instance.variables;
    Literals literals;
    literals.count = actions.size();
    literals.values.reserve(actions.size());
    for (const environments::JsonAction& action : actions) {
      if (action.size() != 2 || action[0] < 1 || action[0] > n ||
          (action[1] != 0 && action[1] != 1)) {
        return std::nullopt;
      }
      if (literals.values.size() <= static_cast<size_t>(n)) {  // As ParseSolution.
        literals.values.push_back(action[1] == 1 ? action[0] : -action[0]);
      }
    }
    return literals;
  }
  // The reference assignment, x1 first: every prefix is part of a
  // satisfying assignment, so propagation finds no conflict.
  std::vector<environments::JsonAction> OptimalPath(
      const MaxSatInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (size_t v = 0; v < instance.best.size(); ++v) {
      path.push_back({static_cast<int64_t>(v) + 1, instance.best[v] == 1 ? 1 : 0});
    }
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMaximize;
  }
  std::optional<Literals> ParseSolution(const MaxSatInstance& instance,
                                        absl::string_view answer) const override {
    return parsing::ParseIntegerTokens(
        answer, static_cast<size_t>(instance.variables) + 1);
  }
  // The literals as a partial assignment, nullopt if one is 0, out of range
  // or repeats a variable.
  static std::optional<Assignment> ToAssignment(const MaxSatInstance& instance,
                                                const Literals& literals) {
    const int64_t n = instance.variables;
    if (literals.count > static_cast<size_t>(n)) return std::nullopt;
    Assignment value(static_cast<size_t>(n), -1);
    for (int64_t literal : literals.values) {
      // kHugeToken (int64 min) is below -n.
      if (literal == 0 || literal < -n || literal > n) return std::nullopt;
      int8_t& slot = value[VariableOf(literal)];
      if (slot >= 0) return std::nullopt;
      slot = literal > 0 ? 1 : 0;
    }
    return value;
  }
  bool Feasible(const MaxSatInstance& instance,
                const Literals& literals) const override {
    std::optional<Assignment> value = ToAssignment(instance, literals);
    return value && Propagate(instance, *value);
  }
  bool Complete(const MaxSatInstance& instance,
                const Literals& literals) const override {
    return literals.count == static_cast<size_t>(instance.variables);
  }
  int64_t Evaluate(const MaxSatInstance& instance,
                   const Literals& literals) const override {
    return SoftWeight(instance, *ToAssignment(instance, literals));
  }
  int64_t BestCompletion(const MaxSatInstance& instance,
                         const Literals& literals,
                         int64_t budget) const override {
    Assignment value = *ToAssignment(instance, literals);
    Propagate(instance, value);  // Feasible: no conflict.
    if (std::optional<int64_t> best = Enumerate(instance, value, budget)) {
      return *best;
    }
    // Over budget: the free variables as in the optimal assignment. With no
    // conflict, the hard clauses left with no literal assigned involve only
    // free variables and the optimal assignment satisfies them; every other
    // one is satisfied already (propagation made its second literal true).
    for (size_t v = 0; v < value.size(); ++v) {
      if (value[v] < 0) value[v] = instance.best[v];
    }
    return SoftWeight(instance, value);
  }
  int64_t Optimum(const MaxSatInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace max_sat_cc

absl::Status RegisterMaxSatEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<MaxSatEnvironment>());
}

}  // namespace referee
