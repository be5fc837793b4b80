#include "verifiers/environments/counting/fixed_mod_k_selection_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace fixed_mod_k_selection_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 24;
constexpr int64_t kStartMaxN = 8;        // RLVE's MAX_N before any update.
constexpr int64_t kStartMaxK = 5;        // RLVE's MAX_K before any update.
constexpr int64_t kGeneratedMaxMod = 1000000;  // RLVE's MOD_range.
constexpr int64_t kMaxN = 1000000000000000;    // 10^15: explicit instances.
constexpr int64_t kMaxK = 200;
constexpr int64_t kMaxMod = 1000000000;  // 10^9: products stay below 2^63.

struct FixedModKSelectionCountingInstance {
  int64_t n = 1;
  int64_t k = 1;
  int64_t r = 0;
  int64_t mod = 2;
  std::string answer;  // Derived: the sum modulo `mod`.
};

// The product of two polynomials modulo x^k - 1 (exponents wrap around k),
// coefficients modulo `mod` (<= 10^9: each product stays below 2^60).
std::vector<int64_t> CyclicProduct(const std::vector<int64_t>& a,
                                   const std::vector<int64_t>& b, int64_t mod) {
  const size_t k = a.size();
  std::vector<int64_t> out(k, 0);
  for (size_t i = 0; i < k; ++i) {
    if (a[i] == 0) continue;
    for (size_t j = 0; j < k; ++j) {
      const size_t at = i + j < k ? i + j : i + j - k;
      out[at] = (out[at] + a[i] * b[j]) % mod;
    }
  }
  return out;
}

// The coefficient of x^j in (1 + x)^(nk) is C(nk, j); reducing exponents
// modulo k adds up the coefficients of every j = r (mod k) at x^r.
std::string SelectionSum(int64_t n, int64_t k, int64_t r, int64_t mod) {
  const size_t size = static_cast<size_t>(k);
  std::vector<int64_t> base(size, 0), power(size, 0);
  base[0] = 1 % mod;
  base[1 % size] = (base[1 % size] + 1) % mod;  // 1 + x, or 2 when k = 1.
  power[0] = 1 % mod;
  // The exponent nk, as n then k: (1 + x)^(nk) = ((1 + x)^n)^k.
  for (const int64_t exponent : {n, k}) {
    std::vector<int64_t> result(size, 0);
    result[0] = 1 % mod;
    for (int64_t e = exponent; e > 0; e >>= 1) {
      if (e & 1) result = CyclicProduct(result, base, mod);
      if (e > 1) base = CyclicProduct(base, base, mod);
    }
    base = result;
  }
  return absl::StrCat(base[static_cast<size_t>(r)]);
}

class FixedModKSelectionCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<FixedModKSelectionCountingInstance> {
 public:
  FixedModKSelectionCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"fixed_mod_k_selection_counting",
             "RLVE-Gym:FixedModK_Selection_Counting", kMaxDifficulty,
             "Sum the binomial coefficients C(nk, ik + r) over i >= 0, modulo p.",
             /*difficulty_help=*/"MAX_N = 8 * 2^d; MAX_K = 5, then floor(1.1 MAX_K) + 1 per level "
             "(16 at d = 8); n uniform in 1..MAX_N, k uniform in 2..MAX_K, r uniform in 0..k-1, p "
             "uniform in 2..10^6"},
            environments::NumberLadder::kExact) {}

 protected:
  FixedModKSelectionCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    FixedModKSelectionCountingInstance instance;
    instance.n = rng.Uniform(1, kStartMaxN << difficulty);
    instance.k = rng.Uniform(2, environments::RlveGrowth(kStartMaxK, difficulty));
    instance.r = rng.Uniform(0, instance.k - 1);
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<FixedModKSelectionCountingInstance>& fields)
      const override {
    using I = FixedModKSelectionCountingInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Int("k", &I::k, 1, kMaxK)
        .Int("r", &I::r, 0, [](const I& x) { return x.k - 1; })
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(FixedModKSelectionCountingInstance& instance) const override {
    instance.answer = SelectionSum(instance.n, instance.k, instance.r, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const FixedModKSelectionCountingInstance& instance) const override {
    return absl::StrCat(
        "Let n = ", instance.n, ", k = ", instance.k, ", r = ", instance.r,
        " and p = ", instance.mod,
        ". Write C(a, b) for the binomial coefficient \"a choose b\" (0 when "
        "b > a). Compute\n\n"
        "  ( C(nk, r) + C(nk, k + r) + C(nk, 2k + r) + C(nk, 3k + r) + ... ) mod p,\n\n"
        "the sum running over every i >= 0 of C(nk, i*k + r), i.e. the number "
        "of subsets of a set of n*k elements whose size leaves remainder r when "
        "divided by k, taken modulo p.\n\n"
        "Put your final answer (a single integer in 0..p-1) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const FixedModKSelectionCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace fixed_mod_k_selection_counting_cc

absl::Status RegisterFixedModKSelectionCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<FixedModKSelectionCountingEnvironment>());
}

}  // namespace referee
