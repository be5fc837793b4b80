#include "server/code_metrics.h"

#include "absl/strings/ascii.h"
#include "proto/referee/v1/sandbox.pb.h"

namespace referee {

CodeMetrics::CodeMetrics(prometheus::Registry& registry,
                         const std::vector<std::string>& languages)
    : runs_(prometheus::BuildCounter()
                .Name("referee_code_runs_total")
                .Help("Program runs in the sandbox, by language and how they ended")
                .Register(registry)),
      // A run takes from ~10 ms (an interpreter's start) to its limit (10 s).
      run_seconds_(prometheus::BuildHistogram()
                       .Name("referee_code_run_seconds")
                       .Help("Wall-clock time of one program run, the sandbox included")
                       .Register(registry)
                       .Add({}, prometheus::Histogram::BucketBoundaries{
                                    0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20})),
      queue_depth_(prometheus::BuildGauge()
                       .Name("referee_code_queue_depth")
                       .Help("Program runs waiting for a sandbox worker")
                       .Register(registry)
                       .Add({})) {
  for (const std::string& language : languages) {
    for (int outcome = v1::sandbox::Outcome_MIN + 1; outcome <= v1::sandbox::Outcome_MAX;
         ++outcome) {
      runs_.Add({{"language", language},
                 {"outcome", absl::AsciiStrToLower(v1::sandbox::Outcome_Name(outcome))}});
    }
  }
}

void CodeMetrics::RunFinished(absl::string_view language, absl::string_view outcome,
                              double seconds) {
  runs_.Add({{"language", std::string(language)},
             {"outcome", absl::AsciiStrToLower(outcome)}})
      .Increment();
  run_seconds_.Observe(seconds);
}

void CodeMetrics::QueueDepth(int64_t runs) { queue_depth_.Set(static_cast<double>(runs)); }

}  // namespace referee
