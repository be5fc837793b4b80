#include "engine/inline_problems.h"

#include <cstdint>
#include <utility>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace referee {

using referee::v1::Problem;

std::string InlineProblemKey(const Problem& problem) {
  // The id's length, the id, the difficulty and the task's field number
  // (fixed-width), then the task message: every part has a known extent,
  // so two different problems never share a key.
  std::string key;
  key.reserve(3 * sizeof(uint32_t) + problem.id().size() + 256);
  const uint32_t id_size = static_cast<uint32_t>(problem.id().size());
  const int32_t difficulty = problem.difficulty();
  const uint32_t task = static_cast<uint32_t>(problem.task_case());
  key.append(reinterpret_cast<const char*>(&id_size), sizeof(id_size));
  key.append(problem.id());
  key.append(reinterpret_cast<const char*>(&difficulty), sizeof(difficulty));
  key.append(reinterpret_cast<const char*>(&task), sizeof(task));
  if (problem.task_case() != Problem::TASK_NOT_SET) {
    const google::protobuf::Reflection& reflection = *problem.GetReflection();
    // Looked up once, not by name for every inline problem of every request.
    static const google::protobuf::OneofDescriptor* const kTask =
        Problem::descriptor()->FindOneofByName("task");
    const google::protobuf::FieldDescriptor* field =
        reflection.GetOneofFieldDescriptor(problem, kTask);
    const google::protobuf::Message& message = reflection.GetMessage(problem, field);
    // Straight into the key's own bytes (no stream growing a string):
    // every request of an epoch makes these keys again.
    const size_t header = key.size();
    const size_t size = message.ByteSizeLong();
    key.resize(header + size);
    google::protobuf::io::ArrayOutputStream array(&key[header], static_cast<int>(size));
    google::protobuf::io::CodedOutputStream coded(&array);
    // Deterministic: map fields (a Struct instance) in key order, so equal
    // problems give equal keys.
    coded.SetSerializationDeterministic(true);
    message.SerializeWithCachedSizes(&coded);
  }
  return key;
}

absl::StatusOr<PreparedProblemPtr> InlineProblemCache::Get(
    const Problem& problem) {
  const std::string key = InlineProblemKey(problem);
  if (PreparedProblemPtr cached = lru_.Find(key)) return cached;
  // The prompt is not needed for scoring: it is not kept.
  Problem copy;
  copy.MergeFrom(problem);
  copy.clear_prompt();
  copy.clear_reference_output();
  absl::StatusOr<PreparedProblemPtr> prepared = tasks_.Prepare(std::move(copy));
  if (prepared.ok()) {
    lru_.Insert(key, *prepared, (*prepared)->ApproximateBytes());
  }
  return prepared;
}

}  // namespace referee
