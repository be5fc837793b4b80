#include "verifiers/environments/sequences/min_xor_pair.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace min_xor_pair_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 70;  // N = 6504.
constexpr size_t kMaxValues = 20000;

struct MinXorPairInstance {
  std::vector<int64_t> a;
  // Derived: the least A[i] XOR A[j] and a pair i < j reaching it.
  int64_t least = 0;
  int64_t i = 0, j = 0;
};

// RLVE's max_bit_length at level d: 3, then after each update the least B
// with 2^B > 2N (N the size after that update).
int BitLength(int difficulty) {
  int bits = 3;
  for (int d = 1; d <= difficulty; ++d) {
    const int64_t n = environments::RlveGrowth(3, d);
    while ((int64_t{1} << bits) <= 2 * n) ++bits;
  }
  return bits;
}

class MinXorPairEnvironment final : public environments::LadderEnvironment<MinXorPairInstance> {
 public:
  MinXorPairEnvironment()
      : LadderEnvironment(
            {"min_xor_pair", "RLVE-Gym:MinXorPair", kMaxDifficulty,
             "Pick the two entries of an array with the least (a AND b) XOR (a OR b).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, "
             "...); N distinct values below 2^B, B = 3, then the least B with 2^B > 2N"},
            {"RLVE MinXorPair ladder: -1 unparseable or not two integers, -0.5 unless 0 <= i < "
             "j < N, else (least value / value of i, j)^beta.",
             /*beta=*/5}) {}

 protected:
  MinXorPairInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    const int64_t range = int64_t{1} << BitLength(difficulty);  // > 2N.
    // Floyd's sample of n distinct values below `range`, then a random order.
    std::set<int64_t> chosen;
    for (int64_t j = range - n; j < range; ++j) {
      const int64_t t = rng.Uniform(0, j);
      chosen.insert(chosen.count(t) > 0 ? j : t);
    }
    MinXorPairInstance instance;
    instance.a.assign(chosen.begin(), chosen.end());
    rng.Shuffle(instance.a);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MinXorPairInstance>& fields) const override {
    fields.Ints("a", &MinXorPairInstance::a, kMaxValues, 0, environments::kMaxJsonInteger);
  }
  absl::Status Finish(MinXorPairInstance& instance) const override {
    const size_t n = instance.a.size();
    if (n < 2) return BadInstance("a", "needs at least two values");
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    std::sort(order.begin(), order.end(),
              [&](size_t x, size_t y) { return instance.a[x] < instance.a[y]; });
    bool have = false;
    for (size_t k = 1; k < n; ++k) {
      const size_t x = order[k - 1], y = order[k];
      if (instance.a[x] == instance.a[y]) {
        return BadInstance("a", absl::StrCat("the value ", instance.a[x], " repeats"));
      }
      const int64_t value = instance.a[x] ^ instance.a[y];
      if (!have || value < instance.least) {
        instance.least = value;
        instance.i = static_cast<int64_t>(std::min(x, y));
        instance.j = static_cast<int64_t>(std::max(x, y));
        have = true;
      }
    }
    return absl::OkStatus();
  }
  std::string Prompt(const MinXorPairInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string values;
    for (size_t k = 0; k < n; ++k) absl::StrAppend(&values, "A[", k, "] = ", instance.a[k], "\n");
    return absl::StrCat(
        "An array A of ", n, " integers, indexed from 0:\n", values,
        "\nChoose two indices i and j with 0 <= i < j <= ", n - 1,
        " that make (A[i] AND A[j]) XOR (A[i] OR A[j]) as small as possible, where AND, OR "
        "and XOR act on the binary representations bit by bit.\n\n"
        "Write i and j, in that order and separated by a space, inside <answer> </answer> "
        "tags, as in <answer>1 4</answer>.");
  }
  absl::StatusOr<Verdict> Grade(const MinXorPairInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, 2);
    if (!answer || answer->count != 2) return environments::Unparsed();
    const int64_t i = answer->values[0], j = answer->values[1];
    const int64_t n = static_cast<int64_t>(instance.a.size());
    if (!(0 <= i && i < j && j < n)) return environments::Invalid();
    const int64_t value = (instance.a[static_cast<size_t>(i)] & instance.a[static_cast<size_t>(j)]) ^
                          (instance.a[static_cast<size_t>(i)] | instance.a[static_cast<size_t>(j)]);
    // value >= least > 0 (the values are distinct).
    return environments::Graded(instance.least, value, input.params.Number("beta"));
  }
  std::string Reference(const MinXorPairInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.i, " ", instance.j));
  }
};

}  // namespace
}  // namespace min_xor_pair_cc

absl::Status RegisterMinXorPairEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<MinXorPairEnvironment>());
}

}  // namespace referee
