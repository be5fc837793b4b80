// The sandbox's metrics (DESIGN §7, §12): referee_code_runs_total{language,
// outcome}, referee_code_run_seconds (histogram) and
// referee_code_queue_depth, which the sandbox pool reports.
#ifndef REFEREE_SERVER_CODE_METRICS_H_
#define REFEREE_SERVER_CODE_METRICS_H_

#include <string>
#include <vector>

#include "engine/code_runner.h"
#include "prometheus/counter.h"
#include "prometheus/family.h"
#include "prometheus/gauge.h"
#include "prometheus/histogram.h"
#include "prometheus/registry.h"

namespace referee {

class CodeMetrics final : public CodeRunMetrics {
 public:
  // Every (language, outcome) series exists at zero from the start.
  CodeMetrics(prometheus::Registry& registry, const std::vector<std::string>& languages);

  // `outcome` is the sandbox's (EXITED, TIME_LIMIT, ...), shown lower-case.
  void RunFinished(absl::string_view language, absl::string_view outcome,
                   double seconds) override;
  void QueueDepth(int64_t runs) override;

 private:
  prometheus::Family<prometheus::Counter>& runs_;
  prometheus::Histogram& run_seconds_;
  prometheus::Gauge& queue_depth_;
};

}  // namespace referee

#endif  // REFEREE_SERVER_CODE_METRICS_H_
