#include "verifiers/environments/legacy/truth/countdown_solver.h"

#include <algorithm>
#include <array>
#include <list>
#include <map>
#include <string>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"

namespace referee {
namespace tasks {

using parsing::Expression;
using parsing::Rational;

namespace {

using ValueSet = absl::flat_hash_set<Rational>;

constexpr char kOps[] = {'+', '-', '*', '/'};
constexpr int kMaxTableNumbers = 4;
// Work units (value combinations and candidate edges) one problem's DAG may
// take to build. Ordinary 6-number problems need well under a million;
// zeros can make "x * 0" reach every value of five numbers, and past this
// the problem's distances are BUDGET_EXCEEDED rather than a stall.
constexpr int64_t kBuildBudget = 3'000'000;
// Distances never exceed |T| + |S| <= 2 * (2 * 6 - 1).
constexpr int kDistanceCap = 64;

// Masks here have at most kMaxCountdownNumbers bits: a table, since
// __builtin_popcount is a library call without -mpopcnt (Debian's x86-64
// baseline), and the search counts bits once per edge group.
constexpr std::array<uint8_t, 1u << kMaxCountdownNumbers> kBitCounts = [] {
  std::array<uint8_t, 1u << kMaxCountdownNumbers> counts{};
  for (uint32_t mask = 1; mask < counts.size(); ++mask) {
    counts[mask] = static_cast<uint8_t>(counts[mask >> 1] + (mask & 1));
  }
  return counts;
}();
int PopCount(uint32_t mask) { return kBitCounts[mask]; }

// The lowest `count` set bits of `bits`.
uint32_t LowestBits(uint32_t bits, int count) {
  uint32_t lowest = 0;
  for (; count > 0 && bits != 0; --count) {
    const uint32_t low = bits & (~bits + 1);
    lowest |= low;
    bits ^= low;
  }
  return lowest;
}

// What the other operand of `op` must be for the result v: one value,
// any value, any non-zero value, or none.
struct Required {
  std::optional<Rational> value;
  bool any = false;
  bool nonzero = false;  // With `any`: only non-zero values.
};

// x op y = v with x known.
Required RightOperand(char op, const Rational& v, const Rational& x) {
  Required r;
  switch (op) {
    case '+': r.value = parsing::Subtract(v, x); break;
    case '-': r.value = parsing::Subtract(x, v); break;
    case '*':
      if (x.is_zero()) r.any = v.is_zero();
      else r.value = parsing::Divide(v, x);
      break;
    case '/':
      if (v.is_zero()) r.any = r.nonzero = x.is_zero();
      else if (!x.is_zero()) r.value = parsing::Divide(x, v);
      break;
  }
  return r;
}

// x op y = v with y known.
Required LeftOperand(char op, const Rational& v, const Rational& y) {
  Required r;
  switch (op) {
    case '+': r.value = parsing::Subtract(v, y); break;
    case '-': r.value = parsing::Add(v, y); break;
    case '*':
      if (y.is_zero()) r.any = v.is_zero();
      else r.value = parsing::Divide(v, y);
      break;
    case '/':
      if (!y.is_zero()) r.value = parsing::Multiply(v, y);
      break;
  }
  return r;
}

}  // namespace

// Compiles a problem's solutions into the DAG (see the header).
class DagBuilder {
 public:
  explicit DagBuilder(CountdownSolver& solver)
      : solver_(solver), n_(static_cast<int>(solver.numbers_.size())) {
    const uint32_t full = (1u << n_) - 1;
    tables_.resize(full + 1);
    built_.assign(full + 1, false);
    // Tables of every subset of up to four numbers, smallest first.
    std::vector<uint32_t> masks;
    for (uint32_t mask = 1; mask <= full; ++mask) {
      if (PopCount(mask) <= kMaxTableNumbers) masks.push_back(mask);
    }
    std::stable_sort(masks.begin(), masks.end(), [](uint32_t x, uint32_t y) {
      return PopCount(x) < PopCount(y);
    });
    for (uint32_t mask : masks) tables_[mask] = Combine(mask), built_[mask] = true;
  }

