#include "server/http_gateway.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/synchronization/notification.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "google/protobuf/struct.pb.h"
#include "civetweb.h"
#include "server/auth.h"
#include "engine/batch_runner.h"
#include "server/civet_listener.h"
#include "server/civetweb_tls.h"
#include "server/data_sources.h"
#include "server/drain.h"
#include "server/http_rollouts.h"
#include "server/nemo_gym.h"
#include "engine/stepper.h"
#include "engine/json_numbers.h"
#include "engine/jsonl.h"
#include "spdlog/spdlog.h"
#include "verifiers/parsing/utf8.h"
#include "verifiers/status_macros.h"

namespace referee {
using google::protobuf::Struct;
using google::protobuf::Value;

constexpr absl::string_view kInvalidByteMark = "\xEF\xB7\x90";

std::string MarkInvalidUtf8(const std::string& body) {
  absl::string_view rest = body;
  std::string marked;
  bool changed = false;
  for (size_t bad = 0; !parsing::IsValidUtf8(rest, &bad); changed = true) {
    absl::StrAppend(&marked, rest.substr(0, bad), kInvalidByteMark);
    rest.remove_prefix(bad + 1);
  }
  if (!changed) return body;
  absl::StrAppend(&marked, rest);
  return marked;
}

std::string RestoreInvalidUtf8(std::string output) {
  if (!absl::StrContains(output, kInvalidByteMark)) return output;
  return absl::StrReplaceAll(output, {{kInvalidByteMark, "\xFF"}});
}

absl::StatusOr<Struct> UrlFields(absl::string_view query) {
  Struct fields;
  char value[256];
  const std::string text(query);
  const int source = mg_get_var(text.data(), text.size(), "data_source", value, sizeof(value));
  if (source == -2) return absl::InvalidArgumentError("data_source: too long");
  if (source >= 0) (*fields.mutable_fields())["data_source"].set_string_value(value);
  const int compat = mg_get_var(text.data(), text.size(), "compat", value, sizeof(value));
  if (compat >= 0 || compat == -2) {
    const absl::string_view flag = compat >= 0 ? value : "";
    if (flag != "true" && flag != "false" && flag != "1" && flag != "0") {
      return absl::InvalidArgumentError("compat: must be true, false, 1 or 0 in the URL");
    }
    (*fields.mutable_fields())["compat"].set_bool_value(flag == "true" || flag == "1");
  }
  return fields;
}

namespace {

// The groups of `response` with their evaluation, for a reply:
// [{"group_id", "size", "correct", "pass_at_k": {"1": …}, "avg_at_k",
// "maj_at_k", "eval_note"}] (DESIGN §8 "Evaluation").
void AppendGroupEvals(const referee::v1::ScoreResponse& response, Value& out) {
  auto& groups = *out.mutable_list_value();
  auto by_k = [](const google::protobuf::Map<int32_t, double>& metric, Value& to) {
    auto& fields = *to.mutable_struct_value()->mutable_fields();
    for (const auto& [k, value] : metric) fields[absl::StrCat(k)].set_number_value(value);
  };
  for (const referee::v1::GroupStats& stats : response.groups()) {
    auto& group = *groups.add_values()->mutable_struct_value()->mutable_fields();
    group["group_id"].set_string_value(stats.group_id());
    group["size"].set_number_value(stats.size());
    group["correct"].set_number_value(stats.correct());
    by_k(stats.pass_at_k(), group["pass_at_k"]);
    by_k(stats.avg_at_k(), group["avg_at_k"]);
    by_k(stats.maj_at_k(), group["maj_at_k"]);
    group["eval_note"].set_string_value(stats.eval_note());
  }
}

}  // namespace

HttpReply HandleOpenRlhf(const ScoreFunction& score, const std::string& body,
                         int max_json_depth, const Struct& url) {
  Struct json;
  if (absl::Status parsed = ParseJsonMessage(body, &json, max_json_depth);
      !parsed.ok()) {
    return JsonError(400, absl::StrCat("body is not a JSON object: ", parsed.message()));
  }
  std::vector<std::string> queries, prompts, labels;
  std::string why;
  if (!StringList(json, "query", &queries, &why) ||
      !StringList(json, "labels", &labels, &why)) {
    return JsonError(400, why);
  }
  if (json.fields().contains("prompts") && !StringList(json, "prompts", &prompts, &why)) {
    return JsonError(400, why);
  }
  if (labels.size() != queries.size() ||
      (!prompts.empty() && prompts.size() != queries.size())) {
    return JsonError(400, "query, prompts and labels must have the same length");
  }
  referee::v1::ScoreRequest request;
  RolloutBuilder rollouts(max_json_depth, &request);
  if (absl::Status routed = rollouts.Route(json, url); !routed.ok()) {
    return JsonError(400, routed.message());
  }
  // Optional "eval_k": [1, 8]: each group's (a label's samples') pass@k,
  // avg@k and maj@k in the reply's "groups" (RewardSpec.eval_k; the
  // scorer checks the range).
  if (auto it = json.fields().find("eval_k"); it != json.fields().end()) {
    if (!it->second.has_list_value()) return JsonError(400, "eval_k: must be a list of integers");
    for (const Value& k : it->second.list_value().values()) {
      // In int32 range first: converting a larger double is undefined.
      const double v = k.number_value();
      if (!k.has_number_value() || !(v >= -2147483648.0 && v <= 2147483647.0) ||
          v != std::floor(v)) {
        return JsonError(400, "eval_k: must be a list of integers");
      }
      request.mutable_spec()->add_eval_k(static_cast<int32_t>(v));
    }
  }
  for (size_t i = 0; i < queries.size(); ++i) {
    // OpenRLHF sends prompt + response as the query: score the response.
    std::string response = queries[i];
    if (!prompts.empty() && absl::StartsWith(response, prompts[i])) {
      response.erase(0, prompts[i].size());
    }
    rollouts.Add(labels[i], std::move(response), i);
  }
  Value reply;
  auto& fields = *reply.mutable_struct_value()->mutable_fields();
  auto& rewards = *fields["rewards"].mutable_list_value();
  auto& scores = *fields["scores"].mutable_list_value();
  auto& logs = *fields["extra_logs"].mutable_struct_value()->mutable_fields();
  auto& correct = *logs["correct"].mutable_list_value();
  auto& errors = *logs["error"].mutable_list_value();
  if (queries.empty()) return {200, PrintJsonLine(reply)};
  request.set_details(true);
  referee::v1::ScoreResponse response;
  if (absl::Status s = score(request, &response); !s.ok()) {
    return JsonError(HttpStatusOf(s), s.message());
  }
  for (int i = 0; i < response.rewards_size(); ++i) {
    // Printed as the shortest decimal that reads back to the float sent.
    rewards.add_values()->set_number_value(JsonFloat(response.rewards(i)));
    scores.add_values()->set_number_value(JsonFloat(response.rewards(i)));
    const referee::v1::RolloutResult& result = response.results(i);
    correct.add_values()->set_number_value(result.correct() ? 1 : 0);
    errors.add_values()->set_string_value(
        result.error() == referee::v1::OK ? "" : result.error_message());
  }
  if (request.spec().eval_k_size() > 0) AppendGroupEvals(response, fields["groups"]);
  return {200, PrintJsonLine(reply)};
}

HttpReply HandleSlime(const ScoreFunction& score, const std::string& body,
                      int max_json_depth, const Struct& url) {
  Struct json;
  if (absl::Status parsed = ParseJsonMessage(body, &json, max_json_depth);
      !parsed.ok()) {
    return JsonError(400, absl::StrCat("body is not a JSON object: ", parsed.message()));
  }
  auto text = [&](const char* key) -> const Value* {
    auto it = json.fields().find(key);
    return it != json.fields().end() && it->second.has_string_value() ? &it->second
                                                                       : nullptr;
  };
  const Value* response = text("response");
  const Value* label = text("label");
  if (response == nullptr || label == nullptr) {
    return JsonError(400, "response and label: required strings");
  }
  referee::v1::ScoreRequest request;
  RolloutBuilder rollouts(max_json_depth, &request);
  if (absl::Status routed = rollouts.Route(json, url); !routed.ok()) {
    return JsonError(400, routed.message());
  }
  rollouts.Add(label->string_value(), response->string_value(), 0);
  request.set_details(true);
  referee::v1::ScoreResponse scored;
  if (absl::Status s = score(request, &scored); !s.ok()) {
    return JsonError(HttpStatusOf(s), s.message());
  }
  // slime takes any number as the reward: an unknown label must not pass
  // as a wrong answer.
  if (scored.results(0).error() == referee::v1::UNKNOWN_PROMPT) {
    return JsonError(404, scored.results(0).error_message());
  }
  Value reward;
  reward.set_number_value(JsonFloat(scored.rewards(0)));
  return {200, PrintJsonLine(reward)};
}

// civetweb's C callbacks, friends of HttpGateway.
struct HttpGatewayHandlers {
  // civetweb's init_ssl: 1 = we set the context up, -1 = refuse to start.
  static int InitTls(void* ssl_ctx, void* user_data) {
    auto* gateway = static_cast<HttpGateway*>(user_data);
    gateway->tls_error_ = ConfigureServerTls(ssl_ctx, gateway->options_.tls);
    return gateway->tls_error_.ok() ? 1 : -1;
  }

