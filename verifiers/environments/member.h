// What a catalogue member's .cc includes, once: the framework a member
// builds on (InstanceEnvironment and its About, the one-number and
// sequence answer frameworks, LadderEnvironment, declared fields, RLVE's
// reward conventions, answer lines, exact arithmetic), the parser of the
// final answer span, and the standard and Abseil headers nearly every
// member uses. A member includes what else it needs itself (trees.h,
// graph_prompt.h, ...). All of it is in the catalogue's precompiled header
// (verifiers/environments/CMakeLists.txt), so it costs a member nothing to
// compile.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_MEMBER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_MEMBER_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/exact_math.h"
#include "verifiers/environments/instance_fields.h"
#include "verifiers/environments/instance_io.h"
#include "verifiers/environments/integer_answer.h"
#include "verifiers/environments/ladder_verifier.h"
#include "verifiers/environments/random.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/environments/sequence_answer.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/parsing/text.h"

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_MEMBER_H_
