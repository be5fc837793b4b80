// `referee eval` (DESIGN §8 "Evaluation", issue #38): pass@k, avg@k and
// maj@k of every whole group of a file (all its rollouts of one prompt id,
// or group_id, in file order), averaged per environment, level and data
// source. The per-group numbers are engine/group_eval.h's, so a file gives
// what a spec's eval_k gives for the same groups sent in one request.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "absl/types/span.h"
#include "client/commands.h"
#include "client/eval_packs.h"
#include "client/referee_client.h"
#include "engine/group_eval.h"
#include "engine/json_numbers.h"
#include "engine/jsonl.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/status_macros.h"

namespace referee {
namespace {

using google::protobuf::Struct;
using google::protobuf::Value;
using referee::v1::Problem;
using referee::v1::Rollout;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

constexpr char kResultFields[] =
    "a results line has \"promptId\", \"correct\" and optionally \"output\", "
    "\"groupId\", \"reward\", \"dataSource\"";

// One rollout as eval reads it.
struct EvalRecord {
  std::string prompt_id;
  std::string group_id;  // Empty: the prompt id.
  std::string output;
  bool correct = false;
  std::string data_source;  // Empty: none.
};

// Every group of the file, in first-seen order.
class EvalGroups {
 public:
  struct Group {
    std::string prompt_id;    // Its first rollout's.
    std::string data_source;  // The first one its rollouts give.
    std::vector<std::string> outputs;  // The first max-k only: maj@k reads no further.
    std::vector<char> correct;         // One per rollout.
  };

  explicit EvalGroups(size_t kept_outputs) : kept_outputs_(kept_outputs) {}

  void Add(EvalRecord record) {
    const std::string& key = record.group_id.empty() ? record.prompt_id : record.group_id;
    auto [it, fresh] = index_.try_emplace(key, groups_.size());
    if (fresh) {
      groups_.emplace_back();
      groups_.back().prompt_id = record.prompt_id;
    }
    Group& group = groups_[it->second];
    if (group.data_source.empty()) group.data_source = std::move(record.data_source);
    if (group.outputs.size() < kept_outputs_) group.outputs.push_back(std::move(record.output));
    group.correct.push_back(record.correct ? 1 : 0);
    ++rollouts_;
  }

  const std::vector<Group>& groups() const { return groups_; }
  int64_t rollouts() const { return rollouts_; }

