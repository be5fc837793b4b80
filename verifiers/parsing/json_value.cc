#include "verifiers/parsing/json_value.h"

#include <utility>

namespace referee {
namespace parsing {

std::vector<size_t> JsonDocument::Members(size_t index) const {
  std::vector<size_t> members;
  const Node& node = nodes_[index];
  if (node.kind != JsonKind::kArray && node.kind != JsonKind::kObject) return members;
  members.reserve(node.count);
  for (size_t i = index + 1; i < node.end; i = nodes_[i].end) members.push_back(i);
  return members;
}

std::optional<size_t> JsonDocument::Find(size_t index, absl::string_view key) const {
  const Node& node = nodes_[index];
  if (node.kind != JsonKind::kObject) return std::nullopt;
  std::optional<size_t> found;
  for (size_t i = index + 1; i < node.end; i = nodes_[i].end) {
    if (nodes_[i].key == key) found = i;
  }
  return found;
}

class JsonParser {
 public:
  JsonParser(absl::string_view text, const JsonLimits& limits) : text_(text), limits_(limits) {}

  std::optional<JsonDocument> Run(size_t* consumed) {
    // Room for a small answer's nodes at once (an action, a short list):
    // growing from empty took most of a Step turn's allocations.
    doc_.nodes_.reserve(std::min<size_t>(16, limits_.max_nodes));
    // The containers still open: their node and whether they are objects.
    std::vector<std::pair<size_t, bool>> open;
    open.reserve(4);
    absl::string_view key;  // The key of the value about to be read.
    while (true) {
      // A value.
      SkipSpace();
      if (at_ >= text_.size() || doc_.nodes_.size() >= limits_.max_nodes) return std::nullopt;
      if (!open.empty()) ++doc_.nodes_[open.back().first].count;
      JsonDocument::Node node;
      node.key = key;
      const char c = text_[at_];
      if (c == '{' || c == '[') {
        if (open.size() >= limits_.max_depth) return std::nullopt;
        ++at_;
        node.kind = c == '{' ? JsonKind::kObject : JsonKind::kArray;
        const size_t index = doc_.nodes_.size();
        doc_.nodes_.push_back(node);
        open.emplace_back(index, c == '{');
        SkipSpace();
        if (at_ < text_.size() && text_[at_] == (c == '{' ? '}' : ']')) {
          ++at_;
          doc_.nodes_[index].end = doc_.nodes_.size();
          open.pop_back();
        } else {
          if (c == '{' && !Key(&key)) return std::nullopt;
          if (c == '[') key = absl::string_view();
          continue;
        }
      } else {
        if (!Scalar(node)) return std::nullopt;
        node.end = doc_.nodes_.size() + 1;
        doc_.nodes_.push_back(node);
      }
      // After a value: separators and closing brackets, up to the next value.
      while (true) {
        if (open.empty()) {
          if (consumed != nullptr) *consumed = at_;
          return std::move(doc_);
        }
        SkipSpace();
        if (at_ >= text_.size()) return std::nullopt;
        const bool object = open.back().second;
        const char d = text_[at_];
        if (d == ',') {
          ++at_;
          if (object && !Key(&key)) return std::nullopt;
          if (!object) key = absl::string_view();
          break;
        }
        if (d != (object ? '}' : ']')) return std::nullopt;
        ++at_;
        doc_.nodes_[open.back().first].end = doc_.nodes_.size();
        open.pop_back();
      }
    }
  }

 private:
  // Whitespace, and `#` or `//` comments to the end of the line.
  void SkipSpace() {
    while (at_ < text_.size()) {
      const char c = text_[at_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        ++at_;
      } else if (c == '#' || (c == '/' && at_ + 1 < text_.size() && text_[at_ + 1] == '/')) {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else {
        return;
      }
    }
  }

  // An object member's key and its colon.
  bool Key(absl::string_view* key) {
    SkipSpace();
    if (!String(key)) return false;
    SkipSpace();
    if (at_ >= text_.size() || text_[at_] != ':') return false;
    ++at_;
    return true;
  }

  static bool IsHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  // A string at at_ (which must be its opening quote): its raw contents.
  bool String(absl::string_view* raw) {
    if (at_ >= text_.size() || text_[at_] != '"') return false;
    const size_t begin = ++at_;
    while (at_ < text_.size()) {
      const unsigned char c = static_cast<unsigned char>(text_[at_]);
      if (c == '"') {
        *raw = text_.substr(begin, at_ - begin);
        ++at_;
        return true;
      }
      if (c < 0x20) return false;
      if (c == '\\') {
        if (at_ + 1 >= text_.size()) return false;
        const char e = text_[at_ + 1];
        if (e == 'u') {
          if (at_ + 5 >= text_.size()) return false;
          for (size_t k = 2; k < 6; ++k) {
            if (!IsHex(text_[at_ + k])) return false;
          }
          at_ += 6;
          continue;
        }
        if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' &&
            e != 'r' && e != 't') {
          return false;
        }
        at_ += 2;
        continue;
      }
      ++at_;
    }
    return false;
  }

