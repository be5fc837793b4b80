#include "verifiers/environments/graphs/vertex_k_center.h"

#include <functional>
#include <unordered_set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace vertex_k_center_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 16;  // N = 20.
constexpr int64_t kMaxVertices = 20;
constexpr int64_t kMaxWeight = 1000;

struct VertexKCenterInstance {
  int64_t n = 0;
  int64_t k = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, in prompt order.
  // Derived (Finish): dist[u * n + v]; the least radius; an optimal set in
  // reference order.
  std::vector<int64_t> dist;
  int64_t radius = 0;
  std::vector<int64_t> centers;
};

// The largest distance from a vertex to its nearest one of `chosen`.
int64_t Radius(const VertexKCenterInstance& instance, const std::vector<int64_t>& chosen) {
  const int64_t n = instance.n;
  int64_t radius = 0;
  for (int64_t u = 0; u < n; ++u) {
    int64_t nearest = std::numeric_limits<int64_t>::max();
    for (const int64_t c : chosen) nearest = std::min(nearest, instance.dist[static_cast<size_t>(u * n + c)]);
    radius = std::max(radius, nearest);
  }
  return radius;
}

// The registry's corruption test raises the last digit of the last vertex
// (9 to 0).
int64_t LastDigitRaised(int64_t x) { return x - x % 10 + (x % 10 + 1) % 10; }

