// Polyomino Target Cover (seed 003 C.3) on the VAST ladder, maximising the
// targets the moves newly cover: -1 unparseable, -0.5 infeasible, else
// (covered / optimum)^beta. The tables are worked out by hand below; the
// oracle, the grading of every one-move (and, at K = 2, two-move) answer
// and best_completion are checked against a brute force over every
// sequence of at most K moves, written from the definition, on generated
// levels 0..3; the generator against Table 7; the solver's path against
// the states it poses.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/sanitizers.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/environments/optimization/json_actions.h"
#include "verifiers/environments/polyominoes.h"

namespace referee {
inline namespace polyomino_cover_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Rows = std::vector<std::vector<int64_t>>;

class PolyominoCoverTest : public testing::VerifierTableTest {};

// A 3 x 4 grid, K = 2; pieces A = D2 (the example, at [2, 0] turned 0,
// covering the target (2, 0)), B = L4, C = D2; an obstacle at (1, 1):
//   initial        current
//   t t t t        t t t t
//   . # . t        . # . t
//   t . . t        A A . t
// Six targets are left. L4 = #. / #. / ## turns clockwise into ### / #..
// (90), ## / .# / .# (180), ..# / ### (270). B at [0, 2] turned 180 covers
// (0,2) (0,3) (1,3) (2,3), and C at [0, 0] turned 0 covers (0,0) (0,1): all
// six, the optimum (no plan covers more targets than there are).
//   B [0,0] 90 = (0,0) (0,1) (0,2) (1,0): 3, then C [0,3] 90 = (0,3) (1,3): 5.
//   C [0,1] 0 = (0,1) (0,2): 2; B then fits nowhere: the free cells are
//     (0,0)-(1,0) and (0,3) (1,2) (1,3) (2,2) (2,3), and no turn of L4 fits
//     the second (a column of three with its foot left is a reflection).
//   C [1,2] 0 = (1,2) (1,3): 1; B [0,0] 90 then adds 3: 4.
// The solver's plan (by piece letter): B [0,2] 180, then C [0,0] 0.
const char kInstance[] = R"({"height": 3, "width": 4, "k": 2,
    "targets": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [2, 0]],
    "obstacles": [[1, 1]], "pieces": [0, 6, 0], "examples": [[0, 2, 0, 0]]})";

double Q(double covered) { return std::pow(covered / 6, 5); }

TEST_F(PolyominoCoverTest, Ladder) {
  CheckInstance(
      "polyomino_cover", kInstance,
      {{R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                       {"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})", 1, true, true},
       // Any order: the placements are disjoint.
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 0},
                       {"piece_id": "B", "anchor": [0, 2], "rotation": 180}]})", 1, true, true},
       // Reasoning around it, and the paper's grid_after (not graded).
       {"<think>B first</think>\n```json\n{\"answer\": [{\"piece_id\": \"B\", \"anchor\": [0, 2], "
        "\"rotation\": 180, \"grid_after\": [[\".\", \".\", \"B\", \"B\"]]},\n"
        "{\"rotation\": 0, \"anchor\": [0, 0], \"piece_id\": \"C\", \"why\": \"two\"}]}\n```",
        1, true, true},
       {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 90},
                       {"piece_id": "C", "anchor": [0, 3], "rotation": 90}]})", Q(5), false, true},
       {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180}]})", Q(4), false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 1], "rotation": 0}]})", Q(2), false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [1, 2], "rotation": 0}]})", Q(1), false, true},
       // A move covering no target is legal.
       {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                       {"piece_id": "C", "anchor": [1, 2], "rotation": 90}]})", Q(4), false, true},
       // Doing nothing is a legal plan worth 0.
       {R"({"answer": []})", 0, false, true},
       // Infeasible: C over B's (0, 2).
       {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                       {"piece_id": "C", "anchor": [0, 2], "rotation": 0}]})", -0.5, false, true},
       // Off the grid: column 4, row -1, rows 1..3.
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 3], "rotation": 0}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [-1, 0], "rotation": 90}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "B", "anchor": [1, 2], "rotation": 0}]})", -0.5, false, true},
       // On the obstacle (1, 1); on the example's (2, 1).
       {R"({"answer": [{"piece_id": "C", "anchor": [1, 0], "rotation": 0}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [2, 1], "rotation": 0}]})", -0.5, false, true},
       // C twice; the example A moved again; no piece D.
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 0},
                       {"piece_id": "C", "anchor": [1, 3], "rotation": 90}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "D", "anchor": [0, 0], "rotation": 0}]})", -0.5, false, true},
       // Rotations other than 0, 90, 180, 270.
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 45}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 360}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": -90}]})", -0.5, false, true},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 1}]})", -0.5, false, true},
       // Three moves with K = 2.
       {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                       {"piece_id": "C", "anchor": [0, 0], "rotation": 0},
                       {"piece_id": "C", "anchor": [1, 2], "rotation": 0}]})", -0.5, false, true},
       // Unparseable: no answer; piece_id not one capital letter; anchor not
       // two integers; rotation not an integer; a field missing; not a list.
       {"", -1, false, false},
       {"B at (0, 2), turned 180", -1, false, false},
       {R"({"answer": [{"piece_id": 1, "anchor": [0, 0], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "c", "anchor": [0, 0], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "BC", "anchor": [0, 0], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": 3, "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, "0"], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0, 1], "rotation": 0}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": "90"}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 90.5}]})", -1, false, false},
       {R"({"answer": [{"piece_id": "C", "anchor": [0, 0]}]})", -1, false, false},
       {R"({"answer": {"piece_id": "C", "anchor": [0, 0], "rotation": 0}})", -1, false, false}});
  CheckInstance("polyomino_cover", kInstance,
                {{R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180}]})",
                  4.0 / 6, false, true},
                 {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0}]})", -0.2,
                  false, true}},
                R"({"beta": 1, "infeasible": -0.2})");
}

