// referee_client._native: the engine inside the Python process (DESIGN §6,
// issue #39). One entry point, call(method, request_bytes) ->
// response_bytes, takes the serialized request of a Referee RPC and
// returns its serialized response, exactly as the server would answer it
// (the same engine functions the server calls: Scorer::ScoreAll, StepAll,
// SampleProblems, UpdateCurriculum, the catalogue's descriptions, the
// problem store). referee_client.local wraps it in RefereeClient's API.
//
// Serialized messages cross the boundary because both sides already have
// them (python3-protobuf's classes in Python, the generated C++ here):
// one copy each way, no per-field conversion code to keep in step with
// the proto.
//
// Threads: the GIL is released while the engine works, and the engine is
// safe to call from any number of threads (the server's own threads call
// the same const functions). Fork: trainers fork reward workers after
// importing; a child must not inherit a lock held by a thread that does
// not exist in it. The engine is made on first use in each process, and a
// pthread_atfork child handler forgets the parent's (left allocated: its
// locks may be held) and resets the lock that guards making one.
#include <pthread.h>
#include <unistd.h>

#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "engine/catalog_info.h"
#include "engine/curriculum.h"
#include "engine/environment_cache.h"
#include "engine/novelty.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "engine/spec.h"
#include "engine/stepper.h"
#include "proto/referee/v1/referee.pb.h"
#include "pybind11/pybind11.h"
#include "verifiers/environments/catalog.h"

namespace referee {
namespace {

namespace py = pybind11;

// Everything a process's calls share, made once per process.
class Engine {
 public:
  static absl::StatusOr<std::unique_ptr<Engine>> Create() {
    auto engine = std::unique_ptr<Engine>(new Engine());
    if (absl::Status s = RegisterBuiltins(engine->catalog_); !s.ok()) return s;
    absl::StatusOr<DefaultSpecs> defaults = DefaultSpecs::Create("", engine->catalog_);
    if (!defaults.ok()) return defaults.status();
    engine->defaults_ = std::make_unique<DefaultSpecs>(*std::move(defaults));
    engine->store_ = std::make_unique<ProblemStore>(engine->catalog_.tasks);
    absl::StatusOr<std::unique_ptr<Scorer>> scorer =
        Scorer::Create(engine->catalog_, *engine->store_, nullptr, ScorerOptions());
    if (!scorer.ok()) return scorer.status();
    engine->scorer_ = *std::move(scorer);
    return engine;
  }

  // One RPC's work: `request` parsed as `method`'s request type, the
  // response serialized into `*response`.
  absl::Status Call(const std::string& method, const std::string& request,
                    std::string* response) {
    if (method == "Score") {
      return Run<referee::v1::ScoreRequest, referee::v1::ScoreResponse>(
          request, response, [&](const auto& in, auto* out) { return scorer_->ScoreAll(in, out); });
    }
    if (method == "Step") {
      return Run<referee::v1::StepRequest, referee::v1::StepResponse>(
          request, response, [&](const auto& in, auto* out) { return StepAll(*scorer_, in, out); });
    }
    if (method == "Sample") {
      return Run<referee::v1::SampleRequest, referee::v1::SampleResponse>(
          request, response, [&](const auto& in, auto* out) {
            // The scorer's cache, as the server does: a sampled problem is
            // generated once, then scored from the cache.
            absl::StatusOr<referee::v1::SampleResponse> sampled =
                SampleProblems(in, catalog_.tasks, scorer_->environments());
            if (!sampled.ok()) return sampled.status();
            *out = *std::move(sampled);
            return absl::OkStatus();
          });
    }
    if (method == "UpdateCurriculum") {
      return Run<referee::v1::UpdateCurriculumRequest, referee::v1::Curriculum>(
          request, response, [&](const auto& in, auto* out) {
            absl::StatusOr<referee::v1::Curriculum> updated = UpdateCurriculum(in, catalog_.tasks);
            if (!updated.ok()) return updated.status();
            *out = *std::move(updated);
            return absl::OkStatus();
          });
    }
    if (method == "Shape") {
      return Run<referee::v1::ShapeRequest, referee::v1::ShapeResponse>(
          request, response, [&](const auto& in, auto* out) { return ShapeItems(in, out); });
    }
    if (method == "PutProblems") {
      return Run<referee::v1::PutProblemsRequest, referee::v1::PutProblemsResponse>(
          request, response, [&](const auto& in, auto* out) {
            std::vector<referee::v1::Problem> problems(in.problems().begin(),
                                                       in.problems().end());
            absl::Status stored = store_->Put(std::move(problems), in.replace());
            out->set_total(static_cast<int64_t>(store_->size()));
            return stored;
          });
    }
    if (method == "ListEnvironments") {
      return Run<referee::v1::ListEnvironmentsRequest, referee::v1::ListEnvironmentsResponse>(
          request, response, [&](const auto&, auto* out) {
            DescribeEnvironments(catalog_, *defaults_, out);
            return absl::OkStatus();
          });
    }
    if (method == "ListVerifiers") {
      return Run<referee::v1::ListVerifiersRequest, referee::v1::ListVerifiersResponse>(
          request, response, [&](const auto&, auto* out) {
            DescribeVerifiers(catalog_.verifiers, out);
            return absl::OkStatus();
          });
    }
    return absl::UnimplementedError(absl::StrCat("no method ", method, " in process"));
  }

