#include "verifiers/environments/sequences/k_partition.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace k_partition_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 198;  // N/K = 200, N <= 1000.
constexpr int64_t kMaxK = 100;
constexpr int64_t kMaxN = 2000;
constexpr int64_t kMaxValue = 1000000000;

struct KPartitionInstance {
  int64_t k = 0;
  std::vector<int64_t> values;     // S.
  std::vector<int64_t> partition;  // S as tuples, k values each; or empty.
  // Derived in Finish.
  int64_t groups = 0;              // N / K.
  int64_t target = 0;              // T.
  std::vector<int64_t> sorted;     // S, sorted.
};

int64_t Size(const KPartitionInstance& instance) {
  return static_cast<int64_t>(instance.values.size());
}

// Whether `flat` (sorted in place) is the multiset S.
bool SameMultiset(const KPartitionInstance& instance, std::vector<int64_t>& flat) {
  std::sort(flat.begin(), flat.end());
  return flat == instance.sorted;
}

// Whether every block of k consecutive values sums to T.
bool BlocksSumToTarget(const KPartitionInstance& instance, const std::vector<int64_t>& flat) {
  for (size_t at = 0; at < flat.size(); at += static_cast<size_t>(instance.k)) {
    int64_t sum = 0;
    for (int64_t i = 0; i < instance.k; ++i) sum += flat[at + static_cast<size_t>(i)];
    if (sum != instance.target) return false;
  }
  return true;
}

// K - 1 distinct cuts in 1..T-1, ascending (Floyd's sampling).
std::vector<int64_t> Cuts(int64_t t, int64_t k, tasks::Rng& rng) {
  std::vector<int64_t> cuts;
  for (int64_t j = t - k + 1; j <= t - 1; ++j) {
    const int64_t r = rng.Uniform(1, j);
    cuts.push_back(std::find(cuts.begin(), cuts.end(), r) == cuts.end() ? r : j);
  }
  std::sort(cuts.begin(), cuts.end());
  return cuts;
}

class KPartitionEnvironment final : public environments::LadderEnvironment<KPartitionInstance> {
 public:
  KPartitionEnvironment()
      : LadderEnvironment(
            {"k_partition", "RLVE-Gym:KPartition", kMaxDifficulty,
             "Divide a multiset of N positive integers into N/K groups of K elements each, all "
             "groups having the same sum (a planted partition exists).",
             /*difficulty_help=*/"N/K = 2 + d, K uniform in {2, 3, 4, 5}; group sum T uniform in "
             "max(K, floor(NK/10))..NK; each planted group a random composition of T into K "
             "positive parts; the multiset shuffled"},
            {"RLVE's ladder: -1 unparseable, -0.5 not N/K lines of K integers forming the "
             "multiset S, 0 a group not summing to T, 1 a valid partition."}) {}

