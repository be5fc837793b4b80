#include "verifiers/environments/logic/difference_constraint_system.h"

#include <set>

#include "verifiers/environments/logic/rlve_multiple.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace difference_constraint_system_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 35;
constexpr int64_t kMaxVariables = 1000;
constexpr int64_t kMaxConstraints = 5000;
constexpr int64_t kMaxValue = 1000000000;  // |c| and |x| of explicit instances.
constexpr int64_t kSlack = 5;              // RLVE's num_range.

struct DifferenceInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> constraints;  // [i, j, c]: x[i] - x[j] <= c.
  std::vector<int64_t> solution;                  // Satisfying; or empty.
  std::vector<int64_t> reference;                 // Derived: what Reference prints.
};

int64_t Satisfied(const DifferenceInstance& instance, const std::vector<int64_t>& x) {
  int64_t satisfied = 0;
  for (const std::vector<int64_t>& k : instance.constraints) {
    const __int128 difference = static_cast<__int128>(x[static_cast<size_t>(k[0])]) -
                                x[static_cast<size_t>(k[1])];
    satisfied += difference <= k[2] ? 1 : 0;
  }
  return satisfied;
}

// A signed integer of any size, for answer values past 64 bits.
struct Signed {
  bool negative = false;  // Never for zero.
  environments::BigNat magnitude;
};

Signed FromInt(int64_t v) {
  const uint64_t magnitude = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  return {v < 0, environments::BigNat(magnitude)};
}

// a - b.
Signed Minus(const Signed& a, const Signed& b) {
  if (a.negative != b.negative) return {a.negative, a.magnitude + b.magnitude};
  const int order = a.magnitude.Compare(b.magnitude);
  Signed out;
  if (order >= 0) {
    out.magnitude = a.magnitude;
    out.magnitude -= b.magnitude;
    out.negative = a.negative && order > 0;
  } else {
    out.magnitude = b.magnitude;
    out.magnitude -= a.magnitude;
    out.negative = !a.negative;
  }
  return out;
}

