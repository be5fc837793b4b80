#include "verifiers/parsing/ids.h"

#include "absl/strings/str_split.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {

int64_t DigitRunValue(absl::string_view digits) {
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  if (digits.size() > 18) return kHugeInteger;  // 10^18 < 2^63.
  int64_t value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

std::optional<int64_t> ParseAnswerInteger(absl::string_view content) {
  content = TrimAsciiSpace(content);
  bool negative = false;
  if (!content.empty() && (content.front() == '+' || content.front() == '-')) {
    negative = content.front() == '-';
    content.remove_prefix(1);
  }
  if (!IsDigitRun(content)) return std::nullopt;
  const int64_t value = DigitRunValue(content);
  if (value == kHugeInteger) return kHugeInteger;
  return negative ? -value : value;
}

std::optional<std::vector<int64_t>> ParseIdList(absl::string_view content) {
  std::vector<int64_t> ids;
  if (TrimAsciiSpace(content).empty()) return ids;
  for (absl::string_view token : absl::StrSplit(content, ',')) {
    token = TrimAsciiSpace(token);
    if (!IsDigitRun(token)) return std::nullopt;
    ids.push_back(DigitRunValue(token));
  }
  return ids;
}

}  // namespace parsing
}  // namespace referee
