#include "verifiers/parsing/code_block.h"

#include <cstddef>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"

namespace referee::parsing {
namespace {

// Whether `tag` (an info string's first word) names `language`.
bool NamesLanguage(absl::string_view tag, absl::string_view language) {
  if (language == "python3") {
    return absl::EqualsIgnoreCase(tag, "python") || absl::EqualsIgnoreCase(tag, "python3") ||
           absl::EqualsIgnoreCase(tag, "py");
  }
  return absl::EqualsIgnoreCase(tag, language);
}

// The fence length of `line` (0: not a fence) and where the rest starts.
size_t FenceLength(absl::string_view line, size_t* rest) {
  size_t i = 0;
  while (i < 3 && i < line.size() && line[i] == ' ') ++i;
  size_t n = 0;
  while (i + n < line.size() && line[i + n] == '`') ++n;
  *rest = i + n;
  return n >= 3 ? n : 0;
}

bool IsBlank(absl::string_view text) {
  for (char c : text) {
    if (!absl::ascii_isspace(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

std::optional<absl::string_view> LastCodeBlock(absl::string_view output,
                                               absl::string_view language) {
  std::optional<absl::string_view> last_any, last_tagged;
  size_t open_fence = 0;     // 0: outside a block.
  size_t body_begin = 0;
  bool tagged = false;
  size_t line_begin = 0;
  while (line_begin <= output.size()) {
    size_t line_end = output.find('\n', line_begin);
    if (line_end == absl::string_view::npos) line_end = output.size();
    absl::string_view line = output.substr(line_begin, line_end - line_begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    size_t rest = 0;
    const size_t fence = FenceLength(line, &rest);
    if (open_fence == 0) {
      if (fence > 0) {
        open_fence = fence;
        body_begin = line_end + 1;
        absl::string_view info = absl::StripLeadingAsciiWhitespace(line.substr(rest));
        const size_t space = info.find_first_of(" \t{");
        tagged = NamesLanguage(info.substr(0, space), language);
      }
    } else if (fence >= open_fence && IsBlank(line.substr(rest))) {
      const absl::string_view body =
          body_begin <= line_begin ? output.substr(body_begin, line_begin - body_begin)
                                   : absl::string_view();
      last_any = body;
      if (tagged) last_tagged = body;
      open_fence = 0;
    }
    if (line_end == output.size()) break;
    line_begin = line_end + 1;
  }
  std::optional<absl::string_view> chosen = last_tagged ? last_tagged : last_any;
  if (!chosen || IsBlank(*chosen)) return std::nullopt;
  return chosen;
}

}  // namespace referee::parsing