  // civetweb's begin_request, before it looks a route up: 0 = go on.
  static int AwaitRoutes(mg_connection* connection) {
    auto* gateway =
        static_cast<HttpGateway*>(mg_get_user_data(mg_get_context(connection)));
    gateway->routes_added_.WaitForNotification();
    return 0;
  }

  using StepHandler = HttpReply (*)(const StepFunction&, const std::string&, int,
                                    const Struct&);
  using Handler = HttpReply (*)(const ScoreFunction&, const std::string&, int,
                                const Struct&);

  static void Reply(mg_connection* connection, const HttpReply& reply) {
    mg_response_header_start(connection, reply.status);
    mg_response_header_add(connection, "Content-Type", "application/json", -1);
    const std::string length = absl::StrCat(reply.body.size());
    mg_response_header_add(connection, "Content-Length", length.c_str(), -1);
    mg_response_header_send(connection);
    mg_write(connection, reply.body.data(), reply.body.size());
  }

  // Reads the body within the gateway's limits: its size (413) and the
  // time it may take to arrive (408). civetweb bounds each read by the
  // request timeout; the deadline bounds their sum, so a client trickling
  // bytes cannot hold the thread.
  static absl::StatusOr<std::string> ReadBody(mg_connection* connection,
                                              const HttpGateway::Options& options) {
    const mg_request_info* info = mg_get_request_info(connection);
    const auto too_large = [&] {
      return absl::OutOfRangeError(absl::StrCat(
          "request body over ", options.max_body_bytes,
          " bytes (--http_max_body_mb)"));
    };
    if (info->content_length > 0 &&
        static_cast<uint64_t>(info->content_length) > options.max_body_bytes) {
      return too_large();
    }
    const auto deadline =
        std::chrono::steady_clock::now() +
        std::chrono::milliseconds(static_cast<int64_t>(options.timeout_seconds * 1000));
    std::string body;
    if (info->content_length > 0) {
      body.reserve(static_cast<size_t>(info->content_length));
    }
    char buffer[64 << 10];
    for (;;) {
      const int n = mg_read(connection, buffer, sizeof(buffer));
      if (n <= 0) break;  // The end, or the client is gone.
      if (body.size() + static_cast<size_t>(n) > options.max_body_bytes) {
        return too_large();
      }
      body.append(buffer, static_cast<size_t>(n));
      if (std::chrono::steady_clock::now() > deadline) {
        return absl::DeadlineExceededError(absl::StrCat(
            "request body not received within ", options.timeout_seconds,
            " s (--http_timeout_seconds)"));
      }
    }
    return body;
  }

