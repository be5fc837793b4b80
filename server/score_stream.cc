#include "server/score_stream.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "grpcpp/impl/codegen/proto_utils.h"
#include "engine/batch_runner.h"
#include "server/drain.h"
#include "server/read_score_request.h"
#include "server/status_util.h"

namespace referee {
namespace {

// A stream's error names the request at fault.
absl::Status NameRequest(const referee::v1::ScoreRequest& request,
                         const absl::Status& status) {
  return absl::Status(status.code(), absl::StrCat("request_id '", request.request_id(),
                                                  "': ", status.message()));
}

}  // namespace

ScoreStreamReactor::ScoreStreamReactor(const Scorer& scorer, ThreadPool& pool,
                                       ServerMetrics& metrics, int window,
                                       DrainState& drain, absl::Status refused)
    : scorer_(scorer),
      pool_(pool),
      drain_(drain),
      refused_(!refused.ok()),
      timer_(&metrics, "ScoreStream"),
      window_(window > 0 ? window : 1) {
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    if (refused_) {
      reads_done_ = true;
      error_ = std::move(refused);
    }
    actions = NextActions();
  }
  if (!refused_) drain_.AddStream(this);
  Run(actions);
}

std::function<void()> ScoreStreamReactor::BeginDrain() {
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    if (!reads_done_) {
      reads_done_ = true;
      cut_by_drain_ = true;
    }
    actions = NextActions();
  }
  if (!actions.read && actions.write == nullptr && !actions.finish) return nullptr;
  // Whoever holds a write or the finish keeps the stream alive until it
  // runs them: nobody else can finish it meanwhile.
  return [this, actions] { Run(actions); };
}

ScoreStreamReactor::Actions ScoreStreamReactor::NextActions() {
  Actions actions;
  if (!reads_done_ && !read_pending_ && !processing_read_ && !cancelled_ &&
      inflight_ < window_) {
    reading_ = std::make_unique<Item>();
    read_pending_ = true;
    starting_read_ = true;
    actions.read = true;
  }
  if (writing_ == nullptr && !ready_.empty()) {
    writing_ = std::move(ready_.front());
    ready_.pop_front();
    actions.write = writing_.get();
  }
  // A drain does not wait for a pending read (the client may never send
  // again): Finish abandons it and OnReadDone(false) follows.
  if (reads_done_ && (!read_pending_ || cut_by_drain_) && !processing_read_ &&
      !starting_read_ && inflight_ == 0 && writing_ == nullptr && !finished_) {
    finished_ = true;
    actions.finish = true;
    actions.status = cancelled_       ? grpc::Status::CANCELLED
                     : !error_.ok()   ? ToGrpcStatus(error_)
                     : cut_by_drain_  ? ToGrpcStatus(DrainingError())
                                      : grpc::Status::OK;
  }
  return actions;
}

void ScoreStreamReactor::Run(const Actions& actions) {
  Actions after_read;
  if (actions.read) {
    Item* item;
    {
      absl::MutexLock lock(&mu_);
      item = reading_.get();
    }
    StartRead(&item->received);
    // Until here nothing could finish the stream (starting_read_): a drain
    // that came meanwhile finishes it now.
    absl::MutexLock lock(&mu_);
    starting_read_ = false;
    after_read = NextActions();
  }
  if (actions.write != nullptr) StartWrite(&actions.write->written);
  // Last: Finish may run OnDone, which deletes this. (A read and a finish
  // never come together: reading needs !reads_done_, finishing needs it.)
  if (actions.finish) Finish(actions.status);
  if (actions.read) Run(after_read);
}

