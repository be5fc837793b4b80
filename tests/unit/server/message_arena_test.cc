#include "server/message_arena.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace {

// A released holder comes back for the next call with fresh, empty
// messages on its (reset) arena.
TEST(MessageArenaTest, RecyclesHoldersWithEmptyMessages) {
  ScoreArenaAllocator allocator;
  auto* first = allocator.AllocateMessages();
  ASSERT_NE(first->request()->GetArena(), nullptr);
  EXPECT_EQ(first->request()->GetArena(), first->response()->GetArena());
  auto* request = const_cast<referee::v1::ScoreRequest*>(first->request());
  for (int i = 0; i < 5000; ++i) {  // Past the first block: more blocks.
    request->add_rollouts()->set_output(std::string(100, 'x'));
  }
  first->response()->add_rewards(1.0f);
  first->Release();

  auto* second = allocator.AllocateMessages();
  EXPECT_EQ(second, first);  // The same holder, recycled.
  EXPECT_EQ(second->request()->rollouts_size(), 0);
  EXPECT_EQ(second->response()->rewards_size(), 0);
  second->Release();
}

// More holders in use than kept idle: the extra ones are freed on release
// (ASan's leak check would catch a lost one).
TEST(MessageArenaTest, KeepsAtMostTheIdleLimit) {
  ScoreArenaAllocator allocator;
  std::vector<grpc::MessageHolder<referee::v1::ScoreRequest,
                                  referee::v1::ScoreResponse>*> holders;
  for (size_t i = 0; i < ScoreArenaAllocator::kMaxIdleArenas + 8; ++i) {
    holders.push_back(allocator.AllocateMessages());
  }
  for (auto* holder : holders) holder->Release();
}

// Step's holders work the same way: an episode's actions on the arena,
// gone when the holder comes back.
TEST(MessageArenaTest, StepMessagesRecycleEmpty) {
  StepArenaAllocator allocator;
  auto* first = allocator.AllocateMessages();
  ASSERT_NE(first->request()->GetArena(), nullptr);
  auto* request = const_cast<referee::v1::StepRequest*>(first->request());
  referee::v1::Episode* episode = request->add_episodes();
  for (int i = 0; i < 100; ++i) episode->add_actions("reveal 1 2");
  first->response()->add_results()->set_observation("board");
  first->Release();
  auto* second = allocator.AllocateMessages();
  EXPECT_EQ(second, first);
  EXPECT_EQ(second->request()->episodes_size(), 0);
  EXPECT_EQ(second->response()->results_size(), 0);
  second->Release();
}

}  // namespace
}  // namespace referee
