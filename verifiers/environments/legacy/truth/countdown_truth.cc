#include "verifiers/environments/legacy/truth/countdown_truth.h"

#include <functional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verifiers/parsing/arith.h"
#include "verifiers/parsing/ids.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"

namespace referee {
namespace tasks {

absl::Status ValidateCountdown(const referee::v1::Countdown& countdown) {
  const int n = countdown.numbers_size();
  if (n < 1 || n > kMaxCountdownNumbers) {
    return absl::InvalidArgumentError(absl::StrCat(
        "countdown.numbers: ", n, " numbers (1..", kMaxCountdownNumbers,
        " allowed)"));
  }
  for (int64_t number : countdown.numbers()) {
    if (number < 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("countdown.numbers: ", number, " is negative"));
    }
    // A correct answer must be able to write every number: the expression
    // parser reads at most 18 digits, so a larger number would make its
    // right answers score as unparsed.
    if (number > parsing::kMaxTextInteger) {
      return absl::InvalidArgumentError(absl::StrCat(
          "countdown.numbers: ", number, " is over ", parsing::kMaxTextInteger,
          ", the largest an answer can write"));
    }
  }
  return absl::OkStatus();
}

std::string CountdownPrompt(const referee::v1::Countdown& countdown) {
  return absl::StrCat(
      "Using the numbers [", absl::StrJoin(countdown.numbers(), ", "),
      "], create an equation that equals ", countdown.target(),
      ". You can use basic arithmetic operations (+, -, *, /) and each number "
      "can only be used once. Show your work in <think> </think> tags. And "
      "return the final answer in <answer> </answer> tags, for example "
      "<answer> (1 + 2) / 3 </answer>.");
}

referee::v1::Problem GenerateCountdown(Rng& rng,
                                       const CountdownGeneratorOptions& options) {
  static constexpr char kOps[] = {'+', '-', '*', '/'};
  while (true) {
    const int n = static_cast<int>(rng.Uniform(options.min_numbers, options.max_numbers));
    std::vector<int64_t> numbers;
    for (int i = 0; i < n; ++i) numbers.push_back(rng.Uniform(1, options.max_number));
    // A random tree: repeatedly combine two random partial values, so every
    // number is used once. Most trees are rejected (not an integer in
    // range), so each value keeps the index of its node in `nodes`, and the
    // reference answer is written only for the tree that is kept.
    struct Node {
      int left = -1, right = -1;  // Leaves: -1.
      char op = 0;
      int64_t number = 0;
    };
    std::vector<Node> nodes;
    std::vector<parsing::Rational> values;
    std::vector<int> node_of;
    for (int64_t number : numbers) {
      values.push_back(parsing::Rational::Integer(number));
      node_of.push_back(static_cast<int>(nodes.size()));
      nodes.push_back({-1, -1, 0, number});
    }
    bool ok = true;
    while (values.size() > 1 && ok) {
      const size_t i = static_cast<size_t>(rng.Uniform(0, values.size() - 1));
      const parsing::Rational x = values[i];
      const int x_node = node_of[i];
      values.erase(values.begin() + i);
      node_of.erase(node_of.begin() + i);
      const size_t j = static_cast<size_t>(rng.Uniform(0, values.size() - 1));
      const char op = kOps[rng.Uniform(0, 3)];
      const auto combined = parsing::Apply(op, x, values[j]);
      ok = combined.has_value();
      if (ok) {
        values[j] = *combined;
        nodes.push_back({x_node, node_of[j], op, 0});
        node_of[j] = static_cast<int>(nodes.size()) - 1;
      }
    }
    if (!ok || values[0].den != 1 || values[0].num < 1 ||
        values[0].num > options.max_target) {
      continue;
    }
    // "(left op right)" for every inner node, "number" for leaves; the tree
    // has at most 11 nodes, so the recursion is shallow.
    std::function<std::string(int)> text = [&](int k) -> std::string {
      const Node& node = nodes[static_cast<size_t>(k)];
      if (node.left < 0) return absl::StrCat(node.number);
      return absl::StrCat("(", text(node.left), " ", std::string(1, node.op),
                          " ", text(node.right), ")");
    };
    referee::v1::Problem problem;
    referee::v1::Countdown* countdown = problem.mutable_countdown();
    for (int64_t number : numbers) countdown->add_numbers(number);
    countdown->set_target(values[0].num);
    problem.set_prompt(CountdownPrompt(*countdown));
    problem.set_difficulty(n);
    problem.set_reference_output(
        absl::StrCat("<answer>", text(node_of[0]), "</answer>"));
    return problem;
  }
}

}  // namespace tasks
}  // namespace referee
