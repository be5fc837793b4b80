// referee-server: the Referee gRPC reward service. See README.md.

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <utility>
#include <thread>
#include <vector>

#include "engine/allocator_tuning.h"
#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/flags/usage_config.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "server/auth.h"
#include "server/config.h"
#include "server/server.h"
#include "server/version.h"
#include "spdlog/spdlog.h"

ABSL_FLAG(std::string, listen, "0.0.0.0:50051",
          "gRPC address HOST:PORT; port 0 picks a free port");
ABSL_FLAG(std::string, metrics_listen, "0.0.0.0:9464",
          "Prometheus /metrics address HOST:PORT; empty disables it");
ABSL_FLAG(std::string, http_listen, "",
          "OpenRLHF (POST /get_reward) and slime (POST /reward) HTTP endpoints, "
          "HOST:PORT; empty disables them");
ABSL_FLAG(int64_t, http_max_body_mb, 8,
          "Largest HTTP request body, MiB; larger ones get 413");
ABSL_FLAG(int64_t, http_inflight_mb, 32,
          "HTTP request bodies being read or scored at once, MiB in all: a "
          "body that would pass it waits for none and gets 503 (retry)");
ABSL_FLAG(int, http_threads, 16,
          "HTTP connections served at once (the rest wait to be accepted)");
ABSL_FLAG(double, http_timeout_seconds, 10,
          "HTTP and /metrics: time for a request's headers, then for its "
          "body, and how long an idle keep-alive connection stays open");
ABSL_FLAG(int, metrics_threads, 4, "/metrics connections served at once");
ABSL_FLAG(int, max_json_depth, 32,
          "Deepest nesting of JSON arrays/objects accepted (HTTP bodies, "
          "labels, --problems files)");
ABSL_FLAG(int64_t, max_store_mb, 4096,
          "Memory the problem store may hold; a PutProblems past it gets "
          "RESOURCE_EXHAUSTED");
ABSL_FLAG(std::vector<std::string>, problems, {},
          "Comma-separated JSONL files of proto3-JSON Problems to load");
ABSL_FLAG(int, threads, 0, "Scoring threads; 0 means one per core");
ABSL_FLAG(bool, demo, false, "Load the embedded demo dataset");
ABSL_FLAG(int64_t, max_batch, 65536,
          "Most rollouts per request; larger requests get INVALID_ARGUMENT");
ABSL_FLAG(int64_t, max_output_bytes, 1 << 20,
          "Longest output scored; longer ones get OUTPUT_TOO_LARGE");
ABSL_FLAG(int64_t, max_queued, 262144,
          "Rollouts (and problems to check or generate) allowed to wait for "
          "the scoring pool; beyond, RESOURCE_EXHAUSTED");
ABSL_FLAG(int64_t, environment_cache_mb, 256,
          "memory for problems generated from env/<name>/<d>/<seed> ids, "
          "kept most recently used first");
ABSL_FLAG(int64_t, inline_cache_mb, 64,
          "memory for problems sent inline in requests, prepared once and "
          "kept most recently used first");
ABSL_FLAG(int64_t, task_cache_mb, 256,
          "memory each task type may keep between requests (e.g. Countdown's "
          "solution tables)");
ABSL_FLAG(bool, read_only_store, false,
          "turn PutProblems off (FAILED_PRECONDITION): only --problems files "
          "and --demo fill the store");
ABSL_FLAG(int, stream_window, 8,
          "ScoreStream: batches per stream scored or awaiting write before "
          "the server stops reading it (back-pressure)");
ABSL_FLAG(int, max_message_bytes, 256 << 20, "Largest gRPC message accepted");
ABSL_FLAG(std::string, default_spec, "",
          "Per-task default verifiers for requests without spec.terms, "
          "e.g. \"answer=answer_match,activity=ids_exact\" (built-ins: "
          "activity/lis=ids_exact, countdown=countdown_sparse, "
          "answer=math_equiv; answer=answer_match keeps the old text "
          "comparison)");
ABSL_FLAG(std::string, ready_file, "",
          "Once serving, write {\"grpc_port\": N, \"metrics_port\": M, "
          "\"http_port\": H} here");
ABSL_FLAG(double, max_connection_age_seconds, 0,
          "Close client connections this old (after their calls) so clients "
          "re-resolve DNS and find new replicas; 0 = never");
ABSL_FLAG(std::string, tls_cert, "",
          "PEM certificate chain: serve gRPC and HTTP over TLS (with "
          "--tls_key)");
