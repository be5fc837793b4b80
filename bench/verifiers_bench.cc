// Every verifier and scanner on realistic outputs of 0.5–8 KB: a chain of
// thought that quotes the format example, then the final tags; the store's
// look-ups; a whole batch scored and its response built; request parsing
// on the heap and on an arena. Speed is measured here, never asserted in
// tests. Run: build/bench/verifiers_bench
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "client/bench_workload.h"
#include "server/message_arena.h"
#include "engine/scorer.h"
#include "engine/jsonl.h"
#include "engine/problem_store.h"
#include "verifiers/parsing/sorting.h"
#include "verifiers/parsing/tags.h"
#include "verifiers/environments/catalog.h"

namespace referee {
namespace {

// About `bytes` of reasoning text, then `tail`.
std::string Output(int bytes, const std::string& tail) {
  static constexpr char kLine[] =
      "Let me check row 7: it starts at 05:33 and ends at 07:21, so it "
      "overlaps row 3. Example format: \\ids{3,9,12}.\n";
  std::string text = "<think>\nSorted by end time: 5, 1, 2, 3, 4.\n\n";
  while (text.size() + tail.size() < static_cast<size_t>(bytes)) text += kLine;
  return text + "</think>\n" + tail;
}

const Catalog& Builtins() {
  static Catalog* const kCatalog = [] {
    auto* catalog = new Catalog();
    (void)RegisterBuiltins(*catalog);
    return catalog;
  }();
  return *kCatalog;
}

const VerifierRegistry& Registry() { return Builtins().verifiers; }

// Leaked: benchmarks hold them to the end.
const PreparedProblem& Problem(const char* json) {
  referee::v1::Problem problem;
  (void)ParseJsonMessage(json, &problem);
  return **new PreparedProblemPtr(*Builtins().tasks.Prepare(problem));
}

void RunVerifier(benchmark::State& state, const char* name,
                 const PreparedProblem& problem, const std::string& tail) {
  const Verifier* verifier = Registry().Find(name);
  const ParamValues params =
      *ParamValues::Resolve(verifier->Params(), google::protobuf::Struct(), "p");
  const std::string output = Output(static_cast<int>(state.range(0)), tail);
  for (auto _ : state) {
    benchmark::DoNotOptimize(verifier->Verify({problem, output, params}));
  }
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(output.size()));
}

const PreparedProblem& Activity() {
  static const PreparedProblem& kProblem = Problem(
      R"({"id": "a", "activity": {"intervals": [{"start": 369, "end": 444},
          {"start": 433, "end": 503}, {"start": 449, "end": 568},
          {"start": 504, "end": 618}, {"start": 288, "end": 374}]}})");
  return kProblem;
}

const PreparedProblem& Answer() {
  static const PreparedProblem& kProblem =
      Problem(R"({"id": "m", "answer": {"answer": "\\frac{3}{4}"}})");
  return kProblem;
}

const PreparedProblem& Countdown() {
  static const PreparedProblem& kProblem =
      Problem(R"({"id": "c", "countdown": {"numbers": [44, 19, 35], "target": 98}})");
  return kProblem;
}

