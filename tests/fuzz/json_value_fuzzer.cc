// libFuzzer target for the JSON reader of seed 003's action format: no
// input may crash or read out of bounds; every view points into the input;
// the document's structure is consistent (pre-order, `end` past every
// descendant, `count` members), whatever the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/json_value.h"

namespace {

using referee::parsing::JsonDocument;
using referee::parsing::JsonKind;

void CheckInside(absl::string_view text, absl::string_view view) {
  if (view.empty()) return;
  if (view.data() < text.data() || view.data() + view.size() > text.data() + text.size()) {
    std::abort();
  }
}

void CheckDocument(absl::string_view text, const std::optional<JsonDocument>& doc) {
  if (!doc) return;
  const auto& nodes = doc->nodes();
  if (nodes.empty() || nodes.front().end != nodes.size()) std::abort();
  for (size_t i = 0; i < nodes.size(); ++i) {
    const JsonDocument::Node& node = nodes[i];
    CheckInside(text, node.key);
    CheckInside(text, node.text);
    if (node.end <= i || node.end > nodes.size()) std::abort();
    const bool container = node.kind == JsonKind::kArray || node.kind == JsonKind::kObject;
    if (!container && node.end != i + 1) std::abort();
    if (container && doc->Members(i).size() != node.count) std::abort();
    if (node.integer && node.kind != JsonKind::kNumber) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  size_t consumed = 0;
  const std::optional<JsonDocument> doc =
      referee::parsing::ParseJson(text, referee::parsing::JsonLimits(), &consumed);
  if (doc && consumed > size) std::abort();
  CheckDocument(text, doc);
  CheckDocument(text, referee::parsing::ParseAnswerJson(text));
  return 0;
}
