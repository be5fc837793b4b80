#include "verifiers/environments/legacy/truth/activity_truth.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "verifiers/environments/legacy/truth/ground_truth.h"

namespace referee {
namespace tasks {
namespace {

using referee::v1::Activity;

uint64_t SaturatingAdd(uint64_t a, uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

// IDs (1-based) sorted by (end, start, id): the DP and greedy order.
std::vector<int32_t> SortedForScan(const Activity& activity) {
  std::vector<int32_t> ids(activity.intervals_size());
  std::iota(ids.begin(), ids.end(), 1);
  std::sort(ids.begin(), ids.end(), [&](int32_t a, int32_t b) {
    const auto& x = activity.intervals(a - 1);
    const auto& y = activity.intervals(b - 1);
    if (x.end() != y.end()) return x.end() < y.end();
    if (x.start() != y.start()) return x.start() < y.start();
    return a < b;
  });
  return ids;
}

// Reporting order of a schedule: (end, id).
void SortForReport(const Activity& activity, std::vector<int32_t>& ids) {
  std::sort(ids.begin(), ids.end(), [&](int32_t a, int32_t b) {
    const int32_t ea = activity.intervals(a - 1).end();
    const int32_t eb = activity.intervals(b - 1).end();
    return ea != eb ? ea < eb : a < b;
  });
}

std::string Clock(int32_t minutes) {
  return absl::StrFormat("%02d:%02d", minutes / 60, minutes % 60);
}

// AnalyzeActivity's count only, on the stack: the generator's rejection test,
// run on every draw (App. A.1's rows are at most kMaxGeneratedRows).
constexpr int kMaxGeneratedRows = 64;
bool HasUniqueOptimum(const Activity& activity) {
  const int n = activity.intervals_size();
  if (n > kMaxGeneratedRows) return AnalyzeActivity(activity).count == 1;
  std::array<int32_t, kMaxGeneratedRows> order, ends;
  std::iota(order.begin(), order.begin() + n, 0);
  std::sort(order.begin(), order.begin() + n, [&](int32_t a, int32_t b) {
    const auto& x = activity.intervals(a);
    const auto& y = activity.intervals(b);
    if (x.end() != y.end()) return x.end() < y.end();
    if (x.start() != y.start()) return x.start() < y.start();
    return a < b;
  });
  for (int i = 0; i < n; ++i) ends[i] = activity.intervals(order[i]).end();
  std::array<int32_t, kMaxGeneratedRows + 1> opt;
  std::array<uint64_t, kMaxGeneratedRows + 1> cnt;
  opt[0] = 0;
  cnt[0] = 1;
  for (int i = 1; i <= n; ++i) {
    const int32_t start = activity.intervals(order[i - 1]).start();
    const int p = static_cast<int>(
        std::upper_bound(ends.begin(), ends.begin() + n, start) - ends.begin());
    const int32_t incl = 1 + opt[p], excl = opt[i - 1];
    opt[i] = std::max(incl, excl);
    cnt[i] = incl > excl   ? cnt[p]
             : excl > incl ? cnt[i - 1]
                           : SaturatingAdd(cnt[p], cnt[i - 1]);
  }
  return cnt[n] == 1;
}

}  // namespace

absl::Status ValidateActivity(const Activity& activity) {
  const int n = activity.intervals_size();
  if (n == 0 || n > kMaxActivityRows) {
    return absl::InvalidArgumentError(absl::StrCat(
        "activity.intervals: ", n, " rows (1..", kMaxActivityRows, " allowed)"));
  }
  for (int i = 0; i < n; ++i) {
    const auto& interval = activity.intervals(i);
    if (interval.start() < 0 || interval.start() >= interval.end()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "activity.intervals[", i, "]: needs 0 <= start < end, got [",
          interval.start(), ", ", interval.end(), ")"));
    }
  }
  return absl::OkStatus();
}

ActivityAnalysis AnalyzeActivity(const Activity& activity) {
  const std::vector<int32_t> order = SortedForScan(activity);
  const size_t n = order.size();
  std::vector<int32_t> ends(n);
  for (size_t i = 0; i < n; ++i) ends[i] = activity.intervals(order[i] - 1).end();
  // p[i] (1-based positions in `order`): the last j < i with end_j <= start_i.
  // Ends are sorted and every start < its own end, so that is a prefix.
  std::vector<size_t> p(n + 1, 0);
  for (size_t i = 1; i <= n; ++i) {
    const int32_t start = activity.intervals(order[i - 1] - 1).start();
    p[i] = std::upper_bound(ends.begin(), ends.end(), start) - ends.begin();
  }
  std::vector<int32_t> opt(n + 1, 0);
  std::vector<uint64_t> cnt(n + 1, 0);
  cnt[0] = 1;
  for (size_t i = 1; i <= n; ++i) {
    const int32_t incl = 1 + opt[p[i]];
    const int32_t excl = opt[i - 1];
    opt[i] = std::max(incl, excl);
    if (incl > excl) {
      cnt[i] = cnt[p[i]];
    } else if (excl > incl) {
      cnt[i] = cnt[i - 1];
    } else {
      cnt[i] = SaturatingAdd(cnt[p[i]], cnt[i - 1]);
    }
  }
  ActivityAnalysis analysis;
  analysis.optimum = opt[n];
  analysis.count = cnt[n];
  if (analysis.count == 1) {
    for (size_t i = n; i > 0;) {
      const int32_t incl = 1 + opt[p[i]];
      const int32_t excl = opt[i - 1];
      const bool take = incl > excl ||
                        (incl == excl && cnt[p[i]] == 1 && cnt[i - 1] == 0);
      if (take) {
        analysis.unique_optimum.push_back(order[i - 1]);
        i = p[i];
      } else {
        i = i - 1;
      }
    }
    SortForReport(activity, analysis.unique_optimum);
  }
  int64_t free_from = INT64_MIN;
  for (int32_t id : order) {
    const auto& interval = activity.intervals(id - 1);
    if (interval.start() >= free_from) {
      analysis.greedy.push_back(id);
      free_from = interval.end();
    }
  }
  SortForReport(activity, analysis.greedy);
  return analysis;
}

std::vector<int32_t> SortedByEnd(const Activity& activity) {
  std::vector<int32_t> ids(activity.intervals_size());
  std::iota(ids.begin(), ids.end(), 1);
  SortForReport(activity, ids);
  return ids;
}

PreparedActivity::PreparedActivity(const TaskType& task,
                                   referee::v1::Problem problem)
    : PreparedProblem(task, std::move(problem)),
      sorted_by_end_(SortedByEnd(this->problem().activity())),
      position_(sorted_by_end_.size() + 1, 0) {
  for (size_t i = 0; i < sorted_by_end_.size(); ++i) {
    position_[sorted_by_end_[i]] = static_cast<int32_t>(i);
  }
}

absl::Status PrepareActivity(Activity& activity) {
  absl::Status valid = ValidateActivity(activity);
  if (!valid.ok()) return valid;
  const ActivityAnalysis analysis = AnalyzeActivity(activity);
  if (analysis.count != 1) {
    return absl::InvalidArgumentError(absl::StrCat(
        "activity: the optimum is not unique (",
        analysis.count == UINT64_MAX ? "too many"
                                     : absl::StrCat(analysis.count),
        " schedules of size ", analysis.optimum, ")"));
  }
  if (analysis.greedy != analysis.unique_optimum) {
    return absl::InternalError("activity: greedy and DP optima differ");
  }
  return SetGroundTruth("activity", analysis.unique_optimum, activity);
}

std::string ActivityPrompt(const Activity& activity, bool hint) {
  std::string prompt =
      "Determine the largest subset of activities that can be scheduled "
      "without any overlaps (a single resource is available, so no "
      "double-booking).\nID Start End\n";
  for (int i = 0; i < activity.intervals_size(); ++i) {
    absl::StrAppend(&prompt, i + 1, " ", Clock(activity.intervals(i).start()),
                    " ", Clock(activity.intervals(i).end()), "\n");
  }
  absl::StrAppend(
      &prompt,
      "Instructions: Times are given in 24-hour HH:MM format. Non-overlap "
      "means an activity ending at time T is compatible with one starting at "
      "T. Select a maximum-size subset of non-overlapping rows. Your output "
      "must include the following two lines at the end, in this exact "
      "format: 1. \\ids{<comma-separated IDs of the chosen rows, listed in "
      "order of increasing END time. If two rows have the same END time, put "
      "the smaller ID first>} 2. \\answer{<number of chosen rows>} No spaces "
      "inside \\ids{...}. Example: \\ids{3,9,12}");
  if (hint) {
    absl::StrAppend(&prompt,
                    "\nHint: Sort the rows by increasing end time, then "
                    "greedily pick compatible rows.");
  }
  return prompt;
}

referee::v1::Problem GenerateActivity(Rng& rng,
                                      const ActivityGeneratorOptions& options) {
  referee::v1::Problem problem;
  // Reused across draws: Clear() keeps the Interval messages for the next
  // Add(), and most draws are rejected (a unique optimum is rare).
  Activity activity;
  while (true) {
    activity.Clear();
    const int64_t rows = rng.Uniform(options.min_rows, options.max_rows);
    while (activity.intervals_size() < rows) {
      const int64_t start = rng.Uniform(0, options.max_start);
      const int64_t duration =
          rng.Uniform(options.min_duration, options.max_duration);
      // App. A.1 keeps f <= S_max + D_max, which always holds here; the
      // check stays for other bounds.
      if (start + duration > options.max_start + options.max_duration) continue;
      auto* interval = activity.add_intervals();
      interval->set_start(static_cast<int32_t>(start));
      interval->set_end(static_cast<int32_t>(start + duration));
    }
    // Not unique: resample. The count alone first, so rejected draws do not
    // format PrepareActivity's error message.
    if (!HasUniqueOptimum(activity)) continue;
    if (!PrepareActivity(activity).ok()) continue;
    problem.set_prompt(ActivityPrompt(activity, options.hint));
    problem.set_difficulty(activity.intervals_size());
    *problem.mutable_activity() = std::move(activity);
    return problem;
  }
}

}  // namespace tasks
}  // namespace referee
