#include "verifiers/environments/arithmetic/polynomial_minimum.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace polynomial_minimum_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 12;
constexpr size_t kMaxTerms = 10;
constexpr int64_t kMaxWeight = 100;
constexpr int64_t kMaxShift = 100;
constexpr int64_t kMaxDegree = 20;
// sum a (1 + S)^k: bounds every coefficient (and f(0)).
constexpr __int128 kMaxCoefficientBound = 1000000000000000000;  // 10^18.
// sum a (3S)^k: bounds f(x) for |x| <= 2S.
constexpr __int128 kMaxValueBound =
    kMaxCoefficientBound * static_cast<__int128>(1000000000000);  // 10^30.

struct Term {
  int64_t a = 0, s = 0, k = 0;  // a (x - s)^k.
};

struct PolynomialMinimumInstance {
  std::vector<std::vector<int64_t>> term_rows;  // As written: [a, s, k].
  // Derived.
  std::vector<Term> terms;
  // Derived.
  std::vector<int64_t> coefficients;  // [j] = coefficient of x^j.
  int64_t reach = 0;                  // 2 max |s|: beyond, f(x) > f(0).
  int64_t minimiser = 0;              // x*, the unique integer minimiser.
  int64_t minimum = 0;                // f(x*).
  int64_t at_zero = 0;                // f(0), RLVE's reference point.
};

absl::Status BadInstance(absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.terms: ", what));
}

// sum a b^k over the terms, b = base(term), or limit + 1 once it exceeds
// `limit` (<= 10^30, b <= 301: every product stays below 2^127).
__int128 BoundedSum(const std::vector<Term>& terms, int64_t base,
                    __int128 limit) {
  __int128 sum = 0;
  for (const Term& t : terms) {
    __int128 power = t.a;
    for (int64_t i = 0; i < t.k; ++i) {
      power *= base;
      if (power > limit) return limit + 1;
    }
    sum += power;
    if (sum > limit) return limit + 1;
  }
  return sum;
}

// f(x) for |x| <= reach: at most sum a (3S)^k <= 10^30.
__int128 Evaluate(const PolynomialMinimumInstance& instance, int64_t x) {
  __int128 sum = 0;
  for (const Term& t : instance.terms) {
    __int128 power = t.a;
    for (int64_t i = 0; i < t.k; ++i) power *= x - t.s;
    sum += power;
  }
  return sum;
}

// Checks the bounds, then derives the coefficients, x*, f(x*) and f(0).
absl::Status Solve(PolynomialMinimumInstance& instance) {
  int64_t shift = 0, lo = kMaxShift, hi = -kMaxShift, degree = 0;
  for (const Term& t : instance.terms) {
    shift = std::max(shift, t.s < 0 ? -t.s : t.s);
    lo = std::min(lo, t.s);
    hi = std::max(hi, t.s);
    degree = std::max(degree, t.k);
  }
  if (BoundedSum(instance.terms, 1 + shift, kMaxCoefficientBound) >
      kMaxCoefficientBound) {
    return BadInstance("coefficients too large: sum a (1 + max|s|)^k > 10^18");
  }
  if (BoundedSum(instance.terms, 3 * shift, kMaxValueBound) > kMaxValueBound) {
    return BadInstance("values too large: sum a (3 max|s|)^k > 10^30");
  }
  instance.reach = 2 * shift;
  // Binomial expansion; every partial sum is at most sum a (1 + S)^k.
  std::vector<__int128> coefficients(static_cast<size_t>(degree + 1), 0);
  for (const Term& t : instance.terms) {
    __int128 binomial = 1;  // C(k, j).
    for (int64_t j = 0; j <= t.k; ++j) {
      __int128 power = 1;  // (-s)^(k-j).
      for (int64_t i = j; i < t.k; ++i) power *= -t.s;
      coefficients[static_cast<size_t>(j)] += t.a * binomial * power;
      binomial = binomial * (t.k - j) / (j + 1);
    }
  }
  instance.coefficients.assign(coefficients.begin(), coefficients.end());
  // f is strictly convex with its real minimiser in [lo, hi] and strictly
  // monotone outside, so the integer minimisers are among lo..hi.
  __int128 best = Evaluate(instance, lo);
  int64_t at = lo, ties = 1;
  for (int64_t x = lo + 1; x <= hi; ++x) {
    const __int128 value = Evaluate(instance, x);
    if (value < best) {
      best = value;
      at = x;
      ties = 1;
    } else if (value == best) {
      ++ties;
    }
  }
  if (ties > 1) return BadInstance("two integers minimise f");
  instance.minimiser = at;
  instance.minimum = static_cast<int64_t>(best);  // <= f(0) <= 10^18.
  instance.at_zero = static_cast<int64_t>(Evaluate(instance, 0));
  return absl::OkStatus();
}

