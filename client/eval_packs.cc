#include "client/eval_packs.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/problem_json.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

// RLVE's held-out test environments (seed 001, App. D), by RLVE-Gym
// identifier; tests/testdata/rlve_gym_environments.tsv marks the same 50
// (the rlve_heldout_pack test compares them).
constexpr const char* kRlveHeldOut[] = {
    "BAJBytecomputer", "BannedPointSupersetPathCounting", "BanyanHeart", "CRT", "Canon",
    "CirculatingDecimalCounting", "Clique_IndependentSet_Partitioning_Counting", "ConvexHull",
    "CountdownClose", "CowDanceShow", "DoubleStackSorting", "DynDynamite",
    "EvenDegreeGraphPartitioning", "Expression_AddingParenthese_Counting",
    "FactorialTrailingZeroCount", "FixedModK_Selection_Counting", "FutoshikiPuzzle",
    "GraMinimaGame", "GridTriangleCounting", "HalvingChainCounting", "ImpParty",
    "IntegerFactorizationCounting", "JugPuzzle", "LandAcquisition", "LandformGenerationCounting",
    "MakingGrade", "MatrixPermutation_BothDiagonalOne", "Matrix_BinaryExponentiation",
    "MaxXorSet", "Maximum_IndependentSet_Tree", "MinimumSpanningTree",
    "Minimum_DominatingInterval", "MostComponentTreeRemovingTwoPaths", "NextPalindromic",
    "PalindromePartitionCounting", "PipelineArrangement", "PolynomialInterpolation",
    "PrefixConcatenation", "PythagoreanGraph_IndependentSetCounting", "SetSplitting",
    "SkyscraperPuzzle", "SmallestBinaryMultiple", "StoneIntervalsGame", "SubgraphIsomorphism",
    "SubmatrixSumDivisibleCounting", "SubsetSumSequence", "SumProductDivisorNum",
    "SumXorDivisorNum", "Sum_DivisorNum", "TopologicalSort_MinimalLexicographicalOrder"};

// RLVE's held-out problems: 10 at each of the controller's first five
// levels (its data/HELD-OUT_ENVIRONMENTS), seeds 0..9.
constexpr int kRlveLevels = 5;
constexpr int kRlvePerLevel = 10;
// Seed 004 tests on 200 problems a grid (its Table 2).
constexpr int kSeed004PerGrid = 200;
// Seed 003 samples 250 test problems a level (§4), levels 1..4.
constexpr int kSeed003PerLevel = 250;
constexpr int kSeed003FirstLevel = 1, kSeed003LastLevel = 4;

EvalPack NewPack(std::string name, std::string paper, std::string description, std::string k) {
  EvalPack pack;
  pack.name = std::move(name);
  pack.paper = std::move(paper);
  pack.description = std::move(description);
  pack.k = std::move(k);
  return pack;
}

EvalPack RlveHeldOut(const Catalog& catalog) {
  EvalPack pack = NewPack("rlve_heldout", "seed 001 (RLVE), Appendix D",
                "RLVE's 50 held-out test environments x 50 problems: levels 0..4, "
                "10 problems (seeds 0..9) each",
                "1");
  absl::flat_hash_map<std::string, std::string> served;  // Identifier -> environment.
  for (const TaskType* task : catalog.tasks.All()) {
    if (absl::StartsWith(task->Source(), "RLVE-Gym:") && task->Generates()) {
      served.emplace(task->Source().substr(9), task->Name());
    }
  }
  for (const char* identifier : kRlveHeldOut) {
    auto it = served.find(identifier);
    if (it == served.end()) {
      pack.missing.push_back(identifier);
      continue;
    }
    for (int level = 0; level < kRlveLevels; ++level) {
      pack.slices.push_back({it->second, level, 0, kRlvePerLevel});
    }
  }
  return pack;
}

