#include "verifiers/registry.h"

#include <memory>

#include "gtest/gtest.h"
#include "verifiers/params.h"

namespace referee {
namespace {

class FakeVerifier final : public Verifier {
 public:
  absl::string_view Name() const override { return "fake"; }
  absl::string_view Description() const override { return "test double"; }
  std::vector<absl::string_view> Tasks() const override { return {"lis"}; }
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  std::vector<ParamSpec> Params() const override {
    return {{"gamma", ParamSpec::Type::kNumber, 0.1, "penalty"},
            {"strict", ParamSpec::Type::kBool, 0, "flag"},
            {"mode", ParamSpec::Type::kChoice, 1, "how", {"fast", "auto", "slow"}}};
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput&) const override {
    return Verdict();
  }
};

TEST(VerifierRegistryTest, RegistersFindsAndRejectsDuplicates) {
  VerifierRegistry registry;
  ASSERT_TRUE(registry.Register(std::make_unique<FakeVerifier>()).ok());
  EXPECT_NE(registry.Find("fake"), nullptr);
  EXPECT_EQ(registry.Find("missing"), nullptr);
  absl::Status again = registry.Register(std::make_unique<FakeVerifier>());
  EXPECT_EQ(again.code(), absl::StatusCode::kAlreadyExists);
  EXPECT_NE(again.message().find("fake"), absl::string_view::npos);
  EXPECT_EQ(registry.All().size(), 1u);
}

TEST(VerifierRegistryTest, BuiltinsIncludeAnswerMatch) {
  VerifierRegistry registry;
  ASSERT_TRUE(RegisterBuiltinVerifiers(registry).ok());
  EXPECT_NE(registry.Find("answer_match"), nullptr);
}

TEST(ParamValuesTest, DefaultsOverlaidByGivenValues) {
  FakeVerifier fake;
  google::protobuf::Struct given;
  (*given.mutable_fields())["gamma"].set_number_value(0.5);
  auto values = ParamValues::Resolve(fake.Params(), given, "spec.terms[0].params");
  ASSERT_TRUE(values.ok()) << values.status();
  EXPECT_EQ(values->Number("gamma"), 0.5);
  EXPECT_FALSE(values->Flag("strict"));

  auto defaults = ParamValues::Resolve(fake.Params(), {}, "p");
  ASSERT_TRUE(defaults.ok());
  EXPECT_EQ(defaults->Number("gamma"), 0.1);
}

TEST(ParamValuesTest, UnknownNamesAndWrongTypesNameTheField) {
  FakeVerifier fake;
  google::protobuf::Struct unknown;
  (*unknown.mutable_fields())["gama"].set_number_value(1);
  auto a = ParamValues::Resolve(fake.Params(), unknown, "spec.terms[2].params");
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(a.status().message().find("spec.terms[2].params.gama"),
            absl::string_view::npos)
      << a.status();

  google::protobuf::Struct wrong;
  (*wrong.mutable_fields())["strict"].set_number_value(1);
  auto b = ParamValues::Resolve(fake.Params(), wrong, "p");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.status().message().find("p.strict"), absl::string_view::npos);
  (*wrong.mutable_fields())["strict"].set_bool_value(true);
  (*wrong.mutable_fields())["gamma"].set_string_value("0.2");
  auto c = ParamValues::Resolve(fake.Params(), wrong, "p");
  ASSERT_FALSE(c.ok());
  EXPECT_NE(c.status().message().find("p.gamma"), absl::string_view::npos);
}

TEST(ParamValuesTest, ChoicesAreStringsFromTheirList) {
  FakeVerifier fake;
  auto defaults = ParamValues::Resolve(fake.Params(), {}, "p");
  ASSERT_TRUE(defaults.ok());
  EXPECT_EQ(defaults->Choice("mode"), 1);  // "auto", the declared default.

  google::protobuf::Struct given;
  (*given.mutable_fields())["mode"].set_string_value("slow");
  auto slow = ParamValues::Resolve(fake.Params(), given, "p");
  ASSERT_TRUE(slow.ok()) << slow.status();
  EXPECT_EQ(slow->Choice("mode"), 2);

  for (const char* bad : {"SLOW", "", "medium"}) {
    (*given.mutable_fields())["mode"].set_string_value(bad);
    auto refused = ParamValues::Resolve(fake.Params(), given, "p");
    ASSERT_FALSE(refused.ok()) << bad;
    EXPECT_EQ(refused.status().message(),
              "p.mode: must be one of \"fast\", \"auto\", \"slow\"");
  }
  (*given.mutable_fields())["mode"].set_number_value(2);  // Not the index.
  EXPECT_FALSE(ParamValues::Resolve(fake.Params(), given, "p").ok());

  const ParamSpec mode = fake.Params()[2];  // Params() returns a copy.
  EXPECT_EQ(mode.TypeName(), "one of fast, auto, slow");
  EXPECT_EQ(mode.DefaultText(), "auto");
}

}  // namespace
}  // namespace referee
