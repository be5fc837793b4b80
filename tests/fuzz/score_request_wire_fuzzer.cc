// Differential fuzzer of the Score wire scanner: whatever it reads itself
// must be exactly what protobuf parses from the same bytes; anything else
// it must hand to protobuf (server/score_request_wire.h).
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "proto/referee/v1/referee.pb.h"
#include "server/score_request_wire.h"

namespace {

void Check(bool condition) {
  if (!condition) std::abort();
}

// Bit-for-bit equality (NaNs included).
template <typename T>
bool SameBits(T a, T b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  referee::WireScoreRequest wire;
  referee::v1::ScoreRequest rest;
  if (referee::ScanScoreRequest(bytes, &wire, &rest) !=
      referee::WireScan::kScanned) {
    return 0;
  }
  referee::v1::ScoreRequest parsed;
  Check(parsed.ParseFromString(bytes));
  Check(wire.rollouts.size() == static_cast<size_t>(parsed.rollouts_size()));
  for (int i = 0; i < parsed.rollouts_size(); ++i) {
    const referee::v1::Rollout& want = parsed.rollouts(i);
    const referee::RolloutView& got = wire.rollouts[static_cast<size_t>(i)];
    Check(got.prompt_id == want.prompt_id());
    Check(got.output == want.output());
    Check(got.group_id == want.group_id());
    Check(got.has_novelty_score == want.has_novelty_score());
    Check(!want.has_novelty_score() ||
          SameBits(got.novelty_score, want.novelty_score()));
    Check(got.ref_logprobs.size() == static_cast<size_t>(want.ref_logprobs_size()));
    for (int k = 0; k < want.ref_logprobs_size(); ++k) {
      Check(SameBits(got.ref_logprobs[static_cast<size_t>(k)], want.ref_logprobs(k)));
    }
  }
  parsed.clear_rollouts();
  Check(rest.SerializeAsString() == parsed.SerializeAsString());
  return 0;
}
