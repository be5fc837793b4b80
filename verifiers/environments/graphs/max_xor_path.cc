#include "verifiers/environments/graphs/max_xor_path.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_xor_path_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 19;  // N = 50.
constexpr int64_t kMaxVertices = 50;
constexpr int kMaxBits = 20;  // Explicit weights below 2^20.

struct MaxXorPathInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, in prompt order.
  std::string answer;                       // Derived: the largest walk XOR.
};

// A GF(2) basis of numbers below 2^kMaxBits, by leading bit.
struct XorBasis {
  int64_t vectors[kMaxBits] = {};
  int64_t size = 0;
  void Insert(int64_t x) {
    for (int bit = kMaxBits - 1; bit >= 0; --bit) {
      if (((x >> bit) & 1) == 0) continue;
      if (vectors[bit] == 0) {
        vectors[bit] = x;
        ++size;
        return;
      }
      x ^= vectors[bit];
    }
  }
  int64_t Maximize(int64_t x) const {
    for (int bit = kMaxBits - 1; bit >= 0; --bit) {
      if (vectors[bit] != 0 && (x ^ vectors[bit]) > x) x ^= vectors[bit];
    }
    return x;
  }
};

// The largest XOR of a walk from 0 to n-1, or -1 if n-1 is not reached.
int64_t LargestWalkXor(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<std::pair<int64_t, int64_t>>> adjacent(static_cast<size_t>(n));
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back({e[1], e[2]});
    adjacent[static_cast<size_t>(e[1])].push_back({e[0], e[2]});
  }
  std::vector<int64_t> xor_to(static_cast<size_t>(n), -1);
  xor_to[0] = 0;
  std::vector<int64_t> queue = {0};
  for (size_t head = 0; head < queue.size(); ++head) {
    const int64_t u = queue[head];
    for (const auto& [v, w] : adjacent[static_cast<size_t>(u)]) {
      if (xor_to[static_cast<size_t>(v)] < 0) {
        xor_to[static_cast<size_t>(v)] = xor_to[static_cast<size_t>(u)] ^ w;
        queue.push_back(v);
      }
    }
  }
  if (xor_to[static_cast<size_t>(n - 1)] < 0) return -1;
  XorBasis basis;
  for (const std::vector<int64_t>& e : edges) {
    if (xor_to[static_cast<size_t>(e[0])] < 0) continue;  // Away from 0.
    basis.Insert(xor_to[static_cast<size_t>(e[0])] ^ xor_to[static_cast<size_t>(e[1])] ^ e[2]);
  }
  return basis.Maximize(xor_to[static_cast<size_t>(n - 1)]);
}

