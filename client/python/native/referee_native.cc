// referee_client._native: the engine inside the Python process (DESIGN §6,
// issue #39). One entry point, call(method, request_bytes, timeout) ->
// response_bytes, takes the serialized request of a Referee RPC and
// returns its serialized response, exactly as the server would answer it:
// engine/local_engine.h does the work (the server's own engine functions,
// batches on its own pool, deadlines). referee_client.local wraps it in
// RefereeClient's API; configure(threads=...) sizes the pool before the
// first call.
//
// Serialized messages cross the boundary because both sides already have
// them (python3-protobuf's classes in Python, the generated C++ here):
// one copy each way, no per-field conversion code to keep in step with
// the proto.
//
// Threads: the GIL is released while the engine works, and the engine is
// safe to call from any number of threads. Fork: trainers fork reward
// workers after importing; a child must not inherit a lock held by a
// thread that does not exist in it, nor a pool whose threads it lacks.
// The engine is made on first use in each process, and a pthread_atfork
// child handler forgets the parent's (left allocated: its locks may be
// held) and resets the lock that guards making one.
#include <pthread.h>

#include <cmath>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "engine/local_engine.h"
#include "pybind11/pybind11.h"

namespace referee {
namespace {

namespace py = pybind11;

// This process's engine and the options the next one is made with. The
// lock is held while one is made or configured.
std::mutex* engine_lock = new std::mutex();
LocalEngine* engine = nullptr;
LocalEngineOptions* next_options = new LocalEngineOptions();

void ForgetEngineAfterFork() {
  // The child has one thread: the parent's engine (its pool's threads are
  // not here) and this lock may be held by threads it does not have. Both
  // are left allocated, unused; the options carry over.
  engine_lock = new std::mutex();
  engine = nullptr;
}

absl::StatusOr<LocalEngine*> ThisProcessEngine() {
  std::lock_guard<std::mutex> hold(*engine_lock);
  if (engine == nullptr) {
    absl::StatusOr<std::unique_ptr<LocalEngine>> made = LocalEngine::Create(*next_options);
    if (!made.ok()) return made.status();
    engine = made->release();
  }
  return engine;
}

absl::Status Configure(int threads) {
  if (threads < 0) return absl::InvalidArgumentError("threads: must be 0 or more");
  std::lock_guard<std::mutex> hold(*engine_lock);
  if (engine != nullptr && engine->options().threads != threads) {
    return absl::FailedPreconditionError(
        "configure: this process's engine is already made; call configure() before the "
        "first call (a forked child may configure its own)");
  }
  next_options->threads = threads;
  return absl::OkStatus();
}

// Seconds (None: no deadline) as a Duration; InvalidArgument for <= 0 or NaN.
absl::StatusOr<absl::Duration> Timeout(const py::object& seconds) {
  if (seconds.is_none()) return absl::InfiniteDuration();
  const double value = seconds.cast<double>();
  if (std::isnan(value) || value <= 0) {
    return absl::InvalidArgumentError("timeout: must be a positive number of seconds, or None");
  }
  if (std::isinf(value)) return absl::InfiniteDuration();
  return absl::Seconds(value);
}

}  // namespace
}  // namespace referee

PYBIND11_MODULE(_native, m) {
  namespace py = pybind11;
  m.doc() = "Referee's engine in process: call(method, request_bytes, timeout) -> response_bytes";
  pthread_atfork(nullptr, nullptr, &referee::ForgetEngineAfterFork);
  // Raised as Error(code, message): code is absl's status code number,
  // which is gRPC's (referee_client.local maps it to a RefereeError).
  static py::exception<std::runtime_error> error(m, "Error");
  auto raise = [](const absl::Status& status) {
    PyErr_SetObject(error.ptr(), py::make_tuple(static_cast<int>(status.code()),
                                                std::string(status.message()))
                                     .ptr());
    throw py::error_already_set();
  };
  m.def(
      "call",
      [raise](const std::string& method, py::bytes request, py::object timeout) -> py::bytes {
        absl::StatusOr<absl::Duration> limit = referee::Timeout(timeout);
        if (!limit.ok()) raise(limit.status());
        std::string in = request;  // One copy out of the Python object.
        std::string out;
        absl::Status status;
        {
          py::gil_scoped_release release;  // Other Python threads run meanwhile.
          absl::StatusOr<referee::LocalEngine*> engine = referee::ThisProcessEngine();
          status = engine.ok() ? (*engine)->Call(method, in, *limit, &out) : engine.status();
        }
        if (!status.ok()) raise(status);
        return py::bytes(out);
      },
      py::arg("method"), py::arg("request"), py::arg("timeout") = py::none(),
      "Runs one Referee RPC in process on its serialized request; returns the "
      "serialized response. timeout: seconds (None: no deadline) for Score, "
      "Step and Sample; past it, Error(DEADLINE_EXCEEDED) at once. Raises "
      "Error(code, message) as the server would answer the call with a status.");
  m.def(
      "configure",
      [raise](int threads) {
        absl::Status status = referee::Configure(threads);
        if (!status.ok()) raise(status);
      },
      py::arg("threads") = 0,
      "Sizes this process's engine before its first call: threads for its "
      "pool (0: one per core). Error(FAILED_PRECONDITION) once the engine "
      "is made with another size.");
  m.def(
      "pool_threads",
      [raise]() -> int {
        int threads = 0;
        absl::Status status;
        {
          py::gil_scoped_release release;
          absl::StatusOr<referee::LocalEngine*> engine = referee::ThisProcessEngine();
          if (engine.ok()) threads = (*engine)->pool_threads();
          status = engine.status();
        }
        if (!status.ok()) raise(status);
        return threads;
      },
      "The pool's thread count in this process (makes the engine and pool).");
}