 private:
  size_t kept_outputs_;
  absl::flat_hash_map<std::string, size_t> index_;
  std::vector<Group> groups_;
  int64_t rollouts_ = 0;
};

// --k: the k's, checked and ordered by ResolveEvalK (a spec's rule).
absl::StatusOr<std::vector<int32_t>> ParseEvalKs(absl::string_view flag) {
  referee::v1::RewardSpec spec;
  int index = 0;
  for (absl::string_view piece : absl::StrSplit(flag, ',')) {
    piece = absl::StripAsciiWhitespace(piece);
    int64_t k = 0;
    if (!absl::SimpleAtoi(piece, &k)) {
      return absl::InvalidArgumentError(
          absl::StrCat("--k[", index, "]: \"", piece, "\" is not an integer"));
    }
    if (k < std::numeric_limits<int32_t>::min() || k > std::numeric_limits<int32_t>::max()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--k[", index, "]: ", k, " is not in 1..", kMaxEvalK));
    }
    spec.add_eval_k(static_cast<int32_t>(k));
    ++index;
  }
  absl::StatusOr<std::vector<int32_t>> ks = ResolveEvalK(spec);
  if (!ks.ok()) {
    return absl::InvalidArgumentError(
        absl::StrReplaceAll(ks.status().message(), {{"spec.eval_k", "--k"}}));
  }
  return ks;
}

// The string `key` (or its snake_case `alias`) of `fields`, moved to
// `*out` and removed; absent: `*out` unchanged.
absl::Status TakeString(Struct& fields, const char* key, const char* alias, std::string* out) {
  for (const char* name : {key, alias}) {
    auto it = fields.mutable_fields()->find(name);
    if (it == fields.mutable_fields()->end()) continue;
    if (it->second.kind_case() != Value::kStringValue) {
      return absl::InvalidArgumentError(absl::StrCat("\"", name, "\" must be a string"));
    }
    *out = std::move(*it->second.mutable_string_value());
    fields.mutable_fields()->erase(it);
  }
  return absl::OkStatus();
}

// A --results line (kResultFields).
absl::Status ParseResultLine(absl::string_view line, EvalRecord* record) {
  Struct fields;
  REFEREE_RETURN_IF_ERROR(ParseJsonMessage(line, &fields));
  REFEREE_RETURN_IF_ERROR(TakeString(fields, "promptId", "prompt_id", &record->prompt_id));
  REFEREE_RETURN_IF_ERROR(TakeString(fields, "groupId", "group_id", &record->group_id));
  REFEREE_RETURN_IF_ERROR(TakeString(fields, "output", "output", &record->output));
  REFEREE_RETURN_IF_ERROR(TakeString(fields, "dataSource", "data_source", &record->data_source));
  auto& rest = *fields.mutable_fields();
  if (rest.count("reward") != 0 && rest.at("reward").kind_case() != Value::kNumberValue) {
    return absl::InvalidArgumentError("\"reward\" must be a number");
  }
  rest.erase("reward");  // Accepted, not used: correctness is what counts.
  auto correct = rest.find("correct");
  if (correct != rest.end()) {
    if (correct->second.kind_case() != Value::kBoolValue) {
      return absl::InvalidArgumentError("\"correct\" must be true or false");
    }
    record->correct = correct->second.bool_value();
    rest.erase(correct);
  } else {
    return absl::InvalidArgumentError(absl::StrCat("no \"correct\": ", kResultFields));
  }
  if (!rest.empty()) {
    // The smallest unknown name, so the message does not depend on map order.
    std::string unknown = rest.begin()->first;
    for (const auto& [name, value] : rest) unknown = std::min(unknown, name);
    return absl::InvalidArgumentError(
        absl::StrCat("unknown field \"", unknown, "\": ", kResultFields));
  }
  if (record->prompt_id.empty()) {
    return absl::InvalidArgumentError(absl::StrCat("no \"promptId\": ", kResultFields));
  }
  return absl::OkStatus();
}

// A --rollouts line: a Rollout, plus an optional "dataSource" that the
// Rollout message has no field for (so it is taken out before parsing).
absl::Status ParseRolloutLine(absl::string_view line, Rollout* rollout,
                              std::string* data_source) {
  std::string rest;
  if (absl::StrContains(line, "dataSource") || absl::StrContains(line, "data_source")) {
    Struct fields;
    REFEREE_RETURN_IF_ERROR(ParseJsonMessage(line, &fields));
    const int before = fields.fields_size();
    REFEREE_RETURN_IF_ERROR(TakeString(fields, "dataSource", "data_source", data_source));
    if (fields.fields_size() != before) {
      if (!google::protobuf::util::MessageToJsonString(fields, &rest).ok()) {
        return absl::InvalidArgumentError("cannot reprint the line without \"dataSource\"");
      }
      line = rest;
    }
  }
  REFEREE_RETURN_IF_ERROR(ParseJsonMessage(line, rollout));
  if (rollout->prompt_id().empty()) return absl::InvalidArgumentError("no \"promptId\"");
  return absl::OkStatus();
}

// Scores requests in process (--local) or through a server.
class EvalScorer {
 public:
  absl::Status Init(const EvalOptions& options) {
    if (!options.local) {
      client_ = std::make_unique<RefereeClient>(options.target,
                                                ClientOptions{options.timeout_seconds});
      return absl::OkStatus();
    }
    catalog_ = std::make_unique<Catalog>();
    REFEREE_RETURN_IF_ERROR(RegisterBuiltins(*catalog_));
    store_ = std::make_unique<ProblemStore>(catalog_->tasks);  // Problems come inline.
    REFEREE_ASSIGN_OR_RETURN(scorer_,
                             Scorer::Create(*catalog_, *store_, nullptr, ScorerOptions()));
    return absl::OkStatus();
  }

  absl::StatusOr<ScoreResponse> Score(const ScoreRequest& request) {
    if (client_ != nullptr) return client_->Score(request);
    ScoreResponse response;
    REFEREE_RETURN_IF_ERROR(scorer_->ScoreAll(request, &response));
    return response;
  }

