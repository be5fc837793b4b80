#include "verifiers/environments/puzzles/nine_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace nine_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // MAX_N_M = 100.
constexpr int64_t kMaxSide = 100;
constexpr int64_t kMaxMoves = 1000;

enum MoveKind : int64_t { kRow = 0, kColumn = 1 };

struct NinePuzzleInstance {
  int64_t n = 0, m = 0;
  int64_t row_k = 0, col_k = 0;
  std::vector<int64_t> start, destination;  // n·m cells each, row by row.
  std::vector<std::vector<int64_t>> moves;  // [kind, index, shift].
};

// Whether a move is allowed: its index inside the grid and |shift| within
// the kind's limit (range checks first: kHugeToken must not be negated).
bool Legal(const NinePuzzleInstance& instance, int64_t kind, int64_t index, int64_t shift) {
  const int64_t lines = kind == kRow ? instance.n : instance.m;
  const int64_t limit = kind == kRow ? instance.row_k : instance.col_k;
  return index >= 0 && index < lines && shift >= -limit && shift <= limit;
}

// Rotates row `index` right (column: down) by `shift` cells, cyclically;
// a legal move only.
void Apply(const NinePuzzleInstance& instance, std::vector<int64_t>& cells, int64_t kind,
           int64_t index, int64_t shift) {
  const int64_t n = instance.n, m = instance.m;
  const int64_t length = kind == kRow ? m : n;
  auto at = [&](int64_t k) {
    return static_cast<size_t>(kind == kRow ? index * m + k : k * m + index);
  };
  std::vector<int64_t> line(static_cast<size_t>(length));
  for (int64_t k = 0; k < length; ++k) line[static_cast<size_t>(k)] = cells[at(k)];
  for (int64_t k = 0; k < length; ++k) {
    cells[at(k)] = line[static_cast<size_t>(((k - shift) % length + length) % length)];
  }
}

std::string MoveText(const std::vector<int64_t>& move) {
  return absl::StrCat(move[0] == kRow ? "row " : "column ", move[1], " ", move[2]);
}

// One line of the answer, read: nullopt unless it is the word row or
// column and exactly two integers (whitespace-separated).
struct Move {
  int64_t kind = kRow;
  int64_t index = 0, shift = 0;
};

std::optional<Move> ReadMove(absl::string_view line) {
  size_t word_end = 0;
  while (word_end < line.size() && !parsing::IsAsciiSpace(line[word_end])) ++word_end;
  const absl::string_view word = line.substr(0, word_end);
  Move move;
  if (word == "row") {
    move.kind = kRow;
  } else if (word == "column") {
    move.kind = kColumn;
  } else {
    return std::nullopt;
  }
  const std::optional<parsing::IntegerTokens> tokens =
      parsing::ParseIntegerTokens(line.substr(word_end), 2);
  if (!tokens || tokens->count != 2) return std::nullopt;
  move.index = tokens->values[0];
  move.shift = tokens->values[1];
  return move;
}

class NinePuzzleEnvironment final : public environments::LadderEnvironment<NinePuzzleInstance> {
 public:
  NinePuzzleEnvironment()
      : LadderEnvironment(
            {"nine_puzzle", "RLVE-Gym:NinePuzzle", kMaxDifficulty,
             "Rotate rows and columns of an N x M grid holding 0..NM-1 (each move by a bounded "
             "number of cells) until the grid becomes the destination.",
             /*difficulty_help=*/"N, M uniform in 2..3 + d; row shifts up to a limit uniform in "
             "1..M-1, column shifts up to one in 1..N-1; the destination is 2 to 10 random moves "
             "from a shuffled start"},
            {"RLVE's mean([gold=answer])^beta: -1 a line that is no move, -0.5 an index off the "
             "grid or a shift over the limit, else (cells equal to the target's / NM)^beta.",
              /*beta=*/10}) {}

