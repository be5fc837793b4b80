#include "server/nemo_gym.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/json_numbers.h"
#include "engine/jsonl.h"
#include "server/http_rollouts.h"

namespace referee {
namespace {

using google::protobuf::ListValue;
using google::protobuf::Struct;
using google::protobuf::Value;

// NeMo Gym's row keys for a rollout's task and its index within the task
// (nemo_gym/global_config.py); they index, they are not metrics.
constexpr char kTaskIndex[] = "_ng_task_index";
constexpr char kRolloutIndex[] = "_ng_rollout_index";

const Value* Field(const Struct& object, const char* name) {
  auto it = object.fields().find(name);
  return it == object.fields().end() ? nullptr : &it->second;
}

bool IsString(const Value* value, const char* text) {
  return value != nullptr && value->has_string_value() && value->string_value() == text;
}

absl::StatusOr<Struct> ParseObject(const std::string& body, int max_json_depth) {
  Struct json;
  if (absl::Status parsed = ParseJsonMessage(body, &json, max_json_depth); !parsed.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("body is not a JSON object: ", parsed.message()));
  }
  return json;
}

// Mean, max, min, median and sample standard deviation (0 for one value,
// as NeMo Gym's profiler reports it) of `values`, as "STAT/name" fields.
void AddStatistics(const std::string& name, std::vector<double> values,
                   Struct* out) {
  if (values.empty()) return;
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  double sum = 0;
  for (double v : values) sum += v;
  const double mean = sum / static_cast<double>(n);
  double squares = 0;
  for (double v : values) squares += (v - mean) * (v - mean);
  const double std = n > 1 ? std::sqrt(squares / static_cast<double>(n - 1)) : 0.0;
  const double median =
      n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  // Sums of values near the double range overflow; JSON has no infinity,
  // so such a statistic is left out (as the profiler drops NaN).
  auto set = [out, &name](const char* stat, double value) {
    if (std::isfinite(value)) {
      (*out->mutable_fields())[absl::StrCat(stat, "/", name)].set_number_value(value);
    }
  };
  set("mean", mean);
  set("max", values.back());
  set("min", values.front());
  set("median", median);
  set("std", std);
}

// The numeric fields of one verify response, as NeMo Gym's profiler reads
// them: top-level numbers and booleans (as 0/1), then `response.usage`'s
// numbers (token counts), which win on a shared name.
void NumericFields(const Struct& response, std::map<std::string, double>* out) {
  auto add = [out](const Struct& from) {
    for (const auto& [name, value] : from.fields()) {
      if (name == kTaskIndex || name == kRolloutIndex) continue;
      if (value.has_number_value() && std::isfinite(value.number_value())) {
        (*out)[name] = value.number_value();
      } else if (value.has_bool_value()) {
        (*out)[name] = value.bool_value() ? 1 : 0;
      }
    }
  };
  add(response);
  const Value* inner = Field(response, "response");
  if (inner == nullptr || !inner->has_struct_value()) return;
  const Value* usage = Field(inner->struct_value(), "usage");
  if (usage != nullptr && usage->has_struct_value()) add(usage->struct_value());
}

}  // namespace

absl::StatusOr<std::string> NemoGymAnswerText(const Struct& response) {
  const Value* output = Field(response, "output");
  if (output == nullptr || !output->has_list_value()) {
    return absl::InvalidArgumentError(
        "response.output: required, an array of Responses-API output items");
  }
  const ListValue& items = output->list_value();
  // The last assistant message: an agent may answer after reasoning or
  // tool calls, and an earlier message is not its final word.
  int last = -1;
  for (int i = 0; i < items.values_size(); ++i) {
    if (!items.values(i).has_struct_value()) {
      return absl::InvalidArgumentError(
          absl::StrCat("response.output[", i, "]: must be an object"));
    }
    const Struct& item = items.values(i).struct_value();
    const Value* role = Field(item, "role");
    if (IsString(Field(item, "type"), "message") &&
        (role == nullptr || IsString(role, "assistant"))) {
      last = i;
    }
  }
  if (last < 0) return std::string();
  const std::string where = absl::StrCat("response.output[", last, "].content");
  const Value* content = Field(items.values(last).struct_value(), "content");
  if (content != nullptr && content->has_string_value()) return content->string_value();
  if (content == nullptr || !content->has_list_value()) {
    return absl::InvalidArgumentError(
        absl::StrCat(where, ": required, a string or an array of content items"));
  }
  std::string text;
  const ListValue& parts = content->list_value();
  for (int j = 0; j < parts.values_size(); ++j) {
    if (!parts.values(j).has_struct_value()) {
      return absl::InvalidArgumentError(absl::StrCat(where, "[", j, "]: must be an object"));
    }
    const Struct& part = parts.values(j).struct_value();
    if (!IsString(Field(part, "type"), "output_text")) continue;  // e.g. a refusal.
    const Value* piece = Field(part, "text");
    if (piece == nullptr || !piece->has_string_value()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where, "[", j, "].text: required, a string"));
    }
    text += piece->string_value();
  }
  return text;
}

HttpReply HandleNemoGymSeedSession(const ScoreFunction&, const std::string& body,
                                   int max_json_depth, const Struct&) {
  // Referee keeps no session: the episode is the row itself.
  absl::StatusOr<Struct> json = ParseObject(body, max_json_depth);
  if (!json.ok()) return JsonError(400, json.status().message());
  return {200, "{}\n"};
}