// best_completion: the most targets a completion of the given moves covers.
TEST_F(PolyominoCoverTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::PrepareInstance("polyomino_cover", kInstance);
  ASSERT_NE(problem, nullptr);
  const std::vector<testing::Case> cases = {
      {R"({"answer": []})", 1, true, true},
      {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180}]})", 1, true, true},
      // B [0,2] 180 still fits beside C.
      {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})", 1, true, true},
      {R"({"answer": [{"piece_id": "C", "anchor": [0, 1], "rotation": 0}]})", Q(2), false, true},
      {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 90}]})", Q(5), false, true},
      {R"({"answer": [{"piece_id": "C", "anchor": [1, 2], "rotation": 0}]})", Q(4), false, true},
      {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                      {"piece_id": "C", "anchor": [0, 2], "rotation": 0}]})", -0.5, false, true},
      {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0}]})", -0.5, false, true},
      {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 45}]})", -0.5, false, true},
      {R"({"answer": [{"piece_id": "C"}]})", -1, false, false}};
  Check("best_completion", *problem, cases);
  // Past the budget: the optimal plan's moves that still fit, then greedy
  // (the highest gain first), or greedy alone, whichever covers more. Here
  // both reach the exact values: [] is the optimal plan; after C [0,1] B
  // fits nowhere; after B [0,0] 90, C gains 2 at best; after C [1,2] 0,
  // B [0,2] 180 no longer fits and B's best gain left is 3 (B [0,0] 90).
  Check("best_completion", *problem, cases, R"({"budget": 1})");
}

// A turn whose bounding box is forbidden is not a legal move, and the
// prompt lists the turns left. Forbidding 2 x 3 boxes leaves L4 turned 0
// and 180 (3 x 2); the domino keeps all four.
TEST_F(PolyominoCoverTest, ForbiddenBoxesRestrictRotations) {
  const std::string instance = R"({"height": 3, "width": 4, "k": 2,
      "targets": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [2, 0]],
      "obstacles": [[1, 1]], "pieces": [0, 6, 0], "forbidden_boxes": [[2, 3]],
      "examples": [[0, 2, 0, 0]]})";
  CheckInstance("polyomino_cover", instance,
                {{R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                                 {"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})",
                  1, true, true},
                 {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 90}]})", -0.5,
                  false, true},
                 {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 270}]})", -0.5,
                  false, true},
                 {R"({"answer": [{"piece_id": "C", "anchor": [0, 3], "rotation": 270}]})", Q(2),
                  false, true}});
  const PreparedProblemPtr problem = testing::PrepareInstance("polyomino_cover", instance);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_TRUE(absl::StrContains(prompt, "B (L4), rotations allowed: 0, 180:")) << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "C (D2):")) << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "may only be rotated as listed")) << prompt;
}

TEST_F(PolyominoCoverTest, PromptShowsTheBoardsThePoolAndTheFormat) {
  const PreparedProblemPtr problem = testing::PrepareInstance("polyomino_cover", kInstance);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  for (const char* part :
       {"K = 2 moves",
        "initial_grid = [\n  [\"t\", \"t\", \"t\", \"t\"],\n  [\".\", \"#\", \".\", \"t\"],\n"
        "  [\"t\", \".\", \".\", \"t\"]\n]\n",
        "current_grid = [\n  [\"t\", \"t\", \"t\", \"t\"],\n  [\".\", \"#\", \".\", \"t\"],\n"
        "  [\"A\", \"A\", \".\", \"t\"]\n]\n",
        "target_locations = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 0), (2, 3)]",
        "Targets still uncovered: 6",
        "A (D2), example piece already placed at anchor [2, 0] with rotation 0, targets "
        "covered = [(2, 0)]:\n[\n  [\"A\", \"A\"]\n]\n",
        "B (L4):\n[\n  [\"B\", \".\"],\n  [\"B\", \".\"],\n  [\"B\", \"B\"]\n]\n",
        "C (D2):\n[\n  [\"C\", \"C\"]\n]\n",
        "(c, h - 1 - r)", "no reflections",
        // The format's example names the first piece that may move.
        "{\"answer\": [{\"piece_id\": \"B\", \"anchor\": [1, 2], \"rotation\": 90}]}",
        "\"grid_after\"", "optional and not graded"}) {
    EXPECT_TRUE(absl::StrContains(prompt, part)) << part << "\n---\n" << prompt;
  }
  EXPECT_FALSE(absl::StrContains(prompt, "rotations allowed")) << prompt;
  EXPECT_EQ(problem->task().DefaultReference(*problem),
            "{\"answer\": [\n  {\"piece_id\": \"B\", \"anchor\": [0, 2], \"rotation\": 180},\n"
            "  {\"piece_id\": \"C\", \"anchor\": [0, 0], \"rotation\": 0}\n]}");
}

