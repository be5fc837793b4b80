// libFuzzer target for math_equiv's comparison layers: the expression
// compiler (verifiers/parsing/math_expr.h), answer equivalence
// (math_equivalence.h), the reading of references (math_reference.h) and
// the verl compatibility rules (verl_compat.h).
// Input: an answer and a reference separated by the first 0xFF byte (or
// the text against itself). No input may crash or hang; an expression with
// an exact value equals itself; verl scores are the values verl returns.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/math_equivalence.h"
#include "verifiers/parsing/math_expr.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/math_reference.h"
#include "verifiers/parsing/verl_compat.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 16 * 1024) return 0;
  namespace p = referee::parsing;
  const absl::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t split = input.find('\xFF');
  const absl::string_view answer = input.substr(0, split);
  const absl::string_view reference =
      split == absl::string_view::npos ? input : input.substr(split + 1);

  bool over_budget = false;
  (void)p::MathAnswersEquivalent(answer, reference, &over_budget);

  // The reference read as math_equiv reads it: a view into it or into
  // the storage, never past either.
  std::string storage;
  if (const auto read = p::MathReferenceAnswer(reference, &storage)) {
    const bool in_reference = read->data() >= reference.data() &&
                              read->data() + read->size() <= reference.data() + reference.size();
    const bool in_storage = read->data() >= storage.data() &&
                            read->data() + read->size() <= storage.data() + storage.size();
    if (!read->empty() && !in_reference && !in_storage) std::abort();
    (void)p::MathAnswersEquivalent(answer, *read, &over_budget);
  }

  const std::string normalized = p::NormalizeMathText(answer);
  if (const auto e = p::MathExpression::Compile(normalized)) {
    if (e->variables().empty()) {
      (void)e->Evaluate({});
      if (e->ExactValue() && !p::ExpressionsEquivalent(*e, *e, 1)) std::abort();
    } else {
      (void)e->Evaluate(std::vector<long double>(e->variables().size(), 1.5L));
    }
  }

  const p::VerlVerdict gsm8k = p::VerlGsm8kScore(answer, reference);
  if (gsm8k.score != (gsm8k.correct ? 1.0 : 0.0) || (gsm8k.correct && !gsm8k.parsed)) {
    std::abort();
  }
  const p::VerlVerdict math = p::VerlMathScore(answer, reference);
  if (math.score != (math.correct ? 1.0 : 0.0) || (math.correct && !math.parsed)) std::abort();
  const p::VerlVerdict dapo = p::VerlDapoScore(answer, reference);
  if (dapo.score != (dapo.correct ? 1.0 : -1.0)) std::abort();
  (void)p::VerlStripString(answer);
  (void)p::VerlNormalizeFinalAnswer(answer);
  return 0;
}
