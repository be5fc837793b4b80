#include "verifiers/tasks/countdown_solver.h"

#include <algorithm>
#include <list>
#include <map>
#include <string>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"

namespace referee {
namespace tasks {

using parsing::Expression;
using parsing::Rational;

namespace {

constexpr char kOps[] = {'+', '-', '*', '/'};
constexpr int kMaxTableNumbers = 4;
// Distances never exceed |T| + |S| <= 2 * (2 * 6 - 1).
constexpr int kDistanceCap = 64;

int PopCount(uint32_t mask) { return __builtin_popcount(mask); }

// Calls fn(value) when the operation had a representable result.
template <typename Fn>
void IfValue(const std::optional<Rational>& value, Fn fn) {
  if (value) fn(*value);
}

}  // namespace

// One query's search state: memo tables and the work budget. Also used by
// the solver's constructor to decide solvability.
class DistanceSearch {
 public:
  DistanceSearch(const CountdownSolver& solver, const Expression* expression,
                 int64_t budget)
      : solver_(solver), expression_(expression), budget_(budget) {
    if (expression_ != nullptr) IndexTree();
  }

  bool exhausted() const { return budget_ < 0; }

  // Whether some tree over `mask` has value v.
  bool Reach(uint32_t mask, const Rational& v) {
    if (solver_.HasTable(mask) || PopCount(mask) == 1) return Member(mask, v);
    auto key = std::make_pair(mask, v);
    if (auto it = reach_memo_.find(key); it != reach_memo_.end()) {
      return it->second;
    }
    bool found = false;
    for (uint32_t a = (mask - 1) & mask; a != 0 && !found; a = (a - 1) & mask) {
      for (char op : kOps) {
        ForEachPair(mask, v, op, a, [&](const Rational&, const Rational&) {
          found = true;
          return false;
        });
        if (found || exhausted()) break;
      }
    }
    reach_memo_.emplace(key, found);
    return found;
  }

  // min(distance of node `t` to trees over `mask` with value v, cap + 1).
  int Distance(int t, uint32_t mask, const Rational& v, int cap) {
    if (exhausted()) return cap + 1;
    int lower = LowerBound(t, mask);
    if (lower > cap) return cap + 1;
    const MemoKey key{t, mask, v};
    if (auto it = memo_.find(key); it != memo_.end()) {
      if (it->second.exact) return std::min(it->second.value, cap + 1);
      if (it->second.value > cap) return cap + 1;
      lower = std::max(lower, it->second.value);
    }
    const int result = Compute(t, mask, v, cap, lower);
    MemoEntry& entry = memo_[key];
    if (result <= cap) {
      entry = {result, true};
    } else if (!entry.exact) {
      entry.value = std::max(entry.value, cap + 1);  // Known: > cap.
    }
    return result;
  }

  int root() const { return expression_->root(); }

 private:
  struct MemoKey {
    int t;
    uint32_t mask;
    Rational v;
    bool operator==(const MemoKey& o) const {
      return t == o.t && mask == o.mask && v == o.v;
    }
    template <typename H>
    friend H AbslHashValue(H h, const MemoKey& k) {
      return H::combine(std::move(h), k.t, k.mask, k.v);
    }
  };
  struct MemoEntry {
    int value = 0;  // Exact distance, or a strict lower bound when !exact.
    bool exact = false;
  };

  bool Spend(int64_t units = 1) {
    budget_ -= units;
    return budget_ >= 0;
  }

  const parsing::ExprNode& node(int t) const { return expression_->nodes[t]; }
  const std::vector<int64_t>& numbers() const { return solver_.numbers(); }

  // Leaf counts, sizes and sorted leaf values of every subtree.
  void IndexTree() {
    const size_t n = expression_->nodes.size();
    leaves_.resize(n);
    size_.resize(n);
    leaf_values_.resize(n);
    for (size_t i = 0; i < n; ++i) {  // Post-order: children first.
      const parsing::ExprNode& e = expression_->nodes[i];
      if (e.op == 0) {
        leaves_[i] = 1;
        size_[i] = 1;
        leaf_values_[i] = {e.value};
      } else {
        leaves_[i] = leaves_[e.left] + leaves_[e.right];
        size_[i] = size_[e.left] + size_[e.right] + 1;
        leaf_values_[i] = leaf_values_[e.left];
        leaf_values_[i].insert(leaf_values_[i].end(),
                               leaf_values_[e.right].begin(),
                               leaf_values_[e.right].end());
        std::sort(leaf_values_[i].begin(), leaf_values_[i].end());
      }
    }
    lower_bounds_.assign(n << numbers().size(), -1);
  }