HttpReply HandleNemoGymVerify(const ScoreFunction& score, const std::string& body,
                              int max_json_depth, const Struct& url) {
  absl::StatusOr<Struct> json = ParseObject(body, max_json_depth);
  if (!json.ok()) return JsonError(400, json.status().message());
  const Value* params = Field(*json, "responses_create_params");
  if (params == nullptr || !params->has_struct_value()) {
    return JsonError(400,
                     "responses_create_params: required, an object (the Responses-API request)");
  }
  const Value* response = Field(*json, "response");
  if (response == nullptr || !response->has_struct_value()) {
    return JsonError(400, "response: required, an object (the Responses-API response)");
  }
  absl::StatusOr<std::string> text = NemoGymAnswerText(response->struct_value());
  if (!text.ok()) return JsonError(400, text.status().message());

  referee::v1::ScoreRequest request;
  RolloutBuilder rollouts(max_json_depth, &request);
  const Value* prompt_id = Field(*json, "prompt_id");
  const Value* answer = Field(*json, "answer");
  if (prompt_id != nullptr) {
    if (!prompt_id->has_string_value() || prompt_id->string_value().empty()) {
      return JsonError(400, "prompt_id: must be a non-empty string (a Referee prompt id)");
    }
    request.add_rollouts()->set_prompt_id(prompt_id->string_value());
    request.mutable_rollouts(0)->set_output(RestoreInvalidUtf8(*std::move(text)));
  } else if (answer != nullptr && answer->has_string_value()) {
    rollouts.LabelsAreAnswers();
    if (absl::Status routed = rollouts.Route(*json, url); !routed.ok()) {
      return JsonError(400, routed.message());
    }
    rollouts.Add(answer->string_value(), *std::move(text), 0);
  } else {
    return JsonError(400,
                     "prompt_id or answer: one is required (a Referee prompt id such as "
                     "env/sorting/3/7, or a reference answer as a string)");
  }
  request.set_details(true);
  referee::v1::ScoreResponse scored;
  if (absl::Status s = score(request, &scored); !s.ok()) {
    return JsonError(HttpStatusOf(s), s.message());
  }
  const referee::v1::RolloutResult& result = scored.results(0);
  // An unknown problem must not pass as a wrong answer.
  if (result.error() == referee::v1::UNKNOWN_PROMPT) {
    return JsonError(404, absl::StrCat("prompt_id: ", result.error_message()));
  }
  Value reply;
  *reply.mutable_struct_value() = *std::move(json);
  auto& fields = *reply.mutable_struct_value()->mutable_fields();
  fields["reward"].set_number_value(JsonFloat(scored.rewards(0)));
  auto& components = *fields["reward_components"].mutable_struct_value()->mutable_fields();
  for (const auto& [name, value] : result.components()) {
    components[name].set_number_value(value);
  }
  fields["correct"].set_bool_value(result.correct());
  fields["parsed"].set_bool_value(result.parsed());
  fields["error"].set_string_value(
      result.error() == referee::v1::OK ? "" : result.error_message());
  return {200, PrintJsonLine(reply)};
}

HttpReply HandleNemoGymAggregateMetrics(const ScoreFunction&, const std::string& body,
                                        int max_json_depth, const Struct&) {
  absl::StatusOr<Struct> json = ParseObject(body, max_json_depth);
  if (!json.ok()) return JsonError(400, json.status().message());
  const Value* responses = Field(*json, "verify_responses");
  if (responses == nullptr || !responses->has_list_value()) {
    return JsonError(400, "verify_responses: required, an array of verify responses");
  }
  // Task index → field → its values, in task order; and all of them.
  std::map<double, std::map<std::string, std::vector<double>>> by_task;
  std::map<double, int> rollouts_of_task;
  std::map<std::string, std::vector<double>> all;
  const ListValue& list = responses->list_value();
  for (int i = 0; i < list.values_size(); ++i) {
    if (!list.values(i).has_struct_value()) {
      return JsonError(400, absl::StrCat("verify_responses[", i, "]: must be an object"));
    }
    const Struct& one = list.values(i).struct_value();
    const Value* task = Field(one, kTaskIndex);
    if (task != nullptr && !task->has_number_value()) {
      return JsonError(400, absl::StrCat("verify_responses[", i, "].", kTaskIndex,
                                         ": must be a number"));
    }
    const double task_index = task == nullptr ? 0 : task->number_value();
    std::map<std::string, double> numbers;
    NumericFields(one, &numbers);
    ++rollouts_of_task[task_index];
    for (const auto& [name, value] : numbers) {
      by_task[task_index][name].push_back(value);
      all[name].push_back(value);
    }
  }
  Value reply;
  auto& fields = *reply.mutable_struct_value()->mutable_fields();
  ListValue& groups = *fields["group_level_metrics"].mutable_list_value();
  for (const auto& [task_index, count] : rollouts_of_task) {
    Struct& group = *groups.add_values()->mutable_struct_value();
    for (const auto& [name, values] : by_task[task_index]) AddStatistics(name, values, &group);
    (*group.mutable_fields())[kTaskIndex].set_number_value(task_index);
    (*group.mutable_fields())["num_rollouts"].set_number_value(count);
  }
  Struct& agent = *fields["agent_metrics"].mutable_struct_value();
  for (const auto& [name, values] : all) AddStatistics(name, values, &agent);
  Struct& key = *fields["key_metrics"].mutable_struct_value();
  for (const auto& [name, value] : agent.fields()) {
    if (name.rfind("mean/", 0) == 0) (*key.mutable_fields())[name] = value;
  }
  return {200, PrintJsonLine(reply)};
}

}  // namespace referee
