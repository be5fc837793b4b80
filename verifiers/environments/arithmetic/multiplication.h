// Multiplication (seed 001 §4.1, RLVE-Gym "Multiplication"): the product of
// two integers.
//
// Level d: both factors uniform in 0..10^(d+2) - 1 (so up to d + 2 digits);
// levels 0..500. The prompt is one of ten phrasings (ours; RLVE-Gym varies
// its wording the same way), picked by the
// seed. Instance: {"a": "digits", "b": "digits"} (strings, up to 1000
// digits each, since the factors outgrow JSON numbers).
// Answer: the final <answer> (else \boxed{}) content as one integer
// (`+`/`-` sign and leading zeros allowed, surrounding whitespace
// ignored). Verifier `multiplication` (RLVE's ladder): -1 if unparseable,
// 1 if it equals a·b, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MULTIPLICATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MULTIPLICATION_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMultiplicationEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

namespace environments {
// The product of two non-negative decimal digit strings, without leading
// zeros (schoolbook, exact at any length).
std::string MultiplyDecimal(absl::string_view a, absl::string_view b);
}  // namespace environments

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MULTIPLICATION_H_
