#include "verifiers/environments/sequences/set_splitting.h"

#include <iterator>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace set_splitting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 41;  // N = 44: exact agreement with RLVE's M.
constexpr int64_t kMaxN = 100;
constexpr int64_t kMaxSets = 300;
constexpr int64_t kMaxElements = 30000;

struct SetSplittingInstance {
  int64_t n = 0;
  std::vector<int64_t> sizes;     // |subset j|.
  std::vector<int64_t> elements;  // The subsets, one after another.
  std::vector<int64_t> s1;        // A valid S1 (sorted when generated); or empty.
};

int64_t Sum(const std::vector<int64_t>& values) {
  return std::accumulate(values.begin(), values.end(), int64_t{0});
}

// in_s1[v] for an S1 of distinct elements in 0..n-1; nullopt otherwise.
std::optional<std::vector<bool>> Membership(const std::vector<int64_t>& s1, int64_t n) {
  std::vector<bool> in(static_cast<size_t>(n), false);
  for (const int64_t v : s1) {
    // Range first: negatives and kHugeToken must not index `in`.
    if (v < 0 || v >= n || in[static_cast<size_t>(v)]) return std::nullopt;
    in[static_cast<size_t>(v)] = true;
  }
  return in;
}

// The subsets with an element on each side. Linear in the elements.
int64_t SplitSets(const SetSplittingInstance& instance, const std::vector<bool>& in_s1) {
  int64_t split = 0;
  size_t at = 0;
  for (const int64_t size : instance.sizes) {
    bool one = false, two = false;
    for (int64_t k = 0; k < size; ++k, ++at) {
      (in_s1[static_cast<size_t>(instance.elements[at])] ? one : two) = true;
    }
    split += one && two ? 1 : 0;
  }
  return split;
}

// `count` distinct members of `pool` in a uniform random order (a partial
// Fisher–Yates shuffle of a copy).
std::vector<int64_t> Sample(std::vector<int64_t> pool, int64_t count, tasks::Rng& rng) {
  for (int64_t i = 0; i < count; ++i) {
    const int64_t j = rng.Uniform(i, static_cast<int64_t>(pool.size()) - 1);
    std::swap(pool[static_cast<size_t>(i)], pool[static_cast<size_t>(j)]);
  }
  pool.resize(static_cast<size_t>(count));
  return pool;
}

class SetSplittingEnvironment final : public environments::LadderEnvironment<SetSplittingInstance> {
 public:
  SetSplittingEnvironment()
      : LadderEnvironment(
            {"set_splitting", "RLVE-Gym:SetSplitting", kMaxDifficulty,
             "Split 0..N-1 into two parts so that each of M given subsets has elements in both "
             "parts (hypergraph 2-colouring; a planted split exists).",
             /*difficulty_help=*/"N = 3 + d; M = floor(N t / 10), t uniform in 10..30; a hidden "
             "split, each subset a random non-empty part of each side"},
            {"RLVE's (satisfied/all)^beta: -1 unparseable, -0.5 an element out of range or "
             "repeated, else (subsets meeting both parts / subsets)^beta.", /*beta=*/10}) {}

