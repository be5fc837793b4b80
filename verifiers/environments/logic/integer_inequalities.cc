#include "verifiers/environments/logic/integer_inequalities.h"

#include <optional>
#include <string>
#include <vector>

#include "verifiers/environments/logic/rlve_multiple.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace integer_inequalities_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 27;
constexpr int64_t kMaxVariables = 200;
constexpr int64_t kMaxRows = 1000;
constexpr int64_t kMaxCoefficient = 1000;       // |a| of explicit instances.
constexpr int64_t kMaxBound = 1000000000000;    // |b| of explicit instances.
constexpr int64_t kMaxValue = 1000000000;       // |x| of explicit solutions.
constexpr int64_t kCoefficientRange = 4;        // RLVE's number_range.
constexpr int64_t kSlack = kCoefficientRange / 2;
constexpr int64_t kCandidates = 21;             // Reference values tried per end.

struct InequalityInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> coefficients;  // Row r: sum a x >= bounds[r].
  std::vector<int64_t> bounds;
  std::vector<int64_t> solution;   // Satisfying; or empty.
  std::vector<int64_t> reference;  // Derived: what Reference prints.
};

// Inequalities that x (64-bit values) satisfies; the sums exact in 128
// bits (200 terms of 1000 * 2^63 stay far below 2^127).
int64_t Satisfied(const InequalityInstance& instance, const std::vector<int64_t>& x) {
  int64_t satisfied = 0;
  for (size_t r = 0; r < instance.coefficients.size(); ++r) {
    __int128 sum = 0;
    for (size_t i = 0; i < x.size(); ++i) {
      sum += static_cast<__int128>(instance.coefficients[r][i]) * x[i];
    }
    satisfied += sum >= instance.bounds[r] ? 1 : 0;
  }
  return satisfied;
}

int64_t FloorDiv(int64_t t, int64_t a) {
  int64_t q = t / a;
  if (t % a != 0 && ((t < 0) != (a < 0))) --q;
  return q;
}

int64_t CeilDiv(int64_t t, int64_t a) {
  int64_t q = t / a;
  if (t % a != 0 && ((t < 0) == (a < 0))) ++q;
  return q;
}

// The value a printed v becomes when its last digit d changes to d + 1
// (9 -> 0), as the registry's corruption check does.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = (v < 0 ? -v : v) % 10;
  if (v >= 0) return digit == 9 ? v - 9 : v + 1;
  return digit == 9 ? v + 9 : v - 1;
}

// The stored solution with x[N-1] moved to a value whose last-digit change
// breaks an inequality (the header's rule); nullopt if none qualifies.
// Values stay below 10^15 in size: |b| <= 10^12, 200 * 1000 * 10^9 others.
std::optional<std::vector<int64_t>> Pinned(const InequalityInstance& instance) {
  std::vector<int64_t> x = instance.solution;
  const size_t last = x.size() - 1;
  std::optional<int64_t> lo, hi;
  for (size_t r = 0; r < instance.coefficients.size(); ++r) {
    const std::vector<int64_t>& row = instance.coefficients[r];
    const int64_t a = row[last];
    if (a == 0) continue;
    int64_t rest = 0;
    for (size_t i = 0; i < last; ++i) rest += row[i] * x[i];
    const int64_t t = instance.bounds[r] - rest;  // a * x[N-1] >= t.
    if (a > 0) {
      lo = lo ? std::max(*lo, CeilDiv(t, a)) : CeilDiv(t, a);
    } else {
      hi = hi ? std::min(*hi, FloorDiv(t, a)) : FloorDiv(t, a);
    }
  }
  if (!lo && !hi) return std::nullopt;
  const auto inside = [&lo, &hi](int64_t v) {
    return (!lo || v >= *lo) && (!hi || v <= *hi);
  };
  std::vector<int64_t> candidates = {x[last]};
  for (int64_t k = 0; lo && k < kCandidates; ++k) candidates.push_back(*lo + k);
  for (int64_t k = kCandidates - 1; hi && k >= 0; --k) candidates.push_back(*hi - k);
  for (const int64_t v : candidates) {
    if (inside(v) && !inside(LastDigitChanged(v))) {
      x[last] = v;
      return x;
    }
  }
  return std::nullopt;
}

// A signed integer of any size in base 10^18 limbs, least significant
// first (an answer value past 64 bits).
constexpr uint64_t kLimb = 1000000000000000000;
struct Big {
  bool negative = false;
  std::vector<uint64_t> limbs;
};

