// Evaluation packs (client/eval_packs.h): each pack holds the problems its
// paper defines (checked against the papers' numbers and RLVE-Gym's list
// of held-out environments, not against the pack's own code), and `referee
// eval --pack` tabulates a pack's problems alone.
#include <cstdint>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "client/commands.h"
#include "client/eval_packs.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

using google::protobuf::Struct;

const Catalog& Builtin() {
  static const Catalog* const catalog = [] {
    auto* c = new Catalog();
    EXPECT_TRUE(RegisterBuiltins(*c).ok());
    return c;
  }();
  return *catalog;
}

EvalPack Pack(const std::string& name) {
  absl::StatusOr<EvalPack> pack = FindEvalPack(Builtin(), name);
  EXPECT_TRUE(pack.ok()) << pack.status();
  return pack.ok() ? *pack : EvalPack();
}

// RLVE-Gym's held-out identifiers, from the list of its 400 (seed 001,
// App. D), which the rlve_coverage test also reads.
std::set<std::string> HeldOutIdentifiers() {
  std::ifstream tsv(std::string(REFEREE_TESTDATA_DIR) + "/rlve_gym_environments.tsv");
  std::set<std::string> held_out;
  std::string line;
  while (std::getline(tsv, line)) {
    const std::vector<std::string> cells = absl::StrSplit(line, '\t');
    if (cells.size() == 3 && cells[2] == "held-out") held_out.insert(cells[1]);
  }
  return held_out;
}

TEST(EvalPacksTest, RlveHeldOutIsRlvesFiftyByFifty) {
  const EvalPack pack = Pack("rlve_heldout");
  EXPECT_TRUE(pack.missing.empty());  // This build serves all 50.
  EXPECT_EQ(EvalPackProblems(pack), 50 * 50);
  std::set<std::string> identifiers;
  for (const EvalPackSlice& slice : pack.slices) {
    const TaskType* task = Builtin().tasks.Find(slice.environment);
    ASSERT_NE(task, nullptr) << slice.environment;
    ASSERT_TRUE(absl::StartsWith(task->Source(), "RLVE-Gym:")) << task->Source();
    identifiers.insert(std::string(task->Source().substr(9)));
    EXPECT_GE(slice.level, 0);
    EXPECT_LE(slice.level, 4);
    EXPECT_EQ(slice.count, 10);
  }
  const std::set<std::string> expected = HeldOutIdentifiers();
  EXPECT_EQ(expected.size(), 50u);
  EXPECT_EQ(identifiers, expected);
  // The ids scripts/rlve_coverage.py --heldout-set writes: seeds 0..9.
  const absl::StatusOr<std::vector<std::string>> ids = EvalPackIds(Builtin(), pack);
  ASSERT_TRUE(ids.ok());
  ASSERT_EQ(ids->size(), 2500u);
  EXPECT_EQ(std::set<std::string>(ids->begin(), ids->end()).size(), 2500u);
  EXPECT_EQ((*ids)[0], FormatEnvId(pack.slices[0].environment, 0, 0));
  EXPECT_EQ((*ids)[9], FormatEnvId(pack.slices[0].environment, 0, 9));
  EXPECT_EQ((*ids)[10], FormatEnvId(pack.slices[0].environment, 1, 0));
}

// The grid of problem `id`, from its generated instance's fields.
std::pair<int64_t, int64_t> GridOf(const std::string& id) {
  const std::optional<EnvId> env = ParseEnvId(id);
  const TaskType* task = Builtin().tasks.Find(env->name);
  absl::StatusOr<referee::v1::Problem> problem = task->Generate(env->difficulty, env->seed);
  EXPECT_TRUE(problem.ok()) << problem.status();
  if (!problem.ok()) return {0, 0};
  const auto& fields = problem->environment().instance().fields();
  return {static_cast<int64_t>(fields.at("rows").number_value()),
          static_cast<int64_t>(fields.at("columns").number_value())};
}

