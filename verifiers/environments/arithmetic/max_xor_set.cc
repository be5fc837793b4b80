#include "verifiers/environments/arithmetic/max_xor_set.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_xor_set_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;  // N = 6504.
constexpr int64_t kMaxLength = 100000;
constexpr int64_t kMaxValue = environments::kMaxJsonInteger - 1;  // 53 bits.
constexpr int kBits = 53;

struct MaxXorSetInstance {
  std::vector<int64_t> a;
  // Derived: the largest XOR of a subset, and one subset reaching it (the
  // reference's order: see LargestXor).
  uint64_t best = 0;
  std::vector<int64_t> chosen;
};

// A GF(2) linear basis of the values, each basis vector remembering which
// of the inserted values (at most 53, by index into `a`) it is the XOR of.
// The greedy walk from the top bit then gives the largest XOR and a subset.
void LargestXor(MaxXorSetInstance& instance) {
  uint64_t basis[kBits] = {};
  uint64_t made_of[kBits] = {};  // Bit j: inserted[j] is in the XOR.
  std::vector<int64_t> inserted;
  for (size_t i = 0; i < instance.a.size(); ++i) {
    uint64_t value = static_cast<uint64_t>(instance.a[i]);
    uint64_t mask = uint64_t{1} << inserted.size();
    for (int bit = kBits - 1; bit >= 0 && value != 0; --bit) {
      if (((value >> bit) & 1) == 0) continue;
      if (basis[bit] == 0) {
        basis[bit] = value;
        made_of[bit] = mask;
        inserted.push_back(static_cast<int64_t>(i));
        break;
      }
      value ^= basis[bit];
      mask ^= made_of[bit];
    }
  }
  uint64_t best = 0, mask = 0;
  for (int bit = kBits - 1; bit >= 0; --bit) {
    if ((best ^ basis[bit]) > best) {
      best ^= basis[bit];
      mask ^= made_of[bit];
    }
  }
  instance.best = best;
  instance.chosen.clear();
  for (size_t j = 0; j < inserted.size(); ++j) {
    if ((mask >> j) & 1) instance.chosen.push_back(inserted[j]);
  }
  std::sort(instance.chosen.begin(), instance.chosen.end());
  // Any index holding the same value serves as well. The reference ends
  // with an index whose last decimal digit, stepped (9 -> 0), names an
  // element of a different value (or none): a one-digit slip of the last
  // index is then never another optimum. Only a value filling whole decades
  // of indices (10k..10k+9) has no such index; then any order will do.
  const auto& a = instance.a;
  const int64_t n = static_cast<int64_t>(a.size());
  for (size_t k = 0; k < instance.chosen.size(); ++k) {
    const int64_t value = a[static_cast<size_t>(instance.chosen[k])];
    for (int64_t j = instance.chosen[k]; j < n; ++j) {
      if (a[static_cast<size_t>(j)] != value) continue;
      const int64_t slip = j % 10 == 9 ? j - 9 : j + 1;
      if (slip < n && a[static_cast<size_t>(slip)] == value) continue;
      instance.chosen.erase(instance.chosen.begin() + static_cast<std::ptrdiff_t>(k));
      instance.chosen.push_back(j);
      return;
    }
  }
}

// RLVE's MAX_bit_length base at level d: the least b >= 3 with
// 2^b - 2 >= 2N.
int BitLengthBase(int64_t n) {
  int b = 3;
  while ((int64_t{1} << b) - 2 < 2 * n) ++b;
  return b;
}

// The XOR of a[i] over the answer's tokens (all integers: checked before),
// or nullopt if one is not an index of `a`. One pass, no storage.
std::optional<uint64_t> XorOfChosen(absl::string_view answer, const std::vector<int64_t>& a) {
  uint64_t total = 0;
  size_t at = 0;
  while (at < answer.size()) {
    if (parsing::IsAsciiSpace(answer[at])) {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < answer.size() && !parsing::IsAsciiSpace(answer[end])) ++end;
    const std::optional<parsing::IntegerTokens> token =
        parsing::ParseIntegerTokens(answer.substr(at, end - at), 1);
    if (!token || token->values.empty()) return std::nullopt;
    const int64_t index = token->values[0];  // kHugeToken is negative.
    if (index < 0 || index >= static_cast<int64_t>(a.size())) return std::nullopt;
    total ^= static_cast<uint64_t>(a[static_cast<size_t>(index)]);
    at = end;
  }
  return total;
}

class MaxXorSetEnvironment final : public environments::LadderEnvironment<MaxXorSetInstance> {
 public:
  MaxXorSetEnvironment()
      : LadderEnvironment(
            {"max_xor_set", "RLVE-Gym:MaxXorSet", kMaxDifficulty,
             "Choose elements of an array of positive integers whose XOR is as large as possible.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; B = the least b >= 3 "
             "with 2^b - 2 >= 2N, bit length uniform in B..B+4, values uniform in 1..2^bits - 2"},
            {"RLVE's (answer/gold)^beta ladder: -1 unparseable, -0.5 an index out of range, else "
             "(XOR of the chosen elements / the largest XOR)^beta.", /*beta=*/5}) {}

 protected:
  MaxXorSetInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    const int64_t bits = BitLengthBase(n) + rng.Uniform(0, 4);
    MaxXorSetInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      instance.a.push_back(rng.Uniform(1, (int64_t{1} << bits) - 2));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MaxXorSetInstance>& fields) const override {
    fields.Ints("a", &MaxXorSetInstance::a, kMaxLength, 1, kMaxValue);
  }
  absl::Status Finish(MaxXorSetInstance& instance) const override {
    LargestXor(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const MaxXorSetInstance& instance) const override {
    std::string listed;
    for (size_t i = 0; i < instance.a.size(); ++i) {
      absl::StrAppend(&listed, "A[", i, "] = ", instance.a[i], "\n");
    }
    return absl::StrCat(
        "Here is an array A of ", instance.a.size(),
        " positive integers, indexed from 0:\n", listed,
        "\nChoose some of the indices (as many as you like) so that the "
        "bitwise XOR of the chosen elements is as large as possible.\n\n"
        "Give the chosen indices inside <answer> </answer> tags, separated "
        "by spaces, e.g. <answer>0 2 3</answer>.");
  }
  std::string Reference(const MaxXorSetInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.chosen, " "));
  }

  absl::StatusOr<Verdict> Grade(const MaxXorSetInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    // Every token an integer (nothing kept) before any index is judged.
    if (!answer || !parsing::ParseIntegerTokens(*answer, 0)) return environments::Unparsed();
    const std::optional<uint64_t> total = XorOfChosen(*answer, instance.a);
    if (!total) return environments::Invalid();
    if (*total == instance.best) return Verdict{1.0, true, true};
    // The largest XOR bounds every subset's (best >= 1: values are >= 1).
    return Verdict{environments::PartialCredit(static_cast<double>(*total) /
                                                   static_cast<double>(instance.best),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace max_xor_set_cc

absl::Status RegisterMaxXorSetEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<MaxXorSetEnvironment>());
}

}  // namespace referee
