#include "server/http_gateway.h"

#include <chrono>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "google/protobuf/struct.pb.h"
#include "httplib.h"
#include "server/jsonl.h"
#include "spdlog/spdlog.h"

namespace referee {
namespace {

using google::protobuf::Struct;
using google::protobuf::Value;

HttpReply Error(int status, absl::string_view message) {
  Value error;
  (*error.mutable_struct_value()->mutable_fields())["error"].set_string_value(
      std::string(message));
  return {status, PrintJsonLine(error)};
}

// Reads a JSON array of strings; false (and `why`) when it is not one.
bool StringList(const Struct& body, const std::string& key,
                std::vector<std::string>* out, std::string* why) {
  auto it = body.fields().find(key);
  if (it == body.fields().end() || !it->second.has_list_value()) {
    *why = absl::StrCat(key, ": required, an array of strings");
    return false;
  }
  for (const Value& value : it->second.list_value().values()) {
    if (!value.has_string_value()) {
      *why = absl::StrCat(key, ": every element must be a string");
      return false;
    }
    out->push_back(value.string_value());
  }
  return true;
}

// Adds rollout i for `label`: a Problem JSON becomes an inline problem (id
// "http-i" if it has none), anything else is a prompt id. OpenRLHF repeats
// a prompt's label for each of its samples: a label already added (same
// text) is added once; one id with different problems stays a duplicate,
// which the scorer refuses.
void AddRollout(const std::string& label, std::string output, size_t i,
                referee::v1::ScoreRequest* request,
                absl::flat_hash_map<std::string, std::string>* seen) {
  referee::v1::Rollout* rollout = request->add_rollouts();
  rollout->set_output(std::move(output));
  referee::v1::Problem problem;
  const bool is_problem = !label.empty() && label.front() == '{' &&
                          ParseJsonMessage(label, &problem).ok() &&
                          problem.task_case() != referee::v1::Problem::TASK_NOT_SET;
  if (!is_problem) {
    rollout->set_prompt_id(label);
    return;
  }
  if (problem.id().empty()) problem.set_id(absl::StrCat("http-", i));
  rollout->set_prompt_id(problem.id());
  auto [it, fresh] = seen->emplace(problem.id(), label);
  if (!fresh && it->second == label) return;
  *request->add_problems() = std::move(problem);
}

}  // namespace

HttpReply HandleOpenRlhf(const Scorer& scorer, const std::string& body) {
  Struct json;
  if (absl::Status parsed = ParseJsonMessage(body, &json); !parsed.ok()) {
    return Error(400, absl::StrCat("body is not a JSON object: ", parsed.message()));
  }
  std::vector<std::string> queries, prompts, labels;
  std::string why;
  if (!StringList(json, "query", &queries, &why) ||
      !StringList(json, "labels", &labels, &why)) {
    return Error(400, why);
  }
  if (json.fields().contains("prompts") && !StringList(json, "prompts", &prompts, &why)) {
    return Error(400, why);
  }
  if (labels.size() != queries.size() ||
      (!prompts.empty() && prompts.size() != queries.size())) {
    return Error(400, "query, prompts and labels must have the same length");
  }
  referee::v1::ScoreRequest request;
  absl::flat_hash_map<std::string, std::string> seen;  // Inline ids added.
  for (size_t i = 0; i < queries.size(); ++i) {
    // OpenRLHF sends prompt + response as the query: score the response.
    std::string response = queries[i];
    if (!prompts.empty() && absl::StartsWith(response, prompts[i])) {
      response.erase(0, prompts[i].size());
    }
    AddRollout(labels[i], std::move(response), i, &request, &seen);
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
  if (absl::Status s = scorer.ScoreAll(request, &response); !s.ok()) {
    return Error(400, s.message());
  }
  for (int i = 0; i < response.rewards_size(); ++i) {
    rewards.add_values()->set_number_value(response.rewards(i));
    scores.add_values()->set_number_value(response.rewards(i));
    const referee::v1::RolloutResult& result = response.results(i);
    correct.add_values()->set_number_value(result.correct() ? 1 : 0);
    errors.add_values()->set_string_value(
        result.error() == referee::v1::OK ? "" : result.error_message());
  }
  return {200, PrintJsonLine(reply)};
}

HttpReply HandleSlime(const Scorer& scorer, const std::string& body) {
  Struct json;
  if (absl::Status parsed = ParseJsonMessage(body, &json); !parsed.ok()) {
    return Error(400, absl::StrCat("body is not a JSON object: ", parsed.message()));
  }
  auto text = [&](const char* key) -> const Value* {
    auto it = json.fields().find(key);
    return it != json.fields().end() && it->second.has_string_value() ? &it->second
                                                                       : nullptr;
  };
  const Value* response = text("response");
  const Value* label = text("label");
  if (response == nullptr || label == nullptr) {
    return Error(400, "response and label: required strings");
  }
  referee::v1::ScoreRequest request;
  absl::flat_hash_map<std::string, std::string> seen;
  AddRollout(label->string_value(), response->string_value(), 0, &request,
             &seen);
  referee::v1::ScoreResponse scored;
  if (absl::Status s = scorer.ScoreAll(request, &scored); !s.ok()) {
    return Error(400, s.message());
  }
  Value reward;
  reward.set_number_value(scored.rewards(0));
  return {200, PrintJsonLine(reward)};
}

absl::StatusOr<std::unique_ptr<HttpGateway>> HttpGateway::Start(
    const std::string& address, const Scorer& scorer, size_t max_body_bytes) {
  std::pair<std::string, std::string> host_port =
      absl::StrSplit(address, absl::MaxSplits(absl::ByChar(':'), 1));
  int port = 0;
  if (host_port.first.empty() || !absl::SimpleAtoi(host_port.second, &port)) {
    return absl::InvalidArgumentError(
        absl::StrCat("--http_listen=", address, ": expected HOST:PORT"));
  }
  std::unique_ptr<HttpGateway> gateway(new HttpGateway());
  gateway->server_ = std::make_unique<httplib::Server>();
  httplib::Server& server = *gateway->server_;
  server.set_payload_max_length(max_body_bytes);
  // Handlers outlive this function: they hold pointers, not references.
  const Scorer* scoring = &scorer;
  auto serve = [scoring](HttpReply (*handler)(const Scorer&, const std::string&)) {
    return [scoring, handler](const httplib::Request& req, httplib::Response& res) {
      const HttpReply reply = handler(*scoring, req.body);
      res.status = reply.status;
      res.set_content(reply.body, "application/json");
    };
  };
  server.Post("/get_reward", serve(&HandleOpenRlhf));
  server.Post("/reward", serve(&HandleSlime));
  gateway->port_ = port == 0 ? server.bind_to_any_port(host_port.first)
                             : (server.bind_to_port(host_port.first, port) ? port : -1);
  if (gateway->port_ <= 0) {
    return absl::UnavailableError(
        absl::StrCat("--http_listen=", address, ": cannot bind"));
  }
  httplib::Server* raw = gateway->server_.get();
  gateway->thread_ = std::thread([raw] { raw->listen_after_bind(); });
  // httplib 0.11's stop() is lost if it comes before the listener runs:
  // return only once it does, so Stop() always ends the thread.
  for (int i = 0; i < 5000 && !raw->is_running(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  if (!raw->is_running()) {
    return absl::UnavailableError(
        absl::StrCat("--http_listen=", address, ": the server did not start"));
  }
  return gateway;
}

void HttpGateway::Stop() {
  if (server_ == nullptr) return;
  server_->stop();
  if (thread_.joinable()) thread_.join();
  server_.reset();
}

HttpGateway::~HttpGateway() { Stop(); }

}  // namespace referee
