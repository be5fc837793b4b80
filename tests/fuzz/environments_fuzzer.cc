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
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/environments/catalog.h"

namespace {

struct Fixture {
  referee::Catalog catalog;
  std::vector<referee::PreparedProblemPtr> problems;
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
      f->problems.push_back(*prepared);
    }
    return f;
  }();
  return *kFixture;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Fixture& f = Fixtures();
  const std::string tagged = absl::StrCat("<answer>", text, "</answer>");
  for (const referee::PreparedProblemPtr& problem : f.problems) {
    for (const referee::Verifier* verifier : f.catalog.verifiers.All()) {
      if (!verifier->Accepts(problem->task().Name())) continue;
      const auto params = referee::ParamValues::Resolve(
          verifier->Params(), google::protobuf::Struct(), "params");
      for (const std::string* output : {&text, &tagged}) {
        auto verdict = verifier->Verify({*problem, *output, *params});
        if (!verdict.ok()) continue;  // A budget may run out; never a crash.
        if (!(verdict->score >= -1 && verdict->score <= 1)) std::abort();
        if (verdict->correct && verdict->score < 1) std::abort();
      }
    }
    // The same bytes as an explicit instance of this environment.
    if (problem->task().ProtoCase() == referee::v1::Problem::kEnvironment) {
      referee::v1::Problem explicit_problem;
      explicit_problem.set_id("fuzz-instance");
      auto* env = explicit_problem.mutable_environment();
      env->set_name(std::string(problem->task().Name()));
      if (google::protobuf::util::JsonStringToMessage(text, env->mutable_instance())
              .ok()) {
        (void)f.catalog.tasks.Prepare(explicit_problem);
      }
    }
  }
  return 0;
}
