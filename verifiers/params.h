// Verifier parameters (RewardSpec Term.params): declared by each verifier,
// checked once per request, then read on the hot path without allocation.
#ifndef REFEREE_VERIFIERS_PARAMS_H_
#define REFEREE_VERIFIERS_PARAMS_H_

#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/struct.pb.h"

namespace referee {

// One parameter a verifier accepts.
struct ParamSpec {
  // kChoice: a JSON string, one of `choices`; its value is the index.
  enum class Type { kNumber, kBool, kChoice };
  std::string name;           // Key in Term.params, e.g. "gamma".
  Type type = Type::kNumber;  // JSON number, JSON bool or JSON string.
  double default_value = 0;   // kBool: 0 is false, anything else true;
                              // kChoice: the index of the default choice.
  std::string help;           // One line for ListVerifiers.
  std::vector<std::string> choices = {};  // kChoice only.

  // How ListVerifiers shows the type and the default.
  std::string TypeName() const;
  std::string DefaultText() const;
};

// The resolved values of a verifier's parameters: every declared parameter,
// the request's value where given and the default elsewhere. Lookups are a
// linear scan over a handful of names, cheaper than hashing.
class ParamValues {
 public:
  // Declared defaults overlaid with `given`. InvalidArgument names the
  // parameter (with `field` as the path prefix) when it is unknown or has the
  // wrong JSON type.
  static absl::StatusOr<ParamValues> Resolve(
      const std::vector<ParamSpec>& specs,
      const google::protobuf::Struct& given, absl::string_view field);

  // The value of a declared number parameter. Undeclared names return 0
  // (a programming error caught by the verifier's own tests).
  double Number(absl::string_view name) const;
  // The value of a declared bool parameter.
  bool Flag(absl::string_view name) const { return Number(name) != 0; }
  // The index (into ParamSpec::choices) of a declared choice parameter.
  int Choice(absl::string_view name) const { return static_cast<int>(Number(name)); }

 private:
  struct Entry {
    std::string name;
    double value;
  };
  absl::InlinedVector<Entry, 4> entries_;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARAMS_H_
