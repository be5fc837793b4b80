#include "verifiers/environments/env_id.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace {

TEST(EnvIdTest, ParsesCanonicalIds) {
  const auto id = ParseEnvId("env/sorting/3/17");
  ASSERT_TRUE(id.has_value());
  EXPECT_EQ(id->name, "sorting");
  EXPECT_EQ(id->difficulty, 3);
  EXPECT_EQ(id->seed, 17u);
  const auto big = ParseEnvId("env/x/2147483647/18446744073709551615");
  ASSERT_TRUE(big.has_value());
  EXPECT_EQ(big->difficulty, 2147483647);
  EXPECT_EQ(big->seed, 18446744073709551615ull);
  EXPECT_TRUE(ParseEnvId("env/sorting/0/0").has_value());
}

TEST(EnvIdTest, RejectsAnythingElse) {
  for (const char* bad :
       {"sorting/3/17", "env/", "env/sorting", "env/sorting/3", "env//3/17",
        "env/sorting/03/17", "env/sorting/3/017", "env/sorting/+3/17",
        "env/sorting/-1/17", "env/sorting/3/17/", "env/a/b/3/17",
        "env/sorting/2147483648/1", "env/sorting/1/18446744073709551616",
        "env/sorting/1/ 7", "env/sorting//7", "Env/sorting/1/7",
        "env/sorting/1/7x", "env/sorting/١/7"}) {
    EXPECT_FALSE(ParseEnvId(bad).has_value()) << bad;
  }
}

// DESIGN §8 "States": `@k` names the state after k actions of the
// solver's path; without it the id is the whole problem.
TEST(EnvIdTest, ParsesStates) {
  const auto whole = ParseEnvId("env/role_assignment/2/17");
  ASSERT_TRUE(whole.has_value());
  EXPECT_FALSE(whole->state.has_value());
  const auto state = ParseEnvId("env/role_assignment/2/17@3");
  ASSERT_TRUE(state.has_value());
  EXPECT_EQ(state->name, "role_assignment");
  EXPECT_EQ(state->difficulty, 2);
  EXPECT_EQ(state->seed, 17u);
  ASSERT_TRUE(state->state.has_value());
  EXPECT_EQ(*state->state, 3);
  EXPECT_EQ(*ParseEnvId("env/x/0/0@0")->state, 0);
  EXPECT_EQ(*ParseEnvId("env/x/0/18446744073709551615@2147483647")->state, 2147483647);
  for (const char* bad : {"env/x/1/7@", "env/x/1/7@01", "env/x/1/7@-1", "env/x/1/7@+1",
                          "env/x/1/7@2147483648", "env/x/1/7@1@2", "env/x/1/@1",
                          "env/x/1@1/7", "env/x/1/7@?5", "env/x/1/7@1 ", "env/x/1/7@ 1"}) {
    EXPECT_FALSE(ParseEnvId(bad).has_value()) << bad;
  }
  EnvId env;
  env.name = "qap";
  env.difficulty = 4;
  env.seed = 9;
  EXPECT_EQ(FormatEnvId(env), "env/qap/4/9");
  env.state = 0;
  EXPECT_EQ(FormatEnvId(env), "env/qap/4/9@0");
  env.state = 12;
  EXPECT_EQ(FormatEnvId(env), "env/qap/4/9@12");
  EXPECT_EQ(*ParseEnvId(FormatEnvId(env))->state, 12);
}

TEST(EnvIdTest, FormatsWhatItParses) {
  EXPECT_EQ(FormatEnvId("sorting", 3, 17), "env/sorting/3/17");
  const std::string id = FormatEnvId("multiplication", 0, 18446744073709551615ull);
  const auto parsed = ParseEnvId(id);
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->seed, 18446744073709551615ull);
  EXPECT_TRUE(IsEnvId("env/anything"));
  EXPECT_FALSE(IsEnvId("envy/1"));
}

}  // namespace
}  // namespace referee