ABSL_FLAG(std::string, tls_key, "", "PEM private key of --tls_cert");
ABSL_FLAG(std::string, tls_client_ca, "",
          "PEM CA: mutual TLS, clients must present a certificate it signed");
ABSL_FLAG(std::string, auth_token_file, "",
          "File holding a bearer token every Referee call must carry "
          "(authorization: Bearer <token>; health checks stay open); "
          "default: the REFEREE_AUTH_TOKEN environment variable, if set");
ABSL_FLAG(bool, reflection, true, "Serve gRPC server reflection");
ABSL_FLAG(std::string, sandbox, "off",
          "Program runs for code rewards (DESIGN §12): off (code is not scored) or bwrap "
          "(isolated workers; the server refuses to start if it cannot isolate)");
ABSL_FLAG(int, sandbox_workers, 0, "Concurrent program runs; 0 means one per core");
ABSL_FLAG(std::string, sandbox_worker, "",
          "Path of referee-sandbox; empty: next to referee-server");
ABSL_FLAG(double, shutdown_grace_seconds, 30,
          "On SIGTERM/SIGINT, how long in-flight batches may take to finish");
ABSL_FLAG(int32_t, drain_quiet_ms, 250,
          "A drain waits this long without a refused call before gRPC stops "
          "(at most 5 s), so clients still calling get UNAVAILABLE, never "
          "CANCELLED");

namespace {

// The limit flags must be positive: a negative value cast to size_t used to
// start the server "unlimited". Returns the first bad flag's message.
std::string BadLimitFlag() {
  const std::pair<const char*, double> positive[] = {
      {"max_batch", static_cast<double>(absl::GetFlag(FLAGS_max_batch))},
      {"max_output_bytes", static_cast<double>(absl::GetFlag(FLAGS_max_output_bytes))},
      {"max_queued", static_cast<double>(absl::GetFlag(FLAGS_max_queued))},
      {"environment_cache_mb", static_cast<double>(absl::GetFlag(FLAGS_environment_cache_mb))},
      {"inline_cache_mb", static_cast<double>(absl::GetFlag(FLAGS_inline_cache_mb))},
      {"task_cache_mb", static_cast<double>(absl::GetFlag(FLAGS_task_cache_mb))},
      {"max_message_bytes", static_cast<double>(absl::GetFlag(FLAGS_max_message_bytes))},
      {"stream_window", static_cast<double>(absl::GetFlag(FLAGS_stream_window))},
      {"http_max_body_mb", static_cast<double>(absl::GetFlag(FLAGS_http_max_body_mb))},
      {"http_inflight_mb", static_cast<double>(absl::GetFlag(FLAGS_http_inflight_mb))},
      {"http_threads", static_cast<double>(absl::GetFlag(FLAGS_http_threads))},
      {"http_timeout_seconds", absl::GetFlag(FLAGS_http_timeout_seconds)},
      {"metrics_threads", static_cast<double>(absl::GetFlag(FLAGS_metrics_threads))},
      {"max_json_depth", static_cast<double>(absl::GetFlag(FLAGS_max_json_depth))},
      {"max_store_mb", static_cast<double>(absl::GetFlag(FLAGS_max_store_mb))},
  };
  for (const auto& [name, value] : positive) {
    if (!(value > 0)) {
      return absl::StrCat("--", name, "=", value, ": must be positive");
    }
  }
  const std::pair<const char*, double> not_negative[] = {
      {"threads", static_cast<double>(absl::GetFlag(FLAGS_threads))},
      {"sandbox_workers", static_cast<double>(absl::GetFlag(FLAGS_sandbox_workers))},
      {"max_connection_age_seconds", absl::GetFlag(FLAGS_max_connection_age_seconds)},
      {"shutdown_grace_seconds", absl::GetFlag(FLAGS_shutdown_grace_seconds)},
      {"drain_quiet_ms", static_cast<double>(absl::GetFlag(FLAGS_drain_quiet_ms))},
  };
  for (const auto& [name, value] : not_negative) {
    if (!(value >= 0)) {
      return absl::StrCat("--", name, "=", value, ": must not be negative");
    }
  }
  return "";
}

// --help lists only this file's flags, not Abseil's internal ones.
bool IsOurFlagFile(absl::string_view file) {
  return absl::EndsWith(file, "server/main.cc");
}

}  // namespace