 private:
  Engine() = default;

  template <typename Request, typename Response, typename Work>
  static absl::Status Run(const std::string& bytes, std::string* response, Work&& work) {
    Request request;
    if (!request.ParseFromString(bytes)) {
      return absl::InvalidArgumentError(
          absl::StrCat("the request is not a valid ", Request::descriptor()->full_name()));
    }
    Response out;
    if (absl::Status status = work(request, &out); !status.ok()) return status;
    if (!out.SerializeToString(response)) return absl::InternalError("could not serialize");
    return absl::OkStatus();
  }

  Catalog catalog_;
  std::unique_ptr<DefaultSpecs> defaults_;
  std::unique_ptr<ProblemStore> store_;
  std::unique_ptr<Scorer> scorer_;
};

// This process's engine. The lock is only held while one is made.
std::mutex* engine_lock = new std::mutex();
Engine* engine = nullptr;

void ForgetEngineAfterFork() {
  // The child has one thread: the parent's engine (and this lock) may be
  // held by threads it does not have. Both are left allocated, unused.
  engine_lock = new std::mutex();
  engine = nullptr;
}

absl::StatusOr<Engine*> ThisProcessEngine() {
  std::lock_guard<std::mutex> hold(*engine_lock);
  if (engine == nullptr) {
    absl::StatusOr<std::unique_ptr<Engine>> made = Engine::Create();
    if (!made.ok()) return made.status();
    engine = made->release();
  }
  return engine;
}

}  // namespace
}  // namespace referee

PYBIND11_MODULE(_native, m) {
  namespace py = pybind11;
  m.doc() = "Referee's engine in process: call(method, request_bytes) -> response_bytes";
  pthread_atfork(nullptr, nullptr, &referee::ForgetEngineAfterFork);
  // Raised as Error(code, message): code is absl's status code number,
  // which is gRPC's (referee_client.local maps it to a RefereeError).
  static py::exception<std::runtime_error> error(m, "Error");
  m.def(
      "call",
      [](const std::string& method, py::bytes request) -> py::bytes {
        std::string in = request;  // One copy out of the Python object.
        std::string out;
        absl::Status status;
        {
          py::gil_scoped_release release;  // Other Python threads run meanwhile.
          absl::StatusOr<referee::Engine*> engine = referee::ThisProcessEngine();
          status = engine.ok() ? (*engine)->Call(method, in, &out) : engine.status();
        }
        if (!status.ok()) {
          PyErr_SetObject(error.ptr(),
                          py::make_tuple(static_cast<int>(status.code()),
                                         std::string(status.message()))
                              .ptr());
          throw py::error_already_set();
        }
        return py::bytes(out);
      },
      py::arg("method"), py::arg("request"),
      "Runs one Referee RPC in process on its serialized request; returns the "
      "serialized response. Raises Error(code, message) as the server would "
      "answer the call with a status.");
}
