// A unary method's request and response on a protobuf Arena, recycled
// across calls (Score's and Step's).
//
// A batch of 1024 rollouts otherwise costs some 5,000 heap allocations to
// parse (a Rollout and two std::string objects per rollout, plus their
// contents) and as many frees to destroy; the profile of a 1 KB-output load
// showed malloc/free at about a third of the server's CPU. A Step batch is
// worse: an Episode and a string object per action. On an arena the
// messages and string objects come from a few large blocks, released
// together when the call is done (string contents are still heap-allocated
// past the small-string buffer: protobuf 3.21 keeps std::string on arenas).
// Arenas are kept on a free list with a first block of their own, so a
// warm server neither asks the allocator nor the kernel (page faults) for
// those blocks again.
#ifndef REFEREE_SERVER_MESSAGE_ARENA_H_
#define REFEREE_SERVER_MESSAGE_ARENA_H_

#include <memory>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "google/protobuf/arena.h"
#include "grpcpp/support/message_allocator.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

template <typename Request, typename Response>
class ArenaMessageAllocator final : public grpc::MessageAllocator<Request, Response> {
 public:
  ArenaMessageAllocator() = default;
  ArenaMessageAllocator(const ArenaMessageAllocator&) = delete;
  ArenaMessageAllocator& operator=(const ArenaMessageAllocator&) = delete;
  ~ArenaMessageAllocator() override {
    absl::MutexLock lock(&mu_);
    for (Holder* holder : idle_) delete holder;
  }

  grpc::MessageHolder<Request, Response>* AllocateMessages() override {
    Holder* holder = nullptr;
    {
      absl::MutexLock lock(&mu_);
      if (!idle_.empty()) {
        holder = idle_.back();
        idle_.pop_back();
      }
    }
    if (holder == nullptr) holder = new Holder(this);
    holder->Allocate();
    return holder;
  }

  // Arenas kept for reuse at most: about twice the calls a few trainers
  // keep in flight (a call's arena is released only after its response is
  // sent, when the next call may already have started). More calls in
  // flight allocate new arenas, freed when done. Each idle arena holds its
  // first block, so this also bounds the memory they keep (2 MiB a method).
  static constexpr size_t kMaxIdleArenas = 8;
  // The first block of each arena: what a 1024-rollout Score batch needs
  // for its message and string objects (~120 KiB), with room to spare.
  static constexpr size_t kFirstBlockBytes = 256 << 10;

 private:
  class Holder final : public grpc::MessageHolder<Request, Response> {
   public:
    explicit Holder(ArenaMessageAllocator* owner)
        : owner_(owner), first_block_(new char[kFirstBlockBytes]), arena_(Options(first_block_.get())) {}

    // Fresh messages on the (empty) arena.
    void Allocate() {
      this->set_request(google::protobuf::Arena::CreateMessage<Request>(&arena_));
      this->set_response(google::protobuf::Arena::CreateMessage<Response>(&arena_));
    }

    // Called by gRPC when the call is done with both messages.
    void Release() override {
      // Runs the string destructors and frees every block but the first.
      arena_.Reset();
      owner_->Recycle(this);
    }

   private:
    static google::protobuf::ArenaOptions Options(char* first_block) {
      google::protobuf::ArenaOptions options;
      options.initial_block = first_block;
      options.initial_block_size = kFirstBlockBytes;
      options.max_block_size = 1 << 20;
      return options;
    }

    ArenaMessageAllocator* const owner_;
    std::unique_ptr<char[]> first_block_;  // Outlives arena_ (declared first).
    google::protobuf::Arena arena_;
  };

  void Recycle(Holder* holder) {
    {
      absl::MutexLock lock(&mu_);
      if (idle_.size() < kMaxIdleArenas) {
        idle_.push_back(holder);
        return;
      }
    }
    delete holder;
  }

  absl::Mutex mu_;
  std::vector<Holder*> idle_ ABSL_GUARDED_BY(mu_);
};

using ScoreArenaAllocator = ArenaMessageAllocator<referee::v1::ScoreRequest, referee::v1::ScoreResponse>;
using StepArenaAllocator = ArenaMessageAllocator<referee::v1::StepRequest, referee::v1::StepResponse>;

}  // namespace referee

#endif  // REFEREE_SERVER_MESSAGE_ARENA_H_
