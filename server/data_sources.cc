#include "server/data_sources.h"

#include <string>

#include "absl/strings/match.h"

namespace referee {

std::optional<MathRoute> MathRouteFor(absl::string_view source) {
  if (source == "openai/gsm8k") return MathRoute{"gsm8k", "verl_gsm8k"};
  if (source == "lighteval/MATH" || source == "DigitalLearningGmbH/MATH-lighteval" ||
      source == "HuggingFaceH4/MATH-500") {
    return MathRoute{"boxed", "verl_math"};
  }
  if (source == "math_dapo" || source == "math" || source == "math_dapo_reasoning" ||
      absl::StartsWith(source, "aime")) {
    return MathRoute{"answer_line", "verl_dapo"};
  }
  if (absl::StartsWith(source, "numina_")) return MathRoute{"auto", "none"};
  return std::nullopt;
}

referee::v1::RewardSpec MathRouteSpec(const MathRoute& route, bool compat) {
  referee::v1::RewardSpec spec;
  auto* term = spec.add_terms();
  term->set_verifier("math_equiv");
  auto& params = *term->mutable_params()->mutable_fields();
  if (compat && route.compat != "none") {
    params["compat"].set_string_value(std::string(route.compat));
  } else {
    params["extract"].set_string_value(std::string(route.extract));
  }
  return spec;
}

}  // namespace referee
