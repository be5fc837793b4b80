#include "server/score_request_wire.h"

#include <cstdint>
#include <cstring>

#include "absl/base/config.h"
#include "verifiers/parsing/utf8.h"

namespace referee {
namespace {

#ifndef ABSL_IS_LITTLE_ENDIAN
#error "ref_logprobs are read as little-endian floats straight from the wire"
#endif

// Wire types (protobuf encoding guide).
constexpr uint32_t kVarint = 0;
constexpr uint32_t kFixed64 = 1;
constexpr uint32_t kLengthDelimited = 2;
constexpr uint32_t kFixed32 = 5;

// Field numbers of referee.proto.
constexpr uint32_t kScoreRequestRollouts = 2;
constexpr uint32_t kRolloutPromptId = 1;
constexpr uint32_t kRolloutOutput = 2;
constexpr uint32_t kRolloutRefLogprobs = 3;
constexpr uint32_t kRolloutNoveltyScore = 4;
constexpr uint32_t kRolloutGroupId = 5;

// A cursor over wire bytes. Every read fails (returns false) rather than
// step past the end.
class WireReader {
 public:
  explicit WireReader(absl::string_view bytes)
      : at_(bytes.data()), end_(bytes.data() + bytes.size()) {}

  bool done() const { return at_ == end_; }
  const char* at() const { return at_; }

  // A varint of at most `max_bytes` bytes. protobuf reads tags and lengths
  // as 32-bit varints of at most 5 bytes (a longer, zero-padded one is a
  // parse error there), so those pass 5: what it refuses, we never take.
  bool Varint(uint64_t* value, int max_bytes = 10) {
    uint64_t result = 0;
    for (int shift = 0; shift < 7 * max_bytes && shift < 64; shift += 7) {
      if (at_ == end_) return false;
      const uint8_t byte = static_cast<uint8_t>(*at_++);
      // The tenth byte may only carry the top bit of a 64-bit value.
      if (shift == 63 && byte > 1) return false;
      result |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if ((byte & 0x80) == 0) {
        *value = result;
        return true;
      }
    }
    return false;
  }

  // A field's tag; field number 0 and tags past 32 bits are invalid.
  bool Tag(uint32_t* field, uint32_t* wire_type) {
    uint64_t tag = 0;
    if (!Varint(&tag, 5) || tag > UINT32_MAX || (tag >> 3) == 0) return false;
    *field = static_cast<uint32_t>(tag >> 3);
    *wire_type = static_cast<uint32_t>(tag & 7);
    return true;
  }

  bool Bytes(size_t count, absl::string_view* out) {
    if (static_cast<size_t>(end_ - at_) < count) return false;
    *out = absl::string_view(at_, count);
    at_ += count;
    return true;
  }

  bool LengthDelimited(absl::string_view* out) {
    uint64_t length = 0;
    return Varint(&length, 5) &&
           length <= static_cast<uint64_t>(end_ - at_) &&
           Bytes(static_cast<size_t>(length), out);
  }

  // Skips a value of `wire_type`; groups (3, 4) and unknown types fail.
  bool Skip(uint32_t wire_type) {
    uint64_t ignored_varint = 0;
    absl::string_view ignored;
    switch (wire_type) {
      case kVarint:
        return Varint(&ignored_varint);
      case kFixed64:
        return Bytes(8, &ignored);
      case kLengthDelimited:
        return LengthDelimited(&ignored);
      case kFixed32:
        return Bytes(4, &ignored);
      default:
        return false;
    }
  }

 private:
  const char* at_;
  const char* const end_;
};

float LittleEndianFloat(const char* bytes) {
  float value;
  std::memcpy(&value, bytes, sizeof(value));
  return value;
}

// Where one rollout's ref_logprobs sit in WireScoreRequest::logprobs; the
// spans are made once the vector has stopped growing.
struct LogprobRange {
  size_t begin = 0;
  size_t count = 0;
};

// A proto3 string field: protobuf refuses invalid UTF-8 in it.
bool StringField(WireReader& reader, absl::string_view* out) {
  return reader.LengthDelimited(out) && parsing::IsValidUtf8(*out);
}

bool ScanRollout(absl::string_view bytes, RolloutView* view,
                 LogprobRange* range, std::vector<float>& logprobs) {
  WireReader reader(bytes);
  range->begin = logprobs.size();
  while (!reader.done()) {
    uint32_t field = 0, wire_type = 0;
    if (!reader.Tag(&field, &wire_type)) return false;
    absl::string_view value;
    switch (field) {
      case kRolloutPromptId:
        if (wire_type != kLengthDelimited || !StringField(reader, &view->prompt_id)) {
          return false;
        }
        break;
      case kRolloutOutput:
        if (wire_type != kLengthDelimited || !reader.LengthDelimited(&view->output)) {
          return false;
        }
        break;
      case kRolloutRefLogprobs:
        if (wire_type == kLengthDelimited) {  // Packed.
          if (!reader.LengthDelimited(&value) || value.size() % 4 != 0) return false;
          for (size_t k = 0; k < value.size(); k += 4) {
            logprobs.push_back(LittleEndianFloat(value.data() + k));
          }
        } else if (wire_type == kFixed32) {  // One unpacked value.
          if (!reader.Bytes(4, &value)) return false;
          logprobs.push_back(LittleEndianFloat(value.data()));
        } else {
          return false;
        }
        break;
      case kRolloutNoveltyScore:
        if (wire_type != kFixed64 || !reader.Bytes(8, &value)) return false;
        std::memcpy(&view->novelty_score, value.data(), sizeof(double));
        view->has_novelty_score = true;
        break;
      case kRolloutGroupId:
        if (wire_type != kLengthDelimited || !StringField(reader, &view->group_id)) {
          return false;
        }
        break;
      default:  // Unknown to this version: ignored, as protobuf would.
        if (!reader.Skip(wire_type)) return false;
    }
  }
  range->count = logprobs.size() - range->begin;
  return true;
}

}  // namespace

WireScan ScanScoreRequest(absl::string_view bytes, WireScoreRequest* out,
                          referee::v1::ScoreRequest* request) {
  out->rollouts.clear();
  out->logprobs.clear();
  out->rest.clear();
  std::vector<LogprobRange> ranges;
  WireReader reader(bytes);
  while (!reader.done()) {
    const char* field_start = reader.at();
    uint32_t field = 0, wire_type = 0;
    if (!reader.Tag(&field, &wire_type)) return WireScan::kUseProtobuf;
    if (field == kScoreRequestRollouts) {
      absl::string_view rollout;
      if (wire_type != kLengthDelimited || !reader.LengthDelimited(&rollout)) {
        return WireScan::kUseProtobuf;
      }
      out->rollouts.emplace_back();
      ranges.emplace_back();
      if (!ScanRollout(rollout, &out->rollouts.back(), &ranges.back(),
                       out->logprobs)) {
        return WireScan::kUseProtobuf;
      }
      continue;
    }
    // Any other field goes to protobuf as it came, order kept, so merging
    // (a repeated `spec`, say) behaves exactly as in a whole parse.
    if (!reader.Skip(wire_type)) return WireScan::kUseProtobuf;
    out->rest.append(field_start, static_cast<size_t>(reader.at() - field_start));
  }
  if (!request->ParseFromString(out->rest)) return WireScan::kUseProtobuf;
  for (size_t i = 0; i < ranges.size(); ++i) {
    out->rollouts[i].ref_logprobs = absl::MakeConstSpan(
        out->logprobs.data() + ranges[i].begin, ranges[i].count);
  }
  return WireScan::kScanned;
}

}  // namespace referee
