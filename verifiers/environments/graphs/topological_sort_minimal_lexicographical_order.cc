#include "verifiers/environments/graphs/topological_sort_minimal_lexicographical_order.h"

#include <cmath>
#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace topological_sort_minimal_lexicographical_order_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxElements = 1000;
constexpr int64_t kMaxConstraints = 20000;
constexpr int64_t kMaxPredecessors = 3;  // RLVE's max_indeg.

struct TopologicalSortMinimalLexicographicalOrderInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> constraints;  // {a, b}: a before b, in prompt order.
  std::vector<int64_t> answer;                    // Derived (Finish): the unique answer.
};

// The order with the least vector of positions (pos(0), pos(1), ...): the
// reverse of the order Kahn's algorithm gives on the reversed constraints
// when it always removes the largest available element. (The last place
// must go to the largest element that may stand last; putting anything
// smaller there could only push a smaller element later.) nullopt if the
// constraints have a cycle.
std::optional<std::vector<int64_t>> LeastPositions(
    int64_t n, const std::vector<std::vector<int64_t>>& constraints) {
  const size_t size = static_cast<size_t>(n);
  std::vector<std::vector<int64_t>> before(size);  // before[b]: every a with a before b.
  std::vector<int64_t> later(size, 0);             // later[a]: how many must follow a.
  for (const std::vector<int64_t>& c : constraints) {
    before[static_cast<size_t>(c[1])].push_back(c[0]);
    ++later[static_cast<size_t>(c[0])];
  }
  std::priority_queue<int64_t> free_last;  // Elements all of whose followers are placed.
  for (int64_t v = 0; v < n; ++v) {
    if (later[static_cast<size_t>(v)] == 0) free_last.push(v);
  }
  std::vector<int64_t> reversed;
  reversed.reserve(size);
  while (!free_last.empty()) {
    const int64_t v = free_last.top();
    free_last.pop();
    reversed.push_back(v);
    for (const int64_t a : before[static_cast<size_t>(v)]) {
      if (--later[static_cast<size_t>(a)] == 0) free_last.push(a);
    }
  }
  if (reversed.size() != size) return std::nullopt;
  std::reverse(reversed.begin(), reversed.end());
  return reversed;
}

