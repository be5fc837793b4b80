#include "verifiers/environments/graphs/minimum_dominating_set.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace minimum_dominating_set_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 44;  // N = 48.
constexpr int64_t kMaxVertices = 48;
constexpr int64_t kMaxCost = 1000;
constexpr int64_t kCostRange = 10;  // RLVE's cost_range.
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.
// The lower bound's shares are scaled by lcm(1..16) and rounded down.
constexpr int64_t kShareScale = 720720;

using Mask = uint64_t;

struct MinimumDominatingSetInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> costs;
  // Derived (Finish): closed neighbourhoods, the minimum cost and a
  // minimum-cost dominating set, ordered so that changing the last digit of
  // its last vertex never gives an optimal dominating set (when such an
  // order exists; generated instances always have one).
  std::vector<Mask> closed;
  int64_t gold = 0;
  std::vector<int64_t> best;
};

Mask Bit(int64_t v) { return Mask{1} << v; }

int LowestVertex(Mask m) {
  int v = 0;
  while ((m & 1) == 0) {
    m >>= 1;
    ++v;
  }
  return v;
}

int64_t Count(Mask m) {
  int64_t count = 0;
  for (; m != 0; m &= m - 1) ++count;
  return count;
}

std::vector<Mask> ClosedNeighbourhoods(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<Mask> closed(static_cast<size_t>(n), 0);
  for (int64_t v = 0; v < n; ++v) closed[static_cast<size_t>(v)] = Bit(v);
  for (const std::vector<int64_t>& e : edges) {
    closed[static_cast<size_t>(e[0])] |= Bit(e[1]);
    closed[static_cast<size_t>(e[1])] |= Bit(e[0]);
  }
  return closed;
}

// Branch and bound, exact: an undominated vertex w with the fewest allowed
// dominators (its closed neighbourhood) is dominated by one of them; each
// is tried in turn, most new vertices per cost first, and is disallowed in
// the later branches (those sets were searched). Bound: each undominated
// vertex must be paid for by a share of a dominator's cost, at least
// min over its dominators u of C[u] / (undominated vertices u dominates);
// the sum of those shares (scaled, rounded down) bounds what is left, and
// a branch that cannot beat the best found is cut. Starts from all
// vertices, so it keeps the first strictly cheaper set it finds.
class DominatingSearch {
 public:
  DominatingSearch(int64_t n, const std::vector<Mask>& closed, const std::vector<int64_t>& costs)
      : n_(n), closed_(closed), costs_(costs), all_(Bit(n) - 1) {
    for (int64_t v = 0; v < n; ++v) {
      best_.push_back(v);
      best_cost_ += costs[static_cast<size_t>(v)];
    }
  }

  void Run() { Branch(0, all_, 0); }
  int64_t best_cost() const { return best_cost_; }
  std::vector<int64_t>& best() { return best_; }

 private:
  void Branch(Mask dominated, Mask allowed, int64_t cost) {
    if (dominated == all_) {
      if (cost < best_cost_) {
        best_cost_ = cost;
        best_ = current_;
      }
      return;
    }
    const Mask undominated = all_ & ~dominated;
    int64_t shares = 0;
    int pivot = -1;
    int64_t fewest = n_ + 1;
    for (Mask w = undominated; w != 0; w &= w - 1) {
      const int v = LowestVertex(w);
      const Mask dominators = closed_[static_cast<size_t>(v)] & allowed;
      if (dominators == 0) return;
      const int64_t count = Count(dominators);
      if (count < fewest) {
        fewest = count;
        pivot = v;
      }
      int64_t cheapest = -1;
      for (Mask q = dominators; q != 0; q &= q - 1) {
        const int u = LowestVertex(q);
        const int64_t share = kShareScale * costs_[static_cast<size_t>(u)] /
                              Count(closed_[static_cast<size_t>(u)] & undominated);
        if (cheapest < 0 || share < cheapest) cheapest = share;
      }
      shares += cheapest;
    }
    if (cost + (shares + kShareScale - 1) / kShareScale >= best_cost_) return;
    // (new vertices dominated per cost, scaled and rounded down; vertex).
    std::vector<std::pair<int64_t, int>> choices;
    for (Mask q = closed_[static_cast<size_t>(pivot)] & allowed; q != 0; q &= q - 1) {
      const int u = LowestVertex(q);
      choices.emplace_back(
          Count(closed_[static_cast<size_t>(u)] & undominated) * kShareScale /
              costs_[static_cast<size_t>(u)],
          u);
    }
    std::sort(choices.begin(), choices.end(),
              [](const std::pair<int64_t, int>& a, const std::pair<int64_t, int>& b) {
                return a.first != b.first ? a.first > b.first : a.second < b.second;
              });
    for (const std::pair<int64_t, int>& choice : choices) {
      const int u = choice.second;
      current_.push_back(u);
      Branch(dominated | closed_[static_cast<size_t>(u)], allowed,
             cost + costs_[static_cast<size_t>(u)]);
      current_.pop_back();
      allowed &= ~Bit(u);
    }
  }

