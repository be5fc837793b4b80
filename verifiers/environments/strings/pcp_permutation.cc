#include "verifiers/environments/strings/pcp_permutation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace pcp_permutation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 997;  // N = 1000.
constexpr int64_t kMaxN = 1000;
constexpr int64_t kMaxLetters = 20000;
constexpr int64_t kBiasSteps = int64_t{1} << 20;
// RLVE's average_length list, in tenths.
constexpr int64_t kAverageTenths[] = {12, 15, 20, 25, 30, 35, 40, 45, 50, 70, 100};

struct PcpPermutationInstance {
  int64_t n = 0;
  std::vector<int64_t> a_lengths;  // |A[i]|.
  std::vector<int64_t> a;          // A[0] A[1] ... as letters 0 ('a') / 1 ('b').
  std::vector<int64_t> b_lengths;
  std::vector<int64_t> b;
  std::vector<int64_t> permutation;  // A solution.
  // Derived: where each piece starts in `a` and `b`.
  std::vector<int64_t> a_starts, b_starts;
};

int64_t Sum(const std::vector<int64_t>& values) {
  return std::accumulate(values.begin(), values.end(), int64_t{0});
}

std::vector<int64_t> Starts(const std::vector<int64_t>& lengths) {
  std::vector<int64_t> starts;
  int64_t at = 0;
  for (const int64_t length : lengths) {
    starts.push_back(at);
    at += length;
  }
  return starts;
}

// Reads one side's pieces in a given order, letter by letter.
class PieceReader {
 public:
  PieceReader(const std::vector<int64_t>& letters, const std::vector<int64_t>& starts,
              const std::vector<int64_t>& lengths, const std::vector<int64_t>& order)
      : letters_(letters), starts_(starts), lengths_(lengths), order_(order) {}
  // The next letter; call at most (sum of the lengths) times.
  int64_t Next() {
    while (offset_ == lengths_[Piece()]) {  // Pieces are non-empty: once.
      ++k_;
      offset_ = 0;
    }
    return letters_[static_cast<size_t>(starts_[Piece()] + offset_++)];
  }

 private:
  size_t Piece() const { return static_cast<size_t>(order_[k_]); }
  const std::vector<int64_t>& letters_;
  const std::vector<int64_t>& starts_;
  const std::vector<int64_t>& lengths_;
  const std::vector<int64_t>& order_;
  size_t k_ = 0;
  int64_t offset_ = 0;
};

// The positions where A and B concatenated in `order` (a permutation of
// 0..n-1) agree; both have the same length (Finish checks it). Linear in
// the letters, no allocation.
int64_t AgreeingPositions(const PcpPermutationInstance& instance,
                          const std::vector<int64_t>& order) {
  PieceReader a(instance.a, instance.a_starts, instance.a_lengths, order);
  PieceReader b(instance.b, instance.b_starts, instance.b_lengths, order);
  int64_t agree = 0;
  for (size_t i = 0; i < instance.a.size(); ++i) agree += a.Next() == b.Next() ? 1 : 0;
  return agree;
}

// `count` distinct integers drawn uniformly from lo..hi, in increasing
// order (a partial Fisher–Yates shuffle of the range).
std::vector<int64_t> DistinctSorted(int64_t count, int64_t lo, int64_t hi, tasks::Rng& rng) {
  std::vector<int64_t> pool(static_cast<size_t>(hi - lo + 1));
  std::iota(pool.begin(), pool.end(), lo);
  for (int64_t i = 0; i < count; ++i) {
    const int64_t j = rng.Uniform(i, static_cast<int64_t>(pool.size()) - 1);
    std::swap(pool[static_cast<size_t>(i)], pool[static_cast<size_t>(j)]);
  }
  pool.resize(static_cast<size_t>(count));
  std::sort(pool.begin(), pool.end());
  return pool;
}

std::string PieceText(const std::vector<int64_t>& letters, int64_t start, int64_t length) {
  std::string text;
  for (int64_t k = 0; k < length; ++k) {
    text.push_back(letters[static_cast<size_t>(start + k)] == 0 ? 'a' : 'b');
  }
  return text;
}

