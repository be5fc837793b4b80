// ScoreStream (DESIGN §3): pipelined batches on one bidirectional stream.
//
// Each request read is prepared and scored on the pool like a unary Score;
// its response is written as soon as it is done (order not guaranteed) and
// carries the request's request_id. At most `window` batches per stream are
// being scored or waiting to be written: beyond that the reactor stops
// reading, so gRPC flow control pushes back on the client instead of the
// server buffering without bound. A malformed request ends the stream with
// INVALID_ARGUMENT naming its request_id, after the batches before it are
// answered. A client that cancels gets no more work done for it.
//
// On a drain (DrainState) the stream stops reading — a read still pending
// is abandoned, and a request read after the drain began is dropped
// unscored — answers the batches it accepted, and ends with UNAVAILABLE:
// the client sends every batch without a response again, elsewhere.
#ifndef REFEREE_SERVER_SCORE_STREAM_H_
#define REFEREE_SERVER_SCORE_STREAM_H_

#include <deque>
#include <functional>
#include <memory>

#include "absl/base/thread_annotations.h"
#include "absl/status/status.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/support/byte_buffer.h"
#include "grpcpp/support/server_callback.h"
#include "grpcpp/support/slice.h"
#include "proto/referee/v1/referee.pb.h"
#include "server/drain.h"
#include "server/metrics.h"
#include "server/score_request_wire.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"

namespace referee {

class ScoreStreamReactor final
    : public grpc::ServerBidiReactor<grpc::ByteBuffer, grpc::ByteBuffer>,
      public DrainState::Stream {
 public:
  // `drain`: the server's; the stream counts as one of its calls. When
  // `refused` is an error (no token, or the server was already draining)
  // it ends at once with it, reads nothing and is no call of `drain`.
  ScoreStreamReactor(const Scorer& scorer, ThreadPool& pool,
                     ServerMetrics& metrics, int window, DrainState& drain,
                     absl::Status refused);

  std::function<void()> BeginDrain() override;

  void OnReadDone(bool ok) override;
  void OnWriteDone(bool ok) override;
  void OnCancel() override;
  void OnDone() override;

 private:
  // One batch of the stream, from its read to its write. A raw method, as
  // unary Score: the request is read from the received bytes (outputs
  // viewed, not copied) and the response serialized on the pool.
  struct Item {
    grpc::ByteBuffer received;  // What StartRead filled.
    grpc::Slice bytes;          // `received` as one slice: `wire` views it.
    WireScoreRequest wire;
    referee::v1::ScoreRequest request;
    referee::v1::ScoreResponse response;
    grpc::ByteBuffer written;   // `response` serialized, for StartWrite.
  };
  // What to do once mu_ is released: gRPC calls are never made under it.
  struct Actions {
    bool read = false;
    Item* write = nullptr;
    bool finish = false;
    grpc::Status status;
  };

  void BatchDone(Item* item, absl::Status status) ABSL_LOCKS_EXCLUDED(mu_);
  // Frees an item gRPC has written. Never inlined: the TSan suite names
  // this frame (tests/tsan/suppressions.txt) because gRPC serialized the
  // response on another thread and TSan cannot see libgrpc order the two.
  static void DestroyWritten(std::unique_ptr<Item> item);
  // Decides the next read, write and finish.
  Actions NextActions() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  void Run(const Actions& actions);  // Never touches `this` after Finish.

  const Scorer& scorer_;
  ThreadPool& pool_;
  DrainState& drain_;
  const bool refused_;
  RequestTimer timer_;
  const int window_;

  absl::Mutex mu_;
  std::unique_ptr<Item> reading_ ABSL_GUARDED_BY(mu_);
  bool read_pending_ ABSL_GUARDED_BY(mu_) = false;     // StartRead outstanding.
  bool starting_read_ ABSL_GUARDED_BY(mu_) = false;    // Before StartRead.
  bool processing_read_ ABSL_GUARDED_BY(mu_) = false;  // In OnReadDone's work.
  bool reads_done_ ABSL_GUARDED_BY(mu_) = false;  // Half-closed or stopped.
  bool cut_by_drain_ ABSL_GUARDED_BY(mu_) = false;  // Reading stopped by a drain.
  int inflight_ ABSL_GUARDED_BY(mu_) = 0;         // Scoring or to write.
  std::deque<std::unique_ptr<Item>> ready_ ABSL_GUARDED_BY(mu_);
  std::unique_ptr<Item> writing_ ABSL_GUARDED_BY(mu_);
  bool write_failed_ ABSL_GUARDED_BY(mu_) = false;
  bool cancelled_ ABSL_GUARDED_BY(mu_) = false;
  bool finished_ ABSL_GUARDED_BY(mu_) = false;
  absl::Status error_ ABSL_GUARDED_BY(mu_);
};

}  // namespace referee

#endif  // REFEREE_SERVER_SCORE_STREAM_H_
