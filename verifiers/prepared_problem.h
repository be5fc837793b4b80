// A problem checked and made ready for scoring by its task type (DESIGN §3,
// §8). The store, the environment cache and inline problems all hand
// verifiers one of these: the Problem with its ground truth filled in, the
// task type it belongs to, and whatever native data the task type derived
// from it (a subclass), so verifiers never re-read JSON or protos per
// rollout.
#ifndef REFEREE_VERIFIERS_PREPARED_PROBLEM_H_
#define REFEREE_VERIFIERS_PREPARED_PROBLEM_H_

#include <cstddef>
#include <memory>
#include <string>
#include <utility>

#include "proto/referee/v1/referee.pb.h"

namespace referee {

class TaskType;

// Immutable once made; shared by every batch that scores it.
class PreparedProblem {
 public:
  // `text_bytes`: the size of the prompt and reference output taken out
  // of `problem` before (ShownText), still counted by ApproximateBytes.
  PreparedProblem(const TaskType& task, referee::v1::Problem problem, size_t text_bytes = 0)
      : task_(&task), problem_(std::move(problem)), text_bytes_(text_bytes) {}
  virtual ~PreparedProblem() = default;
  PreparedProblem(const PreparedProblem&) = delete;
  PreparedProblem& operator=(const PreparedProblem&) = delete;

  // The task type that prepared it (its dense index keys spec defaults).
  const TaskType& task() const { return *task_; }
  // The problem, ground truth included.
  const referee::v1::Problem& problem() const { return problem_; }

  // Memory held, roughly: the proto's own size, and about as much again for
  // the native form a subclass keeps. Bounds the store and the caches. A
  // generated problem's proto holds no instance, only its text, which
  // states the instance: a problem cached without its text (Sample) still
  // counts it, else its native instance would go uncounted and the cache
  // would hold several times its bound.
  size_t ApproximateBytes() const {
    return 2 * (problem_.SpaceUsedLong() + text_bytes_) + 256;
  }

  // The task type's own subclass. Only a verifier that accepts exactly the
  // task types making `T` may call it.
  template <typename T>
  const T& As() const {
    return static_cast<const T&>(*this);
  }

 private:
  const TaskType* task_;
  referee::v1::Problem problem_;
  size_t text_bytes_;
};

using PreparedProblemPtr = std::shared_ptr<const PreparedProblem>;

// What a model is shown of a problem, and an output with full credit:
// Sample hands them out; scoring never reads them, so a cached problem
// need not keep them (TaskType::GeneratePrepared).
struct ShownText {
  std::string prompt;
  std::string reference_output;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_PREPARED_PROBLEM_H_