class PcpPermutationEnvironment final
    : public environments::SequenceAnswerEnvironment<PcpPermutationInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  PcpPermutationEnvironment()
      : SequenceAnswerEnvironment(
            {"pcp_permutation", "RLVE-Gym:PCPPermutation", kMaxDifficulty,
             "Order N pairs of strings over {a, b} so that the A sides and the B sides "
             "concatenate to the same string (Post's correspondence problem with each pair used "
             "once).",
             /*difficulty_help=*/"N = 3 + d; total length max(N + 1, uniform in N..floor(N t)), t "
             "uniform among 1.2, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 7, 10; one random string cut two "
             "ways into N pieces, pairs shuffled"}) {}

 protected:
  PcpPermutationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const int64_t tenths = kAverageTenths[rng.Uniform(0, 10)];
    const int64_t total = std::max(n + 1, rng.Uniform(n, n * tenths / 10));
    const int64_t bias = rng.Uniform(0, kBiasSteps);
    std::vector<int64_t> s(static_cast<size_t>(total));
    for (int64_t& letter : s) letter = rng.Chance(bias, kBiasSteps) ? 1 : 0;
    // Piece k of each side is s[cuts[k] .. cuts[k + 1]).
    std::vector<std::vector<int64_t>> cuts;
    for (int side = 0; side < 2; ++side) {
      std::vector<int64_t> c = DistinctSorted(n - 1, 1, total - 1, rng);
      c.insert(c.begin(), 0);
      c.push_back(total);
      cuts.push_back(std::move(c));
    }
    // Index i shows piece shown[i] of both sides; listing the indices in
    // the order of the pieces restores S on both sides.
    std::vector<int64_t> shown(static_cast<size_t>(n));
    std::iota(shown.begin(), shown.end(), int64_t{0});
    rng.Shuffle(shown);
    PcpPermutationInstance instance;
    instance.n = n;
    instance.permutation.assign(static_cast<size_t>(n), 0);
    for (int64_t i = 0; i < n; ++i) {
      const int64_t piece = shown[static_cast<size_t>(i)];
      instance.permutation[static_cast<size_t>(piece)] = i;
      for (int side = 0; side < 2; ++side) {
        const int64_t begin = cuts[static_cast<size_t>(side)][static_cast<size_t>(piece)];
        const int64_t end = cuts[static_cast<size_t>(side)][static_cast<size_t>(piece + 1)];
        std::vector<int64_t>& letters = side == 0 ? instance.a : instance.b;
        (side == 0 ? instance.a_lengths : instance.b_lengths).push_back(end - begin);
        letters.insert(letters.end(), s.begin() + static_cast<std::ptrdiff_t>(begin),
                       s.begin() + static_cast<std::ptrdiff_t>(end));
      }
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PcpPermutationInstance>& fields) const override {
    using I = PcpPermutationInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 2, kMaxN)
        .Ints("a_lengths", &I::a_lengths, n, 1, kMaxLetters)
        .SizedBy(n)
        .Ints("a", &I::a, kMaxLetters, 0, 1)
        .SizedBy([](const I& x) { return Sum(x.a_lengths); })
        .Ints("b_lengths", &I::b_lengths, n, 1, kMaxLetters)
        .SizedBy(n)
        .Ints("b", &I::b, kMaxLetters, 0, 1)
        .SizedBy([](const I& x) { return Sum(x.b_lengths); })
        .Ints("permutation", &I::permutation, n, 0, [](const I& x) { return x.n - 1; })
        .SizedBy(n);
  }
  absl::Status Finish(PcpPermutationInstance& instance) const override {
    if (instance.a.size() != instance.b.size()) {
      return BadInstance("b", absl::StrCat(instance.b.size(), " letters in all, but a has ",
                                           instance.a.size()));
    }
    if (!environments::PermutationPositions(instance.permutation, instance.n)) {
      return BadInstance("permutation", "not a permutation of 0..n-1");
    }
    instance.a_starts = Starts(instance.a_lengths);
    instance.b_starts = Starts(instance.b_lengths);
    if (AgreeingPositions(instance, instance.permutation) !=
        static_cast<int64_t>(instance.a.size())) {
      return BadInstance("permutation", "the two concatenations differ");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const PcpPermutationInstance& instance) const override {
    std::string pairs;
    for (int64_t i = 0; i < instance.n; ++i) {
      const size_t at = static_cast<size_t>(i);
      absl::StrAppend(&pairs, "A[", i, "] = ",
                      PieceText(instance.a, instance.a_starts[at], instance.a_lengths[at]),
                      "    B[", i, "] = ",
                      PieceText(instance.b, instance.b_starts[at], instance.b_lengths[at]),
                      "\n");
    }
    return absl::StrCat(
        "Two lists of strings over the letters a and b, A and B, hold ", instance.n,
        " strings each:\n", pairs,
        "\nPut the indices 0, 1, ..., ", instance.n - 1,
        " in an order p_0, p_1, ..., p_", instance.n - 1,
        ", using each index exactly once, such that gluing A[p_0], A[p_1], ..., "
        "A[p_",
        instance.n - 1,
        "] together end to end spells exactly the same string as gluing B[p_0], "
        "B[p_1], ..., B[p_",
        instance.n - 1,
        "] together. Such an order exists.\n\n"
        "Write p_0 p_1 ... p_",
        instance.n - 1,
        " on one line, separated by single spaces, inside <answer> </answer> "
        "tags; with three strings per list that could look like <answer>2 0 "
        "1</answer>.");
  }
  // RLVE's mean([a=b])^beta: letters where the two concatenations agree.
  size_t AnswerLength(const PcpPermutationInstance& instance) const override {
    return static_cast<size_t>(instance.n);
  }
  std::optional<environments::SequenceGrade> Grade(
      const PcpPermutationInstance& instance,
      const std::vector<int64_t>& answer) const override {
    if (!environments::PermutationPositions(answer, instance.n)) return std::nullopt;
    return environments::SequenceGrade{AgreeingPositions(instance, answer),
                                       static_cast<int64_t>(instance.a.size())};
  }
  std::string Reference(const PcpPermutationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.permutation, " "));
  }
};

}  // namespace
}  // namespace pcp_permutation_cc

absl::Status RegisterPcpPermutationEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PcpPermutationEnvironment>());
}

}  // namespace referee
