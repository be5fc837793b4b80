#include "verifiers/environments/number_theory/bezout_identity.h"

#include <cstdlib>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace bezout_identity_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 26;
constexpr size_t kMaxN = 40;
constexpr int64_t kMaxAbsA = int64_t{1} << 31;  // MAX_A at the top level.

struct BezoutIdentityInstance {
  std::vector<int64_t> a;
  int64_t gcd = 1;                 // Derived: gcd |a[i]|, the optimal S.
  std::vector<std::string> coefficients;  // Derived: a reference vector.
};

// u g + v b = gcd(g, b) for g, b >= 1, with |u| <= b / gcd, |v| <= g / gcd.
void ExtendedGcd(int64_t g, int64_t b, int64_t* d, int64_t* u, int64_t* v) {
  int64_t r0 = g, r1 = b, s0 = 1, s1 = 0, t0 = 0, t1 = 1;
  while (r1 != 0) {
    const int64_t q = r0 / r1;
    int64_t tmp = r0 - q * r1; r0 = r1; r1 = tmp;
    tmp = s0 - q * s1; s0 = s1; s1 = tmp;
    tmp = t0 - q * t1; t0 = t1; t1 = tmp;
  }
  *d = r0;
  *u = s0;
  *v = t0;
}

// The gcd and a Bezout vector, folded in one value at a time as RLVE does,
// but reduced after every step: X[j] (j > 0) is moved into |X[j]| <
// |a[0] / gcd(a[0], a[j])| by trading multiples of a[0] / d for a[j] / d
// with X[0], so every value stays far inside 128 bits and the result fits
// 64 bits.
void Derive(BezoutIdentityInstance& instance) {
  const std::vector<int64_t>& a = instance.a;
  std::vector<__int128> x(a.size(), 0);
  int64_t g = std::llabs(a[0]);
  x[0] = a[0] > 0 ? 1 : -1;
  for (size_t i = 1; i < a.size(); ++i) {
    int64_t d = 0, u = 0, v = 0;
    ExtendedGcd(g, std::llabs(a[i]), &d, &u, &v);
    for (size_t j = 0; j < i; ++j) x[j] *= u;
    x[i] = a[i] > 0 ? v : -v;
    g = d;
    for (size_t j = 1; j <= i; ++j) {
      const int64_t common = environments::Gcd(a[0], a[j]);
      const __int128 step = a[0] / common;
      const __int128 t = x[j] / step;
      x[j] -= t * step;
      x[0] += t * (a[j] / common);
    }
  }
  instance.gcd = g;
  instance.coefficients.clear();
  for (const __int128 value : x) instance.coefficients.push_back(environments::I128Text(value));
}

long double Approximate(const std::string& digits) {
  long double value = 0;
  for (const char c : digits) value = value * 10 + (c - '0');
  return value;
}

bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

class BezoutIdentityEnvironment final
    : public environments::LadderEnvironment<BezoutIdentityInstance> {
 public:
  BezoutIdentityEnvironment()
      : LadderEnvironment(
            {"bezout_identity", "RLVE-Gym:BezoutIdentity", kMaxDifficulty,
             "Choose integer coefficients for a list of integers so that the weighted sum is "
             "positive and as small as possible (Bezout).",
             /*difficulty_help=*/"N = 2 + d values, |A[i]| in 2..32 * 2^d, drawn to share factors "
             "with earlier values, random signs"},
            {"RLVE BezoutIdentity ladder: -1 unparseable, -0.5 not N integers or S <= 0, else "
             "(gcd / S)^beta.", /*beta=*/5}) {}

 protected:
  BezoutIdentityInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 2 + difficulty;
    const int64_t max_a = int64_t{32} << difficulty;
    BezoutIdentityInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      int64_t picked = 0, best = -1;
      for (int attempt = 0; attempt < 1024; ++attempt) {
        const int64_t candidate = rng.Uniform(2, max_a);
        int64_t sharing = 0;
        for (const int64_t earlier : instance.a) {
          sharing += environments::Gcd(candidate, earlier) > 1;
        }
        if (sharing > best) best = sharing, picked = candidate;
        if (best == static_cast<int64_t>(instance.a.size())) break;
      }
      if (rng.Chance(1, 2)) picked = -picked;
      instance.a.push_back(picked);
    }
    rng.Shuffle(instance.a);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<BezoutIdentityInstance>& fields) const override {
    fields.Ints("a", &BezoutIdentityInstance::a, static_cast<int64_t>(kMaxN), -kMaxAbsA, kMaxAbsA);
  }
  absl::Status Finish(BezoutIdentityInstance& instance) const override {
    if (instance.a.size() < 2) return environments::BadInstance("a", "needs at least 2 values");
    for (const int64_t value : instance.a) {
      if (value == 0) return environments::BadInstance("a", "a value is 0");
    }
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const BezoutIdentityInstance& instance) const override {
    const size_t n = instance.a.size();
    return absl::StrCat(
        "Here is a list of ", n, " integers A[1], ..., A[", n, "]:\n",
        absl::StrJoin(instance.a, ", "),
        "\n\nChoose integers X[1], ..., X[", n,
        "] (any sign) so that S = A[1]*X[1] + ... + A[", n, "]*X[", n,
        "] is strictly positive, and make S as small as you can.\n\n"
        "Put your final answer inside <answer> </answer> tags: the ", n,
        " integers X[1], ..., X[", n, "] on one line, separated by spaces.");
  }
  std::string Reference(const BezoutIdentityInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.coefficients, " "));
  }

  absl::StatusOr<Verdict> Grade(const BezoutIdentityInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    // Every token must be an integer (else -1); keep only the first N + 1.
    std::vector<std::string> tokens;
    size_t count = 0;
    for (size_t i = 0; i < span->size();) {
      if (IsSpace((*span)[i])) { ++i; continue; }
      size_t j = i;
      while (j < span->size() && !IsSpace((*span)[j])) ++j;
      std::optional<std::string> token = parsing::CanonicalInteger(span->substr(i, j - i));
      if (!token) return environments::Unparsed();
      if (++count <= instance.a.size()) tokens.push_back(*std::move(token));
      i = j;
    }
    if (count != instance.a.size()) return environments::Invalid();
    BigNat positive, negative;
    for (size_t i = 0; i < tokens.size(); ++i) {
      const bool minus = tokens[i][0] == '-';
      const absl::string_view digits =
          absl::string_view(tokens[i]).substr(minus ? 1 : 0);
      const BigNat term =
          BigNat(static_cast<uint64_t>(std::llabs(instance.a[i]))) * BigNat::FromDecimal(digits);
      ((minus != (instance.a[i] < 0)) ? negative : positive) += term;
    }
    if (positive.Compare(negative) <= 0) return environments::Invalid();
    positive -= negative;
    if (positive == BigNat(static_cast<uint64_t>(instance.gcd))) {
      return Verdict{1.0, true, true};
    }
    // S is a positive multiple of the gcd, so S > gcd here.
    const long double ratio =
        static_cast<long double>(instance.gcd) / Approximate(positive.Text());
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace bezout_identity_cc

absl::Status RegisterBezoutIdentityEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<BezoutIdentityEnvironment>());
}

}  // namespace referee