// No examples: one board, one piece, one target.
TEST_F(PolyominoCoverTest, AnInstanceWithoutExamples) {
  const std::string instance =
      R"({"height": 1, "width": 3, "k": 1, "targets": [[0, 2]], "pieces": [0]})";
  CheckInstance("polyomino_cover", instance,
                {{R"({"answer": [{"piece_id": "A", "anchor": [0, 1], "rotation": 0}]})", 1, true,
                  true},
                 {R"({"answer": [{"piece_id": "A", "anchor": [0, 1], "rotation": 180}]})", 1,
                  true, true},
                 {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0}]})", 0,
                  false, true},
                 // Turned 90 the domino is 2 rows high.
                 {R"({"answer": [{"piece_id": "A", "anchor": [0, 2], "rotation": 90}]})", -0.5,
                  false, true}});
  const PreparedProblemPtr problem = testing::PrepareInstance("polyomino_cover", instance);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_TRUE(absl::StrContains(prompt, "K = 1 move (")) << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "{\"piece_id\": \"A\", \"anchor\": [1, 2]")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "example")) << prompt;
}

// Copies of a shape: two squares (A, B) and a domino (C) on a 2 x 4 grid
// of targets, K = 2. The squares side by side cover all 8; a square and the
// domino 6. After A at [0, 1] (the middle), no square fits and the domino
// adds 2 at best: 6.
TEST_F(PolyominoCoverTest, CopiesOfAShape) {
  const std::string instance = R"({"height": 2, "width": 4, "k": 2,
      "targets": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [1, 3]],
      "pieces": [2, 2, 0]})";
  CheckInstance("polyomino_cover", instance,
                {{R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0},
                                 {"piece_id": "B", "anchor": [0, 2], "rotation": 270}]})",
                  1, true, true},
                 {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 0},
                                 {"piece_id": "C", "anchor": [0, 2], "rotation": 90}]})",
                  std::pow(6.0 / 8, 5), false, true},
                 {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0},
                                 {"piece_id": "A", "anchor": [0, 2], "rotation": 0}]})",
                  -0.5, false, true}});
  const PreparedProblemPtr problem = testing::PrepareInstance("polyomino_cover", instance);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 0}]})", 1, true, true},
         {R"({"answer": [{"piece_id": "A", "anchor": [0, 1], "rotation": 0}]})",
          std::pow(6.0 / 8, 5), false, true}});
}

PreparedProblemPtr PrepareState(const std::string& instance, int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "polyomino_cover",
      "instance": )", instance, R"(, "state": )", state, "}}")
                              .c_str());
}