 protected:
  KPartitionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t groups = 2 + difficulty;
    const int64_t k = rng.Uniform(2, 5);
    const int64_t n = groups * k;
    const int64_t t = rng.Uniform(std::max(k, n * k / 10), n * k);
    KPartitionInstance instance;
    instance.k = k;
    for (int64_t g = 0; g < groups; ++g) {
      const std::vector<int64_t> cuts = Cuts(t, k, rng);
      std::vector<int64_t> parts;
      int64_t previous = 0;
      for (const int64_t cut : cuts) {
        parts.push_back(cut - previous);
        previous = cut;
      }
      parts.push_back(t - previous);
      rng.Shuffle(parts);
      instance.partition.insert(instance.partition.end(), parts.begin(), parts.end());
    }
    instance.values = instance.partition;
    rng.Shuffle(instance.values);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<KPartitionInstance>& fields) const override {
    using I = KPartitionInstance;
    fields.Int("k", &I::k, 2, kMaxK)
        .Ints("values", &I::values, kMaxN, 1, kMaxValue)
        .Ints("partition", &I::partition, [](const I& x) { return Size(x); }, 1, kMaxValue)
        .SizedBy([](const I& x) { return Size(x); })
        .Optional();
  }
  absl::Status Finish(KPartitionInstance& instance) const override {
    const int64_t n = Size(instance);
    if (n % instance.k != 0) {
      return BadInstance("values", absl::StrCat(n, " values do not make groups of ", instance.k));
    }
    instance.groups = n / instance.k;
    const int64_t sum = std::accumulate(instance.values.begin(), instance.values.end(), int64_t{0});
    if (sum % instance.groups != 0) {
      return BadInstance("values", absl::StrCat("the sum ", sum, " is not a multiple of ",
                                                instance.groups, " groups"));
    }
    instance.target = sum / instance.groups;
    instance.sorted = instance.values;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    if (!instance.partition.empty()) {
      std::vector<int64_t> flat = instance.partition;
      if (!SameMultiset(instance, flat)) {
        return BadInstance("partition", "is not a rearrangement of values");
      }
      if (!BlocksSumToTarget(instance, instance.partition)) {
        return BadInstance("partition", absl::StrCat("a group does not sum to ", instance.target));
      }
    }
    return absl::OkStatus();
  }
  std::string Prompt(const KPartitionInstance& instance) const override {
    const int64_t n = Size(instance);
    return absl::StrCat(
        "Here is a multiset S of ", n, " positive integers (repeats count separately):\n",
        absl::StrJoin(instance.values, ", "), "\n\nSplit S into ", instance.groups,
        " groups of exactly K = ", instance.k,
        " elements each, using every element of S exactly once, so that all "
        "groups have the same sum. That common sum must be the total of S "
        "divided by the number of groups: T = ",
        instance.target * instance.groups, " / ", instance.groups, " = ", instance.target,
        ".\n\nInside <answer> </answer> tags, write one group per line: ", instance.groups,
        " lines, each with the ", instance.k,
        " numbers of one group separated by spaces. For example, for S = 1, 5, 2, "
        "4, 3, 3 and K = 2 the answer could be\n<answer>\n1 5\n2 4\n3 3\n</answer>");
  }
  std::string Reference(const KPartitionInstance& instance) const override {
    // Explicit instances need not name a partition; generated ones always
    // do. Changing any one value changes the multiset: never correct.
    if (instance.partition.empty()) return "";
    std::string lines;
    for (size_t at = 0; at < instance.partition.size(); at += static_cast<size_t>(instance.k)) {
      const auto from = instance.partition.begin() + static_cast<std::ptrdiff_t>(at);
      absl::StrAppend(&lines, absl::StrJoin(from, from + static_cast<std::ptrdiff_t>(instance.k), " "),
                      "\n");
    }
    return environments::AnswerTagged(absl::StrCat("\n", lines));
  }

  absl::StatusOr<Verdict> Grade(const KPartitionInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const size_t k = static_cast<size_t>(instance.k);
    // Every line is parsed (an unparseable token anywhere is -1, as RLVE
    // parses before it checks); only the first N/K + 1 lines' first K + 1
    // values are kept.
    std::vector<int64_t> flat;
    int64_t lines = 0;
    bool shaped = true;
    const bool parsed = environments::ForEachAnswerLine(*answer, [&](absl::string_view text) {
      const std::optional<parsing::IntegerTokens> line = parsing::ParseIntegerTokens(text, k + 1);
      if (!line) return false;
      ++lines;
      if (line->count != k) shaped = false;
      if (shaped && lines <= instance.groups) {
        flat.insert(flat.end(), line->values.begin(), line->values.end());
      }
      return true;
    });
    if (!parsed) return environments::Unparsed();
    if (!shaped || lines != instance.groups) return environments::Invalid();
    std::vector<int64_t> sorted = flat;
    if (!SameMultiset(instance, sorted)) return environments::Invalid();
    if (!BlocksSumToTarget(instance, flat)) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace k_partition_cc

absl::Status RegisterKPartitionEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<KPartitionEnvironment>());
}

}  // namespace referee
