#include "verifiers/environments/optimization/tsp.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace tsp_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 9;
constexpr int64_t kMinCities = 3;
constexpr int64_t kMaxCities = kMaxDifficulty + 4;  // 13.
constexpr int64_t kMaxDistance = 1'000'000;

using Matrix = std::vector<std::vector<int64_t>>;

struct TspInstance {
  int64_t n = 0;
  Matrix distances;  // Symmetric, zero diagonal.
  // Derived: an optimal tour (starting at city 0) and its length.
  std::vector<int64_t> best;
  int64_t optimum = 0;
};

// The cities as read; `count` counts every token, `values` keeps at most
// N + 1 of them (more than N always repeats one).
using Tour = parsing::IntegerTokens;

int64_t Distance(const TspInstance& instance, int64_t a, int64_t b) {
  return instance.distances[static_cast<size_t>(a)][static_cast<size_t>(b)];
}

// The length of the path through `cities` (not closed).
int64_t PathLength(const TspInstance& instance,
                   const std::vector<int64_t>& cities) {
  int64_t total = 0;
  for (size_t i = 0; i + 1 < cities.size(); ++i) {
    total += Distance(instance, cities[i], cities[i + 1]);
  }
  return total;
}

// Held–Karp: the shortest path from `last` through every city of `rest`
// and back to `start`; its length, and the order of `rest` on it in
// `order` when not null. 2^m·m^2 steps for m = rest.size() (m <= 12).
int64_t ShortestClosing(const TspInstance& instance, int64_t start,
                        int64_t last, const std::vector<int64_t>& rest,
                        std::vector<int64_t>* order) {
  const size_t m = rest.size();
  if (m == 0) return Distance(instance, last, start);
  constexpr int64_t kInf = std::numeric_limits<int64_t>::max() / 4;
  const size_t full = (size_t{1} << m) - 1;
  // best[mask * m + j]: from `last` through the cities of mask, ending at
  // rest[j] (j in mask); came[...] the city before rest[j] on it.
  std::vector<int64_t> best((full + 1) * m, kInf);
  std::vector<uint8_t> came((full + 1) * m, 0);
  for (size_t j = 0; j < m; ++j) {
    best[(size_t{1} << j) * m + j] = Distance(instance, last, rest[j]);
  }
  for (size_t mask = 1; mask <= full; ++mask) {
    for (size_t j = 0; j < m; ++j) {
      const int64_t here = best[mask * m + j];
      if (!(mask >> j & 1) || here >= kInf) continue;
      for (size_t k = 0; k < m; ++k) {
        if (mask >> k & 1) continue;
        const size_t next = (mask | size_t{1} << k) * m + k;
        const int64_t length = here + Distance(instance, rest[j], rest[k]);
        if (length < best[next]) {
          best[next] = length;
          came[next] = static_cast<uint8_t>(j);
        }
      }
    }
  }
  int64_t shortest = kInf;
  size_t end = 0;
  for (size_t j = 0; j < m; ++j) {
    const int64_t length = best[full * m + j] + Distance(instance, rest[j], start);
    if (length < shortest) {
      shortest = length;
      end = j;
    }
  }
  if (order != nullptr) {
    std::vector<int64_t> reversed;
    size_t mask = full, j = end;
    while (true) {
      reversed.push_back(rest[j]);
      const size_t before = came[mask * m + j];
      mask &= ~(size_t{1} << j);
      if (mask == 0) break;
      j = before;
    }
    order->assign(reversed.rbegin(), reversed.rend());
  }
  return shortest;
}

void Solve(TspInstance& instance) {
  const int64_t n = static_cast<int64_t>(instance.distances.size());
  std::vector<int64_t> rest, order;
  for (int64_t c = 1; c < n; ++c) rest.push_back(c);
  instance.optimum = ShortestClosing(instance, 0, 0, rest, &order);
  instance.best = {0};
  instance.best.insert(instance.best.end(), order.begin(), order.end());
}

