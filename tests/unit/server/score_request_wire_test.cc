#include "server/score_request_wire.h"

#include <cstring>
#include <random>
#include <string>

#include "gtest/gtest.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace {

using referee::v1::Rollout;
using referee::v1::ScoreRequest;

// Hand encoders for the wire format (protobuf encoding guide), so the tests
// can write what protobuf's serializer never does.
std::string Varint(uint64_t value) {
  std::string out;
  while (value >= 0x80) {
    out.push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out.push_back(static_cast<char>(value));
  return out;
}
std::string Tag(uint32_t field, uint32_t wire_type) {
  return Varint((uint64_t{field} << 3) | wire_type);
}
std::string Len(uint32_t field, const std::string& payload) {
  return Tag(field, 2) + Varint(payload.size()) + payload;
}
std::string Fixed32(uint32_t field, float value) {
  std::string out = Tag(field, 5);
  char bytes[4];
  std::memcpy(bytes, &value, 4);
  return out + std::string(bytes, 4);
}
std::string Fixed64(uint32_t field, double value) {
  std::string out = Tag(field, 1);
  char bytes[8];
  std::memcpy(bytes, &value, 8);
  return out + std::string(bytes, 8);
}

// What protobuf makes of `bytes`, as views, to compare with the scanner.
void ExpectSameAsProtobuf(const std::string& bytes) {
  ScoreRequest parsed;
  ASSERT_TRUE(parsed.ParseFromString(bytes));
  WireScoreRequest wire;
  ScoreRequest rest;
  ASSERT_EQ(ScanScoreRequest(bytes, &wire, &rest), WireScan::kScanned);
  EXPECT_EQ(rest.rollouts_size(), 0);
  ScoreRequest parsed_rest = parsed;
  parsed_rest.clear_rollouts();
  EXPECT_EQ(rest.SerializeAsString(), parsed_rest.SerializeAsString());
  ASSERT_EQ(wire.rollouts.size(), static_cast<size_t>(parsed.rollouts_size()));
  for (int i = 0; i < parsed.rollouts_size(); ++i) {
    const Rollout& want = parsed.rollouts(i);
    const RolloutView& got = wire.rollouts[static_cast<size_t>(i)];
    EXPECT_EQ(got.prompt_id, want.prompt_id()) << i;
    EXPECT_EQ(got.output, want.output()) << i;
    EXPECT_EQ(got.group_id, want.group_id()) << i;
    EXPECT_EQ(got.has_novelty_score, want.has_novelty_score()) << i;
    if (want.has_novelty_score()) {
      EXPECT_EQ(got.novelty_score, want.novelty_score()) << i;
    }
    ASSERT_EQ(got.ref_logprobs.size(),
              static_cast<size_t>(want.ref_logprobs_size())) << i;
    for (int k = 0; k < want.ref_logprobs_size(); ++k) {
      EXPECT_EQ(got.ref_logprobs[static_cast<size_t>(k)], want.ref_logprobs(k));
    }
  }
}

TEST(ScoreRequestWireTest, OutputsAreViewsIntoTheBytes) {
  ScoreRequest request;
  request.set_request_id("r1");
  Rollout* rollout = request.add_rollouts();
  rollout->set_prompt_id("p");
  rollout->set_output("the answer is 42");
  request.set_details(true);
  const std::string bytes = request.SerializeAsString();
  WireScoreRequest wire;
  ScoreRequest rest;
  ASSERT_EQ(ScanScoreRequest(bytes, &wire, &rest), WireScan::kScanned);
  ASSERT_EQ(wire.rollouts.size(), 1u);
  // Not a copy: the view lies inside the received bytes.
  EXPECT_GE(wire.rollouts[0].output.data(), bytes.data());
  EXPECT_LE(wire.rollouts[0].output.data() + wire.rollouts[0].output.size(),
            bytes.data() + bytes.size());
  EXPECT_EQ(wire.rollouts[0].output, "the answer is 42");
  EXPECT_EQ(wire.rollouts[0].group(), "p");  // group_id defaults to prompt_id.
  EXPECT_EQ(rest.request_id(), "r1");
  EXPECT_TRUE(rest.details());
}

TEST(ScoreRequestWireTest, EncodingsProtobufAcceptsReadTheSame) {
  const std::string rollout_a =
      Len(1, "first") + Len(1, "p1") +           // The last prompt_id wins.
      Len(2, "out") + Fixed32(3, -0.5f) +        // Unpacked log-probs ...
      Len(3, std::string("\0\0\x80\xbf\0\0\0\xc0", 8)) +  // ... then packed.
      Fixed32(3, -3.0f) + Fixed64(4, 0.25) + Len(5, "g") +
      Tag(99, 0) + Varint(12345) +               // Unknown fields skipped.
      Tag(98, 1) + std::string(8, 'x') + Len(97, "zz") +
      Tag(96, 5) + std::string(4, 'y');
  const std::string rollout_b = Len(2, std::string("\xff\xfe", 2));  // bytes.
  const std::string bytes =
      Len(1, "req") + Len(2, rollout_a) + Tag(5, 0) + Varint(1) +
      Len(3, Len(1, Len(1, "answer_match"))) +  // spec, given twice:
      Len(2, rollout_b) + Len(2, "") +          // an empty rollout,
      Len(3, Len(4, "answer_match")) +          // merged as protobuf does.
      Tag(77, 0) + Varint(1);
  ExpectSameAsProtobuf(bytes);
  WireScoreRequest wire;
  ScoreRequest rest;
  ASSERT_EQ(ScanScoreRequest(bytes, &wire, &rest), WireScan::kScanned);
  ASSERT_EQ(wire.rollouts.size(), 3u);
  EXPECT_EQ(wire.rollouts[0].prompt_id, "p1");
  EXPECT_EQ(std::vector<float>(wire.rollouts[0].ref_logprobs.begin(),
                               wire.rollouts[0].ref_logprobs.end()),
            (std::vector<float>{-0.5f, -1.0f, -2.0f, -3.0f}));
  EXPECT_EQ(wire.rollouts[0].group(), "g");
  EXPECT_EQ(rest.spec().terms_size(), 1);
  EXPECT_EQ(rest.spec().correct_from(), "answer_match");
  EXPECT_TRUE(wire.rollouts[2].output.empty());
}

TEST(ScoreRequestWireTest, WhatItDoesNotTakeGoesToProtobuf) {
  const std::string ok_rollout = Len(1, "p") + Len(2, "out");
  const struct {
    const char* name;
    std::string bytes;
  } cases[] = {
      {"rollouts as a varint", Tag(2, 0) + Varint(3)},
      {"output as a varint", Len(2, Tag(2, 0) + Varint(1))},
      {"prompt_id not UTF-8", Len(2, Len(1, "\xc3"))},
      {"group_id not UTF-8", Len(2, Len(5, "\xed\xa0\x80"))},
      {"packed floats cut short", Len(2, Len(3, "abc"))},
      {"ref_logprobs as fixed64", Len(2, Fixed64(3, 1.0))},
      {"novelty_score as fixed32", Len(2, Fixed32(4, 1.0f))},
      {"a group in a rollout", Len(2, Tag(9, 3) + Tag(9, 4))},
      {"a group at the top", Tag(9, 3) + Tag(9, 4) + Len(2, ok_rollout)},
      {"field number 0", Tag(0, 0) + Varint(1)},
      {"truncated length", Tag(2, 2) + Varint(50) + ok_rollout},
      {"unterminated varint", Len(2, ok_rollout) + "\x80\x80"},
      {"eleven-byte varint", Tag(7, 0) + std::string(10, '\x80') + "\x01"},
      {"wire type 6", Tag(7, 6)},
      {"request_id not UTF-8", Len(1, "\xff") + Len(2, ok_rollout)},
      // protobuf reads tags and lengths as varints of at most 5 bytes: a
      // zero-padded sixth byte is its parse error (fuzzer finding).
      {"six-byte tag", Len(2, std::string("\xe1\xf5\xa5\xeb\x87\x00", 6) +
                                 std::string(8, 'x')) + Len(2, ok_rollout)},
      {"six-byte length", Tag(2, 2) + std::string("\x83\x80\x80\x80\x80\x00", 6) +
                              Len(1, "p")},
  };
  for (const auto& c : cases) {
    WireScoreRequest wire;
    ScoreRequest rest;
    EXPECT_EQ(ScanScoreRequest(c.bytes, &wire, &rest), WireScan::kUseProtobuf)
        << c.name;
  }
}

// Random requests through protobuf's serializer read the same as protobuf
// parses them, and random corruptions of them either do too or are left
// to protobuf.
TEST(ScoreRequestWireTest, RandomRequestsAndCorruptionsAgreeWithProtobuf) {
  std::mt19937 rng(7);
  auto text = [&](size_t max) {
    std::string out(rng() % (max + 1), ' ');
    for (char& c : out) c = static_cast<char>('a' + rng() % 26);
    return out;
  };
  for (int trial = 0; trial < 300; ++trial) {
    ScoreRequest request;
    if (rng() % 2) request.set_request_id(text(8));
    const int n = static_cast<int>(rng() % 6);
    for (int i = 0; i < n; ++i) {
      Rollout* rollout = request.add_rollouts();
      rollout->set_prompt_id(text(6));
      rollout->set_output(text(40));
      if (rng() % 3 == 0) rollout->set_group_id(text(4));
      if (rng() % 3 == 0) rollout->set_novelty_score(rng() % 100 / 7.0);
      for (int k = static_cast<int>(rng() % 4); k > 0; --k) {
        rollout->add_ref_logprobs(-static_cast<float>(rng() % 50) / 3.0f);
      }
    }
    if (rng() % 2) request.set_details(true);
    if (rng() % 2) {
      request.mutable_spec()->add_terms()->set_verifier(text(5));
      request.mutable_spec()->mutable_advantage()->set_epsilon(0.5);
    }
    if (rng() % 3 == 0) {
      referee::v1::Problem* problem = request.add_problems();
      problem->set_id(text(5));
      problem->mutable_answer()->set_answer(text(3));
    }
    const std::string bytes = request.SerializeAsString();
    ExpectSameAsProtobuf(bytes);
    for (int flip = 0; flip < 20 && !bytes.empty(); ++flip) {
      std::string corrupt = bytes;
      corrupt[rng() % corrupt.size()] = static_cast<char>(rng());
      if (rng() % 4 == 0) corrupt.resize(rng() % corrupt.size());
      WireScoreRequest wire;
      ScoreRequest rest;
      if (ScanScoreRequest(corrupt, &wire, &rest) == WireScan::kScanned) {
        ExpectSameAsProtobuf(corrupt);
      }
    }
  }
}

}  // namespace
}  // namespace referee
