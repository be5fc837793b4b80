#include "verifiers/environments/logic/round_robin_scores.h"

#include <string>
#include <vector>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace round_robin_scores_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxPlayers = 200;
constexpr int64_t kDrawGrid = int64_t{1} << 20;  // Steps of the draw probability.

struct RoundRobinInstance {
  int64_t n = 0;
  std::vector<int64_t> scores;
  std::vector<int64_t> matrix;  // Row by row (n * n); or empty.
};

// Points for a result: a win (2) 3, a draw (1) 1, a loss (0) 0.
int64_t Points(int64_t result) { return result == 2 ? 3 : result == 1 ? 1 : 0; }

// Whether `a` (n * n results) has a zero diagonal and complementary pairs.
bool Consistent(const std::vector<int64_t>& a, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (a[i * n + i] != 0) return false;
    for (size_t j = i + 1; j < n; ++j) {
      if (a[i * n + j] + a[j * n + i] != 2) return false;
    }
  }
  return true;
}

std::vector<int64_t> Totals(const std::vector<int64_t>& a, size_t n) {
  std::vector<int64_t> w(n, 0);
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) w[i] += Points(a[i * n + j]);
  }
  return w;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

class RoundRobinScoresEnvironment final
    : public environments::LadderEnvironment<RoundRobinInstance> {
 public:
  RoundRobinScoresEnvironment()
      : LadderEnvironment(
            {"round_robin_scores", "RLVE-Gym:RoundRobin", kMaxDifficulty,
             "Write the results matrix of a round-robin tournament (win 3, draw 1, loss 0) "
             "that yields given scores (RLVE RoundRobin; a planted tournament exists).",
             /*difficulty_help=*/"N = 3 + level players; draw probability uniform in "
             "[0, 1), else a win for either side"},
            {"RLVE RoundRobin ladder: -1 unparseable, -0.5 a nonzero diagonal or a pair not "
             "summing to 2, else (players with the right score / N)^beta.",
             /*beta=*/5}) {}

 protected:
  RoundRobinInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const size_t w = static_cast<size_t>(n);
    RoundRobinInstance instance;
    instance.n = n;
    instance.matrix.assign(w * w, 0);
    const int64_t draw = rng.Uniform(0, kDrawGrid - 1);
    for (size_t i = 0; i < w; ++i) {
      for (size_t j = i + 1; j < w; ++j) {
        int64_t result = 1;
        if (rng.Uniform(0, kDrawGrid - 1) >= draw) result = rng.Uniform(0, 1) * 2;
        instance.matrix[i * w + j] = result;
        instance.matrix[j * w + i] = 2 - result;
      }
    }
    instance.scores = Totals(instance.matrix, w);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<RoundRobinInstance>& fields) const override {
    using I = RoundRobinInstance;
    const auto n = [](const I& x) { return x.n; };
    const auto top = [](const I& x) { return 3 * (x.n - 1); };
    fields.Int("n", &I::n, 3, kMaxPlayers)
        .Ints("scores", &I::scores, n, 0, top)
        .SizedBy(n)
        .Grid("matrix", &I::matrix, n, n, 0, 2)
        .Optional();
  }

  absl::Status Finish(RoundRobinInstance& instance) const override {
    if (instance.matrix.empty()) return absl::OkStatus();
    const size_t n = static_cast<size_t>(instance.n);
    if (!Consistent(instance.matrix, n)) {
      return BadInstance("matrix", "a nonzero diagonal or a pair not summing to 2");
    }
    if (Totals(instance.matrix, n) != instance.scores) {
      return BadInstance("matrix", "its totals are not the scores");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const RoundRobinInstance& instance) const override {
    const int64_t n = instance.n;
    std::string scores;
    for (size_t i = 0; i < instance.scores.size(); ++i) {
      absl::StrAppend(&scores, i == 0 ? "" : ", ", "W[", i, "] = ", instance.scores[i]);
    }
    return absl::StrCat(
        n, " players (numbered 0 to ", n - 1,
        ") played a round-robin tournament: every pair met exactly once. A win earns 3 "
        "points, a draw 1 point, a loss 0 points. The final totals were:\n",
        scores,
        "\n\nReconstruct possible results as a matrix A of digits with ", n, " rows and ", n,
        " columns: A[i][j] = 2 if player i beat player j, 1 if they drew, 0 if i "
        "lost to j, and A[i][i] = 0 (so A[i][j] + A[j][i] = 2 whenever i != j). Player i's "
        "total, 3 points per 2 and 1 point per 1 in row i, must equal W[i] for every i.\n\n"
        "Inside <answer> </answer> tags, write ", n, " lines of ", n,
        " digits each with no spaces; line i holds A[i][0] A[i][1] ... A[i][", n - 1,
        "]. Any matrix that gives these totals is accepted.");
  }

  std::string Reference(const RoundRobinInstance& instance) const override {
    if (instance.matrix.empty()) return "";
    const size_t n = static_cast<size_t>(instance.n);
    std::string text;
    for (size_t i = 0; i < n; ++i) {
      if (i > 0) text += '\n';
      for (size_t j = 0; j < n; ++j) text += static_cast<char>('0' + instance.matrix[i * n + j]);
    }
    return environments::AnswerTagged(text);
  }

  absl::StatusOr<Verdict> Grade(const RoundRobinInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<absl::string_view>> rows =
        environments::CharacterRows(*answer, instance.n, instance.n, "012");
    if (!rows) return environments::Unparsed();
    const size_t n = static_cast<size_t>(instance.n);
    std::vector<int64_t> a;
    a.reserve(n * n);
    for (absl::string_view row : *rows) {
      for (const char c : row) a.push_back(c - '0');
    }
    if (!Consistent(a, n)) return environments::Invalid();
    const std::vector<int64_t> w = Totals(a, n);
    int64_t matched = 0;
    for (size_t i = 0; i < n; ++i) matched += w[i] == instance.scores[i] ? 1 : 0;
    return environments::Graded(matched, instance.n, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace round_robin_scores_cc

absl::Status RegisterRoundRobinScoresEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<RoundRobinScoresEnvironment>());
}

}  // namespace referee
