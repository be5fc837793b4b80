// Reading and writing EnvironmentInstance.instance (a google.protobuf.Struct,
// i.e. JSON) for the environments' documented schemas. JSON numbers are
// doubles, so integers are exact only up to 2^53: readers insist on
// integral values inside the caller's bounds, and every list has a size
// bound, so an explicit instance can never make preparation unbounded.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_IO_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_IO_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/struct.pb.h"

namespace referee {
namespace environments {

// Errors are InvalidArgument naming the field:
// "environment.instance.values: element 3 is not an integer".
class InstanceReader {
 public:
  explicit InstanceReader(const google::protobuf::Struct& instance)
      : instance_(instance) {}

  // InvalidArgument for any field not in `known` (a typo must not be
  // silently ignored).
  absl::Status OnlyFields(std::initializer_list<absl::string_view> known) const;
  absl::Status OnlyFields(const std::vector<std::string>& known) const;
  absl::Status OnlyFields(const std::vector<absl::string_view>& known) const;

  bool Has(absl::string_view name) const {
    return instance_.fields().contains(std::string(name));
  }
  absl::StatusOr<int64_t> Int(absl::string_view name, int64_t lo,
                              int64_t hi) const;
  // A list of 1..max_count integers in [lo, hi].
  absl::StatusOr<std::vector<int64_t>> Ints(absl::string_view name,
                                            size_t max_count, int64_t lo,
                                            int64_t hi) const;
  // A string of 1..max_digits ASCII digits (numbers too large for JSON
  // numbers), returned without leading zeros.
  absl::StatusOr<std::string> Digits(absl::string_view name,
                                     size_t max_digits) const;
  // A list of 0..max_rows lists, each of `width` integers in [lo, hi].
  absl::StatusOr<std::vector<std::vector<int64_t>>> IntRows(
      absl::string_view name, size_t max_rows, size_t width, int64_t lo,
      int64_t hi) const;
  // The edges of a simple undirected graph on vertices 0..n-1: pairs
  // [u, v], no self-loop, no pair twice in either orientation, at most
  // n(n-1)/2 of them.
  absl::StatusOr<std::vector<std::vector<int64_t>>> UndirectedEdges(
      absl::string_view name, int64_t n) const;

 private:
  absl::StatusOr<const google::protobuf::Value*> Field(
      absl::string_view name) const;
  const google::protobuf::Struct& instance_;
};

// InvalidArgument "environment.instance.<field>: <what>".
absl::Status BadInstance(absl::string_view field, absl::string_view what);

// Edges as prompt lines "(u, v)", one per line.
std::string EdgeTuples(const std::vector<std::vector<int64_t>>& edges);

// Where an environment's Write() puts its instance, field by field (each
// name once): into a Struct (StructInstanceWriter, the explicit instance
// Generate() returns) or straight into JSON text (engine/problem_json's
// JsonInstanceWriter: `referee generate` builds no Struct, issue #27).
class InstanceWriter {
 public:
  virtual ~InstanceWriter() = default;
  virtual void Int(absl::string_view name, int64_t value) = 0;
  virtual void Ints(absl::string_view name, const std::vector<int64_t>& values) = 0;
  virtual void Text(absl::string_view name, absl::string_view text) = 0;
  virtual void IntRows(absl::string_view name,
                       const std::vector<std::vector<int64_t>>& rows) = 0;
};

class StructInstanceWriter final : public InstanceWriter {
 public:
  explicit StructInstanceWriter(google::protobuf::Struct& out) : out_(out) {}
  void Int(absl::string_view name, int64_t value) override;
  void Ints(absl::string_view name, const std::vector<int64_t>& values) override;
  void Text(absl::string_view name, absl::string_view text) override;
  void IntRows(absl::string_view name,
               const std::vector<std::vector<int64_t>>& rows) override;

 private:
  google::protobuf::Struct& out_;
};

// The fields of an instance, in a Struct or through a writer. Integers are
// stored as JSON numbers (doubles): exact up to kMaxJsonInteger.
void SetInt(google::protobuf::Struct& instance, absl::string_view name,
            int64_t value);
void SetInts(google::protobuf::Struct& instance, absl::string_view name,
             const std::vector<int64_t>& values);
void SetText(google::protobuf::Struct& instance, absl::string_view name,
             absl::string_view text);
void SetIntRows(google::protobuf::Struct& instance, absl::string_view name,
                const std::vector<std::vector<int64_t>>& rows);
inline void SetInt(InstanceWriter& out, absl::string_view name, int64_t value) {
  out.Int(name, value);
}
inline void SetInts(InstanceWriter& out, absl::string_view name,
                    const std::vector<int64_t>& values) {
  out.Ints(name, values);
}
inline void SetText(InstanceWriter& out, absl::string_view name, absl::string_view text) {
  out.Text(name, text);
}
inline void SetIntRows(InstanceWriter& out, absl::string_view name,
                       const std::vector<std::vector<int64_t>>& rows) {
  out.IntRows(name, rows);
}

// Integers written as JSON numbers stay exact up to this bound.
inline constexpr int64_t kMaxJsonInteger = int64_t{1} << 53;

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_IO_H_
