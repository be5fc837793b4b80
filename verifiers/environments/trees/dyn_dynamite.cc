#include "verifiers/environments/trees/dyn_dynamite.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace dyn_dynamite_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxVertices = 100;
// Redraws of a generated instance whose reference cannot be printed so
// that its last-digit change is wrong (see Arrange); never needed so far.
constexpr int kMaxDraws = 64;

struct DynDynamiteInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> keys;                // Distinct, in prompt order.
  int64_t m = 0;
  // Derived (Finish): the adjacency lists, the optimum t*, and M optimal
  // centers in the order the reference prints them.
  std::vector<std::vector<int64_t>> adjacent;
  int64_t best = 0;
  std::vector<int64_t> centers;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// Each vertex's distance to the nearest source (n + 1 when there is none).
std::vector<int64_t> Distances(const DynDynamiteInstance& instance,
                               const std::vector<int64_t>& sources) {
  std::vector<int64_t> dist(static_cast<size_t>(instance.n), instance.n + 1);
  std::vector<int64_t> queue;
  for (const int64_t s : sources) {
    if (dist[static_cast<size_t>(s)] == 0) continue;
    dist[static_cast<size_t>(s)] = 0;
    queue.push_back(s);
  }
  for (size_t i = 0; i < queue.size(); ++i) {
    const int64_t u = queue[i];
    for (const int64_t w : instance.adjacent[static_cast<size_t>(u)]) {
      if (dist[static_cast<size_t>(w)] <= instance.n) continue;
      dist[static_cast<size_t>(w)] = dist[static_cast<size_t>(u)] + 1;
      queue.push_back(w);
    }
  }
  return dist;
}

// The largest distance from a key to its nearest source.
int64_t KeyRadius(const DynDynamiteInstance& instance, const std::vector<int64_t>& sources) {
  const std::vector<int64_t> dist = Distances(instance, sources);
  int64_t worst = 0;
  for (const int64_t k : instance.keys) worst = std::max(worst, dist[static_cast<size_t>(k)]);
  return worst;
}

// The greedy for radius t, children before parents (reverse breadth-first
// order from 0): far[x] is the largest distance from x to a key below it
// not yet within t of a center, near[x] the smallest distance from x to a
// center below it. A key is covered through x when far + near <= t; when
// the farthest uncovered key is exactly t below x, a center goes on x. The
// fewest centers that bring every key within t, and where they stand.
std::vector<int64_t> GreedyCenters(const DynDynamiteInstance& instance,
                                   const std::vector<int64_t>& order,
                                   const std::vector<int64_t>& parent,
                                   const std::vector<bool>& is_key, int64_t t) {
  const size_t n = static_cast<size_t>(instance.n);
  const int64_t none = -1, unreached = instance.n + 1;
  std::vector<int64_t> far(n, none), near(n, unreached), centers;
  for (size_t i = n; i-- > 0;) {
    const size_t x = static_cast<size_t>(order[i]);
    if (is_key[x]) far[x] = std::max<int64_t>(far[x], 0);
    if (far[x] != none && far[x] + near[x] <= t) far[x] = none;
    if (far[x] == t) {
      centers.push_back(static_cast<int64_t>(x));
      near[x] = 0;
      far[x] = none;
    }
    if (parent[x] < 0) {
      if (far[x] != none) centers.push_back(static_cast<int64_t>(x));  // The root.
      continue;
    }
    const size_t p = static_cast<size_t>(parent[x]);
    if (far[x] != none) far[p] = std::max(far[p], far[x] + 1);
    near[p] = std::min(near[p], near[x] + 1);
  }
  return centers;
}

