#include "verifiers/environments/arithmetic/polynomial_remainder.h"

#include <cstdlib>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace polynomial_remainder_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 34;
constexpr size_t kMaxDegree = 500;
constexpr int64_t kMaxCoefficient = 1000000;
constexpr int64_t kWeight = 5;  // RLVE's max_weight.

struct PolynomialRemainderInstance {
  std::vector<int64_t> divisor, quotient, remainder;  // x^0 first.
  std::vector<int64_t> dividend;                      // Derived: Q·R + S.
};

// c_k x^k terms from the highest power down, zero terms left out:
// "3*x^4 - x^2 + 2*x - 5".
std::string PolynomialText(const std::vector<int64_t>& coefficients) {
  std::string out;
  for (size_t k = coefficients.size(); k-- > 0;) {
    const int64_t c = coefficients[k];
    if (c == 0) continue;
    const int64_t magnitude = std::llabs(c);
    if (out.empty()) {
      if (c < 0) out += "-";
    } else {
      out += c < 0 ? " - " : " + ";
    }
    if (magnitude != 1 || k == 0) absl::StrAppend(&out, magnitude, k > 0 ? "*" : "");
    if (k >= 2) absl::StrAppend(&out, "x^", k);
    if (k == 1) out += "x";
  }
  return out.empty() ? "0" : out;
}

std::vector<int64_t> Dividend(const PolynomialRemainderInstance& instance) {
  const auto& q = instance.divisor;
  const auto& r = instance.quotient;
  std::vector<int64_t> p(q.size() + r.size() - 1, 0);
  // |coefficient| <= 501 · 10^12 + 10^6: no overflow.
  for (size_t i = 0; i < q.size(); ++i) {
    for (size_t j = 0; j < r.size(); ++j) p[i + j] += q[i] * r[j];
  }
  for (size_t i = 0; i < instance.remainder.size(); ++i) p[i] += instance.remainder[i];
  return p;
}

// RLVE's choices of M for deg P = n.
std::vector<int64_t> DivisorDegrees(int64_t n) {
  std::vector<int64_t> out;
  auto add = [&out](int64_t m) {
    for (int64_t x : out) if (x == m) return;
    out.push_back(m);
  };
  for (int64_t m = 2; m <= 5; ++m) if (m <= n) add(m);
  for (int64_t k : {1, 3, 5, 7, 9}) if (n * k / 10 >= 2) add(n * k / 10);
  return out;
}

class PolynomialRemainderEnvironment final
    : public environments::SequenceAnswerEnvironment<PolynomialRemainderInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  PolynomialRemainderEnvironment()
      : SequenceAnswerEnvironment(
            {"polynomial_remainder", "RLVE-Gym:PolynomialRemainder", kMaxDifficulty,
             "The remainder of dividing one integer polynomial by another.",
             /*difficulty_help=*/"deg P = 3, then floor(1.1 N) + 1 per level; deg Q from {2..5} "
             "and floor(N k / 10), k odd; coefficients in -5..5"}) {}

 protected:
  PolynomialRemainderInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    const std::vector<int64_t> degrees = DivisorDegrees(n);
    const int64_t m =
        degrees[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(degrees.size()) - 1))];
    PolynomialRemainderInstance instance;
    for (int64_t i = 0; i < m; ++i) instance.divisor.push_back(rng.Uniform(-kWeight, kWeight));
    instance.divisor.push_back(rng.Uniform(1, kWeight));
    for (int64_t i = 0; i < n - m; ++i) instance.quotient.push_back(rng.Uniform(-kWeight, kWeight));
    instance.quotient.push_back(rng.Uniform(1, kWeight));
    for (int64_t i = 0; i < m; ++i) instance.remainder.push_back(rng.Uniform(-kWeight, kWeight));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PolynomialRemainderInstance>& fields)
      const override {
    using I = PolynomialRemainderInstance;
    fields.Ints("divisor", &I::divisor, kMaxDegree + 1, -kMaxCoefficient, kMaxCoefficient)
        .Ints("quotient", &I::quotient, kMaxDegree + 1, -kMaxCoefficient, kMaxCoefficient)
        .Ints("remainder", &I::remainder, kMaxDegree, -kMaxCoefficient, kMaxCoefficient);
  }
  absl::Status Finish(PolynomialRemainderInstance& instance) const override {
    const std::vector<int64_t>& q = instance.divisor;
    const std::vector<int64_t>& r = instance.quotient;
    if (q.size() < 3) return environments::BadInstance("divisor", "degree must be at least 2");
    if (q.back() == 0) return environments::BadInstance("divisor", "leading coefficient is 0");
    if (r.back() == 0) return environments::BadInstance("quotient", "leading coefficient is 0");
    if (instance.remainder.size() != q.size() - 1) {
      return environments::BadInstance("remainder", "must have deg(divisor) coefficients");
    }
    if (q.size() + r.size() - 2 > kMaxDegree) {
      return environments::BadInstance("quotient", "deg(divisor) + deg(quotient) exceeds 500");
    }
    instance.dividend = Dividend(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const PolynomialRemainderInstance& instance) const override {
    const size_t m = instance.divisor.size() - 1;
    return absl::StrCat(
        "Two polynomials with integer coefficients:\n"
        "P(x) = ", PolynomialText(instance.dividend), "   (degree ",
        instance.dividend.size() - 1, ")\nQ(x) = ", PolynomialText(instance.divisor),
        "   (degree ", m, ")\n\n"
        "Dividing P by Q gives P(x) = Q(x) * R(x) + S(x) for a unique quotient "
        "R(x) and remainder S(x) of degree below ", m,
        "; here the coefficients of S are integers. Write S(x) = s_0 + s_1*x + "
        "... + s_", m - 1, "*x^", m - 1,
        " (coefficients of missing powers are 0) and find s_0, s_1, ..., s_",
        m - 1, ".\n\nPut your final answer inside <answer> </answer> tags: the ",
        m, " integers s_0 s_1 ... s_", m - 1, " in this order, separated by spaces.");
  }
  size_t AnswerLength(const PolynomialRemainderInstance& instance) const override {
    return instance.remainder.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const PolynomialRemainderInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.remainder),
        static_cast<int64_t>(instance.remainder.size())};
  }
  std::string Reference(const PolynomialRemainderInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.remainder, " "));
  }
};

}  // namespace
}  // namespace polynomial_remainder_cc

absl::Status RegisterPolynomialRemainderEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PolynomialRemainderEnvironment>());
}

}  // namespace referee