TEST(EvalPacksTest, Seed004LargerGridsAreThePapers) {
  const EvalPack pack = Pack("seed004_larger");
  EXPECT_TRUE(pack.missing.empty());
  EXPECT_EQ(pack.k, "1,2,4,8,16,32");  // Its pass@k curves run to 32.
  // Bridges 7x7 and 8x8, Undead 4x4 and 5x5 (§H), Galaxies 4x4 .. 7x7
  // (trained at 3x3); 200 problems a grid (Table 2's test size).
  const std::vector<std::pair<std::string, int64_t>> grids = {
      {"bridges", 7}, {"bridges", 8}, {"undead", 4},   {"undead", 5},
      {"galaxies", 4}, {"galaxies", 5}, {"galaxies", 6}, {"galaxies", 7}};
  ASSERT_EQ(pack.slices.size(), grids.size());
  for (size_t i = 0; i < grids.size(); ++i) {
    const EvalPackSlice& slice = pack.slices[i];
    EXPECT_EQ(slice.environment, grids[i].first);
    EXPECT_EQ(slice.count, 200);
    for (uint64_t seed : {0, 199}) {
      const auto [rows, columns] = GridOf(FormatEnvId(slice.environment, slice.level, seed));
      EXPECT_EQ(rows, grids[i].second) << slice.environment << " " << slice.level;
      EXPECT_EQ(columns, grids[i].second) << slice.environment << " " << slice.level;
    }
  }
}

TEST(EvalPacksTest, Seed003LevelsAndStates) {
  const EvalPack levels = Pack("seed003_levels");
  const EvalPack states = Pack("seed003_states");
  EXPECT_EQ(levels.k, "1,2,3,4,5,6,7,8");  // pass@1..8 (its Tables 3 and 11).
  std::set<std::string> vast;  // Every generating VAST task of this build.
  for (const TaskType* task : Builtin().tasks.All()) {
    if (absl::StartsWith(task->Source(), "VAST:") && task->Generates()) {
      vast.insert(std::string(task->Name()));
    }
  }
  std::set<std::string> in_pack;
  for (const EvalPackSlice& slice : levels.slices) {
    in_pack.insert(slice.environment);
    EXPECT_GE(slice.level, 1);  // The paper's levels 1..4.
    EXPECT_LE(slice.level, 4);
    EXPECT_EQ(slice.count, 250);  // 250 test problems a level (§4).
  }
  EXPECT_EQ(in_pack, vast);
  EXPECT_TRUE(in_pack.count("role_assignment") && in_pack.count("polyomino_cover"));
  // States: each problem at every state of its solver's path.
  ASSERT_FALSE(states.slices.empty());
  EvalPack first = states;
  first.slices.resize(1);
  first.slices[0].count = 3;
  const absl::StatusOr<std::vector<std::string>> ids = EvalPackIds(Builtin(), first);
  ASSERT_TRUE(ids.ok());
  const TaskType& task = *Builtin().tasks.Find(first.slices[0].environment);
  int64_t expected = 0;
  for (uint64_t seed = 0; seed < 3; ++seed) expected += *task.StateCount(first.slices[0].level, seed);
  EXPECT_EQ(static_cast<int64_t>(ids->size()), expected);
  EXPECT_EQ((*ids)[0], FormatEnvId(first.slices[0].environment, first.slices[0].level, 0) + "@0");
}

Struct ParseJson(const std::string& json) {
  Struct out;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(json, &out).ok()) << json;
  return out;
}

