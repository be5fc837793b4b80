// engine/problem_json.h against protobuf's printer (PrintJsonLine): the
// same bytes where the two can agree (every ASCII escape, the fallbacks),
// the same message everywhere (every environment's generated problems).
#include "engine/problem_json.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/jsonl.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tests/sanitizers.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

std::string Direct(const referee::v1::Problem& problem) {
  std::string out;
  AppendProblemJsonLine(problem, &out);
  return out;
}

referee::v1::Problem EnvProblem(const std::string& prompt) {
  referee::v1::Problem problem;
  problem.set_id("p");
  problem.set_prompt(prompt);
  problem.set_difficulty(3);
  problem.mutable_environment()->set_name("e");
  problem.mutable_environment()->set_difficulty(3);
  problem.mutable_environment()->set_seed(7);
  return problem;
}

TEST(ProblemJsonTest, EveryAsciiCharacterIsEscapedAsProtobufEscapesIt) {
  for (int c = 1; c < 128; ++c) {
    const referee::v1::Problem problem = EnvProblem(std::string("a") + static_cast<char>(c));
    EXPECT_EQ(Direct(problem), PrintJsonLine(problem)) << "character " << c;
  }
}

// Every code point the writer prints as it is, protobuf prints so too.
TEST(ProblemJsonTest, NonAsciiCharactersItWritesAreWrittenAsProtobufWritesThem) {
  int checked = 0;
  for (uint32_t cp = 0x80; cp < 0x10000; ++cp) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;
    std::string utf8;
    if (cp < 0x800) {
      utf8 = {static_cast<char>(0xC0 | (cp >> 6)), static_cast<char>(0x80 | (cp & 0x3F))};
    } else {
      utf8 = {static_cast<char>(0xE0 | (cp >> 12)), static_cast<char>(0x80 | ((cp >> 6) & 0x3F)),
              static_cast<char>(0x80 | (cp & 0x3F))};
    }
    const referee::v1::Problem problem = EnvProblem("x " + utf8);
    std::string direct;
    if (!AppendProblemJsonDirect(problem, &direct)) continue;
    ++checked;
    EXPECT_EQ(direct, PrintJsonLine(problem)) << "U+" << std::hex << cp;
  }
  EXPECT_GT(checked, 9000);  // Latin to U+1FFF and the symbol blocks.
}

TEST(ProblemJsonTest, InstanceKeysAreSortedAndNumbersAreIntegers) {
  referee::v1::Problem problem = EnvProblem("q");
  problem.mutable_environment()->set_seed(18446744073709551615u);
  problem.set_reference_output("<answer>1</answer>");
  auto& fields = *problem.mutable_environment()->mutable_instance()->mutable_fields();
  auto* list = fields["b"].mutable_list_value();
  list->add_values()->set_number_value(-12);
  list->add_values()->set_number_value(999999999999999);  // 10^15 - 1.
  fields["a"].set_string_value("x<y");
  fields["c"].set_bool_value(true);
  fields["d"].set_null_value(google::protobuf::NULL_VALUE);
  (*fields["e"].mutable_struct_value()->mutable_fields())["k"].set_number_value(0);
  // Written by hand from proto3 JSON's rules: declaration order, camelCase
  // names, a quoted uint64, every primitive (zeros and empties included).
  EXPECT_EQ(Direct(problem),
            "{\"id\":\"p\",\"prompt\":\"q\",\"difficulty\":3,\"environment\":{\"name\":\"e\","
            "\"difficulty\":3,\"seed\":\"18446744073709551615\",\"instance\":{"
            "\"a\":\"x\\u003cy\",\"b\":[-12,999999999999999],\"c\":true,\"d\":null,"
            "\"e\":{\"k\":0}}},\"referenceOutput\":\"\\u003canswer\\u003e1\\u003c/answer\\u003e\"}");
}