// `text` is `[+-]?[0-9]+` (a token ParseIntegerTokens accepted).
Big ParseBig(absl::string_view text) {
  Big out;
  if (text.front() == '+' || text.front() == '-') {
    out.negative = text.front() == '-';
    text.remove_prefix(1);
  }
  size_t end = text.size();
  while (end > 0) {
    const size_t begin = end > 18 ? end - 18 : 0;
    uint64_t limb = 0;
    for (size_t i = begin; i < end; ++i) limb = limb * 10 + static_cast<uint64_t>(text[i] - '0');
    out.limbs.push_back(limb);
    end = begin;
  }
  return out;
}

// sum of row[i] * x[i] >= bound, exactly: the limbs' weighted sums
// (each at most 200 * 1000 * 10^18 in size) carried from the bottom; the
// final carry's sign is the sign of the difference.
bool HoldsExactly(const std::vector<int64_t>& row, int64_t bound, const std::vector<Big>& x) {
  std::vector<__int128> acc(1, 0);
  for (size_t i = 0; i < row.size(); ++i) {
    if (row[i] == 0) continue;
    const Big& v = x[i];
    if (acc.size() < v.limbs.size()) acc.resize(v.limbs.size(), 0);
    const __int128 a = v.negative ? -static_cast<__int128>(row[i]) : row[i];
    for (size_t k = 0; k < v.limbs.size(); ++k) acc[k] += a * static_cast<__int128>(v.limbs[k]);
  }
  acc[0] -= bound;
  __int128 carry = 0;
  for (const __int128 limb : acc) {
    const __int128 value = limb + carry;
    __int128 digit = value % static_cast<__int128>(kLimb);
    if (digit < 0) digit += kLimb;
    carry = (value - digit) / static_cast<__int128>(kLimb);
  }
  return carry >= 0;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

class IntegerInequalitiesEnvironment final
    : public environments::LadderEnvironment<InequalityInstance> {
 public:
  IntegerInequalitiesEnvironment()
      : LadderEnvironment(
            {"integer_inequalities", "RLVE-Gym:IntegerProgramming", kMaxDifficulty,
             "Find integers satisfying random linear inequalities sum a x >= b (RLVE "
             "IntegerProgramming; a planted solution exists).",
             /*difficulty_help=*/"N = 3 + level variables; M = int(m N) inequalities, m "
             "uniform in 1.0, 1.1, ..., 2.0; coefficients 0 or +-1..4, slack 0..2 over a "
             "hidden solution in [-N, N]"},
            {"RLVE IntegerProgramming ladder: -1 unparseable or not N integers, else "
             "(satisfied inequalities / inequalities)^beta.",
             /*beta=*/5}) {}

 protected:
  InequalityInstance Make(int difficulty, tasks::Rng& rng) const override {
    // The deviation in the header: drawn again until x[N-1] can be pinned.
    while (true) {
      InequalityInstance instance = Draw(difficulty, rng);
      if (Pinned(instance)) return instance;  // Finish stores it as the reference.
    }
  }

  void DeclareFields(environments::InstanceFields<InequalityInstance>& fields) const override {
    using I = InequalityInstance;
    fields.Int("n", &I::n, 2, kMaxVariables)
        .IntRows("coefficients", &I::coefficients, kMaxRows, [](const I& x) { return x.n; },
                 -kMaxCoefficient, kMaxCoefficient)
        .Ints("bounds", &I::bounds, kMaxRows, -kMaxBound, kMaxBound)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.coefficients.size()); })
        .Ints("solution", &I::solution, [](const I& x) { return x.n; }, -kMaxValue, kMaxValue)
        .Optional();
  }

  absl::Status Finish(InequalityInstance& instance) const override {
    if (instance.coefficients.empty()) return BadInstance("coefficients", "no inequality");
    for (size_t r = 0; r < instance.coefficients.size(); ++r) {
      bool any = false;
      for (const int64_t a : instance.coefficients[r]) any = any || a != 0;
      if (!any) return BadInstance(absl::StrCat("coefficients[", r, "]"), "no variable");
    }
    instance.reference.clear();
    if (instance.solution.empty()) return absl::OkStatus();
    if (instance.solution.size() != static_cast<size_t>(instance.n)) {
      return BadInstance("solution", "not one value per variable");
    }
    if (Satisfied(instance, instance.solution) !=
        static_cast<int64_t>(instance.coefficients.size())) {
      return BadInstance("solution", "an inequality does not hold");
    }
    instance.reference = Pinned(instance).value_or(instance.solution);
    return absl::OkStatus();
  }

  std::string Prompt(const InequalityInstance& instance) const override {
    std::string lines;
    for (size_t r = 0; r < instance.coefficients.size(); ++r) {
      bool first = true;
      for (size_t i = 0; i < instance.coefficients[r].size(); ++i) {
        const int64_t a = instance.coefficients[r][i];
        if (a == 0) continue;
        const int64_t size = a < 0 ? -a : a;
        if (first) {
          if (a < 0) lines += "-";
        } else {
          lines += a < 0 ? " - " : " + ";
        }
        if (size != 1) absl::StrAppend(&lines, size, "*");
        absl::StrAppend(&lines, "x[", i, "]");
        first = false;
      }
      absl::StrAppend(&lines, " >= ", instance.bounds[r], "\n");
    }
    return absl::StrCat(
        "Find integers x[0], x[1], ..., x[", instance.n - 1, "] (", instance.n,
        " of them) such that all ", instance.coefficients.size(),
        " of the following linear inequalities hold:\n", lines,
        "\nGive x[0], x[1], ..., x[", instance.n - 1,
        "] in this order on one line, separated by spaces, inside <answer> </answer> tags, "
        "for example <answer>",
        absl::StrJoin(std::vector<int64_t>(static_cast<size_t>(instance.n), 0), " "),
        "</answer> (any solution is accepted).");
  }

  std::string Reference(const InequalityInstance& instance) const override {
    if (instance.reference.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const InequalityInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    // RLVE calls a wrong count wrong_format.
    if (!answer || answer->count != n) return environments::Unparsed();
    const std::vector<int64_t>& x = answer->values;
    const int64_t total = static_cast<int64_t>(instance.coefficients.size());
    std::vector<bool> huge(n, false);
    bool any_huge = false;
    for (size_t i = 0; i < n; ++i) {
      huge[i] = x[i] == parsing::kHugeToken;
      any_huge = any_huge || huge[i];
    }
    const double beta = input.params.Number("beta");
    if (!any_huge) return environments::Graded(Satisfied(instance, x), total, beta);
    // Some value needs more than 64 bits (kHugeToken also stands for the
    // int64 minimum itself): read every token again, exactly.
    std::vector<Big> exact(n);
    const absl::string_view span = *parsing::FinalAnswer(input.output);
    size_t at = 0, token = 0;
    while (at < span.size() && token < n) {
      if (parsing::IsAsciiSpace(span[at])) {
        ++at;
        continue;
      }
      size_t end = at;
      while (end < span.size() && !parsing::IsAsciiSpace(span[end])) ++end;
      exact[token++] = ParseBig(span.substr(at, end - at));
      at = end;
    }
    int64_t satisfied = 0;
    for (size_t r = 0; r < instance.coefficients.size(); ++r) {
      const std::vector<int64_t>& row = instance.coefficients[r];
      bool involved = false;
      for (size_t i = 0; i < n; ++i) involved = involved || (huge[i] && row[i] != 0);
      if (involved) {
        satisfied += HoldsExactly(row, instance.bounds[r], exact) ? 1 : 0;
      } else {
        __int128 sum = 0;
        for (size_t i = 0; i < n; ++i) {
          if (row[i] != 0) sum += static_cast<__int128>(row[i]) * x[i];
        }
        satisfied += sum >= instance.bounds[r] ? 1 : 0;
      }
    }
    return environments::Graded(satisfied, total, beta);
  }

 private:
  // One instance as RLVE draws it.
  static InequalityInstance Draw(int difficulty, tasks::Rng& rng) {
    const int64_t n = 3 + difficulty;
    const int64_t m = environments::RlveTenthsTimes(rng.Uniform(10, 20), n);
    InequalityInstance instance;
    instance.n = n;
    for (int64_t i = 0; i < n; ++i) instance.solution.push_back(rng.Uniform(-n, n));
    for (int64_t r = 0; r < m; ++r) {
      std::vector<int64_t> row;
      bool any = false;
      while (!any) {
        row.assign(static_cast<size_t>(n), 0);
        for (int64_t& a : row) {
          if (rng.Uniform(0, 1) == 0) continue;  // Zero with probability 1/2.
          a = rng.Uniform(1, kCoefficientRange);
          if (rng.Uniform(0, 1) == 0) a = -a;
          any = true;
        }
      }
      int64_t sum = 0;
      for (size_t i = 0; i < row.size(); ++i) sum += row[i] * instance.solution[i];
      instance.coefficients.push_back(std::move(row));
      instance.bounds.push_back(sum - rng.Uniform(0, kSlack));
    }
    return instance;
  }
};

}  // namespace
}  // namespace integer_inequalities_cc

absl::Status RegisterIntegerInequalitiesEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<IntegerInequalitiesEnvironment>());
}

}  // namespace referee
