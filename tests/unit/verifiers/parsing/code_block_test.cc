// LastCodeBlock: which fenced block of an output is the program (DESIGN §12).
// Expected blocks worked out by hand from the rule in code_block.h.
#include "verifiers/parsing/code_block.h"

#include <optional>
#include <string>

#include "gtest/gtest.h"

namespace referee::parsing {
namespace {

struct Case {
  const char* output;
  std::optional<std::string> program;  // nullopt: no program.
};

TEST(CodeBlockTest, TableForPython) {
  const Case cases[] = {
      {"no code here", std::nullopt},
      {"```python\nprint(1)\n```", "print(1)\n"},
      {"```\nprint(1)\n```\n", "print(1)\n"},
      // The last block wins...
      {"```python\nfirst()\n```\ntext\n```python\nsecond()\n```", "second()\n"},
      // ...unless only an earlier one names the language.
      {"```python\nfirst()\n```\n```text\noutput 3\n```", "first()\n"},
      {"```py\nx()\n```\n```\ny()\n```", "x()\n"},
      {"```Python3 title\nz()\n```", "z()\n"},
      // Unclosed at the end: not a block.
      {"```python\nprint(1)\n```\n```python\nprint(2)", "print(1)\n"},
      {"```python\nprint(2)", std::nullopt},
      // A longer fence holds a shorter one.
      {"````python\na = '```'\n```\nb = 1\n````", "a = '```'\n```\nb = 1\n"},
      // Indented up to three spaces; CRLF lines.
      {"   ```python\r\nprint(3)\r\n   ```\r\n", "print(3)\r\n"},
      // A closing fence has nothing after it but spaces.
      {"```python\nprint(4)\n``` not a close\n```", "print(4)\n``` not a close\n"},
      // Blank: no program.
      {"```python\n\n   \n```", std::nullopt},
      {"```python\n```", std::nullopt},
      // Inline backticks are no fence.
      {"use `print` or ``x``", std::nullopt},
  };
  for (const Case& c : cases) {
    const std::optional<absl::string_view> got = LastCodeBlock(c.output, "python3");
    if (!c.program) {
      EXPECT_FALSE(got.has_value()) << c.output;
    } else {
      ASSERT_TRUE(got.has_value()) << c.output;
      EXPECT_EQ(std::string(*got), *c.program) << c.output;
    }
  }
}

TEST(CodeBlockTest, LinearOnHugeInputs) {
  // A million fences and lines: one pass (a quadratic scan would not end
  // within ctest's timeout).
  std::string output;
  for (int i = 0; i < 200000; ++i) output += "```\nx\n";
  EXPECT_TRUE(LastCodeBlock(output, "python3").has_value());
  const std::string opens(2000000, '`');
  EXPECT_FALSE(LastCodeBlock(opens, "python3").has_value());
}

}  // namespace
}  // namespace referee::parsing