void ScoreStreamReactor::OnReadDone(bool ok) {
  std::unique_ptr<Item> item;
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    read_pending_ = false;
    if (ok && !cancelled_ && !reads_done_) {
      // processing_read_ holds the finish off while this reaction still
      // works on the item.
      item = std::move(reading_);
      processing_read_ = true;
    } else {
      // Half-close, the call gone, or a drain that stopped reading (a
      // request read now is dropped: the client resends it).
      reading_.reset();
      reads_done_ = true;
      actions = NextActions();
    }
  }
  if (item == nullptr) {
    Run(actions);
    return;
  }
  Item* raw = item.get();
  {
    absl::MutexLock lock(&mu_);
    ++inflight_;
  }
  absl::StatusOr<absl::Span<const RolloutView>> rollouts =
      ReadScoreRequest(raw->received, &raw->bytes, &raw->wire, &raw->request);
  absl::Status status = rollouts.status();
  if (status.ok()) {
    status = ScoreOnPool(
        scorer_, pool_, raw->request, *rollouts, &raw->response,
        [this] {
          absl::MutexLock lock(&mu_);
          return cancelled_;
        },
        [this, raw](absl::Status scored) { BatchDone(raw, std::move(scored)); });
  }
  if (status.ok()) {
    item.release();  // BatchDone owns it now.
  } else {
    absl::MutexLock lock(&mu_);
    --inflight_;
  }
  if (!status.ok()) status = NameRequest(item->request, status);
  {
    absl::MutexLock lock(&mu_);
    processing_read_ = false;
    if (!status.ok()) {
      // Stop reading; answer what is in flight, then end with the error.
      if (error_.ok()) error_ = status;
      reads_done_ = true;
    }
    actions = NextActions();
  }
  Run(actions);
}

void ScoreStreamReactor::BatchDone(Item* item, absl::Status status) {
  std::unique_ptr<Item> owned(item);
  if (status.ok()) {
    // Serialized here, on the pool, so gRPC only sends bytes.
    bool own_buffer = false;
    if (!grpc::SerializationTraits<referee::v1::ScoreResponse>::Serialize(
             owned->response, &owned->written, &own_buffer)
             .ok()) {
      status = absl::InternalError("could not serialize the response");
    }
  }
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    if (status.ok() && !cancelled_ && !write_failed_) {
      ready_.push_back(std::move(owned));
    } else {
      --inflight_;
      if (!status.ok() && !absl::IsCancelled(status)) {
        // A request whose inline problems were refused (prepared on the
        // pool): stop reading, answer what is in flight, end with it.
        if (error_.ok()) error_ = NameRequest(owned->request, status);
        reads_done_ = true;
      }
    }
    actions = NextActions();
  }
  Run(actions);
}

__attribute__((noinline)) void ScoreStreamReactor::DestroyWritten(
    std::unique_ptr<Item> item) {
  item.reset();
  // Keeps the free from becoming a tail call, which would drop this frame.
  asm volatile("" ::: "memory");
}

void ScoreStreamReactor::OnWriteDone(bool ok) {
  Actions actions;
  std::unique_ptr<Item> written;
  {
    absl::MutexLock lock(&mu_);
    written = std::move(writing_);
    --inflight_;
    if (!ok) {
      // The stream is broken: drop what waits, stop reading.
      write_failed_ = true;
      reads_done_ = true;
      inflight_ -= static_cast<int>(ready_.size());
      ready_.clear();
    }
    actions = NextActions();
  }
  DestroyWritten(std::move(written));
  Run(actions);
}

void ScoreStreamReactor::OnCancel() {
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    cancelled_ = true;
    reads_done_ = true;
    inflight_ -= static_cast<int>(ready_.size());
    ready_.clear();
    actions = NextActions();
  }
  Run(actions);
}

void ScoreStreamReactor::OnDone() {
  timer_.Done();
  if (!refused_) {
    drain_.RemoveStream(this);
    drain_.EndCall();
  }
  {
    // gRPC runs OnDone after every other callback of the call has
    // returned, ordered by libgrpc++'s reference count, which
    // ThreadSanitizer cannot see (OnCancel is called from inside it): the
    // lock makes that order visible before the members are destroyed
    // (seen in CI on StreamTest.MalformedRequestEndsTheStreamNamingIt,
    // 2026-11-29). One uncontended lock a stream.
    absl::MutexLock lock(&mu_);
    ready_.clear();
  }
  delete this;
}

}  // namespace referee
