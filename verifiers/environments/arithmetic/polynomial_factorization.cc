#include "verifiers/environments/arithmetic/polynomial_factorization.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace polynomial_factorization_cc {  // Unity builds: DEVELOPERS.md
namespace {

using int128 = __int128;

constexpr int kMaxDifficulty = 23;  // N = 26.
constexpr int64_t kMaxRoots = 26;
constexpr int64_t kMaxRoot = 26;

struct PolynomialFactorizationInstance {
  std::vector<int64_t> roots;  // The hidden factorisation, as drawn.
  // Derived (Finish): the roots sorted, and P's coefficients, c[k] of x^k
  // (c[N] = 1).
  std::vector<int64_t> sorted;
  std::vector<int128> coefficients;
};

// c[k] of (x - a_1)...(x - a_N), one factor at a time. Every partial
// product's coefficients are elementary symmetric sums of at most 26 roots
// of size <= 26: below 27^26 < 2^127 in size (see the header).
std::vector<int128> Expand(const std::vector<int64_t>& roots) {
  std::vector<int128> c = {1};
  for (const int64_t a : roots) {
    c.push_back(0);
    // Multiply by (x - a): new c[k] = c[k - 1] - a c[k].
    for (size_t k = c.size() - 1; k > 0; --k) c[k] = c[k - 1] - a * c[k];
    c[0] = -a * c[0];
  }
  return c;
}

// "x^3 - 4*x^2 + x + 6": the non-zero terms from the highest power down.
std::string PolynomialText(const std::vector<int128>& c) {
  std::string out;
  for (size_t k = c.size(); k-- > 0;) {
    if (c[k] == 0) continue;
    const bool negative = c[k] < 0;
    const int128 size = negative ? -c[k] : c[k];
    if (out.empty()) {
      if (negative) out += "-";
    } else {
      out += negative ? " - " : " + ";
    }
    const std::string power = k == 0 ? "" : k == 1 ? "x" : absl::StrCat("x^", k);
    if (size != 1 || k == 0) {
      absl::StrAppend(&out, environments::I128Text(size), k == 0 ? "" : "*", power);
    } else {
      out += power;
    }
  }
  return out;
}

class PolynomialFactorizationEnvironment final
    : public environments::LadderEnvironment<PolynomialFactorizationInstance> {
 public:
  PolynomialFactorizationEnvironment()
      : LadderEnvironment(
            {"polynomial_factorization", "RLVE-Gym:PolynomialFactorization", kMaxDifficulty,
             "Find the integer roots of an expanded monic polynomial that splits into linear "
             "factors.",
             /*difficulty_help=*/"N = d + 3 roots, each uniform in -N..N (26 at the top, "
             "d = 23)"},
            {"RLVE PolynomialFactorization ladder: -1 unparseable or not N integers, else "
             "(roots matched as a multiset / N)^beta.",
             /*beta=*/5}) {}

 protected:
  PolynomialFactorizationInstance Make(int difficulty, tasks::Rng& rng) const override {
    PolynomialFactorizationInstance instance;
    const int64_t n = difficulty + 3;
    for (int64_t i = 0; i < n; ++i) instance.roots.push_back(rng.Uniform(-n, n));
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<PolynomialFactorizationInstance>& fields) const override {
    using I = PolynomialFactorizationInstance;
    fields.Ints("roots", &I::roots, kMaxRoots, -kMaxRoot, kMaxRoot);
  }
  absl::Status Finish(PolynomialFactorizationInstance& instance) const override {
    instance.sorted = instance.roots;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    instance.coefficients = Expand(instance.roots);
    return absl::OkStatus();
  }

  std::string Prompt(const PolynomialFactorizationInstance& instance) const override {
    const size_t n = instance.roots.size();
    return absl::StrCat(
        "P(x) = ", PolynomialText(instance.coefficients), "\n\nThis polynomial of degree ", n,
        " can be written as a product of ", n,
        " linear factors (x - a_1)(x - a_2)...(x - a_", n,
        ") with integer a_i (some may be equal). Find a_1, ..., a_", n,
        " so that the product expands to exactly P(x).\n\n"
        "Put the ", n,
        " integers, in any order and separated by spaces, inside <answer> </answer> tags; "
        "for instance, x^2 - x - 2 = (x - 2)(x + 1) would be answered <answer>2 -1</answer>.");
  }

  std::string Reference(const PolynomialFactorizationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.roots, " "));
  }

  absl::StatusOr<Verdict> Grade(const PolynomialFactorizationInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.sorted.size();
    const std::optional<parsing::IntegerTokens> tokens =
        environments::FinalIntegers(input.output, n + 1);
    if (!tokens || tokens->count != n) return environments::Unparsed();
    // Matched one-for-one against the roots: both sorted, a merge.
    std::vector<int64_t> values = tokens->values;
    std::sort(values.begin(), values.end());
    int64_t satisfied = 0;
    for (size_t i = 0, j = 0; i < n && j < n;) {
      if (values[i] == instance.sorted[j]) {
        ++satisfied;
        ++i;
        ++j;
      } else if (values[i] < instance.sorted[j]) {
        ++i;
      } else {
        ++j;
      }
    }
    return environments::Graded(satisfied, static_cast<int64_t>(n), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace polynomial_factorization_cc

absl::Status RegisterPolynomialFactorizationEnvironment(Catalog& catalog,
                                                        const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<PolynomialFactorizationEnvironment>());
}

}  // namespace referee
