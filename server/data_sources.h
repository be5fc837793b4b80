// verl's `data_source` names for math datasets, and how `math_equiv` reads
// answers from each (issue #14's drop-in routing). verl's
// default_compute_score picks its reward by data_source; a client that
// sends a data source instead of a Referee prompt id gets math_equiv with
// the extraction the dataset's prompts ask for, or with `compat`, verl's
// own function. The Python adapters keep the same table
// (client/python/referee_client/data_sources.py); a test checks they agree.
#ifndef REFEREE_SERVER_DATA_SOURCES_H_
#define REFEREE_SERVER_DATA_SOURCES_H_

#include <optional>

#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

struct MathRoute {
  absl::string_view extract;  // math_equiv's `extract` for the dataset.
  absl::string_view compat;   // math_equiv's `compat` that is verl's function.
};

//   openai/gsm8k                                  gsm8k        verl_gsm8k
//   lighteval/MATH, DigitalLearningGmbH/MATH-lighteval,
//   HuggingFaceH4/MATH-500                        boxed        verl_math
//   math_dapo, math, math_dapo_reasoning, aime*   answer_line  verl_dapo
//   numina_*                                      auto         (none: verl
//                                                 uses prime_math there)
// nullopt for any other name.
std::optional<MathRoute> MathRouteFor(absl::string_view data_source);

// A spec of one math_equiv term for `route` (`compat` or the extraction).
referee::v1::RewardSpec MathRouteSpec(const MathRoute& route, bool compat);

}  // namespace referee

#endif  // REFEREE_SERVER_DATA_SOURCES_H_
