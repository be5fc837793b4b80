#include "server/score_stream.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "server/batch_runner.h"
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
  Item* raw = item.get();
  {
    absl::MutexLock lock(&mu_);
    ++inflight_;
  }
  absl::Status status = ScoreOnPool(
      scorer_, pool_, raw->request, &raw->response,
      [this] {
        absl::MutexLock lock(&mu_);
        return cancelled_;
      },
      [this, raw](absl::Status scored) { BatchDone(raw, std::move(scored)); });
  if (status.ok()) {
    item.release();  // BatchDone owns it now.
  } else {
    absl::MutexLock lock(&mu_);
    --inflight_;
  }
  if (!status.ok()) status = NameRequest(item->request, status);
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

void ScoreStreamReactor::BatchDone(Item* item, absl::Status status) {
  std::unique_ptr<Item> owned(item);
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
