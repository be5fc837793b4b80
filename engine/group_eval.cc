#include "engine/group_eval.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verifiers/parsing/math_answer.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace {

// A plain decimal number: [+-]?digits[.digits] (what "numerically
// smallest" compares); its value, else nullopt.
std::optional<double> PlainNumber(absl::string_view text) {
  size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
  const size_t digits_start = i;
  while (i < text.size() && absl::ascii_isdigit(static_cast<unsigned char>(text[i]))) ++i;
  if (i == digits_start) return std::nullopt;
  if (i < text.size() && text[i] == '.') {
    const size_t fraction_start = ++i;
    while (i < text.size() && absl::ascii_isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i == fraction_start) return std::nullopt;
  }
  if (i != text.size()) return std::nullopt;
  double value = 0;
  if (!absl::SimpleAtod(text, &value)) return std::nullopt;
  return value;
}

}  // namespace

absl::StatusOr<std::vector<int32_t>> ResolveEvalK(const referee::v1::RewardSpec& spec) {
  std::vector<int32_t> ks;
  ks.reserve(static_cast<size_t>(spec.eval_k_size()));
  for (int i = 0; i < spec.eval_k_size(); ++i) {
    const int32_t k = spec.eval_k(i);
    if (k < 1 || k > kMaxEvalK) {
      return absl::InvalidArgumentError(
          absl::StrCat("spec.eval_k[", i, "]: ", k, " is not in 1..", kMaxEvalK));
    }
    ks.push_back(k);
  }
  std::sort(ks.begin(), ks.end());
  ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
  return ks;
}

double PassAtK(int64_t n, int64_t c, int64_t k) {
  if (n - c < k) return 1.0;
  // C(n−c, k)/C(n, k) = Π_{i = n−c+1}^{n} (1 − k/i).
  double all_wrong = 1.0;
  for (int64_t i = n - c + 1; i <= n; ++i) {
    all_wrong *= 1.0 - static_cast<double>(k) / static_cast<double>(i);
  }
  return 1.0 - all_wrong;
}

std::string VoteKey(absl::string_view output) {
  const std::optional<parsing::MathAnswer> answer =
      parsing::ExtractMathAnswer(output, parsing::MathExtraction::kAuto);
  std::string key;
  if (!answer) return key;
  key.reserve(answer->text.size());
  bool space = false;
  for (char c : answer->text) {
    if (parsing::IsAsciiSpace(c)) {
      space = true;
      continue;
    }
    if (space && !key.empty()) key.push_back(' ');
    space = false;
    key.push_back(c);
  }
  return key;
}

int64_t MajorityIndex(absl::Span<const std::string> keys) {
  // Each answer's votes and its first rollout.
  absl::flat_hash_map<absl::string_view, std::pair<int64_t, int64_t>> votes;
  int64_t most = 0;
  for (size_t i = 0; i < keys.size(); ++i) {
    if (keys[i].empty()) continue;
    auto [it, inserted] = votes.try_emplace(keys[i], 0, static_cast<int64_t>(i));
    most = std::max(most, ++it->second.first);
  }
  if (most == 0) return -1;
  // The tied answers, in first-seen order (deterministic: no map order).
  std::vector<int64_t> tied;
  for (size_t i = 0; i < keys.size(); ++i) {
    if (keys[i].empty()) continue;
    const auto& [count, first] = votes.at(keys[i]);
    if (count == most && first == static_cast<int64_t>(i)) tied.push_back(first);
  }
  bool numbers = true;
  for (int64_t i : tied) numbers = numbers && PlainNumber(keys[i]).has_value();
  return *std::min_element(tied.begin(), tied.end(), [&](int64_t a, int64_t b) {
    if (numbers) {
      const double x = *PlainNumber(keys[a]), y = *PlainNumber(keys[b]);
      if (x != y) return x < y;
    }
    return keys[a] < keys[b];
  });
}

void AddGroupEval(absl::Span<const int32_t> ks, absl::Span<const absl::string_view> outputs,
                  absl::Span<const bool> correct, referee::v1::GroupStats& stats) {
  const int64_t n = static_cast<int64_t>(outputs.size());
  int64_t c = 0;
  for (bool ok : correct) c += ok ? 1 : 0;
  std::vector<std::string> keys;  // Made only up to the largest k used.
  std::vector<int32_t> left_out;
  for (int32_t k : ks) {
    if (k > n) {
      left_out.push_back(k);
      continue;
    }
    (*stats.mutable_pass_at_k())[k] = PassAtK(n, c, k);
    int64_t first_correct = 0;
    for (int64_t i = 0; i < k; ++i) first_correct += correct[static_cast<size_t>(i)] ? 1 : 0;
    (*stats.mutable_avg_at_k())[k] = static_cast<double>(first_correct) / k;
    while (static_cast<int64_t>(keys.size()) < k) keys.push_back(VoteKey(outputs[keys.size()]));
    const int64_t winner = MajorityIndex(absl::MakeConstSpan(keys.data(), static_cast<size_t>(k)));
    (*stats.mutable_maj_at_k())[k] = winner >= 0 && correct[static_cast<size_t>(winner)] ? 1 : 0;
  }
  if (!left_out.empty()) {
    stats.set_eval_note(absl::StrCat("k = ", absl::StrJoin(left_out, ", "),
                                     " left out: the group has ", n,
                                     n == 1 ? " rollout" : " rollouts"));
  }
}

}  // namespace referee
