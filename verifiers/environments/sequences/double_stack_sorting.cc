#include "verifiers/environments/sequences/double_stack_sorting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace double_stack_sorting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 49;  // N = 962.
constexpr int64_t kMaxN = 1000;
constexpr int64_t kStartN = 4;       // RLVE's initial N.
constexpr char kOperations[] = "abcd";

struct DoubleStackSortingInstance {
  std::vector<int64_t> output;  // The order to produce, a permutation of 0..N-1.
  std::string reference;        // Derived: operations producing it.
};

// The numbers output by `operations` (letters a..d only) on the queue
// 0..n-1, or nullopt if an operation is impossible. Stops at the first
// impossible one: at most 2n + 1 steps whatever the length.
std::optional<std::vector<int64_t>> RunOperations(absl::string_view operations, int64_t n) {
  std::vector<int64_t> stacks[2];
  std::vector<int64_t> out;
  int64_t front = 0;
  for (const char op : operations) {
    const int s = (op == 'a' || op == 'b') ? 0 : 1;
    if (op == 'a' || op == 'c') {
      if (front >= n) return std::nullopt;
      stacks[s].push_back(front++);
    } else {
      if (stacks[s].empty()) return std::nullopt;
      out.push_back(stacks[s].back());
      stacks[s].pop_back();
    }
  }
  return out;
}

// Operations that produce `output` (a permutation of 0..n-1), or nullopt
// if two stacks cannot. With pos[v] the place of v in the output: numbers
// x < y must go to different stacks when pos[x] < pos[y] and some z > y
// has pos[z] < pos[x] (z is out before x, so y was pushed while x was
// still in; y above x would come out first). These conflicts must be
// 2-coloured (one colour per stack); with a colouring, pushing in order and
// popping the next number wanted whenever it is on a top always succeeds
// (two-stack sortability: Even and Itai; the test checks it against a
// search of every operation string). O(N^2) time, O(N) memory.
std::optional<std::string> SolveTwoStacks(const std::vector<int64_t>& output) {
  const int64_t n = static_cast<int64_t>(output.size());
  std::vector<int64_t> pos(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) pos[static_cast<size_t>(output[static_cast<size_t>(i)])] = i;
  // min_above[y] = min pos[z] over z > y (n when there is none).
  std::vector<int64_t> min_above(static_cast<size_t>(n), n);
  for (int64_t y = n - 2; y >= 0; --y) {
    min_above[static_cast<size_t>(y)] =
        std::min(min_above[static_cast<size_t>(y + 1)], pos[static_cast<size_t>(y + 1)]);
  }
  auto conflict = [&](int64_t u, int64_t v) {
    const size_t x = static_cast<size_t>(std::min(u, v));
    const size_t y = static_cast<size_t>(std::max(u, v));
    return pos[x] < pos[y] && min_above[y] < pos[x];
  };
  std::vector<int> color(static_cast<size_t>(n), -1);
  std::vector<int64_t> todo;
  for (int64_t s = 0; s < n; ++s) {
    if (color[static_cast<size_t>(s)] >= 0) continue;
    color[static_cast<size_t>(s)] = 0;
    todo.push_back(s);
    while (!todo.empty()) {
      const int64_t u = todo.back();
      todo.pop_back();
      const int cu = color[static_cast<size_t>(u)];
      for (int64_t v = 0; v < n; ++v) {
        if (v == u || !conflict(u, v)) continue;
        int& cv = color[static_cast<size_t>(v)];
        if (cv == cu) return std::nullopt;
        if (cv < 0) {
          cv = 1 - cu;
          todo.push_back(v);
        }
      }
    }
  }
  std::vector<int64_t> stacks[2];
  std::string ops;
  int64_t next = 0;  // Output places filled.
  auto pop_ready = [&] {
    bool popped = true;
    while (popped && next < n) {
      popped = false;
      for (int s = 0; s < 2; ++s) {
        if (!stacks[s].empty() && stacks[s].back() == output[static_cast<size_t>(next)]) {
          stacks[s].pop_back();
          ops.push_back(s == 0 ? 'b' : 'd');
          ++next;
          popped = true;
          break;
        }
      }
    }
  };
  for (int64_t x = 0; x < n; ++x) {
    pop_ready();
    const int s = color[static_cast<size_t>(x)];
    stacks[s].push_back(x);
    ops.push_back(s == 0 ? 'a' : 'c');
  }
  pop_ready();
  if (next != n) return std::nullopt;  // Not reached (the theorem above).
  return ops;
}

