// JSON read from model output: seed 003's action format
// (`{"answer": [ {"role": 2, "candidate": 0} ]}`, its Appendix D) and any
// other small JSON an answer holds. One linear pass, no recursion (an
// explicit stack), bounded depth and size; the values are views into the
// text, never copies.
//
// The grammar is RFC 8259 JSON with two allowances for what models write
// when they copy a commented template: `#` and `//` start a comment that
// runs to the end of the line (outside strings). Numbers are kept as their
// text; integers that fit in 64 bits are also read as integers. Strings are
// kept raw (escapes validated, not decoded): keys and values are compared
// as written, and a string holding an escape compares unequal to every
// plain one.
#ifndef REFEREE_VERIFIERS_PARSING_JSON_VALUE_H_
#define REFEREE_VERIFIERS_PARSING_JSON_VALUE_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

struct JsonLimits {
  size_t max_depth = 16;      // Nested arrays and objects.
  size_t max_nodes = 10'000;  // Values of every kind, the containers included.
};

enum class JsonKind { kNull, kBool, kNumber, kString, kArray, kObject };

// A parsed JSON text: its values in document order (pre-order), the first
// one the root. A container's members follow it; `end` is the index after
// its last descendant, so the next sibling of node i is nodes[nodes[i].end].
class JsonDocument {
 public:
  struct Node {
    JsonKind kind = JsonKind::kNull;
    absl::string_view key;   // The member's key when its parent is an object (raw).
    absl::string_view text;  // A string's raw contents, a number's text.
    std::optional<int64_t> integer;  // A number written as an integer that fits.
    bool boolean = false;
    size_t count = 0;  // An array's or object's members.
    size_t end = 0;
  };

  const std::vector<Node>& nodes() const { return nodes_; }
  const Node& root() const { return nodes_.front(); }
  size_t root_index() const { return 0; }

  // The members of container `index`, in order (their node indices).
  std::vector<size_t> Members(size_t index) const;
  // The member of object `index` whose raw key is `key` (the last one if
  // it repeats, as most JSON readers do); nullopt if none.
  std::optional<size_t> Find(size_t index, absl::string_view key) const;

 private:
  friend class JsonParser;
  std::vector<Node> nodes_;
};

// Parses one JSON value at the start of `text` (leading whitespace and
// comments skipped). On success `*consumed` (if given) is the length read,
// trailing whitespace excluded. nullopt: malformed, or past `limits`.
std::optional<JsonDocument> ParseJson(absl::string_view text ABSL_ATTRIBUTE_LIFETIME_BOUND,
                                      const JsonLimits& limits = JsonLimits(),
                                      size_t* consumed = nullptr);

// Where the value of the last `"answer"` key followed by a colon starts in
// `output` (just after the colon); nullopt if there is no such key. The
// key ParseAnswerJson reads.
std::optional<size_t> AnswerValueOffset(absl::string_view output);

// Seed 003's answer: the value of the last `"answer"` key in `output` that
// is followed by a colon, parsed as JSON (whatever surrounds it is ignored,
// so the object around it may be unclosed or the answer may stand in a
// code fence). nullopt: no such key, or its value is malformed. Only the
// last such key is read, so the work stays linear in the output.
std::optional<JsonDocument> ParseAnswerJson(absl::string_view output
                                                ABSL_ATTRIBUTE_LIFETIME_BOUND,
                                            const JsonLimits& limits = JsonLimits());

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_JSON_VALUE_H_