  // Whether the build ran out of budget (the DAG is then incomplete).
  bool exhausted() const { return budget_ < 0; }

  // The state of (mask, v), built with all its descendants, or -1.
  int32_t Build(uint32_t mask, const Rational& v) {
    const auto key = std::make_pair(mask, v);
    if (auto it = ids_.find(key); it != ids_.end()) return it->second;
    int32_t id = -1;
    if (PopCount(mask) == 1) {
      if (v == Number(mask)) id = AddState(mask, {});
    } else if (!built_[mask] || tables_[mask].contains(v)) {
      std::vector<CountdownSolver::Edge> edges = EdgesOf(mask, v);
      if (!edges.empty()) id = AddState(mask, std::move(edges));
    }
    ids_.emplace(key, id);
    return id;
  }

 private:
  Rational Number(uint32_t mask) const {
    return Rational::Integer(solver_.numbers_[__builtin_ctz(mask)]);
  }

  // Every value of a subset from its splits' tables.
  ValueSet Combine(uint32_t mask) {
    ValueSet values;
    if (PopCount(mask) == 1) {
      values.insert(Number(mask));
      return values;
    }
    for (uint32_t a = (mask - 1) & mask; a != 0; a = (a - 1) & mask) {
      const uint32_t b = mask ^ a;
      if (a < b) continue;  // Each unordered split once.
      const ValueSet& xs = Values(a);
      const ValueSet& ys = Values(b);
      for (const Rational& x : xs) {
        for (const Rational& y : ys) {
          if (!Spend()) return values;
          for (char op : kOps) {
            if (auto r = parsing::Apply(op, x, y)) values.insert(*r);
            if (auto r = parsing::Apply(op, y, x)) values.insert(*r);
          }
        }
      }
    }
    return values;
  }

  // A subset's values: its table, or (rarely: only for products and
  // quotients with zero over five numbers) one combined on demand.
  const ValueSet& Values(uint32_t mask) {
    if (!built_[mask]) {
      tables_[mask] = Combine(mask);
      built_[mask] = true;
    }
    return tables_[mask];
  }

  // The edges of (mask, v), grouped by the left subset.
  std::vector<CountdownSolver::Edge> EdgesOf(uint32_t mask, const Rational& v) {
    std::vector<CountdownSolver::Edge> edges;
    for (uint32_t a = (mask - 1) & mask; a != 0; a = (a - 1) & mask) {
      const uint32_t b = mask ^ a;
      for (char op : kOps) {
        auto add = [&](const Rational& x, const Rational& y) {
          if (!Spend()) return;
          const int32_t left = Build(a, x);
          if (left < 0) return;
          const int32_t right = Build(b, y);
          if (right < 0) return;
          edges.push_back({a, op, left, right});
        };
        // Enumerate the side with a table, the smaller if both have one.
        const bool left_side =
            built_[a] && (!built_[b] || tables_[a].size() <= tables_[b].size());
        if (left_side) {
          for (const Rational& x : tables_[a]) {
            const Required y = RightOperand(op, v, x);
            if (y.value) {
              add(x, *y.value);
            } else if (y.any) {
              for (const Rational& w : Values(b)) {
                if (!y.nonzero || !w.is_zero()) add(x, w);
              }
            }
          }
        } else {
          for (const Rational& y : tables_[b]) {
            const Required x = LeftOperand(op, v, y);
            if (x.value) {
              add(*x.value, y);
            } else if (x.any) {
              for (const Rational& w : Values(a)) add(w, y);
            }
          }
        }
      }
    }
    return edges;
  }

