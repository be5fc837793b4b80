// A received ScoreRequest read for scoring, shared by unary Score and
// ScoreStream (both raw gRPC methods): its bytes viewed as one slice (a
// message gRPC received in pieces is copied once into one), its rollouts
// viewed by ScanScoreRequest (server/score_request_wire.h), with
// protobuf's parser as the fall-back for anything unusual.
#ifndef REFEREE_SERVER_READ_SCORE_REQUEST_H_
#define REFEREE_SERVER_READ_SCORE_REQUEST_H_

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "engine/rollout_view.h"
#include "grpcpp/support/byte_buffer.h"
#include "grpcpp/support/slice.h"
#include "proto/referee/v1/referee.pb.h"
#include "server/score_request_wire.h"

namespace referee {

// Reads `received` into `*bytes` (kept alive by the caller: the views point
// into it), `*wire` and `*request`. Returns the rollouts as views — an
// empty span when protobuf parsed them into `request` — or InvalidArgument
// when the bytes are no ScoreRequest.
absl::StatusOr<absl::Span<const RolloutView>> ReadScoreRequest(
    const grpc::ByteBuffer& received, grpc::Slice* bytes, WireScoreRequest* wire,
    referee::v1::ScoreRequest* request);

}  // namespace referee

#endif  // REFEREE_SERVER_READ_SCORE_REQUEST_H_
