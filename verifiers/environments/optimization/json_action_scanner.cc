#include "verifiers/environments/optimization/json_action_scanner.h"

#include <optional>
#include <cstddef>
#include <cstdint>

#include "verifiers/parsing/json_value.h"

namespace referee {
namespace environments {
inline namespace json_action_scanner_cc {  // Unity builds: DEVELOPERS.md
namespace {

// The most members of the action object, and integers of an array value,
// the scanner keeps; more goes to the general reader.
constexpr size_t kMaxMembers = 16;
constexpr size_t kMaxArray = 8;

// One member of the action object as written. No initialisers: the
// scanner writes each field it reads, and a scan must not pay for
// clearing sixteen of these.
struct Member {
  enum class Kind { kInteger, kString, kArray } kind;
  absl::string_view key;   // Raw, as the general reader compares keys.
  absl::string_view text;  // A string's contents.
  int64_t values[kMaxArray];  // The integer, or the array's.
  size_t count;               // The array's length.
};

// A cursor over the answer's value. Every method returns false on what
// the plain form does not allow; the caller then gives up (nullopt).
class Scanner {
 public:
  explicit Scanner(absl::string_view text) : text_(text) {}

  // JSON's whitespace only: a comment (`#`, `//`) is left for the general
  // reader, which skips it.
  void Space() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' ||
                                  text_[at_] == '\n' || text_[at_] == '\r')) {
      ++at_;
    }
  }
  bool Peek(char c) const { return at_ < text_.size() && text_[at_] == c; }
  bool Eat(char c) {
    if (!Peek(c)) return false;
    ++at_;
    return true;
  }

  // A string of printable ASCII without escapes.
  bool String(absl::string_view* contents) {
    if (!Eat('"')) return false;
    const size_t begin = at_;
    while (at_ < text_.size()) {
      const unsigned char c = static_cast<unsigned char>(text_[at_]);
      if (c == '"') {
        *contents = text_.substr(begin, at_ - begin);
        ++at_;
        return true;
      }
      if (c < 0x20 || c >= 0x7f || c == '\\') return false;
      ++at_;
    }
    return false;
  }

  // A JSON integer of at most 18 digits (so it fits without checks), not
  // followed by a fraction or an exponent.
  bool Integer(int64_t* value) {
    const bool negative = Eat('-');
    const size_t begin = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
    const size_t digits = at_ - begin;
    if (digits == 0 || digits > 18 || (text_[begin] == '0' && digits > 1)) return false;
    if (Peek('.') || Peek('e') || Peek('E')) return false;
    int64_t magnitude = 0;
    for (size_t i = begin; i < at_; ++i) magnitude = magnitude * 10 + (text_[i] - '0');
    *value = negative ? -magnitude : magnitude;
    return true;
  }

  bool Value(Member& member) {
    if (Peek('"')) {
      member.kind = Member::Kind::kString;
      return String(&member.text);
    }
    if (Eat('[')) {
      member.kind = Member::Kind::kArray;
      Space();
      if (Eat(']')) return true;
      while (true) {
        if (member.count == kMaxArray || !Integer(&member.values[member.count])) return false;
        ++member.count;
        Space();
        if (Eat(']')) return true;
        if (!Eat(',')) return false;
        Space();
      }
    }
    member.kind = Member::Kind::kInteger;
    return Integer(&member.values[0]);
  }

  // An object's members, `{` already read.
  bool Members(Member (&members)[kMaxMembers], size_t* count) {
    Space();
    if (Eat('}')) return true;
    while (true) {
      if (*count == kMaxMembers) return false;
      Member& member = members[*count];
      member.count = 0;
      if (!String(&member.key)) return false;
      Space();
      if (!Eat(':')) return false;
      Space();
      if (!Value(member)) return false;
      ++*count;
      Space();
      if (Eat('}')) return true;
      if (!Eat(',')) return false;
      Space();
    }
  }

 private:
  const absl::string_view text_;
  size_t at_ = 0;
};

// Appends field `field`'s value(s) from `member`, as ReadJsonActions reads
// them; false if the member is not written as the field's kind.
bool ReadField(const Member& member, FieldKind kind, JsonAction& action) {
  switch (kind) {
    case FieldKind::kInteger:
      if (member.kind != Member::Kind::kInteger) return false;
      action.push_back(member.values[0]);
      return true;
    case FieldKind::kLetter:
      if (member.kind != Member::Kind::kString || member.text.size() != 1 ||
          member.text[0] < 'A' || member.text[0] > 'Z') {
        return false;
      }
      action.push_back(member.text[0] - 'A');
      return true;
    case FieldKind::kPair:
      if (member.kind != Member::Kind::kArray || member.count != 2) return false;
      action.push_back(member.values[0]);
      action.push_back(member.values[1]);
      return true;
  }
  return false;
}

}  // namespace
}  // namespace json_action_scanner_cc

ScannedAnswer ScanJsonAction(absl::string_view output, const std::vector<ActionField>& fields,
                             JsonAction& action) {
  const std::optional<size_t> offset = parsing::AnswerValueOffset(output);
  if (!offset) return ScannedAnswer::kNotPlain;
  Scanner scan(output.substr(*offset));
  scan.Space();
  if (!scan.Eat('[')) return ScannedAnswer::kNotPlain;
  scan.Space();
  if (scan.Eat(']')) return ScannedAnswer::kNoAction;
  if (!scan.Eat('{')) return ScannedAnswer::kNotPlain;
  Member members[kMaxMembers];
  size_t count = 0;
  if (!scan.Members(members, &count)) return ScannedAnswer::kNotPlain;
  scan.Space();
  // A second action (or anything else) is the general reader's to judge.
  if (!scan.Eat(']')) return ScannedAnswer::kNotPlain;
  action.clear();
  for (const ActionField& field : fields) {
    // The last member of that key, as JsonDocument::Find takes it.
    const Member* found = nullptr;
    for (size_t i = 0; i < count; ++i) {
      if (members[i].key == field.name) found = &members[i];
    }
    if (found == nullptr || !ReadField(*found, field.kind, action)) return ScannedAnswer::kNotPlain;
  }
  return ScannedAnswer::kOneAction;
}

}  // namespace environments
}  // namespace referee
