// NinePuzzle (RLVE-Gym): rotate rows (by at most row_K) and columns (by at
// most col_K) to turn the start grid into the destination; ladder -1
// unparseable, -0.5 an index off the grid or a shift over the limit, else
// (cells equal to the destination's / NM)^10.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace nine_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class NinePuzzleTest : public testing::VerifierTableTest {};

// 2 x 3, row_k = col_k = 1. Start 0 1 2 / 3 4 5; "row 0 1" moves row 0
// right by one: 2 0 1 / 3 4 5, the destination.
const char kInstance[] =
    R"({"n": 2, "m": 3, "row_k": 1, "col_k": 1, "start": [[0, 1, 2], [3, 4, 5]],
        "destination": [[2, 0, 1], [3, 4, 5]], "moves": [[0, 0, 1]]})";

TEST_F(NinePuzzleTest, Ladder) {
  // "row 0 -1" twice: 1 2 0, then 2 0 1: the destination.
  // No moves: row 0 (0 1 2 against 2 0 1) all wrong, row 1 right: 3 of 6.
  // "row 0 -1": 1 2 0 against 2 0 1, 3 of 6 again.
  // "column 0 1" (down by one; two rows: a swap): 3 1 2 / 0 4 5, only 4
  //   and 5 right: 2 of 6.
  // "row 0 1" then "column 1 1": 2 0 1 / 3 4 5 -> 2 4 1 / 3 0 5: 2, 1, 3, 5
  //   right: 4 of 6.
  const double half = std::pow(0.5, 10);
  CheckInstance("nine_puzzle", kInstance,
                {{"<answer>row 0 1</answer>", 1, true, true},
                 {"<answer>row 0 -1\nrow 0 -1</answer>", 1, true, true},
                 {"<answer>\n  row\t0  +1 \n\n</answer>", 1, true, true},
                 {"\\boxed{row 0 1}", 1, true, true},
                 {"<answer></answer>", half, false, true},
                 {"<answer>row 0 -1</answer>", half, false, true},
                 {"<answer>row 0 0</answer>", half, false, true},
                 {"<answer>column 0 1</answer>", std::pow(2.0 / 6, 10), false, true},
                 {"<answer>row 0 1\ncolumn 1 1</answer>", std::pow(4.0 / 6, 10), false, true},
                 {"<answer>row 0 2</answer>", -0.5, false, true},
                 {"<answer>row 2 1</answer>", -0.5, false, true},
                 {"<answer>column 3 1</answer>", -0.5, false, true},
                 {"<answer>row 0 1\ncolumn 0 -2</answer>", -0.5, false, true},
                 {"<answer>row -1 1</answer>", -0.5, false, true},
                 {"<answer>row 0 1\nrow 0 99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>row 0</answer>", -1, false, false},
                 {"<answer>Row 0 1</answer>", -1, false, false},
                 {"<answer>row 0 1 2</answer>", -1, false, false},
                 {"<answer>row 0 one</answer>", -1, false, false},
                 {"<answer>row 0 2\nswap</answer>", -1, false, false},
                 {"row 0 1", -1, false, false}});
  CheckInstance("nine_puzzle", kInstance, {{"<answer></answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

// The grid as rows, and a rotation from the definition: a row moves right
// (a column down) by `shift`, cyclically.
using Grid = std::vector<std::vector<int64_t>>;

void Rotate(Grid& grid, bool row, int64_t index, int64_t shift) {
  const int64_t n = static_cast<int64_t>(grid.size()), m = static_cast<int64_t>(grid[0].size());
  const Grid before = grid;
  if (row) {
    for (int64_t j = 0; j < m; ++j) grid[index][((j + shift) % m + m) % m] = before[index][j];
  } else {
    for (int64_t i = 0; i < n; ++i) grid[((i + shift) % n + n) % n][index] = before[i][index];
  }
}

// On small generated instances: the reference's moves are legal and take
// the start to the destination, and every single move (legal or one past
// the limits) is graded as the definition says.
TEST_F(NinePuzzleTest, SmallInstancesFromTheDefinition) {
  for (const testing::Generated& g : testing::GenerateSmall("nine_puzzle", 1, 10)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), row_k = g.Int("row_k"), col_k = g.Int("col_k");
    ASSERT_LE(n, 4) << g.Where();
    ASSERT_LE(m, 4) << g.Where();
    EXPECT_LE(row_k, m - 1) << g.Where();
    EXPECT_LE(col_k, n - 1) << g.Where();
    const Grid start = g.IntRows("start"), destination = g.IntRows("destination");
    Grid grid = start;
    std::istringstream lines(g.answer);
    int64_t steps = 0;
    for (std::string line; std::getline(lines, line);) {
      std::istringstream in(line);
      std::string word;
      int64_t index = 0, shift = 0;
      if (!(in >> word)) continue;
      ASSERT_TRUE(in >> index >> shift) << g.Where();
      ++steps;
      const bool row = word == "row";
      ASSERT_TRUE(row || word == "column") << g.Where();
      EXPECT_NE(shift, 0) << g.Where();
      EXPECT_LE(std::abs(shift), row ? row_k : col_k) << g.Where();
      ASSERT_GE(index, 0) << g.Where();
      ASSERT_LT(index, row ? n : m) << g.Where();
      Rotate(grid, row, index, shift);
    }
    EXPECT_GE(steps, 2) << g.Where();
    EXPECT_LE(steps, 10) << g.Where();
    EXPECT_EQ(grid, destination) << g.Where();

    std::vector<std::string> outputs;
    std::vector<Case> cases;
    outputs.reserve(128);  // At most 2 kinds x 5 indices x 9 shifts.
    for (const bool row : {true, false}) {
      const int64_t lines_count = row ? n : m, limit = row ? row_k : col_k;
      for (int64_t index = 0; index <= lines_count; ++index) {
        for (int64_t shift = -limit - 1; shift <= limit + 1; ++shift) {
          outputs.push_back(absl::StrCat("<answer>", row ? "row " : "column ", index, " ", shift,
                                         "</answer>"));
          if (index == lines_count || shift < -limit || shift > limit) {
            cases.push_back({outputs.back().c_str(), -0.5, false, true});
            continue;
          }
          Grid moved = start;
          Rotate(moved, row, index, shift);
          int64_t hits = 0;
          for (int64_t i = 0; i < n; ++i) {
            for (int64_t j = 0; j < m; ++j) hits += moved[i][j] == destination[i][j];
          }
          const bool all = hits == n * m;
          cases.push_back({outputs.back().c_str(),
                           all ? 1.0 : std::pow(static_cast<double>(hits) / (n * m), 10), all, true});
        }
      }
    }
    auto rows = [](const Grid& grid) {
      std::vector<std::string> texts;
      for (const auto& row : grid) texts.push_back(absl::StrCat("[", absl::StrJoin(row, ", "), "]"));
      return absl::StrCat("[", absl::StrJoin(texts, ", "), "]");
    };
    CheckInstance("nine_puzzle",
                  absl::StrCat(R"({"n": )", n, R"(, "m": )", m, R"(, "row_k": )", row_k,
                               R"(, "col_k": )", col_k, R"(, "start": )", rows(start),
                               R"(, "destination": )", rows(destination), R"(, "moves": )",
                               rows(g.IntRows("moves")), "}"),
                  cases);
  }
}

TEST(NinePuzzleInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // 1 twice in the start grid.
           R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [1, 3]],
               "destination": [[1, 0], [1, 3]], "moves": [[0, 0, 1]]})",
           // Row 2 does not exist.
           R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [2, 3]],
               "destination": [[0, 1], [2, 3]], "moves": [[0, 2, 1]]})",
           // Shift 2 over row_k = 1 (the move itself would fit, 2 = 0 mod 2).
           R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [2, 3]],
               "destination": [[0, 1], [2, 3]], "moves": [[0, 0, 2]]})",
           // Kind 2 is neither row nor column.
           R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [2, 3]],
               "destination": [[1, 0], [2, 3]], "moves": [[2, 0, 1]]})",
           // The move gives 1 0 / 2 3, not the destination.
           R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [2, 3]],
               "destination": [[2, 1], [0, 3]], "moves": [[0, 0, 1]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("nine_puzzle", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  // Column 0 down by one: 2 1 / 0 3.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "nine_puzzle",
                  R"({"n": 2, "m": 2, "row_k": 1, "col_k": 1, "start": [[0, 1], [2, 3]],
                      "destination": [[2, 1], [0, 3]], "moves": [[1, 0, 1]]})")
                  .ok());
}

}  // namespace
}  // namespace nine_puzzle_test_cc
}  // namespace referee
