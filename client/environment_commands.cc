// `referee environments`, `referee generate --env=...` and `referee sample`
// (DESIGN §8): environments listed, generated locally, or sampled from a
// curriculum by a server (or in-process with --local).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "absl/strings/str_join.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "engine/curriculum.h"
#include "engine/environment_cache.h"
#include "engine/jsonl.h"
#include "engine/problem_json.h"
#include "engine/catalog_info.h"
#include "engine/spec.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

// The built-in catalog for the --local paths; null after printing an error.
std::unique_ptr<Catalog> LocalCatalog(const char* verb) {
  auto catalog = std::make_unique<Catalog>();
  absl::Status status = RegisterBuiltins(*catalog);
  if (!status.ok()) {
    std::cerr << "referee " << verb << ": " << status << "\n";
    return nullptr;
  }
  return catalog;
}

// Opens `output` ("-" is stdout) and writes each problem as a JSON line,
// without reference_output unless `reference`.
int WriteProblems(const char* verb,
                  google::protobuf::RepeatedPtrField<referee::v1::Problem>& problems,
                  bool reference, const std::string& output) {
  std::ofstream file;
  if (output != "-") {
    file.open(output);
    if (!file) {
      std::cerr << "referee " << verb << ": cannot write " << output << "\n";
      return 1;
    }
  }
  std::ostream& out = output == "-" ? std::cout : file;
  std::string line;
  for (referee::v1::Problem& problem : problems) {
    if (!reference) problem.clear_reference_output();
    line.clear();
    AppendProblemJsonLine(problem, &line);
    line.push_back('\n');
    out.write(line.data(), static_cast<std::streamsize>(line.size()));
  }
  out.flush();
  return out ? 0 : 1;
}

}  // namespace

int RunEnvironments(const std::string& target, bool local) {
  referee::v1::ListEnvironmentsResponse response;
  if (local) {
    std::unique_ptr<Catalog> catalog = LocalCatalog("environments");
    if (catalog == nullptr) return 1;
    absl::StatusOr<DefaultSpecs> defaults = DefaultSpecs::Create("", *catalog);
    if (!defaults.ok()) {
      std::cerr << "referee environments: " << defaults.status() << "\n";
      return 1;
    }
    DescribeEnvironments(*catalog, *defaults, &response);
  } else {
    RefereeClient client(target);
    auto listed = client.ListEnvironments();
    if (!listed.ok()) {
      std::cerr << "referee environments: " << listed.status() << "\n";
      return 1;
    }
    response = *std::move(listed);
  }
  for (const referee::v1::EnvironmentInfo& info : response.environments()) {
    std::printf(
        "%-18s levels 0..%d, verifiers: %s\n  %s\n  difficulty: %s\n"
        "  family: %s, source: %s\n",
        info.name().c_str(), info.max_difficulty(),
        absl::StrJoin(info.verifiers(), ", ").c_str(), info.description().c_str(),
        info.difficulty().c_str(), info.family().c_str(), info.source().c_str());
  }
  return 0;
}

int RunGenerateEnvironment(const EnvironmentGenerateOptions& options) {
  std::unique_ptr<Catalog> catalog = LocalCatalog("generate");
  if (catalog == nullptr) return 1;
  if (options.count < 1) {
    std::cerr << "referee generate: --count must be >= 1\n";
    return 2;
  }
  // The first id checks the environment and level (the errors a server
  // gives for that id); every problem is then generated once and written
  // at once, so memory stays flat at any --count (issue #27).
  const std::string first_id = FormatEnvId(options.env, options.difficulty, options.seed);
  absl::StatusOr<PreparedProblemPtr> first = catalog->tasks.Prepare(
      EnvIdProblem(first_id, EnvId{options.env, options.difficulty, options.seed, std::nullopt}));
  if (!first.ok()) {
    std::cerr << "referee generate: " << first.status() << "\n";
    return 2;
  }
  const TaskType& task = (*first)->task();
  std::ofstream file;
  if (options.output != "-") {
    file.open(options.output);
    if (!file) {
      std::cerr << "referee generate: cannot write " << options.output << "\n";
      return 1;
    }
  }
  std::ostream& out = options.output == "-" ? std::cout : file;
  std::string line;
  JsonInstanceWriter instance;
  for (int i = 0; i < options.count && out; ++i) {
    // Seeds seed, seed + 1, ...: each line's id regenerates it anywhere.
    const uint64_t seed = options.seed + static_cast<uint64_t>(i);
    // The explicit instance is written too, so the file describes each
    // problem in full (the id alone would regenerate it).
    line.clear();
    absl::Status written = AppendGeneratedProblemJsonLine(
        task, options.difficulty, seed, FormatEnvId(options.env, options.difficulty, seed),
        options.reference, instance, &line);
    if (!written.ok()) {
      std::cerr << "referee generate: " << written << "\n";
      return 1;
    }
    line.push_back('\n');
    out.write(line.data(), static_cast<std::streamsize>(line.size()));
  }
  out.flush();
  return out ? 0 : 1;
}

int RunSample(const SampleOptions& options) {
  referee::v1::SampleRequest request;
  absl::Status parsed = ParseJsonFlag(options.curriculum, request.mutable_curriculum());
  if (!parsed.ok()) {
    std::cerr << "referee sample: --curriculum: " << parsed << "\n";
    return 2;
  }
  request.set_count(options.count);
  request.set_seed(options.seed);
  absl::StatusOr<referee::v1::SampleResponse> response;
  if (options.local) {
    std::unique_ptr<Catalog> catalog = LocalCatalog("sample");
    if (catalog == nullptr) return 1;
    EnvironmentCache cache(catalog->tasks, size_t{64} << 20, nullptr);
    response = SampleProblems(request, catalog->tasks, cache);
  } else {
    RefereeClient client(options.target);
    response = client.Sample(request);
  }
  if (!response.ok()) {
    std::cerr << "referee sample: " << response.status() << "\n";
    return response.status().code() == absl::StatusCode::kInvalidArgument ? 2 : 1;
  }
  return WriteProblems("sample", *response->mutable_problems(), options.reference,
                       options.output);
}

int RunCurriculum(const CurriculumOptions& options) {
  referee::v1::UpdateCurriculumRequest request;
  absl::Status parsed =
      ParseJsonFlag(options.curriculum, request.mutable_curriculum());
  if (!parsed.ok()) {
    std::cerr << "referee curriculum: --curriculum: " << parsed << "\n";
    return 2;
  }
  auto outcomes = ReadJsonlFile<referee::v1::Outcome>(options.outcomes_file);
  if (!outcomes.ok()) {
    std::cerr << "referee curriculum: --outcomes: " << outcomes.status() << "\n";
    return 2;
  }
  for (referee::v1::Outcome& outcome : *outcomes) {
    *request.add_outcomes() = std::move(outcome);
  }
  absl::StatusOr<referee::v1::Curriculum> updated;
  if (options.local) {
    std::unique_ptr<Catalog> catalog = LocalCatalog("curriculum");
    if (catalog == nullptr) return 1;
    updated = UpdateCurriculum(request, catalog->tasks);
  } else {
    RefereeClient client(options.target);
    updated = client.UpdateCurriculum(request);
  }
  if (!updated.ok()) {
    std::cerr << "referee curriculum: " << updated.status() << "\n";
    return updated.status().code() == absl::StatusCode::kInvalidArgument ? 2 : 1;
  }
  std::cout << PrintJsonLine(*updated) << "\n";
  return 0;
}

}  // namespace referee
