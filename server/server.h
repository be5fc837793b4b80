// A running Referee server: registry, store, scorer, pool, gRPC server with
// health and reflection, and the Prometheus exposer. Used by
// `referee-server` and by in-process integration tests.
#ifndef REFEREE_SERVER_SERVER_H_
#define REFEREE_SERVER_SERVER_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "grpcpp/server.h"
#include "prometheus/exposer.h"
#include "prometheus/registry.h"
#include "server/config.h"
#include "server/http_gateway.h"
#include "server/metrics.h"
#include "engine/problem_store.h"
#include "server/referee_service.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"
#include "sandbox/sandbox_pool.h"
#include "verifiers/environments/catalog.h"

namespace referee {

class RefereeServer {
 public:
  // Loads problems, binds the ports and starts serving. Errors name the
  // flag, file or address at fault.
  static absl::StatusOr<std::unique_ptr<RefereeServer>> Start(
      const ServerConfig& config);
  ~RefereeServer();  // Shutdown() if not done.

  // Stops accepting RPCs, lets in-flight batches finish (up to
  // `grace_seconds`, then cancels them), and stops the pool.
  void Shutdown(double grace_seconds = 30);

  int grpc_port() const { return grpc_port_; }
  int metrics_port() const { return metrics_port_; }
  int http_port() const { return http_ != nullptr ? http_->port() : 0; }
  const ProblemStore& store() const { return store_; }

 private:
  RefereeServer() = default;

  Catalog catalog_;
  ProblemStore store_{catalog_.tasks};
  std::shared_ptr<prometheus::Registry> metrics_registry_;
  std::unique_ptr<ServerMetrics> metrics_;
  std::shared_ptr<prometheus::Collectable> cache_metrics_;
  std::unique_ptr<Scorer> scorer_;
  // Declared after scorer_: its threads judge batches, so it stops first.
  std::unique_ptr<CodeRunMetrics> code_metrics_;
  std::unique_ptr<sandbox::SandboxPool> sandbox_;
  // After scorer_: destroyed first, so no scrape reads a destroyed cache.
  std::unique_ptr<prometheus::Exposer> exposer_;
  std::unique_ptr<ThreadPool> pool_;
  std::unique_ptr<RefereeService> service_;
  std::unique_ptr<grpc::Server> server_;
  std::unique_ptr<HttpGateway> http_;
  int grpc_port_ = 0;
  int metrics_port_ = 0;
  std::string metrics_address_;  // --metrics_listen, to stop it promptly.
  bool shut_down_ = false;
  int drain_quiet_ms_ = 250;
};

}  // namespace referee

#endif  // REFEREE_SERVER_SERVER_H_
