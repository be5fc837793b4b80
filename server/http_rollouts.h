// What the HTTP adapters (server/http_gateway.cc: OpenRLHF, slime;
// server/nemo_gym.cc: NeMo Gym) share: JSON error replies, the HTTP
// status of a failed batch, and the builder that turns each adapter's
// labels into rollouts and inline problems.
#ifndef REFEREE_SERVER_HTTP_ROLLOUTS_H_
#define REFEREE_SERVER_HTTP_ROLLOUTS_H_

#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/struct.pb.h"
#include "proto/referee/v1/referee.pb.h"
#include "server/http_gateway.h"

namespace referee {

// {"error": message} with `status`; the message made valid UTF-8.
HttpReply JsonError(int status, absl::string_view message);

// The HTTP status of a failed batch: overload and drain are retryable (503),
// anything else is the caller's (400).
int HttpStatusOf(const absl::Status& status);

// Reads body[key] as a JSON array of strings into `out`; false (and `why`,
// naming the field) when it is not one.
bool StringList(const google::protobuf::Struct& body, const std::string& key,
                std::vector<std::string>* out, std::string* why);

// The rollouts of one HTTP request and the inline problems they need.
class RolloutBuilder {
 public:
  RolloutBuilder(int max_json_depth, referee::v1::ScoreRequest* request)
      : max_json_depth_(max_json_depth), request_(request) {}

  // Reads the optional `data_source` (and `compat`) of a request body: a
  // verl math data source makes plain labels reference answers scored by
  // math_equiv the way that dataset asks (server/data_sources.h).
  // The body's fields win over the same fields of the URL (`url`).
  absl::Status Route(const google::protobuf::Struct& json,
                     const google::protobuf::Struct& url);

  // Plain labels are reference answers (inline `answer` problems) even
  // without a data source: the spec is then the answer task's default.
  void LabelsAreAnswers() { answers_ = true; }

  // Adds rollout i for `label`: a Problem JSON becomes an inline problem
  // (id "http-i" if it has none); with a data source (or LabelsAreAnswers),
  // any other label is a reference answer (an inline `answer` problem);
  // else it is a prompt id. OpenRLHF repeats a prompt's label for each of
  // its samples: a label already added (same text) is added once; one id
  // with different problems stays a duplicate, which the scorer refuses.
  void Add(const std::string& label, std::string output, size_t i);

 private:
  const int max_json_depth_;
  referee::v1::ScoreRequest* request_;
  bool answers_ = false;
  absl::flat_hash_map<std::string, std::string> seen_;        // Inline id → label.
  absl::flat_hash_map<std::string, std::string> answer_ids_;  // Answer → id.
};

}  // namespace referee

#endif  // REFEREE_SERVER_HTTP_ROLLOUTS_H_