  // A distance lower bound between subtree t and any tree over `mask`:
  // unmatched nodes (the sizes differ by 2·|k − m|) and leaves whose value
  // no number of `mask` can supply.
  int LowerBound(int t, uint32_t mask) {
    int8_t& cached = lower_bounds_[(static_cast<size_t>(t) << numbers().size()) | mask];
    if (cached >= 0) return cached;
    std::vector<int64_t> available;
    for (size_t i = 0; i < numbers().size(); ++i) {
      if (mask >> i & 1) available.push_back(numbers()[i]);
    }
    std::sort(available.begin(), available.end());
    const std::vector<int64_t>& have = leaf_values_[t];
    size_t i = 0, j = 0, common = 0;
    while (i < have.size() && j < available.size()) {
      if (have[i] == available[j]) {
        ++common, ++i, ++j;
      } else if (have[i] < available[j]) {
        ++i;
      } else {
        ++j;
      }
    }
    const int k = leaves_[t], m = PopCount(mask);
    cached = static_cast<int8_t>(
        std::max(2 * std::abs(k - m), k - static_cast<int>(common)));
    return cached;
  }

  int Compute(int t, uint32_t mask, const Rational& v, int cap, int lower) {
    const parsing::ExprNode& e = node(t);
    const int m = PopCount(mask);
    if (m == 1) {
      const int64_t number = numbers()[__builtin_ctz(mask)];
      if (v != Rational::Integer(number)) return cap + 1;
      if (e.op != 0) return std::min(size_[t], cap + 1);
      return std::min(e.value == number ? 0 : 1, cap + 1);
    }
    if (e.op == 0) {
      // A leaf against a tree of m leaves: its root mismatches and both of
      // its subtrees are unmatched, |S| = 2m − 1 in all.
      return Reach(mask, v) ? std::min(2 * m - 1, cap + 1) : cap + 1;
    }
    int best = cap + 1;
    for (uint32_t a = (mask - 1) & mask; a != 0; a = (a - 1) & mask) {
      const uint32_t b = mask ^ a;
      const int split_lower = LowerBound(e.left, a) + LowerBound(e.right, b);
      // The model's operator first: it costs nothing.
      char ops[4] = {e.op, 0, 0, 0};
      int count = 1;
      for (char op : kOps) {
        if (op != e.op) ops[count++] = op;
      }
      for (char op : ops) {
        const int mismatch = op == e.op ? 0 : 1;
        if (mismatch + split_lower >= best) continue;
        ForEachPair(mask, v, op, a, [&](const Rational& x, const Rational& y) {
          const int left_cap = best - 1 - mismatch - LowerBound(e.right, b);
          if (left_cap < LowerBound(e.left, a)) return false;
          const int l = Distance(e.left, a, x, left_cap);
          if (l > left_cap) return true;
          const int right_cap = best - 1 - mismatch - l;
          const int r = Distance(e.right, b, y, right_cap);
          if (r > right_cap) return true;
          best = mismatch + l + r;
          return best > lower;  // Stop once the lower bound is reached.
        });
        if (best <= lower || exhausted()) return best;
      }
    }
    return best;
  }

  bool Member(uint32_t mask, const Rational& v) {
    Spend();
    if (PopCount(mask) == 1) {
      return v == Rational::Integer(numbers()[__builtin_ctz(mask)]);
    }
    if (solver_.HasTable(mask)) return solver_.table(mask).contains(v);
    return Reach(mask, v);
  }

  // The values of any subset: the solver's table, or (rarely: only for
  // zero products and quotients) one built here.
  const ValueSet& Values(uint32_t mask) {
    if (solver_.HasTable(mask)) return solver_.table(mask);
    auto it = local_tables_.find(mask);
    if (it != local_tables_.end()) return it->second;
    ValueSet values;
    if (PopCount(mask) == 1) {
      values.insert(Rational::Integer(numbers()[__builtin_ctz(mask)]));
    } else {
      for (uint32_t a = (mask - 1) & mask; a != 0; a = (a - 1) & mask) {
        if (a < (mask ^ a)) continue;  // Each unordered split once.
        const ValueSet& xs = Values(a);
        const ValueSet& ys = Values(mask ^ a);
        for (const Rational& x : xs) {
          for (const Rational& y : ys) {
            if (!Spend()) return local_tables_[mask];
            for (char op : kOps) {
              IfValue(parsing::Apply(op, x, y), [&](const Rational& r) { values.insert(r); });
              IfValue(parsing::Apply(op, y, x), [&](const Rational& r) { values.insert(r); });
            }
          }
        }
      }
    }
    return local_tables_[mask] = std::move(values);
  }