 protected:
  SetSplittingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const int64_t m = n * rng.Uniform(10, 30) / 10;
    std::vector<int64_t> all(static_cast<size_t>(n));
    std::iota(all.begin(), all.end(), int64_t{0});
    std::vector<int64_t> s1 = Sample(all, rng.Uniform(1, n - 1), rng);
    std::sort(s1.begin(), s1.end());
    std::vector<int64_t> s2;
    std::set_difference(all.begin(), all.end(), s1.begin(), s1.end(), std::back_inserter(s2));
    SetSplittingInstance instance;
    instance.n = n;
    for (int64_t j = 0; j < m; ++j) {
      std::vector<int64_t> subset =
          Sample(s1, rng.Uniform(1, static_cast<int64_t>(s1.size())), rng);
      const std::vector<int64_t> other =
          Sample(s2, rng.Uniform(1, static_cast<int64_t>(s2.size())), rng);
      subset.insert(subset.end(), other.begin(), other.end());
      rng.Shuffle(subset);
      instance.sizes.push_back(static_cast<int64_t>(subset.size()));
      instance.elements.insert(instance.elements.end(), subset.begin(), subset.end());
    }
    instance.s1 = std::move(s1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SetSplittingInstance>& fields) const override {
    using I = SetSplittingInstance;
    auto n = [](const I& x) { return x.n; };
    auto last = [](const I& x) { return x.n - 1; };
    fields.Int("n", &I::n, 2, kMaxN)
        .Ints("sizes", &I::sizes, kMaxSets, 1, n)
        .Ints("elements", &I::elements, kMaxElements, 0, last)
        .SizedBy([](const I& x) { return Sum(x.sizes); })
        .Ints("s1", &I::s1, n, 0, last)
        .Optional();
  }
  absl::Status Finish(SetSplittingInstance& instance) const override {
    // No element twice in one subset.
    std::vector<int64_t> seen_in(static_cast<size_t>(instance.n), -1);
    size_t at = 0;
    for (size_t j = 0; j < instance.sizes.size(); ++j) {
      for (int64_t k = 0; k < instance.sizes[j]; ++k, ++at) {
        int64_t& seen = seen_in[static_cast<size_t>(instance.elements[at])];
        if (seen == static_cast<int64_t>(j)) {
          return BadInstance("elements", absl::StrCat("subset ", j, " lists ",
                                                      instance.elements[at], " twice"));
        }
        seen = static_cast<int64_t>(j);
      }
    }
    if (!instance.s1.empty()) {
      const std::optional<std::vector<bool>> in = Membership(instance.s1, instance.n);
      if (!in) return BadInstance("s1", "lists an element twice");
      if (SplitSets(instance, *in) != static_cast<int64_t>(instance.sizes.size())) {
        return BadInstance("s1", "a subset lies on one side");
      }
    }
    return absl::OkStatus();
  }
  std::string Prompt(const SetSplittingInstance& instance) const override {
    std::string sets;
    size_t at = 0;
    for (const int64_t size : instance.sizes) {
      std::vector<int64_t> subset(instance.elements.begin() + static_cast<std::ptrdiff_t>(at),
                                  instance.elements.begin() +
                                      static_cast<std::ptrdiff_t>(at + static_cast<size_t>(size)));
      at += static_cast<size_t>(size);
      absl::StrAppend(&sets, "{ ", absl::StrJoin(subset, ", "), " }\n");
    }
    const size_t m = instance.sizes.size();
    return absl::StrCat(
        "Let S be the set of the ", instance.n, " integers 0, 1, ..., ", instance.n - 1,
        ". Divide S into two parts, S1 and S2: every integer of S goes into "
        "exactly one of them. The following ",
        m, m == 1 ? " subset" : " subsets", " of S must each be cut by the division, "
        "that is, have at least one member in S1 and at least one member in "
        "S2:\n",
        sets,
        "\nList the members of S1, separated by spaces, inside <answer> "
        "</answer> tags (S2 is then every integer of S not listed), each at "
        "most once; for example <answer>0 3 4</answer>.");
  }
  std::string Reference(const SetSplittingInstance& instance) const override {
    // Explicit instances need not name a split; generated ones always do.
    if (instance.s1.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(ReferenceSide(instance), " "));
  }

 private:
  // Either side of a valid split is a valid S1. The reference lists a side
  // whose last member, its last digit changed, makes a wrong answer (so a
  // corrupted reference never passes; the registry-wide tests change it):
  // the side holding N-1 ends with N-1, whose change is N (out of range)
  // unless N-1 ends in 9; else any member whose change repeats a member,
  // leaves the range or leaves a subset uncut.
  std::vector<int64_t> ReferenceSide(const SetSplittingInstance& instance) const {
    const std::vector<bool> in = *Membership(instance.s1, instance.n);
    const int64_t total = static_cast<int64_t>(instance.sizes.size());
    std::vector<std::vector<int64_t>> sides(2);
    for (int64_t v = 0; v < instance.n; ++v) sides[in[static_cast<size_t>(v)] ? 0 : 1].push_back(v);
    auto breaks = [&](const std::vector<int64_t>& side, int64_t v) {
      const int64_t changed = v % 10 == 9 ? v - 9 : v + 1;
      if (changed >= instance.n) return true;
      std::vector<bool> moved(static_cast<size_t>(instance.n), false);
      for (const int64_t u : side) moved[static_cast<size_t>(u)] = true;
      if (moved[static_cast<size_t>(changed)]) return true;  // A repeat.
      moved[static_cast<size_t>(v)] = false;
      moved[static_cast<size_t>(changed)] = true;
      return SplitSets(instance, moved) != total;
    };
    const size_t with_last = in[static_cast<size_t>(instance.n - 1)] ? 0 : 1;
    for (const size_t s : {with_last, 1 - with_last}) {
      std::vector<int64_t> side = sides[s];
      for (auto it = side.rbegin(); it != side.rend(); ++it) {
        if (!breaks(side, *it)) continue;
        const int64_t v = *it;
        side.erase(std::next(it).base());
        side.push_back(v);
        return side;
      }
    }
    return instance.s1;
  }

 protected:
  absl::StatusOr<Verdict> Grade(const SetSplittingInstance& instance,
                                const VerifyInput& input) const override {
    // More than N values cannot be distinct members of 0..N-1.
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(instance.n) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    const std::optional<std::vector<bool>> in = Membership(answer->values, instance.n);
    if (!in) return environments::Invalid();
    return environments::Graded(SplitSets(instance, *in),
                                static_cast<int64_t>(instance.sizes.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace set_splitting_cc

absl::Status RegisterSetSplittingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SetSplittingEnvironment>());
}

}  // namespace referee