int main(int argc, char** argv) {
  referee::KeepFreedMemory();
  absl::SetProgramUsageMessage(
      "Referee gRPC reward service.\n"
      "Usage: referee-server [--listen=HOST:PORT] [--metrics_listen=HOST:PORT]"
      " [--problems=FILE,...] [--demo] ...");
  absl::FlagsUsageConfig usage;
  usage.contains_help_flags = IsOurFlagFile;
  usage.contains_helpshort_flags = IsOurFlagFile;
  usage.version_string = [] {
    return std::string("referee-server ") + referee::kRefereeVersion + "\n";
  };
  absl::SetFlagsUsageConfig(usage);
  absl::ParseCommandLine(argc, argv);
  if (std::string bad = BadLimitFlag(); !bad.empty()) {
    spdlog::error("referee-server: {}", bad);
    return 2;
  }

  // Block the stop signals in every thread (gRPC's and the pool's inherit
  // this mask) and take them with sigwait below, outside signal context.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  referee::ServerConfig config;
  config.listen_address = absl::GetFlag(FLAGS_listen);
  config.metrics_address = absl::GetFlag(FLAGS_metrics_listen);
  config.http_address = absl::GetFlag(FLAGS_http_listen);
  config.problem_files = absl::GetFlag(FLAGS_problems);
  config.num_threads = absl::GetFlag(FLAGS_threads);
  config.sandbox = absl::GetFlag(FLAGS_sandbox);
  config.sandbox_workers = absl::GetFlag(FLAGS_sandbox_workers);
  config.sandbox_worker = absl::GetFlag(FLAGS_sandbox_worker);
  config.demo = absl::GetFlag(FLAGS_demo);
  config.max_batch = static_cast<size_t>(absl::GetFlag(FLAGS_max_batch));
  config.max_output_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_max_output_bytes));
  config.max_queued = static_cast<size_t>(absl::GetFlag(FLAGS_max_queued));
  config.max_message_bytes = absl::GetFlag(FLAGS_max_message_bytes);
  config.stream_window = absl::GetFlag(FLAGS_stream_window);
  config.drain_quiet_ms = absl::GetFlag(FLAGS_drain_quiet_ms);
  config.read_only_store = absl::GetFlag(FLAGS_read_only_store);
  config.environment_cache_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_environment_cache_mb)) << 20;
  config.inline_cache_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_inline_cache_mb)) << 20;
  config.task_cache_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_task_cache_mb)) << 20;
  config.http_max_body_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_http_max_body_mb)) << 20;
  config.http_inflight_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_http_inflight_mb)) << 20;
  config.http_threads = absl::GetFlag(FLAGS_http_threads);
  config.http_timeout_seconds = absl::GetFlag(FLAGS_http_timeout_seconds);
  config.metrics_threads = absl::GetFlag(FLAGS_metrics_threads);
  config.max_json_depth = absl::GetFlag(FLAGS_max_json_depth);
  config.max_store_bytes =
      static_cast<size_t>(absl::GetFlag(FLAGS_max_store_mb)) << 20;
  config.default_spec = absl::GetFlag(FLAGS_default_spec);
  config.ready_file = absl::GetFlag(FLAGS_ready_file);
  config.max_connection_age_seconds =
      absl::GetFlag(FLAGS_max_connection_age_seconds);
  config.tls.cert = absl::GetFlag(FLAGS_tls_cert);
  config.tls.key = absl::GetFlag(FLAGS_tls_key);
  config.tls.client_ca = absl::GetFlag(FLAGS_tls_client_ca);
  config.reflection = absl::GetFlag(FLAGS_reflection);
  absl::StatusOr<std::string> token =
      referee::LoadAuthToken(absl::GetFlag(FLAGS_auth_token_file));
  if (!token.ok()) {
    spdlog::error("referee-server: {}", std::string(token.status().message()));
    return 2;
  }
  config.auth_token = *std::move(token);

  auto server = referee::RefereeServer::Start(config);
  if (!server.ok()) {
    spdlog::error("referee-server: {}", server.status().ToString());
    return 1;
  }
  int signal = 0;
  sigwait(&stop_signals, &signal);
  spdlog::info("received {}, finishing in-flight batches",
               signal == SIGTERM ? "SIGTERM" : "SIGINT");
  const double grace = absl::GetFlag(FLAGS_shutdown_grace_seconds);
  // The drain is bounded by the grace; the listeners' threads stop within
  // about 2 s after it. Should anything still hang, exit anyway: a pod
  // must not outlive its terminationGracePeriodSeconds.
  std::thread([grace] {
    std::this_thread::sleep_for(std::chrono::milliseconds(
        static_cast<int64_t>((grace + 5) * 1000)));
    spdlog::error("referee-server: shutdown still running {} s after the grace; "
                  "exiting",
                  5);
    std::_Exit(1);
  }).detach();
  (*server)->Shutdown(grace);
  server->reset();  // The listeners stop here.
  return 0;
}
