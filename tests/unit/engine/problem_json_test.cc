// engine/problem_json.h against protobuf's printer (PrintJsonLine): the
// same bytes where the two can agree (every ASCII escape, the fallbacks),
// the same message everywhere (every environment's generated problems).
#include "engine/problem_json.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/jsonl.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
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

TEST(ProblemJsonTest, WhatTheWriterDoesNotHandleGoesThroughProtobuf) {
  std::vector<referee::v1::Problem> problems;
  problems.push_back(EnvProblem("line\xE2\x80\xA8separator"));  // U+2028.
  problems.push_back(EnvProblem("bad \xC3"));                       // Invalid UTF-8.
  problems.push_back(EnvProblem("emoji \xF0\x9F\x98\x80"));        // Four bytes.
  referee::v1::Problem fraction = EnvProblem("q");
  (*fraction.mutable_environment()->mutable_instance()->mutable_fields())["x"]
      .set_number_value(0.5);
  problems.push_back(fraction);
  referee::v1::Problem huge = EnvProblem("q");
  (*huge.mutable_environment()->mutable_instance()->mutable_fields())["x"]
      .set_number_value(1e15);
  problems.push_back(huge);
  referee::v1::Problem answer;
  answer.set_id("a");
  answer.mutable_answer()->set_answer("42");
  problems.push_back(answer);
  for (const referee::v1::Problem& problem : problems) {
    EXPECT_EQ(Direct(problem), PrintJsonLine(problem)) << problem.ShortDebugString();
  }
}

TEST(ProblemJsonTest, EveryEnvironmentsProblemsReadBackTheSame) {
  int direct = 0, total = 0;
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    if (!task->Generates()) continue;
    const int top = task->MaxDifficulty();
    for (int level : {0, top / 2, top}) {
      for (uint64_t seed : {0, 1}) {
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
