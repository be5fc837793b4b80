// Every generated environment as a programming task (DESIGN §12): the id
// `env/code:<name>/<d>/<seed>` asks for a Python 3 program that reads one
// problem of environment <name> at level d — its explicit instance, the
// JSON object of the schema in docs/ENVIRONMENTS.md, on one line of stdin —
// and prints the answer that environment's prompt asks for.
//
// The prompt shows one example problem (its prompt text and its JSON
// instance, seed 0 of the sequence below) and the limits; the tests are the
// next kProgrammingTests instances of the same level, their answers hidden.
// Instance seeds: the first kProgrammingTests + 1 draws of SplitMix64
// seeded with <seed> (environments/random.h), so an id names the same
// problem on every build. A test passes when the environment's own
// verifier, with its default parameters, calls the program's stdout
// correct (full credit on its criterion): an answer the problem accepts in
// several forms passes in any of them. Each test's expected_stdout holds
// the environment's reference answer (one correct answer; never shown).
//
// Qualifying environments: those that generate an explicit instance and
// are answered in one reply (not the `games` family, played over turns
// against an opponent; not the seed tasks with their own Problem fields). They are registered as derived task types
// (TaskRegistry::RegisterDerived): Find("code:sorting") knows them, so
// Sample and the curriculum work on `code:<name>` like on any environment,
// while listings and registry-wide tests see the catalogue once. Their
// prepared problems are the `code` task's, scored by code_tests.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_CODE_PROGRAMMING_TASK_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_CODE_PROGRAMMING_TASK_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

inline constexpr int kProgrammingTests = 5;
inline constexpr absl::string_view kProgrammingPrefix = "code:";

// Registers `code:<name>` for every qualifying environment registered so
// far: called once, after every family (RegisterBuiltins).
absl::Status RegisterProgrammingTasks(Catalog& catalog);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_CODE_PROGRAMMING_TASK_H_