class MaxXorPathEnvironment final
    : public environments::IntegerAnswerEnvironment<MaxXorPathInstance> {
 public:
  MaxXorPathEnvironment()
      : IntegerAnswerEnvironment(
            {"max_xor_path", "RLVE-Gym:MaxXorPath", kMaxDifficulty,
             "The largest XOR of edge weights along a path (edges may repeat) from vertex 0 "
             "to vertex N-1 of a weighted graph.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (14 at d = 8; 50 at "
             "the top, d = 19); density 10%..90%; weights of B..B+4 bits, B the least with "
             "2^B >= 2N (at least 3)"},
            environments::NumberLadder::kExact) {}

 protected:
  MaxXorPathInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaxXorPathInstance instance;
    int64_t n = 4, base_bits = 3;
    for (int d = 0; d < difficulty; ++d) {
      n = environments::RlveGrowth(n, 1);
      while ((int64_t{1} << base_bits) < 2 * n) ++base_bits;
    }
    instance.n = n;
    std::vector<int64_t> densities;  // Tenths.
    for (int64_t t = 1; t <= 9; ++t) {
      if (t * n * (n - 1) / 20 >= n) densities.push_back(t);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    const int bits = static_cast<int>(rng.Uniform(base_bits, base_bits + 4));
    const int64_t top = (int64_t{1} << bits) - 1;
    const int64_t count = density * n * (n - 1) / 20;
    for (;;) {
      std::vector<std::pair<int64_t, int64_t>> pairs;
      for (int64_t u = 0; u < n; ++u) {
        for (int64_t v = u + 1; v < n; ++v) pairs.push_back({u, v});
      }
      rng.Shuffle(pairs);  // A uniform sample in random order: a prefix.
      std::vector<std::vector<int64_t>> adjacent(static_cast<size_t>(n));
      for (int64_t i = 0; i < count; ++i) {
        const auto [u, v] = pairs[static_cast<size_t>(i)];
        adjacent[static_cast<size_t>(u)].push_back(v);
        adjacent[static_cast<size_t>(v)].push_back(u);
      }
      const int64_t cap = rng.Uniform(0, bits - 1);
      std::vector<std::vector<int64_t>> edges;
      std::vector<int64_t> weight_at(static_cast<size_t>(n * n), -1);
      XorBasis basis;
      std::vector<bool> visited(static_cast<size_t>(n), false);
      std::vector<int64_t> xor_to(static_cast<size_t>(n), 0);
      // RLVE's recursive search, by an explicit stack of (vertex, next
      // neighbour index): the same visiting and drawing order.
      std::vector<std::pair<int64_t, size_t>> stack = {{0, 0}};
      visited[0] = true;
      while (!stack.empty()) {
        const int64_t u = stack.back().first;
        const std::vector<int64_t>& around = adjacent[static_cast<size_t>(u)];
        if (stack.back().second == around.size()) {
          stack.pop_back();
          continue;
        }
        const int64_t v = around[stack.back().second++];
        const size_t key = static_cast<size_t>(std::min(u, v) * n + std::max(u, v));
        if (!visited[static_cast<size_t>(v)]) {
          const int64_t w = rng.Uniform(0, top);
          if (weight_at[key] < 0) {
            edges.push_back({std::min(u, v), std::max(u, v), w});
            weight_at[key] = w;
          }
          xor_to[static_cast<size_t>(v)] = xor_to[static_cast<size_t>(u)] ^ w;
          visited[static_cast<size_t>(v)] = true;
          stack.push_back({v, 0});
          continue;
        }
        int64_t w = weight_at[key];
        if (w < 0) {
          if (basis.size < cap) {
            w = rng.Uniform(0, top);
          } else {
            w = xor_to[static_cast<size_t>(u)] ^ xor_to[static_cast<size_t>(v)];
            for (int bit = bits - 1; bit >= 0; --bit) {
              if (rng.Chance(1, 2)) w ^= basis.vectors[bit];
            }
          }
          edges.push_back({std::min(u, v), std::max(u, v), w});
          weight_at[key] = w;
        }
        basis.Insert(xor_to[static_cast<size_t>(u)] ^ w ^ xor_to[static_cast<size_t>(v)]);
      }
      if (!visited[static_cast<size_t>(n - 1)]) continue;
      if (basis.Maximize(xor_to[static_cast<size_t>(n - 1)]) >= top) continue;
      rng.Shuffle(edges);
      instance.edges = std::move(edges);
      return instance;
    }
  }

  void DeclareFields(environments::InstanceFields<MaxXorPathInstance>& fields) const override {
    using I = MaxXorPathInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 (int64_t{1} << kMaxBits) - 1);
  }

  absl::Status Finish(MaxXorPathInstance& instance) const override {
    const int64_t n = instance.n;
    std::vector<bool> seen(static_cast<size_t>(n * n), false);
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[0] >= n || e[1] >= n) return BadInstance("edges", "no such vertex");
      if (e[0] == e[1]) return BadInstance("edges", "a self-loop");
      const size_t key = static_cast<size_t>(std::min(e[0], e[1]) * n + std::max(e[0], e[1]));
      if (seen[key]) return BadInstance("edges", "a repeated edge");
      seen[key] = true;
    }
    const int64_t best = LargestWalkXor(n, instance.edges);
    if (best < 0) return BadInstance("edges", "vertex n-1 is not reachable from 0");
    instance.answer = absl::StrCat(best);
    return absl::OkStatus();
  }

  std::string Prompt(const MaxXorPathInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", e[0], ", ", e[1], ", ", e[2], ")");
    }
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". It has ", instance.edges.size(), " edges, one per line; \"(u, v, w)\" joins vertex "
        "u and vertex v and has weight w:\n",
        lines,
        "\n\nAmong all paths from vertex 0 to vertex ", instance.n - 1, " (a path may visit "
        "vertices and edges more than once; an edge used k times contributes its weight k "
        "times), find the **largest XOR** (bitwise exclusive or) of the weights of the edges "
        "along the path.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace max_xor_path_cc

absl::Status RegisterMaxXorPathEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MaxXorPathEnvironment>());
}

}  // namespace referee
