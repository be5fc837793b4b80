// Expected novelty scores and bonuses worked out by hand from DESIGN §4
// "Novelty shaping" (seed 004 §5, App. N).
#include "engine/novelty.h"

#include <cmath>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace {

google::protobuf::RepeatedField<float> Logprobs(const std::vector<float>& v) {
  return google::protobuf::RepeatedField<float>(v.begin(), v.end());
}

TEST(NoveltyScoreTest, TopKMeanNll) {
  // NLLs 0.5, 2, 1, 4: the top 2 are 4 and 2 → 3.
  EXPECT_DOUBLE_EQ(NoveltyScore(Logprobs({-0.5f, -2, -1, -4}), std::nullopt, 2), 3);
  // Fewer tokens than k: all of them, (0.5 + 2 + 1 + 4)/4 = 1.875.
  EXPECT_DOUBLE_EQ(NoveltyScore(Logprobs({-0.5f, -2, -1, -4}), std::nullopt, 100),
                   1.875);
  // No tokens: 0.
  EXPECT_DOUBLE_EQ(NoveltyScore(Logprobs({}), std::nullopt, 100), 0);
  // A given score takes precedence over the log-probs.
  EXPECT_DOUBLE_EQ(NoveltyScore(Logprobs({-9}), 0.25, 100), 0.25);
}

std::vector<double> Bonuses(const std::vector<double>& scores,
                            const std::vector<bool>& correct_in,
                            NoveltyOptions options = NoveltyOptions()) {
  std::unique_ptr<bool[]> correct(new bool[correct_in.size()]);
  for (size_t i = 0; i < correct_in.size(); ++i) correct[i] = correct_in[i];
  std::vector<double> out(scores.size(), -99);
  GroupNoveltyBonuses(scores, absl::MakeConstSpan(correct.get(), scores.size()),
                      options, absl::MakeSpan(out));
  return out;
}

TEST(GroupNoveltyBonusesTest, Table) {
  // Correct scores 1 and 3: μ = 2, σ = 1 (population) → z = −1, +1;
  // bonus = 0.1·z. The incorrect rollout gets nothing.
  std::vector<double> b = Bonuses({1, 3, 10}, {true, true, false});
  EXPECT_NEAR(b[0], -0.1, 1e-12);
  EXPECT_NEAR(b[1], 0.1, 1e-12);
  EXPECT_EQ(b[2], 0);
  // Fewer than 2 correct: no bonus.
  b = Bonuses({1, 3}, {true, false});
  EXPECT_EQ(b[0], 0);
  EXPECT_EQ(b[1], 0);
  // Equal scores (σ < 1e-6): no bonus.
  b = Bonuses({2, 2, 2}, {true, true, true});
  EXPECT_EQ(b, (std::vector<double>{0, 0, 0}));
  // Clipping: scores 0,0,0,0,10 → μ = 2, σ = 4 → z(10) = 2, z(0) = −0.5.
  // With z_clip 1: clipped to +1.
  NoveltyOptions clip1;
  clip1.z_clip = 1;
  b = Bonuses({0, 0, 0, 0, 10}, {true, true, true, true, true}, clip1);
  EXPECT_NEAR(b[4], 0.1, 1e-12);
  EXPECT_NEAR(b[0], -0.05, 1e-12);
  // Default clip ±2: 0,…,0,100 (9 zeros) → μ = 10, σ = 30 → z(100) = 3 → 2.
  std::vector<double> scores(9, 0.0);
  scores.push_back(100);
  b = Bonuses(scores, std::vector<bool>(10, true));
  EXPECT_NEAR(b[9], 0.2, 1e-12);
  EXPECT_NEAR(b[0], 0.1 * (-10.0 / 30.0), 1e-12);
}

TEST(ResolveNoveltyTest, DefaultsAndErrors) {
  referee::v1::Novelty novelty;
  auto defaults = ResolveNovelty(novelty, "spec.novelty");
  ASSERT_TRUE(defaults.ok());
  EXPECT_EQ(defaults->alpha, 0.1);
  EXPECT_EQ(defaults->top_k, 100);
  EXPECT_EQ(defaults->z_clip, 2);
  novelty.set_top_k(-1);
  auto bad = ResolveNovelty(novelty, "spec.novelty");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("spec.novelty.top_k"),
            absl::string_view::npos);
}

TEST(ShapeItemsTest, ShapesPerGroup) {
  referee::v1::ShapeRequest request;
  // Group a: two correct with scores 1 and 3 → ∓0.1; group b: one correct.
  for (auto [group, base, correct, score] :
       {std::make_tuple("a", 1.0, true, 1.0), std::make_tuple("b", 0.5, true, 7.0),
        std::make_tuple("a", 1.0, true, 3.0), std::make_tuple("a", 0.0, false, 9.0)}) {
    auto* item = request.add_items();
    item->set_group_id(group);
    item->set_base_reward(base);
    item->set_correct(correct);
    item->set_novelty_score(score);
  }
  referee::v1::ShapeResponse response;
  ASSERT_TRUE(ShapeItems(request, &response).ok());
  ASSERT_EQ(response.rewards_size(), 4);
  EXPECT_NEAR(response.bonuses(0), -0.1, 1e-7);
  EXPECT_NEAR(response.rewards(0), 0.9, 1e-7);
  EXPECT_EQ(response.bonuses(1), 0);
  EXPECT_NEAR(response.rewards(1), 0.5, 1e-7);
  EXPECT_NEAR(response.rewards(2), 1.1, 1e-7);
  EXPECT_EQ(response.bonuses(3), 0);
  EXPECT_FALSE(ShapeItems(referee::v1::ShapeRequest(), &response).ok());
}

}  // namespace
}  // namespace referee
