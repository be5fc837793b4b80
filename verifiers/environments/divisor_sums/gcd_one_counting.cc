#include "verifiers/environments/divisor_sums/gcd_one_counting.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/integer_answer.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/environments/sieves.h"

namespace referee {
namespace {

using environments::InstanceReader;

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxNM = 1000000;

// RLVE's controller: MAX_N_M = 5, then int(1.5 MAX_N_M) per update.
int64_t MaxNM(int difficulty) {
  return environments::RlveScaled(5, difficulty);
}

struct GcdOneCountingInstance {
  int64_t n = 1;
  int64_t m = 1;
  std::string answer;  // Derived: the count, in decimal.
};

// sum_d mu(d) floor(n/d) floor(m/d); partial sums stay within
// n m (1 + ln n) < 1.5 * 10^13.
std::string CoprimePairs(int64_t n, int64_t m) {
  const int64_t limit = std::min(n, m);
  const std::vector<int8_t> mu = environments::MoebiusUpTo(static_cast<size_t>(limit));
  int64_t total = 0;
  for (int64_t d = 1; d <= limit; ++d) {
    total += mu[static_cast<size_t>(d)] * (n / d) * (m / d);
  }
  return absl::StrCat(total);
}

class GcdOneCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<GcdOneCountingInstance> {
 public:
  environments::NumberLadder ladder() const override {
    return environments::NumberLadder::kMinOverMaxPositive;
  }
  absl::string_view Name() const override { return "gcd_one_counting"; }
  absl::string_view Source() const override { return "RLVE-Gym:GCDOne_Counting"; }
  absl::string_view Description() const override {
    return "Count the coprime pairs (x, y) with 1 <= x <= N, 1 <= y <= M.";
  }
  absl::string_view DifficultyHelp() const override {
    return "MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M uniform "
           "in 2..MAX_N_M";
  }
  int MaxDifficulty() const override { return kMaxDifficulty; }

 protected:
  GcdOneCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nm = MaxNM(difficulty);
    GcdOneCountingInstance instance;
    instance.n = rng.Uniform(2, max_nm);
    instance.m = rng.Uniform(2, max_nm);
    instance.answer = CoprimePairs(instance.n, instance.m);
    return instance;
  }
  void Write(const GcdOneCountingInstance& instance,
             google::protobuf::Struct& out) const override {
    environments::SetInt(out, "n", instance.n);
    environments::SetInt(out, "m", instance.m);
  }
  absl::StatusOr<GcdOneCountingInstance> Read(
      const InstanceReader& in) const override {
    if (absl::Status s = in.OnlyFields({"n", "m"}); !s.ok()) return s;
    GcdOneCountingInstance instance;
    absl::StatusOr<int64_t> n = in.Int("n", 1, kMaxNM);
    if (!n.ok()) return n.status();
    absl::StatusOr<int64_t> m = in.Int("m", 1, kMaxNM);
    if (!m.ok()) return m.status();
    instance.n = *n;
    instance.m = *m;
    instance.answer = CoprimePairs(instance.n, instance.m);
    return instance;
  }
  std::string Prompt(const GcdOneCountingInstance& instance) const override {
    return absl::StrCat(
        "Count the pairs of integers (x, y) with 1 <= x <= ", instance.n,
        " and 1 <= y <= ", instance.m,
        " whose greatest common divisor is exactly 1 (that is, x and y are "
        "coprime).\n\n"
        "Put your final answer (a single integer, the number of such pairs) "
        "inside <answer> </answer> tags.");
  }
  const std::string& Answer(const GcdOneCountingInstance& instance) const override {
    return instance.answer;
  }
};

}  // namespace

absl::Status RegisterGcdOneCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GcdOneCountingEnvironment>());
}

}  // namespace referee