 private:
  std::unique_ptr<RefereeClient> client_;
  std::unique_ptr<Catalog> catalog_;
  std::unique_ptr<ProblemStore> store_;
  std::unique_ptr<Scorer> scorer_;
};

// Reads and scores --rollouts in batches into `groups`; `*errors` counts
// rollouts scored with an error (not correct, as their reward says).
absl::Status ScoreRollouts(const EvalOptions& options,
                           const absl::flat_hash_map<std::string, const Problem*>& problems,
                           const std::function<bool(const std::string&)>& wanted,
                           EvalGroups& groups, int64_t* errors) {
  referee::v1::RewardSpec spec;
  REFEREE_RETURN_IF_ERROR(ParseSpec(options.spec, &spec));
  std::vector<Rollout> rollouts;
  std::vector<std::string> data_sources;
  // Every line is read (and checked) before the first is scored.
  const absl::Status read =
      ForEachJsonlLine(options.rollouts_file, [&](absl::string_view line, int) {
        Rollout rollout;
        std::string data_source;
        absl::Status parsed = ParseRolloutLine(line, &rollout, &data_source);
        if (parsed.ok() && !wanted(rollout.prompt_id())) return parsed;  // Outside the pack.
        rollouts.push_back(std::move(rollout));
        data_sources.push_back(std::move(data_source));
        return parsed;
      });
  if (!read.ok()) return read;
  if (rollouts.empty()) return absl::OkStatus();
  EvalScorer scorer;
  REFEREE_RETURN_IF_ERROR(scorer.Init(options));
  const size_t n = rollouts.size();
  const size_t batch = static_cast<size_t>(options.batch_size);
  for (size_t begin = 0; begin < n; begin += batch) {
    const size_t end = std::min(n, begin + batch);
    ScoreRequest request;
    request.set_request_id(absl::StrCat("eval-", begin));
    *request.mutable_spec() = spec;
    request.set_details(true);  // RolloutResult.correct for every rollout.
    absl::flat_hash_map<std::string, bool> sent;
    for (size_t i = begin; i < end; ++i) {
      *request.add_rollouts() = rollouts[i];
      auto it = problems.find(rollouts[i].prompt_id());
      if (it != problems.end() && sent.emplace(it->first, true).second) {
        *request.add_problems() = *it->second;
      }
    }
    REFEREE_ASSIGN_OR_RETURN(const ScoreResponse response, scorer.Score(request));
    if (response.results_size() != static_cast<int>(end - begin)) {
      return absl::InternalError("the scorer returned no per-rollout results");
    }
    for (size_t i = begin; i < end; ++i) {
      const referee::v1::RolloutResult& result = response.results(static_cast<int>(i - begin));
      if (result.error() != referee::v1::OK) ++*errors;
      Rollout& rollout = rollouts[i];
      EvalRecord record;
      record.prompt_id = rollout.prompt_id();
      record.group_id = rollout.group_id();
      record.output = std::move(*rollout.mutable_output());
      record.correct = result.correct();
      record.data_source = std::move(data_sources[i]);
      groups.Add(std::move(record));
    }
  }
  return absl::OkStatus();
}

// One row of a table: means over its groups, per k (an index into the k's).
struct EvalRow {
  std::string name;
  int64_t groups = 0;
  std::vector<double> pass, avg, maj;  // Sums over the groups with n ≥ k.
  std::vector<int64_t> counted, short_of;  // Groups with n ≥ k; with n < k.

  EvalRow(std::string row_name, size_t ks)
      : name(std::move(row_name)), pass(ks), avg(ks), maj(ks), counted(ks), short_of(ks) {}

