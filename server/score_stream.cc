#include "server/score_stream.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "server/batch_runner.h"
#include "server/status_util.h"

namespace referee {

ScoreStreamReactor::ScoreStreamReactor(const Scorer& scorer, ThreadPool& pool,
                                       ServerMetrics& metrics, int window)
    : scorer_(scorer),
      pool_(pool),
      timer_(&metrics, "ScoreStream"),
      window_(window > 0 ? window : 1) {
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    actions = NextActions();
  }
  Run(actions);
}

ScoreStreamReactor::Actions ScoreStreamReactor::NextActions() {
  Actions actions;
  if (!reads_done_ && !read_pending_ && !cancelled_ && inflight_ < window_) {
    reading_ = std::make_unique<Item>();
    read_pending_ = true;
    actions.read = true;
  }
  if (writing_ == nullptr && !ready_.empty()) {
    writing_ = std::move(ready_.front());
    ready_.pop_front();
    actions.write = writing_.get();
  }
  if (reads_done_ && !read_pending_ && inflight_ == 0 && writing_ == nullptr &&
      !finished_) {
    finished_ = true;
    actions.finish = true;
    actions.status = cancelled_ ? grpc::Status::CANCELLED : ToGrpcStatus(error_);
  }
  return actions;
}

void ScoreStreamReactor::Run(const Actions& actions) {
  if (actions.read) {
    Item* item;
    {
      absl::MutexLock lock(&mu_);
      item = reading_.get();
    }
    StartRead(&item->request);
  }
  if (actions.write != nullptr) StartWrite(&actions.write->response);
  // Last: Finish may run OnDone, which deletes this.
  if (actions.finish) Finish(actions.status);
}

void ScoreStreamReactor::OnReadDone(bool ok) {
  std::unique_ptr<Item> item;
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    if (ok && !cancelled_) {
      // read_pending_ stays true until the item is scheduled or rejected,
      // so nothing can finish the stream while this reaction still works
      // on it.
      item = std::move(reading_);
    } else {
      reading_.reset();
      read_pending_ = false;
      reads_done_ = true;  // Half-close, or the call is gone.
      actions = NextActions();
    }
  }
  if (item == nullptr) {
    Run(actions);
    return;
  }
  absl::Status status;
  absl::StatusOr<std::unique_ptr<Batch>> batch =
      scorer_.Prepare(item->request, &item->response);
  if (batch.ok()) {
    item->batch = *std::move(batch);
    Item* raw = item.get();
    {
      absl::MutexLock lock(&mu_);
      ++inflight_;
    }
    status = RunBatchOnPool(
        scorer_, pool_, raw->batch.get(),
        [this] {
          absl::MutexLock lock(&mu_);
          return cancelled_;
        },
        [this, raw](bool scored) { BatchDone(raw, scored); });
    if (status.ok()) {
      item.release();  // BatchDone owns it now.
    } else {
      absl::MutexLock lock(&mu_);
      --inflight_;
    }
  } else {
    status = batch.status();
  }
  if (!status.ok()) {
    status = absl::Status(
        status.code(), absl::StrCat("request_id '", item->request.request_id(),
                                    "': ", status.message()));
  }
  {
    absl::MutexLock lock(&mu_);
    read_pending_ = false;
    if (!status.ok()) {
      // Stop reading; answer what is in flight, then end with the error.
      if (error_.ok()) error_ = status;
      reads_done_ = true;
    }
    actions = NextActions();
  }
  Run(actions);
}

void ScoreStreamReactor::BatchDone(Item* item, bool scored) {
  std::unique_ptr<Item> owned(item);
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    if (scored && !cancelled_ && !write_failed_) {
      ready_.push_back(std::move(owned));
    } else {
      --inflight_;
    }
    actions = NextActions();
  }
  Run(actions);
}

void ScoreStreamReactor::OnWriteDone(bool ok) {
  Actions actions;
  {
    absl::MutexLock lock(&mu_);
    writing_.reset();
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
  delete this;
}

}  // namespace referee