  // Calls fn(x, y) for every x ∈ values(a), y ∈ values(mask ^ a) with
  // x op y = v until fn returns false. Enumerates the side with a table
  // (the smaller one if both) and solves for the other.
  template <typename Fn>
  void ForEachPair(uint32_t mask, const Rational& v, char op, uint32_t a, Fn fn) {
    const uint32_t b = mask ^ a;
    const bool a_table = solver_.HasTable(a) || PopCount(a) == 1;
    const bool b_table = solver_.HasTable(b) || PopCount(b) == 1;
    const bool enumerate_left =
        a_table && (!b_table || Values(a).size() <= Values(b).size());
    bool go = true;
    auto emit = [&](const Rational& x, const Rational& y) {
      if (go) go = fn(x, y);
    };
    if (enumerate_left) {
      for (const Rational& x : Values(a)) {
        if (!go || !Spend()) return;
        std::optional<Rational> y;
        bool any = false, nonzero = false;
        switch (op) {
          case '+': y = parsing::Subtract(v, x); break;
          case '-': y = parsing::Subtract(x, v); break;
          case '*':
            if (x.is_zero()) any = v.is_zero();
            else y = parsing::Divide(v, x);
            break;
          case '/':
            if (v.is_zero()) any = nonzero = x.is_zero();
            else if (!x.is_zero()) y = parsing::Divide(x, v);
            break;
        }
        if (y) {
          if (Member(b, *y)) emit(x, *y);
        } else if (any) {
          for (const Rational& w : Values(b)) {
            if (!go || !Spend()) return;
            if (!nonzero || !w.is_zero()) emit(x, w);
          }
        }
      }
    } else {
      for (const Rational& y : Values(b)) {
        if (!go || !Spend()) return;
        std::optional<Rational> x;
        bool any = false;
        switch (op) {
          case '+': x = parsing::Subtract(v, y); break;
          case '-': x = parsing::Add(v, y); break;
          case '*':
            if (y.is_zero()) any = v.is_zero();
            else x = parsing::Divide(v, y);
            break;
          case '/':
            if (!y.is_zero()) x = parsing::Multiply(v, y);
            break;
        }
        if (x) {
          if (Member(a, *x)) emit(*x, y);
        } else if (any) {
          for (const Rational& w : Values(a)) {
            if (!go || !Spend()) return;
            emit(w, y);
          }
        }
      }
    }
  }

  const CountdownSolver& solver_;
  const Expression* expression_;
  int64_t budget_;
  std::vector<int> leaves_, size_;
  std::vector<std::vector<int64_t>> leaf_values_;
  std::vector<int8_t> lower_bounds_;
  absl::flat_hash_map<MemoKey, MemoEntry> memo_;
  absl::flat_hash_map<std::pair<uint32_t, Rational>, bool> reach_memo_;
  absl::flat_hash_map<uint32_t, ValueSet> local_tables_;
};

CountdownSolver::CountdownSolver(std::vector<int64_t> numbers, int64_t target)
    : numbers_(std::move(numbers)), target_(Rational::Integer(target)) {
  const int n = static_cast<int>(numbers_.size());
  const uint32_t full = (1u << n) - 1;
  tables_.resize(full + 1);
  built_.assign(full + 1, false);
  // Tables for every subset of up to four numbers (all of them when n <= 4),
  // smallest first so each split's parts are ready.
  std::vector<uint32_t> masks;
  for (uint32_t mask = 1; mask <= full; ++mask) {
    if (PopCount(mask) <= kMaxTableNumbers) masks.push_back(mask);
  }
  std::stable_sort(masks.begin(), masks.end(), [](uint32_t x, uint32_t y) {
    return PopCount(x) < PopCount(y);
  });
  for (uint32_t mask : masks) {
    ValueSet& values = tables_[mask];
    if (PopCount(mask) == 1) {
      values.insert(Rational::Integer(numbers_[__builtin_ctz(mask)]));
    } else {
      for (uint32_t a = (mask - 1) & mask; a != 0; a = (a - 1) & mask) {
        const uint32_t b = mask ^ a;
        if (a < b) continue;  // Each unordered split once.
        for (const Rational& x : tables_[a]) {
          for (const Rational& y : tables_[b]) {
            for (char op : kOps) {
              if (auto r = parsing::Apply(op, x, y)) values.insert(*r);
              if (auto r = parsing::Apply(op, y, x)) values.insert(*r);
            }
          }
        }
      }
    }
    built_[mask] = true;
    bytes_ += values.capacity() * (sizeof(Rational) + 1) + sizeof(ValueSet);
  }
  DistanceSearch search(*this, nullptr, kDefaultDistanceBudget);
  solvable_ = search.Reach(full, target_);
}

absl::StatusOr<int> CountdownSolver::Distance(const Expression& expression,
                                              int64_t budget) const {
  if (!solvable_) return kNoSolution;
  DistanceSearch search(*this, &expression, budget);
  const int full = (1 << numbers_.size()) - 1;
  const int d = search.Distance(search.root(), full, target_, kDistanceCap);
  if (search.exhausted()) {
    return absl::ResourceExhaustedError(
        absl::StrCat("countdown distance: work budget of ", budget,
                     " units exhausted"));
  }
  return d > kDistanceCap ? kNoSolution : d;
}

// ------------------------------------------------------------------ cache

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
  s.bytes += solver->bytes();
  while (s.bytes > s.max_bytes && s.lru.size() > 1) {
    s.bytes -= s.lru.back().second->bytes();
    s.index.erase(s.lru.back().first);
    s.lru.pop_back();
  }
  return solver;
}

CountdownSolverCache::Stats CountdownSolverCache::stats() const {
  absl::MutexLock lock(&state_->mu);
  return {state_->hits, state_->misses, state_->bytes, state_->lru.size()};
}

CountdownSolverCache& CountdownSolverCache::Global() {
  static CountdownSolverCache* const kCache =
      new CountdownSolverCache(size_t{256} << 20);
  return *kCache;
}

}  // namespace tasks
}  // namespace referee
