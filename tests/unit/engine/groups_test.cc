// Grouping items by id: first-seen group order, members ascending, whether
// a group's items come together (as trainers send them) or interleaved.
#include "engine/groups.h"

#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

using ::testing::ElementsAre;

Groups GroupIds(const std::vector<std::string>& ids) {
  return GroupItems(ids.size(), [&](size_t i) { return absl::string_view(ids[i]); });
}

TEST(GroupItemsTest, InterleavedIdsFormGroupsInFirstSeenOrder) {
  const std::vector<std::string> ids = {"a", "b", "a", "c", "b", "b"};
  const Groups groups = GroupIds(ids);
  ASSERT_EQ(groups.size(), 3u);
  EXPECT_THAT(groups.ids, ElementsAre("a", "b", "c"));
  EXPECT_THAT(groups.Members(0), ElementsAre(0u, 2u));
  EXPECT_THAT(groups.Members(1), ElementsAre(1u, 4u, 5u));
  EXPECT_THAT(groups.Members(2), ElementsAre(3u));
}

TEST(GroupItemsTest, ConsecutiveRunsAndEdgeCases) {
  const std::vector<std::string> runs = {"x", "x", "x", "y", "y"};
  const Groups groups = GroupIds(runs);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_THAT(groups.Members(0), ElementsAre(0u, 1u, 2u));
  EXPECT_THAT(groups.Members(1), ElementsAre(3u, 4u));

  EXPECT_EQ(GroupIds({}).size(), 0u);
  // The empty id is an id like any other.
  const Groups empty_ids = GroupIds({"", "z", ""});
  ASSERT_EQ(empty_ids.size(), 2u);
  EXPECT_THAT(empty_ids.Members(0), ElementsAre(0u, 2u));
}

}  // namespace
}  // namespace referee
