#include "server/score_arena.h"

namespace referee {

class ScoreArenaAllocator::Holder final
    : public grpc::MessageHolder<referee::v1::ScoreRequest,
                                 referee::v1::ScoreResponse> {
 public:
  explicit Holder(ScoreArenaAllocator* owner)
      : owner_(owner),
        first_block_(new char[kFirstBlockBytes]),
        arena_(Options(first_block_.get())) {}

  // Fresh messages on the (empty) arena.
  void Allocate() {
    set_request(google::protobuf::Arena::CreateMessage<referee::v1::ScoreRequest>(&arena_));
    set_response(google::protobuf::Arena::CreateMessage<referee::v1::ScoreResponse>(&arena_));
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

  ScoreArenaAllocator* const owner_;
  std::unique_ptr<char[]> first_block_;  // Outlives arena_ (declared first).
  google::protobuf::Arena arena_;
};

ScoreArenaAllocator::~ScoreArenaAllocator() {
  absl::MutexLock lock(&mu_);
  for (Holder* holder : idle_) delete holder;
}

grpc::MessageHolder<referee::v1::ScoreRequest, referee::v1::ScoreResponse>*
ScoreArenaAllocator::AllocateMessages() {
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

void ScoreArenaAllocator::Recycle(Holder* holder) {
  {
    absl::MutexLock lock(&mu_);
    if (idle_.size() < kMaxIdleArenas) {
      idle_.push_back(holder);
      return;
    }
  }
  delete holder;
}

}  // namespace referee
