#include "verifiers/environments/legacy/sequence_reference.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace referee {
namespace environments {

std::string SequenceReference(
    const google::protobuf::RepeatedField<int32_t>& solution, int32_t answer,
    const std::vector<int32_t>& sorted_ids) {
  std::string out = "<think>\n";
  if (!sorted_ids.empty()) {
    absl::StrAppend(&out, "Sorted by end time: ",
                    absl::StrJoin(sorted_ids, ", ",
                                  [](std::string* o, int32_t id) {
                                    absl::StrAppend(o, "ID ", id);
                                  }),
                    ".\n\n");
  }
  absl::StrAppend(&out, "</think>\n\\answer{", answer, "}\n\\ids{",
                  absl::StrJoin(solution, ", "), "}");
  return out;
}

}  // namespace environments
}  // namespace referee