  bool Digits() {
    const size_t begin = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
    return at_ > begin;
  }

  bool Number(JsonDocument::Node& node) {
    const size_t begin = at_;
    const bool negative = text_[at_] == '-';
    if (negative) ++at_;
    const size_t int_begin = at_;
    if (!Digits()) return false;
    // No leading zeros: `0` alone, or a digit run starting 1..9.
    if (text_[int_begin] == '0' && at_ - int_begin > 1) return false;
    const size_t int_end = at_;
    bool integral = true;
    if (at_ < text_.size() && text_[at_] == '.') {
      ++at_;
      if (!Digits()) return false;
      integral = false;
    }
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      ++at_;
      if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) ++at_;
      if (!Digits()) return false;
      integral = false;
    }
    node.kind = JsonKind::kNumber;
    node.text = text_.substr(begin, at_ - begin);
    if (integral && int_end - int_begin <= 19) {
      // Magnitudes up to 2^63 (for -2^63) in unsigned arithmetic: 19 digits
      // stay below 10^19 < 2^64, so nothing wraps.
      uint64_t magnitude = 0;
      for (size_t i = int_begin; i < int_end; ++i) {
        magnitude = magnitude * 10 + static_cast<uint64_t>(text_[i] - '0');
      }
      const uint64_t limit = negative ? (uint64_t{1} << 63) : (uint64_t{1} << 63) - 1;
      if (magnitude <= limit) {
        node.integer = negative ? static_cast<int64_t>(0 - magnitude)
                                : static_cast<int64_t>(magnitude);
      }
    }
    return true;
  }

  bool Literal(absl::string_view word) {
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  bool Scalar(JsonDocument::Node& node) {
    const char c = text_[at_];
    if (c == '"') {
      node.kind = JsonKind::kString;
      return String(&node.text);
    }
    if (c == '-' || (c >= '0' && c <= '9')) return Number(node);
    if (c == 't' || c == 'f') {
      node.kind = JsonKind::kBool;
      node.boolean = c == 't';
      return Literal(c == 't' ? "true" : "false");
    }
    node.kind = JsonKind::kNull;
    return Literal("null");
  }

  const absl::string_view text_;
  const JsonLimits limits_;
  size_t at_ = 0;
  JsonDocument doc_;
};

std::optional<JsonDocument> ParseJson(absl::string_view text, const JsonLimits& limits,
                                      size_t* consumed) {
  return JsonParser(text, limits).Run(consumed);
}

std::optional<size_t> AnswerValueOffset(absl::string_view output) {
  constexpr absl::string_view kKey = "\"answer\"";
  size_t end = output.size();
  while (true) {
    const size_t at = output.rfind(kKey, end);
    if (at == absl::string_view::npos) return std::nullopt;
    // Each key's following whitespace is scanned once: the runs after two
    // occurrences do not overlap.
    size_t after = at + kKey.size();
    while (after < output.size() &&
           (output[after] == ' ' || output[after] == '\t' || output[after] == '\n' ||
            output[after] == '\r')) {
      ++after;
    }
    if (after < output.size() && output[after] == ':') return after + 1;
    if (at == 0) return std::nullopt;
    end = at - 1;
  }
}

std::optional<JsonDocument> ParseAnswerJson(absl::string_view output,
                                            const JsonLimits& limits) {
  const std::optional<size_t> value = AnswerValueOffset(output);
  if (!value) return std::nullopt;
  return ParseJson(output.substr(*value), limits);
}

}  // namespace parsing
}  // namespace referee
