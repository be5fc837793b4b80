// LASLaser (RLVE-Gym): the most segments (in the open first quadrant) that
// at most K rays from the origin cross, no segment crossed twice; ladder
// -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace laser_rays_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "laser_rays";

class LaserRaysTest : public testing::VerifierTableTest {};

// Four segments; the directions through their endpoints, by slope y / x:
// 1/3 < 1/2 < 1 < 2 < 3.
//   S0 (2, 1)-(1, 2): slopes 1/2..2, so every direction from 1/2 to 2.
//   S1 (3, 1), a single point: slope 1/3 only.
//   S2 (1, 3), a single point: slope 3 only.
//   S3 (1, 1)-(2, 2): on the line y = x, slope 1 only.
// One ray: slope 1 crosses S0 and S3 (2); no direction crosses three (S1,
// S2 and S3 have distinct single slopes). Two rays: slopes 1/3 and 1
// cross S1, S0, S3 (3); all four would need slopes 1/3, 3 and 1 (S1, S2,
// S3), three rays. Three rays: slopes 1/3, 1, 3 cross all 4, S0 once.
constexpr char kFour[] = R"([[2, 1, 1, 2], [3, 1, 3, 1], [1, 3, 1, 3], [1, 1, 2, 2]])";

TEST_F(LaserRaysTest, Ladder) {
  CheckInstance(kName, absl::StrCat(R"({"segments": )", kFour, R"(, "k": 2})"),
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> +03 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>-3</answer>", 0, false, true},  // No range check.
                 {"<answer>300000000000000000000000</answer>", 0, false, true},  // Past 64 bits.
                 {"<answer>3.0</answer>", -1, false, false},
                 {"<answer>3 3</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(LaserRaysTest, HandDerivedValues) {
  CheckInstance(kName, absl::StrCat(R"({"segments": )", kFour, R"(, "k": 1})"),
                {{"<answer>2</answer>", 1, true, true}});
  CheckInstance(kName, absl::StrCat(R"({"segments": )", kFour, R"(, "k": 3})"),
                {{"<answer>4</answer>", 1, true, true}});
  CheckInstance(kName, absl::StrCat(R"({"segments": )", kFour, R"(, "k": 4})"),
                {{"<answer>4</answer>", 1, true, true}});
  // T0 (4, 1)-(1, 4) spans slopes 1/4..4; T1 (4, 1) and T2 (1, 4) are the
  // points at its ends. Rays at slopes 1/4 and 4 would cross all three but
  // T0 twice: not allowed. One ray at slope 1/4 crosses T0 and T1: 2.
  CheckInstance(kName, R"({"segments": [[4, 1, 1, 4], [4, 1, 4, 1], [1, 4, 1, 4]], "k": 2})",
                {{"<answer>2</answer>", 1, true, true}, {"<answer>3</answer>", 0, false, true}});
  // Two disjoint segments at slopes 1..2 and 3..4 (endpoints (2, 2)-(1, 2)
  // and (1, 3)-(1, 4)): one ray crosses one, two rays cross both.
  CheckInstance(kName, R"({"segments": [[2, 2, 1, 2], [1, 3, 1, 4]], "k": 1})",
                {{"<answer>1</answer>", 1, true, true}});
  CheckInstance(kName, R"({"segments": [[2, 2, 1, 2], [1, 3, 1, 4]], "k": 2})",
                {{"<answer>2</answer>", 1, true, true}});
}

TEST(LaserRaysInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"segments": [[1, 1, 2, 2]], "k": 0})",
           R"({"segments": [[1, 1, 2, 2]], "k": 2})",          // k > N.
           R"({"segments": [[0, 1, 2, 2]], "k": 1})",          // Not in the open quadrant.
           R"({"segments": [[1, 1, 2, 1000001]], "k": 1})",
           R"({"segments": [[1, 1, 2]], "k": 1})",
           R"({"segments": [], "k": 1})",
           R"({"k": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"segments": [[1, 1, 2, 2]], "k": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"segments": [[1000000, 1, 1, 1000000]], "k": 1})").ok());
}

// Exhaustive search. Candidate directions: every endpoint direction and,
// between two angularly consecutive ones, their sum (strictly between
// them); any other direction crosses the same segments as one of these.
// Rays are tried in angular order, never crossing a segment twice.
using Vec = std::pair<int64_t, int64_t>;
int64_t Cross(const Vec& a, const Vec& b) { return a.first * b.second - a.second * b.first; }

struct Search {
  std::vector<Vec> directions;
  std::vector<std::pair<Vec, Vec>> segments;  // (lower angle, higher angle).
  std::vector<int> hits;
  int64_t best = 0;

