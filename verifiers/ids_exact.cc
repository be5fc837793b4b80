#include "verifiers/ids_exact.h"

#include <memory>

#include "verifiers/sequence_task.h"

namespace referee {
namespace {

class IdsExactVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "ids_exact"; }
  absl::string_view Description() const override {
    return "1 iff the last \\ids{...} equals the canonical solution sequence "
           "(seed 000 r_ids,exa).";
  }
  std::vector<absl::string_view> Tasks() const override { return SequenceTasks(); }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    Verdict verdict;
    const auto ids = ParsedIds(input.output);
    verdict.parsed = ids.has_value();
    verdict.correct = ids && SameSequence(*ids, TruthOf(input.problem()).solution);
    verdict.score = verdict.correct ? 1 : 0;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterIdsExactVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<IdsExactVerifier>());
}

}  // namespace referee