// Numbers are written as protobuf writes a double: integers plainly below
// 10^15, then 15 significant digits when they read back exactly, else 17.
TEST(ProblemJsonTest, NumbersAreWrittenAsProtobufWritesThem) {
  std::vector<double> numbers = {0.5, -0.0, 1e15, -1e15, 999999999999999, 1e15 + 1,
                                 3746903178662779.0, 9007199254740993.0, 1e17, 1e21,
                                 -9.223372036854775e18, 0.1, 1.0 / 3, 2.5e-7, 1e300,
                                 123456789012345678.0};
  uint64_t state = 12345;
  for (int i = 0; i < 3000; ++i) {  // Integers of every magnitude, by a fixed LCG.
    state = state * 6364136223846793005u + 1442695040888963407u;
    const int digits = 1 + i % 19;
    double value = static_cast<double>(state >> 1);
    while (value >= std::pow(10.0, digits)) value = std::floor(value / 10);
    numbers.push_back(i % 2 ? -value : value);
  }
  for (double number : numbers) {
    referee::v1::Problem problem = EnvProblem("q");
    (*problem.mutable_environment()->mutable_instance()->mutable_fields())["x"]
        .set_number_value(number);
    std::string direct;
    ASSERT_TRUE(AppendProblemJsonDirect(problem, &direct)) << number;
    EXPECT_EQ(direct, PrintJsonLine(problem)) << number;
  }
  // By hand: the 16-digit integer reads back only at 17 digits, which
  // print it plainly; 10^15 has one digit.
  referee::v1::Problem problem = EnvProblem("q");
  auto& fields = *problem.mutable_environment()->mutable_instance()->mutable_fields();
  fields["x"].set_number_value(3746903178662779.0);
  std::string direct;
  ASSERT_TRUE(AppendProblemJsonDirect(problem, &direct));
  EXPECT_NE(direct.find("\"x\":3746903178662779}"), std::string::npos) << direct;
  fields["x"].set_number_value(1e15);
  direct.clear();
  ASSERT_TRUE(AppendProblemJsonDirect(problem, &direct));
  EXPECT_NE(direct.find("\"x\":1e+15}"), std::string::npos) << direct;
}

TEST(ProblemJsonTest, WhatTheWriterDoesNotHandleGoesThroughProtobuf) {
  std::vector<referee::v1::Problem> problems;
  problems.push_back(EnvProblem("line\xE2\x80\xA8separator"));  // U+2028.
  problems.push_back(EnvProblem("bad \xC3"));                       // Invalid UTF-8.
  problems.push_back(EnvProblem("emoji \xF0\x9F\x98\x80"));        // Four bytes.
  referee::v1::Problem infinite = EnvProblem("q");
  (*infinite.mutable_environment()->mutable_instance()->mutable_fields())["x"]
      .set_number_value(std::numeric_limits<double>::infinity());
  problems.push_back(infinite);
  referee::v1::Problem answer;
  answer.set_id("a");
  answer.mutable_answer()->set_answer("42");
  problems.push_back(answer);
  for (const referee::v1::Problem& problem : problems) {
    EXPECT_EQ(Direct(problem), PrintJsonLine(problem)) << problem.ShortDebugString();
  }
}

TEST(ProblemJsonTest, AnInstanceWrittenDirectlyIsTheStructsJson) {
  JsonInstanceWriter writer;
  writer.Int("n", 3);
  writer.Ints("a", {1, -2});
  writer.Text("s", "x<y\n");
  writer.IntRows("e", {{0, 1}, {}});
  writer.Ints("z", {});
  std::string out = "{";
  ASSERT_TRUE(writer.AppendTo(&out));
  // By hand: keys sorted, integers plain, `<` and the line break escaped.
  EXPECT_EQ(out, "{{\"a\":[1,-2],\"e\":[[0,1],[]],\"n\":3,\"s\":\"x\\u003cy\\n\","
                 "\"z\":[]}");
  // Reused: nothing of the first instance is left.
  writer.Clear();
  writer.Int("k", -999999999999999);  // -(10^15 - 1).
  writer.Ints("b", {1000000000000000});  // 10^15: one significant digit.
  out.clear();
  ASSERT_TRUE(writer.AppendTo(&out));
  EXPECT_EQ(out, "{\"b\":[1e+15],\"k\":-999999999999999}");
}

