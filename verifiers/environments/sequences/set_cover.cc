#include "verifiers/environments/sequences/set_cover.h"

#include <iterator>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace set_cover_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N = 100: M <= 200, <= 20000 elements.
constexpr int64_t kMaxN = 200;
constexpr int64_t kMaxSets = 400;
constexpr int64_t kMaxElements = 40000;

struct SetCoverInstance {
  int64_t n = 0;
  std::vector<int64_t> sizes;     // |set j|.
  std::vector<int64_t> elements;  // The sets, one after another.
  std::vector<int64_t> cover;     // An exact cover (ascending when generated); or empty.
  // Derived in Finish: set j is elements[starts[j] .. starts[j + 1]).
  std::vector<size_t> starts;
};

int64_t Sum(const std::vector<int64_t>& values) {
  return std::accumulate(values.begin(), values.end(), int64_t{0});
}

int64_t SetCount(const SetCoverInstance& instance) {
  return static_cast<int64_t>(instance.sizes.size());
}

// The items covered by the selected sets (selected[j] for set j); nullopt
// if two selected sets share an item. Linear in the elements.
std::optional<int64_t> Covered(const SetCoverInstance& instance, const std::vector<bool>& selected) {
  std::vector<bool> covered(static_cast<size_t>(instance.n), false);
  int64_t count = 0;
  for (size_t j = 0; j < instance.sizes.size(); ++j) {
    if (!selected[j]) continue;
    for (size_t at = instance.starts[j]; at < instance.starts[j + 1]; ++at) {
      const size_t item = static_cast<size_t>(instance.elements[at]);
      if (covered[item]) return std::nullopt;
      covered[item] = true;
      ++count;
    }
  }
  return count;
}

// selected[j] for the listed indices, a repeat counting once (RLVE takes
// the set of them); nullopt if an index is outside 0..M-1 (kHugeToken
// included).
std::optional<std::vector<bool>> Selection(const std::vector<int64_t>& indices, int64_t m) {
  std::vector<bool> selected(static_cast<size_t>(m), false);
  for (const int64_t j : indices) {
    if (j < 0 || j >= m) return std::nullopt;
    selected[static_cast<size_t>(j)] = true;
  }
  return selected;
}

std::vector<int64_t> SortedSet(const SetCoverInstance& instance, int64_t j) {
  std::vector<int64_t> items(
      instance.elements.begin() + static_cast<std::ptrdiff_t>(instance.starts[static_cast<size_t>(j)]),
      instance.elements.begin() + static_cast<std::ptrdiff_t>(instance.starts[static_cast<size_t>(j) + 1]));
  std::sort(items.begin(), items.end());
  return items;
}

class SetCoverEnvironment final : public environments::LadderEnvironment<SetCoverInstance> {
 public:
  SetCoverEnvironment()
      : LadderEnvironment(
            {"set_cover", "RLVE-Gym:SetCover", kMaxDifficulty,
             "Select some of M given subsets of the items 0..N-1 so that every item lies in "
             "exactly one selected subset (exact cover; a planted cover exists).",
             /*difficulty_help=*/"N = 3 + d; M0 uniform in 3..2N, C uniform in 2..M0-1 planted "
             "sets partitioning the items at random, M0 - C random extra sets; empty sets "
             "dropped, the rest shuffled"},
            {"RLVE's (covered/all)^beta: -1 unparseable, -0.5 a set index out of range or two "
             "chosen sets sharing an item, else (items covered / items)^beta.", /*beta=*/10}) {}