  // `edges` come grouped by left subset and, within a group, by operator
  // in "+-*/" order (EdgesOf's loops).
  int32_t AddState(uint32_t mask, std::vector<CountdownSolver::Edge> edges) {
    CountdownSolver::State state;
    state.mask = mask;
    state.size = PopCount(mask);
    state.first_group = static_cast<int32_t>(solver_.groups_.size());
    const int32_t base = static_cast<int32_t>(solver_.edges_.size());
    for (size_t begin = 0; begin < edges.size();) {
      CountdownSolver::Group group;
      group.left_mask = edges[begin].left_mask;
      size_t end = begin;
      for (int k = 0; k < 4; ++k) {
        group.op_begin[k] = base + static_cast<int32_t>(end);
        while (end < edges.size() && edges[end].left_mask == group.left_mask &&
               edges[end].op == kOps[k]) {
          ++end;
        }
      }
      group.op_begin[4] = base + static_cast<int32_t>(end);
      solver_.groups_.push_back(group);
      begin = end;
    }
    state.group_count =
        static_cast<int32_t>(solver_.groups_.size()) - state.first_group;
    solver_.edges_.insert(solver_.edges_.end(), edges.begin(), edges.end());
    solver_.states_.push_back(state);
    return static_cast<int32_t>(solver_.states_.size()) - 1;
  }

  bool Spend() { return --budget_ >= 0; }

  CountdownSolver& solver_;
  const int n_;
  int64_t budget_ = kBuildBudget;
  std::vector<ValueSet> tables_;
  std::vector<bool> built_;
  absl::flat_hash_map<std::pair<uint32_t, Rational>, int32_t> ids_;
};

// One query: memo and lower bounds over (answer subtree, DAG state).
class DistanceSearch {
 public:
  DistanceSearch(const CountdownSolver& solver, const Expression& expression,
                 int64_t budget)
      : solver_(solver), expression_(expression), budget_(budget) {
    // A valid answer has one leaf per number: at most 11 nodes, so all the
    // per-node data lives in fixed arrays (no allocation per query).
    const size_t n = expression.nodes.size();
    // How many leaves of each subtree hold each distinct value, then the
    // subtree's canonical mask (see CountdownSolver::canonical_mask_).
    std::array<std::array<uint8_t, kMaxCountdownNumbers>, kMaxNodes> counts;
    const auto& distinct = solver.distinct_;
    for (size_t i = 0; i < n; ++i) {  // Post-order: children first.
      const parsing::ExprNode& e = expression.nodes[i];
      counts[i].fill(0);
      if (e.op == 0) {
        leaves_[i] = size_[i] = 1;
        // The answer is valid, so every leaf is one of the numbers.
        const size_t j = std::lower_bound(distinct.begin(), distinct.end(), e.value) -
                         distinct.begin();
        if (j < distinct.size() && distinct[j] == e.value) counts[i][j] = 1;
      } else {
        leaves_[i] = leaves_[e.left] + leaves_[e.right];
        size_[i] = size_[e.left] + size_[e.right] + 1;
        for (size_t j = 0; j < distinct.size() && j < counts[i].size(); ++j) {
          counts[i][j] = counts[e.left][j] + counts[e.right][j];
        }
      }
      uint32_t canonical = 0;
      for (size_t j = 0; j < distinct.size(); ++j) {
        canonical |= LowestBits(solver.value_positions_[j], counts[i][j]);
      }
      canonical_[i] = canonical;
    }
    // The memo is a dense (state, subtree) array reused by this thread's
    // queries: a new stamp empties it without clearing memory.
    nodes_ = n;
    Scratch& scratch = ThreadScratch();
    const size_t cells = solver.states_.size() * n;
    if (scratch.memo.size() < cells) scratch.memo.resize(cells);
    if (++scratch.stamp == 0) {  // Wrapped: stale stamps could match.
      std::fill(scratch.memo.begin(), scratch.memo.end(), MemoEntry());
      scratch.stamp = 1;
    }
    memo_ = scratch.memo.data();
    stamp_ = scratch.stamp;
  }

  bool exhausted() const { return budget_ < 0; }
  int root() const { return expression_.root(); }

  // A distance lower bound between subtree t and any tree over `mask`:
  // unmatched nodes (the sizes differ by 2·|k − m|) and leaves whose value
  // no number of `mask` can supply.
  int LowerBound(int t, uint32_t mask) const {
    const int common = PopCount(canonical_[t] & solver_.canonical_mask_[mask]);
    const int k = leaves_[t], m = solver_.subset_size_[mask];
    return std::max(2 * std::abs(k - m), k - common);
  }