// Orders M optimal centers so that the reference's last number, changed in
// its last digit, is no longer optimal (out of range, or some key then lies
// farther than t*): true when that succeeded. The greedy's centers S (at
// most M, distinct) are completed with copies of one vertex F. For a
// center c of S, the others (S - c and the copies) leave keys P beyond t*;
// any v within t* of all of P may replace c, and one whose changed value w
// is not (or is out of range) makes the changed answer lose a key. F is
// another center of S (nothing new covered), or, when S is one center,
// each vertex in turn.
bool Arrange(DynDynamiteInstance& instance, const std::vector<int64_t>& greedy) {
  const size_t c = greedy.size();
  const size_t fill = static_cast<size_t>(instance.m) - c;
  const size_t n = static_cast<size_t>(instance.n);
  for (size_t i = 0; i < c; ++i) {
    std::vector<int64_t> fillers;
    if (fill == 0) {
      fillers = {-1};  // No copies.
    } else if (c >= 2) {
      fillers = {greedy[(i + 1) % c]};
    } else {
      for (size_t v = 0; v < n; ++v) fillers.push_back(static_cast<int64_t>(v));
    }
    for (const int64_t f : fillers) {
      std::vector<int64_t> others;
      for (size_t j = 0; j < c; ++j) {
        if (j != i) others.push_back(greedy[j]);
      }
      if (f >= 0) others.insert(others.end(), fill, f);
      const std::vector<int64_t> dist = Distances(instance, others);
      // far[v]: the largest distance from v to a key the others leave out.
      std::vector<int64_t> far(n, -1);
      bool lost = false;
      for (const int64_t k : instance.keys) {
        if (dist[static_cast<size_t>(k)] <= instance.best) continue;
        lost = true;
        const std::vector<int64_t> from_k = Distances(instance, {k});
        for (size_t v = 0; v < n; ++v) far[v] = std::max(far[v], from_k[v]);
      }
      if (!lost) continue;
      auto fits = [&](int64_t v) {
        if (far[static_cast<size_t>(v)] > instance.best) return false;
        const int64_t w = LastDigitChanged(v);
        return w >= instance.n || far[static_cast<size_t>(w)] > instance.best;
      };
      std::optional<int64_t> chosen;
      if (fits(greedy[i])) chosen = greedy[i];
      for (size_t v = 0; !chosen && v < n; ++v) {
        if (fits(static_cast<int64_t>(v))) chosen = static_cast<int64_t>(v);
      }
      if (!chosen) continue;
      others.push_back(*chosen);
      instance.centers = std::move(others);
      return true;
    }
  }
  instance.centers = greedy;
  instance.centers.insert(instance.centers.end(), fill, greedy.front());
  return false;
}

