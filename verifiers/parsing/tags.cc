#include "verifiers/parsing/tags.h"

#include <string.h>

#include <cstddef>
#include <utility>
#include <vector>

#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {

std::optional<absl::string_view> LastBraceTag(absl::string_view text,
                                              absl::string_view tag) {
  // Walk the `{`s from the end (memrchr: this runs once per rollout on the
  // hot path): the first one preceded by `tag` whose next brace is a `}` is
  // the last match. The forward scan from each `{` stops at the next brace,
  // at or before the `{` examined just before, so scans never overlap and
  // the search stays linear.
  const char* const data = text.data();
  size_t end = text.size();  // Look for `{` before this.
  while (end > 0) {
    const void* found = memrchr(data, '{', end);
    if (found == nullptr) break;
    const size_t open = static_cast<const char*>(found) - data;
    size_t brace = open + 1;
    while (brace < text.size() && text[brace] != '{' && text[brace] != '}') {
      ++brace;
    }
    if (brace < text.size() && text[brace] == '}' && open >= tag.size() &&
        text.substr(open - tag.size(), tag.size()) == tag) {
      return text.substr(open + 1, brace - open - 1);
    }
    end = open;
  }
  return std::nullopt;
}

std::optional<absl::string_view> LastAnswerTag(absl::string_view text) {
  return LastBraceTag(text, "\\answer");
}

std::optional<absl::string_view> LastIdsTag(absl::string_view text) {
  return LastBraceTag(text, "\\ids");
}

std::optional<absl::string_view> NextIdsBlock(absl::string_view& text) {
  static constexpr absl::string_view kOpener = "\\ids{";
  size_t from = 0;
  while (true) {
    const size_t pos = text.find(kOpener, from);
    if (pos == absl::string_view::npos) {
      text = text.substr(text.size());
      return std::nullopt;
    }
    const size_t content = pos + kOpener.size();
    const size_t brace = text.find_first_of("{}", content);
    if (brace == absl::string_view::npos) {
      text = text.substr(text.size());
      return std::nullopt;
    }
    if (text[brace] == '}') {
      const absl::string_view found = text.substr(content, brace - content);
      text.remove_prefix(brace + 1);
      return found;
    }
    // Content with a `{`: not a match. The next opener cannot start before
    // that brace, so the scans stay linear.
    from = brace - kOpener.size() + 1;
  }
}

std::optional<absl::string_view> LastAnswerSpan(absl::string_view text) {
  static constexpr absl::string_view kOpen = "<answer>";
  static constexpr absl::string_view kClose = "</answer>";
  const size_t last_close = LastIndexOf(text, kClose);
  if (last_close == absl::string_view::npos) return std::nullopt;
  // "<answer>" cannot overlap "</answer>", so any opener starting before the
  // last closer also ends before it.
  const size_t open = LastIndexOf(text, kOpen, last_close + kOpen.size());
  if (open == absl::string_view::npos) return std::nullopt;
  const size_t content = open + kOpen.size();
  const size_t close = text.find(kClose, content);
  return text.substr(content, close - content);
}

namespace {

// The content of the \boxed{ whose `{` is at `open`, if it closes: its
// closing brace is the first `}` that balances the braces opened after it.
// Adds the bytes scanned to *scanned.
std::optional<absl::string_view> ClosedBoxAt(absl::string_view text, size_t open,
                                             size_t* scanned) {
  size_t depth = 0;
  for (size_t i = text.find_first_of("{}", open); i != absl::string_view::npos;
       i = text.find_first_of("{}", i + 1)) {
    if (text[i] == '{') {
      ++depth;
    } else if (--depth == 0) {
      *scanned += i - open;
      return text.substr(open + 1, i - open - 1);
    }
  }
  *scanned += text.size() - open;
  return std::nullopt;
}

// One forward pass over all braces: linear for any input.
std::optional<absl::string_view> LastBoxedForward(absl::string_view text);

}  // namespace

std::optional<absl::string_view> LastBoxed(absl::string_view text) {
  // Fast path: the answer is usually the last \boxed{, near the end. Try
  // openers from the end while the bytes scanned stay under the text's
  // size; past that (many unclosed boxes), the forward pass keeps it linear.
  static constexpr absl::string_view kOpener = "\\boxed{";
  size_t scanned = 0;
  size_t from = absl::string_view::npos;
  while (scanned <= text.size()) {
    const size_t pos = text.rfind(kOpener, from);
    if (pos == absl::string_view::npos) return std::nullopt;
    if (auto box = ClosedBoxAt(text, pos + kOpener.size() - 1, &scanned)) return box;
    if (pos == 0) return std::nullopt;
    from = pos - 1;
  }
  return LastBoxedForward(text);
}

namespace {

std::optional<absl::string_view> LastBoxedForward(absl::string_view text) {
  static constexpr absl::string_view kOpener = "\\boxed{";
  // One forward pass over the braces. `open_boxes` holds, for every
  // `\boxed{` still open, the brace depth it opened at and where its content
  // starts; a `}` that brings the depth back to a box's level closes it.
  std::vector<std::pair<size_t, size_t>> open_boxes;
  size_t depth = 0;
  std::optional<std::pair<size_t, size_t>> best;  // content [begin, end)
  for (size_t i = text.find_first_of("{}"); i != absl::string_view::npos;
       i = text.find_first_of("{}", i + 1)) {
    if (text[i] == '{') {
      ++depth;
      if (i + 1 >= kOpener.size() &&
          text.substr(i + 1 - kOpener.size(), kOpener.size()) == kOpener) {
        open_boxes.emplace_back(depth, i + 1);
      }
      continue;
    }
    if (depth == 0) continue;  // A stray `}` closes nothing.
    if (!open_boxes.empty() && open_boxes.back().first == depth) {
      const size_t begin = open_boxes.back().second;
      open_boxes.pop_back();
      // Boxes close innermost first, so the latest start is not always the
      // latest close: keep the one that starts last.
      if (!best || begin > best->first) best.emplace(begin, i);
    }
    --depth;
  }
  if (!best) return std::nullopt;
  return text.substr(best->first, best->second - best->first);
}

}  // namespace

}  // namespace parsing
}  // namespace referee
