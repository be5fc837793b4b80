// The program in a model's output (DESIGN §12): the last fenced code block
// (```), or the last one whose info string names the language when any
// does. One pass over the output; views, no copies.
#ifndef REFEREE_VERIFIERS_PARSING_CODE_BLOCK_H_
#define REFEREE_VERIFIERS_PARSING_CODE_BLOCK_H_

#include <optional>

#include "absl/strings/string_view.h"

namespace referee::parsing {

// A fence is a line starting (after up to three spaces) with three or more
// backticks; the block ends at a line holding a fence at least as long and
// nothing else but spaces. The opening line's rest is the info string: its
// first word, lower-cased, names the language (`python`, `python3`, `py`
// name Python 3). A block not closed before the end is not a block. nullopt
// when there is none, or the chosen block is blank.
std::optional<absl::string_view> LastCodeBlock(absl::string_view output,
                                               absl::string_view language);

}  // namespace referee::parsing

#endif  // REFEREE_VERIFIERS_PARSING_CODE_BLOCK_H_
