#include "verifiers/parsing/json_value.h"

#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace parsing {
namespace {

TEST(ParseJsonTest, AcceptsRfc8259Values) {
  for (const char* yes :
       {"0", "-0", "17", "-17", "0.5", "-1.25e+3", "1E2", "true", "false", "null", "\"\"",
        "\"a\\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u00e9\"", "[]", "{}", "[1, [2, [3]]]",
        "{\"a\": {\"b\": []}}", " \n\t[ 1 , 2 ]", "\"é\""}) {
    EXPECT_TRUE(ParseJson(yes).has_value()) << yes;
  }
  for (const char* no :
       {"", " ", "01", "-", "1.", ".5", "1e", "+1", "tru", "nul", "\"", "\"a", "\"\\x\"",
        "\"\\u12g4\"", "\"tab\there\"", "[", "[1,]", "[1 2]", "{\"a\"}", "{\"a\":}",
        "{\"a\": 1,}", "{a: 1}", "{'a': 1}", "]", "}", "[}", "{]", "NaN", "Infinity"}) {
    EXPECT_FALSE(ParseJson(no).has_value()) << no;
  }
}

TEST(ParseJsonTest, ReadsTheFirstValueAndSaysWhereItEnds) {
  size_t consumed = 0;
  const absl::string_view text = "[1, 2]  trailing words";
  const std::optional<JsonDocument> doc = ParseJson(text, JsonLimits(), &consumed);
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(consumed, 6u);  // "[1, 2]".
}

TEST(ParseJsonTest, NumbersKeepTheirTextAndIntegersTheirValue) {
  // -2^63 and 2^63 - 1 fit; one past either does not (still a number).
  static const struct {
    const char* text;
    std::optional<int64_t> integer;
  } kCases[] = {
      {"0", 0},
      {"-0", 0},
      {"42", 42},
      {"-42", -42},
      {"9223372036854775807", INT64_MAX},
      {"-9223372036854775808", INT64_MIN},
      {"9223372036854775808", std::nullopt},
      {"-9223372036854775809", std::nullopt},
      {"12345678901234567890", std::nullopt},  // 20 digits.
      {"2.0", std::nullopt},
      {"2e0", std::nullopt},
  };
  for (const auto& c : kCases) {
    const std::optional<JsonDocument> doc = ParseJson(c.text);
    ASSERT_TRUE(doc.has_value()) << c.text;
    EXPECT_EQ(doc->root().kind, JsonKind::kNumber);
    EXPECT_EQ(doc->root().text, c.text);
    EXPECT_EQ(doc->root().integer, c.integer) << c.text;
  }
}

TEST(ParseJsonTest, NodesAreInDocumentOrderWithTheirKeys) {
  // Pre-order: 0 {..}, 1 "a": [..], 2 1, 3 {..}, 4 "b": true, 5 "c": "x".
  const std::optional<JsonDocument> doc =
      ParseJson(R"({"a": [1, {"b": true}], "c": "x"})");
  ASSERT_TRUE(doc.has_value());
  const std::vector<JsonDocument::Node>& n = doc->nodes();
  ASSERT_EQ(n.size(), 6u);
  EXPECT_EQ(n[0].kind, JsonKind::kObject);
  EXPECT_EQ(n[0].count, 2u);
  EXPECT_EQ(n[0].end, 6u);
  EXPECT_EQ(n[1].key, "a");
  EXPECT_EQ(n[1].kind, JsonKind::kArray);
  EXPECT_EQ(n[1].count, 2u);
  EXPECT_EQ(n[1].end, 5u);
  EXPECT_EQ(n[2].integer, 1);
  EXPECT_EQ(n[3].kind, JsonKind::kObject);
  EXPECT_EQ(n[4].key, "b");
  EXPECT_TRUE(n[4].boolean);
  EXPECT_EQ(n[5].key, "c");
  EXPECT_EQ(n[5].text, "x");
  EXPECT_EQ(doc->Members(0), (std::vector<size_t>{1, 5}));
  EXPECT_EQ(doc->Members(1), (std::vector<size_t>{2, 3}));
  EXPECT_EQ(doc->Members(2), std::vector<size_t>{});
  EXPECT_EQ(doc->Find(0, "c"), 5u);
  EXPECT_EQ(doc->Find(0, "b"), std::nullopt);  // Only the object's own members.
  EXPECT_EQ(doc->Find(1, "a"), std::nullopt);  // Not an object.
}

TEST(ParseJsonTest, ARepeatedKeyFindsTheLastOne) {
  const std::optional<JsonDocument> doc = ParseJson(R"({"k": 1, "k": 2})");
  ASSERT_TRUE(doc.has_value());
  const std::optional<size_t> k = doc->Find(0, "k");
  ASSERT_TRUE(k.has_value());
  EXPECT_EQ(doc->nodes()[*k].integer, 2);
}

TEST(ParseJsonTest, StringsStayRaw) {
  const std::optional<JsonDocument> doc = ParseJson(R"(["a\"b", "\u0041"])");
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->nodes()[1].text, "a\\\"b");
  EXPECT_EQ(doc->nodes()[2].text, "\\u0041");  // Not "A": escapes are not decoded.
}