// States along the solver's path (B [0,2] 180, then C [0,0] 0), graded by
// V_B of the state an action reaches (the values of BestCompletion above).
TEST_F(PolyominoCoverTest, StatesByHand) {
  const PreparedProblemPtr start = PrepareState(kInstance, 0);
  ASSERT_NE(start, nullptr);
  Check("polyomino_cover", *start,
        {{R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180}]})", 1, true, true},
         {R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})", 1, true, true},
         {R"({"answer": [{"piece_id": "C", "anchor": [0, 1], "rotation": 0}]})", Q(2), false, true},
         {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 90}]})", Q(5), false,
          true},
         {R"({"answer": [{"piece_id": "C", "anchor": [1, 2], "rotation": 0}]})", Q(4), false, true},
         {R"({"answer": [{"piece_id": "A", "anchor": [0, 0], "rotation": 0}]})", -0.5, false, true},
         {R"({"answer": []})", -0.5, false, true},
         {R"({"answer": [{"piece_id": "B", "anchor": [0, 2], "rotation": 180},
                         {"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})", -0.5, false, true},
         {R"({"answer": [{"piece_id": "B", "anchor": [0, 2]}]})", -1, false, false}});
  const PreparedProblemPtr after = PrepareState(kInstance, 1);
  ASSERT_NE(after, nullptr);
  Check("polyomino_cover", *after,
        {{R"({"answer": [{"piece_id": "C", "anchor": [0, 0], "rotation": 0}]})", 1, true, true},
         // Over B's (0, 2); B again.
         {R"({"answer": [{"piece_id": "C", "anchor": [0, 1], "rotation": 0}]})", -0.5, false, true},
         {R"({"answer": [{"piece_id": "B", "anchor": [0, 0], "rotation": 90}]})", -0.5, false,
          true},
         // Legal but covering nothing: 4 in all.
         {R"({"answer": [{"piece_id": "C", "anchor": [1, 2], "rotation": 90}]})", Q(4), false,
          true}});
  const std::string prompt = after->task().DefaultPrompt(*after);
  EXPECT_TRUE(absl::StrContains(
      prompt, "{\"piece_id\": \"B\", \"anchor\": [0, 2], \"rotation\": 180}\n"))
      << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "{\"answer\": [{\"piece_id\": \"<letter>\", \"anchor\": "
                                        "[<integer>, <integer>], \"rotation\": <integer>}]}"))
      << prompt;
  EXPECT_EQ(after->task().DefaultReference(*after),
            "{\"answer\": [\n  {\"piece_id\": \"C\", \"anchor\": [0, 0], \"rotation\": 0}\n]}");
  // The path has two actions: states 0 and 1.
  referee::v1::Problem past;
  ASSERT_TRUE(ParseJsonMessage(absl::StrCat(R"({"id": "s", "environment": {"name":
      "polyomino_cover", "instance": )", kInstance, R"(, "state": 2}})"),
                               &past)
                  .ok());
  const absl::Status status = testing::TestCatalog().tasks.Prepare(past).status();
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_TRUE(absl::StrContains(status.message(), "past the solver's path")) << status;
}

TEST_F(PolyominoCoverTest, BadInstancesAreRejected) {
  const auto instance = [](const std::string& fields) {
    return absl::StrCat(R"({"height": 3, "width": 4, "k": 2, )", fields, "}");
  };
  const std::string targets =
      R"("targets": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [2, 0]])";
  // The base itself is fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "polyomino_cover",
                  instance(targets + R"(, "obstacles": [[1, 1]], "pieces": [0, 6, 0],
                                         "examples": [[0, 2, 0, 0]])"))
                  .ok());
  for (const std::string& bad : std::vector<std::string>{
           instance(R"("targets": [[3, 0]], "pieces": [0])"),          // Row 3 of 3.
           instance(R"("targets": [[0, 4]], "pieces": [0])"),          // Column 4 of 4.
           instance(R"("targets": [[0, 0], [0, 0]], "pieces": [0])"),  // Twice.
           instance(R"("targets": [], "pieces": [0])"),
           instance(targets + R"(, "obstacles": [[0, 0]], "pieces": [0])"),  // On a target.
           instance(targets + R"(, "obstacles": [[1, 4]], "pieces": [0])"),
           instance(targets + R"(, "obstacles": [[1, 1], [1, 1]], "pieces": [0])"),
           instance(targets + R"(, "pieces": [16])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[3, 2, 0, 0]])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[0, 2, 0, 0], [0, 1, 0, 0]])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[0, 2, 0, 45]])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[0, 2, 3, 0]])"),  // Off.
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[0, 2, 0, 90]])"),  // Off.
           // On the obstacle; two examples sharing (2, 1).
           instance(targets + R"(, "obstacles": [[1, 1]], "pieces": [0, 6, 0],
                                  "examples": [[0, 1, 0, 0]])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "examples": [[0, 2, 0, 0], [2, 2, 1, 0]])"),
           // Every piece an example.
           instance(targets + R"(, "pieces": [0], "examples": [[0, 2, 0, 0]])"),
           // No turn of the domino left; the example in a forbidden turn.
           instance(targets + R"(, "pieces": [0, 6], "forbidden_boxes": [[1, 2], [2, 1]])"),
           instance(targets + R"(, "pieces": [0, 6, 0], "forbidden_boxes": [[1, 2]],
                                  "examples": [[0, 2, 0, 0]])"),
           // Optimum 0: the only target is under the example; the domino
           // fits nowhere on a 1 x 1 grid.
           instance(R"("targets": [[2, 0]], "pieces": [0, 0], "examples": [[0, 2, 0, 0]])"),
           std::string(R"({"height": 1, "width": 1, "k": 1, "targets": [[0, 0]], "pieces": [0]})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("polyomino_cover", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
  }
}

// ---- The definition, written again for the brute force.

// The library by index, as the header documents it.
const environments::Shape& LibraryShape(int64_t index) {
  static const std::vector<environments::Shape>* shapes = [] {
    const std::vector<std::string> names = {"D2", "I4", "O",  "T4", "S4", "Z4", "L4", "J4",
                                            "P5", "L5", "T5", "U5", "V5", "W5", "Z5", "R6"};
    std::vector<environments::NamedShape> all = {environments::Domino(),
                                                 environments::Rectangle2x3()};
    for (const auto& s : environments::Tetrominoes()) all.push_back(s);
    for (const auto& s : environments::Pentominoes()) all.push_back(s);
    auto* out = new std::vector<environments::Shape>;
    for (const std::string& name : names) {
      for (const environments::NamedShape& s : all) {
        if (s.name == name) out->push_back(s.shape);
      }
    }
    return out;
  }();
  EXPECT_EQ(shapes->size(), 16u);
  return (*shapes)[static_cast<size_t>(index)];
}

