#include "server/http_rollouts.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "engine/jsonl.h"
#include "server/data_sources.h"
#include "verifiers/parsing/utf8.h"

namespace referee {

using google::protobuf::Struct;
using google::protobuf::Value;

HttpReply JsonError(int status, absl::string_view message) {
  Value error;
  // Parser errors quote the input and may cut a character in two.
  (*error.mutable_struct_value()->mutable_fields())["error"].set_string_value(
      parsing::ToValidUtf8(message));
  return {status, PrintJsonLine(error)};
}

// The HTTP status of a failed batch: overload and drain are retryable.
int HttpStatusOf(const absl::Status& status) {
  if (absl::IsResourceExhausted(status) || absl::IsUnavailable(status) ||
      absl::IsCancelled(status)) {
    return 503;
  }
  return 400;
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

absl::Status RolloutBuilder::Route(const Struct& json, const Struct& url) {
  auto field = [&](const char* name) -> const Value* {
    for (const Struct* from : {&json, &url}) {
      auto found = from->fields().find(name);
      if (found != from->fields().end()) return &found->second;
    }
    return nullptr;
  };
  const Value* source = field("data_source");
  if (source == nullptr) return absl::OkStatus();
  if (!source->has_string_value()) {
    return absl::InvalidArgumentError("data_source: must be a string");
  }
  const std::optional<MathRoute> route = MathRouteFor(source->string_value());
  if (!route) {
    return absl::InvalidArgumentError(absl::StrCat(
        "data_source: '", source->string_value(),
        "' is not a math data source Referee routes (openai/gsm8k, lighteval/MATH, "
        "DigitalLearningGmbH/MATH-lighteval, HuggingFaceH4/MATH-500, math_dapo, math, "
        "math_dapo_reasoning, aime*, numina_*); leave it out to send prompt ids"));
  }
  const Value* compat = field("compat");
  if (compat != nullptr && !compat->has_bool_value()) {
    return absl::InvalidArgumentError("compat: must be true or false");
  }
  answers_ = true;
  *request_->mutable_spec() =
      MathRouteSpec(*route, compat != nullptr && compat->bool_value());
  return absl::OkStatus();
}

void RolloutBuilder::Add(const std::string& label, std::string output, size_t i) {
  referee::v1::Rollout* rollout = request_->add_rollouts();
  rollout->set_output(RestoreInvalidUtf8(std::move(output)));
  referee::v1::Problem problem;
  const bool is_problem = !label.empty() && label.front() == '{' &&
                          ParseJsonMessage(label, &problem, max_json_depth_).ok() &&
                          problem.task_case() != referee::v1::Problem::TASK_NOT_SET;
  if (!is_problem && !answers_) {
    rollout->set_prompt_id(label);
    return;
  }
  if (!is_problem) {
    auto [answer, fresh] = answer_ids_.emplace(label, absl::StrCat("http-answer-", i));
    rollout->set_prompt_id(answer->second);
    if (!fresh) return;
    problem.set_id(answer->second);
    problem.mutable_answer()->set_answer(label);
    *request_->add_problems() = std::move(problem);
    return;
  }
  if (problem.id().empty()) problem.set_id(absl::StrCat("http-", i));
  rollout->set_prompt_id(problem.id());
  auto [it, fresh] = seen_.emplace(problem.id(), label);
  if (!fresh && it->second == label) return;
  *request_->add_problems() = std::move(problem);
}

}  // namespace referee
