// `referee score`: JSONL rollouts in, one RolloutResult per rollout out, in
// input order, through a server or in-process (--local).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "client/result_json.h"
#include "engine/jsonl.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "verifiers/environments/catalog.h"

namespace referee {
namespace {

using referee::v1::Problem;
using referee::v1::Rollout;
using referee::v1::RolloutResult;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

// Scores one request, remotely or in-process.
class Backend {
 public:
  virtual ~Backend() = default;
  virtual absl::StatusOr<ScoreResponse> Score(const ScoreRequest& request) = 0;
};

class RemoteBackend : public Backend {
 public:
  RemoteBackend(const std::string& target, double timeout_seconds)
      : client_(target, ClientOptions{timeout_seconds}) {}
  absl::StatusOr<ScoreResponse> Score(const ScoreRequest& request) override {
    return client_.Score(request);
  }

 private:
  RefereeClient client_;
};

class LocalBackend : public Backend {
 public:
  absl::Status Init() {
    absl::Status status = RegisterBuiltins(catalog_);
    if (!status.ok()) return status;
    auto scorer = Scorer::Create(catalog_, store_, nullptr, ScorerOptions());
    if (!scorer.ok()) return scorer.status();
    scorer_ = *std::move(scorer);
    return absl::OkStatus();
  }
  absl::StatusOr<ScoreResponse> Score(const ScoreRequest& request) override {
    ScoreResponse response;
    absl::Status status = scorer_->ScoreAll(request, &response);
    if (!status.ok()) return status;
    return response;
  }

 private:
  Catalog catalog_;
  ProblemStore store_{catalog_.tasks};  // Empty: --local problems come inline.
  std::unique_ptr<Scorer> scorer_;
};

// The output text squeezed onto one short table cell.
std::string Snippet(const std::string& output, size_t width) {
  std::string flat;
  for (char c : output) {
    if (flat.size() >= width) break;
    flat += (c == '\n' || c == '\t' || c == '\r') ? ' ' : c;
  }
  if (output.size() > width) flat.replace(width - 3, 3, "...");
  return flat;
}

void PrintTableHeader() {
  std::printf("%-22s %7s %-7s %-6s %-16s %s\n", "prompt_id", "reward",
              "correct", "parsed", "error", "output");
}

void PrintTableRow(const Rollout& rollout, const RolloutResult& result) {
  std::printf("%-22s %7.3f %-7s %-6s %-16s %s\n",
              Snippet(rollout.prompt_id(), 22).c_str(), result.reward(),
              result.correct() ? "yes" : "no", result.parsed() ? "yes" : "no",
              result.error() == referee::v1::OK
                  ? "-"
                  : referee::v1::ErrorCode_Name(result.error()).c_str(),
              Snippet(rollout.output(), 44).c_str());
}

}  // namespace

absl::Status ParseJsonFlag(const std::string& flag,
                           google::protobuf::Message* message) {
  if (flag.empty()) return absl::OkStatus();
  std::string json = flag;
  if (flag[0] == '@') {
    std::ifstream in(flag.substr(1));
    if (!in) return absl::NotFoundError(absl::StrCat(flag.substr(1), ": cannot open"));
    std::stringstream buffer;
    buffer << in.rdbuf();
    json = buffer.str();
  }
  return ParseJsonMessage(json, message);
}

absl::Status ParseSpec(const std::string& flag, referee::v1::RewardSpec* spec) {
  absl::Status status = ParseJsonFlag(flag, spec);
  if (!status.ok()) {
    return absl::Status(status.code(),
                        absl::StrCat("--spec: ", status.message()));
  }
  return absl::OkStatus();
}

int RunScore(const ScoreCommandOptions& options) {
  auto fail = [](const absl::Status& status) {
    std::cerr << "referee score: " << status << "\n";
    return 1;
  };
  if (options.format != "jsonl" && options.format != "table") {
    return fail(absl::InvalidArgumentError("--format must be jsonl or table"));
  }
  if (options.batch_size <= 0) {
    return fail(absl::InvalidArgumentError("--batch_size must be positive"));
  }
  referee::v1::RewardSpec spec;
  if (absl::Status s = ParseSpec(options.spec, &spec); !s.ok()) return fail(s);
  std::vector<Problem> problems;
  if (!options.problems_file.empty()) {
    auto read = ReadJsonlFile<Problem>(options.problems_file);
    if (!read.ok()) return fail(read.status());
    problems = *std::move(read);
  }
  absl::flat_hash_map<std::string, const Problem*> problem_by_id;
  for (const Problem& problem : problems) problem_by_id[problem.id()] = &problem;
  auto rollouts = ReadJsonlFile<Rollout>(options.rollouts_file);
  if (!rollouts.ok()) return fail(rollouts.status());
  if (rollouts->empty()) return fail(absl::InvalidArgumentError("no rollouts"));

  std::unique_ptr<Backend> backend;
  if (options.local) {
    auto local = std::make_unique<LocalBackend>();
    if (absl::Status s = local->Init(); !s.ok()) return fail(s);
    backend = std::move(local);
  } else {
    backend = std::make_unique<RemoteBackend>(options.target,
                                              options.timeout_seconds);
  }

  if (options.format == "table") PrintTableHeader();
  const size_t n = rollouts->size();
  for (size_t begin = 0; begin < n; begin += options.batch_size) {
    const size_t end = std::min(n, begin + options.batch_size);
    ScoreRequest request;
    request.set_request_id(absl::StrCat("cli-", begin));
    *request.mutable_spec() = spec;
    // The CLI prints correct/parsed for every rollout, so it always asks
    // for details; --details only decides whether components are shown.
    request.set_details(true);
    absl::flat_hash_map<std::string, bool> sent;
    for (size_t i = begin; i < end; ++i) {
      const Rollout& rollout = (*rollouts)[i];
      *request.add_rollouts() = rollout;
      auto it = problem_by_id.find(rollout.prompt_id());
      if (it != problem_by_id.end() && sent.emplace(it->first, true).second) {
        *request.add_problems() = *it->second;
      }
    }
    absl::StatusOr<ScoreResponse> response = backend->Score(request);
    if (!response.ok()) return fail(response.status());
    if (response->results_size() != static_cast<int>(end - begin)) {
      return fail(absl::InternalError("server returned no per-rollout results"));
    }
    for (size_t i = begin; i < end; ++i) {
      RolloutResult result = response->results(static_cast<int>(i - begin));
      if (!options.details) result.clear_components();
      if (options.format == "table") {
        PrintTableRow((*rollouts)[i], result);
        continue;
      }
      // DESIGN §6: "advantage" too when the spec asks for advantages.
      std::optional<float> advantage;
      if (response->advantages_size() == static_cast<int>(end - begin)) {
        advantage = response->advantages(static_cast<int>(i - begin));
      }
      std::printf("%s\n", RolloutResultJsonLine(result, advantage).c_str());
    }
  }
  return 0;
}

}  // namespace referee
