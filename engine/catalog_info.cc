#include "engine/catalog_info.h"

#include <string>

#include "google/protobuf/struct.pb.h"

namespace referee {

void DescribeEnvironments(const Catalog& catalog, const DefaultSpecs& defaults,
                          referee::v1::ListEnvironmentsResponse* response) {
  for (const TaskType* task : catalog.tasks.All()) {
    if (!task->Generates()) continue;
    referee::v1::EnvironmentInfo& info = *response->add_environments();
    info.set_name(std::string(task->Name()));
    info.set_description(std::string(task->Description()));
    for (const Verifier* verifier : catalog.verifiers.All()) {
      if (verifier->Accepts(task->Name())) {
        info.add_verifiers(std::string(verifier->Name()));
      }
    }
    *info.mutable_default_spec() = defaults.AsProto(*task);
    info.set_difficulty(std::string(task->DifficultyHelp()));
    info.set_max_difficulty(task->MaxDifficulty());
    info.set_family(task->family());
    info.set_source(std::string(task->Source()));
    const int max_turns = task->MaxTurns(task->MaxDifficulty());
    info.set_interactive(max_turns > 0);
    info.set_max_turns(max_turns > 0 ? max_turns : 1);
  }
}

void DescribeVerifiers(const VerifierRegistry& registry,
                       referee::v1::ListVerifiersResponse* response, bool runs_programs) {
  for (const Verifier* verifier : registry.All()) {
    if (verifier->AsProgramVerifier() != nullptr && !runs_programs) continue;
    referee::v1::VerifierInfo& info = *response->add_verifiers();
    info.set_name(std::string(verifier->Name()));
    info.set_description(std::string(verifier->Description()));
    for (absl::string_view task : verifier->Tasks()) {
      info.add_tasks(std::string(task));
    }
    for (const ParamSpec& spec : verifier->Params()) {
      referee::v1::ParamInfo& param = *info.add_params();
      param.set_name(spec.name);
      param.set_type(spec.TypeName());
      param.set_default_value(spec.DefaultText());
      param.set_help(spec.help);
    }
    // Params() are the defaults, so they always resolve.
    const absl::StatusOr<ParamValues> defaults = ParamValues::Resolve(
        verifier->Params(), google::protobuf::Struct(), "params");
    if (defaults.ok()) {
      const ScoreBounds bounds = verifier->Bounds(*defaults);
      info.set_floor(bounds.floor);
      info.set_full_credit(bounds.full_credit);
    }
  }
}

}  // namespace referee