class TspEnvironment final
    : public environments::OptimizationEnvironment<TspInstance, Tour> {
 public:
  TspEnvironment()
      : OptimizationEnvironment(
            {"tsp", "VAST:tsp", kMaxDifficulty,
             "Visit N cities on the shortest closed tour (VAST TSP, symmetric integer distances, "
             "graded against the exact optimum).",
             /*difficulty_help=*/"N = d + 4 cities, symmetric distances 1..10+5d"}) {}

 protected:
  TspInstance Make(int difficulty, tasks::Rng& rng) const override {
    // The registry rejects levels past the top; Held–Karp's tables grow as
    // 2^N, so never generate more.
    difficulty = std::min(difficulty, kMaxDifficulty);
    const size_t n = static_cast<size_t>(difficulty) + 4;
    TspInstance instance;
    instance.n = static_cast<int64_t>(n);
    instance.distances.assign(n, std::vector<int64_t>(n, 0));
    for (size_t i = 0; i < n; ++i) {
      for (size_t j = i + 1; j < n; ++j) {
        instance.distances[i][j] = instance.distances[j][i] =
            rng.Uniform(1, 10 + 5 * difficulty);
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TspInstance>& fields) const override {
    using I = TspInstance;
    const auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, kMinCities, kMaxCities)
        .IntRows("distances", &I::distances, kMaxCities, n, 0, kMaxDistance)
        .SizedBy(n);
  }
  absl::Status Finish(TspInstance& instance) const override {
    const Matrix& distances = instance.distances;
    for (size_t i = 0; i < distances.size(); ++i) {
      if (distances[i][i] != 0) {
        return BadInstance("distances", absl::StrCat("[", i, "][", i, "] is not 0"));
      }
      for (size_t j = 0; j < i; ++j) {
        if (distances[i][j] != distances[j][i]) {
          return BadInstance("distances", absl::StrCat("[", i, "][", j, "] != [", j, "][", i,
                                                       "] (not symmetric)"));
        }
      }
    }
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const TspInstance& instance) const override {
    const size_t n = instance.distances.size();
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should be the ",
        n,
        " cities in visiting order, each exactly once (do not repeat the "
        "first city at the end), separated by **spaces**, inside <answer> "
        "</answer> tags.\n"
        "Example: <answer>0 2 1 3</answer>; for 4 cities, this means the tour "
        "0 -> 2 -> 1 -> 3 -> 0.");
  }
  std::string Statement(const TspInstance& instance) const override {
    const size_t n = instance.distances.size();
    std::string rows;
    for (const std::vector<int64_t>& row : instance.distances) {
      absl::StrAppend(&rows, absl::StrJoin(row, " "), "\n");
    }
    return absl::StrCat(
        "There are ", n, " cities labeled from `0` to `", n - 1,
        "`. The distance between cities i and j is D[i][j] (the same in both "
        "directions); the distance matrix, row i listing D[i][0] ... D[i][",
        n - 1, "]:\n", rows,
        "\nFind a closed tour that visits every city exactly once and returns "
        "to the city it started from, with the smallest total distance.");
  }

  std::string Reference(const TspInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  // The incremental form: each action is the tour's next city, {"city": c};
  // the first one is where the tour starts (any city, as in the whole
  // answer). The tour so far is the cities in order, as "c0 c1 ..." reads.
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"city"});
  }
  // Step (seed 003 §3.2): a solution holds every city once.
  int64_t MaxActions(const TspInstance& instance) const override {
    return static_cast<int64_t>(instance.distances.size());
  }
  int MaxActionsAt(int difficulty) const override {
    return std::min(difficulty, kMaxDifficulty) + 4;
  }
  // The state prompt's note: the statement is written for the whole answer.
  std::string ActionNote(const TspInstance&) const override {
    return "The first action names the city the tour starts from; each next action, the "
           "city visited next.";
  }
  // nullopt for a city that does not exist; a repeated one is left to
  // Feasible.
  std::optional<Tour> FromActions(
      const TspInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const size_t n = instance.distances.size();
    Tour tour;
    tour.count = actions.size();
    tour.values.reserve(std::min(actions.size(), n + 1));
    for (const environments::JsonAction& action : actions) {
      if (action.size() != 1 || action[0] < 0 || action[0] >= static_cast<int64_t>(n)) {
        return std::nullopt;
      }
      if (tour.values.size() <= n) tour.values.push_back(action[0]);  // As ParseSolution.
    }
    return tour;
  }
  // The reference tour (from city 0), city by city.
  std::vector<environments::JsonAction> OptimalPath(const TspInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (int64_t city : instance.best) path.push_back({city});
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMinimize;
  }
  std::optional<Tour> ParseSolution(const TspInstance& instance,
                                    absl::string_view answer) const override {
    return parsing::ParseIntegerTokens(answer, instance.distances.size() + 1);
  }
  bool Feasible(const TspInstance& instance, const Tour& tour) const override {
    const size_t n = instance.distances.size();
    if (tour.count > n) return false;  // Some city repeats.
    std::vector<bool> seen(n, false);
    for (int64_t city : tour.values) {
      // Range first: negatives and kHugeToken must not index `seen`.
      if (city < 0 || city >= static_cast<int64_t>(n) ||
          seen[static_cast<size_t>(city)]) {
        return false;
      }
      seen[static_cast<size_t>(city)] = true;
    }
    return true;
  }
  bool Complete(const TspInstance& instance, const Tour& tour) const override {
    return tour.count == instance.distances.size();
  }
  int64_t Evaluate(const TspInstance& instance,
                   const Tour& tour) const override {
    return PathLength(instance, tour.values) +
           Distance(instance, tour.values.back(), tour.values.front());
  }
  int64_t BestCompletion(const TspInstance& instance, const Tour& tour,
                         int64_t budget) const override {
    // No city fixed yet: every tour is open, the optimum is known.
    if (tour.values.empty()) return instance.optimum;
    const size_t n = instance.distances.size();
    std::vector<bool> visited(n, false);
    for (int64_t city : tour.values) visited[static_cast<size_t>(city)] = true;
    std::vector<int64_t> rest;
    for (size_t c = 0; c < n; ++c) {
      if (!visited[c]) rest.push_back(static_cast<int64_t>(c));
    }
    const int64_t start = tour.values.front();
    int64_t last = tour.values.back();
    const int64_t base = PathLength(instance, tour.values);
    const int64_t m = static_cast<int64_t>(rest.size());
    if ((int64_t{1} << m) * m * m <= budget) {
      return base + ShortestClosing(instance, start, last, rest, nullptr);
    }
    // Over budget: nearest neighbour from the last city, a sound
    // completion in O(m^2).
    int64_t length = base;
    for (int64_t step = 0; step < m; ++step) {
      size_t pick = n;
      for (size_t c = 0; c < n; ++c) {
        if (!visited[c] &&
            (pick == n || Distance(instance, last, static_cast<int64_t>(c)) <
                              Distance(instance, last,
                                       static_cast<int64_t>(pick)))) {
          pick = c;
        }
      }
      visited[pick] = true;
      length += Distance(instance, last, static_cast<int64_t>(pick));
      last = static_cast<int64_t>(pick);
    }
    return length + Distance(instance, last, start);
  }
  int64_t Optimum(const TspInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace tsp_cc

absl::Status RegisterTspEnvironment(Catalog& catalog,
                                    const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<TspEnvironment>());
}

}  // namespace referee
