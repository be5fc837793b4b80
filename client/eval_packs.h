// Evaluation packs (DESIGN §8 "Evaluation", issue #38): the fixed problem
// sets the papers report on, as lists of env ids that name the same
// problems on every build and replica, plus the k's each paper reports.
// `referee eval --packs` lists them; `--pack=NAME --write_pack=FILE`
// writes a pack's problems for the model to answer; `--pack=NAME
// --rollouts=FILE` (or --results) scores the answers and prints the
// paper-style table for the pack's problems alone.
//
// The packs (docs/ENVIRONMENTS.md, "Evaluation packs"):
//   rlve_heldout    seed 001 (RLVE), App. D: its 50 held-out environments ×
//                   50 problems, levels 0..4 × 10 (the ids of
//                   scripts/rlve_coverage.py --heldout-set); k = 1.
//   seed004_larger  seed 004's held-out larger grids: Bridges 7×7 and 8×8,
//                   Undead 4×4 and 5×5, Galaxies 4×4 .. 7×7; 200 problems
//                   a grid (its in-domain test size); k = 1..32.
//   seed003_levels  seed 003's test problems: every VAST task of this
//                   build at its levels 1..4, 250 a level; k = 1..8.
//   seed003_states  the same problems at every state along the solver's
//                   path (the paper evaluates every step), one action asked.
// A pack names environments by the paper's identifiers where it has them
// (RLVE-Gym's); those this build does not serve are listed as missing and
// the pack holds the rest.
#ifndef REFEREE_CLIENT_EVAL_PACKS_H_
#define REFEREE_CLIENT_EVAL_PACKS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Problems `first_seed`.. of one environment at one level.
struct EvalPackSlice {
  std::string environment;
  int level = 0;
  uint64_t first_seed = 0;
  int count = 0;
};

struct EvalPack {
  std::string name;
  std::string paper;        // Where the set is defined.
  std::string description;  // What it holds.
  std::string k;            // The k's the paper reports (eval's default --k).
  std::vector<EvalPackSlice> slices;
  bool states = false;               // Every state of each problem, not the problem.
  std::vector<std::string> missing;  // Named by the paper, not served here.
};

// Every pack, resolved against `catalog` (the build's environments).
std::vector<EvalPack> EvalPacks(const Catalog& catalog);
// The pack named `name`; NotFound naming the packs otherwise.
absl::StatusOr<EvalPack> FindEvalPack(const Catalog& catalog, absl::string_view name);
// How many problems the slices name (before states are expanded).
int64_t EvalPackProblems(const EvalPack& pack);
// The pack's problem ids, in order: env/NAME/LEVEL/SEED, or with `states`
// each problem's env/NAME/LEVEL/SEED@K for K along its solver's path
// (generating each instance to count them).
absl::StatusOr<std::vector<std::string>> EvalPackIds(const Catalog& catalog,
                                                     const EvalPack& pack);

// `referee eval --packs`: each pack with its paper, problems, environments
// and default k's (text), or one JSON line {"packs": [{"name", "paper",
// "description", "k", "problems", "states", "environments", "missing"}]}.
std::string EvalPacksListing(const Catalog& catalog, bool json);

// Writes the problems `ids` (a pack's) to `path` ("-": stdout) as JSON
// lines, prompts without reference outputs, for the model to answer.
absl::Status WriteEvalPackProblems(const Catalog& catalog, const std::vector<std::string>& ids,
                                   const std::string& path);

}  // namespace referee

#endif  // REFEREE_CLIENT_EVAL_PACKS_H_
