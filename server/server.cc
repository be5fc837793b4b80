#include "server/server.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <fstream>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "grpc/grpc.h"
#include "grpcpp/ext/proto_server_reflection_plugin.h"
#include "grpcpp/health_check_service_interface.h"
#include "grpcpp/security/server_credentials.h"
#include "grpcpp/server_builder.h"
#include "server/civet_listener.h"
#include "server/code_metrics.h"
#include "engine/demo_data.h"
#include "server/ready_file.h"
#include "spdlog/spdlog.h"
#include "verifiers/status_macros.h"

namespace referee {
namespace {

// Linking gRPC's reflection library registers its plugin with every
// ServerBuilder of the process; --reflection=false takes it out of this one.
class WithoutReflection final : public grpc::ServerBuilderOption {
 public:
  void UpdateArguments(grpc::ChannelArguments*) override {}
  void UpdatePlugins(
      std::vector<std::unique_ptr<grpc::ServerBuilderPlugin>>* plugins) override {
    plugins->erase(std::remove_if(plugins->begin(), plugins->end(),
                                  [](const auto& plugin) {
                                    return plugin->name() == "proto_server_reflection";
                                  }),
                   plugins->end());
  }
};

// A drain (RefereeServer::Shutdown) waits --drain_quiet_ms without a
// refused call before gRPC stops, and at most kMaxQuietWaitSeconds for it
// (a client that keeps sending to a replica that refuses it would
// otherwise hold every drain to its grace).
constexpr double kMaxQuietWaitSeconds = 5;

// Where referee-sandbox is: the flag, else beside this executable (an
// install), else ../sandbox/ (a build tree).
std::string SandboxWorkerPath(const ServerConfig& config) {
  if (!config.sandbox_worker.empty()) return config.sandbox_worker;
  char self[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return "referee-sandbox";
  self[n] = '\0';
  std::string dir(self);
  dir.resize(dir.rfind('/'));
  const std::string beside = absl::StrCat(dir, "/referee-sandbox");
  if (access(beside.c_str(), X_OK) == 0) return beside;
  return absl::StrCat(dir, "/../sandbox/referee-sandbox");
}

absl::StatusOr<std::unique_ptr<sandbox::SandboxPool>> StartSandbox(
    const ServerConfig& config, prometheus::Registry& registry,
    std::unique_ptr<CodeRunMetrics>& metrics) {
  sandbox::SandboxPoolOptions options;
  options.worker_binary = SandboxWorkerPath(config);
  options.workers = config.sandbox_workers > 0
                        ? config.sandbox_workers
                        : static_cast<int>(std::thread::hardware_concurrency());
  options.worker_flags = config.sandbox_worker_flags;
  metrics = std::make_unique<CodeMetrics>(registry, std::vector<std::string>{"python3"});
  options.metrics = metrics.get();
  absl::StatusOr<std::unique_ptr<sandbox::SandboxPool>> pool =
      sandbox::SandboxPool::Start(std::move(options));
  if (pool.ok()) {
    spdlog::info("sandbox on: {} workers ({})", (*pool)->workers(), "bubblewrap");
  }
  return pool;
}

}  // namespace

absl::StatusOr<std::unique_ptr<RefereeServer>> RefereeServer::Start(
    const ServerConfig& config) {
  std::unique_ptr<RefereeServer> s(new RefereeServer());
  s->drain_quiet_ms_ = config.drain_quiet_ms;
  TaskOptions task_options;
  task_options.cache_bytes = config.task_cache_bytes;
  REFEREE_RETURN_IF_ERROR(RegisterBuiltins(s->catalog_, task_options));
  s->store_.set_max_bytes(config.max_store_bytes);
  if (config.demo) {
    REFEREE_RETURN_IF_ERROR(s->store_.Put(DemoProblems(s->catalog_.tasks)));
  }
  for (const std::string& path : config.problem_files) {
    REFEREE_RETURN_IF_ERROR(s->store_.LoadJsonl(path, config.max_json_depth));
  }

  s->metrics_registry_ = std::make_shared<prometheus::Registry>();
  s->metrics_ = std::make_unique<ServerMetrics>(*s->metrics_registry_);
  s->metrics_->SetProblems(static_cast<double>(s->store_.size()));
  for (const Verifier* verifier : s->catalog_.verifiers.All()) {
    s->metrics_->AddVerifier(verifier->Name(), verifier->Tasks(), verifier->MetricModes());
  }
  for (const TaskType* task : s->catalog_.tasks.All()) {
    if (task->Generates()) s->metrics_->AddEnvironment(task->Name());
  }
  if (!config.metrics_address.empty()) {
    try {
      // Bounded like the HTTP gateway: idle or trickling connections are
      // cut off after the timeout, so they cannot starve the scrape.
      s->exposer_ = std::make_unique<prometheus::Exposer>(CivetListenerOptions(
          config.metrics_address, config.metrics_threads,
          config.http_timeout_seconds));
    } catch (const std::exception& e) {
      return absl::UnavailableError(absl::StrCat(
          "--metrics_listen=", config.metrics_address, ": ", e.what()));
    }
    s->exposer_->RegisterCollectable(s->metrics_registry_);
    s->metrics_port_ = s->exposer_->GetListeningPorts().front();
    s->metrics_address_ = config.metrics_address;
  }

  ScorerOptions options;
  if (config.sandbox == "bwrap") {
    REFEREE_ASSIGN_OR_RETURN(s->sandbox_, StartSandbox(config, *s->metrics_registry_,
                                                       s->code_metrics_));
    options.code_runner = s->sandbox_.get();
  } else if (config.sandbox != "off") {
    return absl::InvalidArgumentError(
        absl::StrCat("--sandbox=", config.sandbox, ": off or bwrap"));
  }
  options.max_batch = config.max_batch;
  options.max_output_bytes = config.max_output_bytes;
  options.default_spec = config.default_spec;
  options.environment_cache_bytes = config.environment_cache_bytes;
  options.inline_cache_bytes = config.inline_cache_bytes;
  REFEREE_ASSIGN_OR_RETURN(
      s->scorer_,
      Scorer::Create(s->catalog_, s->store_, s->metrics_.get(), options));
  if (s->exposer_ != nullptr) {
    // Task types' own caches, the generated-problem cache and the inline
    // problem cache, read at scrape time.
    const RefereeServer* server = s.get();
    s->cache_metrics_ = MakeCacheCollectable([server] {
      std::vector<CacheStats> caches;
      for (const TaskType* task : server->catalog_.tasks.All()) {
        for (CacheStats& stats : task->Caches()) caches.push_back(std::move(stats));
      }
      caches.push_back(server->scorer_->environments().stats());
      caches.push_back(server->scorer_->inline_cache_stats());
      return caches;
    });
    s->exposer_->RegisterCollectable(s->cache_metrics_);
  }
  const int threads = config.num_threads > 0
                          ? config.num_threads
                          : static_cast<int>(std::thread::hardware_concurrency());
  s->pool_ = std::make_unique<ThreadPool>(threads, config.max_queued);
  s->service_ = std::make_unique<RefereeService>(
      *s->scorer_, s->store_, *s->pool_, *s->metrics_, config.stream_window,
      config.read_only_store, config.auth_token);

  REFEREE_ASSIGN_OR_RETURN(std::shared_ptr<grpc::ServerCredentials> credentials,
                           ServerCredentialsFor(config.tls));
  grpc::EnableDefaultHealthCheckService(true);
  grpc::ServerBuilder builder;
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();  // Idempotent.
  if (!config.reflection) builder.SetOption(std::make_unique<WithoutReflection>());
  builder.AddListeningPort(config.listen_address, credentials, &s->grpc_port_);
  builder.RegisterService(s->service_.get());
  builder.SetMaxReceiveMessageSize(config.max_message_bytes);
  builder.SetMaxSendMessageSize(config.max_message_bytes);
  // No SO_REUSEPORT: gRPC sets it by default, and then a second server on
  // a port a live one holds (a restart while the old process still drains,
  // two servers started by mistake) starts without complaint and silently
  // shares its traffic. Without it the second bind fails.
  builder.AddChannelArgument(GRPC_ARG_ALLOW_REUSEPORT, 0);
  // Clients ping to notice dead connections (the Python and C++ clients
  // every 20 s, with or without calls); gRPC's default policy would answer
  // pings more often than every 5 minutes without data with GOAWAY.
  builder.AddChannelArgument(GRPC_ARG_HTTP2_MIN_RECV_PING_INTERVAL_WITHOUT_DATA_MS,
                             5000);
  builder.AddChannelArgument(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
  if (config.max_connection_age_seconds > 0) {
    const double age_ms = std::min(config.max_connection_age_seconds * 1000.0,
                                   static_cast<double>(INT_MAX));
    builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_AGE_MS,
                               static_cast<int>(age_ms));
    // Calls running when the age is reached keep their connection as long
    // as they last: a ScoreStream lives for a whole training run, and
    // cutting it would lose its batches in flight. New calls go to a new
    // connection (GOAWAY), so DNS is still re-resolved.
    builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_AGE_GRACE_MS, INT_MAX);
  }
  s->server_ = builder.BuildAndStart();
  if (s->server_ == nullptr || s->grpc_port_ == 0) {
    return absl::UnavailableError(absl::StrCat(
        "--listen=", config.listen_address,
        ": cannot bind (is the port in use? another referee-server, or one "
        "still draining, may hold it)"));
  }
  if (!config.http_address.empty()) {
    HttpGateway::Options http;
    http.address = config.http_address;
    http.max_body_bytes = config.http_max_body_bytes;
    http.max_inflight_body_bytes = config.http_inflight_bytes;
    http.max_json_depth = config.max_json_depth;
    http.threads = config.http_threads;
    http.timeout_seconds = config.http_timeout_seconds;
    http.auth_token = config.auth_token;
    http.metrics = s->metrics_.get();
    http.tls = config.tls;
    REFEREE_ASSIGN_OR_RETURN(s->http_,
                             HttpGateway::Start(http, *s->scorer_, *s->pool_));
  }
  spdlog::info("referee-server serving gRPC on port {}, /metrics on port {}, "
               "HTTP rewards on port {}; {} problems, {} scoring threads",
               s->grpc_port_, s->metrics_port_, s->http_port(), s->store_.size(),
               threads);
  if (!config.ready_file.empty()) {
    REFEREE_RETURN_IF_ERROR(WriteReadyFile(config.ready_file, s->grpc_port_,
                                           s->metrics_port_, s->http_port()));
  }
  return s;
}

void RefereeServer::Shutdown(double grace_seconds) {
  if (shut_down_) return;
  shut_down_ = true;
  const absl::Time deadline = absl::Now() + absl::Seconds(grace_seconds);
  // At once: health says NOT_SERVING (and keeps answering), new work gets
  // UNAVAILABLE, streams stop reading, HTTP answers 503.
  server_->GetHealthCheckService()->Shutdown();
  service_->StartDrain();
  // The HTTP side drains beside gRPC, never in front of it: it answers 503
  // until its own requests are done, then closes its port while gRPC may
  // still drain (stopping it afterwards would add its thread joins to
  // every exit).
  std::thread http_stop;
  if (http_ != nullptr) {
    http_->StartDrain();
    http_stop = std::thread([this, deadline] { http_->Stop(deadline); });
  }
  const bool idle = service_->WaitIdle(deadline);
  // Idle: only calls that arrived after the drain began can still come,
  // and those answer UNAVAILABLE at once. But gRPC's own stop cancels
  // (CANCELLED, not the drain's UNAVAILABLE) any call that reaches it in
  // that instant, so the drain first waits until refused clients have
  // moved away: no call refused for --drain_quiet_ms (counted from the
  // drain's start, for clients that have not called yet). Then nothing is
  // left to cancel. Otherwise the grace is over: gRPC cancels what is
  // left, and its pool work stops within a few rollouts. (A deadline for
  // gRPC's stop would not help: it waits for clients to close their idle
  // connections, so every exit would last the whole deadline.)
  const bool quiet =
      idle && service_->WaitQuiet(
                  absl::Milliseconds(drain_quiet_ms_),
                  std::min(deadline, absl::Now() + absl::Seconds(kMaxQuietWaitSeconds)));
  server_->Shutdown(std::chrono::system_clock::now());
  server_->Wait();
  if (http_stop.joinable()) http_stop.join();
  sandbox_.reset();  // Waits for runs in flight; queued ones end as errors.
  pool_.reset();  // Joins after running (or skipping) anything queued.
  spdlog::info("referee-server stopped ({})",
               quiet  ? "every call answered"
               : idle ? "every accepted call answered; calls still arriving as gRPC "
                        "stopped may have been cancelled"
                      : "grace over, the rest cancelled");
}

RefereeServer::~RefereeServer() {
  if (server_ != nullptr) Shutdown();
  // /metrics stays up through the drain, for the scrape that sees it.
  if (exposer_ != nullptr) {
    StopCivetListener(metrics_address_, metrics_port_, [this] { exposer_.reset(); });
  }
}

}  // namespace referee
