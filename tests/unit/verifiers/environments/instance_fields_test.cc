// Declared-once instance fields (instance_fields.h): one declaration
// writes an instance, reads it back with every bound, and rejects what it
// does not declare. Each row's verdict is worked out from the declaration
// below by hand.
#include "verifiers/environments/instance_fields.h"

#include <cstdint>
#include <string>
#include <vector>

#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

using environments::InstanceFields;
using environments::InstanceReader;
using environments::StructInstanceWriter;

struct Toy {
  int n = 0;  // An int member: Int fields take any integer type.
  int64_t k = 0;
  std::vector<int64_t> values;
  std::vector<int64_t> board;  // n x 2, row by row.
  std::vector<std::vector<int64_t>> pairs;
  std::string big;
};

// n in 1..5; k in 0..n; values: exactly n integers in 0..k; board: n rows
// of 2 in -1..1; pairs: optional, up to 3 rows of 2 in 0..n-1; big: up
// to 30 digits.
void Declare(InstanceFields<Toy>& fields) {
  fields.Int("n", &Toy::n, 1, 5)
      .Int("k", &Toy::k, 0, [](const Toy& x) { return x.n; })
      .Ints("values", &Toy::values, 5, 0, [](const Toy& x) { return x.k; })
      .SizedBy([](const Toy& x) { return x.n; })
      .Grid("board", &Toy::board, [](const Toy& x) { return x.n; }, 2, -1, 1)
      .IntRows("pairs", &Toy::pairs, 3, 2, 0, [](const Toy& x) { return x.n - 1; })
      .Optional()
      .Digits("big", &Toy::big, 30);
}

absl::Status ReadJson(const std::string& json, Toy* out) {
  google::protobuf::Struct instance;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(json, &instance).ok()) << json;
  InstanceFields<Toy> fields;
  Declare(fields);
  return fields.Read(InstanceReader(instance), *out);
}

TEST(InstanceFieldsTest, BoundsDependOnEarlierFields) {
  const struct {
    const char* json;
    bool ok;
    const char* names;  // The field an error must name.
  } kRows[] = {
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]],"big":"123"})", true, ""},
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]],"pairs":[[0,1]],"big":"9"})", true, ""},
      {R"({"n":0,"k":0,"values":[],"board":[],"big":"1"})", false, "instance.n"},
      {R"({"n":2,"k":3,"values":[0,1],"board":[[1,-1],[0,0]],"big":"1"})", false, "instance.k"},
      // A value above k = 1.
      {R"({"n":2,"k":1,"values":[0,2],"board":[[1,-1],[0,0]],"big":"1"})", false, "instance.values"},
      // Three values where n = 2.
      {R"({"n":2,"k":1,"values":[0,1,1],"board":[[1,-1],[0,0]],"big":"1"})", false, "instance.values"},
      // One board row where n = 2; a cell of 2.
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1]],"big":"1"})", false, "instance.board"},
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,2],[0,0]],"big":"1"})", false, "instance.board"},
      // A pair naming vertex 2 of 0..1.
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]],"pairs":[[0,2]],"big":"1"})", false, "instance.pairs"},
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]],"big":"12a"})", false, "instance.big"},
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]]})", false, "instance.big"},
      {R"({"n":2,"k":1,"values":[0,1],"board":[[1,-1],[0,0]],"big":"1","extra":1})", false, "instance.extra"},
  };
  for (const auto& row : kRows) {
    Toy toy;
    const absl::Status status = ReadJson(row.json, &toy);
    EXPECT_EQ(status.ok(), row.ok) << row.json << ": " << status;
    if (!row.ok) {
      EXPECT_NE(status.message().find(row.names), std::string::npos) << status;
    }
  }
}

TEST(InstanceFieldsTest, WritesWhatItReads) {
  Toy toy;
  toy.n = 2;
  toy.k = 1;
  toy.values = {1, 0};
  toy.board = {0, 1, -1, 0};
  toy.big = "123456789012345678901234567890";
  InstanceFields<Toy> fields;
  Declare(fields);
  google::protobuf::Struct written;
  StructInstanceWriter writer(written);
  fields.Write(toy, writer);
  // The empty optional list is not written; the board is written as rows.
  EXPECT_EQ(written.fields().count("pairs"), 0u);
  ASSERT_EQ(written.fields().at("board").list_value().values_size(), 2);
  EXPECT_EQ(written.fields().at("board").list_value().values(1).list_value().values(0).number_value(), -1);
  Toy back;
  ASSERT_TRUE(fields.Read(InstanceReader(written), back).ok());
  EXPECT_EQ(back.n, 2);
  EXPECT_EQ(back.k, 1);
  EXPECT_EQ(back.values, toy.values);
  EXPECT_EQ(back.board, toy.board);
  EXPECT_TRUE(back.pairs.empty());
  EXPECT_EQ(back.big, toy.big);
  // With pairs, they are written and read back.
  toy.pairs = {{0, 1}, {1, 1}};
  google::protobuf::Struct with_pairs;
  StructInstanceWriter second(with_pairs);
  fields.Write(toy, second);
  Toy again;
  ASSERT_TRUE(fields.Read(InstanceReader(with_pairs), again).ok());
  EXPECT_EQ(again.pairs, toy.pairs);
  // The declaration as the registry-wide tests see it.
  const std::vector<environments::FieldInfo> info = fields.Info();
  ASSERT_EQ(info.size(), 6u);
  EXPECT_EQ(info[0].name, "n");
  EXPECT_EQ(*info[0].lo, 1);
  EXPECT_EQ(*info[0].hi, 5);
  EXPECT_FALSE(info[1].hi.has_value());  // k's bound depends on n.
  EXPECT_TRUE(info[4].optional);
}

// Letters: a string over 'a', 'b', 'c' stored as indices 0..2, at most 4.
struct Word {
  std::string s;
};

TEST(InstanceFieldsTest, LettersAreIndicesIntoTheAlphabet) {
  InstanceFields<Word> fields;
  fields.Letters("s", &Word::s, 4, 'a', 3);
  const struct {
    const char* json;
    bool ok;
    const char* text;
  } kRows[] = {
      {R"({"s":[0,2,1]})", true, "acb"},       // a, c, b.
      {R"({"s":[2,2,2,2]})", true, "cccc"},    // Four letters: the most.
      {R"({"s":[0,3]})", false, ""},           // 3 is past 'c'.
      {R"({"s":[-1]})", false, ""},            // Below 'a'.
      {R"({"s":[0,0,0,0,0]})", false, ""},     // Five letters.
      {R"({"s":"acb"})", false, ""},           // Text is not a list.
  };
  for (const auto& row : kRows) {
    google::protobuf::Struct instance;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(row.json, &instance).ok());
    Word word;
    const absl::Status status = fields.Read(InstanceReader(instance), word);
    EXPECT_EQ(status.ok(), row.ok) << row.json << ": " << status;
    if (row.ok) {
      EXPECT_EQ(word.s, row.text) << row.json;
    } else {
      EXPECT_NE(status.message().find("instance.s"), std::string::npos) << status;
    }
  }
  Word cab;
  cab.s = "cab";
  google::protobuf::Struct written;
  StructInstanceWriter writer(written);
  fields.Write(cab, writer);
  const auto& list = written.fields().at("s").list_value();
  ASSERT_EQ(list.values_size(), 3);
  EXPECT_EQ(list.values(0).number_value(), 2);  // c
  EXPECT_EQ(list.values(1).number_value(), 0);  // a
  EXPECT_EQ(list.values(2).number_value(), 1);  // b
}

}  // namespace
}  // namespace referee
