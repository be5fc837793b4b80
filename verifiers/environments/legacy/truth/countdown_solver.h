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
// Per problem (cold), the solutions are compiled into a DAG: a state is a
// pair (subset M of the numbers, value v) that some tree over M reaches,
// and its edges are every (operator, ordered split A|B of M, child states
// (A, x) and (B, y)) with x ∘ y = v, reachable from (all numbers, target).
// Value tables of subsets of up to four numbers make the construction a
// series of look-ups. Per rollout (warm), the search is
//   f(t, s) = min over trees S of state s of d(t, S), t a subtree of T:
//   t leaf vs a leaf state m:      1[t ≠ m]
//   t leaf vs a state of |M| > 1:  2|M| − 1 (S's root mismatches and both
//                                   its subtrees are unmatched)
//   t internal vs a leaf state:    |t|
//   t internal vs a state:         min over its edges of 1[op(t) ≠ ∘]
//                                   + f(tL, (A, x)) + f(tR, (B, y))
// memoized, by branch and bound on size and leaf-multiset lower bounds,
// starting from the distance to a greedily picked solution: integer work
// only.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_SOLVER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_SOLVER_H_

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/parsing/arith.h"
#include "verifiers/prepared_problem.h"

namespace referee {
namespace tasks {

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
  // States and edges of the solution DAG.
  size_t dag_states() const { return states_.size(); }
  size_t dag_edges() const { return edges_.size(); }

  // The minimum distance from `expression` (whose literals must be exactly
  // the problem's numbers: the caller checks validity) to any solution, or
  // kNoSolution. ResourceExhausted when `budget` work units run out.
  absl::StatusOr<int> Distance(const parsing::Expression& expression,
                               int64_t budget = kDefaultDistanceBudget) const;

 private:
  friend class DagBuilder;
  friend class DistanceSearch;

  struct Edge {
    uint32_t left_mask;  // A; the right subset is the state's mask ^ A.
    char op;
    int32_t left;        // State of (A, x).
    int32_t right;       // State of (B, y).
  };
  // The edges of one state with the same left subset, by operator:
  // edges [op_begin[k], op_begin[k + 1]) have operator "+-*/"[k].
  struct Group {
    uint32_t left_mask;
    int32_t op_begin[5];
  };
  struct State {
    uint32_t mask;
    int32_t size;         // How many numbers the mask holds.
    int32_t first_group;  // Groups [first_group, first_group + group_count).
    int32_t group_count;
  };

  std::vector<int64_t> numbers_;
  parsing::Rational target_;
  // The leaf-multiset lower bound of the search needs, for a subtree and a
  // subset, how many of the subtree's leaves the subset's numbers can
  // supply: Σ over values of min(count in subtree, count in subset). Both
  // sides are written as canonical masks: for each value, its first c
  // positions (in numbers_ order) for a count c. Then the min of two counts
  // of a value is the popcount of the AND of their masks, and the whole sum
  // is popcount(canonical(subtree) & canonical(subset)).
  // value_positions_[j]: the positions holding the j-th distinct value.
  std::vector<int64_t> distinct_;
  std::vector<uint32_t> value_positions_;
  std::vector<uint8_t> canonical_mask_;  // By subset mask.
  std::vector<uint8_t> subset_size_;
  std::vector<State> states_;
  std::vector<Group> groups_;
  std::vector<Edge> edges_;
  int32_t root_ = -1;  // State of (all numbers, target); -1: no solution.
  bool too_large_ = false;  // The build ran out of budget.
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

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// A Countdown problem ready for scoring: its solver comes from the cache of
// the task type that prepared it (built on first use, then shared).
class PreparedCountdown final : public PreparedProblem {
 public:
  PreparedCountdown(const TaskType& task, referee::v1::Problem problem,
                    CountdownSolverCache& cache);
  std::shared_ptr<const CountdownSolver> Solver() const;

 private:
  CountdownSolverCache& cache_;
  std::vector<int64_t> numbers_;
};

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_SOLVER_H_