  void Add(absl::Span<const int32_t> ks, const referee::v1::GroupStats& stats) {
    ++groups;
    for (size_t i = 0; i < ks.size(); ++i) {
      auto it = stats.pass_at_k().find(ks[i]);
      if (it == stats.pass_at_k().end()) {
        ++short_of[i];
        continue;
      }
      pass[i] += it->second;
      avg[i] += stats.avg_at_k().at(ks[i]);
      maj[i] += stats.maj_at_k().at(ks[i]);
      ++counted[i];
    }
  }
};

// A table's rows by key; unnamed keys (first = true) sort last.
template <typename Key>
using EvalRows = std::map<std::pair<bool, Key>, EvalRow>;

template <typename Key>
EvalRow& RowFor(EvalRows<Key>& rows, bool unnamed, const Key& key, std::string name,
                size_t ks) {
  return rows.try_emplace({unnamed, key}, std::move(name), ks).first->second;
}

template <typename Key>
std::vector<EvalRow> RowList(EvalRows<Key>& rows) {
  std::vector<EvalRow> list;
  for (auto& entry : rows) list.push_back(std::move(entry.second));
  return list;
}

struct EvalTables {
  EvalRow all;
  std::vector<EvalRow> environments, levels, data_sources;
};

// Each group's metrics, added to its rows. A group's environment is its
// first prompt id's: env/<name>/... gives the name and level; another id
// the task of its --problems entry, else "other".
EvalTables Tabulate(const EvalGroups& groups, absl::Span<const int32_t> ks,
                    const absl::flat_hash_map<std::string, const Problem*>& problems) {
  EvalRows<std::string> environments, data_sources;
  EvalRows<int32_t> levels;
  EvalTables tables{EvalRow("all", ks.size()), {}, {}, {}};
  std::vector<absl::string_view> outputs;
  for (const EvalGroups::Group& group : groups.groups()) {
    const size_t n = group.correct.size();
    outputs.assign(group.outputs.begin(), group.outputs.end());
    outputs.resize(n);  // Past the largest k: never read.
    std::unique_ptr<bool[]> correct(new bool[n]);
    for (size_t i = 0; i < n; ++i) correct[i] = group.correct[i] != 0;
    referee::v1::GroupStats stats;
    AddGroupEval(ks, outputs, absl::MakeConstSpan(correct.get(), n), stats);

    std::string environment = "other";
    std::optional<int32_t> level;
    if (std::optional<EnvId> env = ParseEnvId(group.prompt_id)) {
      environment = std::string(env->name);
      level = env->difficulty;
    } else if (auto it = problems.find(group.prompt_id); it != problems.end()) {
      const Problem& problem = *it->second;
      if (problem.task_case() == Problem::kEnvironment) {
        environment = problem.environment().name();
        level = problem.environment().difficulty();
      } else if (problem.task_case() != Problem::TASK_NOT_SET) {
        environment = Problem::descriptor()->FindFieldByNumber(problem.task_case())->name();
      }
    }
    tables.all.Add(ks, stats);
    RowFor(environments, environment == "other", environment, environment, ks.size())
        .Add(ks, stats);
    RowFor(levels, !level.has_value(), level.value_or(0),
           level ? absl::StrCat(*level) : "(none)", ks.size())
        .Add(ks, stats);
    RowFor(data_sources, group.data_source.empty(), group.data_source,
           group.data_source.empty() ? "(none)" : group.data_source, ks.size())
        .Add(ks, stats);
  }
  tables.environments = RowList(environments);
  tables.levels = RowList(levels);
  tables.data_sources = RowList(data_sources);
  return tables;
}

// An aligned table: the first column left, the others right.
void AppendTextTable(absl::string_view title, absl::Span<const EvalRow> rows,
                     absl::Span<const int32_t> ks, std::string* out) {
  std::vector<std::vector<std::string>> cells(1);
  cells[0] = {std::string(title), "groups"};
  for (int32_t k : ks) {
    for (const char* metric : {"pass@", "avg@", "maj@", "short@"}) {
      cells[0].push_back(absl::StrCat(metric, k));
    }
  }
  auto mean = [](double sum, int64_t count) {
    return count == 0 ? std::string("-") : absl::StrFormat("%.3f", sum / count);
  };
  for (const EvalRow& row : rows) {
    std::vector<std::string> line = {row.name, absl::StrCat(row.groups)};
    for (size_t i = 0; i < ks.size(); ++i) {
      line.push_back(mean(row.pass[i], row.counted[i]));
      line.push_back(mean(row.avg[i], row.counted[i]));
      line.push_back(mean(row.maj[i], row.counted[i]));
      line.push_back(absl::StrCat(row.short_of[i]));
    }
    cells.push_back(std::move(line));
  }
  std::vector<size_t> widths(cells[0].size(), 0);
  for (const auto& line : cells) {
    for (size_t c = 0; c < line.size(); ++c) widths[c] = std::max(widths[c], line[c].size());
  }
  for (const auto& line : cells) {
    absl::StrAppend(out, line[0], std::string(widths[0] - line[0].size(), ' '));
    for (size_t c = 1; c < line.size(); ++c) {
      absl::StrAppend(out, "  ", std::string(widths[c] - line[c].size(), ' '), line[c]);
    }
    out->push_back('\n');
  }
}

// `text` as a JSON string (the names come from parsed JSON: valid UTF-8).
std::string EvalJsonString(absl::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (static_cast<unsigned char>(c) < 0x20) {
      absl::StrAppend(&out, absl::StrFormat("\\u%04x", static_cast<unsigned char>(c)));
    } else {
      out.push_back(c);
    }
  }
  out.push_back('"');
  return out;
}

// {"name", "groups", "passAtK", "avgAtK", "majAtK", "short"}: means keyed
// by k, null where no group has k rollouts.
std::string RowJson(const EvalRow& row, absl::Span<const int32_t> ks) {
  std::string json =
      absl::StrCat("{\"name\":", EvalJsonString(row.name), ",\"groups\":", row.groups);
  const struct {
    const char* key;
    const std::vector<double>& sums;
  } metrics[] = {{"passAtK", row.pass}, {"avgAtK", row.avg}, {"majAtK", row.maj}};
  for (const auto& metric : metrics) {
    absl::StrAppend(&json, ",\"", metric.key, "\":{");
    for (size_t i = 0; i < ks.size(); ++i) {
      absl::StrAppend(&json, i == 0 ? "" : ",", "\"", ks[i], "\":",
                      row.counted[i] == 0
                          ? std::string("null")
                          : ShortestDouble(metric.sums[i] / static_cast<double>(row.counted[i])));
    }
    json += "}";
  }
  json += ",\"short\":{";
  for (size_t i = 0; i < ks.size(); ++i) {
    absl::StrAppend(&json, i == 0 ? "" : ",", "\"", ks[i], "\":", row.short_of[i]);
  }
  json += "}}";
  return json;
}

std::string RowsJson(absl::Span<const EvalRow> rows, absl::Span<const int32_t> ks) {
  std::vector<std::string> items;
  for (const EvalRow& row : rows) items.push_back(RowJson(row, ks));
  return absl::StrCat("[", absl::StrJoin(items, ","), "]");
}

}  // namespace

