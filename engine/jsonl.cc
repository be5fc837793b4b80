#include "engine/jsonl.h"

#include <fstream>
#include <memory>
#include <iostream>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/descriptor.pb.h"
#include "google/protobuf/dynamic_message.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::DescriptorPool;
using google::protobuf::DynamicMessageFactory;
using google::protobuf::FieldDescriptor;
using google::protobuf::FileDescriptor;
using google::protobuf::FileDescriptorProto;
using google::protobuf::Message;

// referee.proto's messages as JSON sees them: a pool of their own where
// every `bytes` field of a referee.v1 file is a `string`. A message is
// converted through the wire (string and bytes encode the same): parse JSON
// into its text twin and reparse the bytes as the real message, or the
// reverse to print. Only messages that hold a bytes field, directly or in a
// field's message, take the detour.
class TextTwins {
 public:
  static const TextTwins& Get() {
    static const TextTwins* twins = new TextTwins();
    return *twins;
  }

  // The text twin prototype of `descriptor`'s message, or null when the
  // message has no bytes field to turn into text.
  const Message* Twin(const Descriptor* descriptor) const {
    absl::MutexLock lock(&mu_);
    if (!HasBytesLocked(descriptor)) return nullptr;
    Add(descriptor->file());
    const Descriptor* twin = pool_.FindMessageTypeByName(descriptor->full_name());
    return twin == nullptr ? nullptr : factory_.GetPrototype(twin);
  }

 private:
  TextTwins() = default;

  // Adds `file` and its imports, each once; bytes become strings in
  // Referee's own files (package referee.*).
  void Add(const FileDescriptor* file) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (file == nullptr || pool_.FindFileByName(file->name()) != nullptr) return;
    for (int i = 0; i < file->dependency_count(); ++i) Add(file->dependency(i));
    FileDescriptorProto proto;
    file->CopyTo(&proto);
    if (proto.package().rfind("referee.", 0) == 0) {
      for (auto& message : *proto.mutable_message_type()) TextFields(message);
    }
    pool_.BuildFile(proto);
  }

  static void TextFields(google::protobuf::DescriptorProto& message) {
    for (auto& field : *message.mutable_field()) {
      if (field.type() == google::protobuf::FieldDescriptorProto::TYPE_BYTES) {
        field.set_type(google::protobuf::FieldDescriptorProto::TYPE_STRING);
      }
    }
    for (auto& nested : *message.mutable_nested_type()) TextFields(nested);
  }

  bool HasBytesLocked(const Descriptor* descriptor) const
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    auto [it, fresh] = has_bytes_.emplace(descriptor, false);  // Cycles: no.
    if (!fresh) return it->second;
    bool found = false;
    for (int i = 0; i < descriptor->field_count() && !found; ++i) {
      const FieldDescriptor* field = descriptor->field(i);
      found = field->type() == FieldDescriptor::TYPE_BYTES ||
              (field->message_type() != nullptr &&
               HasBytesLocked(field->message_type()));
    }
    has_bytes_[descriptor] = found;
    return found;
  }

  mutable DescriptorPool pool_;
  mutable DynamicMessageFactory factory_{&pool_};
  mutable absl::Mutex mu_;
  mutable absl::flat_hash_map<const Descriptor*, bool> has_bytes_
      ABSL_GUARDED_BY(mu_);
};

}  // namespace

absl::Status CheckJsonDepth(absl::string_view json, int max_depth) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // The escaped character, whatever it is.
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) {
        return absl::InvalidArgumentError(absl::StrCat(
            "JSON nests deeper than ", max_depth, " arrays/objects"));
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return absl::OkStatus();
}

absl::Status ParseJsonMessage(absl::string_view json,
                              google::protobuf::Message* message,
                              int max_depth) {
  if (absl::Status deep = CheckJsonDepth(json, max_depth); !deep.ok()) {
    return deep;
  }
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  const google::protobuf::StringPiece text(json.data(), json.size());
  const Message* twin = TextTwins::Get().Twin(message->GetDescriptor());
  if (twin == nullptr) {
    const auto status =
        google::protobuf::util::JsonStringToMessage(text, message, options);
    if (status.ok()) return absl::OkStatus();
    return absl::InvalidArgumentError(std::string(status.message()));
  }
  std::unique_ptr<Message> parsed(twin->New());
  const auto status =
      google::protobuf::util::JsonStringToMessage(text, parsed.get(), options);
  if (!status.ok()) return absl::InvalidArgumentError(std::string(status.message()));
  if (!message->ParseFromString(parsed->SerializeAsString())) {
    return absl::InvalidArgumentError("cannot convert the JSON message");
  }
  return absl::OkStatus();
}

std::string PrintJsonLine(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string out;
  const Message* twin = TextTwins::Get().Twin(message.GetDescriptor());
  if (twin == nullptr) {
    // Printing a valid message cannot fail.
    (void)google::protobuf::util::MessageToJsonString(message, &out, options);
    return out;
  }
  std::unique_ptr<Message> text(twin->New());
  text->ParseFromString(message.SerializeAsString());
  (void)google::protobuf::util::MessageToJsonString(*text, &out, options);
  return out;
}

absl::Status ForEachJsonlLine(
    const std::string& path,
    const std::function<absl::Status(absl::string_view, int)>& parse_line) {
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) return absl::NotFoundError(absl::StrCat(path, ": cannot open"));
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (parsing::TrimAsciiSpace(line).empty()) continue;
    absl::Status status = parse_line(line, number);
    if (!status.ok()) {
      return absl::Status(status.code(), absl::StrCat(path, ":", number, ": ",
                                                      status.message()));
    }
  }
  if (in.bad()) return absl::DataLossError(absl::StrCat(path, ": read error"));
  return absl::OkStatus();
}

}  // namespace referee
