#include "verifiers/environments/trees/banyan_heart.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace banyan_heart_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 496;  // N = 500.
constexpr int64_t kMaxVertices = 1000;
constexpr int64_t kNone = std::numeric_limits<int64_t>::min() / 4;

struct BanyanHeartInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v} on 1..n, in prompt order.
  std::string hearts;  // Derived (Finish): 'T' or 'F' for vertices 1..n.
};

// The possible final hearts, or nullopt unless `edges` is a tree on 1..n.
//
// Root the tree at 1. Take a branch, the subtree of a child c of u, grown
// on its own while the heart waits at u: its first vertex is c, which
// draws the heart into the branch, and every later one draws it one step
// deeper or back toward u. Let f(c) be the least distance from u the heart
// can be left at (its parity is the branch size's). Branches grown
// together can cancel: a step into one branch is undone by a step into
// another, so for branches of total size S the least distance left is
// max_i (f_i + s_i) - S when that is positive (the largest branch cannot be
// absorbed by the rest), else S mod 2; f(u) for u's own branch is that plus
// 1 (the step to u itself). The heart can end on v iff the vertices off
// the path from 1 to v, N - depth(v) of them in the branches that hang off
// that path, cancel out completely: their number is even and no such
// branch has f + s > N - depth(v); the path's own vertices, added in
// order, then carry the heart down to v. (The unit test checks this
// against every growth order of small trees.)
std::optional<std::string> Hearts(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  const std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(n, edges, 1);
  if (!tree) return std::nullopt;
  const std::vector<std::vector<int64_t>>& adjacent = *tree;
  const size_t size = static_cast<size_t>(n + 1);
  std::vector<int64_t> order = {1}, parent(size, 0), depth(size, 0);
  depth[1] = 1;
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t v = static_cast<size_t>(order[i]);
    for (const int64_t c : adjacent[v]) {
      if (c == parent[v]) continue;
      parent[static_cast<size_t>(c)] = static_cast<int64_t>(v);
      depth[static_cast<size_t>(c)] = depth[v] + 1;
      order.push_back(c);
    }
  }
  // weight[c] = f(c) + s(c) for the branch of c.
  std::vector<int64_t> branch_size(size, 1), weight(size, 0);
  for (size_t i = order.size(); i-- > 0;) {
    const size_t v = static_cast<size_t>(order[i]);
    int64_t below = 0, heaviest = kNone;
    for (const int64_t c : adjacent[v]) {
      if (c == parent[v]) continue;
      below += branch_size[static_cast<size_t>(c)];
      heaviest = std::max(heaviest, weight[static_cast<size_t>(c)]);
    }
    const int64_t left = heaviest - below > 0 ? heaviest - below : below % 2;
    branch_size[v] = below + 1;
    weight[v] = left + 1 + branch_size[v];
  }
  // above[v]: the heaviest branch hanging off the path from 1 to v above v.
  std::vector<int64_t> above(size, kNone);
  std::string hearts(static_cast<size_t>(n), 'F');
  for (const int64_t at : order) {
    const size_t v = static_cast<size_t>(at);
    int64_t first = kNone, second = kNone, first_child = 0;
    for (const int64_t c : adjacent[v]) {
      if (c == parent[v]) continue;
      const int64_t w = weight[static_cast<size_t>(c)];
      if (w > first) {
        second = first;
        first = w;
        first_child = c;
      } else if (w > second) {
        second = w;
      }
    }
    const int64_t off_path = n - depth[v];
    if (off_path % 2 == 0 && std::max(above[v], first) <= off_path) hearts[v - 1] = 'T';
    for (const int64_t c : adjacent[v]) {
      if (c == parent[v]) continue;
      above[static_cast<size_t>(c)] = std::max(above[v], c == first_child ? second : first);
    }
  }
  return hearts;
}

class BanyanHeartEnvironment final : public environments::LadderEnvironment<BanyanHeartInstance> {
 public:
  BanyanHeartEnvironment()
      : LadderEnvironment(
            {"banyan_heart", "RLVE-Gym:BanyanHeart", kMaxDifficulty,
             "A tree is grown from vertex 1 while a heart marker steps toward each new vertex; "
             "say which vertices the heart can end on.",
             /*difficulty_help=*/"N = 4 + d vertices (12 at d = 8; 500 at the top, d = 496); a "
             "random tree"},
            {"RLVE BanyanHeart ladder: -1 unless N characters T/F, else (vertices marked T in "
             "both / vertices marked T in either)^beta.", /*beta=*/5}) {}

 protected:
  BanyanHeartInstance Make(int difficulty, tasks::Rng& rng) const override {
    BanyanHeartInstance instance;
    instance.n = 4 + difficulty;
    // RLVE's draws: a shuffle, each vertex after the first joined to a
    // uniform earlier one, then the edges shuffled.
    instance.edges = environments::RandomTreeEdges(instance.n, 1, rng);
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<BanyanHeartInstance>& fields) const override {
    using I = BanyanHeartInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 2, 1,
                 [](const I& x) { return x.n; })
        .SizedBy([](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(BanyanHeartInstance& instance) const override {
    std::optional<std::string> hearts = Hearts(instance.n, instance.edges);
    if (!hearts) return BadInstance("edges", "must be n - 1 edges forming a tree on 1..n");
    // Some growth order exists, so the heart ends somewhere.
    if (hearts->find('T') == std::string::npos) {
      return absl::InternalError("banyan_heart: no possible heart found");
    }
    instance.hearts = *std::move(hearts);
    return absl::OkStatus();
  }

  std::string Prompt(const BanyanHeartInstance& instance) const override {
    return absl::StrCat(
        "A tree with vertices 1 to ", instance.n,
        " is built one vertex at a time. At first it is the single vertex 1, and a marker "
        "called the **heart** sits on vertex 1. Each step adds one new vertex, joined by "
        "one edge to a vertex already in the tree; then the heart moves **one edge toward "
        "the new vertex** (to its neighbour on the way there). The vertices may be added "
        "in any order, as long as every added vertex is joined to one already present, "
        "and when all ",
        instance.n, " vertices are in, the tree has exactly these ", instance.n - 1,
        " edges, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nConsidering every possible order of adding the vertices, which vertices can "
        "the heart be on at the end?\n\n"
        "Write a string of exactly ",
        instance.n,
        " characters, without spaces, inside <answer> </answer> tags: the i-th character "
        "is T if vertex i can be the heart at the end, and F if it cannot.");
  }

  std::string Reference(const BanyanHeartInstance& instance) const override {
    return environments::AnswerTagged(instance.hearts);
  }

  absl::StatusOr<Verdict> Grade(const BanyanHeartInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view marks = parsing::TrimAsciiSpace(*answer);
    if (marks.size() != instance.hearts.size()) return environments::Unparsed();
    int64_t both = 0, either = 0;
    for (size_t i = 0; i < marks.size(); ++i) {
      if (marks[i] != 'T' && marks[i] != 'F') return environments::Unparsed();
      const bool mine = marks[i] == 'T', gold = instance.hearts[i] == 'T';
      both += mine && gold ? 1 : 0;
      either += mine || gold ? 1 : 0;
    }
    return environments::Graded(both, either, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace banyan_heart_cc

absl::Status RegisterBanyanHeartEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<BanyanHeartEnvironment>());
}

}  // namespace referee
