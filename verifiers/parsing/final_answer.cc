#include "verifiers/parsing/final_answer.h"

#include <algorithm>

#include "verifiers/parsing/tags.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

// One token `[+-]?[0-9]+` to int64, or kHugeToken when it does not fit;
// nullopt when it is not an integer.
std::optional<int64_t> TokenValue(absl::string_view token) {
  bool negative = false;
  if (!token.empty() && (token.front() == '+' || token.front() == '-')) {
    negative = token.front() == '-';
    token.remove_prefix(1);
  }
  if (!IsDigitRun(token)) return std::nullopt;
  if (token.size() <= 18) {  // < 10^18: cannot overflow, no checks needed.
    int64_t value = 0;
    for (char c : token) value = value * 10 + (c - '0');
    return negative ? -value : value;
  }
  // Accumulate as a negative number: its range is one larger.
  int64_t value = 0;
  for (char c : token) {
    const int digit = c - '0';
    if (value < (std::numeric_limits<int64_t>::min() + digit) / 10) {
      return kHugeToken;
    }
    value = value * 10 - digit;
  }
  if (!negative) {
    if (value == std::numeric_limits<int64_t>::min()) return kHugeToken;
    value = -value;
  }
  return value;
}

}  // namespace

std::optional<absl::string_view> FinalAnswer(absl::string_view text) {
  std::optional<absl::string_view> span = LastAnswerSpan(text);
  if (span) return span;
  return LastBoxed(text);
}

std::optional<IntegerTokens> ParseIntegerTokens(absl::string_view text,
                                                size_t limit) {
  IntegerTokens tokens;
  // A token takes at least two bytes with its separator.
  tokens.values.reserve(std::min(limit, text.size() / 2 + 1));
  size_t i = 0;
  while (i < text.size()) {
    if (IsAsciiSpace(text[i])) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && !IsAsciiSpace(text[end])) ++end;
    const std::optional<int64_t> value = TokenValue(text.substr(i, end - i));
    if (!value) return std::nullopt;
    if (tokens.values.size() < limit) tokens.values.push_back(*value);
    ++tokens.count;
    i = end;
  }
  return tokens;
}

std::optional<std::string> CanonicalInteger(absl::string_view text) {
  text = TrimAsciiSpace(text);
  bool negative = false;
  if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  if (!IsDigitRun(text)) return std::nullopt;
  while (text.size() > 1 && text.front() == '0') text.remove_prefix(1);
  if (text == "0") negative = false;
  std::string canonical = negative ? "-" : "";
  canonical.append(text.data(), text.size());
  return canonical;
}

}  // namespace parsing
}  // namespace referee
