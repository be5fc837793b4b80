// Reads a serialized ScoreRequest without copying its rollouts' outputs.
//
// protobuf copies every `Rollout.output` into a heap string: for a batch of
// 1,024 × 1 KB outputs that is a megabyte of copies and a thousand mallocs
// and frees per request, the largest share of the server's CPU in the
// profile of issue #15. ScanScoreRequest walks the wire format instead and
// returns the rollouts as views into the received bytes; every other field
// of the request (spec, inline problems, request_id, details) is small and
// still parsed by protobuf, from the same bytes minus the rollouts.
//
// The scanner takes the encodings protobuf's own serializers write, with
// protobuf's semantics (the last of a repeated singular field wins,
// repeated fields append, packed or unpacked ref_logprobs, unknown fields
// ignored). Anything else — group wire types, a known field with another
// wire type, truncated or overlong varints, invalid UTF-8 in a string
// field — makes it answer kUseProtobuf, and the caller parses the bytes
// with protobuf, which then decides exactly as it always did.
#ifndef REFEREE_SERVER_SCORE_REQUEST_WIRE_H_
#define REFEREE_SERVER_SCORE_REQUEST_WIRE_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/rollout_view.h"

namespace referee {

// A ScoreRequest read by ScanScoreRequest. Views point into the scanned
// bytes and into `logprobs`: both must outlive the views' use.
struct WireScoreRequest {
  std::vector<RolloutView> rollouts;
  std::vector<float> logprobs;  // Every rollout's ref_logprobs, in order.
  std::string rest;             // Scratch: the bytes of every other field.
};

enum class WireScan {
  kScanned,      // `rollouts` filled; `request` holds every other field.
  kUseProtobuf,  // Parse `bytes` with protobuf instead.
};

// Scans `bytes` (a serialized ScoreRequest). On kScanned, `out->rollouts`
// views the rollouts and `request` (cleared first) holds every other field,
// with no rollouts. On kUseProtobuf, `out` and `request` are unspecified.
WireScan ScanScoreRequest(absl::string_view bytes, WireScoreRequest* out,
                          referee::v1::ScoreRequest* request);

}  // namespace referee

#endif  // REFEREE_SERVER_SCORE_REQUEST_WIRE_H_
