#include "verifiers/environments/geometry/smallest_circle.h"

#include <cmath>
#include <cstdlib>

#include "verifiers/environments/geometry/lattice_points.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace smallest_circle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::BigNat;

constexpr int kMaxDifficulty = 29;  // N = 139.
constexpr int64_t kMaxPoints = 200;
constexpr int64_t kMaxCoordinate = 100000;
// RLVE's tolerance on the covering: 10^-3.
constexpr int kToleranceDigits = 3;
// Limits of an answer number (beyond them it is unparseable).
constexpr int kMaxNumberDigits = 100;
constexpr int kMaxExponent = 100;
// RLVE's invalid_solution: the circle misses a point.
constexpr double kNotCoveringReward = 0.0;

// A circle with center (x / d, y / d) and squared radius r2 / d^2, d > 0.
// With |coordinates| <= 10^5: d <= 1.6 * 10^11, |x|, |y| <= 5 * 10^16,
// r2 <= 2.1 * 10^33, and Contains' squares stay below 10^34.
struct Circle {
  __int128 x = 0, y = 0, d = 1, r2 = 0;
};

struct SmallestCircleInstance {
  std::vector<std::vector<int64_t>> points;  // [x, y].
  Circle optimum;                             // Derived: the smallest circle.
  std::string reference;                      // Derived: "x y r".
};

__int128 Square(__int128 v) { return v * v; }

bool Contains(const Circle& c, const std::vector<int64_t>& p) {
  return Square(c.d * p[0] - c.x) + Square(c.d * p[1] - c.y) <= c.r2;
}

Circle Through(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  return {static_cast<__int128>(a[0]) + b[0], static_cast<__int128>(a[1]) + b[1], 2,
          Square(a[0] - b[0]) + Square(a[1] - b[1])};
}

// The circumcircle of three points not on one line. With a = b - p,
// c = q - p: the center is p + u / (2 det) where
// u = (|a|^2 c_y - |c|^2 a_y, a_x |c|^2 - c_x |a|^2), det = a x c.
Circle Through(const std::vector<int64_t>& p, const std::vector<int64_t>& b,
               const std::vector<int64_t>& q) {
  const __int128 ax = b[0] - p[0], ay = b[1] - p[1];
  const __int128 cx = q[0] - p[0], cy = q[1] - p[1];
  const __int128 ea = ax * ax + ay * ay, ec = cx * cx + cy * cy;
  __int128 det2 = 2 * (ax * cy - cx * ay);
  __int128 ux = ea * cy - ec * ay;
  __int128 uy = ax * ec - cx * ea;
  if (det2 < 0) {
    det2 = -det2;
    ux = -ux;
    uy = -uy;
  }
  return {p[0] * det2 + ux, p[1] * det2 + uy, det2, ux * ux + uy * uy};
}

// The smallest circle covering the points (distinct, no three on a line:
// three boundary points are never collinear). The classic incremental
// algorithm: a point outside the circle of the points before it lies on
// the boundary of theirs and its circle; expected O(N) in a random order,
// so the points are taken in an order shuffled by a fixed seed.
Circle SmallestEnclosingCircle(std::vector<std::vector<int64_t>> p) {
  tasks::Rng rng(0x5EED);
  rng.Shuffle(p);
  Circle c{p[0][0], p[0][1], 1, 0};
  for (size_t i = 1; i < p.size(); ++i) {
    if (Contains(c, p[i])) continue;
    c = {p[i][0], p[i][1], 1, 0};
    for (size_t j = 0; j < i; ++j) {
      if (Contains(c, p[j])) continue;
      c = Through(p[i], p[j]);
      for (size_t k = 0; k < j; ++k) {
        if (!Contains(c, p[k])) c = Through(p[i], p[j], p[k]);
      }
    }
  }
  return c;
}

BigNat FromU128(unsigned __int128 v) {
  BigNat out(static_cast<uint64_t>(v >> 64));
  for (int i = 0; i < 4; ++i) out *= 65536;
  out += BigNat(static_cast<uint64_t>(v));
  return out;
}

BigNat Pow10(int e) {
  BigNat out(1);
  for (int i = 0; i < e; ++i) out *= 10;
  return out;
}

// floor(v / d) for d > 0.
__int128 FloorDiv(__int128 v, __int128 d) {
  const __int128 q = v / d;
  return (v % d != 0 && v < 0) ? q - 1 : q;
}

// m / 10^k as a decimal with k digits after the point.
std::string DecimalText(__int128 m, int k) {
  std::string sign = m < 0 ? "-" : "";
  unsigned __int128 a = m < 0 ? static_cast<unsigned __int128>(-m)
                              : static_cast<unsigned __int128>(m);
  unsigned __int128 scale = 1;
  for (int i = 0; i < k; ++i) scale *= 10;
  std::string fraction = environments::U128Text(a % scale);
  fraction.insert(0, static_cast<size_t>(k) - fraction.size(), '0');
  return absl::StrCat(sign, environments::U128Text(a / scale), ".", fraction);
}

