// ScanJsonAction (json_action_scanner.h): the plain one-action answers it
// reads, by hand; what it leaves to the general reader; and, on generated
// and mutated answers, that whatever it reads the general reader reads the
// same.
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "verifiers/environments/optimization/json_action_scanner.h"
#include "verifiers/environments/optimization/json_actions.h"

namespace referee {
inline namespace json_action_scanner_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::ActionField;
using environments::FieldKind;
using environments::JsonAction;
using environments::ScannedAnswer;

const std::vector<ActionField> kCity = {{"city", FieldKind::kInteger}};
const std::vector<ActionField> kPiece = {{"piece_id", FieldKind::kLetter},
                                         {"anchor", FieldKind::kPair},
                                         {"rotation", FieldKind::kInteger}};

using Actions = std::vector<JsonAction>;

// The scanner's answer as ReadJsonActions gives one; nullopt: not plain.
std::optional<Actions> ScanJsonAction(absl::string_view output,
                                      const std::vector<ActionField>& fields) {
  JsonAction action = {99, 99, 99, 99, 99};  // Overwritten when read.
  switch (environments::ScanJsonAction(output, fields, action)) {
    case ScannedAnswer::kOneAction: return Actions({action});
    case ScannedAnswer::kNoAction: return Actions();
    case ScannedAnswer::kNotPlain: break;
  }
  return std::nullopt;
}

TEST(JsonActionScannerTest, PlainAnswersByHand) {
  EXPECT_EQ(ScanJsonAction(R"({"answer": [{"city": 3}]})", kCity), Actions({{3}}));
  EXPECT_EQ(ScanJsonAction(R"({"answer": []})", kCity), Actions());
  EXPECT_EQ(ScanJsonAction("{\"answer\" :\n[ {\n\"city\" : -0 } ]\t}", kCity), Actions({{0}}));
  // Other keys are skipped; a repeated key counts by its last value.
  EXPECT_EQ(ScanJsonAction(R"(I pick {"answer": [{"why": "near", "city": 1, "city": 7}]})",
                           kCity),
            Actions({{7}}));
  // The last "answer" key is the answer; the text after it does not count.
  EXPECT_EQ(ScanJsonAction(R"({"answer": [{"city": 1}]} then {"answer": [{"city": 2}]} ok)",
                           kCity),
            Actions({{2}}));
  EXPECT_EQ(ScanJsonAction(
                R"({"answer": [{"rotation": 90, "anchor": [2, -1], "piece_id": "C", "n": []}]})",
                kPiece),
            Actions({{2, 2, -1, 90}}));
  EXPECT_EQ(ScanJsonAction(R"({"answer": [{"city": 999999999999999999}]})", kCity),
            Actions({{999999999999999999}}));
}

TEST(JsonActionScannerTest, LeavesTheRestToTheGeneralReader) {
  for (const char* answer : {
           R"(no answer)",
           R"({"answer": {"city": 3}})",                       // Not an array.
           R"({"answer": [{"city": 3}, {"city": 4}]})",        // Two actions.
           R"({"answer": [3]})",                               // Not an object.
           R"({"answer": [{"city": 3.0}]})",                   // A fraction.
           R"({"answer": [{"city": 3e0}]})",                   // An exponent.
           R"({"answer": [{"city": 03}]})",                    // A leading zero.
           R"({"answer": [{"city": 1000000000000000000}]})",   // 19 digits.
           R"({"answer": [{"city": "3"}]})",                   // A string.
           R"({"answer": [{"cit\u0079": 3}]})",                // An escape.
           R"({"answer": [{"city": 3, "note": "caf\u00e9"}]})",
           "{\"answer\": [{\"city\": 3, \"note\": \"caf\xc3\xa9\"}]}",  // Not ASCII.
           "{\"answer\": [ # the city\n{\"city\": 3}]}",        // A comment.
           R"({"answer": [{"city": 3, "more": {"a": 1}}]})",   // A nested object.
           R"({"answer": [{"city": 3, "ok": true}]})",         // A literal.
           R"({"answer": [{"city": 3, "n": [1, 2, 3, 4, 5, 6, 7, 8, 9]}]})",  // A long array.
           R"({"answer": [{"town": 3}]})",                     // No such field.
           R"({"answer": [{"city": 3})",                       // Unclosed.
           R"({"answer": [{"city": 3,}]})",                    // A trailing comma.
       }) {
    EXPECT_EQ(ScanJsonAction(answer, kCity), std::nullopt) << answer;
  }
  EXPECT_EQ(ScanJsonAction(R"({"answer": [{"piece_id": "c", "anchor": [0, 0], "rotation": 0}]})",
                           kPiece),
            std::nullopt);
  EXPECT_EQ(ScanJsonAction(R"({"answer": [{"piece_id": "C", "anchor": [0], "rotation": 0}]})",
                           kPiece),
            std::nullopt);
}

// Answers built from the pieces models write, then mutated a character at
// a time: every answer the scanner reads, ReadJsonActions reads the same
// (one action asked, none more in the answer).
TEST(JsonActionScannerTest, AgreesWithTheGeneralReader) {
  std::mt19937_64 rng(7);
  const auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
  const std::vector<std::string> values = {"0",    "-0",  "7",     "12",     "-3",  "\"C\"",
                                           "\"\"", "[]",  "[1, 2]", "[0,-4]", "3.5", "1e2",
                                           "null", "007", "\"AB\"", "[1,[2]]"};
  const std::vector<std::string> keys = {"city", "piece_id", "anchor", "rotation", "why"};
  const std::vector<std::string> spaces = {"", " ", "\n", "\t ", " // c\n", "#\n"};
  int read = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string object = "{";
    const size_t members = pick(5);
    for (size_t m = 0; m < members; ++m) {
      absl::StrAppend(&object, m == 0 ? "" : ",", spaces[pick(3)], "\"", keys[pick(keys.size())],
                      "\"", spaces[pick(spaces.size())], ":", spaces[pick(3)],
                      values[pick(values.size())]);
    }
    object += "}";
    std::string answer = absl::StrCat("x {\"answer\":", spaces[pick(spaces.size())], "[",
                                      pick(8) == 0 ? "" : object,
                                      pick(10) == 0 ? absl::StrCat(",", object) : "", "]}");
    for (size_t edits = pick(3); edits > 0; --edits) {
      const size_t at = pick(answer.size());
      const char chars[] = "{}[],:\" -01a\\.";
      switch (pick(3)) {
        case 0: answer.erase(at, 1); break;
        case 1: answer.insert(at, 1, chars[pick(sizeof(chars) - 1)]); break;
        default: answer[at] = chars[pick(sizeof(chars) - 1)]; break;
      }
    }
    for (const std::vector<ActionField>* fields : {&kCity, &kPiece}) {
      const std::optional<Actions> scanned = ScanJsonAction(answer, *fields);
      if (!scanned) continue;
      ++read;
      bool more = true;
      const std::optional<Actions> general =
          environments::ReadJsonActions(answer, *fields, 1, &more);
      EXPECT_EQ(scanned, general) << answer;
      EXPECT_FALSE(more) << answer;
    }
  }
  EXPECT_GT(read, 1000);  // The comparison is not vacuous.
}

}  // namespace
}  // namespace json_action_scanner_test_cc
}  // namespace referee