  // The distance from subtree t to one tree of state s, picked greedily
  // (at each node the edge with the smallest lower bound): an upper bound.
  int Greedy(int t, int32_t s) {
    const parsing::ExprNode& e = expression_.nodes[t];
    const CountdownSolver::State& state = solver_.states_[s];
    if (state.size == 1) {
      if (e.op != 0) return size_[t];
      return e.value == solver_.numbers_[__builtin_ctz(state.mask)] ? 0 : 1;
    }
    if (e.op == 0) return 2 * state.size - 1;
    int best_bound = 1 << 20;
    const CountdownSolver::Edge* best = nullptr;
    const CountdownSolver::Group* groups = &solver_.groups_[state.first_group];
    for (int g = 0; g < state.group_count; ++g) {
      const CountdownSolver::Group& group = groups[g];
      const int bound = LowerBound(e.left, group.left_mask) +
                        LowerBound(e.right, state.mask ^ group.left_mask);
      for (int op = 0; op < 4; ++op) {
        if (group.op_begin[op] == group.op_begin[op + 1]) continue;
        const int total = bound + (kOps[op] == e.op ? 0 : 1);
        if (total < best_bound) {
          best_bound = total;
          best = &solver_.edges_[group.op_begin[op]];
        }
      }
    }
    return (best->op == e.op ? 0 : 1) + Greedy(e.left, best->left) +
           Greedy(e.right, best->right);
  }

  // min(distance of subtree t to the trees of state s, cap + 1).
  int Distance(int t, int32_t s, int cap) {
    if (exhausted()) return cap + 1;
    const uint32_t mask = solver_.states_[s].mask;
    int lower = LowerBound(t, mask);
    if (lower > cap) return cap + 1;
    MemoEntry* entry = &memo_[static_cast<size_t>(s) * nodes_ + t];
    if (entry->stamp == stamp_) {
      if (entry->exact) return std::min<int>(entry->value, cap + 1);
      if (entry->value > cap) return cap + 1;
      lower = std::max<int>(lower, entry->value);
    }
    const int result = Compute(t, s, cap, lower);
    entry = &memo_[static_cast<size_t>(s) * nodes_ + t];
    if (entry->stamp != stamp_) *entry = {0, false, stamp_};
    if (result <= cap) {
      entry->value = static_cast<int16_t>(result);
      entry->exact = true;
    } else if (!entry->exact) {
      entry->value = static_cast<int16_t>(std::max(entry->value, static_cast<int16_t>(cap + 1)));
    }
    return result;
  }

 private:
  struct MemoEntry {
    int16_t value = 0;  // The distance, or a lower bound when !exact.
    bool exact = false;
    uint32_t stamp = 0;  // Valid only when equal to the query's stamp.
  };
  struct Scratch {
    std::vector<MemoEntry> memo;
    uint32_t stamp = 0;
  };
  static Scratch& ThreadScratch() {
    static thread_local Scratch scratch;
    return scratch;
  }

