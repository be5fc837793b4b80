// libFuzzer target for the sorting-preface extractor and the candidate
// scanners of seed 000 App. B: no input may crash, and what they return
// must respect their contracts (valid, distinct IDs; a full permutation).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/ids.h"
#include "verifiers/parsing/sorting.h"
#include "verifiers/parsing/tags.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024 || size == 0) return 0;
  using namespace referee::parsing;
  // The first byte picks n in 1..32; the rest is the model output.
  const int32_t n = data[0] % 32 + 1;
  const absl::string_view text(reinterpret_cast<const char*>(data) + 1,
                               size - 1);
  if (auto preface = ExtractSortingPreface(text, n)) {
    if (preface->size() != static_cast<size_t>(n)) std::abort();
    std::vector<bool> seen(n + 1, false);
    for (int32_t id : *preface) {
      if (id < 1 || id > n || seen[id]) std::abort();
      seen[id] = true;
    }
  }
  const std::vector<int64_t> run = LongestCommaRun(text);
  if (run.size() == 1) std::abort();
  NormalizeIds(IdTokens(text), n);
  absl::string_view rest = text;
  while (auto block = NextIdsBlock(rest)) {
    ParseIdList(*block);
  }
  if (auto answer = LastAnswerTag(text)) ParseAnswerInteger(*answer);
  return 0;
}