EvalPack Seed004Larger(const Catalog& catalog) {
  EvalPack pack = NewPack("seed004_larger", "seed 004, Figure 1 and Appendix H",
                "seed 004's held-out larger grids: Bridges 7x7 and 8x8, Undead 4x4 and "
                "5x5, Galaxies 4x4 to 7x7; 200 problems (seeds 0..199) a grid",
                "1,2,4,8,16,32");
  // Each grid's level in its environment's table.
  const struct {
    const char* environment;
    int level;
  } grids[] = {{"bridges", 4},  {"bridges", 6},  // 7x7, 8x8
               {"undead", 2},   {"undead", 4},   // 4x4, 5x5
               {"galaxies", 1}, {"galaxies", 2}, {"galaxies", 3}, {"galaxies", 4}};
  for (const auto& grid : grids) {
    if (catalog.tasks.Find(grid.environment) == nullptr) {
      if (pack.missing.empty() || pack.missing.back() != grid.environment) {
        pack.missing.push_back(grid.environment);
      }
      continue;
    }
    pack.slices.push_back({grid.environment, grid.level, 0, kSeed004PerGrid});
  }
  return pack;
}

EvalPack Seed003(const Catalog& catalog, bool states) {
  EvalPack pack = NewPack(states ? "seed003_states" : "seed003_levels", "seed 003 (VAST), Section 4",
                states ? "seed 003's test problems at every state along the solver's path "
                         "(one action asked; VAST tasks that pose states), levels 1..4, "
                         "250 problems (seeds 0..249) a level"
                       : "seed 003's test problems: every VAST task at levels 1..4, 250 "
                         "problems (seeds 0..249) a level",
                "1,2,3,4,5,6,7,8");
  pack.states = states;
  for (const TaskType* task : catalog.tasks.All()) {
    if (!absl::StartsWith(task->Source(), "VAST:") || !task->Generates()) continue;
    if (states && !task->PosesStates()) continue;
    for (int level = kSeed003FirstLevel;
         level <= std::min(kSeed003LastLevel, task->MaxDifficulty()); ++level) {
      pack.slices.push_back({std::string(task->Name()), level, 0, kSeed003PerLevel});
    }
  }
  return pack;
}

}  // namespace

std::vector<EvalPack> EvalPacks(const Catalog& catalog) {
  return {RlveHeldOut(catalog), Seed004Larger(catalog), Seed003(catalog, false),
          Seed003(catalog, true)};
}

absl::StatusOr<EvalPack> FindEvalPack(const Catalog& catalog, absl::string_view name) {
  std::vector<std::string> names;
  for (EvalPack& pack : EvalPacks(catalog)) {
    if (pack.name == name) return std::move(pack);
    names.push_back(pack.name);
  }
  return absl::NotFoundError(absl::StrCat("no evaluation pack \"", name,
                                          "\"; the packs: ", absl::StrJoin(names, ", ")));
}

int64_t EvalPackProblems(const EvalPack& pack) {
  int64_t problems = 0;
  for (const EvalPackSlice& slice : pack.slices) problems += slice.count;
  return problems;
}

absl::StatusOr<std::vector<std::string>> EvalPackIds(const Catalog& catalog,
                                                     const EvalPack& pack) {
  std::vector<std::string> ids;
  for (const EvalPackSlice& slice : pack.slices) {
    const TaskType* task = catalog.tasks.Find(slice.environment);
    if (task == nullptr) {
      return absl::NotFoundError(absl::StrCat("unknown environment ", slice.environment));
    }
    for (int i = 0; i < slice.count; ++i) {
      EnvId env;
      env.name = slice.environment;
      env.difficulty = slice.level;
      env.seed = slice.first_seed + static_cast<uint64_t>(i);
      if (!pack.states) {
        ids.push_back(FormatEnvId(env));
        continue;
      }
      absl::StatusOr<int64_t> count = task->StateCount(env.difficulty, env.seed);
      if (!count.ok()) return count.status();
      for (int64_t k = 0; k < *count; ++k) {
        env.state = static_cast<int32_t>(k);
        ids.push_back(FormatEnvId(env));
      }
    }
  }
  return ids;
}