  int Compute(int t, int32_t s, int cap, int lower) {
    const parsing::ExprNode& e = expression_.nodes[t];
    const CountdownSolver::State& state = solver_.states_[s];
    const int m = state.size;
    if (m == 1) {
      if (e.op != 0) return std::min(size_[t], cap + 1);
      const int64_t number = solver_.numbers_[__builtin_ctz(state.mask)];
      return std::min(e.value == number ? 0 : 1, cap + 1);
    }
    // A leaf against a tree of m leaves: its root mismatches and both of its
    // subtrees are unmatched, |S| = 2m − 1 in all.
    if (e.op == 0) return std::min(2 * m - 1, cap + 1);
    int best = cap + 1;
    int own_op = 0;  // Index of the model's operator in "+-*/".
    while (kOps[own_op] != e.op) ++own_op;
    const CountdownSolver::Group* groups = &solver_.groups_[state.first_group];
    for (int g = 0; g < state.group_count; ++g) {
      const CountdownSolver::Group& group = groups[g];
      const uint32_t b = state.mask ^ group.left_mask;
      const int left_lower = LowerBound(e.left, group.left_mask);
      const int right_lower = LowerBound(e.right, b);
      // The model's own operator first, as it costs nothing; then the rest.
      for (int k = 0; k < 4; ++k) {
        const int op = k == 0 ? own_op : (k - 1 < own_op ? k - 1 : k);
        const int mismatch = k == 0 ? 0 : 1;
        if (mismatch + left_lower + right_lower >= best) {
          if (k == 0) continue;
          break;
        }
        for (int i = group.op_begin[op]; i < group.op_begin[op + 1]; ++i) {
          const CountdownSolver::Edge& edge = solver_.edges_[i];
          if (--budget_ < 0) return best;
          const int left_cap = best - 1 - mismatch - right_lower;
          if (left_cap < left_lower) break;
          const int l = Distance(e.left, edge.left, left_cap);
          if (l > left_cap) continue;
          const int right_cap = best - 1 - mismatch - l;
          const int r = Distance(e.right, edge.right, right_cap);
          if (r > right_cap) continue;
          best = mismatch + l + r;
          if (best <= lower) return best;
        }
      }
    }
    return best;
  }

  const CountdownSolver& solver_;
  const Expression& expression_;
  int64_t budget_;
  static constexpr size_t kMaxNodes = 2 * kMaxCountdownNumbers - 1;
  std::array<int, kMaxNodes> leaves_, size_;
  // Per subtree, its leaves as a canonical mask.
  std::array<uint32_t, kMaxNodes> canonical_;
  size_t nodes_ = 0;
  MemoEntry* memo_ = nullptr;
  uint32_t stamp_ = 0;
};

CountdownSolver::CountdownSolver(std::vector<int64_t> numbers, int64_t target)
    : numbers_(std::move(numbers)), target_(Rational::Integer(target)) {
  distinct_ = numbers_;
  std::sort(distinct_.begin(), distinct_.end());
  distinct_.erase(std::unique(distinct_.begin(), distinct_.end()), distinct_.end());
  value_positions_.assign(distinct_.size(), 0);
  for (size_t i = 0; i < numbers_.size(); ++i) {
    const size_t j = std::lower_bound(distinct_.begin(), distinct_.end(), numbers_[i]) -
                     distinct_.begin();
    value_positions_[j] |= 1u << i;
  }
  const size_t subsets = size_t{1} << numbers_.size();
  canonical_mask_.resize(subsets);
  subset_size_.resize(subsets);
  for (uint32_t mask = 0; mask < subsets; ++mask) {
    subset_size_[mask] = static_cast<uint8_t>(PopCount(mask));
    uint32_t canonical = 0;
    for (uint32_t positions : value_positions_) {
      canonical |= LowestBits(positions, PopCount(mask & positions));
    }
    canonical_mask_[mask] = static_cast<uint8_t>(canonical);
  }
  {
    DagBuilder builder(*this);
    root_ = builder.Build((1u << numbers_.size()) - 1, target_);
    too_large_ = builder.exhausted();
  }
  if (too_large_) {
    // An incomplete DAG would give wrong distances: keep none.
    root_ = -1;
    states_ = {};
    groups_ = {};
    edges_ = {};
  }
  solvable_ = root_ >= 0;
  bytes_ = sizeof(*this) + states_.capacity() * sizeof(State) +
           groups_.capacity() * sizeof(Group) + edges_.capacity() * sizeof(Edge) +
           canonical_mask_.capacity() + value_positions_.capacity() * 4 +
           subset_size_.capacity() + (numbers_.capacity() + distinct_.capacity()) * 8;
}

absl::StatusOr<int> CountdownSolver::Distance(const Expression& expression,
                                              int64_t budget) const {
  if (expression.nodes.size() != 2 * numbers_.size() - 1) {
    return absl::InvalidArgumentError(
        "countdown distance: the answer does not use every number once");
  }
  if (too_large_) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "countdown: the problem's solution space exceeds the build budget of ",
        kBuildBudget, " units"));
  }
  if (!solvable_) return kNoSolution;
  DistanceSearch search(*this, expression, budget);
  // A greedily picked solution bounds the distance from above; one
  // branch-and-bound pass then looks for anything better.
  const int upper = search.Greedy(search.root(), root_);
  int d = upper;
  if (upper > 0) {
    const int found = search.Distance(search.root(), root_, upper - 1);
    if (found <= upper - 1) d = found;
  }
  if (search.exhausted()) {
    return absl::ResourceExhaustedError(
        absl::StrCat("countdown distance: work budget of ", budget,
                     " units exhausted"));
  }
  return d > kDistanceCap ? kNoSolution : d;
}

