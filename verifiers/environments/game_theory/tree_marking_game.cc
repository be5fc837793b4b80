#include "verifiers/environments/game_theory/tree_marking_game.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_marking_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 997;  // N = 1000.
constexpr int64_t kMaxVertices = 1000;

struct TreeMarkingGameInstance {
  int64_t n = 2;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::string answer;                        // Derived: the least K.
};

// The least K with which Alice wins (see the header), on the tree given by
// its adjacency lists.
int64_t LeastMarks(const std::vector<std::vector<int64_t>>& adjacent) {
  const size_t n = adjacent.size();
  // Breadth-first order from 0: parents before children.
  std::vector<int64_t> order = {0}, parent(n, -1), children(n, 0);
  std::vector<bool> seen(n, false);
  seen[0] = true;
  for (size_t head = 0; head < order.size(); ++head) {
    const int64_t u = order[head];
    for (const int64_t v : adjacent[static_cast<size_t>(u)]) {
      if (seen[static_cast<size_t>(v)]) continue;
      seen[static_cast<size_t>(v)] = true;
      parent[static_cast<size_t>(v)] = u;
      ++children[static_cast<size_t>(u)];
      order.push_back(v);
    }
  }
  std::vector<int64_t> owed(n, 0);
  auto alice_wins = [&](int64_t k) {
    for (size_t i = order.size(); i-- > 0;) {
      const size_t u = static_cast<size_t>(order[i]);
      owed[u] += children[u] - k;  // Children's positive debts added already.
      if (i > 0 && owed[u] > 0) owed[static_cast<size_t>(parent[u])] += owed[u];
    }
    const bool wins = owed[0] <= 0;
    std::fill(owed.begin(), owed.end(), 0);
    return wins;
  };
  int64_t lo = 0, hi = *std::max_element(children.begin(), children.end());
  while (lo < hi) {  // alice_wins(hi) holds: she can blacken all children.
    const int64_t mid = lo + (hi - lo) / 2;
    if (alice_wins(mid)) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

class TreeMarkingGameEnvironment final
    : public environments::IntegerAnswerEnvironment<TreeMarkingGameInstance> {
 public:
  TreeMarkingGameEnvironment()
      : IntegerAnswerEnvironment(
            {"tree_marking_game", "RLVE-Gym:TriumphalArch", kMaxDifficulty,
             "Bob walks a tree from vertex 0 while Alice blackens up to K vertices per turn; Bob "
             "wins on reaching a white vertex. Find the least K with which Alice wins.",
             /*difficulty_help=*/"N = 3 + d vertices; a random tree as RLVE draws it, edges "
             "shuffled"},
            environments::NumberLadder::kExact) {}

 protected:
  TreeMarkingGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    TreeMarkingGameInstance instance;
    instance.n = 3 + difficulty;
    instance.edges = environments::RandomTreeEdges(instance.n, 0, rng);
    rng.Shuffle(instance.edges);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<TreeMarkingGameInstance>& fields) const override {
    using I = TreeMarkingGameInstance;
    fields.Int("n", &I::n, 2, kMaxVertices).Edges("edges", &I::edges, [](const I& x) {
      return x.n;
    });
  }
  absl::Status Finish(TreeMarkingGameInstance& instance) const override {
    const auto adjacent = environments::TreeAdjacency(instance.n, instance.edges, 0);
    if (!adjacent) {
      return environments::BadInstance("edges", "must be n - 1 edges forming a tree on 0..n-1");
    }
    instance.answer = absl::StrCat(LeastMarks(*adjacent));
    return absl::OkStatus();
  }
  std::string Prompt(const TreeMarkingGameInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, "(", e[0], ", ", e[1], ")\n");
    }
    return absl::StrCat(
        "A tree (a connected undirected graph without cycles) has ", instance.n,
        " vertices numbered 0 to ", instance.n - 1, " and these edges:\n", lines,
        "\nAlice and Bob play a game on it. At the start vertex 0 is black, every other "
        "vertex is white, and Bob stands on vertex 0. Black vertices stay black. The game "
        "goes in rounds; in each round:\n"
        "- first Alice colours black any K vertices of her choice (all the remaining white "
        "ones if fewer than K are left);\n"
        "- then Bob either stays where he is or moves to a vertex adjacent to his "
        "current one.\n"
        "Bob wins as soon as he stands on a white vertex. Alice wins once every vertex is "
        "black.\n\n"
        "Assuming both play perfectly, what is the smallest K for which Alice wins?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace tree_marking_game_cc

absl::Status RegisterTreeMarkingGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<TreeMarkingGameEnvironment>());
}

}  // namespace referee
