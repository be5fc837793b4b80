// NVIDIA NeMo Gym's resources-server protocol on the HTTP gateway
// (docs/INTEGRATION.md "NeMo Gym"), as nemo_gym/base_resources_server.py
// defines it. A NeMo Gym agent posts each rollout's dataset row, with the
// model's finished Responses-API response added, and trains on `reward`:
//
//   POST /seed_session       any JSON object -> {}
//   POST /verify             {"responses_create_params": {...},
//                             "response": {"output": [...], ...},
//                             "prompt_id": "env/…"  |  "answer": "…"
//                             [, "data_source": "…"], other row fields}
//     -> the request echoed, plus "reward", "reward_components" (each
//        term's score by verifier name), "correct", "parsed", "error"
//   POST /aggregate_metrics  {"verify_responses": [...]}
//     -> {"group_level_metrics": [...], "agent_metrics": {...},
//         "key_metrics": {...}}: mean/max/min/median/std of every numeric
//        (and boolean) field, per task (`_ng_task_index`) and over all, as
//        NeMo Gym's RewardProfiler names them ("mean/reward"); key_metrics
//        are agent_metrics' mean/* entries.
//
// The problem: `prompt_id` (any id the server knows, generated `env/…`
// ones included) or, without it, `answer`: a reference answer, scored as
// an inline `answer` problem; `data_source` (body or URL) routes it as the
// verl adapter does (server/data_sources.h). The text scored is the last
// assistant message's `output_text` items in `response.output`, joined;
// reasoning items and tool calls are not the answer, and a response with
// no message scores as an empty answer. A malformed body is a 400 naming
// the field; an unknown prompt id is a 404 (it must not pass as a wrong
// answer).
#ifndef REFEREE_SERVER_NEMO_GYM_H_
#define REFEREE_SERVER_NEMO_GYM_H_

#include <string>

#include "absl/status/statusor.h"
#include "google/protobuf/struct.pb.h"
#include "server/http_gateway.h"

namespace referee {

HttpReply HandleNemoGymSeedSession(const ScoreFunction& score, const std::string& body,
                                   int max_json_depth = kDefaultMaxJsonDepth,
                                   const google::protobuf::Struct& url = {});
HttpReply HandleNemoGymVerify(const ScoreFunction& score, const std::string& body,
                              int max_json_depth = kDefaultMaxJsonDepth,
                              const google::protobuf::Struct& url = {});
HttpReply HandleNemoGymAggregateMetrics(const ScoreFunction& score,
                                        const std::string& body,
                                        int max_json_depth = kDefaultMaxJsonDepth,
                                        const google::protobuf::Struct& url = {});

// The text /verify scores from a Responses-API `response` object; an
// InvalidArgument error names the malformed field.
absl::StatusOr<std::string> NemoGymAnswerText(const google::protobuf::Struct& response);

}  // namespace referee

#endif  // REFEREE_SERVER_NEMO_GYM_H_
