// Expected advantages worked out by hand from DESIGN §4 "Advantages".
#include "engine/advantages.h"

#include <cmath>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
namespace {

using referee::v1::Advantage;

std::vector<double> Advantages(Advantage::Kind kind,
                               const std::vector<double>& rewards,
                               double epsilon = 0) {
  std::vector<double> out(rewards.size(), -99);
  GroupAdvantages(kind, epsilon, rewards, absl::MakeSpan(out));
  return out;
}

void ExpectNear(const std::vector<double>& got, const std::vector<double>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_NEAR(got[i], want[i], 1e-9) << "index " << i;
  }
}

TEST(AdvantagesTest, GroupOfOneIsZero) {
  for (auto kind : {Advantage::GRPO, Advantage::DR_GRPO, Advantage::RLOO,
                    Advantage::RANK}) {
    ExpectNear(Advantages(kind, {0.7}), {0});
  }
}

TEST(AdvantagesTest, GroupOfTwo) {
  // r = (1, 0): mean 0.5; sample std = sqrt(((0.5)² + (0.5)²)/1) = √0.5.
  const double s = std::sqrt(0.5);
  ExpectNear(Advantages(Advantage::GRPO, {1, 0}),
             {0.5 / (s + 1e-6), -0.5 / (s + 1e-6)});
  ExpectNear(Advantages(Advantage::DR_GRPO, {1, 0}), {0.5, -0.5});
  // RLOO: 1 − 0 = 1, 0 − 1 = −1.
  ExpectNear(Advantages(Advantage::RLOO, {1, 0}), {1, -1});
  // RANK, G = 2: rank 1 → 1, rank 2 → 1 − 2·1/1 = −1.
  ExpectNear(Advantages(Advantage::RANK, {1, 0}), {1, -1});
  // A tie shares the mean of targets 1 and −1: 0 each.
  ExpectNear(Advantages(Advantage::RANK, {0.5, 0.5}), {0, 0});
  // Equal rewards: GRPO gives 0/(0 + ε) = 0.
  ExpectNear(Advantages(Advantage::GRPO, {0.5, 0.5}), {0, 0});
  // A given ε replaces the default: 0.5 / (√0.5 + 0.5).
  ExpectNear(Advantages(Advantage::GRPO, {1, 0}, 0.5),
             {0.5 / (s + 0.5), -0.5 / (s + 0.5)});
}

TEST(AdvantagesTest, GroupOfEight) {
  // r = 1,1,1,0,0,0,0,0 (3 correct of 8): mean 3/8.
  const std::vector<double> r = {1, 0, 1, 0, 0, 1, 0, 0};
  // Sample variance = (3·(5/8)² + 5·(3/8)²)/7 = (75/64 + 45/64)/7 = 120/448.
  const double s = std::sqrt(120.0 / 448.0);
  std::vector<double> grpo, dr, rloo;
  for (double x : r) {
    grpo.push_back((x - 0.375) / (s + 1e-6));
    dr.push_back(x - 0.375);
    // Mean of the other 7: (3 − x)/7.
    rloo.push_back(x - (3 - x) / 7);
  }
  ExpectNear(Advantages(Advantage::GRPO, r), grpo);
  ExpectNear(Advantages(Advantage::DR_GRPO, r), dr);
  ExpectNear(Advantages(Advantage::RLOO, r), rloo);
  // RANK, G = 8: targets t_k = 1 − 2(k−1)/7 for k = 1..8:
  // 1, 5/7, 3/7, 1/7, −1/7, −3/7, −5/7, −1. The three 1s share
  // (1 + 5/7 + 3/7)/3 = 5/7; the five 0s share (1/7 − 1/7 − 3/7 − 5/7 − 1)/5
  // = −3/7.
  ExpectNear(Advantages(Advantage::RANK, r),
             {5.0 / 7, -3.0 / 7, 5.0 / 7, -3.0 / 7, -3.0 / 7, 5.0 / 7,
              -3.0 / 7, -3.0 / 7});
  // Distinct rewards get their own targets by descending reward: 0.9 → 1,
  // 0.8 → 5/7, 0.5 → 3/7, 0.4 → 1/7, 0.3 → −1/7, 0.2 → −3/7, 0.1 → −5/7,
  // 0.0 → −1.
  ExpectNear(Advantages(Advantage::RANK, {0.1, 0.8, 0.3, 0.5, 0.2, 0.9, 0.0, 0.4}),
             {-5.0 / 7, 5.0 / 7, -1.0 / 7, 3.0 / 7, -3.0 / 7, 1, -1, 1.0 / 7});
}

TEST(AdvantagesTest, RankTerminatesOnValuesEqualToNothing) {
  // NaN equals nothing, not even itself: each is a run of one.
  const double nan = std::nan("");
  std::vector<double> out = Advantages(Advantage::RANK, {nan, 1, nan});
  EXPECT_EQ(out.size(), 3u);
}

TEST(AdvantagesTest, NoneWritesZeros) {
  ExpectNear(Advantages(Advantage::NONE, {1, 0, 1}), {0, 0, 0});
}

}  // namespace
}  // namespace referee
