#include "verifiers/ids_prefix.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "verifiers/sequence_task.h"

namespace referee {
namespace {

class IdsPrefixVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "ids_prefix"; }
  absl::string_view Description() const override {
    return "max(0, m/L - gamma*[wrong length or empty]), m = common prefix "
           "with the solution (seed 000 r_ids,pre).";
  }
  std::vector<absl::string_view> Tasks() const override { return SequenceTasks(); }
  std::vector<ParamSpec> Params() const override {
    return {{"gamma", ParamSpec::Type::kNumber, 0.1,
             "length penalty, >= 0"}};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    const double gamma = params.Number("gamma");
    if (!(gamma >= 0) || std::isinf(gamma)) {
      return absl::InvalidArgumentError("gamma: must be a finite number >= 0");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const auto& solution = TruthOf(input.problem()).solution;
    const size_t length = solution.size();
    const auto ids = ParsedIds(input.output);
    size_t prefix = 0;
    if (ids) {
      while (prefix < ids->size() && prefix < length &&
             (*ids)[prefix] == solution[static_cast<int>(prefix)]) {
        ++prefix;
      }
    }
    const bool penalized = !ids || ids->empty() || ids->size() != length;
    Verdict verdict;
    verdict.parsed = ids.has_value();
    verdict.correct = ids && SameSequence(*ids, solution);
    const double fraction =
        length == 0 ? 0 : static_cast<double>(prefix) / static_cast<double>(length);
    verdict.score = std::max(
        0.0, fraction - input.params.Number("gamma") * (penalized ? 1 : 0));
    return verdict;
  }
};

}  // namespace

absl::Status RegisterIdsPrefixVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<IdsPrefixVerifier>());
}

}  // namespace referee