 protected:
  NinePuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    NinePuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    instance.row_k = rng.Uniform(1, m - 1);
    instance.col_k = rng.Uniform(1, n - 1);
    instance.start.resize(static_cast<size_t>(n * m));
    std::iota(instance.start.begin(), instance.start.end(), int64_t{0});
    rng.Shuffle(instance.start);
    const int64_t steps = rng.Uniform(2, 10);
    instance.destination = instance.start;
    for (int64_t step = 0; step < steps; ++step) {
      const int64_t kind = rng.Uniform(0, 1) == 0 ? kRow : kColumn;
      const int64_t index = rng.Uniform(0, (kind == kRow ? n : m) - 1);
      const int64_t limit = kind == kRow ? instance.row_k : instance.col_k;
      // Uniform among -limit..-1 and 1..limit.
      const int64_t draw = rng.Uniform(1, 2 * limit);
      const int64_t shift = draw <= limit ? draw - limit - 1 : draw - limit;
      instance.moves.push_back({kind, index, shift});
      Apply(instance, instance.destination, kind, index, shift);
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<NinePuzzleInstance>& fields) const override {
    using I = NinePuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    auto last = [](const I& x) { return x.n * x.m - 1; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Int("row_k", &I::row_k, 1, [](const I& x) { return x.m - 1; })
        .Int("col_k", &I::col_k, 1, [](const I& x) { return x.n - 1; })
        .Grid("start", &I::start, n, m, 0, last)
        .Grid("destination", &I::destination, n, m, 0, last)
        .IntRows("moves", &I::moves, kMaxMoves, 3, -kMaxSide, kMaxSide);
  }
  absl::Status Finish(NinePuzzleInstance& instance) const override {
    const int64_t size = static_cast<int64_t>(instance.start.size());
    if (!environments::PermutationPositions(instance.start, size)) {
      return BadInstance("start", "a number repeats (need each of 0..nm-1 once)");
    }
    std::vector<int64_t> cells = instance.start;
    for (const std::vector<int64_t>& move : instance.moves) {
      if ((move[0] != kRow && move[0] != kColumn) || !Legal(instance, move[0], move[1], move[2])) {
        return BadInstance("moves",
                           "a move is not [0, row, shift] with |shift| <= row_k or "
                           "[1, column, shift] with |shift| <= col_k");
      }
      Apply(instance, cells, move[0], move[1], move[2]);
    }
    if (cells != instance.destination) {
      return BadInstance("destination", "is not where the moves take the start grid");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const NinePuzzleInstance& instance) const override {
    return absl::StrCat(
        "A grid of ", instance.n, " rows and ", instance.m, " columns holds every number from 0 to ",
        instance.n * instance.m - 1,
        " exactly once. One move rotates a single row or a single column "
        "cyclically (the numbers pushed off one end come back in at the "
        "other):\n- a row may be rotated left or right by at most ",
        instance.row_k, instance.row_k == 1 ? " cell" : " cells",
        ";\n- a column may be rotated up or down by at most ", instance.col_k,
        instance.col_k == 1 ? " cell" : " cells", ".\n\nStarting grid:\n",
        environments::BoardText(instance.start, instance.m), "\n\nTarget grid:\n",
        environments::BoardText(instance.destination, instance.m),
        "\n\nGive moves that turn the starting grid into the target grid, "
        "inside <answer> </answer> tags, one move per line in the order they "
        "are made. Write a move as the word row or column, the index of the "
        "row or column (counting from 0), and the shift: a positive number "
        "moves the numbers right (for a row) or down (for a column), a "
        "negative one left or up. For example:\n<answer>\nrow 0 1\ncolumn 2 -1\n</answer>");
  }
  // The stored moves. Changing the last digit changes the last shift by 1
  // or 9 cells (never 0 modulo the line's length: a shift of 9 or more
  // needs a limit, so a line, of at least 10), so the corrupted answer
  // leaves a line rotated by a non-zero amount from the destination's:
  // never right, the numbers being distinct (or an over-long shift: -0.5).
  std::string Reference(const NinePuzzleInstance& instance) const override {
    std::vector<std::string> lines;
    for (const std::vector<int64_t>& move : instance.moves) lines.push_back(MoveText(move));
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const NinePuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every line is read before any move is judged (RLVE parses the whole
    // answer first): a malformed line anywhere is -1.
    std::vector<Move> moves;
    const bool parsed = environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      const std::optional<Move> move = ReadMove(line);
      if (!move) return false;
      moves.push_back(*move);  // At most one per line: linear in the output.
      return true;
    });
    if (!parsed) return environments::Unparsed();
    std::vector<int64_t> cells = instance.start;
    for (const Move& move : moves) {
      if (!Legal(instance, move.kind, move.index, move.shift)) return environments::Invalid();
      Apply(instance, cells, move.kind, move.index, move.shift);
    }
    int64_t hits = 0;
    for (size_t i = 0; i < cells.size(); ++i) hits += cells[i] == instance.destination[i] ? 1 : 0;
    return environments::Graded(hits, instance.n * instance.m, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace nine_puzzle_cc

absl::Status RegisterNinePuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<NinePuzzleEnvironment>());
}

}  // namespace referee