// floor(sqrt(r2) * 10^k / d): the largest m with (m d)^2 <= r2 10^(2k)
// (binary search, exact in BigNat; the radius is below 3 * 10^5, so
// m < 2^62 for k <= 12).
int64_t RadiusDigits(const Circle& c, int k) {
  const BigNat target = FromU128(static_cast<unsigned __int128>(c.r2)) * Pow10(2 * k);
  const BigNat d = FromU128(static_cast<unsigned __int128>(c.d));
  int64_t lo = 0, hi = int64_t{1} << 62;  // (lo d)^2 <= target < (hi d)^2.
  while (hi - lo > 1) {
    const int64_t mid = lo + (hi - lo) / 2;
    const BigNat md = BigNat(static_cast<uint64_t>(mid)) * d;
    if ((md * md).Compare(target) <= 0) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}

// "x y r": the center rounded down to 6 decimals (off by < 1.5 * 10^-6)
// and the radius rounded down to k decimals, so r <= optimum (full
// credit) and every point is within optimum + 1.5 * 10^-6 <= r + 10^-3.
// The radius's last digit raised by one gives r > optimum, not full
// credit; k (6..12) is the first whose last digit is not 9, as 9 -> 0
// would lower r (still full credit); if all are 9, k = 6.
std::string ReferenceText(const Circle& c) {
  int k = 6;
  int64_t m = RadiusDigits(c, 6);
  for (int digits = 6; digits <= 12; ++digits) {
    const int64_t candidate = RadiusDigits(c, digits);
    if (candidate % 10 != 9) {
      k = digits;
      m = candidate;
      break;
    }
  }
  return absl::StrCat(DecimalText(FloorDiv(c.x * 1000000, c.d), 6), " ",
                      DecimalText(FloorDiv(c.y * 1000000, c.d), 6), " ",
                      DecimalText(m, k));
}

// An answer number: sign * magnitude * 10^-scale.
struct Decimal {
  bool negative = false;
  BigNat magnitude;
  int scale = 0;
};

// [+-]?(D+(.D*)? | .D+)([eE][+-]?D+)?, D a decimal digit, at most
// kMaxNumberDigits digits before the exponent, exponent magnitude at most
// kMaxExponent. Linear in the token.
std::optional<Decimal> ParseDecimal(absl::string_view t) {
  Decimal out;
  size_t i = 0;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) out.negative = t[i++] == '-';
  int digits = 0;
  int fraction = 0;
  bool point = false;
  for (; i < t.size(); ++i) {
    const char ch = t[i];
    if (ch == '.' && !point) {
      point = true;
      continue;
    }
    if (ch < '0' || ch > '9') break;
    if (++digits > kMaxNumberDigits) return std::nullopt;
    if (point) ++fraction;
    out.magnitude *= 10;
    out.magnitude += BigNat(static_cast<uint64_t>(ch - '0'));
  }
  if (digits == 0) return std::nullopt;
  int exponent = 0;
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    bool negative_exponent = false;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) negative_exponent = t[i++] == '-';
    const size_t start = i;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) {
      exponent = exponent * 10 + (t[i] - '0');
      if (exponent > kMaxExponent) return std::nullopt;
    }
    if (i == start) return std::nullopt;
    if (negative_exponent) exponent = -exponent;
  }
  if (i != t.size()) return std::nullopt;
  out.scale = fraction - exponent;
  for (; out.scale < 0; ++out.scale) out.magnitude *= 10;
  return out;
}

// |a - b| for a = (negative, magnitude) and b = (b_negative, b_magnitude).
BigNat AbsDifference(bool a_negative, const BigNat& a, bool b_negative, const BigNat& b) {
  if (a_negative != b_negative) return a + b;
  if (a.Compare(b) >= 0) {
    BigNat out = a;
    out -= b;
    return out;
  }
  BigNat out = b;
  out -= a;
  return out;
}

