// Server configuration (STYLE §6): a struct with documented defaults, filled
// from flags by main.cc and directly by in-process tests.
#ifndef REFEREE_SERVER_CONFIG_H_
#define REFEREE_SERVER_CONFIG_H_

#include <cstddef>
#include <string>
#include <vector>

#include "server/auth.h"

namespace referee {

struct ServerConfig {
  // gRPC address. Port 0 picks a free port (tests use 127.0.0.1:0).
  std::string listen_address = "0.0.0.0:50051";
  // Prometheus /metrics address; empty disables it. Port 0 picks one.
  std::string metrics_address = "0.0.0.0:9464";
  // OpenRLHF/slime HTTP endpoints; empty disables them. Port 0 picks one.
  std::string http_address;
  // HTTP gateway bounds (HttpGateway::Options): largest body, connection
  // threads, and the header / body / keep-alive idle timeout, which the
  // /metrics listener shares.
  size_t http_max_body_bytes = size_t{8} << 20;
  // Bodies in flight at once, in all (JSON parsing multiplies a body's
  // size in memory; 16 threads × 8 MiB would otherwise be gigabytes).
  size_t http_inflight_bytes = size_t{32} << 20;
  int http_threads = 16;
  double http_timeout_seconds = 10;
  // /metrics connection threads (a scrape, plus a few idle connections).
  int metrics_threads = 4;
  // Deepest JSON nesting accepted (HTTP bodies, labels, JSONL files).
  int max_json_depth = 32;
  // JSONL problem files loaded at start.
  std::vector<std::string> problem_files;
  // Load the embedded demo dataset.
  bool demo = false;
  // Scoring threads; 0 means one per core.
  int num_threads = 0;
  // Rollouts (and problems to check or generate) allowed to wait for the
  // pool; beyond: RESOURCE_EXHAUSTED. Counted in work, not tasks, so a few
  // huge batches cannot queue more than many small ones.
  size_t max_queued = 262144;
  // Most rollouts in one request; beyond: INVALID_ARGUMENT.
  size_t max_batch = 65536;
  // ScoreStream: batches of one stream being scored or waiting to be
  // written before the server stops reading it (back-pressure).
  int stream_window = 8;
  // A drain waits for this long without a refused call before gRPC stops
  // (gRPC's stop cancels a call that reaches it in that instant): calls
  // from clients that have not yet noticed the drain answer UNAVAILABLE,
  // never CANCELLED, unless they leave a gap this long and then call again.
  int drain_quiet_ms = 250;
  // PutProblems answers FAILED_PRECONDITION: only --problems files (and
  // --demo) fill the store, so no client can change an answer.
  bool read_only_store = false;
  // Bound of the problem store's memory (ProblemStore::bytes(): prepared
  // problems as held); a PutProblems past it is RESOURCE_EXHAUSTED.
  size_t max_store_bytes = size_t{4} << 30;
  // Bound of the cache of problems generated from env/... ids.
  size_t environment_cache_bytes = size_t{256} << 20;
  // Bound of the cache of prepared inline problems (Scorer).
  size_t inline_cache_bytes = size_t{64} << 20;
  // Bound of each task type's own cache (TaskOptions::cache_bytes).
  size_t task_cache_bytes = size_t{256} << 20;
  // Longest output scored; longer ones get OUTPUT_TOO_LARGE.
  size_t max_output_bytes = 1 << 20;
  // Largest gRPC message accepted (a batch of long outputs is big).
  int max_message_bytes = 256 << 20;
  // Per-task default verifiers, "task=verifier,..." (see DefaultSpecs).
  std::string default_spec;
  // When non-empty, {"grpc_port": N, "metrics_port": M, "http_port": H} is
  // written here once
  // the server is serving (scripts and tests read the picked ports).
  std::string ready_file;
  // TLS (mutual with client_ca) on gRPC and the HTTP gateway.
  TlsFiles tls;
  // When not empty, every Referee call (gRPC and HTTP) must carry
  // `Authorization: Bearer <auth_token>`; health checks stay open.
  std::string auth_token;
  // Serve gRPC server reflection (grpc.reflection.v1alpha).
  bool reflection = true;
  // When > 0, each client connection is closed (GOAWAY, after its calls
  // finish) once this old, so clients reconnect and re-resolve DNS: a
  // round_robin client of a headless Service then finds replicas added
  // since it connected (HPA scale-up). 0 keeps connections forever.
  double max_connection_age_seconds = 0;
  // Program runs (DESIGN §12): "off" (no code is scored) or "bwrap" (the
  // sandbox pool: `sandbox_workers` referee-sandbox processes, 0 = one per
  // core; `sandbox_worker` is its path, empty = next to this executable or
  // in ../sandbox/ of a build tree). The server refuses to start when
  // "bwrap" cannot isolate programs.
  std::string sandbox = "off";
  int sandbox_workers = 0;
  std::string sandbox_worker;
  // Extra flags for the workers (--bwrap=PATH, --python3=PATH).
  std::vector<std::string> sandbox_worker_flags;
};

}  // namespace referee

#endif  // REFEREE_SERVER_CONFIG_H_
