#include "verifiers/registry.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "verifiers/answer_exact.h"
#include "verifiers/answer_format.h"
#include "verifiers/answer_match.h"
#include "verifiers/countdown_ast.h"
#include "verifiers/countdown_sparse.h"
#include "verifiers/ids_exact.h"
#include "verifiers/ids_prefix.h"
#include "verifiers/math_equiv.h"
#include "verifiers/sort_lcs.h"
#include "verifiers/sort_match.h"
#include "verifiers/status_macros.h"

namespace referee {

bool Verifier::Accepts(absl::string_view task) const {
  const std::vector<absl::string_view> tasks = Tasks();
  return std::find(tasks.begin(), tasks.end(), task) != tasks.end();
}

absl::Status VerifierRegistry::Register(std::unique_ptr<Verifier> verifier) {
  std::string name(verifier->Name());
  if (verifiers_.contains(name)) {
    return absl::AlreadyExistsError(absl::StrCat("duplicate verifier: ", name));
  }
  ordered_.push_back(verifier.get());
  verifiers_.emplace(std::move(name), std::move(verifier));
  return absl::OkStatus();
}

const Verifier* VerifierRegistry::Find(absl::string_view name) const {
  auto it = verifiers_.find(name);
  return it == verifiers_.end() ? nullptr : it->second.get();
}

absl::Status RegisterBuiltinVerifiers(VerifierRegistry& registry) {
  REFEREE_RETURN_IF_ERROR(RegisterAnswerExactVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterAnswerFormatVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterIdsExactVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterIdsPrefixVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterSortMatchVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterSortLcsVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterCountdownSparseVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterCountdownAstVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterAnswerMatchVerifier(registry));
  REFEREE_RETURN_IF_ERROR(RegisterMathEquivVerifier(registry));
  return absl::OkStatus();
}

}  // namespace referee