TEST(ParseJsonTest, CommentsRunToTheEndOfTheLine) {
  // Seed 003's templates annotate fields with `#`; models copy them.
  const std::optional<JsonDocument> doc = ParseJson(
      "{ \"job_index\": 3 # index of the job you schedule NEXT\n"
      "  // another note\n}");
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->nodes()[1].integer, 3);
  // Inside a string, '#' is a character.
  const std::optional<JsonDocument> s = ParseJson("\"a # b\"");
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->root().text, "a # b");
  // A comment swallowing the closing bracket leaves the value open.
  EXPECT_FALSE(ParseJson("[1 # ]").has_value());
}

TEST(ParseJsonTest, LimitsAreHonoured) {
  JsonLimits limits;
  limits.max_depth = 3;
  EXPECT_TRUE(ParseJson("[[[1]]]", limits).has_value());
  EXPECT_FALSE(ParseJson("[[[[1]]]]", limits).has_value());
  limits.max_nodes = 4;
  EXPECT_TRUE(ParseJson("[1, 2, 3]", limits).has_value());  // 4 nodes.
  EXPECT_FALSE(ParseJson("[1, 2, 3, 4]", limits).has_value());
  // Deep nesting far past the default fails cleanly (no recursion).
  EXPECT_FALSE(ParseJson(std::string(100000, '[')).has_value());
}

TEST(ParseAnswerJsonTest, ReadsTheLastAnswerKey) {
  const std::string output =
      "<think>I could try {\"answer\": [{\"job_index\": 1}]} but no.</think>\n"
      "```json\n{ \"answer\":\n  [ { \"job_index\": 4 } ] }\n```";
  const std::optional<JsonDocument> doc = ParseAnswerJson(output);
  ASSERT_TRUE(doc.has_value());
  ASSERT_EQ(doc->root().kind, JsonKind::kArray);
  const std::vector<size_t> actions = doc->Members(doc->root_index());
  ASSERT_EQ(actions.size(), 1u);
  const std::optional<size_t> job = doc->Find(actions[0], "job_index");
  ASSERT_TRUE(job.has_value());
  EXPECT_EQ(doc->nodes()[*job].integer, 4);
}

TEST(ParseAnswerJsonTest, NeedsAColonAfterTheKey) {
  // The last "answer" is a word in a string, not a key: the one before is read.
  const std::optional<JsonDocument> doc =
      ParseAnswerJson(R"({"answer": [7], "note": "the "answer" above"})");
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->nodes()[1].integer, 7);
  EXPECT_FALSE(ParseAnswerJson("the answer is 7").has_value());
  EXPECT_FALSE(ParseAnswerJson(R"("answer" 7)").has_value());
  EXPECT_FALSE(ParseAnswerJson("").has_value());
}

TEST(ParseAnswerJsonTest, OnlyTheLastKeyIsTried) {
  // A malformed last answer is not rescued by an earlier well-formed one:
  // the rollout's final word is what it is graded on.
  EXPECT_FALSE(ParseAnswerJson(R"({"answer": [1]} then {"answer": [2,]})").has_value());
  // An unclosed surrounding object does not matter.
  const std::optional<JsonDocument> doc = ParseAnswerJson(R"({"answer": [{"x": 1}])");
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->root().count, 1u);
}

}  // namespace
}  // namespace parsing
}  // namespace referee