// Checks the instance, then derives the adjacency, t* and the reference
// centers; the value is Arrange()'s.
absl::StatusOr<bool> Solve(DynDynamiteInstance& instance) {
  std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(instance.n, instance.edges, 0);
  if (!tree) return BadInstance("edges", "must be n - 1 edges forming a tree on 0..n-1");
  instance.adjacent = *std::move(tree);
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<bool> is_key(n, false);
  for (const int64_t k : instance.keys) {
    if (is_key[static_cast<size_t>(k)]) return BadInstance("keys", "a key vertex repeats");
    is_key[static_cast<size_t>(k)] = true;
  }
  if (instance.keys.size() < 2) return BadInstance("keys", "need at least 2 key vertices");
  // Breadth-first order from 0 with parents.
  std::vector<int64_t> order = {0}, parent(n, -1);
  for (size_t i = 0; i < order.size(); ++i) {
    const int64_t v = order[i];
    for (const int64_t w : instance.adjacent[static_cast<size_t>(v)]) {
      if (w == parent[static_cast<size_t>(v)]) continue;
      parent[static_cast<size_t>(w)] = v;
      order.push_back(w);
    }
  }
  // The least t whose greedy needs at most M centers; t = n - 1 needs one.
  int64_t lo = 0, hi = instance.n - 1;
  while (lo < hi) {
    const int64_t mid = (lo + hi) / 2;
    if (static_cast<int64_t>(GreedyCenters(instance, order, parent, is_key, mid).size()) <=
        instance.m) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  instance.best = lo;
  return Arrange(instance, GreedyCenters(instance, order, parent, is_key, lo));
}

class DynDynamiteEnvironment final : public environments::LadderEnvironment<DynDynamiteInstance> {
 public:
  DynDynamiteEnvironment()
      : LadderEnvironment(
            {"dyn_dynamite", "RLVE-Gym:DynDynamite", kMaxDifficulty,
             "Choose M centers in a tree so that the largest distance from a key vertex to its "
             "nearest center is as small as possible.",
             /*difficulty_help=*/"N = d + 3 vertices (11 at d = 8; 100 at the top, d = 97); a "
             "random tree; 2..N key vertices and M in 1..keys - 1, uniform"},
            {"RLVE DynDynamite ladder: -1 unparseable, -0.5 not M vertices of the tree, else "
             "(optimal radius / the answer's radius)^beta.", /*beta=*/5}) {}

 protected:
  DynDynamiteInstance Make(int difficulty, tasks::Rng& rng) const override {
    DynDynamiteInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance = DynDynamiteInstance();
      instance.n = difficulty + 3;
      instance.edges = environments::RandomTreeEdges(instance.n, 0, rng);
      rng.Shuffle(instance.edges);
      std::vector<int64_t> vertices(static_cast<size_t>(instance.n));
      for (int64_t v = 0; v < instance.n; ++v) vertices[static_cast<size_t>(v)] = v;
      rng.Shuffle(vertices);
      const int64_t count = rng.Uniform(2, instance.n);
      instance.keys.assign(vertices.begin(), vertices.begin() + count);
      instance.m = rng.Uniform(1, count - 1);
      const absl::StatusOr<bool> arranged = Solve(instance);
      if (arranged.ok() && *arranged) break;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<DynDynamiteInstance>& fields) const override {
    using I = DynDynamiteInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("keys", &I::keys, [](const I& x) { return x.n; }, 0,
              [](const I& x) { return x.n - 1; })
        .Int("m", &I::m, 1, [](const I& x) { return static_cast<int64_t>(x.keys.size()) - 1; });
  }
  absl::Status Finish(DynDynamiteInstance& instance) const override {
    const absl::StatusOr<bool> solved = Solve(instance);
    return solved.ok() ? absl::OkStatus() : solved.status();
  }

  std::string Prompt(const DynDynamiteInstance& instance) const override {
    return absl::StrCat(
        "Consider a **tree** (a connected undirected graph with no cycles) on ", instance.n,
        " vertices numbered 0 to ", instance.n - 1, ". Its ", instance.n - 1,
        " edges are listed below, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges), "\n\nThe key vertices are: ",
        absl::StrJoin(instance.keys, " "), "\n\nChoose exactly ", instance.m,
        " vertices as **centers** (any of the ", instance.n,
        " vertices; naming a vertex more than once is allowed). The distance of a key vertex "
        "is the number of edges between it and the nearest chosen center. Make the **largest** "
        "distance over all key vertices as small as possible.\n\n"
        "Write the ",
        instance.m,
        " centers inside <answer> </answer> tags on one line, separated by spaces, in any "
        "order. For instance, <answer>0 2</answer> would choose vertices 0 and 2 (when two "
        "centers are asked for).");
  }

  std::string Reference(const DynDynamiteInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.centers, " "));
  }

  absl::StatusOr<Verdict> Grade(const DynDynamiteInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(instance.m) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.m)) return environments::Invalid();
    for (const int64_t v : answer->values) {
      // kHugeToken is negative: rejected here too.
      if (v < 0 || v >= instance.n) return environments::Invalid();
    }
    return environments::Graded(instance.best, KeyRadius(instance, answer->values),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace dyn_dynamite_cc

absl::Status RegisterDynDynamiteEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<DynDynamiteEnvironment>());
}

}  // namespace referee