// A pack's problems alone are tabulated, with the pack's k's:
//   env/bridges/6/0: correct T F (n 2, c 1): pass@1 1/2, pass@2 1
//   env/undead/4/3:  correct F F: 0
//   env/sorting/1/0: not in the pack, left out (counted).
// Means over the 2 groups: pass@1 1/4, pass@2 1/2; k = 4.. have no group.
TEST(EvalPacksTest, EvalTabulatesThePacksProblemsOnly) {
  EvalOptions options;
  options.pack = "seed004_larger";
  options.json = true;
  options.results_file = testing::WriteTempFile("pack_results.jsonl", R"(
{"promptId": "env/bridges/6/0", "output": "a", "correct": true}
{"promptId": "env/sorting/1/0", "output": "b", "correct": true}
{"promptId": "env/undead/4/3", "output": "c", "correct": false}
{"promptId": "env/bridges/6/0", "output": "d", "correct": false}
{"promptId": "env/undead/4/3", "output": "e", "correct": false}
)");
  absl::StatusOr<std::string> json = EvalReport(options);
  ASSERT_TRUE(json.ok()) << json.status();
  const Struct report = ParseJson(*json);
  const Struct& pack = report.fields().at("pack").struct_value();
  EXPECT_EQ(pack.fields().at("name").string_value(), "seed004_larger");
  EXPECT_EQ(pack.fields().at("problems").number_value(), 1600);
  EXPECT_EQ(pack.fields().at("answered").number_value(), 2);
  EXPECT_EQ(pack.fields().at("outside").number_value(), 1);
  EXPECT_EQ(report.fields().at("groups").number_value(), 2);
  EXPECT_EQ(report.fields().at("k").list_value().values_size(), 6);
  const Struct& all = report.fields().at("all").struct_value();
  const Struct& pass = all.fields().at("passAtK").struct_value();
  EXPECT_DOUBLE_EQ(pass.fields().at("1").number_value(), 0.25);
  EXPECT_DOUBLE_EQ(pass.fields().at("2").number_value(), 0.5);
  EXPECT_TRUE(pass.fields().at("4").has_null_value());

  // The text table says how much of the pack the file answers.
  options.json = false;
  options.k = "1";
  json = EvalReport(options);
  ASSERT_TRUE(json.ok()) << json.status();
  EXPECT_TRUE(absl::StartsWith(
      *json, "pack seed004_larger (seed 004, Figure 1 and Appendix H): 2 of 1600 problems "
             "answered; 1 rollouts outside the pack left out\n"))
      << *json;
}

TEST(EvalPacksTest, ListingWritingAndErrors) {
  EvalOptions list;
  list.list_packs = true;
  list.json = true;
  absl::StatusOr<std::string> listing = EvalReport(list);
  ASSERT_TRUE(listing.ok());
  const Struct packs = ParseJson(*listing);
  std::vector<std::string> names;
  for (const auto& value : packs.fields().at("packs").list_value().values()) {
    names.push_back(value.struct_value().fields().at("name").string_value());
  }
  EXPECT_EQ(names, (std::vector<std::string>{"rlve_heldout", "seed004_larger", "seed003_levels",
                                             "seed003_states"}));

  EvalOptions write;
  write.pack = "seed004_larger";
  write.write_pack = testing::WriteTempFile("pack.jsonl", "");
  absl::StatusOr<std::string> wrote = EvalReport(write);
  ASSERT_TRUE(wrote.ok()) << wrote.status();
  std::ifstream file(write.write_pack);
  std::string line;
  int lines = 0;
  while (std::getline(file, line)) {
    if (lines == 0) {
      const Struct problem = ParseJson(line);
      EXPECT_EQ(problem.fields().at("id").string_value(), "env/bridges/4/0");
      EXPECT_FALSE(problem.fields().at("prompt").string_value().empty());
      // No reference to copy from.
      const auto reference = problem.fields().find("referenceOutput");
      EXPECT_TRUE(reference == problem.fields().end() || reference->second.string_value().empty());
    }
    ++lines;
  }
  EXPECT_EQ(lines, 1600);

  EvalOptions unknown;
  unknown.pack = "seed005";
  unknown.results_file = write.write_pack;
  absl::StatusOr<std::string> error = EvalReport(unknown);
  EXPECT_EQ(error.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(error.status().message(), "rlve_heldout")) << error.status();
  EvalOptions lonely;
  lonely.write_pack = "x.jsonl";
  EXPECT_EQ(EvalReport(lonely).status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace referee