class TopologicalSortMinimalLexicographicalOrderEnvironment final
    : public environments::InstanceEnvironment<TopologicalSortMinimalLexicographicalOrderInstance> {
 public:
  TopologicalSortMinimalLexicographicalOrderEnvironment()
      : InstanceEnvironment(
            {"topological_sort_minimal_lexicographical_order",
             "RLVE-Gym:TopologicalSort_MinimalLexicographicalOrder", kMaxDifficulty,
             "Order 0..N-1 so that every precedence constraint holds and 0, then 1, then 2, ... "
             "each stand as early as possible.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12 at d "
             "= 8; 962 at the top, d = 50); each element of a hidden order follows 0..3 earlier "
             "ones"}) {}

 protected:
  TopologicalSortMinimalLexicographicalOrderInstance Make(int difficulty,
                                                          tasks::Rng& rng) const override {
    TopologicalSortMinimalLexicographicalOrderInstance instance;
    instance.n = environments::RlveGrowthSize(difficulty);
    std::vector<int64_t> order(static_cast<size_t>(instance.n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    while (instance.constraints.empty()) {
      for (int64_t i = 1; i < instance.n; ++i) {
        const int64_t k = rng.Uniform(0, std::min(i, kMaxPredecessors));
        // k distinct earlier positions, uniformly (Floyd's sampling: k draws).
        std::vector<int64_t> earlier;
        for (int64_t j = i - k; j < i; ++j) {
          const int64_t t = rng.Uniform(0, j);
          const bool taken = std::find(earlier.begin(), earlier.end(), t) != earlier.end();
          earlier.push_back(taken ? j : t);
        }
        for (const int64_t j : earlier) {
          instance.constraints.push_back(
              {order[static_cast<size_t>(j)], order[static_cast<size_t>(i)]});
        }
      }
    }
    // Otherwise the constraints would list the hidden order position by
    // position.
    rng.Shuffle(instance.constraints);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TopologicalSortMinimalLexicographicalOrderInstance>&
                         fields) const override {
    using I = TopologicalSortMinimalLexicographicalOrderInstance;
    fields.Int("n", &I::n, 2, kMaxElements)
        .IntRows("constraints", &I::constraints, kMaxConstraints, 2, 0,
                 [](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(TopologicalSortMinimalLexicographicalOrderInstance& instance) const override {
    if (instance.constraints.empty()) return BadInstance("constraints", "must not be empty");
    std::vector<std::pair<int64_t, int64_t>> pairs;
    pairs.reserve(instance.constraints.size());
    for (const std::vector<int64_t>& c : instance.constraints) {
      if (c[0] == c[1]) {
        return BadInstance("constraints", absl::StrCat(c[0], " before itself"));
      }
      pairs.emplace_back(c[0], c[1]);
    }
    std::sort(pairs.begin(), pairs.end());
    if (std::adjacent_find(pairs.begin(), pairs.end()) != pairs.end()) {
      return BadInstance("constraints", "a pair appears twice");
    }
    std::optional<std::vector<int64_t>> answer = LeastPositions(instance.n, instance.constraints);
    if (!answer) return BadInstance("constraints", "contain a cycle");
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }

  std::string Prompt(const TopologicalSortMinimalLexicographicalOrderInstance& instance)
      const override {
    const std::string rules = absl::StrJoin(
        instance.constraints, "\n", [](std::string* out, const std::vector<int64_t>& c) {
          absl::StrAppend(out, c[0], " must be before ", c[1]);
        });
    return absl::StrCat(
        "Arrange the ", instance.n, " integers 0, 1, ..., ", instance.n - 1,
        " in a row, each exactly once, so that every rule below holds (\"a must be before "
        "b\" means that a stands somewhere to the left of b):\n",
        rules,
        "\n\nMore than one arrangement may obey all the rules. Give the one in which 0 "
        "stands as far to the left as it can; among those, the one in which 1 stands as far "
        "to the left as it can; then 2, and so on up to ",
        instance.n - 1,
        ".\n\nWrite the arrangement p(0), p(1), ..., p(", instance.n - 1,
        ") on one line inside <answer> </answer> tags, with spaces between the numbers.");
  }

  std::string Reference(
      const TopologicalSortMinimalLexicographicalOrderInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.answer, " "));
  }
};

constexpr char kBetaToposort[] = "beta_toposort";
constexpr char kBetaLexicographical[] = "beta_lexicographical";

class TopologicalSortMinimalLexicographicalOrderVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return environments::kLadderBounds; }
  absl::string_view Name() const override {
    return "topological_sort_minimal_lexicographical_order";
  }
  absl::string_view Description() const override {
    return "RLVE TopologicalSort_MinimalLexicographicalOrder ladder: -1 unparseable, -0.5 "
           "not a permutation of 0..N-1, else 0.5 (satisfied / constraints)^beta_toposort, "
           "plus 0.5 (positions right / N)^beta_lexicographical once all constraints hold.";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"topological_sort_minimal_lexicographical_order"};
  }
  std::vector<ParamSpec> Params() const override {
    return {{kBetaToposort, ParamSpec::Type::kNumber, 5,
             "exponent of the satisfied-constraints half, > 0"},
            {kBetaLexicographical, ParamSpec::Type::kNumber, 5,
             "exponent of the positions-right half (given once all constraints hold), > 0"}};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    for (const char* name : {kBetaToposort, kBetaLexicographical}) {
      const double beta = params.Number(name);
      if (!(beta > 0) || !std::isfinite(beta)) {
        return absl::InvalidArgumentError(absl::StrCat(name, ": must be a finite number > 0"));
      }
    }
    return absl::OkStatus();
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const TopologicalSortMinimalLexicographicalOrderInstance& instance =
        input.prepared
            .As<environments::PreparedInstance<TopologicalSortMinimalLexicographicalOrderInstance>>()
            .instance();
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.n)) return environments::Invalid();
    const std::optional<std::vector<int64_t>> position =
        environments::PermutationPositions(answer->values, instance.n);
    if (!position) return environments::Invalid();
    int64_t matches = 0;
    for (size_t i = 0; i < answer->values.size(); ++i) {
      matches += answer->values[i] == instance.answer[i] ? 1 : 0;
    }
    if (matches == instance.n) return Verdict{1.0, true, true};
    int64_t satisfied = 0;
    for (const std::vector<int64_t>& c : instance.constraints) {
      satisfied +=
          (*position)[static_cast<size_t>(c[0])] < (*position)[static_cast<size_t>(c[1])] ? 1 : 0;
    }
    const int64_t all = static_cast<int64_t>(instance.constraints.size());
    double score = 0.5;
    if (satisfied < all) {
      score *= environments::PartialCredit(
          static_cast<double>(satisfied) / static_cast<double>(all), input.params.Number(kBetaToposort));
    } else {
      score += 0.5 * environments::PartialCredit(
                         static_cast<double>(matches) / static_cast<double>(instance.n),
                         input.params.Number(kBetaLexicographical));
    }
    // 0.5 + 0.5 (1 - 2^-53) rounds to 1: a wrong order stays below it.
    return Verdict{std::min(score, std::nextafter(1.0, 0.0)), false, true};
  }
};

}  // namespace
}  // namespace topological_sort_minimal_lexicographical_order_cc

absl::Status RegisterTopologicalSortMinimalLexicographicalOrderEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<TopologicalSortMinimalLexicographicalOrderEnvironment>(),
      std::make_unique<TopologicalSortMinimalLexicographicalOrderVerifier>());
}

}  // namespace referee
