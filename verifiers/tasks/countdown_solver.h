// The Countdown solution space of one problem and the minimum tree
// distance (seed 002 Eq. 5–6) from a model's expression to it, computed
// without enumerating solution trees (6 numbers have ~31M trees).
//
// A solution is any binary tree over all the numbers (each once) with
// operators + - * / whose exact value is the target. The distance of Eq. 6
// is position-aligned: a label mismatch costs 1, a subtree with no
// counterpart costs its size, and children of a shared + or * may be
// matched swapped. Because the solution set is closed under swapping the
// children of + and *, the minimum over solutions with swaps equals the
// minimum without them over the same set, so the search below aligns
// children in order and lets the set supply the swapped trees.
//
// The search is f(t, M, v) = min over trees S over number subset M with
// value v of d(t, S), for t a subtree of the model's tree T:
//   t leaf,     |M| = 1:  1[t ≠ m]  (v must be m)
//   t leaf,     |M| > 1:  2|M| − 1  (S's root mismatches, its children are
//                                    unmatched: |S| in all)
//   t internal, |M| = 1:  |t|
//   t internal, |M| > 1:  min over ordered splits (A, B) of M and operators
//                         o, over x ∈ values(A), y ∈ values(B) with
//                         x o y = v, of 1[op(t) ≠ o] + f(tL, A, x)
//                         + f(tR, B, y)
// with branch and bound on lower bounds (size and leaf-multiset
// mismatches). Per-problem tables hold the values of every subset of up to
// four numbers; larger subsets are queried by splitting.
#ifndef REFEREE_VERIFIERS_TASKS_COUNTDOWN_SOLVER_H_
#define REFEREE_VERIFIERS_TASKS_COUNTDOWN_SOLVER_H_

#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "verifiers/parsing/arith.h"

namespace referee {
namespace tasks {

using ValueSet = absl::flat_hash_set<parsing::Rational>;

// Most numbers a Countdown problem may have.
inline constexpr int kMaxCountdownNumbers = 6;

// No solution exists: the distance is infinite.
inline constexpr int kNoSolution = std::numeric_limits<int>::max();

// Work units (edge checks and look-ups) one distance query may spend before
// it gives up with ResourceExhausted. Far above what 6 numbers need.
inline constexpr int64_t kDefaultDistanceBudget = 200'000'000;

// Immutable after construction; shared by concurrent queries.
class CountdownSolver {
 public:
  // 1..kMaxCountdownNumbers numbers.
  CountdownSolver(std::vector<int64_t> numbers, int64_t target);

  const std::vector<int64_t>& numbers() const { return numbers_; }
  const parsing::Rational& target() const { return target_; }
  // Whether some tree over all the numbers reaches the target.
  bool solvable() const { return solvable_; }
  // Approximate memory held, for the cache's bound.
  size_t bytes() const { return bytes_; }

  // The minimum distance from `expression` (whose literals must be exactly
  // the problem's numbers: the caller checks validity) to any solution, or
  // kNoSolution. ResourceExhausted when `budget` work units run out.
  absl::StatusOr<int> Distance(const parsing::Expression& expression,
                               int64_t budget = kDefaultDistanceBudget) const;

 private:
  friend class DistanceSearch;

  // Whether the table of `mask` is built (subsets of up to 4 numbers).
  bool HasTable(uint32_t mask) const { return built_[mask]; }
  const ValueSet& table(uint32_t mask) const { return tables_[mask]; }

  std::vector<int64_t> numbers_;
  parsing::Rational target_;
  std::vector<ValueSet> tables_;  // Indexed by subset bitmask.
  std::vector<bool> built_;       // Which tables_ entries are built.
  bool solvable_ = false;
  size_t bytes_ = 0;
};

// An LRU cache of solvers keyed by (sorted numbers, target), bounded in
// bytes; thread-safe. Hit and miss counts feed /metrics.
class CountdownSolverCache {
 public:
  explicit CountdownSolverCache(size_t max_bytes);
  ~CountdownSolverCache();

  std::shared_ptr<const CountdownSolver> Get(const std::vector<int64_t>& numbers,
                                             int64_t target);

  struct Stats {
    uint64_t hits = 0;
    uint64_t misses = 0;
    uint64_t bytes = 0;
    uint64_t entries = 0;
  };
  Stats stats() const;

  // The process-wide cache the countdown verifiers use (256 MiB).
  static CountdownSolverCache& Global();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_TASKS_COUNTDOWN_SOLVER_H_
