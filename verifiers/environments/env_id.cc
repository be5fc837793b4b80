#include "verifiers/environments/env_id.h"

#include <limits>

#include "absl/strings/str_cat.h"

namespace referee {
namespace {

// Canonical decimal (no sign, no leading zero unless "0") up to `max`.
std::optional<uint64_t> CanonicalDecimal(absl::string_view text, uint64_t max) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  if (text.size() > 1 && text.front() == '0') return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (max - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

}  // namespace

std::optional<EnvId> ParseEnvId(absl::string_view id) {
  if (!IsEnvId(id)) return std::nullopt;
  id.remove_prefix(kEnvIdPrefix.size());
  const size_t first = id.find('/');
  if (first == absl::string_view::npos || first == 0) return std::nullopt;
  const size_t second = id.find('/', first + 1);
  if (second == absl::string_view::npos) return std::nullopt;
  const std::optional<uint64_t> difficulty = CanonicalDecimal(
      id.substr(first + 1, second - first - 1),
      static_cast<uint64_t>(std::numeric_limits<int32_t>::max()));
  absl::string_view seed_text = id.substr(second + 1);
  std::optional<uint64_t> state;
  if (const size_t at = seed_text.find('@'); at != absl::string_view::npos) {
    state = CanonicalDecimal(seed_text.substr(at + 1),
                             static_cast<uint64_t>(std::numeric_limits<int32_t>::max()));
    if (!state) return std::nullopt;
    seed_text = seed_text.substr(0, at);
  }
  const std::optional<uint64_t> seed =
      CanonicalDecimal(seed_text, std::numeric_limits<uint64_t>::max());
  if (!difficulty || !seed) return std::nullopt;
  EnvId env;
  env.name = id.substr(0, first);
  env.difficulty = static_cast<int32_t>(*difficulty);
  env.seed = *seed;
  if (state) env.state = static_cast<int32_t>(*state);
  return env;
}

std::string FormatEnvId(absl::string_view name, int32_t difficulty,
                        uint64_t seed) {
  return absl::StrCat(kEnvIdPrefix, name, "/", difficulty, "/", seed);
}

std::string FormatEnvId(const EnvId& env) {
  std::string id = FormatEnvId(env.name, env.difficulty, env.seed);
  if (env.state) absl::StrAppend(&id, "@", *env.state);
  return id;
}

referee::v1::Problem EnvIdProblem(absl::string_view id, const EnvId& env) {
  referee::v1::Problem problem;
  problem.set_id(std::string(id));
  referee::v1::EnvironmentInstance& instance = *problem.mutable_environment();
  instance.set_name(std::string(env.name));
  instance.set_difficulty(env.difficulty);
  instance.set_seed(env.seed);
  if (env.state) instance.set_state(*env.state);
  return problem;
}

}  // namespace referee
