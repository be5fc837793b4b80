#include "verifiers/environments/graphs/maximum_clique.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace maximum_clique_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;  // N = 64: vertex sets are 64-bit masks.
constexpr int64_t kMaxVertices = 64;
constexpr int kMaxDraws = 100;  // Redraws of a graph whose reference a corruption completes.

using Mask = uint64_t;

struct MaximumCliqueInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  // Derived (Finish): neighbour masks and a maximum clique, ordered so that
  // changing the last digit of its last vertex never gives a maximum clique
  // (when such an order exists; generated instances always have one).
  std::vector<Mask> adjacent;
  std::vector<int64_t> clique;
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

std::vector<Mask> Adjacency(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<Mask> adjacent(static_cast<size_t>(n), 0);
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])] |= Bit(e[1]);
    adjacent[static_cast<size_t>(e[1])] |= Bit(e[0]);
  }
  return adjacent;
}

// Branch and bound (Tomita's MCQ): the candidates are greedily coloured,
// lowest vertex first, into independent classes; a branch whose clique
// plus its number of colours cannot beat the best is cut. Exact: a clique
// takes at most one vertex of each colour class.
class CliqueSearch {
 public:
  explicit CliqueSearch(const std::vector<Mask>& adjacent) : adjacent_(adjacent) {}

  std::vector<int64_t> Run(int64_t n) {
    Expand(n == 64 ? ~Mask{0} : Bit(n) - 1);
    return best_;
  }

 private:
  void Expand(Mask candidates) {
    std::vector<std::pair<int, size_t>> order;  // (vertex, colour), colours ascending.
    size_t colour = 0;
    for (Mask uncoloured = candidates; uncoloured != 0;) {
      ++colour;
      for (Mask q = uncoloured; q != 0;) {
        const int v = LowestVertex(q);
        q &= ~Bit(v) & ~adjacent_[static_cast<size_t>(v)];
        uncoloured &= ~Bit(v);
        order.emplace_back(v, colour);
      }
    }
    for (size_t i = order.size(); i-- > 0;) {
      const auto [v, bound] = order[i];
      if (current_.size() + bound <= best_.size()) return;
      current_.push_back(v);
      const Mask next = candidates & adjacent_[static_cast<size_t>(v)];
      if (next != 0) {
        Expand(next);
      } else if (current_.size() > best_.size()) {
        best_ = current_;
      }
      current_.pop_back();
      candidates &= ~Bit(v);
    }
  }

  const std::vector<Mask>& adjacent_;
  std::vector<int64_t> current_, best_;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// Puts last a vertex of `clique` (a maximum clique) whose last-digit
// change is out of range, already in the clique, or not joined to the
// rest; false (order unchanged) if there is none.
bool OrderAgainstCorruption(int64_t n, const std::vector<Mask>& adjacent,
                            std::vector<int64_t>& clique) {
  Mask members = 0;
  for (const int64_t v : clique) members |= Bit(v);
  for (size_t i = 0; i < clique.size(); ++i) {
    const int64_t changed = LastDigitChanged(clique[i]);
    const Mask rest = members & ~Bit(clique[i]);
    if (changed >= n || (members & Bit(changed)) != 0 ||
        (adjacent[static_cast<size_t>(changed)] & rest) != rest) {
      std::swap(clique[i], clique.back());
      return true;
    }
  }
  return false;
}

class MaximumCliqueEnvironment final
    : public environments::LadderEnvironment<MaximumCliqueInstance> {
 public:
  MaximumCliqueEnvironment()
      : LadderEnvironment(
            {"maximum_clique", "RLVE-Gym:MaximumClique", kMaxDifficulty,
             "Choose as many vertices of an undirected graph as possible, every two of them "
             "joined (a maximum clique).",
             /*difficulty_help=*/"N = 4 + 2d vertices (20 at d = 8; 64 at the top, d = 30), edge "
             "density 5%..95% in steps of 10"},
            {"RLVE MaximumClique ladder: -1 unparseable, -0.5 a repeated or unknown vertex or "
             "two chosen vertices not joined, else (chosen / maximum clique size)^beta.",
              /*beta=*/5}) {}

 protected:
  MaximumCliqueInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaximumCliqueInstance instance;
    const int64_t n = instance.n = 4 + 2 * difficulty;
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> densities;  // Percent.
    for (int64_t p = 5; p <= 95; p += 10) {
      if (p * pairs / 100 > 0) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.edges = environments::RandomEdgeSubset(n, density * pairs / 100, rng);
      const std::vector<Mask> adjacent = Adjacency(n, instance.edges);
      std::vector<int64_t> clique = CliqueSearch(adjacent).Run(n);
      if (OrderAgainstCorruption(n, adjacent, clique)) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MaximumCliqueInstance>& fields) const override {
    using I = MaximumCliqueInstance;
    fields.Int("n", &I::n, 2, kMaxVertices).Edges("edges", &I::edges, [](const I& x) {
      return x.n;
    });
  }

  absl::Status Finish(MaximumCliqueInstance& instance) const override {
    instance.adjacent = Adjacency(instance.n, instance.edges);
    instance.clique = CliqueSearch(instance.adjacent).Run(instance.n);
    OrderAgainstCorruption(instance.n, instance.adjacent, instance.clique);
    return absl::OkStatus();
  }

  std::string Prompt(const MaximumCliqueInstance& instance) const override {
    return absl::StrCat(
        "Here is an **undirected graph**. Its vertices are numbered 0 to ", instance.n - 1,
        " and it has ", instance.edges.size(),
        " edges, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        instance.edges.empty() ? "(none)" : environments::EdgeTuples(instance.edges),
        "\n\nChoose a set of **distinct** vertices such that **every two** chosen vertices "
        "are joined by an edge (a clique). Make the set as **large** as possible.\n\n"
        "Write the chosen vertices, in any order, inside <answer> </answer> tags on one "
        "line, separated by spaces; for example <answer>0 2 3</answer> chooses vertices 0, "
        "2 and 3.");
  }

  std::string Reference(const MaximumCliqueInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.clique, " "));
  }

  absl::StatusOr<Verdict> Grade(const MaximumCliqueInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    // More than N values must repeat one or leave 0..N-1.
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    Mask chosen = 0;
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not shift.
      if (v < 0 || v >= instance.n || (chosen & Bit(v)) != 0) return environments::Invalid();
      chosen |= Bit(v);
    }
    for (const int64_t v : answer->values) {
      const Mask others = chosen & ~Bit(v);
      if ((instance.adjacent[static_cast<size_t>(v)] & others) != others) {
        return environments::Invalid();
      }
    }
    return environments::Graded(static_cast<int64_t>(answer->values.size()),
                                static_cast<int64_t>(instance.clique.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace maximum_clique_cc

absl::Status RegisterMaximumCliqueEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaximumCliqueEnvironment>());
}

}  // namespace referee