  bool Crosses(const std::pair<Vec, Vec>& s, const Vec& d) const {
    return Cross(s.first, d) >= 0 && Cross(d, s.second) >= 0;
  }
  void Run(size_t from, int64_t rays_left) {
    int64_t crossed = 0;
    for (const int h : hits) crossed += h > 0 ? 1 : 0;
    best = std::max(best, crossed);
    if (rays_left == 0) return;
    for (size_t j = from; j < directions.size(); ++j) {
      bool twice = false;
      for (size_t i = 0; i < segments.size(); ++i) {
        if (Crosses(segments[i], directions[j]) && hits[i] > 0) twice = true;
      }
      if (twice) continue;
      for (size_t i = 0; i < segments.size(); ++i) hits[i] += Crosses(segments[i], directions[j]);
      Run(j + 1, rays_left - 1);
      for (size_t i = 0; i < segments.size(); ++i) hits[i] -= Crosses(segments[i], directions[j]);
    }
  }
};

int64_t MostBySearch(const std::vector<std::vector<int64_t>>& rows, int64_t k) {
  Search search;
  std::vector<Vec> ends;
  for (const std::vector<int64_t>& r : rows) {
    Vec p{r[0], r[1]}, q{r[2], r[3]};
    if (Cross(p, q) < 0) std::swap(p, q);
    search.segments.push_back({p, q});
    ends.push_back(p);
    ends.push_back(q);
  }
  std::sort(ends.begin(), ends.end(), [](const Vec& a, const Vec& b) { return Cross(a, b) > 0; });
  for (size_t j = 0; j < ends.size(); ++j) {
    if (j > 0 && Cross(ends[j - 1], ends[j]) == 0) continue;
    if (j > 0) {
      search.directions.push_back(
          {ends[j - 1].first + ends[j].first, ends[j - 1].second + ends[j].second});
    }
    search.directions.push_back(ends[j]);
  }
  search.hits.assign(rows.size(), 0);
  search.Run(0, k);
  return search.best;
}

std::vector<std::vector<int64_t>> SegmentsOf(const testing::Generated& g) {
  std::vector<std::vector<int64_t>> rows;
  for (const auto& row : g.instance.fields().at("segments").list_value().values()) {
    std::vector<int64_t> r;
    for (const auto& v : row.list_value().values()) r.push_back(static_cast<int64_t>(v.number_value()));
    rows.push_back(r);
  }
  return rows;
}

TEST(LaserRaysBruteForceTest, GeneratedMatchSearch) {
  // Levels 0..4: N = 2..6, coordinates in 1..2N; K one of the counts at
  // which the answer grows.
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 12)) {
    const std::vector<std::vector<int64_t>> rows = SegmentsOf(g);
    const int64_t n = 2 + g.level;
    ASSERT_EQ(static_cast<int64_t>(rows.size()), n) << g.Where();
    for (const auto& r : rows) {
      for (const int64_t c : r) {
        ASSERT_GE(c, 1) << g.Where();
        ASSERT_LE(c, 2 * n) << g.Where();
      }
    }
    const int64_t k = g.Int("k");
    const int64_t most = MostBySearch(rows, k);
    EXPECT_EQ(g.answer, std::to_string(most)) << g.Where();
    if (k > 1) {
      // RLVE's K: more than with K - 1 rays, which did not cross all N.
      const int64_t fewer = MostBySearch(rows, k - 1);
      EXPECT_GT(most, fewer) << g.Where();
      EXPECT_LT(fewer, n) << g.Where();
    }
  }
}

TEST_F(LaserRaysTest, EveryKMatchesSearch) {
  // Small explicit instances (coordinates 1..4, many collinear and shared
  // endpoints), every K: the searched maximum earns 1, one more or fewer 0.
  uint64_t state = 12345;
  const auto next = [&state](int64_t bound) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int64_t>((state >> 33) % static_cast<uint64_t>(bound)) + 1;
  };
  for (int trial = 0; trial < 60; ++trial) {
    const int64_t n = 2 + trial % 4;
    std::vector<std::vector<int64_t>> rows;
    std::string json;
    for (int64_t i = 0; i < n; ++i) {
      std::vector<int64_t> r = {next(4), next(4), next(4), next(4)};
      absl::StrAppend(&json, json.empty() ? "" : ", ", "[", r[0], ", ", r[1], ", ", r[2], ", ",
                      r[3], "]");
      rows.push_back(r);
    }
    for (int64_t k = 1; k <= n; ++k) {
      const int64_t most = MostBySearch(rows, k);
      CheckInstance(kName, absl::StrCat(R"({"segments": [)", json, R"(], "k": )", k, "}"),
                    {{absl::StrCat("<answer>", most, "</answer>").c_str(), 1, true, true},
                     {absl::StrCat("<answer>", most + 1, "</answer>").c_str(), 0, false, true},
                     {absl::StrCat("<answer>", most - 1, "</answer>").c_str(), 0, false, true}});
    }
  }
}

}  // namespace
}  // namespace laser_rays_test_cc
}  // namespace referee
