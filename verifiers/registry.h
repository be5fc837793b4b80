// The explicit list of verifiers a server or CLI knows (STYLE §3). Filled
// once before serving, then only read, so lookups take no lock.
#ifndef REFEREE_VERIFIERS_REGISTRY_H_
#define REFEREE_VERIFIERS_REGISTRY_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/verifier.h"

namespace referee {

class VerifierRegistry {
 public:
  VerifierRegistry() = default;
  VerifierRegistry(const VerifierRegistry&) = delete;
  VerifierRegistry& operator=(const VerifierRegistry&) = delete;

  // AlreadyExists if a verifier of the same name is registered.
  absl::Status Register(std::unique_ptr<Verifier> verifier);

  // The verifier called `name`, or nullptr.
  const Verifier* Find(absl::string_view name) const;

  // Every verifier in registration order (stable for ListVerifiers and for
  // metric label pre-creation).
  const std::vector<const Verifier*>& All() const { return ordered_; }

 private:
  absl::flat_hash_map<std::string, std::unique_ptr<Verifier>> verifiers_;
  std::vector<const Verifier*> ordered_;
};

// Registers every built-in verifier: the one list of what Referee scores.
absl::Status RegisterBuiltinVerifiers(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_REGISTRY_H_
