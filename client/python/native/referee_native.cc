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
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "absl/time/time.h"
#include "engine/local_engine.h"
#include "engine/rollout_view.h"
#include "proto/referee/v1/referee.pb.h"
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

// Text of a Python str (its UTF-8 form, cached by the object: no copy for
// ASCII) or bytes, viewed while `item` lives.
absl::string_view TextOf(const py::handle& item, const char* column, size_t row) {
  Py_ssize_t size = 0;
  if (PyUnicode_Check(item.ptr())) {
    const char* data = PyUnicode_AsUTF8AndSize(item.ptr(), &size);
    if (data == nullptr) throw py::error_already_set();
    return absl::string_view(data, static_cast<size_t>(size));
  }
  char* data = nullptr;
  if (PyBytes_Check(item.ptr()) && PyBytes_AsStringAndSize(item.ptr(), &data, &size) == 0) {
    return absl::string_view(data, static_cast<size_t>(size));
  }
  throw py::type_error(absl::StrCat(column, "[", row, "]: a str or bytes is needed"));
}

// The columns door (score_columns below): rows as views into the Python
// strings, which `held` keeps alive while the GIL is released.
struct Columns {
  std::vector<py::object> held;
  std::vector<RolloutView> rollouts;
  std::vector<std::string> answer_ids;  // Inline answer problems' ids.
  referee::v1::ScoreRequest request;
};

void ReadColumns(const py::sequence& outputs, const py::object& prompt_ids,
                 const py::object& answers, Columns& columns) {
  const size_t n = outputs.size();
  const bool by_answer = !answers.is_none();
  if (by_answer == !prompt_ids.is_none()) {
    throw py::value_error("give prompt_ids or answers, one of them");
  }
  const py::sequence keys = by_answer ? answers.cast<py::sequence>() : prompt_ids.cast<py::sequence>();
  if (keys.size() != n) {
    throw py::value_error(absl::StrCat(by_answer ? "answers" : "prompt_ids", " has ", keys.size(),
                                       " rows, outputs ", n));
  }
  columns.held.reserve(2 * n);
  columns.rollouts.resize(n);
  columns.answer_ids.reserve(n);  // No reallocation: the rollouts view them.
  absl::flat_hash_map<absl::string_view, size_t> answer_index;
  for (size_t i = 0; i < n; ++i) {
    py::object output = outputs[i];
    py::object key = keys[i];
    columns.rollouts[i].output = TextOf(output, "outputs", i);
    const absl::string_view text = TextOf(key, by_answer ? "answers" : "prompt_ids", i);
    if (by_answer) {
      // One inline `answer` problem per distinct reference answer.
      auto [at, added] = answer_index.try_emplace(text, columns.answer_ids.size());
      if (added) {
        columns.answer_ids.push_back(absl::StrCat("answer-", at->second));
        referee::v1::Problem* problem = columns.request.add_problems();
        problem->set_id(columns.answer_ids.back());
        problem->mutable_answer()->set_answer(std::string(text));
      }
      columns.rollouts[i].prompt_id = columns.answer_ids[at->second];
    } else {
      columns.rollouts[i].prompt_id = text;
    }
    columns.held.push_back(std::move(output));
    columns.held.push_back(std::move(key));
  }
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
      "score_columns",
      [raise](const py::sequence& outputs, const py::object& prompt_ids, const py::object& answers,
              py::bytes spec, bool details, bool components, py::object timeout) -> py::tuple {
        absl::StatusOr<absl::Duration> limit = referee::Timeout(timeout);
        if (!limit.ok()) raise(limit.status());
        referee::Columns columns;
        referee::ReadColumns(outputs, prompt_ids, answers, columns);
        if (!columns.request.mutable_spec()->ParseFromString(std::string(spec))) {
          raise(absl::InvalidArgumentError("spec: not a serialized RewardSpec"));
        }
        columns.request.set_details(details || components);
        referee::v1::ScoreResponse response;
        absl::Status status;
        {
          py::gil_scoped_release release;
          absl::StatusOr<referee::LocalEngine*> engine = referee::ThisProcessEngine();
          status = engine.ok() ? (*engine)->ScoreViews(columns.request, columns.rollouts, *limit,
                                                       &response)
                               : engine.status();
        }
        if (!status.ok()) raise(status);
        const int n = response.rewards_size();
        py::list rewards(n);
        for (int i = 0; i < n; ++i) rewards[i] = py::float_(response.rewards(i));
        if (!details && !components) return py::make_tuple(rewards);
        py::list correct(n), parsed(n), errors(n);
        py::list parts = components ? py::list(n) : py::list();
        for (int i = 0; i < n; ++i) {
          const referee::v1::RolloutResult& result = response.results(i);
          correct[i] = py::bool_(result.correct());
          parsed[i] = py::bool_(result.parsed());
          errors[i] = py::str(referee::v1::ErrorCode_Name(result.error()));
          if (components) {
            py::dict row;
            for (const auto& [name, value] : result.components()) row[py::str(name)] = value;
            parts[i] = std::move(row);
          }
        }
        return components ? py::make_tuple(rewards, correct, parsed, errors, parts)
                          : py::make_tuple(rewards, correct, parsed, errors);
      },
      py::arg("outputs"), py::arg("prompt_ids") = py::none(), py::arg("answers") = py::none(),
      py::arg("spec") = py::bytes(), py::arg("details") = true, py::arg("components") = false,
      py::arg("timeout") = py::none(),
      "Scores rows given as columns, with no message per row: outputs (str), "
      "and prompt_ids (ids the engine knows) or answers (reference answers: "
      "one inline answer problem each distinct one), under a serialized "
      "RewardSpec (b'': the tasks' defaults). Returns (rewards,) or, with "
      "details, (rewards, correct, parsed, errors), and with components "
      "also each row's components as a dict.");
  m.def(
      "configure",
      [raise](int threads) {
        absl::Status status = referee::Configure(threads);
        if (!status.ok()) raise(status);
      },
      py::arg("threads") = 0,
      "Sizes this process's engine before its first call: threads for its "
      "pool (0: one per core it may use). Error(FAILED_PRECONDITION) once the engine "
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