#define VERIFIER_BENCH(name, problem, tail)                         \
  void BM_##name(benchmark::State& state) {                         \
    RunVerifier(state, #name, problem(), tail);                     \
  }                                                                 \
  BENCHMARK(BM_##name)->Arg(512)->Arg(1024)->Arg(8192)

VERIFIER_BENCH(answer_exact, Activity, "\\ids{5,2,4}\n\\answer{3}");
VERIFIER_BENCH(answer_format, Activity, "\\ids{5,2,4}\n\\answer{3}");
VERIFIER_BENCH(ids_exact, Activity, "\\ids{5,2,4}\n\\answer{3}");
VERIFIER_BENCH(ids_prefix, Activity, "\\ids{5,2,1}\n\\answer{3}");
VERIFIER_BENCH(sort_match, Activity, "\\ids{5,2,4}\n\\answer{3}");
VERIFIER_BENCH(sort_lcs, Activity, "\\ids{5,2,4}\n\\answer{3}");
VERIFIER_BENCH(answer_match, Answer, "\\boxed{\\frac{3}{4}}");
VERIFIER_BENCH(countdown_sparse, Countdown, "<answer>(35 + 19) + 44</answer>");

// math_equiv (issue #14): numbers, expressions, structures and verl's
// compat rules on the same outputs; hostile answers at the end.
const PreparedProblem& MathAnswer(const char* reference) {
  referee::v1::Problem problem;
  problem.set_id("m");
  problem.mutable_answer()->set_answer(reference);
  return **new PreparedProblemPtr(*Builtins().tasks.Prepare(problem));
}

// Outputs without thinking tags (as `referee bench` pads them), so the
// whole text is searched.
std::string PlainOutput(int bytes, const std::string& tail) {
  std::string text;
  while (text.size() + tail.size() < static_cast<size_t>(bytes)) {
    text += "Let me think step by step and check each case before answering. ";
  }
  return text + tail;
}

void RunMathEquiv(benchmark::State& state, const char* reference, const std::string& tail,
                  const char* params_json = "{}", bool thinking = true) {
  const Verifier* verifier = Registry().Find("math_equiv");
  google::protobuf::Struct given;
  (void)ParseJsonMessage(params_json, &given);
  const ParamValues params = *ParamValues::Resolve(verifier->Params(), given, "p");
  const PreparedProblem& problem = MathAnswer(reference);
  const int bytes = static_cast<int>(state.range(0));
  const std::string output = thinking ? Output(bytes, tail) : PlainOutput(bytes, tail);
  for (auto _ : state) {
    benchmark::DoNotOptimize(verifier->Verify({problem, output, params}));
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(output.size()));
}

#define MATH_BENCH(name, reference, tail, params)                                  \
  void BM_math_equiv_##name(benchmark::State& state) {                             \
    RunMathEquiv(state, reference, tail, params);                                  \
  }                                                                                \
  BENCHMARK(BM_math_equiv_##name)->Arg(1024)->Arg(8192)

MATH_BENCH(number, "\\frac{3}{4}", "so the answer is $\\boxed{0.75}$.", "{}");
void BM_math_equiv_number_without_thinking(benchmark::State& state) {
  RunMathEquiv(state, "\\frac{3}{4}", "so the answer is $\\boxed{0.75}$.", "{}", false);
}
BENCHMARK(BM_math_equiv_number_without_thinking)->Arg(1024)->Arg(8192);
void BM_answer_match_without_thinking(benchmark::State& state) {
  const Verifier* verifier = Registry().Find("answer_match");
  const ParamValues params =
      *ParamValues::Resolve(verifier->Params(), google::protobuf::Struct(), "p");
  const std::string output = PlainOutput(static_cast<int>(state.range(0)), "\\boxed{0.75}");
  for (auto _ : state) benchmark::DoNotOptimize(verifier->Verify({Answer(), output, params}));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_answer_match_without_thinking)->Arg(1024)->Arg(8192);
MATH_BENCH(gsm8k_line, "1000", "#### 1,000", R"({"extract": "gsm8k"})");
MATH_BENCH(expression, "(x+1)^2", "\\boxed{x^2+2x+1}", "{}");
MATH_BENCH(surd, "\\frac{1}{\\sqrt{2}}", "\\boxed{\\frac{\\sqrt{2}}{2}}", "{}");
MATH_BENCH(interval_union, "(0,1)\\cup(2,3]", "\\boxed{(2,3]\\cup(0,1)}", "{}");
MATH_BENCH(verl_gsm8k, "72", "#### 72", R"({"compat": "verl_gsm8k"})");
MATH_BENCH(verl_math, "\\frac{1}{2}", "\\boxed{\\dfrac{1}{2}}", R"({"compat": "verl_math"})");
MATH_BENCH(verl_dapo, "42", "Answer: 42", R"({"compat": "verl_dapo"})");

// Hostile answers, each as slow as we could make it within 8 KB: a
// 4,000-byte polynomial (compiled, evaluated at 6 points); nested sets
// that exhaust the comparison budget; boxes that never close.
std::string Polynomial() {
  std::string text = "\\boxed{x";
  while (text.size() < 4000) text += "+x^2";
  return text + "}";
}
std::string NestedSets(bool reversed) {
  std::string inner = "\\{";
  for (int i = 0; i < 32; ++i) inner += (i ? "," : "") + std::to_string(reversed ? 31 - i : i);
  inner += "\\}";
  std::string text = "\\{";
  for (int i = 0; i < 32; ++i) text += (i ? "," : "") + inner;
  return text + "\\}";
}
void BM_math_equiv_hostile_polynomial(benchmark::State& state) {
  RunMathEquiv(state, "x+1", Polynomial());
}
BENCHMARK(BM_math_equiv_hostile_polynomial)->Arg(8192);
void BM_math_equiv_hostile_nested_sets(benchmark::State& state) {
  static const std::string* reference = new std::string(NestedSets(true));
  RunMathEquiv(state, reference->c_str(), "\\boxed{" + NestedSets(false) + "}");
}
BENCHMARK(BM_math_equiv_hostile_nested_sets)->Arg(8192);
void BM_math_equiv_hostile_unclosed_boxes(benchmark::State& state) {
  std::string tail;
  while (tail.size() < 8000) tail += "\\boxed{";
  RunMathEquiv(state, "1", tail);
}
BENCHMARK(BM_math_equiv_hostile_unclosed_boxes)->Arg(8192);
// Found by review (issue #14): towers of powers in a set, one long tower,
// and whole megabyte answers (a set, a number, a union chain), and the
// gsm8k extraction over a megabyte of "1,1,1,…".
std::string Repeat(const std::string& unit, size_t bytes, const std::string& sep = "") {
  std::string text;
  while (text.size() < bytes) text += (text.empty() ? "" : sep) + unit;
  return text;
}
void BM_math_equiv_hostile_power_tower_set(benchmark::State& state) {
  // 32 towers against 32 different expressions: every pair is compared.
  std::string towers, reference;
  for (int i = 0; i < 32; ++i) {
    towers += (i ? "," : "") + Repeat("x", 120, "^") + "+" + std::to_string(i);
    reference += (i ? "," : "") + std::string("x^") + std::to_string(i + 2);
  }
  static const std::string* expected = new std::string("\\{" + reference + "\\}");
  RunMathEquiv(state, expected->c_str(), "\\boxed{\\{" + towers + "\\}}");
}
BENCHMARK(BM_math_equiv_hostile_power_tower_set)->Arg(8192);
void BM_math_equiv_hostile_power_tower(benchmark::State& state) {
  RunMathEquiv(state, "x^2", "\\boxed{" + Repeat("x", 4000, "^") + "}");
}
BENCHMARK(BM_math_equiv_hostile_power_tower)->Arg(8192);
void BM_math_equiv_hostile_megabyte_set(benchmark::State& state) {
  RunMathEquiv(state, "\\{1,2\\}", "\\boxed{\\{" + Repeat("1", 1 << 20, ",") + "\\}}");
}
BENCHMARK(BM_math_equiv_hostile_megabyte_set)->Arg(1024);
void BM_math_equiv_hostile_megabyte_number(benchmark::State& state) {
  RunMathEquiv(state, "1", "\\boxed{" + Repeat("1234567890", 1 << 20) + "}");
}
BENCHMARK(BM_math_equiv_hostile_megabyte_number)->Arg(1024);
void BM_math_equiv_hostile_megabyte_union(benchmark::State& state) {
  RunMathEquiv(state, "(0,1)", "\\boxed{" + Repeat("(0,1)", 1 << 20, "\\cup") + "}");
}
BENCHMARK(BM_math_equiv_hostile_megabyte_union)->Arg(1024);
void BM_math_equiv_hostile_megabyte_gsm8k(benchmark::State& state) {
  RunMathEquiv(state, "1", Repeat("1", 1 << 20, ","), R"({"extract": "gsm8k"})");
}
BENCHMARK(BM_math_equiv_hostile_megabyte_gsm8k)->Arg(1024);
// Issue #26's unmarked rule: a megabyte of prose without any marker (read
// from its last 8 KB), one of `$` that never close, and `Answer $` over a
// megabyte with no closer.
void BM_math_equiv_hostile_megabyte_unmarked(benchmark::State& state) {
  RunMathEquiv(state, "\\frac{2}{3}",
               Repeat("so 1/2 and 3.5 and $x$ follow", 1 << 20, ". ") + ". It is 2/3.", "{}",
               /*thinking=*/false);
}
BENCHMARK(BM_math_equiv_hostile_megabyte_unmarked)->Arg(1024);
void BM_math_equiv_hostile_megabyte_dollars(benchmark::State& state) {
  RunMathEquiv(state, "1", "is " + Repeat("$", 1 << 20), "{}", /*thinking=*/false);
}
BENCHMARK(BM_math_equiv_hostile_megabyte_dollars)->Arg(1024);
void BM_math_equiv_hostile_megabyte_answer_display(benchmark::State& state) {
  RunMathEquiv(state, "1", Repeat("Answer $ 1 ", 1 << 20), "{}", /*thinking=*/false);
}
BENCHMARK(BM_math_equiv_hostile_megabyte_answer_display)->Arg(1024);
VERIFIER_BENCH(countdown_ast, Countdown, "<answer>(35 + 19) - 44</answer>");

void BM_StoreFindAll(benchmark::State& state) {
  ProblemStore store(Builtins().tasks);
  std::vector<referee::v1::Problem> problems;
  for (int i = 0; i < 10000; ++i) {
    referee::v1::Problem& p = problems.emplace_back();
    p.set_id(absl::StrCat("p", i));
    p.mutable_answer()->set_answer("1");
  }
  (void)store.Put(std::move(problems));
  std::vector<std::string> ids;
  for (int i = 0; i < state.range(0); ++i) ids.push_back(absl::StrCat("p", (i * 7919) % 10000));
  std::vector<absl::string_view> views(ids.begin(), ids.end());
  for (auto _ : state) benchmark::DoNotOptimize(store.FindAll(views));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_StoreFindAll)->Arg(64)->Arg(1024);

BenchWorkloadOptions ActivityOptions(int rollouts) {
  BenchWorkloadOptions options;
  options.tasks = "activity";
  options.batch_size = rollouts;
  return options;
}

// `referee bench --task=activity`'s batch of N x 1 KB outputs (ids_exact).
const BenchWorkload& ActivityWorkload(int rollouts) {
  static auto* const kWorkloads = new std::map<int, BenchWorkload>();
  auto it = kWorkloads->find(rollouts);
  if (it == kWorkloads->end()) {
    it = kWorkloads->emplace(rollouts, *MakeBenchWorkload(ActivityOptions(rollouts)))
             .first;
  }
  return it->second;
}

// A whole batch in process, as the server does it minus the transport:
// Prepare (spec, problem look-ups), every rollout scored, Finish (group
// stats, metrics-free here) building the response.
void BM_ScoreBatch(benchmark::State& state) {
  const BenchWorkload& workload = ActivityWorkload(static_cast<int>(state.range(0)));
  ProblemStore store(Builtins().tasks);
  (void)store.Put(workload.problems);
  auto scorer = *Scorer::Create(Builtins(), store, nullptr, ScorerOptions());
  for (auto _ : state) {
    referee::v1::ScoreResponse response;
    benchmark::DoNotOptimize(scorer->ScoreAll(workload.request, &response));
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ScoreBatch)->Arg(64)->Arg(1024);

// Parsing and freeing that batch's wire bytes: on the heap (arg 0), as a
// plain gRPC server does, or on a recycled arena (arg 1), as referee-server
// does (server/message_arena.h).
void BM_ParseRequest(benchmark::State& state) {
  const std::string wire = ActivityWorkload(1024).request.SerializeAsString();
  ScoreArenaAllocator allocator;
  for (auto _ : state) {
    if (state.range(0) == 0) {
      referee::v1::ScoreRequest request;
      benchmark::DoNotOptimize(request.ParseFromString(wire));
    } else {
      auto* holder = allocator.AllocateMessages();
      benchmark::DoNotOptimize(
          const_cast<referee::v1::ScoreRequest*>(holder->request())->ParseFromString(wire));
      holder->Release();
    }
  }
  state.SetItemsProcessed(state.iterations() * 1024);
}
BENCHMARK(BM_ParseRequest)->Arg(0)->Arg(1);

}  // namespace
}  // namespace referee

BENCHMARK_MAIN();