  template <auto handler>
  static int Serve(mg_connection* connection, void* data) {
    HttpGateway& gateway = *static_cast<HttpGateway*>(data);
    const mg_request_info* info = mg_get_request_info(connection);
    {
      absl::MutexLock lock(&gateway.mu_);
      ++gateway.in_flight_;
    }
    HttpReply reply;
    const ScoreFunction score = [&gateway](const referee::v1::ScoreRequest& request,
                                           referee::v1::ScoreResponse* response) {
      return gateway.Score(request, response);
    };
    const StepFunction step = [&gateway](const referee::v1::StepRequest& request,
                                         referee::v1::StepResponse* response) {
      return gateway.Step(request, response);
    };
    // What this request's body may take, reserved before it is read.
    const size_t body_bytes =
        info->content_length >= 0
            ? std::min(static_cast<size_t>(info->content_length),
                       gateway.options_.max_body_bytes)
            : gateway.options_.max_body_bytes;
    bool reserved = false;
    {
      absl::MutexLock lock(&gateway.mu_);
      if (gateway.body_bytes_in_flight_ == 0 ||
          gateway.body_bytes_in_flight_ + body_bytes <=
              gateway.options_.max_inflight_body_bytes) {
        gateway.body_bytes_in_flight_ += body_bytes;
        reserved = true;
      }
    }
    const char* authorization = mg_get_header(connection, "Authorization");
    if (!gateway.options_.auth_token.empty() &&
        !BearerMatches(authorization == nullptr ? "" : authorization,
                       gateway.options_.auth_token)) {
      if (gateway.options_.metrics != nullptr) {
        gateway.options_.metrics->RecordAuthFailure("http");
      }
      reply = JsonError(401, "missing or wrong bearer token (Authorization: Bearer <token>)");
    } else if (gateway.draining_) {
      reply = JsonError(503, DrainingError().message());
    } else if (!reserved) {
      reply = JsonError(503, absl::StrCat(
          "HTTP request bodies in flight would pass ",
          gateway.options_.max_inflight_body_bytes >> 20,
          " MiB (--http_inflight_mb); retry"));
    } else if (std::strcmp(info->request_method, "POST") != 0) {
      reply = JsonError(405, "use POST");
    } else if (absl::StatusOr<std::string> body =
                   ReadBody(connection, gateway.options_);
               !body.ok()) {
      reply = JsonError(absl::IsOutOfRange(body.status()) ? 413 : 408,
                    body.status().message());
    } else {
      const char* query = info->query_string;
      absl::StatusOr<Struct> url = UrlFields(query == nullptr ? "" : query);
      if (!url.ok()) {
        reply = JsonError(400, url.status().message());
      } else if constexpr (std::is_same_v<decltype(handler), StepHandler>) {
        reply = handler(step, MarkInvalidUtf8(*body), gateway.options_.max_json_depth, *url);
      } else {
        reply = handler(score, MarkInvalidUtf8(*body), gateway.options_.max_json_depth, *url);
      }
    }
    Reply(connection, reply);
    absl::MutexLock lock(&gateway.mu_);
    --gateway.in_flight_;
    if (reserved) gateway.body_bytes_in_flight_ -= body_bytes;
    return reply.status;
  }
};

namespace {

// Runs `start(done)` (a ScoreOnPool or StepOnPool call) and waits on this
// civetweb thread for its `done`: the queueing error, or the work's status.
template <typename Start>
absl::Status RunAndWait(Start start) {
  absl::Notification finished;
  absl::Status result;
  absl::Status queued = start([&](absl::Status status) {
    result = std::move(status);
    finished.Notify();
  });
  if (!queued.ok()) return queued;
  finished.WaitForNotification();
  return result;
}

}  // namespace

absl::Status HttpGateway::Score(const referee::v1::ScoreRequest& request,
                                referee::v1::ScoreResponse* response) const {
  return RunAndWait([&](auto done) {
    return ScoreOnPool(*scorer_, *pool_, request, /*rollouts=*/{}, response,
                       [this] { return cancel_.load(); }, std::move(done));
  });
}

absl::Status HttpGateway::Step(const referee::v1::StepRequest& request,
                               referee::v1::StepResponse* response) const {
  return RunAndWait([&](auto done) {
    return StepOnPool(*scorer_, *pool_, request, response, [this] { return cancel_.load(); },
                      std::move(done));
  });
}

HttpReply HandleStep(const StepFunction& step, const std::string& body, int max_json_depth,
                     const Struct&) {
  referee::v1::StepRequest request;
  if (absl::Status parsed = ParseJsonMessage(body, &request, max_json_depth); !parsed.ok()) {
    return JsonError(400, absl::StrCat("body is not a StepRequest: ", parsed.message()));
  }
  // Actions are model output: an invalid byte is that episode's
  // INVALID_UTF8, as in Score (MarkInvalidUtf8).
  for (referee::v1::Episode& episode : *request.mutable_episodes()) {
    for (std::string& action : *episode.mutable_actions()) {
      action = RestoreInvalidUtf8(std::move(action));
    }
  }
  referee::v1::StepResponse response;
  if (absl::Status s = step(request, &response); !s.ok()) {
    return JsonError(HttpStatusOf(s), s.message());
  }
  return {200, PrintJsonLine(response)};
}

absl::StatusOr<std::unique_ptr<HttpGateway>> HttpGateway::Start(
    const Options& options, const Scorer& scorer, ThreadPool& pool) {
  std::unique_ptr<HttpGateway> gateway(new HttpGateway());
  gateway->options_ = options;
  gateway->scorer_ = &scorer;
  gateway->pool_ = &pool;
  const std::vector<std::string> settings =
      CivetListenerOptions(options.address, options.threads, options.timeout_seconds);
  std::vector<std::string> settings_with_tls = settings;
  if (options.tls.enabled()) {
    REFEREE_RETURN_IF_ERROR(EnableCivetwebTls());
    settings_with_tls[1] += "s";  // civetweb: an "s" port speaks only TLS.
  }
  std::vector<const char*> argv;
  for (const std::string& setting : settings_with_tls) argv.push_back(setting.c_str());
  argv.push_back(nullptr);
  mg_callbacks callbacks{};
  // civetweb logs through this; quiet unless a test looks.
  callbacks.log_message = [](const mg_connection*, const char* message) {
    spdlog::debug("http: {}", message);
    return 1;
  };
  if (options.tls.enabled()) callbacks.init_ssl = &HttpGatewayHandlers::InitTls;
  // civetweb accepts as soon as mg_start binds, but the routes below are
  // added after it returns: a request in between would get civetweb's 404
  // (a trainer or NeMo Gym polling the port it named saw exactly that
  // under TSan). Every request waits for the routes first.
  callbacks.begin_request = &HttpGatewayHandlers::AwaitRoutes;
  gateway->context_ = mg_start(&callbacks, gateway.get(), argv.data());
  if (gateway->context_ == nullptr) {
    if (!gateway->tls_error_.ok()) return gateway->tls_error_;
    return absl::UnavailableError(
        absl::StrCat("--http_listen=", options.address, ": cannot listen"));
  }
  void* self = gateway.get();
  mg_set_request_handler(gateway->context_, "/get_reward$",
                         &HttpGatewayHandlers::Serve<&HandleOpenRlhf>, self);
  mg_set_request_handler(gateway->context_, "/reward$",
                         &HttpGatewayHandlers::Serve<&HandleSlime>, self);
  mg_set_request_handler(gateway->context_, "/v1/step$",
                         &HttpGatewayHandlers::Serve<&HandleStep>, self);
  // NeMo Gym's resources-server protocol (server/nemo_gym.h).
  mg_set_request_handler(gateway->context_, "/seed_session$",
                         &HttpGatewayHandlers::Serve<&HandleNemoGymSeedSession>, self);
  mg_set_request_handler(gateway->context_, "/verify$",
                         &HttpGatewayHandlers::Serve<&HandleNemoGymVerify>, self);
  mg_set_request_handler(gateway->context_, "/aggregate_metrics$",
                         &HttpGatewayHandlers::Serve<&HandleNemoGymAggregateMetrics>, self);
  gateway->routes_added_.Notify();
  mg_server_port ports[4];
  const int n = mg_get_server_ports(gateway->context_, 4, ports);
  if (n <= 0) {
    return absl::UnavailableError(
        absl::StrCat("--http_listen=", options.address, ": no port"));
  }
  gateway->port_ = ports[0].port;
  return gateway;
}

void HttpGateway::Stop(absl::Time deadline) {
  if (context_ == nullptr) return;
  // Start failed after mg_start: release requests waiting for routes, so
  // mg_stop can join their threads (they get 503, draining).
  if (!routes_added_.HasBeenNotified()) routes_added_.Notify();
  draining_ = true;
  {
    absl::MutexLock lock(&mu_);
    mu_.AwaitWithDeadline(absl::Condition(this, &HttpGateway::Idle), deadline);
  }
  // What is still scoring stops within a few rollouts; its client gets 503.
  cancel_ = true;
  StopCivetListener(options_.address, port_, [this] { mg_stop(context_); });
  context_ = nullptr;
}

HttpGateway::~HttpGateway() { Stop(); }

}  // namespace referee