  const int64_t n_;
  const std::vector<Mask>& closed_;
  const std::vector<int64_t>& costs_;
  const Mask all_;
  std::vector<int64_t> current_, best_;
  int64_t best_cost_ = 0;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// Puts last a vertex x of `best` (an optimal set) whose last-digit change
// x' is out of range, already chosen, leaves a vertex undominated, or
// costs more than x; false (order unchanged) if there is none.
bool OrderAgainstCorruption(int64_t n, const std::vector<Mask>& closed,
                            const std::vector<int64_t>& costs, std::vector<int64_t>& best) {
  Mask members = 0;
  for (const int64_t v : best) members |= Bit(v);
  for (size_t i = 0; i < best.size(); ++i) {
    const int64_t x = best[i];
    const int64_t changed = LastDigitChanged(x);
    bool safe = changed >= n || (members & Bit(changed)) != 0;
    if (!safe) {
      Mask dominated = closed[static_cast<size_t>(changed)];
      for (const int64_t v : best) {
        if (v != x) dominated |= closed[static_cast<size_t>(v)];
      }
      safe = dominated != Bit(n) - 1 ||
             costs[static_cast<size_t>(changed)] > costs[static_cast<size_t>(x)];
    }
    if (safe) {
      std::swap(best[i], best.back());
      return true;
    }
  }
  return false;
}

class MinimumDominatingSetEnvironment final
    : public environments::LadderEnvironment<MinimumDominatingSetInstance> {
 public:
  MinimumDominatingSetEnvironment()
      : LadderEnvironment(
            {"minimum_dominating_set", "RLVE-Gym:Minimum_DominatingSet", kMaxDifficulty,
             "Choose vertices of an undirected graph, at the least total cost, so that every "
             "vertex is chosen or next to a chosen one (a minimum-cost dominating set).",
             /*difficulty_help=*/"N = 4 + d vertices (12 at d = 8; 48 at the top, d = 44), edge "
             "density among 2%, 5%, 10%..50% in steps of 5, 60%..90% in steps of 10; costs 1..10"},
            {"RLVE Minimum_DominatingSet ladder: -1 unparseable, -0.5 a repeated or unknown "
             "vertex or a vertex left undominated, else (minimum cost / "
             "cost)^beta.", /*beta=*/5}) {}

 protected:
  MinimumDominatingSetInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumDominatingSetInstance instance;
    const int64_t n = instance.n = 4 + difficulty;
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> densities;  // Percent.
    for (const int64_t p : {2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90}) {
      if (p * pairs / 100 > 0) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.edges = environments::RandomEdgeSubset(n, density * pairs / 100, rng);
      instance.costs.clear();
      for (int64_t v = 0; v < n; ++v) instance.costs.push_back(rng.Uniform(1, kCostRange));
      const std::vector<Mask> closed = ClosedNeighbourhoods(n, instance.edges);
      DominatingSearch search(n, closed, instance.costs);
      search.Run();
      if (OrderAgainstCorruption(n, closed, instance.costs, search.best())) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumDominatingSetInstance>& fields) const override {
    using I = MinimumDominatingSetInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("costs", &I::costs, [](const I& x) { return x.n; }, 1, kMaxCost)
        .SizedBy([](const I& x) { return x.n; });
  }

  absl::Status Finish(MinimumDominatingSetInstance& instance) const override {
    instance.closed = ClosedNeighbourhoods(instance.n, instance.edges);
    DominatingSearch search(instance.n, instance.closed, instance.costs);
    search.Run();
    instance.gold = search.best_cost();
    instance.best = std::move(search.best());
    OrderAgainstCorruption(instance.n, instance.closed, instance.costs, instance.best);
    return absl::OkStatus();
  }

  std::string Prompt(const MinimumDominatingSetInstance& instance) const override {
    std::string costs;
    for (int64_t v = 0; v < instance.n; ++v) {
      absl::StrAppend(&costs, "C[", v, "] = ", instance.costs[static_cast<size_t>(v)], "\n");
    }
    return absl::StrCat(
        "Here is an **undirected graph**. Its vertices are numbered 0 to ", instance.n - 1,
        " and it has ", instance.edges.size(),
        " edges, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        instance.edges.empty() ? "(none)" : environments::EdgeTuples(instance.edges),
        "\n\nChoosing vertex i costs C[i]:\n", costs,
        "\nChoose a set of **distinct** vertices such that **every** vertex is either chosen "
        "or joined by an edge to a chosen vertex. Make the total cost of the chosen vertices "
        "as **small** as possible.\n\n"
        "Write the chosen vertices, in any order, inside <answer> </answer> tags on one "
        "line, separated by spaces; for example <answer>0 2 3</answer> chooses vertices 0, "
        "2 and 3.");
  }

  std::string Reference(const MinimumDominatingSetInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const MinimumDominatingSetInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    // More than N values must repeat one or leave 0..N-1.
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    Mask chosen = 0, dominated = 0;
    int64_t cost = 0;
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not shift.
      if (v < 0 || v >= instance.n || (chosen & Bit(v)) != 0) return environments::Invalid();
      chosen |= Bit(v);
      dominated |= instance.closed[static_cast<size_t>(v)];
      cost += instance.costs[static_cast<size_t>(v)];
    }
    if (dominated != Bit(instance.n) - 1) return environments::Invalid();
    // (gold / cost)^beta; full credit, and correct, iff cost == gold.
    return environments::Graded(instance.gold, cost, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_dominating_set_cc

absl::Status RegisterMinimumDominatingSetEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumDominatingSetEnvironment>());
}

}  // namespace referee