class SmallestCircleEnvironment final
    : public environments::LadderEnvironment<SmallestCircleInstance> {
 public:
  SmallestCircleEnvironment()
      : LadderEnvironment(
            {"smallest_circle", "RLVE-Gym:SmallestCircle", kMaxDifficulty,
             "Give the center and radius of the smallest circle covering N lattice points in "
             "general position (tolerance 0.001).",
             /*difficulty_help=*/"N = RlveGrowth(4, d) points (14 at d = 8) with coordinates in "
             "0..2N, distinct, no three on one line"},
            {"RLVE SmallestCircle ladder: -1 unparseable or r <= 0, 0 a point farther than r + "
             "0.001 from the center, else min((optimum / r)^beta, 1), exact.", /*beta=*/10}) {}

 protected:
  SmallestCircleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    SmallestCircleInstance instance;
    instance.points = environments::GeneralPositionPoints(n, 2 * n, rng);
    rng.Shuffle(instance.points);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SmallestCircleInstance>& fields) const override {
    fields.IntRows("points", &SmallestCircleInstance::points, kMaxPoints, 2, -kMaxCoordinate,
                   kMaxCoordinate);
  }
  absl::Status Finish(SmallestCircleInstance& instance) const override {
    if (instance.points.size() < 2) return BadInstance("points", "fewer than 2 points");
    if (absl::Status s = environments::CheckGeneralPosition("points", instance.points);
        !s.ok()) {
      return s;
    }
    instance.optimum = SmallestEnclosingCircle(instance.points);
    instance.reference = ReferenceText(instance.optimum);
    return absl::OkStatus();
  }
  std::string Prompt(const SmallestCircleInstance& instance) const override {
    std::string listed;
    for (const std::vector<int64_t>& p : instance.points) {
      absl::StrAppend(&listed, "(", p[0], ", ", p[1], ")\n");
    }
    return absl::StrCat(
        "Here are ", instance.points.size(), " points in the plane. Their "
        "coordinates are integers, no two of them coincide, and no three of "
        "them lie on a common straight line:\n",
        listed,
        "\nFind the circle of the smallest radius that covers all of these "
        "points. A point counts as covered when its distance from the center "
        "is at most the radius plus 0.001. Your score depends on whether "
        "your circle covers every point and on how close its radius is to "
        "the smallest possible one.\n\n"
        "Put the center's x and y coordinates and the radius, as decimal "
        "numbers separated by spaces, inside <answer> </answer> tags, e.g. "
        "<answer>1.5 -2 3.25</answer>.");
  }
  std::string Reference(const SmallestCircleInstance& instance) const override {
    return environments::AnswerTagged(instance.reference);
  }

  absl::StatusOr<Verdict> Grade(const SmallestCircleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Whitespace-separated tokens; more than three is unparseable.
    std::vector<absl::string_view> tokens;
    for (size_t i = 0; i < answer->size();) {
      const auto space = [&](size_t at) {
        const char ch = (*answer)[at];
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' ||
               ch == '\v';
      };
      if (space(i)) {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < answer->size() && !space(j)) ++j;
      if (tokens.size() == 3) return environments::Unparsed();
      tokens.push_back(answer->substr(i, j - i));
      i = j;
    }
    if (tokens.size() != 3) return environments::Unparsed();
    std::optional<Decimal> v[3];
    for (int i = 0; i < 3; ++i) {
      v[i] = ParseDecimal(tokens[static_cast<size_t>(i)]);
      if (!v[i]) return environments::Unparsed();
    }
    const Decimal& x = *v[0];
    const Decimal& y = *v[1];
    const Decimal& r = *v[2];
    // RLVE: r <= 0 is wrong_format.
    if (r.negative || r.magnitude.IsZero()) {
      return Verdict{environments::kUnparsedReward, false, true};
    }
    // Everything in units of 10^-scale.
    const int scale = std::max({x.scale, y.scale, r.scale, kToleranceDigits});
    const auto rescale = [&](const Decimal& d) {
      BigNat out = d.magnitude;
      for (int i = d.scale; i < scale; ++i) out *= 10;
      return out;
    };
    const BigNat xs = rescale(x), ys = rescale(y), rs = rescale(r);
    const BigNat unit = Pow10(scale);
    // Covered: (x - px)^2 + (y - py)^2 <= (r + 10^-3)^2, exactly.
    const BigNat reach = rs + Pow10(scale - kToleranceDigits);
    const BigNat reach2 = reach * reach;
    for (const std::vector<int64_t>& p : instance.points) {
      const BigNat px = BigNat(static_cast<uint64_t>(p[0] < 0 ? -p[0] : p[0])) * unit;
      const BigNat py = BigNat(static_cast<uint64_t>(p[1] < 0 ? -p[1] : p[1])) * unit;
      const BigNat dx = AbsDifference(x.negative, xs, p[0] < 0, px);
      const BigNat dy = AbsDifference(y.negative, ys, p[1] < 0, py);
      if ((dx * dx + dy * dy).Compare(reach2) > 0) {
        return Verdict{kNotCoveringReward, false, true};
      }
    }
    // r <= optimum iff (r d)^2 <= r2 (in units of 10^-scale).
    const Circle& c = instance.optimum;
    const BigNat rd = rs * FromU128(static_cast<unsigned __int128>(c.d));
    if ((rd * rd).Compare(FromU128(static_cast<unsigned __int128>(c.r2)) * unit * unit) <= 0) {
      return Verdict{1.0, true, true};
    }
    // r > optimum > 0: a ratio below 1 (PartialCredit keeps it there).
    // strtod reads every form ParseDecimal accepts (at most 1e200 here).
    const double r_value = std::strtod(std::string(tokens[2]).c_str(), nullptr);
    const double optimum =
        std::sqrt(static_cast<double>(c.r2)) / static_cast<double>(c.d);
    return Verdict{environments::PartialCredit(optimum / r_value, input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace smallest_circle_cc

absl::Status RegisterSmallestCircleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SmallestCircleEnvironment>());
}

}  // namespace referee
