#include "verifiers/parsing/ids.h"

#include <algorithm>

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
  // One pass and one allocation per list: this runs once per rollout on the
  // hot path. Each token is [spaces] digits [spaces], then `,` or the end.
  ids.reserve(std::count(content.begin(), content.end(), ',') + 1);
  const char* p = content.data();
  const char* const end = p + content.size();
  while (true) {
    while (p < end && IsAsciiSpace(*p)) ++p;
    const char* const digits = p;
    while (p < end && *p >= '0' && *p <= '9') ++p;
    if (p == digits) return std::nullopt;  // Empty or not a digit.
    ids.push_back(DigitRunValue(absl::string_view(digits, p - digits)));
    while (p < end && IsAsciiSpace(*p)) ++p;
    if (p == end) return ids;
    if (*p != ',') return std::nullopt;
    ++p;
  }
}

}  // namespace parsing
}  // namespace referee
