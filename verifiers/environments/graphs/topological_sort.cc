#include "verifiers/environments/graphs/topological_sort.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace topological_sort_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::InstanceReader;
using environments::InstanceWriter;

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxElements = 1000;
constexpr size_t kMaxConstraints = 200000;

struct TopologicalSortInstance {
  int64_t n = 0;
  // (a, b): a must come before b. Pairs, not rows: explicit instances may
  // hold 200000 of them in the prepared-problem cache.
  std::vector<std::pair<int64_t, int64_t>> constraints;
  std::vector<int64_t> order;  // A known answer; empty if none.
};

// How many constraints hold, given each value's position in the answer.
int64_t Satisfied(const TopologicalSortInstance& instance,
                  const std::vector<int64_t>& position) {
  int64_t satisfied = 0;
  for (const auto& [a, b] : instance.constraints) {
    satisfied += position[static_cast<size_t>(a)] <
                         position[static_cast<size_t>(b)]
                     ? 1
                     : 0;
  }
  return satisfied;
}

class TopologicalSortEnvironment final
    : public environments::LadderEnvironment<TopologicalSortInstance> {
 public:
  TopologicalSortEnvironment()
      : LadderEnvironment(
            {"topological_sort", "RLVE-Gym:TopologicalSort", kMaxDifficulty,
             "Order 0..N-1 so that every precedence constraint holds (RLVE TopologicalSort).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, "
             "...); each element after the first follows 1..(its position) earlier ones"},
            {"RLVE TopologicalSort ladder: -1 unparseable, -0.5 not a permutation of 0..N-1, "
             "else (satisfied constraints / constraints)^beta.", /*beta=*/10}) {}

 protected:
  TopologicalSortInstance Make(int difficulty, tasks::Rng& rng) const override {
    TopologicalSortInstance instance;
    instance.n = environments::RlveGrowthSize(difficulty);
    instance.order.resize(static_cast<size_t>(instance.n));
    std::iota(instance.order.begin(), instance.order.end(), int64_t{0});
    rng.Shuffle(instance.order);
    for (int64_t i = 1; i < instance.n; ++i) {
      const int64_t k = rng.Uniform(1, i);
      // k distinct earlier positions: a prefix of a shuffled 0..i-1.
      std::vector<int64_t> earlier(static_cast<size_t>(i));
      std::iota(earlier.begin(), earlier.end(), int64_t{0});
      rng.Shuffle(earlier);
      const int64_t after = instance.order[static_cast<size_t>(i)];
      for (size_t j = 0; j < static_cast<size_t>(k); ++j) {
        instance.constraints.emplace_back(
            instance.order[static_cast<size_t>(earlier[j])], after);
      }
    }
    // Otherwise the constraints would list the hidden order position by
    // position.
    rng.Shuffle(instance.constraints);
    return instance;
  }

  void Write(const TopologicalSortInstance& instance,
             InstanceWriter& out) const override {
    environments::SetInt(out, "n", instance.n);
    std::vector<std::vector<int64_t>> rows;
    rows.reserve(instance.constraints.size());
    for (const auto& [a, b] : instance.constraints) rows.push_back({a, b});
    environments::SetIntRows(out, "constraints", rows);
    if (!instance.order.empty()) {
      environments::SetInts(out, "order", instance.order);
    }
  }

  absl::StatusOr<TopologicalSortInstance> Read(
      const InstanceReader& in) const override {
    if (absl::Status s = in.OnlyFields({"n", "constraints", "order"});
        !s.ok()) {
      return s;
    }
    TopologicalSortInstance instance;
    absl::StatusOr<int64_t> n = in.Int("n", 1, kMaxElements);
    if (!n.ok()) return n.status();
    instance.n = *n;
    absl::StatusOr<std::vector<std::vector<int64_t>>> rows =
        in.IntRows("constraints", kMaxConstraints, 2, 0, *n - 1);
    if (!rows.ok()) return rows.status();
    instance.constraints.reserve(rows->size());
    for (size_t i = 0; i < rows->size(); ++i) {
      const std::vector<int64_t>& row = (*rows)[i];
      if (row[0] == row[1]) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.constraints[", i, "]: ", row[0],
            " before itself"));
      }
      instance.constraints.emplace_back(row[0], row[1]);
    }
    if (in.Has("order")) {
      absl::StatusOr<std::vector<int64_t>> order =
          in.Ints("order", static_cast<size_t>(*n), 0, *n - 1);
      if (!order.ok()) return order.status();
      const std::optional<std::vector<int64_t>> position =
          environments::PermutationPositions(*order, *n);
      if (!position) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.order: not a permutation of 0..", *n - 1));
      }
      if (Satisfied(instance, *position) !=
          static_cast<int64_t>(instance.constraints.size())) {
        return absl::InvalidArgumentError(
            "environment.instance.order: breaks a constraint");
      }
      instance.order = *std::move(order);
    }
    return instance;
  }

  std::string Prompt(const TopologicalSortInstance& instance) const override {
    const std::string conditions = absl::StrJoin(
        instance.constraints, "\n",
        [](std::string* out, const std::pair<int64_t, int64_t>& c) {
          absl::StrAppend(out, c.first, " must be before ", c.second);
        });
    return absl::StrCat(
        "Order the ", instance.n, " integers 0, 1, ..., ", instance.n - 1,
        " in a sequence, each used exactly once, so that every one of these "
        "requirements holds (\"a must be before b\" means a appears earlier "
        "in the sequence than b):\n",
        conditions,
        "\n\nAnswer with the ordering p(0), p(1), ..., p(", instance.n - 1,
        ") on one line, spaces between the numbers, enclosed in "
        "<answer> </answer> tags.");
  }

  std::string Reference(
      const TopologicalSortInstance& instance) const override {
    // Explicit instances need not name an order; generated ones always do.
    if (instance.order.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.order, " "));
  }

  absl::StatusOr<Verdict> Grade(const TopologicalSortInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(
        input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.n)) {
      return environments::Invalid();
    }
    const std::optional<std::vector<int64_t>> position =
        environments::PermutationPositions(answer->values, instance.n);
    if (!position) return environments::Invalid();
    return environments::Graded(
        Satisfied(instance, *position),
        static_cast<int64_t>(instance.constraints.size()),
        input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace topological_sort_cc

absl::Status RegisterTopologicalSortEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TopologicalSortEnvironment>());
}

}  // namespace referee