// a <= b.
bool AtMost(const Signed& a, const Signed& b) {
  if (a.negative != b.negative) return a.negative;
  const int order = a.magnitude.Compare(b.magnitude);
  return a.negative ? order >= 0 : order <= 0;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

class DifferenceConstraintSystemEnvironment final
    : public environments::LadderEnvironment<DifferenceInstance> {
 public:
  DifferenceConstraintSystemEnvironment()
      : LadderEnvironment(
            {"difference_constraint_system", "RLVE-Gym:DifferenceConstraintSystem",
             kMaxDifficulty,
             "Find integers satisfying random inequalities x[i] - x[j] <= c (RLVE "
             "DifferenceConstraintSystem; a planted solution exists).",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level; M = int(m N) "
             "inequalities, m uniform in 1.0, 1.1, ..., 2.0, slack 0..5 over a hidden "
             "solution in [-N, N]"},
            {"RLVE DifferenceConstraintSystem ladder: -1 unparseable or not N integers, else "
             "(satisfied inequalities / inequalities)^beta.",
             /*beta=*/5}) {}

 protected:
  DifferenceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    const int64_t m =
        std::min(environments::RlveTenthsTimes(rng.Uniform(10, 20), n), n * (n - 1));
    DifferenceInstance instance;
    instance.n = n;
    for (int64_t i = 0; i < n; ++i) instance.solution.push_back(rng.Uniform(-n, n));
    // A uniform sample of m distinct ordered pairs, in the order drawn.
    std::set<std::pair<int64_t, int64_t>> drawn;
    while (static_cast<int64_t>(instance.constraints.size()) < m) {
      const int64_t i = rng.Uniform(0, n - 1);
      const int64_t j = rng.Uniform(0, n - 1);
      if (i == j || !drawn.insert({i, j}).second) continue;
      instance.constraints.push_back({i, j, 0});
    }
    for (std::vector<int64_t>& k : instance.constraints) {
      k[2] = instance.solution[static_cast<size_t>(k[0])] -
             instance.solution[static_cast<size_t>(k[1])] + rng.Uniform(0, kSlack);
    }
    // The deviation in the header: x[N-1] takes part in some inequality.
    bool last_used = false;
    for (const std::vector<int64_t>& k : instance.constraints) {
      last_used = last_used || k[0] == n - 1 || k[1] == n - 1;
    }
    if (!last_used) {
      const int64_t t = instance.constraints.front()[0];
      std::swap(instance.solution[static_cast<size_t>(t)], instance.solution.back());
      for (std::vector<int64_t>& k : instance.constraints) {
        for (size_t side = 0; side < 2; ++side) {
          if (k[side] == t) k[side] = n - 1;
        }
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<DifferenceInstance>& fields) const override {
    using I = DifferenceInstance;
    fields.Int("n", &I::n, 2, kMaxVariables)
        .IntRows("constraints", &I::constraints, kMaxConstraints, 3, -kMaxValue, kMaxValue)
        .Ints("solution", &I::solution, [](const I& x) { return x.n; }, -kMaxValue, kMaxValue)
        .Optional();
  }

  absl::Status Finish(DifferenceInstance& instance) const override {
    const int64_t n = instance.n;
    if (instance.constraints.empty()) return BadInstance("constraints", "no inequality");
    for (size_t r = 0; r < instance.constraints.size(); ++r) {
      const std::vector<int64_t>& k = instance.constraints[r];
      const std::string field = absl::StrCat("constraints[", r, "]");
      if (k[0] < 0 || k[0] >= n || k[1] < 0 || k[1] >= n) {
        return BadInstance(field, "a variable out of range");
      }
      if (k[0] == k[1]) return BadInstance(field, "the same variable twice");
    }
    instance.reference.clear();
    if (instance.solution.empty()) return absl::OkStatus();
    if (instance.solution.size() != static_cast<size_t>(n)) {
      return BadInstance("solution", "not one value per variable");
    }
    if (Satisfied(instance, instance.solution) !=
        static_cast<int64_t>(instance.constraints.size())) {
      return BadInstance("solution", "an inequality does not hold");
    }
    // x[N-1] <= x[j] + c and x[N-1] >= x[i] - c, the others fixed.
    std::optional<int64_t> hi, lo;
    const std::vector<int64_t>& x = instance.solution;
    for (const std::vector<int64_t>& k : instance.constraints) {
      if (k[0] == n - 1) {
        const int64_t bound = x[static_cast<size_t>(k[1])] + k[2];
        hi = hi ? std::min(*hi, bound) : bound;
      }
      if (k[1] == n - 1) {
        const int64_t bound = x[static_cast<size_t>(k[0])] - k[2];
        lo = lo ? std::max(*lo, bound) : bound;
      }
    }
    instance.reference = x;
    if (hi || lo) {
      // x[N-1] at its bound, then everything shifted: 0 at an upper bound,
      // -1 at a lower one.
      const int64_t shift = hi ? -*hi : -*lo - 1;
      instance.reference.back() = hi ? *hi : *lo;
      for (int64_t& v : instance.reference) v += shift;
    }
    return absl::OkStatus();
  }

  std::string Prompt(const DifferenceInstance& instance) const override {
    const std::string inequalities = absl::StrJoin(
        instance.constraints, "\n", [](std::string* out, const std::vector<int64_t>& k) {
          absl::StrAppend(out, "x[", k[0], "] - x[", k[1], "] <= ", k[2]);
        });
    return absl::StrCat(
        "Find integers x[0], x[1], ..., x[", instance.n - 1, "] (", instance.n,
        " of them) such that all ", instance.constraints.size(),
        " of the following inequalities hold:\n", inequalities,
        "\n\nGive x[0], x[1], ..., x[", instance.n - 1,
        "] in this order on one line, separated by spaces, inside <answer> </answer> tags, "
        "for example <answer>",
        absl::StrJoin(std::vector<int64_t>(static_cast<size_t>(instance.n), 0), " "),
        "</answer> (any solution is accepted).");
  }

  std::string Reference(const DifferenceInstance& instance) const override {
    if (instance.reference.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const DifferenceInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    // RLVE calls a wrong count wrong_format.
    if (!answer || answer->count != n) return environments::Unparsed();
    const std::vector<int64_t>& x = answer->values;
    const int64_t total = static_cast<int64_t>(instance.constraints.size());
    bool huge = false;
    for (const int64_t v : x) huge = huge || v == parsing::kHugeToken;
    const double beta = input.params.Number("beta");
    if (!huge) return environments::Graded(Satisfied(instance, x), total, beta);
    // Some value needs more than 64 bits (kHugeToken also stands for the
    // int64 minimum itself): read every such token again, exactly.
    std::vector<Signed> exact(n);
    const absl::string_view span = *parsing::FinalAnswer(input.output);
    size_t at = 0, token = 0;
    while (at < span.size() && token < n) {
      if (parsing::IsAsciiSpace(span[at])) {
        ++at;
        continue;
      }
      size_t end = at;
      while (end < span.size() && !parsing::IsAsciiSpace(span[end])) ++end;
      if (x[token] == parsing::kHugeToken) {
        absl::string_view text = span.substr(at, end - at);
        Signed& v = exact[token];
        if (text.front() == '+' || text.front() == '-') {
          v.negative = text.front() == '-';
          text.remove_prefix(1);
        }
        v.magnitude = environments::BigNat::FromDecimal(text);
        if (v.magnitude.IsZero()) v.negative = false;
      } else {
        exact[token] = FromInt(x[token]);
      }
      ++token;
      at = end;
    }
    // Sort the values; consecutive ones less than 2^62 apart form a
    // segment, each value's exact offset from its segment's least. Then
    // x[i] - x[j] is exact within a segment and at least 2^62 in size
    // (beyond any |c| <= 10^9) across segments: its sign is the order of
    // the two. Sorting compares magnitudes only where they have the same
    // length, so the work stays near-linear in the answer's length, however
    // many inequalities share a long value.
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&exact](size_t a, size_t b) {
      return !AtMost(exact[b], exact[a]);
    });
    const environments::BigNat kFar(uint64_t{1} << 62);
    std::vector<size_t> rank(n), segment(n);
    std::vector<__int128> offset(n, 0);
    for (size_t r = 0; r < n; ++r) {
      rank[order[r]] = r;
      if (r == 0) continue;
      const Signed gap = Minus(exact[order[r]], exact[order[r - 1]]);
      if (gap.magnitude.Compare(kFar) < 0) {
        segment[r] = segment[r - 1];
        offset[r] = offset[r - 1] + static_cast<__int128>(std::stoull(gap.magnitude.Text()));
      } else {
        segment[r] = segment[r - 1] + 1;
      }
    }
    int64_t satisfied = 0;
    for (const std::vector<int64_t>& k : instance.constraints) {
      const size_t a = rank[static_cast<size_t>(k[0])], b = rank[static_cast<size_t>(k[1])];
      if (segment[a] == segment[b]) {
        satisfied += offset[a] - offset[b] <= k[2] ? 1 : 0;
      } else {
        satisfied += a < b ? 1 : 0;  // x[i] - x[j] <= -2^62 or >= 2^62.
      }
    }
    return environments::Graded(satisfied, total, beta);
  }
};

}  // namespace
}  // namespace difference_constraint_system_cc

absl::Status RegisterDifferenceConstraintSystemEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<DifferenceConstraintSystemEnvironment>());
}

}  // namespace referee