// ------------------------------------------------------------------ cache

// The cache's own cost per entry: key string, list node, hash slot.
constexpr size_t kEntryOverhead = 256;

struct CountdownSolverCache::State {
  using Key = std::string;
  absl::Mutex mu;
  size_t max_bytes;
  size_t bytes ABSL_GUARDED_BY(mu) = 0;
  uint64_t hits ABSL_GUARDED_BY(mu) = 0;
  uint64_t misses ABSL_GUARDED_BY(mu) = 0;
  // Most recent first.
  std::list<std::pair<Key, std::shared_ptr<const CountdownSolver>>> lru
      ABSL_GUARDED_BY(mu);
  absl::flat_hash_map<Key, decltype(lru)::iterator> index ABSL_GUARDED_BY(mu);
};

CountdownSolverCache::CountdownSolverCache(size_t max_bytes)
    : state_(std::make_unique<State>()) {
  state_->max_bytes = max_bytes;
}

CountdownSolverCache::~CountdownSolverCache() = default;

std::shared_ptr<const CountdownSolver> CountdownSolverCache::Get(
    const std::vector<int64_t>& numbers, int64_t target) {
  // The solution set does not depend on the numbers' order.
  std::vector<int64_t> sorted = numbers;
  std::sort(sorted.begin(), sorted.end());
  std::string key = absl::StrCat(target, ":");
  for (int64_t number : sorted) absl::StrAppend(&key, number, ",");
  State& s = *state_;
  {
    absl::MutexLock lock(&s.mu);
    auto it = s.index.find(key);
    if (it != s.index.end()) {
      ++s.hits;
      s.lru.splice(s.lru.begin(), s.lru, it->second);
      return it->second->second;
    }
    ++s.misses;
  }
  // Built outside the lock; two threads may build the same problem once
  // each, and the second insert is dropped.
  auto solver = std::make_shared<const CountdownSolver>(sorted, target);
  absl::MutexLock lock(&s.mu);
  if (s.index.contains(key)) return solver;
  s.lru.emplace_front(key, solver);
  s.index[key] = s.lru.begin();
  s.bytes += solver->bytes() + kEntryOverhead;
  while (s.bytes > s.max_bytes && s.lru.size() > 1) {
    s.bytes -= s.lru.back().second->bytes() + kEntryOverhead;
    s.index.erase(s.lru.back().first);
    s.lru.pop_back();
  }
  return solver;
}

CountdownSolverCache::Stats CountdownSolverCache::stats() const {
  absl::MutexLock lock(&state_->mu);
  return {state_->hits, state_->misses, state_->bytes, state_->lru.size()};
}

PreparedCountdown::PreparedCountdown(const TaskType& task,
                                     referee::v1::Problem problem,
                                     CountdownSolverCache& cache)
    : PreparedProblem(task, std::move(problem)), cache_(cache) {
  numbers_.assign(this->problem().countdown().numbers().begin(),
                  this->problem().countdown().numbers().end());
}

std::shared_ptr<const CountdownSolver> PreparedCountdown::Solver() const {
  return cache_.Get(numbers_, problem().countdown().target());
}

}  // namespace tasks
}  // namespace referee
