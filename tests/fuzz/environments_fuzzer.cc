// libFuzzer target for every environment's answer parsing and verifier, and
// for explicit-instance parsing: the input is scored as a model output
// (bare and inside <answer> tags) against a small generated problem of each
// environment, and read as an instance JSON for each. Nothing may crash,
// and every verdict must stay on its ladder: scores in [-1, 1], `correct`
// only at full credit.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/environments/catalog.h"

namespace {

// One generated problem and the verifiers that score it, with their
// default parameters: resolved once, not on every input.
struct Target {
  referee::PreparedProblemPtr problem;
  std::vector<std::pair<const referee::Verifier*, referee::ParamValues>> verifiers;
};

struct Fixture {
  referee::Catalog catalog;
  std::vector<Target> targets;
};

const Fixture& Fixtures() {
  static const Fixture* const kFixture = [] {
    auto* f = new Fixture();
    if (!referee::RegisterBuiltins(f->catalog).ok()) std::abort();
    for (const referee::TaskType* task : f->catalog.tasks.All()) {
      if (!task->Generates()) continue;
      referee::v1::Problem problem;
      problem.set_id("fuzz");
      problem.mutable_environment()->set_name(std::string(task->Name()));
      problem.mutable_environment()->set_difficulty(2);
      problem.mutable_environment()->set_seed(1);
      auto prepared = f->catalog.tasks.Prepare(problem);
      if (!prepared.ok()) std::abort();
      Target target{*prepared, {}};
      for (const referee::Verifier* verifier : f->catalog.verifiers.All()) {
        if (!verifier->Accepts(task->Name())) continue;
        auto params = referee::ParamValues::Resolve(verifier->Params(),
                                                    google::protobuf::Struct(), "params");
        if (!params.ok()) std::abort();
        target.verifiers.emplace_back(verifier, *std::move(params));
      }
      f->targets.push_back(std::move(target));
    }
    return f;
  }();
  return *kFixture;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string tagged = absl::StrCat("<answer>", text, "</answer>");
  const Fixture& f = Fixtures();
  // The same bytes as an explicit instance: parsed as JSON once, then
  // offered to every environment's own instance reader.
  google::protobuf::Struct instance;
  const bool is_json = google::protobuf::util::JsonStringToMessage(text, &instance).ok();
  for (const Target& target : f.targets) {
    for (const auto& [verifier, params] : target.verifiers) {
      for (const std::string* output : {&text, &tagged}) {
        auto verdict = verifier->Verify({*target.problem, *output, params});
        if (!verdict.ok()) continue;  // A budget may run out; never a crash.
        if (!(verdict->score >= -1 && verdict->score <= 1)) std::abort();
        if (verdict->correct && verdict->score < 1) std::abort();
      }
    }
    if (is_json &&
        target.problem->task().ProtoCase() == referee::v1::Problem::kEnvironment) {
      referee::v1::Problem explicit_problem;
      explicit_problem.set_id("fuzz-instance");
      auto* env = explicit_problem.mutable_environment();
      env->set_name(std::string(target.problem->task().Name()));
      *env->mutable_instance() = instance;
      (void)f.catalog.tasks.Prepare(explicit_problem);
    }
  }
  return 0;
}
