// The `strings` family.
// Environments on strings (mostly binary, or over {a, b}): rotations,
// substrings and subsequences, rewriting, and strings to construct.
//
// Adding a member: its file pair in this folder, one line in strings.cc,
// its table test in tests/unit/verifiers/environments/strings/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_TREES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_TREES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterStringEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_TREES_H_
