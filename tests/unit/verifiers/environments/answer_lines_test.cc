// Answers read line by line as RLVE-Gym reads them (answer_lines.h). Each
// expectation follows from Python's str.splitlines() and str.strip() by
// hand.
#include "verifiers/environments/answer_lines.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace {

std::vector<std::string> Lines(absl::string_view answer) {
  std::vector<std::string> out;
  environments::ForEachAnswerLine(answer, [&out](absl::string_view line) {
    out.emplace_back(line);
    return true;
  });
  return out;
}

TEST(AnswerLinesTest, SplitsWherePythonSplitlinesDoes) {
  using V = std::vector<std::string>;
  EXPECT_EQ(Lines("a\nb"), (V{"a", "b"}));
  EXPECT_EQ(Lines("a\r\nb\r"), (V{"a", "b"}));            // "\r\n" and a lone "\r".
  EXPECT_EQ(Lines("a\vb\fc\x1c" "d\x1d" "e\x1e" "f"), (V{"a", "b", "c", "d", "e", "f"}));
  EXPECT_EQ(Lines("  a b \n\n \t\n c"), (V{"a b", "c"}));  // Stripped; blank lines skipped.
  EXPECT_EQ(Lines("a\x1f" "b"), (V{"a\x1f" "b"}));        // \x1f breaks no line.
  EXPECT_EQ(Lines(""), V{});
  // A visit that returns false stops the walk and is reported.
  int seen = 0;
  EXPECT_FALSE(environments::ForEachAnswerLine("a\nb\nc", [&seen](absl::string_view line) {
    ++seen;
    return line != "b";
  }));
  EXPECT_EQ(seen, 2);
}

TEST(AnswerLinesTest, IntegerRowsNeedsExactlyTheShape) {
  using V = std::vector<int64_t>;
  EXPECT_EQ(environments::IntegerRows("1 2\n3 4", 2, 2), (V{1, 2, 3, 4}));
  EXPECT_EQ(environments::IntegerRows("\n 1  -2 \n\n+3 4\n", 2, 2), (V{1, -2, 3, 4}));
  EXPECT_EQ(environments::IntegerRows("1 2\n3", 2, 2), std::nullopt);        // A short row.
  EXPECT_EQ(environments::IntegerRows("1 2 3\n4 5", 2, 2), std::nullopt);    // A long row.
  EXPECT_EQ(environments::IntegerRows("1 2\n3 4\n5 6", 2, 2), std::nullopt); // A third line.
  EXPECT_EQ(environments::IntegerRows("1 2", 2, 2), std::nullopt);           // One line.
  EXPECT_EQ(environments::IntegerRows("1 x\n3 4", 2, 2), std::nullopt);      // Not a number.
  EXPECT_EQ(environments::IntegerRows("1 2.0\n3 4", 2, 2), std::nullopt);
}

TEST(AnswerLinesTest, CharacterRowsKeepToTheAlphabet) {
  using L = std::vector<absl::string_view>;
  EXPECT_EQ(environments::CharacterRows("X.\n.*", 2, 2, "X.*"), (L{"X.", ".*"}));
  EXPECT_EQ(environments::CharacterRows(" X. \n\n.* ", 2, 2, "X.*"), (L{"X.", ".*"}));
  EXPECT_EQ(environments::CharacterRows("X.\n.Q", 2, 2, "X.*"), std::nullopt);   // Q.
  EXPECT_EQ(environments::CharacterRows("X. \n.*.", 2, 2, "X.*"), std::nullopt); // Three.
  EXPECT_EQ(environments::CharacterRows("X . \n.*", 2, 2, "X.*"), std::nullopt); // A space.
  EXPECT_EQ(environments::CharacterRows("X.", 2, 2, "X.*"), std::nullopt);       // One row.
  EXPECT_EQ(environments::BinaryRows("01\n10", 2, 2), (std::vector<int64_t>{0, 1, 1, 0}));
  EXPECT_EQ(environments::BinaryRows("01\n12", 2, 2), std::nullopt);
}

TEST(AnswerLinesTest, PythonStripTakesUnicodeSpaceToo) {
  // str.isspace(): ASCII \t..\r, \x1c..\x1f, space; U+00A0, U+2003, U+3000.
  EXPECT_EQ(environments::PythonStrip(" \tON\n"), "ON");
  EXPECT_EQ(environments::PythonStrip("ON\xc2\xa0"), "ON");              // U+00A0.
  EXPECT_EQ(environments::PythonStrip("\xe3\x80\x80Stan\xe2\x80\x83"), "Stan");  // U+3000, U+2003.
  EXPECT_EQ(environments::PythonStrip("\x1fOFF\x1c"), "OFF");
  EXPECT_EQ(environments::PythonStrip("O N"), "O N");                    // Inside stays.
  EXPECT_EQ(environments::PythonStrip("\xe2\x80\x8b" "ON"), "\xe2\x80\x8b" "ON");  // U+200B is no space.
  EXPECT_EQ(environments::PythonStrip(" \xc2\xa0 "), "");
}

}  // namespace
}  // namespace referee
