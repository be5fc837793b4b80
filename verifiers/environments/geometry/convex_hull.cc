#include "verifiers/environments/geometry/convex_hull.h"

#include "verifiers/environments/geometry/lattice_points.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace convex_hull_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 34;  // N = 249.
constexpr int64_t kMaxPoints = 500;
constexpr int64_t kMaxCoordinate = 1000000000;

struct ConvexHullInstance {
  std::vector<std::vector<int64_t>> points;  // [x, y], in prompt order.
  std::string answer;                        // Derived: twice the hull's area.
};

// Whether the canonical non-negative integer `a` is below `b`.
bool Less(const std::string& a, const std::string& b) {
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}

class ConvexHullEnvironment final : public environments::LadderEnvironment<ConvexHullInstance> {
 public:
  ConvexHullEnvironment()
      : LadderEnvironment(
            {"convex_hull", "RLVE-Gym:ConvexHull", kMaxDifficulty,
             "Twice the area of the convex hull of N lattice points in general position.",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level; N points with "
             "coordinates in 0..N, distinct, no three on one line"},
            {"RLVE ConvexHull ladder: -1 unparseable or <= 0, else (min(answer, gold) / "
             "max(answer, gold))^beta with gold twice the hull's area.", /*beta=*/5}) {}

 protected:
  ConvexHullInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(5, difficulty);
    ConvexHullInstance instance;
    instance.points = environments::GeneralPositionPoints(n, n, rng);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<ConvexHullInstance>& fields) const override {
    fields.IntRows("points", &ConvexHullInstance::points, kMaxPoints, 2, -kMaxCoordinate,
                   kMaxCoordinate);
  }
  absl::Status Finish(ConvexHullInstance& instance) const override {
    if (instance.points.size() < 3) return BadInstance("points", "fewer than 3 points");
    if (absl::Status s = environments::CheckGeneralPosition("points", instance.points);
        !s.ok()) {
      return s;
    }
    // No three on a line: the hull has >= 3 vertices and a positive area.
    instance.answer = environments::I128Text(environments::TwicePolygonArea(
        environments::ConvexHullVertices(instance.points)));
    return absl::OkStatus();
  }
  std::string Prompt(const ConvexHullInstance& instance) const override {
    std::string listed;
    for (const std::vector<int64_t>& p : instance.points) {
      absl::StrAppend(&listed, "(", p[0], ", ", p[1], ")\n");
    }
    return absl::StrCat(
        "Here are ", instance.points.size(),
        " points in the plane, one per line as (x, y). Their coordinates are "
        "integers, no two of them coincide, and no three of them lie on a "
        "common straight line:\n",
        listed,
        "\nTake the convex hull of these points: the smallest convex polygon "
        "that contains every one of them. Its area multiplied by 2 is always "
        "an integer. What is twice the area of the convex hull?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags, e.g. <answer>17</answer>.");
  }
  std::string Reference(const ConvexHullInstance& instance) const override {
    return environments::AnswerTagged(instance.answer);
  }

  absl::StatusOr<Verdict> Grade(const ConvexHullInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    if ((*answer)[0] == '-' || *answer == "0") {
      return Verdict{environments::kUnparsedReward, false, true};  // RLVE's wrong_format.
    }
    const std::string& gold = instance.answer;
    if (*answer == gold) return Verdict{1.0, true, true};
    // Both positive and different: the ratio is below 1 (and PartialCredit
    // keeps a ratio that rounds to 1 below full credit).
    const long double ratio = Less(*answer, gold)
                                  ? environments::DecimalRatio(*answer, gold)
                                  : environments::DecimalRatio(gold, *answer);
    return Verdict{environments::PartialCredit(
                       static_cast<double>(std::min<long double>(ratio, 1)),
                       input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace convex_hull_cc

absl::Status RegisterConvexHullEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<ConvexHullEnvironment>());
}

}  // namespace referee