namespace {

// The environments of a pack's slices, each once, in order.
std::vector<std::string> PackEnvironments(const EvalPack& pack) {
  std::vector<std::string> names;
  for (const EvalPackSlice& slice : pack.slices) {
    if (names.empty() || names.back() != slice.environment) names.push_back(slice.environment);
  }
  return names;
}

std::string JsonStrings(const std::vector<std::string>& strings) {
  std::vector<std::string> quoted;
  for (const std::string& s : strings) quoted.push_back(absl::StrCat("\"", s, "\""));
  return absl::StrCat("[", absl::StrJoin(quoted, ","), "]");
}

}  // namespace

std::string EvalPacksListing(const Catalog& catalog, bool json) {
  std::string out;
  std::vector<std::string> rows;
  for (const EvalPack& pack : EvalPacks(catalog)) {
    const std::vector<std::string> environments = PackEnvironments(pack);
    if (json) {
      // Names, papers and descriptions are this file's ASCII: no escapes.
      rows.push_back(absl::StrCat(
          "{\"name\":\"", pack.name, "\",\"paper\":\"", pack.paper,
          "\",\"description\":\"", pack.description, "\",\"k\":[", pack.k,
          "],\"problems\":", EvalPackProblems(pack),
          ",\"states\":", pack.states ? "true" : "false",
          ",\"environments\":", JsonStrings(environments),
          ",\"missing\":", JsonStrings(pack.missing), "}"));
      continue;
    }
    absl::StrAppend(&out, pack.name, " (", pack.paper, "): ", pack.description, "\n  ",
                    EvalPackProblems(pack), pack.states ? " problems, each at every state" : " problems",
                    ", ", environments.size(), " environments; k = ", pack.k, "\n  served: ",
                    absl::StrJoin(environments, ", "), "\n");
    if (!pack.missing.empty()) {
      absl::StrAppend(&out, "  not served by this build: ", absl::StrJoin(pack.missing, ", "), "\n");
    }
  }
  if (json) return absl::StrCat("{\"packs\":[", absl::StrJoin(rows, ","), "]}\n");
  return out;
}

absl::Status WriteEvalPackProblems(const Catalog& catalog, const std::vector<std::string>& ids,
                                   const std::string& path) {
  std::ofstream file;
  if (path != "-") {
    file.open(path);
    if (!file) return absl::NotFoundError(absl::StrCat("cannot write ", path));
  }
  std::ostream& out = path == "-" ? std::cout : file;
  std::string line;
  JsonInstanceWriter instance;
  for (const std::string& id : ids) {
    const std::optional<EnvId> env = ParseEnvId(id);
    if (!env) return absl::InternalError(absl::StrCat("not an env id: ", id));
    const TaskType* task = catalog.tasks.Find(env->name);
    if (task == nullptr) return absl::NotFoundError(absl::StrCat("unknown environment in ", id));
    line.clear();
    if (env->state) {
      // A state's prompt is made when it is prepared.
      absl::StatusOr<PreparedProblemPtr> state = catalog.tasks.Prepare(EnvIdProblem(id, *env));
      if (!state.ok()) return state.status();
      referee::v1::Problem problem = (*state)->problem();
      problem.clear_reference_output();
      AppendProblemJsonLine(problem, &line);
    } else {
      absl::Status written = AppendGeneratedProblemJsonLine(
          *task, env->difficulty, env->seed, id, /*reference=*/false, instance, &line);
      if (!written.ok()) return written;
    }
    line.push_back('\n');
    out.write(line.data(), static_cast<std::streamsize>(line.size()));
  }
  out.flush();
  if (!out) return absl::InternalError(absl::StrCat("writing ", path, " failed"));
  return absl::OkStatus();
}

}  // namespace referee
