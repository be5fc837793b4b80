#include "verifiers/environments/graphs/tournament_longest_path.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace tournament_longest_path_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 47;  // N = 50.
constexpr int64_t kMaxVertices = 50;

struct TournamentLongestPathInstance {
  int64_t n = 0;
  int64_t s = 0;
  std::vector<std::vector<int64_t>> arcs;  // {from, to}, in prompt order.
  // Derived (Finish): to[u * n + v] for the arc u -> v; a longest path
  // from s (every vertex s reaches).
  std::vector<bool> to;
  std::vector<int64_t> path;
};

// A Hamiltonian path of the tournament on `vertices`, by insertion: a new
// vertex x goes first if x -> p[0]; else p[0] -> x, and x goes after the
// first p[i] with x -> p[i+1] (p[i] -> x, as x did not beat p[i]), or last.
std::vector<int64_t> HamiltonianPath(const std::vector<int64_t>& vertices,
                                     const std::vector<bool>& to, int64_t n) {
  const auto arc = [&](int64_t u, int64_t v) { return to[static_cast<size_t>(u * n + v)]; };
  std::vector<int64_t> p;
  for (const int64_t x : vertices) {
    if (p.empty() || arc(x, p.front())) {
      p.insert(p.begin(), x);
      continue;
    }
    // p[0] -> x: the first i with x -> p[i + 1] has p[i] -> x.
    size_t i = 0;
    while (i + 1 < p.size() && !arc(x, p[i + 1])) ++i;
    p.insert(p.begin() + static_cast<std::ptrdiff_t>(i + 1), x);
  }
  return p;
}

// A Hamiltonian cycle through `start` of the strong tournament on
// `vertices` (3 or more), as the vertex order from `start`: a 3-cycle
// through start, grown one vertex at a time (Moon). An outside vertex with
// arcs both from and to the cycle fits between some c[i] -> x -> c[i+1];
// if none has, some a dominated by the whole cycle beats some b that
// dominates it (the tournament is strong): c[0] a b c[2] ... replaces c[1].
std::vector<int64_t> HamiltonianCycle(int64_t start, const std::vector<int64_t>& vertices,
                                      const std::vector<bool>& to, int64_t n) {
  const auto arc = [&](int64_t u, int64_t v) { return to[static_cast<size_t>(u * n + v)]; };
  std::vector<bool> inside(static_cast<size_t>(n), false);
  std::vector<int64_t> cycle;
  for (const int64_t y : vertices) {
    for (const int64_t z : vertices) {
      if (cycle.empty() && y != start && z != start && y != z && arc(start, y) && arc(y, z) &&
          arc(z, start)) {
        cycle = {start, y, z};
      }
    }
  }
  for (const int64_t v : cycle) inside[static_cast<size_t>(v)] = true;
  while (cycle.size() < vertices.size()) {
    bool grown = false;
    for (const int64_t x : vertices) {
      if (inside[static_cast<size_t>(x)]) continue;
      for (size_t i = 0; i < cycle.size(); ++i) {
        const int64_t next = cycle[(i + 1) % cycle.size()];
        if (arc(cycle[i], x) && arc(x, next)) {
          cycle.insert(cycle.begin() + static_cast<std::ptrdiff_t>(i + 1), x);
          inside[static_cast<size_t>(x)] = grown = true;
          break;
        }
      }
      if (grown) break;
    }
    if (grown) continue;
    // Every outside vertex is dominated by the cycle or dominates it.
    for (const int64_t a : vertices) {
      if (grown || inside[static_cast<size_t>(a)] || !arc(cycle[0], a)) continue;
      for (const int64_t b : vertices) {
        if (inside[static_cast<size_t>(b)] || !arc(b, cycle[0]) || !arc(a, b)) continue;
        inside[static_cast<size_t>(cycle[1])] = false;
        cycle[1] = a;
        cycle.insert(cycle.begin() + 2, b);
        inside[static_cast<size_t>(a)] = inside[static_cast<size_t>(b)] = grown = true;
        break;
      }
    }
    if (!grown) break;  // Not strong: cannot happen for a strong component.
  }
  return cycle;
}