// Library shape `index` turned `quarters` quarter turns clockwise.
const environments::Shape& Turned(int64_t index, int64_t quarters) {
  static const std::vector<environments::Shape>* turned = [] {
    auto* out = new std::vector<environments::Shape>;
    for (int64_t i = 0; i < 16; ++i) {
      for (int q = 0; q < 4; ++q) out->push_back(environments::Rotate(LibraryShape(i), q));
    }
    return out;
  }();
  return (*turned)[static_cast<size_t>(index * 4 + quarters)];
}

Rows RowsOf(const testing::Generated& g, const std::string& name) {
  return g.instance.fields().count(name) > 0 ? g.IntRows(name) : Rows{};
}

struct TestMove {
  int64_t piece = 0, row = 0, col = 0, degrees = 0;
};

std::string Output(const std::vector<TestMove>& moves) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < moves.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "{\"piece_id\": \"",
                    std::string(1, static_cast<char>('A' + moves[i].piece)), "\", \"anchor\": [",
                    moves[i].row, ", ", moves[i].col, "], \"rotation\": ", moves[i].degrees, "}");
  }
  return out + "]}";
}

// A board as the definition reads: taken cells (obstacles and placed
// pieces), the targets still to cover, the used pieces.
struct Play {
  int64_t height = 0, width = 0, k = 0;
  std::vector<int64_t> pieces;
  Rows boxes;
  std::set<std::pair<int64_t, int64_t>> taken, targets;
  std::vector<bool> used;

  // The cells of `m` if it is legal here (nullopt otherwise).
  std::optional<std::vector<std::pair<int64_t, int64_t>>> Cells(const TestMove& m) const {
    if (m.piece < 0 || m.piece >= static_cast<int64_t>(pieces.size()) ||
        used[static_cast<size_t>(m.piece)]) {
      return std::nullopt;
    }
    if (m.degrees != 0 && m.degrees != 90 && m.degrees != 180 && m.degrees != 270) {
      return std::nullopt;
    }
    const environments::Shape& s = Turned(pieces[static_cast<size_t>(m.piece)], m.degrees / 90);
    for (const std::vector<int64_t>& box : boxes) {
      if (box[0] == s.height && box[1] == s.width) return std::nullopt;
    }
    std::vector<std::pair<int64_t, int64_t>> cells;
    for (const environments::Cell& c : s.cells) {
      const int64_t r = m.row + c.row, col = m.col + c.col;
      if (r < 0 || col < 0 || r >= height || col >= width || taken.count({r, col}) > 0) {
        return std::nullopt;
      }
      cells.emplace_back(r, col);
    }
    return cells;
  }
  // Places `m` (legal); returns the targets it newly covers.
  int64_t Place(const TestMove& m) {
    int64_t covered = 0;
    const std::optional<std::vector<std::pair<int64_t, int64_t>>> cells = Cells(m);
    for (const auto& cell : *cells) {
      taken.insert(cell);
      covered += static_cast<int64_t>(targets.erase(cell));
    }
    used[static_cast<size_t>(m.piece)] = true;
    return covered;
  }
  // Every move of every piece, turn and anchor, legal or not.
  std::vector<TestMove> Candidates(bool junk) const {
    std::vector<TestMove> out;
    const int64_t extra = junk ? 1 : 0;
    for (int64_t p = 0; p < static_cast<int64_t>(pieces.size()) + extra; ++p) {
      for (const int64_t d : {0, 90, 180, 270, 45}) {
        if (d == 45 && !junk) continue;
        for (int64_t r = -extra; r < height + extra; ++r) {
          for (int64_t c = -extra; c < width + extra; ++c) out.push_back({p, r, c, d});
        }
      }
    }
    return out;
  }
};

Play Start(const testing::Generated& g) {
  Play play;
  play.height = g.Int("height");
  play.width = g.Int("width");
  play.k = g.Int("k");
  play.pieces = g.Ints("pieces");
  play.boxes = RowsOf(g, "forbidden_boxes");
  play.used.assign(play.pieces.size(), false);
  for (const std::vector<int64_t>& t : g.IntRows("targets")) play.targets.insert({t[0], t[1]});
  for (const std::vector<int64_t>& o : RowsOf(g, "obstacles")) play.taken.insert({o[0], o[1]});
  for (const std::vector<int64_t>& e : RowsOf(g, "examples")) {
    const TestMove m{e[0], e[1], e[2], e[3]};
    EXPECT_TRUE(play.Cells(m).has_value()) << g.Where();
    if (play.Cells(m)) play.Place(m);
  }
  return play;
}

