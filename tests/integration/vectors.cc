#include "tests/integration/vectors.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "engine/jsonl.h"
#include "tests/test_util.h"

namespace referee {
namespace testing {
namespace {

constexpr double kTolerance = 1e-6;

bool Near(double a, double b) { return std::fabs(a - b) <= kTolerance; }

}  // namespace

absl::StatusOr<std::vector<VectorCase>> LoadVectors(
    const VerifierRegistry& registry) {
  std::vector<VectorCase> cases;
  absl::Status status = ForEachJsonlLine(
      VectorsPath(), [&](absl::string_view line, int number) {
        VectorCase c;
        c.line = number;
        absl::Status parsed = ParseJsonMessage(line, &c.vector);
        if (!parsed.ok()) return parsed;
        for (const auto& term : c.vector.spec().terms()) {
          if (registry.Find(term.verifier()) == nullptr) return absl::OkStatus();
        }
        referee::v1::ScoreRequest& request = c.request;
        request.set_request_id(absl::StrCat("vector-", number));
        *request.mutable_spec() = c.vector.spec();
        request.set_details(true);
        if (c.vector.kind() == "single") {
          *request.add_problems() = c.vector.problem();
          referee::v1::Rollout& rollout = *request.add_rollouts();
          rollout.set_prompt_id(c.vector.problem().id());
          rollout.set_output(c.vector.output());
        } else {
          *request.mutable_problems() = c.vector.problems();
          *request.mutable_rollouts() = c.vector.rollouts();
        }
        cases.push_back(std::move(c));
        return absl::OkStatus();
      });
  if (!status.ok()) return status;
  return cases;
}

std::string CompareToExpected(const VectorCase& c,
                              const referee::v1::ScoreResponse& response) {
  const Expected& want = c.vector.expected();
  std::string diff;
  auto differ = [&](absl::string_view what, auto got, auto expected) {
    absl::StrAppend(&diff, what, ": got ", got, ", want ", expected, "; ");
  };
  if (c.vector.kind() == "single") {
    if (response.rewards_size() != 1 || response.results_size() != 1) {
      return "wrong response size";
    }
    const referee::v1::RolloutResult& result = response.results(0);
    if (result.error() != referee::v1::OK) {
      return absl::StrCat("error ", result.error_message());
    }
    if (want.has_reward() && !Near(response.rewards(0), want.reward())) {
      differ("reward", response.rewards(0), want.reward());
    }
    if (want.has_correct() && result.correct() != want.correct()) {
      differ("correct", result.correct(), want.correct());
    }
    if (want.has_parsed() && result.parsed() != want.parsed()) {
      differ("parsed", result.parsed(), want.parsed());
    }
    return diff;
  }
  if (response.rewards_size() != want.rewards_size()) return "rewards size";
  for (int i = 0; i < want.rewards_size(); ++i) {
    if (!Near(response.rewards(i), want.rewards(i))) {
      differ(absl::StrCat("rewards[", i, "]"), response.rewards(i),
             want.rewards(i));
    }
  }
  if (want.advantages_size() > 0) {
    if (response.advantages_size() != want.advantages_size()) {
      return "advantages size";
    }
    for (int i = 0; i < want.advantages_size(); ++i) {
      if (!Near(response.advantages(i), want.advantages(i))) {
        differ(absl::StrCat("advantages[", i, "]"), response.advantages(i),
               want.advantages(i));
      }
    }
  }
  return diff;
}

}  // namespace testing
}  // namespace referee