absl::StatusOr<std::string> EvalReport(const EvalOptions& options) {
  // Packs name problems of the built-in catalog (the same ids everywhere).
  std::optional<EvalPack> pack;
  absl::flat_hash_set<std::string> pack_ids;
  if (options.list_packs || !options.pack.empty()) {
    Catalog catalog;
    REFEREE_RETURN_IF_ERROR(RegisterBuiltins(catalog));
    if (options.list_packs) return EvalPacksListing(catalog, options.json);
    absl::StatusOr<EvalPack> found = FindEvalPack(catalog, options.pack);
    if (!found.ok()) return absl::InvalidArgumentError(absl::StrCat("--pack: ", found.status().message()));
    pack = *std::move(found);
    REFEREE_ASSIGN_OR_RETURN(const std::vector<std::string> ids, EvalPackIds(catalog, *pack));
    if (!options.write_pack.empty()) {
      REFEREE_RETURN_IF_ERROR(WriteEvalPackProblems(catalog, ids, options.write_pack));
      return absl::StrCat("wrote ", ids.size(), " problems of ", pack->name, " to ",
                          options.write_pack, "\n");
    }
    pack_ids.insert(ids.begin(), ids.end());
  } else if (!options.write_pack.empty()) {
    return absl::InvalidArgumentError("--write_pack needs --pack=NAME");
  }
  if (options.rollouts_file.empty() == options.results_file.empty()) {
    return absl::InvalidArgumentError("give one of --rollouts=FILE and --results=FILE");
  }
  if (options.batch_size <= 0) {
    return absl::InvalidArgumentError("--batch_size must be positive");
  }
  REFEREE_ASSIGN_OR_RETURN(
      const std::vector<int32_t> ks,
      ParseEvalKs(!options.k.empty() ? options.k : pack ? pack->k : std::string("1")));
  // With a pack, its problems only; the others are counted and left out.
  int64_t outside = 0;
  const std::function<bool(const std::string&)> wanted = [&](const std::string& prompt_id) {
    if (!pack || pack_ids.contains(prompt_id)) return true;
    ++outside;
    return false;
  };
  std::vector<Problem> problem_list;
  if (!options.problems_file.empty()) {
    REFEREE_ASSIGN_OR_RETURN(problem_list, ReadJsonlFile<Problem>(options.problems_file));
  }
  absl::flat_hash_map<std::string, const Problem*> problems;
  for (const Problem& problem : problem_list) problems[problem.id()] = &problem;

  EvalGroups groups(static_cast<size_t>(ks.back()));
  int64_t errors = 0;
  if (!options.results_file.empty()) {
    const absl::Status read =
        ForEachJsonlLine(options.results_file, [&](absl::string_view line, int) {
          EvalRecord record;
          absl::Status parsed = ParseResultLine(line, &record);
          if (parsed.ok() && wanted(record.prompt_id)) groups.Add(std::move(record));
          return parsed;
        });
    if (!read.ok()) return read;
  } else {
    REFEREE_RETURN_IF_ERROR(ScoreRollouts(options, problems, wanted, groups, &errors));
  }
  if (groups.groups().empty()) {
    return absl::InvalidArgumentError(absl::StrCat(
        options.results_file.empty() ? options.rollouts_file : options.results_file,
        pack ? absl::StrCat(": no rollouts of pack ", pack->name) : ": no rollouts"));
  }
  // A pack's coverage: its problems the file answers (a group each).
  int64_t answered = 0;
  if (pack) {
    absl::flat_hash_set<std::string> seen;
    for (const auto& group : groups.groups()) {
      if (seen.insert(group.prompt_id).second) ++answered;
    }
  }

  const EvalTables tables = Tabulate(groups, ks, problems);
  const int64_t group_count = static_cast<int64_t>(groups.groups().size());
  if (options.json) {
    const std::string pack_json =
        pack ? absl::StrCat("\"pack\":{\"name\":\"", pack->name, "\",\"problems\":",
                            pack_ids.size(), ",\"answered\":", answered,
                            ",\"outside\":", outside, "},")
             : "";
    return absl::StrCat("{", pack_json, "\"k\":[", absl::StrJoin(ks, ","),
                        "],\"groups\":", group_count, ",\"rollouts\":", groups.rollouts(), ",\"errors\":", errors,
                        ",\"all\":", RowJson(tables.all, ks),
                        ",\"environments\":", RowsJson(tables.environments, ks),
                        ",\"levels\":", RowsJson(tables.levels, ks),
                        ",\"dataSources\":", RowsJson(tables.data_sources, ks), "}\n");
  }
  std::string out;
  if (pack) {
    absl::StrAppend(&out, "pack ", pack->name, " (", pack->paper, "): ", answered, " of ",
                    pack_ids.size(), " problems answered");
    if (outside > 0) absl::StrAppend(&out, "; ", outside, " rollouts outside the pack left out");
    if (!pack->missing.empty()) {
      absl::StrAppend(&out, "; not served by this build: ", absl::StrJoin(pack->missing, ", "));
    }
    out += "\n";
  }
  absl::StrAppend(&out, group_count, group_count == 1 ? " group, " : " groups, ",
                  groups.rollouts(), groups.rollouts() == 1 ? " rollout" : " rollouts");
  if (errors > 0) absl::StrAppend(&out, " (", errors, " scored with an error: wrong)");
  absl::StrAppend(&out, "; k = ", absl::StrJoin(ks, ", "), "\n\n");
  std::vector<EvalRow> environments = tables.environments;
  environments.push_back(tables.all);
  AppendTextTable("environment", environments, ks, &out);
  out += "\n";
  AppendTextTable("level", tables.levels, ks, &out);
  out += "\n";
  AppendTextTable("data_source", tables.data_sources, ks, &out);
  return out;
}

int RunEval(const EvalOptions& options) {
  absl::StatusOr<std::string> report = EvalReport(options);
  if (!report.ok()) {
    std::cerr << "referee eval: " << report.status() << "\n";
    const absl::StatusCode code = report.status().code();
    return code == absl::StatusCode::kInvalidArgument || code == absl::StatusCode::kNotFound
               ? 2
               : 1;
  }
  std::cout << *report << std::flush;
  return std::cout ? 0 : 1;
}

}  // namespace referee
