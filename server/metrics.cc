#include "server/metrics.h"

#include <chrono>

#include "proto/referee/v1/referee.pb.h"
#include "prometheus/client_metric.h"
#include "prometheus/metric_family.h"
#include "verifiers/tasks/countdown_solver.h"
#include "server/version.h"

namespace referee {
namespace {

double NowSeconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

const prometheus::Histogram::BucketBoundaries& LatencyBuckets() {
  // 100 µs .. ~26 s, doubling.
  static const auto* const kBuckets = [] {
    auto* b = new prometheus::Histogram::BucketBoundaries();
    for (double v = 1e-4; v < 30; v *= 2) b->push_back(v);
    return b;
  }();
  return *kBuckets;
}

const prometheus::Histogram::BucketBoundaries& BatchSizeBuckets() {
  static const auto* const kBuckets = [] {
    auto* b = new prometheus::Histogram::BucketBoundaries();
    for (double v = 1; v <= 65536; v *= 2) b->push_back(v);
    return b;
  }();
  return *kBuckets;
}

const prometheus::Histogram::BucketBoundaries& NoveltyBuckets() {
  static const auto* const kBuckets = new prometheus::Histogram::BucketBoundaries{
      -0.4, -0.2, -0.1, -0.05, 0, 0.05, 0.1, 0.2, 0.4};
  return *kBuckets;
}

}  // namespace

const std::vector<double>& ServerMetrics::reward_bucket_bounds() {
  static const auto* const kBuckets = new std::vector<double>{
      -1, -0.5, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.5, 2};
  return *kBuckets;
}

ServerMetrics::ServerMetrics(prometheus::Registry& registry)
    : rollouts_(prometheus::BuildCounter()
                    .Name("referee_rollouts_total")
                    .Help("Rollouts scored, by verifier term and task.")
                    .Register(registry)),
      errors_(prometheus::BuildCounter()
                  .Name("referee_rollout_errors_total")
                  .Help("Rollouts that could not be scored, by error code.")
                  .Register(registry)),
      correct_(prometheus::BuildCounter()
                   .Name("referee_correct_total")
                   .Help("Rollouts a verifier judged correct.")
                   .Register(registry)),
      parse_failures_(prometheus::BuildCounter()
                          .Name("referee_parse_failures_total")
                          .Help("Rollouts whose answer a verifier could not "
                                "extract.")
                          .Register(registry)),
      reward_(prometheus::BuildHistogram()
                  .Name("referee_reward")
                  .Help("Score of each verifier term, per rollout.")
                  .Register(registry)),
      request_duration_(prometheus::BuildHistogram()
                            .Name("referee_request_duration_seconds")
                            .Help("Time from receiving an RPC to finishing "
                                  "it, by method.")
                            .Register(registry)),
      request_errors_(prometheus::BuildCounter()
                          .Name("referee_request_errors_total")
                          .Help("Calls that failed as a whole, by method and "
                                "gRPC code (RESOURCE_EXHAUSTED is overload).")
                          .Register(registry)),
      batch_size_family_(prometheus::BuildHistogram()
                             .Name("referee_batch_size")
                             .Help("Rollouts per scored batch.")
                             .Register(registry)),
      inflight_family_(prometheus::BuildGauge()
                           .Name("referee_inflight_requests")
                           .Help("RPCs being served right now.")
                           .Register(registry)),
      groups_family_(prometheus::BuildCounter()
                         .Name("referee_groups_total")
                         .Help("Groups (rollouts of one group_id in one "
                               "request) scored.")
                         .Register(registry)),
      groups_uniform_family_(prometheus::BuildCounter()
                                 .Name("referee_groups_uniform_total")
                                 .Help("Groups whose rewards were all equal "
                                       "(no learning signal).")
                                 .Register(registry)),
      novelty_bonus_family_(prometheus::BuildHistogram()
                                .Name("referee_novelty_bonus")
                                .Help("Novelty bonus added per rollout.")
                                .Register(registry)),
      problems_family_(prometheus::BuildGauge()
                           .Name("referee_problems")
                           .Help("Problems in this replica's store.")
                           .Register(registry)),
      build_info_family_(prometheus::BuildGauge()
                             .Name("referee_build_info")
                             .Help("Always 1; the version is a label.")
                             .Register(registry)),
      batch_size_(batch_size_family_.Add({}, BatchSizeBuckets())),
      inflight_(inflight_family_.Add({})),
      groups_(groups_family_.Add({})),
      groups_uniform_(groups_uniform_family_.Add({})),
      problems_(problems_family_.Add({})),
      novelty_bonus_(novelty_bonus_family_.Add({}, NoveltyBuckets())) {
  build_info_family_.Add({{"version", kRefereeVersion}}).Set(1);
  // Every error code, at zero, so alerts on rate() work from the start.
  const auto* codes = referee::v1::ErrorCode_descriptor();
  for (int i = 0; i < codes->value_count(); ++i) {
    if (codes->value(i)->number() == referee::v1::OK) continue;
    errors_.Add({{"code", codes->value(i)->name()}});
  }
  for (const char* method : {"Score", "ScoreStream", "Shape", "PutProblems",
                             "ListVerifiers"}) {
    request_duration_.Add({{"method", method}}, LatencyBuckets());
  }
  // The overload series exists from the start, for alerts on its rate.
  request_errors_.Add({{"method", "Score"}, {"code", "RESOURCE_EXHAUSTED"}});
}

void ServerMetrics::AddVerifier(absl::string_view verifier,
                                const std::vector<absl::string_view>& tasks) {
  const std::string v(verifier);
  for (absl::string_view task : tasks) {
    rollouts_.Add({{"verifier", v}, {"task", std::string(task)}});
  }
  correct_.Add({{"verifier", v}});
  parse_failures_.Add({{"verifier", v}});
  reward_.Add({{"verifier", v}}, reward_bucket_bounds());
}

ServerMetrics::TermTally ServerMetrics::NewTermTally() const {
  TermTally tally;
  tally.reward_buckets.assign(reward_bucket_bounds().size() + 1, 0);
  return tally;
}

void ServerMetrics::RecordTerm(absl::string_view verifier,
                               absl::string_view task, const TermTally& tally) {
  const std::string v(verifier);
  rollouts_.Add({{"verifier", v}, {"task", std::string(task)}})
      .Increment(tally.rollouts);
  correct_.Add({{"verifier", v}}).Increment(tally.correct);
  parse_failures_.Add({{"verifier", v}}).Increment(tally.parse_failures);
  reward_.Add({{"verifier", v}}, reward_bucket_bounds())
      .ObserveMultiple(tally.reward_buckets, tally.reward_sum);
}

void ServerMetrics::RecordErrors(absl::string_view code, double count) {
  errors_.Add({{"code", std::string(code)}}).Increment(count);
}

void ServerMetrics::RecordGroups(double groups, double uniform) {
  groups_.Increment(groups);
  groups_uniform_.Increment(uniform);
}

void ServerMetrics::RecordNoveltyBonuses(const std::vector<double>& bonuses) {
  for (double bonus : bonuses) novelty_bonus_.Observe(bonus);
}

void ServerMetrics::RecordBatchSize(double rollouts) {
  batch_size_.Observe(rollouts);
}

void ServerMetrics::RecordRequest(absl::string_view method, double seconds) {
  request_duration_.Add({{"method", std::string(method)}}, LatencyBuckets())
      .Observe(seconds);
}

void ServerMetrics::SetProblems(double count) { problems_.Set(count); }

void ServerMetrics::RecordRequestError(absl::string_view method,
                                       absl::string_view code) {
  request_errors_.Add({{"method", std::string(method)}, {"code", std::string(code)}})
      .Increment();
}

namespace {

class CountdownCacheCollectable final : public prometheus::Collectable {
 public:
  std::vector<prometheus::MetricFamily> Collect() const override {
    const auto stats = tasks::CountdownSolverCache::Global().stats();
    auto family = [](const char* name, const char* help,
                     prometheus::MetricType type, double value) {
      prometheus::MetricFamily f;
      f.name = name;
      f.help = help;
      f.type = type;
      prometheus::ClientMetric metric;
      if (type == prometheus::MetricType::Counter) {
        metric.counter.value = value;
      } else {
        metric.gauge.value = value;
      }
      f.metric.push_back(metric);
      return f;
    };
    return {
        family("referee_countdown_cache_hits_total",
               "Countdown rollouts whose solution tables were cached.",
               prometheus::MetricType::Counter, static_cast<double>(stats.hits)),
        family("referee_countdown_cache_misses_total",
               "Countdown problems whose solution tables were built.",
               prometheus::MetricType::Counter, static_cast<double>(stats.misses)),
        family("referee_countdown_cache_bytes",
               "Approximate memory held by cached Countdown tables.",
               prometheus::MetricType::Gauge, static_cast<double>(stats.bytes)),
        family("referee_countdown_cache_entries",
               "Countdown problems with cached tables.",
               prometheus::MetricType::Gauge, static_cast<double>(stats.entries)),
    };
  }
};

}  // namespace

std::shared_ptr<prometheus::Collectable> MakeCountdownCacheCollectable() {
  return std::make_shared<CountdownCacheCollectable>();
}

RequestTimer::RequestTimer(ServerMetrics* metrics, const char* method)
    : metrics_(metrics), method_(method), start_seconds_(NowSeconds()) {
  if (metrics_ != nullptr) metrics_->inflight_requests().Increment();
}

void RequestTimer::Done() {
  if (metrics_ == nullptr) return;
  metrics_->inflight_requests().Decrement();
  metrics_->RecordRequest(method_, NowSeconds() - start_seconds_);
  metrics_ = nullptr;
}

}  // namespace referee
