// Score's request and response on a protobuf Arena, recycled across calls.
//
// A batch of 1024 rollouts otherwise costs some 5,000 heap allocations to
// parse (a Rollout and two std::string objects per rollout, plus their
// contents) and as many frees to destroy; the profile of a 1 KB-output load
// showed malloc/free at about a third of the server's CPU. On an arena the
// messages and string objects come from a few large blocks, released
// together when the call is done (string contents are still heap-allocated:
// protobuf 3.21 keeps std::string on arenas). Arenas are kept on a free
// list with a first block of their own, so a warm server neither asks the
// allocator nor the kernel (page faults) for those blocks again.
#ifndef REFEREE_SERVER_SCORE_ARENA_H_
#define REFEREE_SERVER_SCORE_ARENA_H_

#include <memory>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "google/protobuf/arena.h"
#include "grpcpp/support/message_allocator.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

class ScoreArenaAllocator final
    : public grpc::MessageAllocator<referee::v1::ScoreRequest,
                                    referee::v1::ScoreResponse> {
 public:
  ScoreArenaAllocator() = default;
  ScoreArenaAllocator(const ScoreArenaAllocator&) = delete;
  ScoreArenaAllocator& operator=(const ScoreArenaAllocator&) = delete;
  ~ScoreArenaAllocator() override;

  grpc::MessageHolder<referee::v1::ScoreRequest, referee::v1::ScoreResponse>*
  AllocateMessages() override;

  // Arenas kept for reuse at most: about twice the calls a few trainers
  // keep in flight (a call's arena is released only after its response is
  // sent, when the next call may already have started). More calls in
  // flight allocate new arenas, freed when done. Each idle arena holds its
  // first block, so this also bounds the memory they keep (2 MiB).
  static constexpr size_t kMaxIdleArenas = 8;
  // The first block of each arena: what a 1024-rollout batch needs for its
  // message and string objects (~120 KiB), with room to spare.
  static constexpr size_t kFirstBlockBytes = 256 << 10;

 private:
  class Holder;
  void Recycle(Holder* holder);

  absl::Mutex mu_;
  std::vector<Holder*> idle_ ABSL_GUARDED_BY(mu_);
};

}  // namespace referee

#endif  // REFEREE_SERVER_SCORE_ARENA_H_