class DoubleStackSortingEnvironment final
    : public environments::LadderEnvironment<DoubleStackSortingInstance> {
 public:
  DoubleStackSortingEnvironment()
      : LadderEnvironment(
            {"double_stack_sorting", "RLVE-Gym:DoubleStackSorting", kMaxDifficulty,
             "Produce a given order of 0..N-1 from the queue 0, 1, ..., N-1 with two stacks, as a "
             "string of push and pop operations.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level; four operation weights "
             "uniform in 1..N, random possible operations with those weights until all N numbers "
             "are out"},
            {"RLVE's mean([gold=answer])^beta: -1 unparseable (a character other than a, b, c, "
             "d), -0.5 an impossible operation or not all N numbers output, else (places matching "
             "the order / N)^beta.", /*beta=*/10}) {}

 protected:
  DoubleStackSortingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(kStartN, difficulty);
    int64_t weight[4];
    for (int64_t& w : weight) w = rng.Uniform(1, n);
    std::vector<int64_t> stacks[2];
    DoubleStackSortingInstance instance;
    int64_t front = 0;
    while (static_cast<int64_t>(instance.output.size()) < n) {
      // The possible operations, drawn with their weights.
      bool possible[4] = {front < n, !stacks[0].empty(), front < n, !stacks[1].empty()};
      int64_t total = 0;
      for (int k = 0; k < 4; ++k) total += possible[k] ? weight[k] : 0;
      int64_t draw = rng.Uniform(0, total - 1);
      int k = 0;
      while (!possible[k] || draw >= weight[k]) {
        if (possible[k]) draw -= weight[k];
        ++k;
      }
      const int s = k / 2;
      if (k % 2 == 0) {
        stacks[s].push_back(front++);
      } else {
        instance.output.push_back(stacks[s].back());
        stacks[s].pop_back();
      }
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DoubleStackSortingInstance>& fields) const override {
    fields.Ints("output", &DoubleStackSortingInstance::output, kMaxN, 0, kMaxN - 1);
  }
  absl::Status Finish(DoubleStackSortingInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.output.size());
    if (!environments::PermutationPositions(instance.output, n)) {
      return BadInstance("output", absl::StrCat("not a permutation of 0..", n - 1));
    }
    std::optional<std::string> ops = SolveTwoStacks(instance.output);
    if (!ops) return BadInstance("output", "two stacks cannot produce this order");
    instance.reference = *std::move(ops);
    return absl::OkStatus();
  }
  std::string Prompt(const DoubleStackSortingInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.output.size());
    return absl::StrCat(
        "A queue holds the ", n, " integers 0, 1, ..., ", n - 1,
        " in this order, 0 at the front. There are two stacks, S1 and S2, both "
        "empty at the start, and an output list, also empty. Four operations "
        "are allowed:\n"
        "a: remove the front number of the queue and push it onto S1;\n"
        "b: pop the top number of S1 and append it to the output;\n"
        "c: remove the front number of the queue and push it onto S2;\n"
        "d: pop the top number of S2 and append it to the output.\n\n"
        "Find a sequence of operations after which the output is exactly:\n",
        absl::StrJoin(instance.output, " "),
        "\n\nWrite the operations as one string of the letters a, b, c and d, "
        "with no spaces or other characters, inside <answer> </answer> tags; "
        "for example, with 2 numbers, <answer>acdb</answer> outputs 1 and "
        "then 0.");
  }
  std::string Reference(const DoubleStackSortingInstance& instance) const override {
    return environments::AnswerTagged(instance.reference);
  }

  absl::StatusOr<Verdict> Grade(const DoubleStackSortingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view ops = parsing::TrimAsciiSpace(*answer);
    if (ops.find_first_not_of(kOperations) != absl::string_view::npos) {
      return environments::Unparsed();
    }
    const int64_t n = static_cast<int64_t>(instance.output.size());
    const std::optional<std::vector<int64_t>> out = RunOperations(ops, n);
    if (!out || static_cast<int64_t>(out->size()) != n) return environments::Invalid();
    return environments::Graded(environments::MatchingPositions(*out, instance.output), n,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace double_stack_sorting_cc

absl::Status RegisterDoubleStackSortingEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<DoubleStackSortingEnvironment>());
}

}  // namespace referee