// Every total a sequence of at most `left` more moves reaches from `play`
// (stopping at once included), covered so far `value`.
void Totals(const Play& play, int64_t left, int64_t value, std::set<int64_t>& out) {
  out.insert(value);
  if (left == 0) return;
  for (const TestMove& m : play.Candidates(false)) {
    if (!play.Cells(m)) continue;
    Play next = play;
    const int64_t gain = next.Place(m);
    Totals(next, left - 1, value + gain, out);
  }
}

ParamValues Params(const Verifier& verifier, const char* json) {
  google::protobuf::Struct given;
  EXPECT_TRUE(ParseJsonMessage(json, &given).ok()) << json;
  return *ParamValues::Resolve(verifier.Params(), given, "params");
}

TEST_F(PolyominoCoverTest, OracleMatchesBruteForceAndEveryAnswerIsGradedByItsValue) {
  const Verifier* verifier = registry_.Find("polyomino_cover");
  const Verifier* completion = registry_.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  ASSERT_NE(completion, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const ParamValues exact = testing::DefaultParams(*completion);
  const ParamValues cheap = Params(*completion, R"({"budget": 1})");
  const int seeds = testing::kUnderAddressSanitizer ? 3 : 15;
  for (const testing::Generated& g : testing::GenerateSmall("polyomino_cover", 3, seeds)) {
    const Play start = Start(g);
    std::set<int64_t> totals;
    Totals(start, start.k, 0, totals);
    const int64_t best = *totals.rbegin();
    ASSERT_GE(best, 1) << g.Where();  // The generator keeps a gain possible.
    const PreparedProblemPtr problem = testing::PrepareGenerated("polyomino_cover", g);
    ASSERT_NE(problem, nullptr);
    const auto score = [&](const Verifier& v, const std::string& output, const ParamValues& with) {
      const auto verdict = v.Verify({*problem, output, with});
      EXPECT_TRUE(verdict.ok()) << verdict.status();
      return verdict.ok() ? *verdict : Verdict{};
    };
    const auto expected = [&](int64_t value) {
      return std::pow(static_cast<double>(value) / static_cast<double>(best), 5);
    };
    const Verdict reference = score(*verifier, g.reference_output, params);
    EXPECT_EQ(reference.score, 1) << g.Where();
    EXPECT_TRUE(reference.correct) << g.Where();
    const Verdict nothing = score(*verifier, "{\"answer\": []}", params);
    EXPECT_EQ(nothing.score, 0) << g.Where();
    EXPECT_FALSE(nothing.correct) << g.Where();
    EXPECT_NEAR(score(*completion, "{\"answer\": []}", exact).score, 1, 1e-12) << g.Where();
    // Every one-move answer, legal or not (an unknown piece, a turn of 45
    // degrees, anchors one cell off the grid), graded by its value, and
    // best_completion by the best total of its completions.
    std::vector<TestMove> legal;
    for (const TestMove& m : start.Candidates(true)) {
      const std::string output = Output({m});
      const Verdict own = score(*verifier, output, params);
      const Verdict full = score(*completion, output, exact);
      const Verdict fallback = score(*completion, output, cheap);
      if (!start.Cells(m)) {
        EXPECT_EQ(own.score, -0.5) << g.Where() << " " << output;
        EXPECT_EQ(full.score, -0.5) << g.Where() << " " << output;
        EXPECT_EQ(fallback.score, -0.5) << g.Where() << " " << output;
        continue;
      }
      legal.push_back(m);
      Play next = start;
      const int64_t value = next.Place(m);
      EXPECT_EQ(own.correct, value == best) << g.Where() << " " << output;
      EXPECT_NEAR(own.score, expected(value), 1e-12) << g.Where() << " " << output;
      std::set<int64_t> reachable;
      Totals(next, start.k - 1, value, reachable);
      EXPECT_NEAR(full.score, expected(*reachable.rbegin()), 1e-12) << g.Where() << " " << output;
      EXPECT_EQ(full.correct, *reachable.rbegin() == best) << g.Where() << " " << output;
      EXPECT_TRUE(std::any_of(reachable.begin(), reachable.end(), [&](int64_t total) {
        return std::abs(expected(total) - fallback.score) < 1e-12;
      })) << g.Where() << " " << output << " " << fallback.score;
    }
    // Two moves (K = 2 at level 3), on a few seeds.
    if (start.k < 2 || g.seed >= 4) continue;
    for (const TestMove& a : legal) {
      Play after = start;
      const int64_t first = after.Place(a);
      for (const TestMove& b : legal) {
        const std::string output = Output({a, b});
        const Verdict own = score(*verifier, output, params);
        if (!after.Cells(b)) {
          EXPECT_EQ(own.score, -0.5) << g.Where() << " " << output;
          continue;
        }
        Play last = after;
        const int64_t value = first + last.Place(b);
        EXPECT_NEAR(own.score, expected(value), 1e-12) << g.Where() << " " << output;
        EXPECT_EQ(own.correct, value == best) << g.Where() << " " << output;
      }
    }
  }
}

// Table 7: levels 1..4 (and the warm-up level 0) have the table's grid, K,
// pool size, piece set, examples (pieces A.., turned 0 at levels 0 and 1),
// obstacles, at most clusters * 4 + singles targets (level 0 and 1: one
// 2x2 cluster), the Notes' forbidden boxes and at most one 2x3; an example
// covers a target and at least 2 targets are left.
TEST_F(PolyominoCoverTest, LevelsFollowTable7) {
  struct Row {
    int level;
    int64_t side, k, pool, examples, obstacles, min_targets, max_targets;
    std::set<int64_t> set;
    Rows boxes;
  };
  const std::set<int64_t> domino = {0}, domino_or_square = {0, 2};
  // Full, less the shapes every turn of which is forbidden (I4 is 1x4 or
  // 4x1; T5, V5, W5, Z5 are 3x3) and the domino.
  const std::set<int64_t> full = {2, 3, 4, 5, 6, 7, 8, 9, 11, 15};
  const Rows level3 = {{3, 3}, {1, 4}, {4, 1}, {3, 4}, {4, 3}};
  const Rows level4 = {{3, 3}, {1, 4}, {4, 1}};
  const std::vector<Row> rows = {{0, 3, 1, 2, 1, 0, 4, 4, domino, {}},
                                 {1, 4, 1, 3, 2, 0, 4, 5, domino, {}},
                                 {2, 5, 1, 3, 2, 1, 1, 3 * 4 + 2, domino_or_square, {}},
                                 {3, 5, 2, 4, 2, 1, 1, 3 * 4 + 3, full, level3},
                                 {4, 6, 3, 5, 1, 1, 1, 5 * 4 + 3, full, level4}};
  const std::vector<testing::Generated> generated =
      testing::GenerateSmall("polyomino_cover", 4, 25);
  for (const Row& row : rows) {
    for (const testing::Generated& g : generated) {
      if (g.level != row.level) continue;
      EXPECT_EQ(g.Int("height"), row.side) << g.Where();
      EXPECT_EQ(g.Int("width"), row.side) << g.Where();
      EXPECT_EQ(g.Int("k"), row.k) << g.Where();
      const std::vector<int64_t> pieces = g.Ints("pieces");
      EXPECT_EQ(static_cast<int64_t>(pieces.size()), row.pool) << g.Where();
      for (const int64_t p : pieces) {
        EXPECT_EQ(row.set.count(p), 1u) << g.Where() << " piece " << p;
        EXPECT_LE(std::count(pieces.begin(), pieces.end(), p), row.set == full ? 2 : 3)
            << g.Where();
      }
      EXPECT_LE(std::count(pieces.begin(), pieces.end(), 15), 1) << g.Where();
      const Rows examples = RowsOf(g, "examples");
      ASSERT_EQ(static_cast<int64_t>(examples.size()), row.examples) << g.Where();
      for (size_t e = 0; e < examples.size(); ++e) {
        EXPECT_EQ(examples[e][0], static_cast<int64_t>(e)) << g.Where();
        if (row.level <= 1) {
          EXPECT_EQ(examples[e][3], 0) << g.Where();
        }
      }
      EXPECT_LE(static_cast<int64_t>(RowsOf(g, "obstacles").size()), row.obstacles) << g.Where();
      const int64_t targets = static_cast<int64_t>(g.IntRows("targets").size());
      EXPECT_GE(targets, row.min_targets) << g.Where();
      EXPECT_LE(targets, row.max_targets) << g.Where();
      EXPECT_EQ(RowsOf(g, "forbidden_boxes"), row.boxes) << g.Where();
      const Play start = Start(g);
      EXPECT_LT(static_cast<int64_t>(start.targets.size()), targets) << g.Where();
      EXPECT_GE(start.targets.size(), 2u) << g.Where();
    }
  }
  // Level 1's cluster is a 2x2 square.
  for (const testing::Generated& g : generated) {
    if (g.level > 1) continue;
    const Rows t = g.IntRows("targets");
    bool square = false;
    for (const std::vector<int64_t>& a : t) {
      const auto has = [&](int64_t r, int64_t c) {
        return std::find(t.begin(), t.end(), std::vector<int64_t>{r, c}) != t.end();
      };
      square = square || (has(a[0], a[1] + 1) && has(a[0] + 1, a[1]) && has(a[0] + 1, a[1] + 1));
    }
    EXPECT_TRUE(square) << g.Where();
  }
  // The pool's names are in the prompt.
  const TaskType* task = testing::TestCatalog().tasks.Find("polyomino_cover");
  ASSERT_NE(task, nullptr);
  auto problem = task->Generate(4, 7);
  ASSERT_TRUE(problem.ok()) << problem.status();
  const std::vector<std::string> names = {"D2", "I4", "O",  "T4", "S4", "Z4", "L4", "J4",
                                          "P5", "L5", "T5", "U5", "V5", "W5", "Z5", "R6"};
  const std::vector<int64_t> pieces = [&] {
    std::vector<int64_t> out;
    const auto& values = problem->environment().instance().fields().at("pieces").list_value();
    for (const auto& v : values.values()) {
      out.push_back(static_cast<int64_t>(v.number_value()));
    }
    return out;
  }();
  for (size_t p = 0; p < pieces.size(); ++p) {
    EXPECT_TRUE(absl::StrContains(problem->prompt(),
                                  absl::StrCat(std::string(1, static_cast<char>('A' + p)), " (",
                                               names[static_cast<size_t>(pieces[p])], ")")))
        << problem->prompt();
  }
}

Verdict Score(const Verifier& verifier, const PreparedProblem& problem, const std::string& output,
              const ParamValues& params) {
  const absl::StatusOr<Verdict> verdict = verifier.Verify({problem, output, params});
  EXPECT_TRUE(verdict.ok()) << verdict.status();
  return verdict.ok() ? *verdict : Verdict{};
}

// The solver's path (OptimalPath, and FromActions reading it back): the
// whole reference is optimal, every prefix is feasible and completes to
// the optimum, the states are its prefixes, each state's reference (the
// next action) earns full credit and repeating the last action is
// infeasible (its piece is used).
TEST_F(PolyominoCoverTest, PathStatesAndPrefixes) {
  const Verifier* verifier = registry_.Find("polyomino_cover");
  const Verifier* completion = registry_.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  ASSERT_NE(completion, nullptr);
  const TaskType* task = testing::TestCatalog().tasks.Find("polyomino_cover");
  ASSERT_NE(task, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const ParamValues exact = testing::DefaultParams(*completion);
  const std::vector<environments::ActionField> fields = {
      {"piece_id", environments::FieldKind::kLetter},
      {"anchor", environments::FieldKind::kPair},
      {"rotation", environments::FieldKind::kInteger}};
  const int seeds = testing::kUnderAddressSanitizer ? 1 : 4;
  for (int level = 0; level <= task->MaxDifficulty(); ++level) {
    for (uint64_t seed = 0; seed < static_cast<uint64_t>(seeds); ++seed) {
      auto generated = task->Generate(level, seed);
      ASSERT_TRUE(generated.ok()) << generated.status();
      generated->set_id("p");
      auto prepared = testing::TestCatalog().tasks.Prepare(*generated);
      ASSERT_TRUE(prepared.ok()) << prepared.status();
      const std::string where = absl::StrCat("level ", level, " seed ", seed);
      const std::optional<std::vector<environments::JsonAction>> path =
          environments::ReadJsonActions(generated->reference_output(), fields, 100);
      ASSERT_TRUE(path.has_value()) << where;
      ASSERT_FALSE(path->empty()) << where;
      EXPECT_LE(static_cast<int64_t>(path->size()),
                static_cast<int64_t>(
                    generated->environment().instance().fields().at("k").number_value()))
          << where;
      const absl::StatusOr<int64_t> count = task->StateCount(level, seed);
      ASSERT_TRUE(count.ok()) << count.status();
      EXPECT_EQ(*count, static_cast<int64_t>(path->size())) << where;
      for (size_t k = 0; k <= path->size(); ++k) {
        const std::vector<environments::JsonAction> prefix(path->begin(), path->begin() + k);
        const std::string output = environments::WriteJsonActions(fields, prefix);
        const Verdict own = Score(*verifier, **prepared, output, params);
        const Verdict best = Score(*completion, **prepared, output, exact);
        EXPECT_EQ(best.score, 1) << where << " prefix " << k;
        EXPECT_TRUE(best.correct) << where << " prefix " << k;
        // Every move of the plan gains: only the whole plan is optimal.
        EXPECT_GE(own.score, 0) << where << " prefix " << k;
        EXPECT_EQ(own.correct, k == path->size()) << where << " prefix " << k;
        if (k == path->size()) continue;
        EnvId env;
        env.name = "polyomino_cover";
        env.difficulty = level;
        env.seed = seed;
        env.state = static_cast<int32_t>(k);
        const std::string id = FormatEnvId(env);
        auto state = testing::TestCatalog().tasks.Prepare(EnvIdProblem(id, env));
        ASSERT_TRUE(state.ok()) << id << ": " << state.status();
        EXPECT_EQ((*state)->problem().reference_output(),
                  environments::WriteJsonActions(fields, {(*path)[k]}))
            << id;
        const Verdict next =
            Score(*verifier, **state, (*state)->problem().reference_output(), params);
        EXPECT_EQ(next.score, 1) << id;
        EXPECT_TRUE(next.correct) << id;
        if (k > 0) {
          const Verdict again = Score(
              *verifier, **state, environments::WriteJsonActions(fields, {(*path)[k - 1]}), params);
          EXPECT_EQ(again.score, -0.5) << id;
        }
      }
    }
  }
}

}  // namespace
}  // namespace polyomino_cover_test_cc
}  // namespace referee
