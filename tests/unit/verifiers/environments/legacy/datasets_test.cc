#include "verifiers/environments/legacy/truth/datasets.h"

#include <set>
#include <string>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"

namespace referee {
namespace tasks {
inline namespace datasets_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

TEST(GenerateDatasetTest, EveryInstanceIsDistinctAndValid) {
  for (const char* task : {"activity", "lis"}) {
    DatasetOptions options;
    options.task = task;
    options.count = 2000;
    options.seed = 42;
    options.hint = true;
    auto problems = GenerateDataset(options);
    ASSERT_TRUE(problems.ok()) << problems.status();
    ASSERT_EQ(problems->size(), 2000u);
    std::set<std::string> ids, instances;
    for (const referee::v1::Problem& problem : *problems) {
      ids.insert(problem.id());
      instances.insert(problem.has_activity()
                           ? problem.activity().SerializeAsString()
                           : problem.lis().SerializeAsString());
      // What the generator wrote passes the load-time checks unchanged.
      auto reloaded = testing::TestCatalog().tasks.Prepare(problem);
      ASSERT_TRUE(reloaded.ok()) << problem.id() << ": " << reloaded.status();
      ASSERT_EQ((*reloaded)->problem().SerializeAsString(),
                problem.SerializeAsString());
      ASSERT_NE(problem.prompt().find("Hint:"), std::string::npos);
    }
    EXPECT_EQ(ids.size(), 2000u) << task;
    EXPECT_EQ(instances.size(), 2000u) << task;
    EXPECT_EQ(problems->front().id(), std::string(task) + "-42-00000");
  }
}

TEST(GenerateDatasetTest, SameSeedSameData) {
  DatasetOptions options;
  options.task = "lis";
  options.count = 50;
  options.seed = 9;
  auto a = GenerateDataset(options);
  auto b = GenerateDataset(options);
  options.seed = 10;
  auto c = GenerateDataset(options);
  ASSERT_TRUE(a.ok() && b.ok() && c.ok());
  for (size_t i = 0; i < a->size(); ++i) {
    EXPECT_EQ((*a)[i].SerializeAsString(), (*b)[i].SerializeAsString());
  }
  EXPECT_NE((*a)[0].lis().SerializeAsString(), (*c)[0].lis().SerializeAsString());
}

TEST(GenerateDatasetTest, BadOptionsNameTheFlag) {
  DatasetOptions options;
  options.task = "sudoku";
  options.count = 1;
  EXPECT_NE(GenerateDataset(options).status().message().find("--task"),
            absl::string_view::npos);
  options.task = "activity";
  options.count = 0;
  EXPECT_NE(GenerateDataset(options).status().message().find("--count"),
            absl::string_view::npos);
  options.count = 1;
  options.min_size = 9;
  options.max_size = 3;
  EXPECT_NE(GenerateDataset(options).status().message().find("--min_size"),
            absl::string_view::npos);
}

TEST(GenerateDatasetTest, CountdownSizesAndDistinctInstances) {
  DatasetOptions options;
  options.task = "countdown";
  options.count = 500;
  options.seed = 3;
  options.numbers = "4..5";
  auto problems = GenerateDataset(options);
  ASSERT_TRUE(problems.ok()) << problems.status();
  std::set<std::string> instances;
  for (const auto& problem : *problems) {
    const int n = problem.countdown().numbers_size();
    ASSERT_GE(n, 4);
    ASSERT_LE(n, 5);
    EXPECT_EQ(problem.difficulty(), n);
    instances.insert(problem.countdown().SerializeAsString());
    EXPECT_TRUE(problem.reference_output().empty());  // Only with --reference.
    ASSERT_TRUE(testing::TestCatalog().tasks.Prepare(problem).ok());
  }
  EXPECT_EQ(instances.size(), 500u);
  EXPECT_EQ(problems->front().id(), "countdown-3-00000");
  for (const char* bad : {"7", "1..3", "5..4", "x", "3..x"}) {
    options.numbers = bad;
    auto rejected = GenerateDataset(options);
    ASSERT_FALSE(rejected.ok()) << bad;
    EXPECT_NE(rejected.status().message().find("--numbers"), absl::string_view::npos);
  }
}

TEST(GenerateDatasetTest, TwoRowLisInstancesIncrease) {
  // With two rows, a unique LIS of length >= 2 is an increasing pair.
  DatasetOptions options;
  options.task = "lis";
  options.count = 10;
  options.min_size = 2;
  options.max_size = 2;
  auto problems = GenerateDataset(options);
  ASSERT_TRUE(problems.ok()) << problems.status();
  for (const auto& problem : *problems) {
    EXPECT_EQ(problem.lis().values_size(), 2);
    EXPECT_LT(problem.lis().values(0), problem.lis().values(1));
  }
}

}  // namespace
}  // namespace datasets_test_cc
}  // namespace tasks
}  // namespace referee
