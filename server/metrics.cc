#include "server/metrics.h"

#include <chrono>
#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "proto/referee/v1/referee.pb.h"
#include "prometheus/client_metric.h"
#include "prometheus/metric_family.h"
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
      mode_parse_failures_(prometheus::BuildCounter()
                               .Name("referee_mode_parse_failures_total")
                               .Help("Rollouts without an answer, by verifier and the "
                                     "mode it read answers in (math_equiv: "
                                     "extraction or compat).")
                               .Register(registry)),
      mode_budget_exceeded_(prometheus::BuildCounter()
                                .Name("referee_mode_budget_exceeded_total")
                                .Help("Rollouts over a verifier's work budget, by "
                                      "verifier and mode.")
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
      environment_difficulty_(
          prometheus::BuildGauge()
              .Name("referee_environment_difficulty")
              .Help("Highest curriculum level (`high`) seen in curricula "
                    "this replica served, by environment.")
              .Register(registry)),
      generated_(prometheus::BuildCounter()
                     .Name("referee_generated_problems_total")
                     .Help("Problems generated from (environment, "
                           "difficulty, seed), by environment.")
                     .Register(registry)),
      build_info_family_(prometheus::BuildGauge()
                             .Name("referee_build_info")
                             .Help("Always 1; the version is a label.")
                             .Register(registry)),
      auth_failures_(prometheus::BuildCounter()
                         .Name("referee_auth_failures_total")
                         .Help("Calls refused for a missing or wrong bearer "
                               "token, by listener (grpc, http).")
                         .Register(registry)),
      batch_size_(batch_size_family_.Add({}, BatchSizeBuckets())),
      inflight_(inflight_family_.Add({})),
      groups_(groups_family_.Add({})),
      groups_uniform_(groups_uniform_family_.Add({})),
      problems_(problems_family_.Add({})),
      novelty_bonus_(novelty_bonus_family_.Add({}, NoveltyBuckets())),
      steps_(prometheus::BuildCounter()
                 .Name("referee_steps_total")
                 .Help("Step turns played (episodes that sent an action), by "
                       "environment.")
                 .Register(registry)),
      episodes_done_(prometheus::BuildCounter()
                         .Name("referee_episodes_done_total")
                         .Help("Episodes a Step ended, by environment.")
                         .Register(registry)),
      episode_return_(prometheus::BuildHistogram()
                          .Name("referee_episode_return")
                          .Help("Return of each episode a Step ended, by environment.")
                          .Register(registry)) {
  build_info_family_.Add({{"version", kRefereeVersion}}).Set(1);
  auth_failures_.Add({{"listener", "grpc"}});
  auth_failures_.Add({{"listener", "http"}});
  // Every error code, at zero, so alerts on rate() work from the start.
  const auto* codes = referee::v1::ErrorCode_descriptor();
  for (int i = 0; i < codes->value_count(); ++i) {
    if (codes->value(i)->number() == referee::v1::OK) continue;
    errors_.Add({{"code", codes->value(i)->name()}});
  }
  for (const char* method :
       {"Score", "ScoreStream", "Shape", "PutProblems", "ListVerifiers",
        "ListEnvironments", "Sample", "UpdateCurriculum"}) {
    request_duration_.Add({{"method", method}}, LatencyBuckets());
  }
  // The overload series exists from the start, for alerts on its rate.
  request_errors_.Add({{"method", "Score"}, {"code", "RESOURCE_EXHAUSTED"}});
}

void ServerMetrics::AddVerifier(absl::string_view verifier,
                                const std::vector<absl::string_view>& tasks,
                                const std::vector<std::string>& modes) {
  const std::string v(verifier);
  for (const std::string& mode : modes) {
    mode_parse_failures_.Add({{"verifier", v}, {"mode", mode}});
    mode_budget_exceeded_.Add({{"verifier", v}, {"mode", mode}});
  }
  for (absl::string_view task : tasks) {
    rollouts_.Add({{"verifier", v}, {"task", std::string(task)}});
  }
  correct_.Add({{"verifier", v}});
  parse_failures_.Add({{"verifier", v}});
  reward_.Add({{"verifier", v}}, reward_bucket_bounds());
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

void ServerMetrics::RecordMode(absl::string_view verifier, absl::string_view mode,
                               double parse_failures, double budget_exceeded) {
  const std::map<std::string, std::string> labels{{"verifier", std::string(verifier)},
                                                  {"mode", std::string(mode)}};
  mode_parse_failures_.Add(labels).Increment(parse_failures);
  mode_budget_exceeded_.Add(labels).Increment(budget_exceeded);
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

void ServerMetrics::RecordAuthFailure(absl::string_view listener) {
  auth_failures_.Add({{"listener", std::string(listener)}}).Increment();
}

void ServerMetrics::AddEnvironment(absl::string_view environment) {
  const std::string name(environment);
  environment_difficulty_.Add({{"environment", name}});
  generated_.Add({{"environment", name}});
}

void ServerMetrics::RecordGenerated(absl::string_view environment,
                                    double count) {
  prometheus::Counter* counter = nullptr;
  {
    absl::MutexLock lock(&generated_mu_);
    auto it = generated_counters_.find(environment);
    if (it == generated_counters_.end()) {
      it = generated_counters_
               .emplace(std::string(environment),
                        &generated_.Add({{"environment", std::string(environment)}}))
               .first;
    }
    counter = it->second;
  }
  counter->Increment(count);
}

void ServerMetrics::RecordStep(absl::string_view environment, bool done,
                               double episode_return) {
  StepSeries series;
  {
    absl::MutexLock lock(&steps_mu_);
    auto it = step_series_.find(environment);
    if (it == step_series_.end()) {
      const std::string name(environment);
      prometheus::Histogram::BucketBoundaries bounds(reward_bucket_bounds().begin(),
                                                     reward_bucket_bounds().end());
      it = step_series_
               .emplace(name, StepSeries{&steps_.Add({{"environment", name}}),
                                         &episodes_done_.Add({{"environment", name}}),
                                         &episode_return_.Add({{"environment", name}},
                                                              std::move(bounds))})
               .first;
    }
    series = it->second;
  }
  series.steps->Increment();
  if (done) {
    series.done->Increment();
    series.returns->Observe(episode_return);
  }
}

void ServerMetrics::RecordCurriculumHigh(absl::string_view environment,
                                         int high) {
  absl::MutexLock lock(&difficulty_mu_);
  prometheus::Gauge& gauge =
      environment_difficulty_.Add({{"environment", std::string(environment)}});
  if (high > gauge.Value()) gauge.Set(high);
}

namespace {

// Reads caches at scrape time, so the scoring path never touches them for
// metrics.
class CacheCollectable final : public prometheus::Collectable {
 public:
  explicit CacheCollectable(std::function<std::vector<CacheStats>()> read)
      : read_(std::move(read)) {}

  std::vector<prometheus::MetricFamily> Collect() const override {
    std::vector<prometheus::MetricFamily> families;
    for (const CacheStats& stats : read_()) {
      auto add = [&](const char* suffix, const char* help,
                     prometheus::MetricType type, uint64_t value) {
        prometheus::MetricFamily f;
        f.name = absl::StrCat("referee_", stats.name, "_cache_", suffix);
        f.help = absl::StrCat(help, " (", stats.name, " cache).");
        f.type = type;
        prometheus::ClientMetric metric;
        if (type == prometheus::MetricType::Counter) {
          metric.counter.value = static_cast<double>(value);
        } else {
          metric.gauge.value = static_cast<double>(value);
        }
        f.metric.push_back(metric);
        families.push_back(std::move(f));
      };
      add("hits_total", "Look-ups answered from the cache",
          prometheus::MetricType::Counter, stats.hits);
      add("misses_total", "Look-ups that had to build the entry",
          prometheus::MetricType::Counter, stats.misses);
      add("bytes", "Approximate memory held", prometheus::MetricType::Gauge,
          stats.bytes);
      add("entries", "Entries held", prometheus::MetricType::Gauge,
          stats.entries);
    }
    return families;
  }

 private:
  std::function<std::vector<CacheStats>()> read_;
};

}  // namespace

std::shared_ptr<prometheus::Collectable> MakeCacheCollectable(
    std::function<std::vector<CacheStats>()> read) {
  return std::make_shared<CacheCollectable>(std::move(read));
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
