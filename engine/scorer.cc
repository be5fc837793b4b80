#include "engine/scorer.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/notification.h"
#include "engine/advantages.h"
#include "engine/group_eval.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/parsing/utf8.h"
#include "verifiers/status_macros.h"

namespace referee {

using referee::v1::ErrorCode;
using referee::v1::Problem;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

absl::StatusOr<std::unique_ptr<Scorer>> Scorer::Create(
    const Catalog& catalog, const ProblemStore& store,
    EngineMetrics* metrics, const ScorerOptions& options) {
  REFEREE_ASSIGN_OR_RETURN(DefaultSpecs defaults,
                           DefaultSpecs::Create(options.default_spec, catalog));
  return std::unique_ptr<Scorer>(
      new Scorer(catalog, store, metrics, options, std::move(defaults)));
}

namespace {

// Whole-request checks of the spec's group options.
absl::Status ResolveGroupOptions(const referee::v1::RewardSpec& spec,
                                 Batch& batch) {
  if (spec.novelty().enabled()) {
    REFEREE_ASSIGN_OR_RETURN(batch.novelty,
                             ResolveNovelty(spec.novelty(), "spec.novelty"));
  } else if (spec.novelty().top_k() < 0) {
    return absl::InvalidArgumentError("spec.novelty.top_k: must be >= 0");
  }
  if (!referee::v1::Advantage::Kind_IsValid(spec.advantage().kind())) {
    return absl::InvalidArgumentError("spec.advantage.kind: unknown kind");
  }
  if (!(spec.advantage().epsilon() >= 0) ||
      std::isinf(spec.advantage().epsilon())) {
    return absl::InvalidArgumentError(
        "spec.advantage.epsilon: must be a finite number >= 0");
  }
  batch.advantage = spec.advantage();
  REFEREE_ASSIGN_OR_RETURN(batch.eval_k, ResolveEvalK(spec));
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::unique_ptr<Batch>> Scorer::Prepare(
    const ScoreRequest& request, ScoreResponse* response,
    absl::Span<const RolloutView> rollouts) const {
  auto batch = std::make_unique<Batch>();
  if (rollouts.empty()) {
    batch->owned_rollouts = ViewRollouts(request);
    rollouts = batch->owned_rollouts;
  }
  batch->rollouts = rollouts;
  const size_t n = rollouts.size();
  if (n == 0) {
    return absl::InvalidArgumentError("rollouts: empty batch");
  }
  if (n > options_.max_batch) {
    return absl::InvalidArgumentError(
        absl::StrCat("rollouts: batch of ", n, " exceeds --max_batch=",
                     options_.max_batch));
  }
  batch->request = &request;
  batch->response = response;
  const referee::v1::RewardSpec& spec = request.spec();
  REFEREE_RETURN_IF_ERROR(ResolveGroupOptions(spec, *batch));
  if (spec.terms_size() > 0) {
    REFEREE_ASSIGN_OR_RETURN(batch->request_spec, CompileTerms(spec, catalog_));
  } else if (!spec.correct_from().empty()) {
    return absl::InvalidArgumentError(
        "spec.correct_from: needs spec.terms (the defaults have one term)");
  }
  if (spec.has_error_reward()) {
    if (!std::isfinite(spec.error_reward())) {
      return absl::InvalidArgumentError("spec.error_reward: must be finite");
    }
    batch->error_reward = spec.error_reward();
  }
  if (batch->novelty) {
    // A NaN or infinite score would turn a whole group's rewards into NaN.
    for (size_t i = 0; i < n; ++i) {
      REFEREE_RETURN_IF_ERROR(CheckNoveltyInputs(
          rollouts[i].ref_logprobs,
          rollouts[i].has_novelty_score
              ? std::optional<double>(rollouts[i].novelty_score)
              : std::nullopt,
          absl::StrCat("rollouts[", i, "]")));
    }
  }

  REFEREE_RETURN_IF_ERROR(ResolveProblems(*batch));

  batch->outcomes.resize(n);
  batch->verdict_stride = batch->request_spec
                              ? batch->request_spec->terms.size()
                              : defaults_.max_terms();
  batch->verdicts.resize(n * batch->verdict_stride);
  response->set_request_id(request.request_id());
  response->mutable_rewards()->Resize(static_cast<int>(n), 0.0f);
  if (request.details()) {
    response->mutable_results()->Reserve(static_cast<int>(n));
    for (size_t i = 0; i < n; ++i) response->add_results();
  }
  return batch;
}

absl::StatusOr<PreparedProblemPtr> Scorer::FindProblem(absl::string_view id) const {
  if (IsEnvId(id)) return environments_.Get(id);
  return store_.Find(id);
}

absl::Status Scorer::ResolveProblems(Batch& batch) const {
  const ScoreRequest& request = *batch.request;
  const absl::Span<const RolloutView> rollouts = batch.rollouts;
  const size_t n = rollouts.size();
  // Inline problems take precedence over the store.
  absl::flat_hash_map<absl::string_view, const PreparedProblem*> inline_problems;
  absl::flat_hash_map<absl::string_view, int> first_index;
  for (int i = 0; i < request.problems_size(); ++i) {
    // Which of two problems with one id would score is a guess: refuse it.
    auto [first, fresh] = first_index.emplace(request.problems(i).id(), i);
    if (!fresh) {
      return absl::InvalidArgumentError(absl::StrCat(
          "problems[", i, "]: duplicate id '", request.problems(i).id(),
          "' (also problems[", first->second, "])"));
    }
    // Prepared once per distinct problem, not once per request.
    absl::StatusOr<PreparedProblemPtr> prepared =
        inline_problems_.Get(request.problems(i));
    if (!prepared.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("problems[", i, "]: ", prepared.status().message()));
    }
    inline_problems[(*prepared)->problem().id()] = prepared->get();
    batch.pinned.push_back(*std::move(prepared));
  }
  batch.problems.assign(n, nullptr);
  std::vector<absl::string_view> missing;
  std::vector<size_t> missing_index;
  for (size_t i = 0; i < n; ++i) {
    const absl::string_view id = rollouts[i].prompt_id;
    // GRPO batches list a prompt's rollouts together: look each run up once
    // and copy it forward below.
    if (i > 0 && id == rollouts[i - 1].prompt_id) continue;
    auto it = inline_problems.find(id);
    if (it != inline_problems.end()) {
      batch.problems[i] = it->second;
    } else if (IsEnvId(id)) {
      if (PreparedProblemPtr cached = environments_.Find(id)) {
        batch.problems[i] = cached.get();
        batch.pinned.push_back(std::move(cached));
      } else {
        if (batch.generate.empty()) {
          batch.generate.assign(n, false);
          batch.generated.resize(n);
        }
        batch.generate[i] = true;
      }
    } else {
      missing.push_back(id);
      missing_index.push_back(i);
    }
  }
  if (!missing.empty()) {
    std::vector<PreparedProblemPtr> found = store_.FindAll(missing);
    for (size_t k = 0; k < missing.size(); ++k) {
      batch.problems[missing_index[k]] = found[k].get();
      if (found[k] != nullptr) batch.pinned.push_back(std::move(found[k]));
    }
  }
  for (size_t i = 1; i < n; ++i) {
    if (rollouts[i].prompt_id == rollouts[i - 1].prompt_id) {
      batch.problems[i] = batch.problems[i - 1];
      if (!batch.generate.empty()) batch.generate[i] = batch.generate[i - 1];
    }
  }
  return absl::OkStatus();
}

RolloutOutcome Scorer::ScoreOne(Batch& batch, size_t i) const {
  RolloutOutcome outcome;
  // Resolved once the problem's task is known.
  const CompiledSpec* spec = batch.request_spec ? &*batch.request_spec : nullptr;
  auto fail = [&](ErrorCode code, std::string message) {
    outcome = RolloutOutcome();
    // DESIGN §3: by default the lowest reward the spec can give, so an
    // error (an output padded past the size limit, say) never out-earns a
    // wrong answer.
    outcome.reward = batch.error_reward.value_or(
        spec != nullptr ? spec->bounds.floor : 0.0);
    outcome.error = code;
    outcome.error_message = std::move(message);
    return outcome;
  };
  const RolloutView& rollout = batch.rollouts[i];
  const PreparedProblem* problem = batch.problems[i];
  if (problem == nullptr && !batch.generate.empty() && batch.generate[i]) {
    // A cache miss of an env id: generated here, on the pool (a group's
    // later rollouts then hit the cache). Only this slice touches slot i.
    absl::StatusOr<PreparedProblemPtr> generated =
        environments_.Get(rollout.prompt_id);
    if (!generated.ok()) {
      return fail(referee::v1::UNKNOWN_PROMPT,
                  absl::StrCat("unknown prompt_id '", rollout.prompt_id,
                               "': ", generated.status().message()));
    }
    problem = generated->get();
    batch.problems[i] = problem;  // Read by Finish's metrics.
    batch.generated[i] = *std::move(generated);
  }
  if (problem == nullptr) {
    return fail(referee::v1::UNKNOWN_PROMPT,
                absl::StrCat("unknown prompt_id '", rollout.prompt_id, "'"));
  }
  const TaskType& task = problem->task();
  if (spec == nullptr) spec = defaults_.For(task);
  if (spec == nullptr) {
    return fail(referee::v1::TASK_MISMATCH,
                absl::StrCat("no default verifier for task ", task.Name(),
                             " in this build; give spec.terms"));
  }
  if (rollout.output.size() > options_.max_output_bytes) {
    return fail(referee::v1::OUTPUT_TOO_LARGE,
                absl::StrCat("output of ", rollout.output.size(),
                             " bytes exceeds --max_output_bytes=",
                             options_.max_output_bytes));
  }
  if (size_t bad = 0; !parsing::IsValidUtf8(rollout.output, &bad)) {
    return fail(referee::v1::INVALID_UTF8,
                absl::StrCat("output is not valid UTF-8 (byte ", bad, ")"));
  }
  Verdict* verdicts = &batch.verdicts[i * batch.verdict_stride];
  // Terms whose verdict awaits programs' runs (code_tests).
  absl::InlinedVector<std::pair<size_t, std::vector<v1::sandbox::Run>>, 1> awaiting;
  VerdictCounts counts;
  for (size_t t = 0; t < spec->terms.size(); ++t) {
    const CompiledTerm& term = spec->terms[t];
    if (!term.Accepts(task)) {
      return fail(referee::v1::TASK_MISMATCH,
                  absl::StrCat("verifier ", term.verifier->Name(),
                               " does not score task ", task.Name()));
    }
    const VerifyInput input{*problem, rollout.output, term.params};
    absl::StatusOr<Verdict> verdict;
    const ProgramVerifier* programs = term.verifier->AsProgramVerifier();
    if (programs != nullptr && options_.code_runner != nullptr) {
      std::vector<v1::sandbox::Run> runs = programs->Runs(input);
      if (!runs.empty()) {
        verdicts[t] = Verdict();  // Until JudgePrograms.
        awaiting.emplace_back(t, std::move(runs));
        continue;
      }
      // No program: judged now, unparsed.
      verdict = programs->Judge(input, {}, batch.request->details() ? &counts : nullptr);
    } else {
      verdict = term.verifier->Verify(input);
    }
    if (!verdict.ok()) {
      const bool budget =
          absl::IsResourceExhausted(verdict.status()) ||
          absl::IsDeadlineExceeded(verdict.status());
      fail(budget ? referee::v1::BUDGET_EXCEEDED : referee::v1::VERIFIER_FAILED,
           absl::StrCat(term.verifier->Name(), ": ", verdict.status().message()));
      outcome.failed_term = static_cast<int>(t);
      return outcome;
    }
    verdicts[t] = *verdict;
  }
  if (!awaiting.empty()) {
    absl::MutexLock lock(&batch.programs_mu);
    for (auto& [term, runs] : awaiting) {
      batch.pending_programs.push_back(
          {i, term, spec, batch.program_runs.size(), runs.size()});
      for (v1::sandbox::Run& run : runs) batch.program_runs.push_back(std::move(run));
    }
  }
  return Conclude(batch, i, *spec, counts);
}

RolloutOutcome Scorer::Conclude(Batch& batch, size_t i, const CompiledSpec& spec,
                                const VerdictCounts& counts) const {
  RolloutOutcome outcome;
  const Verdict* verdicts = &batch.verdicts[i * batch.verdict_stride];
  double reward = 0;
  for (size_t t = 0; t < spec.terms.size(); ++t) {
    reward += spec.terms[t].weight * verdicts[t].score;
  }
  outcome.correct = verdicts[spec.correct_from].correct;
  outcome.parsed = verdicts[spec.correct_from].parsed;
  // Stored capped, so every later float conversion (novelty, Finish) sends
  // the capped value.
  outcome.reward = spec.CapPartialCredit(reward, outcome.correct);
  if (batch.request->details()) {
    auto& components = *batch.response->mutable_results(i)->mutable_components();
    for (size_t t = 0; t < spec.terms.size(); ++t) {
      components[std::string(spec.terms[t].verifier->Name())] =
          verdicts[t].score;
    }
    for (const auto& [name, value] : counts) components[name] = value;
  }
  return outcome;
}

std::vector<v1::sandbox::Run> Scorer::TakeProgramRuns(Batch& batch) const {
  absl::MutexLock lock(&batch.programs_mu);
  return std::move(batch.program_runs);
}

void Scorer::JudgePrograms(Batch& batch,
                           absl::Span<const v1::sandbox::Result> results) const {
  std::vector<Batch::PendingProgram> pending;
  {
    absl::MutexLock lock(&batch.programs_mu);
    pending = std::move(batch.pending_programs);
  }
  // A rollout's terms together (a spec may name code_tests twice).
  std::stable_sort(pending.begin(), pending.end(),
                   [](const Batch::PendingProgram& a, const Batch::PendingProgram& b) {
                     return a.rollout < b.rollout;
                   });
  float* rewards = batch.response->mutable_rewards()->mutable_data();
  for (size_t k = 0; k < pending.size();) {
    const size_t i = pending[k].rollout;
    const CompiledSpec& spec = *pending[k].spec;
    Verdict* verdicts = &batch.verdicts[i * batch.verdict_stride];
    VerdictCounts counts;
    absl::Status failed;
    int failed_term = -1;
    for (; k < pending.size() && pending[k].rollout == i; ++k) {
      const Batch::PendingProgram& p = pending[k];
      const CompiledTerm& term = spec.terms[p.term];
      absl::Span<const v1::sandbox::Result> runs =
          p.first_run + p.runs <= results.size()
              ? results.subspan(p.first_run, p.runs)
              : absl::Span<const v1::sandbox::Result>();
      absl::StatusOr<Verdict> verdict =
          runs.size() != p.runs
              ? absl::InternalError("the code runner lost results")
              : term.verifier->AsProgramVerifier()->Judge(
                    {*batch.problems[i], batch.rollouts[i].output, term.params}, runs,
                    batch.request->details() ? &counts : nullptr);
      if (!verdict.ok()) {
        if (failed.ok()) {
          failed = absl::Status(verdict.status().code(),
                                absl::StrCat(term.verifier->Name(), ": ",
                                             verdict.status().message()));
          failed_term = static_cast<int>(p.term);
        }
        continue;
      }
      verdicts[p.term] = *verdict;
    }
    RolloutOutcome outcome;
    if (failed.ok()) {
      outcome = Conclude(batch, i, spec, counts);
    } else {
      // As ScoreOne's errors: the lowest reward the spec can give.
      outcome.reward = batch.error_reward.value_or(spec.bounds.floor);
      outcome.error = referee::v1::VERIFIER_FAILED;
      outcome.error_message = std::string(failed.message());
      outcome.failed_term = failed_term;
    }
    batch.outcomes[i] = std::move(outcome);
    rewards[i] = static_cast<float>(batch.outcomes[i].reward);
  }
}

void Scorer::ScoreRange(Batch& batch, size_t begin, size_t end) const {
  float* rewards = batch.response->mutable_rewards()->mutable_data();
  for (size_t i = begin; i < end; ++i) {
    batch.outcomes[i] = ScoreOne(batch, i);
    rewards[i] = static_cast<float>(batch.outcomes[i].reward);
  }
}

std::vector<double> Scorer::ShapeGroups(Batch& batch,
                                        const Groups& groups) const {
  const size_t n = batch.outcomes.size();
  std::vector<double> bonuses;
  if (batch.novelty) {
    bonuses.assign(n, 0.0);
    std::vector<double> scores, group_bonuses;
    absl::InlinedVector<bool, 16> correct;
    for (size_t g = 0; g < groups.size(); ++g) {
      const absl::Span<const uint32_t> members = groups.Members(g);
      scores.clear();
      correct.clear();
      for (uint32_t i : members) {
        const RolloutView& rollout = batch.rollouts[i];
        scores.push_back(NoveltyScore(
            rollout.ref_logprobs,
            rollout.has_novelty_score
                ? std::optional<double>(rollout.novelty_score)
                : std::nullopt,
            batch.novelty->top_k));
        const RolloutOutcome& outcome = batch.outcomes[i];
        correct.push_back(outcome.error == referee::v1::OK && outcome.correct);
      }
      group_bonuses.assign(members.size(), 0.0);
      GroupNoveltyBonuses(scores, correct, *batch.novelty,
                          absl::MakeSpan(group_bonuses));
      for (size_t k = 0; k < members.size(); ++k) {
        bonuses[members[k]] = group_bonuses[k];
        batch.outcomes[members[k]].reward += group_bonuses[k];
      }
    }
    float* rewards = batch.response->mutable_rewards()->mutable_data();
    for (size_t i = 0; i < n; ++i) {
      rewards[i] = static_cast<float>(batch.outcomes[i].reward);
    }
  }
  if (batch.advantage.kind() != referee::v1::Advantage::NONE) {
    // From the returned float rewards, so RANK ties are the ties a trainer
    // sees.
    const float* rewards = batch.response->rewards().data();
    batch.response->mutable_advantages()->Resize(static_cast<int>(n), 0.0f);
    float* advantages = batch.response->mutable_advantages()->mutable_data();
    std::vector<double> group_rewards, group_advantages;
    for (size_t g = 0; g < groups.size(); ++g) {
      const absl::Span<const uint32_t> members = groups.Members(g);
      group_rewards.clear();
      for (uint32_t i : members) group_rewards.push_back(rewards[i]);
      group_advantages.assign(members.size(), 0.0);
      GroupAdvantages(batch.advantage.kind(), batch.advantage.epsilon(),
                      group_rewards, absl::MakeSpan(group_advantages));
      for (size_t k = 0; k < members.size(); ++k) {
        advantages[members[k]] = static_cast<float>(group_advantages[k]);
      }
    }
  }
  return bonuses;
}

void Scorer::Finish(Batch& batch) const {
  ScoreResponse& response = *batch.response;
  const size_t n = batch.outcomes.size();
  const Groups groups = GroupRollouts(batch.rollouts);
  const std::vector<double> bonuses = ShapeGroups(batch, groups);

  const bool any_error =
      std::any_of(batch.outcomes.begin(), batch.outcomes.end(),
                  [](const RolloutOutcome& o) { return o.error != 0; });
  if (any_error && response.results_size() == 0) {
    response.mutable_results()->Reserve(static_cast<int>(n));
    for (size_t i = 0; i < n; ++i) response.add_results();
  }
  absl::InlinedVector<bool, 64> correct(n);
  for (size_t i = 0; i < n; ++i) correct[i] = batch.outcomes[i].correct;
  if (response.results_size() > 0) {
    for (size_t i = 0; i < n; ++i) {
      const RolloutOutcome& outcome = batch.outcomes[i];
      referee::v1::RolloutResult& result = *response.mutable_results(i);
      result.set_reward(response.rewards(static_cast<int>(i)));
      result.set_correct(outcome.correct);
      result.set_parsed(outcome.parsed);
      result.set_error(outcome.error);
      result.set_error_message(outcome.error_message);
      if (!bonuses.empty() && batch.request->details() &&
          outcome.error == referee::v1::OK) {
        (*result.mutable_components())["novelty"] = bonuses[i];
      }
    }
  }
  const GroupSummary summary =
      AppendGroupStats(groups, response.rewards(), correct,
                       response.mutable_groups());
  if (!batch.eval_k.empty()) {
    std::vector<absl::string_view> outputs;
    absl::InlinedVector<bool, 64> group_correct;
    for (size_t g = 0; g < groups.size(); ++g) {
      outputs.clear();
      group_correct.clear();
      for (uint32_t i : groups.Members(g)) {
        outputs.push_back(batch.rollouts[i].output);
        group_correct.push_back(correct[i]);
      }
      AddGroupEval(batch.eval_k, outputs, group_correct,
                   *response.mutable_groups(static_cast<int>(g)));
    }
  }
  if (metrics_ != nullptr) {
    RecordMetrics(batch, bonuses);
    metrics_->RecordGroups(summary.groups, summary.uniform);
  }
}

void Scorer::RecordMetrics(const Batch& batch,
                           const std::vector<double>& bonuses) const {
  // Keyed by (verifier, task): the labels of referee_rollouts_total.
  absl::flat_hash_map<std::pair<const Verifier*, const TaskType*>,
                      EngineMetrics::TermTally>
      tallies;
  absl::flat_hash_map<int, double> errors;
  const std::vector<double>& bounds = EngineMetrics::reward_bucket_bounds();
  // Batches mostly hold one task and one spec: remember the last look-ups
  // (this loop runs per rollout and term).
  const TaskType* last_task = nullptr;
  const CompiledSpec* spec = nullptr;
  std::pair<const Verifier*, const TaskType*> last_key(nullptr, nullptr);
  EngineMetrics::TermTally* last_tally = nullptr;
  // Per term with a metric mode: {parse failures, budget hits}.
  absl::flat_hash_map<const CompiledTerm*, std::pair<double, double>> modes;
  for (size_t i = 0; i < batch.outcomes.size(); ++i) {
    const RolloutOutcome& outcome = batch.outcomes[i];
    const TaskType* task =
        batch.problems[i] != nullptr ? &batch.problems[i]->task() : nullptr;
    if (task != nullptr && (spec == nullptr || task != last_task)) {
      spec = batch.request_spec ? &*batch.request_spec : defaults_.For(*task);
      last_task = task;
    }
    if (outcome.error != referee::v1::OK) {
      errors[outcome.error] += 1;
      if (outcome.error == referee::v1::BUDGET_EXCEEDED && outcome.failed_term >= 0 &&
          task != nullptr && spec != nullptr &&
          !spec->terms[static_cast<size_t>(outcome.failed_term)].mode.empty()) {
        modes[&spec->terms[static_cast<size_t>(outcome.failed_term)]].second += 1;
      }
      continue;
    }
    for (size_t t = 0; t < spec->terms.size(); ++t) {
      const Verdict& verdict = batch.verdicts[i * batch.verdict_stride + t];
      const std::pair<const Verifier*, const TaskType*> key(
          spec->terms[t].verifier, task);
      if (key != last_key) {
        // try_emplace may move other entries, never the one it returns.
        auto [it, inserted] = tallies.try_emplace(key);
        if (inserted) it->second = metrics_->NewTermTally();
        last_key = key;
        last_tally = &it->second;
      }
      EngineMetrics::TermTally& tally = *last_tally;
      tally.rollouts += 1;
      tally.correct += verdict.correct ? 1 : 0;
      tally.parse_failures += verdict.parsed ? 0 : 1;
      if (!verdict.parsed && !spec->terms[t].mode.empty()) modes[&spec->terms[t]].first += 1;
      tally.reward_sum += verdict.score;
      const size_t bucket =
          std::lower_bound(bounds.begin(), bounds.end(), verdict.score) -
          bounds.begin();
      tally.reward_buckets[bucket] += 1;
    }
  }
  for (const auto& [key, tally] : tallies) {
    metrics_->RecordTerm(key.first->Name(), key.second->Name(), tally);
  }
  for (const auto& [term, counts] : modes) {
    metrics_->RecordMode(term->verifier->Name(), term->mode, counts.first, counts.second);
  }
  for (const auto& [code, count] : errors) {
    metrics_->RecordErrors(
        referee::v1::ErrorCode_Name(static_cast<ErrorCode>(code)), count);
  }
  metrics_->RecordBatchSize(static_cast<double>(batch.outcomes.size()));
  if (!bonuses.empty()) {
    std::vector<double> applied;
    for (size_t i = 0; i < bonuses.size(); ++i) {
      if (batch.outcomes[i].error == referee::v1::OK && batch.outcomes[i].correct) {
        applied.push_back(bonuses[i]);
      }
    }
    metrics_->RecordNoveltyBonuses(applied);
  }
}

absl::Status Scorer::ScoreAll(const ScoreRequest& request,
                              ScoreResponse* response) const {
  REFEREE_ASSIGN_OR_RETURN(std::unique_ptr<Batch> batch,
                           Prepare(request, response));
  ScoreRange(*batch, 0, batch->outcomes.size());
  std::vector<v1::sandbox::Run> runs = TakeProgramRuns(*batch);
  if (!runs.empty()) {
    // On the calling thread, as the rest: wait for the runner.
    absl::Notification ran;
    CodeRunner::Results results;
    options_.code_runner->RunAll(std::move(runs), nullptr,
                                 [&](CodeRunner::Results made) {
                                   results = std::move(made);
                                   ran.Notify();
                                 });
    ran.WaitForNotification();
    JudgePrograms(*batch, results);
  }
  Finish(*batch);
  return absl::OkStatus();
}

}  // namespace referee
