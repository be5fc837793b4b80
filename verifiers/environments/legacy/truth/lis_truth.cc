#include "verifiers/environments/legacy/truth/lis_truth.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/legacy/truth/ground_truth.h"

namespace referee {
namespace tasks {

using referee::v1::Lis;

namespace {

// (length, count) of the best increasing subsequences ending somewhere;
// combining keeps the longer, or adds the counts (saturating) of equals.
struct Best {
  int32_t length = 0;
  uint64_t count = 0;
  void Merge(const Best& other) {
    if (other.length > length) {
      *this = other;
    } else if (other.length == length && length > 0) {
      count = count > UINT64_MAX - other.count ? UINT64_MAX : count + other.count;
    }
  }
};

}  // namespace

LisAnalysis AnalyzeLis(const Lis& lis) {
  // App. A.2's DP — len[i] = 1 + max len[j] over j < i with value[j] <
  // value[i], cnt[i] = the sum of cnt[j] over the j reaching that max —
  // with the max/sum over smaller values taken from a Fenwick tree indexed
  // by value rank: O(n log n) instead of O(n²), the same numbers.
  const int n = lis.values_size();
  std::vector<int64_t> ranks(lis.values().begin(), lis.values().end());
  std::sort(ranks.begin(), ranks.end());
  ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
  std::vector<Best> tree(ranks.size() + 1);  // 1-based Fenwick tree.
  LisAnalysis analysis;
  Best overall;
  for (int i = 0; i < n; ++i) {
    const size_t rank =
        std::lower_bound(ranks.begin(), ranks.end(), lis.values(i)) - ranks.begin();
    Best before;  // Over values strictly smaller: ranks [0, rank).
    for (size_t k = rank; k > 0; k &= k - 1) before.Merge(tree[k]);
    Best here = before.length == 0 ? Best{1, 1} : Best{before.length + 1, before.count};
    for (size_t k = rank + 1; k < tree.size(); k += k & (~k + 1)) tree[k].Merge(here);
    overall.Merge(here);
  }
  analysis.length = overall.length;
  analysis.count = overall.count;
  // Patience sorting: tails[k] is the row ending the best increasing
  // subsequence of length k+1 seen so far (lowest value); each row links to
  // the tail one shorter when it was placed.
  std::vector<int> tails;
  std::vector<int> predecessor(n, -1);
  for (int i = 0; i < n; ++i) {
    auto it = std::lower_bound(
        tails.begin(), tails.end(), lis.values(i),
        [&](int row, int64_t value) { return lis.values(row) < value; });
    const size_t pos = it - tails.begin();
    predecessor[i] = pos > 0 ? tails[pos - 1] : -1;
    if (it == tails.end()) {
      tails.push_back(i);
    } else {
      *it = i;
    }
  }
  for (int row = tails.empty() ? -1 : tails.back(); row >= 0;
       row = predecessor[row]) {
    analysis.patience.push_back(row + 1);
  }
  std::reverse(analysis.patience.begin(), analysis.patience.end());
  return analysis;
}

absl::Status PrepareLis(Lis& lis) {
  if (lis.values_size() == 0 || lis.values_size() > kMaxLisValues) {
    return absl::InvalidArgumentError(absl::StrCat(
        "lis.values: ", lis.values_size(), " values (1..", kMaxLisValues,
        " allowed)"));
  }
  const LisAnalysis analysis = AnalyzeLis(lis);
  if (analysis.count != 1) {
    return absl::InvalidArgumentError(absl::StrCat(
        "lis: the longest increasing subsequence is not unique (",
        analysis.count == UINT64_MAX ? "too many"
                                     : absl::StrCat(analysis.count),
        " of length ", analysis.length, ")"));
  }
  return SetGroundTruth("lis", analysis.patience, lis);
}

std::string LisPrompt(const Lis& lis, bool hint) {
  std::string prompt =
      "Determine the longest strictly increasing subsequence (by VALUE) from "
      "the rows below (use the row IDs).\nID Value\n";
  for (int i = 0; i < lis.values_size(); ++i) {
    absl::StrAppend(&prompt, i + 1, " ", lis.values(i), "\n");
  }
  absl::StrAppend(
      &prompt,
      "Instructions: The table lists 1-based row IDs and integer values. A "
      "valid subsequence must be strictly increasing by VALUE and preserve "
      "the original row order. Select a maximum-size subsequence. Your output "
      "must include the following two lines at the end, in this exact "
      "format: 1. \\ids{<comma-separated IDs of the chosen rows, listed in "
      "increasing ROW order>} 2. \\answer{<number of chosen rows>} No spaces "
      "inside \\ids{...}. Example: \\ids{3,9,12}");
  if (hint) {
    absl::StrAppend(&prompt,
                    "\nHint: Use LIS DP (len[i] = 1 + max len[j] for j<i "
                    "with value[j]<value[i]) while storing prev[i] (or "
                    "patience sorting with predecessor links); then "
                    "backtrack to output the ids.");
  }
  return prompt;
}

referee::v1::Problem GenerateLis(Rng& rng, const LisGeneratorOptions& options) {
  referee::v1::Problem problem;
  while (true) {
    Lis lis;
    const int64_t rows = rng.Uniform(options.min_rows, options.max_rows);
    for (int64_t i = 0; i < rows; ++i) {
      lis.add_values(rng.Uniform(options.min_value, options.max_value));
    }
    if (!PrepareLis(lis).ok() || lis.answer() < 2) continue;
    problem.set_prompt(LisPrompt(lis, options.hint));
    problem.set_difficulty(lis.values_size());
    *problem.mutable_lis() = std::move(lis);
    return problem;
  }
}

}  // namespace tasks
}  // namespace referee
