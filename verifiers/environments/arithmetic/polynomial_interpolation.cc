#include "verifiers/environments/arithmetic/polynomial_interpolation.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace polynomial_interpolation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 15;
constexpr size_t kMaxDegree = 26;
constexpr int64_t kMaxCoefficient = 10;
constexpr int64_t kWeight = 5;  // RLVE's max_weight.

struct PolynomialInterpolationInstance {
  std::vector<int64_t> coefficients;  // a_0 first.
  std::vector<int64_t> xs;
  std::vector<std::string> values;  // Derived: f(x) for each x.
};

// f(x) by Horner's rule in 128 bits: |f(x)| <= 10 · Σ 26^i < 7·10^37.
std::vector<std::string> Values(const PolynomialInterpolationInstance& instance) {
  std::vector<std::string> out;
  for (int64_t x : instance.xs) {
    __int128 value = 0;
    for (size_t i = instance.coefficients.size(); i-- > 0;) {
      value = value * x + instance.coefficients[i];
    }
    out.push_back(environments::I128Text(value));
  }
  return out;
}

class PolynomialInterpolationEnvironment final
    : public environments::SequenceAnswerEnvironment<PolynomialInterpolationInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  PolynomialInterpolationEnvironment()
      : SequenceAnswerEnvironment(
            {"polynomial_interpolation", "RLVE-Gym:PolynomialInterpolation", kMaxDifficulty,
             "Recover a degree-N integer polynomial from its values at N + 1 points.",
             /*difficulty_help=*/"N = 2, then floor(1.1 N) + 1 per level; coefficients in -5..5 "
             "(leading 1..5); N + 1 distinct points in -N..N"}) {}

 protected:
  PolynomialInterpolationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty == 0 ? 2 : environments::RlveGrowthSize(difficulty - 1);
    PolynomialInterpolationInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      instance.coefficients.push_back(rng.Uniform(-kWeight, kWeight));
    }
    instance.coefficients.push_back(rng.Uniform(1, kWeight));
    std::vector<int64_t> pool;
    for (int64_t x = -n; x <= n; ++x) pool.push_back(x);
    rng.Shuffle(pool);
    instance.xs.assign(pool.begin(), pool.begin() + (n + 1));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PolynomialInterpolationInstance>& fields)
      const override {
    using I = PolynomialInterpolationInstance;
    // The points lie in [-n, n] for degree n.
    auto degree = [](const I& x) { return static_cast<int64_t>(x.coefficients.size()) - 1; };
    fields.Ints("coefficients", &I::coefficients, static_cast<int64_t>(kMaxDegree + 1),
                -kMaxCoefficient, kMaxCoefficient)
        .Ints("x", &I::xs, static_cast<int64_t>(kMaxDegree + 1),
              [degree](const I& x) { return -degree(x); }, degree);
  }
  absl::Status Finish(PolynomialInterpolationInstance& instance) const override {
    if (instance.coefficients.size() < 3) {
      return environments::BadInstance("coefficients", "degree must be at least 2");
    }
    if (instance.coefficients.back() == 0) {
      return environments::BadInstance("coefficients", "leading coefficient is 0");
    }
    const std::vector<int64_t>& xs = instance.xs;
    if (xs.size() != instance.coefficients.size() ||
        std::set<int64_t>(xs.begin(), xs.end()).size() != xs.size()) {
      return environments::BadInstance("x", "must be degree + 1 distinct points");
    }
    instance.values = Values(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const PolynomialInterpolationInstance& instance) const override {
    const size_t n = instance.coefficients.size() - 1;
    std::string points;
    for (size_t i = 0; i < instance.xs.size(); ++i) {
      absl::StrAppend(&points, "f(", instance.xs[i], ") = ", instance.values[i], "\n");
    }
    return absl::StrCat(
        "A polynomial f(x) = a_0 + a_1*x + a_2*x^2 + ... + a_", n, "*x^", n,
        " of degree ", n, " has integer coefficients a_0, ..., a_", n,
        ". Its values at ", n + 1, " points are:\n", points,
        "\nFind the coefficients a_0, a_1, ..., a_", n,
        ".\n\nPut your final answer inside <answer> </answer> tags: the ", n + 1,
        " integers a_0 a_1 ... a_", n, " in this order, separated by spaces.");
  }
  size_t AnswerLength(const PolynomialInterpolationInstance& instance) const override {
    return instance.coefficients.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const PolynomialInterpolationInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.coefficients),
        static_cast<int64_t>(instance.coefficients.size())};
  }
  std::string Reference(const PolynomialInterpolationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.coefficients, " "));
  }
};

}  // namespace
}  // namespace polynomial_interpolation_cc

absl::Status RegisterPolynomialInterpolationEnvironment(Catalog& catalog,
                                                        const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PolynomialInterpolationEnvironment>());
}

}  // namespace referee
