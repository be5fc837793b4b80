// libFuzzer target for the HTTP gateway's bodies (OpenRLHF /get_reward,
// slime /reward, NeMo Gym's /seed_session, /verify and /aggregate_metrics)
// scored by a real Scorer: JSON with any bytes, nesting and
// labels (prompt ids, Problem JSON, env ids). No input may crash, hang or
// leak; every reply is a known status with a JSON body.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "google/protobuf/struct.pb.h"
#include "server/http_gateway.h"
#include "server/nemo_gym.h"
#include "engine/jsonl.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/parsing/utf8.h"

namespace {

struct World {
  World() {
    if (!referee::RegisterBuiltins(catalog, {}).ok()) std::abort();
    referee::ScorerOptions options;
    options.max_batch = 64;
    options.max_output_bytes = 4096;
    scorer = referee::Scorer::Create(catalog, store, nullptr, options).value();
  }
  referee::Catalog catalog;
  referee::ProblemStore store{catalog.tasks};
  std::unique_ptr<referee::Scorer> scorer;
};

void CheckReply(const referee::HttpReply& reply) {
  if (reply.status != 200 && reply.status != 400 && reply.status != 404 &&
      reply.status != 503) {
    std::abort();
  }
  google::protobuf::Value json;
  if (!referee::parsing::IsValidUtf8(reply.body) ||
      !referee::ParseJsonMessage(reply.body, &json).ok()) {
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static World* world = new World();
  if (size > 16 * 1024) return 0;
  const std::string body = referee::MarkInvalidUtf8(
      std::string(reinterpret_cast<const char*>(data), size));
  const referee::ScoreFunction score =
      [](const referee::v1::ScoreRequest& request, referee::v1::ScoreResponse* response) {
        return world->scorer->ScoreAll(request, response);
      };
  CheckReply(referee::HandleOpenRlhf(score, body));
  CheckReply(referee::HandleSlime(score, body));
  CheckReply(referee::HandleNemoGymSeedSession(score, body));
  CheckReply(referee::HandleNemoGymVerify(score, body));
  CheckReply(referee::HandleNemoGymAggregateMetrics(score, body));
  return 0;
}
