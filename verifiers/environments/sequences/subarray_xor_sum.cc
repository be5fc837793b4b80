#include "verifiers/environments/sequences/subarray_xor_sum.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace subarray_xor_sum_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 997;
constexpr size_t kMaxValues = 20000;
constexpr int64_t kMaxValue = 1000000000;  // < 2^30.
constexpr int kBits = 30;

struct SubarrayXorSumInstance {
  std::vector<int64_t> values;
  std::string answer;  // Derived: the sum of the subarray XORs.
};

// The XOR of A[i..j] is P[j+1] ^ P[i] for prefix XORs P; bit b of it is set
// iff the two prefixes differ in bit b. Per bit, count the pairs of
// prefixes that differ: O(30 N). The sum is below N^2 / 2 · 2^30 < 2.2·10^17.
std::string XorSum(const std::vector<int64_t>& values) {
  std::array<int64_t, kBits> ones{};  // Prefixes so far with the bit set.
  int64_t prefixes = 1;               // P[0] = 0 counted.
  int64_t prefix = 0, sum = 0;
  for (const int64_t v : values) {
    prefix ^= v;
    for (int b = 0; b < kBits; ++b) {
      const bool set = (prefix >> b) & 1;
      const int64_t differing = set ? prefixes - ones[b] : ones[b];
      sum += differing << b;
      if (set) ++ones[b];
    }
    ++prefixes;
  }
  return absl::StrCat(sum);
}

class SubarrayXorSumEnvironment final
    : public environments::IntegerAnswerEnvironment<SubarrayXorSumInstance> {
 public:
  SubarrayXorSumEnvironment()
      : IntegerAnswerEnvironment(
            {"subarray_xor_sum", "RLVE-Gym:SubarrayXorSum", kMaxDifficulty,
             "The sum of the bitwise XORs of all contiguous subarrays of an array.",
             /*difficulty_help=*/"N = 3 + d; values uniform in 0..N"},
            environments::NumberLadder::kExact) {}

 protected:
  SubarrayXorSumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    SubarrayXorSumInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(0, n));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SubarrayXorSumInstance>& fields) const override {
    fields.Ints("values", &SubarrayXorSumInstance::values, kMaxValues, 0, kMaxValue);
  }
  absl::Status Finish(SubarrayXorSumInstance& instance) const override {
    instance.answer = XorSum(instance.values);
    return absl::OkStatus();
  }
  std::string Prompt(const SubarrayXorSumInstance& instance) const override {
    const size_t n = instance.values.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : ", ", "A[", i + 1, "]=", instance.values[i]);
    }
    return absl::StrCat(
        "An array A of ", n, " integers is given: ", listed,
        "\nIt has ", n, " * (", n, " + 1) / 2 contiguous subarrays. Take the "
        "bitwise XOR of the entries of each subarray, and add up all of "
        "these XOR values. What is the total?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace subarray_xor_sum_cc

absl::Status RegisterSubarrayXorSumEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SubarrayXorSumEnvironment>());
}

}  // namespace referee
