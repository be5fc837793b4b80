#include "engine/novelty.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "engine/groups.h"

namespace referee {

absl::StatusOr<NoveltyOptions> ResolveNovelty(
    const referee::v1::Novelty& novelty, absl::string_view field) {
  NoveltyOptions options;
  if (!std::isfinite(novelty.alpha())) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".alpha: must be finite"));
  }
  if (novelty.top_k() < 0) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".top_k: must be >= 0"));
  }
  if (!(novelty.z_clip() >= 0) || std::isinf(novelty.z_clip())) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".z_clip: must be a finite number >= 0"));
  }
  if (novelty.alpha() != 0) options.alpha = novelty.alpha();
  if (novelty.top_k() != 0) options.top_k = novelty.top_k();
  if (novelty.z_clip() != 0) options.z_clip = novelty.z_clip();
  return options;
}

absl::Status CheckNoveltyInputs(
    absl::Span<const float> ref_logprobs,
    const std::optional<double>& given, absl::string_view field) {
  if (given && !std::isfinite(*given)) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".novelty_score: must be finite"));
  }
  for (float logprob : ref_logprobs) {
    if (!std::isfinite(logprob)) {
      return absl::InvalidArgumentError(
          absl::StrCat(field, ".ref_logprobs: every value must be finite"));
    }
  }
  return absl::OkStatus();
}

double NoveltyScore(absl::Span<const float> ref_logprobs,
                    const std::optional<double>& given, int top_k) {
  if (given) return *given;
  if (ref_logprobs.empty()) return 0;
  std::vector<double> nll(ref_logprobs.begin(), ref_logprobs.end());
  for (double& value : nll) value = -value;
  const size_t k = std::min(nll.size(), static_cast<size_t>(top_k));
  // Only which k are largest matters, not their order.
  std::nth_element(nll.begin(), nll.begin() + (k - 1), nll.end(),
                   std::greater<double>());
  double sum = 0;
  for (size_t i = 0; i < k; ++i) sum += nll[i];
  return sum / static_cast<double>(k);
}

void GroupNoveltyBonuses(absl::Span<const double> scores,
                         absl::Span<const bool> correct,
                         const NoveltyOptions& options,
                         absl::Span<double> bonuses) {
  std::fill(bonuses.begin(), bonuses.end(), 0.0);
  double sum = 0;
  int count = 0;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (!correct[i]) continue;
    sum += scores[i];
    ++count;
  }
  if (count < 2) return;
  const double mean = sum / count;
  double squared_deviations = 0;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (correct[i]) squared_deviations += (scores[i] - mean) * (scores[i] - mean);
  }
  const double std = std::sqrt(squared_deviations / count);  // Population.
  if (!(std >= 1e-6)) return;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (!correct[i]) continue;
    const double z =
        std::clamp((scores[i] - mean) / std, -options.z_clip, options.z_clip);
    bonuses[i] = options.alpha * z;
  }
}

absl::Status ShapeItems(const referee::v1::ShapeRequest& request,
                        referee::v1::ShapeResponse* response) {
  if (request.items_size() == 0) {
    return absl::InvalidArgumentError("items: empty request");
  }
  absl::StatusOr<NoveltyOptions> options =
      ResolveNovelty(request.novelty(), "novelty");
  if (!options.ok()) return options.status();
  for (int i = 0; i < request.items_size(); ++i) {
    const referee::v1::ShapeItem& item = request.items(i);
    if (!std::isfinite(item.base_reward())) {
      return absl::InvalidArgumentError(
          absl::StrCat("items[", i, "].base_reward: must be finite"));
    }
    absl::Status inputs = CheckNoveltyInputs(
        item.ref_logprobs(),
        item.has_novelty_score() ? std::optional<double>(item.novelty_score())
                                 : std::nullopt,
        absl::StrCat("items[", i, "]"));
    if (!inputs.ok()) return inputs;
  }
  const Groups groups = GroupItems(request.items_size(), [&](size_t i) {
    return absl::string_view(request.items(static_cast<int>(i)).group_id());
  });
  const int n = request.items_size();
  response->mutable_rewards()->Resize(n, 0.0f);
  response->mutable_bonuses()->Resize(n, 0.0f);
  std::vector<double> scores, bonuses;
  absl::InlinedVector<bool, 16> correct;
  for (size_t g = 0; g < groups.size(); ++g) {
    const absl::Span<const uint32_t> members = groups.Members(g);
    scores.clear();
    correct.clear();
    for (uint32_t i : members) {
      const referee::v1::ShapeItem& item = request.items(i);
      scores.push_back(NoveltyScore(
          item.ref_logprobs(),
          item.has_novelty_score() ? std::optional<double>(item.novelty_score())
                                   : std::nullopt,
          options->top_k));
      correct.push_back(item.correct());
    }
    bonuses.assign(members.size(), 0.0);
    GroupNoveltyBonuses(scores, correct, *options, absl::MakeSpan(bonuses));
    for (size_t k = 0; k < members.size(); ++k) {
      const uint32_t i = members[k];
      response->set_bonuses(i, static_cast<float>(bonuses[k]));
      response->set_rewards(
          i, static_cast<float>(request.items(i).base_reward() + bonuses[k]));
    }
  }
  return absl::OkStatus();
}

}  // namespace referee
