// The sorting preface and ID-list candidates of seed 000 Appendix B, as
// pinned by DESIGN §4 ("Sorting preface", "Sorting text"). All scans are
// single left-to-right passes over the text.
#ifndef REFEREE_VERIFIERS_PARSING_SORTING_H_
#define REFEREE_VERIFIERS_PARSING_SORTING_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// Keeps only valid IDs (1..n) and drops repeats, keeping the first.
std::vector<int32_t> NormalizeIds(const std::vector<int64_t>& ids, int32_t n);

// The values of every `ID k` token, in order: the whole word `ID`
// (ASCII case-insensitive), optional spaces or tabs, then digits. `ID3`
// counts; `ID: 3` and `IDs 3` do not.
std::vector<int64_t> IdTokens(absl::string_view text);

// The longest comma run: two or more digit runs joined by commas with
// optional spaces or tabs around them; ties go to the first. Empty if none.
std::vector<int64_t> LongestCommaRun(absl::string_view text);

// The sorting preface: among the paragraphs (split at blank lines) that
// contain the whole word sort/sorted/sorting, each cut at its first stop
// word (select, greedy, choose, subset, largest, final answer, so, thus,
// therefore, next), the first whose IDs — from `ID k` tokens if they cover
// all n IDs, else from the longest comma run — normalize to a permutation of
// 1..n. nullopt if no paragraph qualifies.
std::optional<std::vector<int32_t>> ExtractSortingPreface(
    absl::string_view text, int32_t n);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_SORTING_H_
