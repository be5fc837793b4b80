#include "verifiers/environments/optimization/bin_packing.h"

#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/optimization/optimization_environment.h"

namespace referee {
inline namespace bin_packing_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 10;
constexpr int64_t kMaxItems = 16;
constexpr int64_t kMaxCapacity = 1'000'000;

struct BinPackingInstance {
  std::vector<int64_t> sizes;
  int64_t capacity = 0;
  // Derived: an optimal packing (bins of labels) and its number of bins.
  std::vector<std::vector<int64_t>> best;
  int64_t optimum = 0;
};

// The bins as read: the non-blank lines, keeping at most N + 1 labels in
// all; `count` counts every label (more than N always repeats one).
struct Bins {
  std::vector<std::vector<int64_t>> bins;
  size_t count = 0;
};

int64_t DpSteps(size_t k) {
  return k == 0 ? 0 : static_cast<int64_t>(k) << (k - 1);
}

// Packs `items` (labels, at most kMaxItems) after bins with spare room
// `rooms` (kept, in this order), then into new bins of the capacity.
// Returns the number of bins used, the kept ones included; `bin_of` (if
// given) receives the bin of each item: 0..rooms.size()-1 a kept bin, then
// the new ones.
//
// A packing is built item by item, filling bins in order: the next item
// goes into the current bin if it fits, else into the first later bin with
// room for it. The state after a subset of items is (current bin, its
// load); a smaller bin dominates any larger one (every later bin is still
// empty) and a smaller load dominates at the same bin, so the least state
// per subset (bin·(C+1) + load) is optimal.
int64_t Pack(const BinPackingInstance& instance,
             const std::vector<int64_t>& items,
             const std::vector<int64_t>& rooms,
             std::vector<int64_t>* bin_of) {
  const size_t k = items.size(), m = rooms.size();
  if (k == 0) return static_cast<int64_t>(m);
  const int64_t capacity = instance.capacity;
  const int64_t width = capacity + 1;
  auto room = [&](int64_t bin) {
    return bin < static_cast<int64_t>(m) ? rooms[static_cast<size_t>(bin)]
                                         : capacity;
  };
  std::vector<int64_t> size(k);
  // next[i·m + b]: the first kept bin after b with room for item i, else m
  // (the first new bin).
  std::vector<int64_t> next(k * m);
  for (size_t i = 0; i < k; ++i) {
    size[i] = instance.sizes[static_cast<size_t>(items[i])];
    int64_t after = static_cast<int64_t>(m);
    for (size_t b = m; b-- > 0;) {
      next[i * m + b] = after;
      if (rooms[b] >= size[i]) after = static_cast<int64_t>(b);
    }
  }
  // The state after adding item i to state `key`.
  auto add = [&](int64_t key, size_t i) {
    const int64_t bin = key / width, load = key % width;
    if (load + size[i] <= room(bin)) return key + size[i];
    const int64_t later =
        bin < static_cast<int64_t>(m) ? next[i * m + static_cast<size_t>(bin)]
                                      : bin + 1;
    return later * width + size[i];
  };
  const uint32_t subsets = uint32_t{1} << k;
  std::vector<int64_t> state(subsets);
  std::vector<uint8_t> last(subsets, 0);
  state[0] = 0;  // Bin 0, empty.
  for (uint32_t mask = 1; mask < subsets; ++mask) {
    int64_t best = std::numeric_limits<int64_t>::max();
    uint8_t best_last = 0;
    for (uint32_t rest = mask; rest != 0; rest &= rest - 1) {
      const int i = __builtin_ctz(rest);
      const int64_t key =
          add(state[mask ^ (uint32_t{1} << i)], static_cast<size_t>(i));
      if (key < best) {
        best = key;
        best_last = static_cast<uint8_t>(i);
      }
    }
    state[mask] = best;
    last[mask] = best_last;
  }
  if (bin_of != nullptr) {
    std::vector<size_t> order(k);
    uint32_t mask = subsets - 1;
    for (size_t at = k; at-- > 0;) {
      order[at] = last[mask];
      mask ^= uint32_t{1} << last[mask];
    }
    bin_of->assign(k, 0);
    int64_t key = 0;
    for (size_t i : order) {
      key = add(key, i);
      (*bin_of)[i] = key / width;
    }
  }
  return std::max(static_cast<int64_t>(m), state[subsets - 1] / width + 1);
}

// First-fit decreasing: a sound packing in O(k log k + k·bins).
int64_t FirstFitDecreasing(const BinPackingInstance& instance,
                           std::vector<int64_t> items,
                           std::vector<int64_t> rooms) {
  std::sort(items.begin(), items.end(), [&instance](int64_t a, int64_t b) {
    const int64_t sa = instance.sizes[static_cast<size_t>(a)];
    const int64_t sb = instance.sizes[static_cast<size_t>(b)];
    return sa != sb ? sa > sb : a < b;
  });
  for (int64_t item : items) {
    const int64_t s = instance.sizes[static_cast<size_t>(item)];
    auto fit = std::find_if(rooms.begin(), rooms.end(),
                            [s](int64_t room) { return room >= s; });
    if (fit != rooms.end()) {
      *fit -= s;
    } else {
      rooms.push_back(instance.capacity - s);
    }
  }
  return static_cast<int64_t>(rooms.size());
}

void Solve(BinPackingInstance& instance) {
  std::vector<int64_t> all(instance.sizes.size());
  std::iota(all.begin(), all.end(), int64_t{0});
  std::vector<int64_t> bin_of;
  instance.optimum = Pack(instance, all, {}, &bin_of);
  instance.best.assign(static_cast<size_t>(instance.optimum), {});
  for (size_t i = 0; i < all.size(); ++i) {
    instance.best[static_cast<size_t>(bin_of[i])].push_back(all[i]);
  }
}

class BinPackingEnvironment final
    : public environments::OptimizationEnvironment<BinPackingInstance, Bins> {
 public:
  BinPackingEnvironment()
      : OptimizationEnvironment(
            {"bin_packing", "VAST:bin_packing", kMaxDifficulty,
             "Pack N items into as few bins of capacity C as possible (VAST Bin Packing, graded "
             "against the exact optimum).",
             /*difficulty_help=*/"N = d + 4 items, capacity C = 20 + 5d, sizes C/10..6C/10"}) {}

 protected:
  BinPackingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    BinPackingInstance instance;
    instance.capacity = 20 + 5 * difficulty;
    const int64_t lo = std::max<int64_t>(1, instance.capacity / 10);
    const int64_t hi = instance.capacity * 6 / 10;
    for (int64_t i = 0; i < n; ++i) {
      instance.sizes.push_back(rng.Uniform(lo, hi));
    }
    return instance;
  }

