#include "verifiers/environments/puzzles/face_right_way.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace face_right_way_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 496;
constexpr int64_t kMaxLength = kMaxDifficulty + 4;
constexpr double kUnsuccessfulReward = -0.2;

struct FaceRightWayInstance {
  std::vector<int64_t> a;
  // Derived in Finish: the optimum and the greedy flips reaching it.
  int64_t best_m = 0, best_k = 0;
  std::vector<int64_t> reference_starts;  // 1-based window starts.
};

// The greedy scan for window length k: the starts of the flips it makes,
// or nullopt if a 1 remains past the last window start. O(N).
std::optional<std::vector<int64_t>> GreedyFlips(const std::vector<int64_t>& a, int64_t k) {
  const int64_t n = static_cast<int64_t>(a.size());
  std::vector<char> started(a.size(), 0);
  std::vector<int64_t> starts;
  int64_t parity = 0;
  for (int64_t i = 0; i < n; ++i) {
    if (i >= k) parity ^= started[static_cast<size_t>(i - k)];
    if ((a[static_cast<size_t>(i)] ^ parity) == 0) continue;
    if (i + k > n) return std::nullopt;
    started[static_cast<size_t>(i)] = 1;
    parity ^= 1;
    starts.push_back(i + 1);
  }
  return starts;
}

class FaceRightWayEnvironment final
    : public environments::LadderEnvironment<FaceRightWayInstance> {
 public:
  FaceRightWayEnvironment()
      : LadderEnvironment(
            {"face_right_way", "RLVE-Gym:FaceRightWay", kMaxDifficulty,
             "Zero a 0/1 array by flipping windows of one fixed length K: fewest flips first, "
             "then the smallest K (Luogu P2882).",
             /*difficulty_help=*/"N = 4 + d; A is zeros with random windows of one random "
             "length flipped"},
            {"RLVE FaceRightWay ladder: -1 a line that is not two integers, -0.5 a window out "
             "of range or of another length, -0.2 A not all zeros, else 0.5 (M*/M)^beta + 0.5 "
             "(K*/K)^beta when M = M*.",
             /*beta=*/5}) {}

 protected:
  FaceRightWayInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    FaceRightWayInstance instance;
    instance.a.assign(static_cast<size_t>(n), 0);
    const int64_t k = rng.Uniform(2, n);
    std::vector<int64_t> lefts(static_cast<size_t>(n - k + 1));
    std::iota(lefts.begin(), lefts.end(), int64_t{0});
    rng.Shuffle(lefts);
    const int64_t chosen = rng.Uniform(1, n - k + 1);
    for (int64_t t = 0; t < chosen; ++t) {
      const int64_t l = lefts[static_cast<size_t>(t)];
      for (int64_t i = l; i < l + k; ++i) instance.a[static_cast<size_t>(i)] ^= 1;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<FaceRightWayInstance>& fields) const override {
    using I = FaceRightWayInstance;
    fields.Ints("a", &I::a, kMaxLength, 0, 1);
  }
  absl::Status Finish(FaceRightWayInstance& instance) const override {
    if (std::none_of(instance.a.begin(), instance.a.end(), [](int64_t v) { return v == 1; })) {
      return BadInstance("a", "is all zeros");
    }
    // K = 1 always succeeds; a longer K wins only with strictly fewer
    // flips (RLVE's scan in increasing K).
    instance.best_m = -1;
    for (int64_t k = 1; k <= static_cast<int64_t>(instance.a.size()); ++k) {
      std::optional<std::vector<int64_t>> flips = GreedyFlips(instance.a, k);
      if (!flips) continue;
      if (instance.best_m < 0 || static_cast<int64_t>(flips->size()) < instance.best_m) {
        instance.best_m = static_cast<int64_t>(flips->size());
        instance.best_k = k;
        instance.reference_starts = *std::move(flips);
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const FaceRightWayInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.a.size());
    std::string values;
    for (int64_t i = 0; i < n; ++i) {
      absl::StrAppend(&values, i > 0 ? ", " : "", "A[", i + 1, "] = ", instance.a[static_cast<size_t>(i)]);
    }
    return absl::StrCat(
        "An array A of ", n, " bits, indexed from 1, holds: ", values,
        ".\n\nChoose one window length K (a positive integer) and keep it. Then make some "
        "number M of flips: a flip picks a start l with 1 <= l <= ", n,
        " - K + 1 and turns every A[i] with l <= i <= l + K - 1 from 0 to 1 or from 1 to 0. "
        "After the flips every element of A must be 0. Use as few flips M as possible; among "
        "the ways with that fewest number of flips, use the smallest K.\n\nPut your flips "
        "inside <answer> </answer> tags, one per line in the order made, each written as its "
        "first and last index l and l + K - 1 separated by a space (for example 2 4).");
  }
  std::string Reference(const FaceRightWayInstance& instance) const override {
    std::string text;
    for (int64_t l : instance.reference_starts) {
      absl::StrAppend(&text, text.empty() ? "" : "\n", l, " ", l + instance.best_k - 1);
    }
    return environments::AnswerTagged(text);
  }

  absl::StatusOr<Verdict> Grade(const FaceRightWayInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const int64_t n = static_cast<int64_t>(instance.a.size());
    // Every line is read before a flip is judged (RLVE parses the whole
    // answer first): a malformed line anywhere is -1.
    std::vector<int64_t> toggles(static_cast<size_t>(n + 1), 0);
    bool invalid = false;
    int64_t k = -1, m = 0;
    const bool parsed = environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      const std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, 2);
      if (!tokens || tokens->count != 2) return false;
      ++m;
      const int64_t l = tokens->values[0], r = tokens->values[1];
      if (invalid) return true;
      if (l < 1 || l > r || r > n) {
        invalid = true;
        return true;
      }
      if (k < 0) k = r - l + 1;
      if (r - l + 1 != k) {
        invalid = true;
        return true;
      }
      toggles[static_cast<size_t>(l - 1)] ^= 1;
      toggles[static_cast<size_t>(r)] ^= 1;
      return true;
    });
    if (!parsed) return environments::Unparsed();
    if (invalid) return environments::Invalid();
    int64_t parity = 0;
    for (int64_t i = 0; i < n; ++i) {
      parity ^= toggles[static_cast<size_t>(i)];
      if ((instance.a[static_cast<size_t>(i)] ^ parity) != 0) {
        return Verdict{kUnsuccessfulReward, false, true};
      }
    }
    // A success needs M >= M* flips, and with M = M* a K >= K* (header).
    const double beta = input.params.Number("beta");
    if (m == instance.best_m && k == instance.best_k) return Verdict{1.0, true, true};
    const double m_ratio = static_cast<double>(instance.best_m) / static_cast<double>(m);
    double score = m == instance.best_m ? 0.5 : 0.5 * environments::PartialCredit(m_ratio, beta);
    if (m == instance.best_m) {
      score += 0.5 * environments::PartialCredit(
                         static_cast<double>(instance.best_k) / static_cast<double>(k), beta);
    }
    // Below full credit even when a tiny beta rounds both terms up.
    score = std::min(score, std::nextafter(1.0, 0.0));
    return Verdict{score, false, true};
  }
};

}  // namespace
}  // namespace face_right_way_cc

absl::Status RegisterFaceRightWayEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<FaceRightWayEnvironment>());
}

}  // namespace referee