TEST(ProblemJsonTest, AnInstanceProtobufMustPrintIsRefusedWhole) {
  for (const char* text : {"\xE2\x80\xA8", "\xC3", "\xF0\x9F\x98\x80"}) {
    JsonInstanceWriter writer;
    writer.Int("a", 1);
    writer.Text("t", text);  // U+2028, invalid UTF-8, four bytes.
    std::string out = "kept";
    EXPECT_FALSE(writer.AppendTo(&out)) << text;
    EXPECT_EQ(out, "kept");
  }
}

// The two sweeps over every environment below are single-threaded: the
// ThreadSanitizer suite skips them, and ASan (CI's slowest suite) takes one
// seed a level where the plain suite takes two (DEVELOPERS.md, "CI cost").
constexpr const char* kNoThreadsHere =
    "one thread: the plain and ASan+UBSan suites run this sweep";
const std::vector<uint64_t> kSeeds = testing::kUnderAddressSanitizer
                                         ? std::vector<uint64_t>{5}
                                         : std::vector<uint64_t>{0, 5};

// `referee generate`'s lines: the instance written without a Struct gives
// the bytes of Generate()'s problem through AppendProblemJsonLine.
TEST(ProblemJsonTest, EveryEnvironmentsGeneratedLineIsTheStructsLine) {
  if (testing::kUnderThreadSanitizer) GTEST_SKIP() << kNoThreadsHere;
  JsonInstanceWriter scratch;
  int lines = 0;
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    if (!task->Generates()) continue;
    const int top = task->MaxDifficulty();
    for (int level : {0, top / 2, top}) {
      for (uint64_t seed : kSeeds) {
        absl::StatusOr<referee::v1::Problem> generated = task->Generate(level, seed);
        const std::string id = absl::StrCat("env/", task->Name(), "/", level, "/", seed);
        ASSERT_TRUE(generated.ok()) << id << " " << generated.status();
        for (bool reference : {false, true}) {
          referee::v1::Problem problem = *generated;
          problem.set_id(id);
          if (!reference) problem.clear_reference_output();
          std::string line = "x", expected = "x";
          AppendProblemJsonLine(problem, &expected);
          ASSERT_TRUE(AppendGeneratedProblemJsonLine(*task, level, seed, id, reference,
                                                     scratch, &line)
                          .ok());
          EXPECT_EQ(line, expected) << id << " reference " << reference;
          ++lines;
        }
      }
    }
  }
  EXPECT_GT(lines, 1000);
}

TEST(ProblemJsonTest, EveryEnvironmentsProblemsReadBackTheSame) {
  if (testing::kUnderThreadSanitizer) GTEST_SKIP() << kNoThreadsHere;
  int direct = 0, total = 0;
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    if (!task->Generates()) continue;
    const int top = task->MaxDifficulty();
    for (int level : {0, top / 2, top}) {
      for (uint64_t seed : kSeeds) {
        absl::StatusOr<referee::v1::Problem> problem = task->Generate(level, seed);
        ASSERT_TRUE(problem.ok()) << task->Name() << " " << problem.status();
        problem->set_id(absl::StrCat("env/", task->Name(), "/", level, "/", seed));
        const std::string line = Direct(*problem);
        referee::v1::Problem read;
        ASSERT_TRUE(ParseJsonMessage(line, &read).ok()) << line;
        EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(read, *problem))
            << task->Name() << " " << level << " " << seed;
        ++total;
        std::string unused;
        direct += AppendProblemJsonDirect(*problem, &unused);
      }
    }
  }
  EXPECT_GT(total, 500);
  // Nearly every environment writes integers and ASCII: the fast path.
  EXPECT_GT(direct, total * 9 / 10) << direct << " of " << total;
}

}  // namespace
}  // namespace referee