  // The sizes come first in the JSON, so their bound by the capacity is
  // checked in Finish.
  void DeclareFields(environments::InstanceFields<BinPackingInstance>& fields) const override {
    using I = BinPackingInstance;
    fields.Ints("sizes", &I::sizes, kMaxItems, 1, kMaxCapacity)
        .Int("capacity", &I::capacity, 1, kMaxCapacity);
  }
  absl::Status Finish(BinPackingInstance& instance) const override {
    for (size_t i = 0; i < instance.sizes.size(); ++i) {
      if (instance.sizes[i] > instance.capacity) {
        return environments::BadInstance(
            "sizes", absl::StrCat("element ", i, " is ", instance.sizes[i],
                                  ", over the capacity ", instance.capacity));
      }
    }
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const BinPackingInstance& instance) const override {
    return absl::StrCat(
        Statement(instance),
        "\n\n"
        "Output Format:\n"
        "Your final answer should list the bins, one bin per line, each line "
        "giving the labels of the items in that bin separated by "
        "**spaces**, inside <answer> </answer> tags.\n"
        "Example:\n<answer>\n0 3\n1 2\n4\n</answer>\nThis means three bins: "
        "items 0 and 3, items 1 and 2, and item 4 alone (assuming 5 items in "
        "total).");
  }
  std::string Statement(const BinPackingInstance& instance) const override {
    const size_t n = instance.sizes.size();
    std::string items;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&items, "S[", i, "]=", instance.sizes[i], "\n");
    }
    return absl::StrCat(
        "You are given ", n, " items labeled from `0` to `", n - 1,
        "`. Item i has size S[i]:\n", items,
        "\nPut every item into exactly one bin. Each bin has capacity ",
        instance.capacity,
        ": the sizes of the items in a bin must add up to at most ",
        instance.capacity, ". Use as few bins as possible.");
  }

  std::string Reference(const BinPackingInstance& instance) const override {
    std::string lines = "\n";
    for (const std::vector<int64_t>& bin : instance.best) {
      absl::StrAppend(&lines, absl::StrJoin(bin, " "), "\n");
    }
    return environments::AnswerTagged(lines);
  }

  // The incremental form: each action puts one item into a bin,
  // {"item": i, "bin": b}, bins labelled 0..N-1 (N bins always suffice).
  // The packing is the whole answer whose line b lists bin b's items in
  // the order they were put there; as there, empty bins are no bins.
  std::vector<environments::ActionField> ActionFields() const override {
    return environments::IntegerFields({"item", "bin"});
  }
  // Step (seed 003 §3.2): a solution holds one bin per item.
  int64_t MaxActions(const BinPackingInstance& instance) const override {
    return static_cast<int64_t>(instance.sizes.size());
  }
  int MaxActionsAt(int difficulty) const override { return difficulty + 4; }
  // The state prompt's note: the statement is written for the whole answer.
  std::string ActionNote(const BinPackingInstance& instance) const override {
    return absl::StrCat("Bins are labeled `0` to `", instance.sizes.size() - 1,
                        "`: a label not used yet opens a new bin; the labels only tell bins "
                        "apart.");
  }
  // nullopt for an item or bin label out of 0..N-1; an item placed twice
  // or an overfull bin is left to Feasible.
  std::optional<Bins> FromActions(
      const BinPackingInstance& instance,
      const std::vector<environments::JsonAction>& actions) const override {
    const int64_t n = static_cast<int64_t>(instance.sizes.size());
    std::vector<std::vector<int64_t>> by_label(static_cast<size_t>(n));
    for (const environments::JsonAction& action : actions) {
      if (action.size() != 2 || action[0] < 0 || action[0] >= n || action[1] < 0 ||
          action[1] >= n) {
        return std::nullopt;
      }
      by_label[static_cast<size_t>(action[1])].push_back(action[0]);
    }
    // As ParseSolution reads those lines: the non-empty bins in order,
    // N + 1 labels kept at most, every label counted.
    Bins bins;
    bins.count = actions.size();
    size_t kept = 0;
    for (std::vector<int64_t>& bin : by_label) {
      const size_t keep = std::min(bin.size(), static_cast<size_t>(n) + 1 - kept);
      if (keep == 0) continue;
      bin.resize(keep);
      kept += keep;
      bins.bins.push_back(std::move(bin));
    }
    return bins;
  }
  // The reference packing, bin by bin (labels 0, 1, ...), each bin's items
  // in order.
  std::vector<environments::JsonAction> OptimalPath(
      const BinPackingInstance& instance) const override {
    std::vector<environments::JsonAction> path;
    for (size_t b = 0; b < instance.best.size(); ++b) {
      for (int64_t item : instance.best[b]) path.push_back({item, static_cast<int64_t>(b)});
    }
    return path;
  }

  environments::Goal goal() const override {
    return environments::Goal::kMinimize;
  }
  std::optional<Bins> ParseSolution(const BinPackingInstance& instance,
                                    absl::string_view answer) const override {
    const size_t keep = instance.sizes.size() + 1;
    Bins bins;
    size_t kept = 0;
    while (true) {
      const size_t end = answer.find('\n');
      const absl::string_view line = answer.substr(0, end);
      if (parsing::TrimAsciiSpace(line).empty()) {  // No allocation per blank.
        if (end == absl::string_view::npos) break;
        answer.remove_prefix(end + 1);
        continue;
      }
      std::optional<parsing::IntegerTokens> tokens =
          parsing::ParseIntegerTokens(line, keep - kept);
      if (!tokens) return std::nullopt;
      bins.count += tokens->count;
      if (!tokens->values.empty()) {
        kept += tokens->values.size();
        bins.bins.push_back(std::move(tokens->values));
      }
      if (end == absl::string_view::npos) break;
      answer.remove_prefix(end + 1);
    }
    return bins;
  }
  bool Feasible(const BinPackingInstance& instance,
                const Bins& bins) const override {
    const size_t n = instance.sizes.size();
    if (bins.count > n) return false;  // Some label repeats.
    std::vector<bool> seen(n, false);
    for (const std::vector<int64_t>& bin : bins.bins) {
      int64_t load = 0;
      for (int64_t i : bin) {
        if (i < 0 || i >= static_cast<int64_t>(n) ||
            seen[static_cast<size_t>(i)]) {
          return false;
        }
        seen[static_cast<size_t>(i)] = true;
        load += instance.sizes[static_cast<size_t>(i)];
      }
      if (load > instance.capacity) return false;
    }
    return true;
  }
  bool Complete(const BinPackingInstance& instance,
                const Bins& bins) const override {
    return bins.count == instance.sizes.size();
  }
  int64_t Evaluate(const BinPackingInstance&, const Bins& bins) const override {
    return static_cast<int64_t>(bins.bins.size());
  }
  int64_t BestCompletion(const BinPackingInstance& instance, const Bins& bins,
                         int64_t budget) const override {
    const size_t n = instance.sizes.size();
    std::vector<bool> placed(n, false);
    std::vector<int64_t> rooms;
    for (const std::vector<int64_t>& bin : bins.bins) {
      int64_t room = instance.capacity;
      for (int64_t i : bin) {
        placed[static_cast<size_t>(i)] = true;
        room -= instance.sizes[static_cast<size_t>(i)];
      }
      rooms.push_back(room);
    }
    std::vector<int64_t> rest;
    for (size_t i = 0; i < n; ++i) {
      if (!placed[i]) rest.push_back(static_cast<int64_t>(i));
    }
    if (DpSteps(rest.size()) <= budget) {
      return Pack(instance, rest, rooms, nullptr);
    }
    return FirstFitDecreasing(instance, std::move(rest), std::move(rooms));
  }
  int64_t Optimum(const BinPackingInstance& instance) const override {
    return instance.optimum;
  }
};

}  // namespace
}  // namespace bin_packing_cc

absl::Status RegisterBinPackingEnvironment(Catalog& catalog,
                                           const TaskOptions& options) {
  return environments::RegisterOptimizationEnvironment(
      catalog, std::make_unique<BinPackingEnvironment>());
}

}  // namespace referee