class VertexKCenterEnvironment final
    : public environments::LadderEnvironment<VertexKCenterInstance> {
 public:
  VertexKCenterEnvironment()
      : LadderEnvironment(
            {"vertex_k_center", "RLVE-Gym:Vertex_KCenter", kMaxDifficulty,
             "Choose K vertices of a weighted graph minimising the largest distance from any "
             "vertex to its nearest chosen one.",
             /*difficulty_help=*/"N = 4 + d (12 at d = 8; 20 at the top, d = 16); K uniform in "
             "1..N-1; edge density 2%..90%; weights 1..N"},
            {"RLVE Vertex_KCenter ladder: -1 unparseable, -0.5 a repeat, not K vertices or one "
             "out of range, else (least radius / the answer's radius)^beta.",
             /*beta=*/5}) {}

 protected:
  VertexKCenterInstance Make(int difficulty, tasks::Rng& rng) const override {
    VertexKCenterInstance instance;
    const int64_t n = instance.n = 4 + difficulty;
    instance.k = rng.Uniform(1, n - 1);
    std::vector<int64_t> densities;  // Percent.
    for (const int64_t p : {2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90}) {
      if (p * n * (n - 1) / 200 >= n - 1) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) order[static_cast<size_t>(v)] = v;
    rng.Shuffle(order);
    std::vector<bool> used(static_cast<size_t>(n * n), false);
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t u = order[i];
      const int64_t v = order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      instance.edges.push_back({std::min(u, v), std::max(u, v), rng.Uniform(1, n)});
      used[static_cast<size_t>(std::min(u, v) * n + std::max(u, v))] = true;
    }
    const int64_t target = density * n * (n - 1) / 200;
    const int64_t have = static_cast<int64_t>(instance.edges.size());
    if (have < target) {
      std::vector<std::pair<int64_t, int64_t>> rest;  // The other pairs, in order.
      for (int64_t u = 0; u < n; ++u) {
        for (int64_t v = u + 1; v < n; ++v) {
          if (!used[static_cast<size_t>(u * n + v)]) rest.push_back({u, v});
        }
      }
      rng.Shuffle(rest);
      const int64_t extra = std::min(static_cast<int64_t>(rest.size()), target - have);
      for (int64_t i = 0; i < extra; ++i) {
        const auto [u, v] = rest[static_cast<size_t>(i)];
        instance.edges.push_back({u, v, rng.Uniform(1, n)});
      }
    }
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<VertexKCenterInstance>& fields) const override {
    using I = VertexKCenterInstance;
    fields.Int("n", &I::n, 3, kMaxVertices)
        .Int("k", &I::k, 1, [](const I& x) { return x.n - 1; })
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 kMaxWeight);
  }

  absl::Status Finish(VertexKCenterInstance& instance) const override {
    const int64_t n = instance.n;
    const size_t size = static_cast<size_t>(n);
    constexpr int64_t kFar = std::numeric_limits<int64_t>::max() / 4;
    instance.dist.assign(size * size, kFar);
    for (size_t v = 0; v < size; ++v) instance.dist[v * size + v] = 0;
    for (const std::vector<int64_t>& e : instance.edges) {
      const int64_t u = e[0], v = e[1], w = e[2];
      if (u >= n || v >= n) return BadInstance("edges", "no such vertex");
      if (u == v) return BadInstance("edges", "a self-loop");
      if (w < 1) return BadInstance("edges", "weights must be 1..1000");
      if (instance.dist[static_cast<size_t>(u * n + v)] != kFar) {
        return BadInstance("edges", "a repeated edge");
      }
      instance.dist[static_cast<size_t>(u * n + v)] = instance.dist[static_cast<size_t>(v * n + u)] = w;
    }
    for (size_t m = 0; m < size; ++m) {
      for (size_t i = 0; i < size; ++i) {
        for (size_t j = 0; j < size; ++j) {
          instance.dist[i * size + j] = std::min(instance.dist[i * size + j],
                                                 instance.dist[i * size + m] + instance.dist[m * size + j]);
        }
      }
    }
    for (const int64_t d : instance.dist) {
      if (d == kFar) return BadInstance("edges", "the graph is not connected");
    }
    // The least radius: the smallest distance r such that K balls of
    // radius r cover every vertex (a search that always covers the lowest
    // uncovered vertex, by each vertex within r of it).
    std::vector<int64_t> radii(instance.dist.begin(), instance.dist.end());
    std::sort(radii.begin(), radii.end());
    radii.erase(std::unique(radii.begin(), radii.end()), radii.end());
    const uint32_t all = (uint32_t{1} << n) - 1;
    std::vector<uint32_t> ball(size);
    std::vector<int64_t> chosen;
    // Calls `found` with every cover of at most k balls (as centres) it
    // meets, until `found` returns true.
    // `failed` (lookups only) holds the (covered, count) states known not
    // to complete, for the radius searches where `found` always accepts.
    std::unordered_set<uint64_t> failed;
    bool remember = true;
    std::function<bool(uint32_t, const std::function<bool()>&)> cover =
        [&](uint32_t covered, const std::function<bool()>& found) {
          if (covered == all) return found();
          if (static_cast<int64_t>(chosen.size()) == instance.k) return false;
          const uint64_t key = (uint64_t{covered} << 6) | chosen.size();
          if (remember && failed.count(key) > 0) return false;
          int64_t u = 0;
          while ((covered >> u) & 1) ++u;
          for (int64_t v = 0; v < n; ++v) {
            if (((ball[static_cast<size_t>(v)] >> u) & 1) == 0) continue;
            chosen.push_back(v);
            const bool stop = cover(covered | ball[static_cast<size_t>(v)], found);
            chosen.pop_back();
            if (stop) return true;
          }
          if (remember) failed.insert(key);
          return false;
        };
    const auto balls = [&](int64_t r) {
      for (size_t v = 0; v < size; ++v) {
        ball[v] = 0;
        for (size_t u = 0; u < size; ++u) {
          if (instance.dist[v * size + u] <= r) ball[v] |= uint32_t{1} << u;
        }
      }
    };
    size_t lo = 0, hi = radii.size() - 1;  // radii.back() always covers.
    while (lo < hi) {
      const size_t mid = (lo + hi) / 2;
      balls(radii[mid]);
      failed.clear();
      if (cover(0, [] { return true; })) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    instance.radius = radii[lo];
    // An optimal set (the centres found, completed with the lowest unused
    // vertices up to K), ordered so that raising the last digit of the
    // last vertex (the registry's corruption test) gives a repeat, a
    // vertex out of range or a larger radius; the first such set among the
    // first 1000 found (else the first set).
    balls(instance.radius);
    remember = false;  // `found` below depends on the centres, not the state.
    instance.centers.clear();
    const auto complete = [&]() {
      std::vector<int64_t> set = chosen;
      std::sort(set.begin(), set.end());
      set.erase(std::unique(set.begin(), set.end()), set.end());
      for (int64_t v = 0; static_cast<int64_t>(set.size()) < instance.k; ++v) {
        if (std::find(set.begin(), set.end(), v) == set.end()) set.push_back(v);
      }
      return set;
    };
    int64_t tried = 0;  // At most 1000 sets: the search stays bounded.
    cover(0, [&] {
      std::vector<int64_t> set = complete();
      if (instance.centers.empty()) instance.centers = set;
      if (++tried > 1000) return true;
      for (size_t i = 0; i < set.size(); ++i) {
        const int64_t raised = LastDigitRaised(set[i]);
        std::vector<int64_t> changed = set;
        changed[i] = raised;
        if (raised >= n || std::find(set.begin(), set.end(), raised) != set.end() ||
            Radius(instance, changed) > instance.radius) {
          std::swap(set[i], set.back());
          instance.centers = set;
          return true;
        }
      }
      return false;
    });
    return absl::OkStatus();
  }

  std::string Prompt(const VertexKCenterInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", e[0], ", ", e[1], ", ", e[2], ")");
    }
    return absl::StrCat(
        "Consider a **connected undirected graph** whose vertices are numbered 0 to ",
        instance.n - 1, ". It has ", instance.edges.size(), " edges, one per line; \"(u, v, "
        "w)\" joins vertex u and vertex v and has length w:\n",
        lines,
        "\n\nThe distance between two vertices is the total length of a shortest path between "
        "them. Choose ", instance.k, " distinct vertices so that the **largest** distance from "
        "any vertex of the graph to its **nearest chosen vertex** is as small as possible.\n\n"
        "Write the chosen vertices inside <answer> </answer> tags on one line, in any order, "
        "separated by spaces; for example <answer>4 1</answer> chooses vertices 4 and 1.");
  }

  std::string Reference(const VertexKCenterInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.centers, " "));
  }

  absl::StatusOr<Verdict> Grade(const VertexKCenterInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(instance.k) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.k)) return environments::Invalid();
    std::vector<bool> used(static_cast<size_t>(n), false);
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not index.
      if (v < 0 || v >= n || used[static_cast<size_t>(v)]) return environments::Invalid();
      used[static_cast<size_t>(v)] = true;
    }
    return environments::Graded(instance.radius, Radius(instance, answer->values),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace vertex_k_center_cc

absl::Status RegisterVertexKCenterEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<VertexKCenterEnvironment>());
}

}  // namespace referee