 protected:
  SetCoverInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const int64_t m0 = rng.Uniform(3, 2 * n);
    const int64_t planted = rng.Uniform(2, m0 - 1);
    // (items, planted?) per set.
    std::vector<std::pair<std::vector<int64_t>, bool>> sets(static_cast<size_t>(planted));
    for (auto& set : sets) set.second = true;
    for (int64_t item = 0; item < n; ++item) {
      sets[static_cast<size_t>(rng.Uniform(0, planted - 1))].first.push_back(item);
    }
    for (int64_t j = planted; j < m0; ++j) {
      const int64_t per_mille = rng.Uniform(0, 999);
      std::vector<int64_t> items;
      for (int64_t item = 0; item < n; ++item) {
        if (rng.Chance(per_mille, 1000)) items.push_back(item);
      }
      sets.emplace_back(std::move(items), false);
    }
    sets.erase(std::remove_if(sets.begin(), sets.end(),
                              [](const auto& set) { return set.first.empty(); }),
               sets.end());
    rng.Shuffle(sets);
    SetCoverInstance instance;
    instance.n = n;
    for (size_t j = 0; j < sets.size(); ++j) {
      instance.sizes.push_back(static_cast<int64_t>(sets[j].first.size()));
      instance.elements.insert(instance.elements.end(), sets[j].first.begin(), sets[j].first.end());
      if (sets[j].second) instance.cover.push_back(static_cast<int64_t>(j));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SetCoverInstance>& fields) const override {
    using I = SetCoverInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Ints("sizes", &I::sizes, kMaxSets, 1, [](const I& x) { return x.n; })
        .Ints("elements", &I::elements, kMaxElements, 0, [](const I& x) { return x.n - 1; })
        .SizedBy([](const I& x) { return Sum(x.sizes); })
        .Ints("cover", &I::cover, [](const I& x) { return SetCount(x); }, 0,
              [](const I& x) { return SetCount(x) - 1; })
        .Optional();
  }
  absl::Status Finish(SetCoverInstance& instance) const override {
    instance.starts.assign(1, 0);
    for (const int64_t size : instance.sizes) {
      instance.starts.push_back(instance.starts.back() + static_cast<size_t>(size));
    }
    // No item twice in one set.
    std::vector<int64_t> seen_in(static_cast<size_t>(instance.n), -1);
    for (size_t j = 0; j < instance.sizes.size(); ++j) {
      for (size_t at = instance.starts[j]; at < instance.starts[j + 1]; ++at) {
        int64_t& seen = seen_in[static_cast<size_t>(instance.elements[at])];
        if (seen == static_cast<int64_t>(j)) {
          return BadInstance("elements", absl::StrCat("set ", j, " lists ",
                                                      instance.elements[at], " twice"));
        }
        seen = static_cast<int64_t>(j);
      }
    }
    if (!instance.cover.empty()) {
      std::vector<bool> selected(instance.sizes.size(), false);
      for (const int64_t j : instance.cover) {
        if (selected[static_cast<size_t>(j)]) {
          return BadInstance("cover", absl::StrCat("lists set ", j, " twice"));
        }
        selected[static_cast<size_t>(j)] = true;
      }
      const std::optional<int64_t> covered = Covered(instance, selected);
      if (!covered) return BadInstance("cover", "two of its sets share an item");
      if (*covered != instance.n) return BadInstance("cover", "leaves an item uncovered");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const SetCoverInstance& instance) const override {
    std::string sets;
    for (int64_t j = 0; j < SetCount(instance); ++j) {
      const size_t from = instance.starts[static_cast<size_t>(j)];
      const size_t to = instance.starts[static_cast<size_t>(j) + 1];
      std::vector<int64_t> items(instance.elements.begin() + static_cast<std::ptrdiff_t>(from),
                                 instance.elements.begin() + static_cast<std::ptrdiff_t>(to));
      absl::StrAppend(&sets, "Set ", j, ": { ", absl::StrJoin(items, ", "), " }\n");
    }
    const int64_t m = SetCount(instance);
    return absl::StrCat(
        "There are ", instance.n, instance.n == 1 ? " item" : " items", ", numbered 0 to ",
        instance.n - 1, ", and ", m, m == 1 ? " set" : " sets", " of items, numbered 0 to ", m - 1,
        ":\n", sets,
        "\nChoose some of these sets so that each item belongs to exactly one "
        "of the chosen sets: together they must contain every item, and no "
        "two chosen sets may have an item in common.\n\n"
        "Give the numbers of the chosen sets, separated by spaces, inside "
        "<answer> </answer> tags; for example <answer>0 ",
        m - 1, "</answer> chooses sets 0 and ", m - 1, ".");
  }
  std::string Reference(const SetCoverInstance& instance) const override {
    // Explicit instances need not name a cover; generated ones always do.
    if (instance.cover.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(ReferenceIndices(instance), " "));
  }

 private:
  // Any exact cover is correct; the reference is listed so that changing
  // its last digit (v -> v' = v + 1, or v - 9 when v ends in 9; the
  // registry-wide tests do this) always makes a wrong answer:
  // - it ends with a cover index v whose v' is outside 0..M-1 (invalid),
  //   another cover index (v is then no longer listed and its items are
  //   uncovered), or a set other than v's items (a set outside the cover
  //   meets some cover set; replacing v by it either overlaps another
  //   chosen set or covers only part of v's items);
  // - failing that (every v' is an identical copy of v outside the cover),
  //   it lists the cover and then repeats its last index v, a repeat RLVE
  //   accepts: the corrupted answer keeps v and adds its copy v', which
  //   shares v's items (invalid).
  std::vector<int64_t> ReferenceIndices(const SetCoverInstance& instance) const {
    const int64_t m = SetCount(instance);
    std::vector<int64_t> cover = instance.cover;
    std::sort(cover.begin(), cover.end());
    std::vector<bool> in_cover(static_cast<size_t>(m), false);
    for (const int64_t j : cover) in_cover[static_cast<size_t>(j)] = true;
    for (auto it = cover.rbegin(); it != cover.rend(); ++it) {
      const int64_t v = *it;
      const int64_t changed = v % 10 == 9 ? v - 9 : v + 1;
      if (changed >= m || in_cover[static_cast<size_t>(changed)] ||
          SortedSet(instance, changed) != SortedSet(instance, v)) {
        cover.erase(std::next(it).base());
        cover.push_back(v);
        return cover;
      }
    }
    cover.push_back(cover.back());
    return cover;
  }

 protected:
  absl::StatusOr<Verdict> Grade(const SetCoverInstance& instance,
                                const VerifyInput& input) const override {
    // Repeats are allowed, so every token is kept (each takes at least one
    // character of the output: memory stays linear in it).
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, input.output.size() + 1);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<bool>> selected = Selection(answer->values, SetCount(instance));
    if (!selected) return environments::Invalid();
    const std::optional<int64_t> covered = Covered(instance, *selected);
    if (!covered) return environments::Invalid();
    return environments::Graded(*covered, instance.n, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace set_cover_cc

absl::Status RegisterSetCoverEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<SetCoverEnvironment>());
}

}  // namespace referee