class TournamentLongestPathEnvironment final
    : public environments::LadderEnvironment<TournamentLongestPathInstance> {
 public:
  TournamentLongestPathEnvironment()
      : LadderEnvironment(
            {"tournament_longest_path", "RLVE-Gym:Tournament_LongestPath", kMaxDifficulty,
             "Find the longest path from a given vertex of a tournament, no vertex visited "
             "twice.",
             /*difficulty_help=*/"N = 3 + d (11 at d = 8; 50 at the top, d = 47); each arc "
             "i -> j (i < j) with one random odds per problem"},
            {"RLVE Tournament_LongestPath ladder: -1 unparseable or empty, -0.5 not a path "
             "from S (a repeat, a vertex out of range, a missing arc), else (vertices on the "
             "path / vertices S reaches)^beta.",
             /*beta=*/5}) {}

 protected:
  TournamentLongestPathInstance Make(int difficulty, tasks::Rng& rng) const override {
    TournamentLongestPathInstance instance;
    const int64_t n = instance.n = 3 + difficulty;
    const int64_t odds = rng.Uniform(0, 999);
    std::vector<bool> to(static_cast<size_t>(n * n), false);
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = i + 1; j < n; ++j) {
        if (rng.Chance(odds, 1000)) {
          to[static_cast<size_t>(i * n + j)] = true;
        } else {
          to[static_cast<size_t>(j * n + i)] = true;
        }
      }
    }
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = 0; v < n; ++v) {
        if (to[static_cast<size_t>(u * n + v)]) instance.arcs.push_back({u, v});
      }
    }
    instance.s = rng.Uniform(0, n - 1);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<TournamentLongestPathInstance>& fields) const override {
    using I = TournamentLongestPathInstance;
    fields.Int("n", &I::n, 3, kMaxVertices)
        .Int("s", &I::s, 0, [](const I& x) { return x.n - 1; })
        .IntRows("arcs", &I::arcs, kMaxVertices * (kMaxVertices - 1) / 2, 2, 0,
                 kMaxVertices - 1)
        .SizedBy([](const I& x) { return x.n * (x.n - 1) / 2; });
  }

  absl::Status Finish(TournamentLongestPathInstance& instance) const override {
    const int64_t n = instance.n;
    const size_t size = static_cast<size_t>(n);
    instance.to.assign(size * size, false);
    for (const std::vector<int64_t>& a : instance.arcs) {
      if (a[0] >= n || a[1] >= n) return BadInstance("arcs", "no such vertex");
      if (a[0] == a[1]) return BadInstance("arcs", "a self-loop");
      if (instance.to[static_cast<size_t>(a[0] * n + a[1])] ||
          instance.to[static_cast<size_t>(a[1] * n + a[0])]) {
        return BadInstance("arcs", "a pair joined twice");
      }
      instance.to[static_cast<size_t>(a[0] * n + a[1])] = true;
    }
    // n(n-1)/2 arcs, no pair twice: every pair once.
    const auto reach = [&](bool forward) {
      std::vector<bool> seen(size, false);
      std::vector<int64_t> queue = {instance.s};
      seen[static_cast<size_t>(instance.s)] = true;
      for (size_t head = 0; head < queue.size(); ++head) {
        for (int64_t v = 0; v < n; ++v) {
          const int64_t u = queue[head];
          const bool arc = forward ? instance.to[static_cast<size_t>(u * n + v)]
                                   : instance.to[static_cast<size_t>(v * n + u)];
          if (arc && !seen[static_cast<size_t>(v)]) {
            seen[static_cast<size_t>(v)] = true;
            queue.push_back(v);
          }
        }
      }
      return seen;
    };
    const std::vector<bool> reached = reach(true), reaching = reach(false);
    std::vector<int64_t> component, later;  // s's strong component; the rest s reaches.
    for (int64_t v = 0; v < n; ++v) {
      if (!reached[static_cast<size_t>(v)]) continue;
      (reaching[static_cast<size_t>(v)] ? component : later).push_back(v);
    }
    instance.path = component.size() == 1
                        ? component
                        : HamiltonianCycle(instance.s, component, instance.to, n);
    if (instance.path.size() != component.size() || instance.path[0] != instance.s) {
      return absl::InternalError("no Hamiltonian cycle in a strong component");
    }
    // Every arc between s's component and a later vertex leaves the
    // component, so any Hamiltonian path of the rest follows.
    for (const int64_t v : HamiltonianPath(later, instance.to, n)) instance.path.push_back(v);
    return absl::OkStatus();
  }

  std::string Prompt(const TournamentLongestPathInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& a : instance.arcs) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", a[0], ", ", a[1], ")");
    }
    return absl::StrCat(
        "Consider a **directed graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". Between any two distinct vertices there is exactly one arc, in one direction. "
        "Its ", instance.arcs.size(), " arcs, one per line; \"(u, v)\" goes from vertex u to "
        "vertex v:\n",
        lines,
        "\n\nFind a **longest path** that starts at vertex ", instance.s, ", follows arcs in "
        "their direction and visits no vertex more than once.\n\n"
        "Write the path inside <answer> </answer> tags on one line as its vertices in order, "
        "starting with ", instance.s, ", separated by spaces; for example <answer>", instance.s,
        " 4 1</answer> is the path ", instance.s, " -> 4 -> 1.");
  }

  std::string Reference(const TournamentLongestPathInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.path, " "));
  }

  absl::StatusOr<Verdict> Grade(const TournamentLongestPathInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n) + 1);
    if (!answer || answer->count == 0) return environments::Unparsed();
    // More than n vertices repeat one.
    if (answer->count > static_cast<size_t>(n)) return environments::Invalid();
    const std::vector<int64_t>& path = answer->values;
    if (path[0] != instance.s) return environments::Invalid();
    std::vector<bool> used(static_cast<size_t>(n), false);
    for (size_t i = 0; i < path.size(); ++i) {
      // Range first: negatives and kHugeToken must not index.
      if (path[i] < 0 || path[i] >= n || used[static_cast<size_t>(path[i])]) {
        return environments::Invalid();
      }
      used[static_cast<size_t>(path[i])] = true;
      if (i > 0 && !instance.to[static_cast<size_t>(path[i - 1] * n + path[i])]) {
        return environments::Invalid();
      }
    }
    return environments::Graded(static_cast<int64_t>(path.size()),
                                static_cast<int64_t>(instance.path.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace tournament_longest_path_cc

absl::Status RegisterTournamentLongestPathEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TournamentLongestPathEnvironment>());
}

}  // namespace referee