// sympy's style: "2*x**4 - 8*x**3 + x**2 - x + 7".
std::string Expanded(const std::vector<int64_t>& coefficients) {
  std::string out;
  for (size_t j = coefficients.size(); j-- > 0;) {
    const int64_t c = coefficients[j];
    if (c == 0) continue;
    if (out.empty()) {
      if (c < 0) out += "-";
    } else {
      out += c < 0 ? " - " : " + ";
    }
    const uint64_t magnitude =
        c < 0 ? 0 - static_cast<uint64_t>(c) : static_cast<uint64_t>(c);
    if (j == 0) {
      absl::StrAppend(&out, magnitude);
      continue;
    }
    if (magnitude != 1) absl::StrAppend(&out, magnitude, "*");
    out += "x";
    if (j > 1) absl::StrAppend(&out, "**", j);
  }
  return out.empty() ? "0" : out;
}

class PolynomialMinimumEnvironment final
    : public environments::LadderEnvironment<PolynomialMinimumInstance> {
 public:
  PolynomialMinimumEnvironment()
      : LadderEnvironment(
            {"polynomial_minimum", "RLVE-Gym:PolynomialMinimum", kMaxDifficulty,
             "Find the integer minimising an even-degree polynomial (RLVE PolynomialMinimum over "
             "the integers).",
             /*difficulty_help=*/"degree N = 2 + 2(d/2), f = sum over even k <= N of a (x - s)^k, "
             "a in 1..2, s in -S..S with S = 2 + ceil(d/2); unique integer minimiser"},
            {"RLVE PolynomialMinimum over the integers: -1 unparseable, 0 if f(x) >= f(0), else "
             "((f(0) - f(x)) / (f(0) - f(x*)))^beta.", /*beta=*/5}) {}

 protected:
  PolynomialMinimumInstance Make(int difficulty,
                                 tasks::Rng& rng) const override {
    const int64_t degree = 2 + 2 * (difficulty / 2);
    const int64_t shift = 2 + (difficulty + 1) / 2;
    for (;;) {
      // RLVE's order: the leading degree, then the others shuffled.
      std::vector<int64_t> degrees;
      for (int64_t k = 2; k < degree; k += 2) degrees.push_back(k);
      rng.Shuffle(degrees);
      degrees.insert(degrees.begin(), degree);
      PolynomialMinimumInstance instance;
      for (const int64_t k : degrees) {
        const int64_t a = rng.Uniform(1, 2);
        instance.terms.push_back({a, rng.Uniform(-shift, shift), k});
      }
      // Within bounds at every level (9^14·2·7 < 10^18); only a tie
      // between two integers fails, and then we draw again.
      if (Solve(instance).ok()) {
        // The written form; Finish derives the terms from it again.
        for (const Term& t : instance.terms) instance.term_rows.push_back({t.a, t.s, t.k});
        return instance;
      }
    }
  }

  void DeclareFields(
      environments::InstanceFields<PolynomialMinimumInstance>& fields) const override {
    using I = PolynomialMinimumInstance;
    fields.IntRows("terms", &I::term_rows, static_cast<int64_t>(kMaxTerms), 3, -kMaxShift,
                   kMaxShift);
  }

  absl::Status Finish(PolynomialMinimumInstance& instance) const override {
    const std::vector<std::vector<int64_t>>& rows = instance.term_rows;
    if (rows.empty()) return BadInstance("no terms");
    instance.terms.clear();
    for (size_t i = 0; i < rows.size(); ++i) {
      const std::vector<int64_t>& row = rows[i];
      if (row[0] < 1 || row[0] > kMaxWeight) {
        return BadInstance(absl::StrCat("[", i, "]: a must be 1..100"));
      }
      if (row[2] < 2 || row[2] > kMaxDegree || row[2] % 2 != 0) {
        return BadInstance(absl::StrCat("[", i, "]: k must be even, 2..20"));
      }
      instance.terms.push_back({row[0], row[1], row[2]});
    }
    return Solve(instance);
  }

  std::string Prompt(const PolynomialMinimumInstance& instance) const override {
    return absl::StrCat(
        "Given f(x) = ", Expanded(instance.coefficients),
        ", find the **integer** x0 that minimizes f(x) over all integers "
        "(there is exactly one).\n\n"
        "Output Format:\n"
        "Your final answer should be a single integer x0 inside <answer> "
        "</answer> tags.\n"
        "Example: <answer>-3</answer>");
  }

  std::string Reference(
      const PolynomialMinimumInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.minimiser));
  }

  absl::StatusOr<Verdict> Grade(const PolynomialMinimumInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, 1);
    if (!answer || answer->count != 1) return environments::Unparsed();
    const int64_t x = answer->values[0];
    if (x == instance.minimiser) return Verdict{1, true, true};
    // Beyond the reach (kHugeToken included) f(x) > f(0): no credit.
    if (x < -instance.reach || x > instance.reach) return Verdict{0, false, true};
    const __int128 value = Evaluate(instance, x);
    if (value >= instance.at_zero) return Verdict{0, false, true};
    // minimum < value < at_zero <= 10^18: the gains fit int64.
    return environments::Graded(
        instance.at_zero - static_cast<int64_t>(value),
        instance.at_zero - instance.minimum, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace polynomial_minimum_cc

absl::Status RegisterPolynomialMinimumEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<PolynomialMinimumEnvironment>());
}

}  // namespace referee
