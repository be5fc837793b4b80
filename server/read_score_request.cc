#include "server/read_score_request.h"

namespace referee {

absl::StatusOr<absl::Span<const RolloutView>> ReadScoreRequest(
    const grpc::ByteBuffer& received, grpc::Slice* bytes, WireScoreRequest* wire,
    referee::v1::ScoreRequest* request) {
  // One slice is viewed as is; a message gRPC received in pieces is copied
  // once into one (still far cheaper than a string per output).
  if (!received.TrySingleSlice(bytes).ok() && !received.DumpToSingleSlice(bytes).ok()) {
    return absl::InternalError("could not read the request's bytes");
  }
  const absl::string_view view(reinterpret_cast<const char*>(bytes->begin()), bytes->size());
  if (ScanScoreRequest(view, wire, request) == WireScan::kScanned) {
    return absl::MakeConstSpan(wire->rollouts);
  }
  if (!request->ParseFromArray(view.data(), static_cast<int>(view.size()))) {
    return absl::InvalidArgumentError("the request is not a valid referee.v1.ScoreRequest");
  }
  return absl::Span<const RolloutView>();  // Viewed from `request`.
}

}  // namespace referee
