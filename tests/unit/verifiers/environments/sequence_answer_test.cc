// The sequence-answer framework (sequence_answer.h) on a test-only
// environment: "list 0..N-1 in the order given by the instance", where an
// answer must be a permutation of 0..N-1 (else -0.5) and is graded by the
// positions it gets right. Expected rewards worked by hand from the ladder.
#include "verifiers/environments/sequence_answer.h"

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace {

struct Order {
  std::vector<int64_t> order;  // A permutation of 0..N-1.
};

class OrderEnvironment final
    : public environments::SequenceAnswerEnvironment<Order> {
 public:
  OrderEnvironment() : SequenceAnswerEnvironment({"order", "Referee", 0, "test"}) {}
  double DefaultBeta() const override { return 2; }

 protected:
  Order Make(int, tasks::Rng&) const override { return {{2, 0, 1, 3}}; }
  void Write(const Order& instance, environments::InstanceWriter& out) const override {
    environments::SetInts(out, "order", instance.order);
  }
  absl::StatusOr<Order> Read(const environments::InstanceReader& in) const override {
    absl::StatusOr<std::vector<int64_t>> order = in.Ints("order", 100, 0, 99);
    if (!order.ok()) return order.status();
    return Order{*std::move(order)};
  }
  std::string Prompt(const Order&) const override { return "?"; }
  std::string Reference(const Order& instance) const override {
    std::string out = "<answer>";
    for (int64_t v : instance.order) out += std::to_string(v) + " ";
    return out + "</answer>";
  }
  size_t AnswerLength(const Order& instance) const override {
    return instance.order.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const Order& instance, const std::vector<int64_t>& answer) const override {
    if (!environments::PermutationPositions(
            answer, static_cast<int64_t>(instance.order.size()))) {
      return std::nullopt;
    }
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.order),
        static_cast<int64_t>(instance.order.size())};
  }
};

TEST(SequenceAnswerTest, Ladder) {
  Catalog catalog;
  ASSERT_TRUE(environments::RegisterSequenceAnswerEnvironment(
                  catalog, std::make_unique<OrderEnvironment>())
                  .ok());
  auto problem = catalog.tasks.Find("order")->GeneratePrepared("env/order/0/0", 0, 0, nullptr);
  ASSERT_TRUE(problem.ok()) << problem.status();
  const Verifier& verifier = *catalog.verifiers.Find("order");
  const ParamValues params =
      *ParamValues::Resolve(verifier.Params(), google::protobuf::Struct(), "p");
  EXPECT_EQ(params.Number("beta"), 2);  // The member's default.
  const struct { const char* output; double score; bool correct, parsed; } kCases[] = {
      {"<answer>2 0 1 3</answer>", 1, true, true},
      {"<answer>2 1 0 3</answer>", 0.25, false, true},  // (2/4)^2.
      {"<answer>0 1 2 3</answer>", 0.0625, false, true},  // (1/4)^2: only 3.
      {"<answer>3 1 0 2</answer>", 0, false, true},       // None right.
      {"<answer>2 0 1</answer>", -0.5, false, true},      // 3 of 4.
      {"<answer>2 0 1 3 4</answer>", -0.5, false, true},  // 5 of 4.
      {"<answer>2 2 1 3</answer>", -0.5, false, true},    // Not a permutation.
      {"<answer>2 0 1 x</answer>", -1, false, false},
      {"no answer", -1, false, false},
  };
  for (const auto& c : kCases) {
    auto v = verifier.Verify({**problem, c.output, params});
    ASSERT_TRUE(v.ok());
    EXPECT_DOUBLE_EQ(v->score, c.score) << c.output;
    EXPECT_EQ(v->correct, c.correct) << c.output;
    EXPECT_EQ(v->parsed, c.parsed) << c.output;
  }
}

}  // namespace
}  // namespace referee
