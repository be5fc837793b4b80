#include "verifiers/environments/puzzles/jug_puzzle.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace jug_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxJugs = kMaxDifficulty + 3;
constexpr int64_t kMaxCapacity = 1000000000;
constexpr int64_t kMaxMoves = 1000;
constexpr int64_t kCapacityMultiple = 10;  // RLVE's max_capacity_multiple.
// RLVE's steps_list: one is drawn per problem.
constexpr int64_t kSteps[] = {3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50};

enum MoveKind : int64_t { kFill = 0, kEmpty = 1, kPour = 2 };

struct JugPuzzleInstance {
  std::vector<int64_t> capacities;
  int64_t target = 0;
  std::vector<std::vector<int64_t>> solution;  // [kind, i, j]; or empty.
};

// Applies one legal move (jugs in range, a Pour between two jugs) to
// `volumes`.
void Apply(const std::vector<int64_t>& capacities, std::vector<int64_t>& volumes,
           int64_t kind, size_t i, size_t j) {
  switch (kind) {
    case kFill:
      volumes[i] = capacities[i];
      break;
    case kEmpty:
      volumes[i] = 0;
      break;
    default: {
      const int64_t amount = std::min(volumes[i], capacities[j] - volumes[j]);
      volumes[i] -= amount;
      volumes[j] += amount;
    }
  }
}

bool Holds(const std::vector<int64_t>& volumes, int64_t target) {
  return std::find(volumes.begin(), volumes.end(), target) != volumes.end();
}

std::string MoveText(const std::vector<int64_t>& move) {
  switch (move[0]) {
    case kFill:
      return absl::StrCat("Fill ", move[1]);
    case kEmpty:
      return absl::StrCat("Empty ", move[1]);
    default:
      return absl::StrCat("Pour ", move[1], " ", move[2]);
  }
}

// One line of the answer, read: nullopt unless it is the word Fill or
// Empty and one integer, or Pour and two (whitespace-separated).
struct Move {
  int64_t kind = kFill;
  int64_t i = 0, j = 0;
};

std::optional<Move> ReadMove(absl::string_view line) {
  size_t word_end = 0;
  while (word_end < line.size() && !parsing::IsAsciiSpace(line[word_end])) ++word_end;
  const absl::string_view word = line.substr(0, word_end);
  Move move;
  size_t arguments = 1;
  if (word == "Fill") {
    move.kind = kFill;
  } else if (word == "Empty") {
    move.kind = kEmpty;
  } else if (word == "Pour") {
    move.kind = kPour;
    arguments = 2;
  } else {
    return std::nullopt;
  }
  const std::optional<parsing::IntegerTokens> tokens =
      parsing::ParseIntegerTokens(line.substr(word_end), arguments);
  if (!tokens || tokens->count != arguments) return std::nullopt;
  move.i = tokens->values[0];
  move.j = arguments == 2 ? tokens->values[1] : move.i;
  return move;
}

// Calls visit(move) for each non-blank line's move, in order; false (and
// stops) at a line that is no move. Linear time.
template <typename Visit>
bool ForEachMove(absl::string_view answer, Visit visit) {
  return environments::ForEachAnswerLine(answer, [&visit](absl::string_view line) {
    const std::optional<Move> move = ReadMove(line);
    if (!move) return false;
    visit(*move);
    return true;
  });
}

class JugPuzzleEnvironment final : public environments::LadderEnvironment<JugPuzzleInstance> {
 public:
  JugPuzzleEnvironment()
      : LadderEnvironment(
            {"jug_puzzle", "RLVE-Gym:JugPuzzle", kMaxDifficulty,
             "Fill, empty and pour between N jugs until one holds exactly the target volume.",
             /*difficulty_help=*/"N = 3 + d jugs of capacities 2..10N; the target is a volume "
             "reached by 3..50 random moves (not a capacity nor a difference of two), else a "
             "capacity"},
            {"RLVE JugPuzzle ladder: -1 a line that is no move, -0.5 a jug out of range or a jug "
             "poured into itself, 1 if a jug ends holding the target, else 0."}) {}

 protected:
  JugPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const size_t jugs = static_cast<size_t>(n);
    JugPuzzleInstance instance;
    std::vector<int64_t>& capacities = instance.capacities;
    for (int64_t i = 0; i < n; ++i) capacities.push_back(rng.Uniform(2, kCapacityMultiple * n));
    // Volumes that one Fill (a capacity) or a Fill and a Pour (a positive
    // difference) reach: never targets after the first.
    std::vector<int64_t> easy = capacities;
    for (const int64_t a : capacities) {
      for (const int64_t b : capacities) {
        if (a > b) easy.push_back(a - b);
      }
    }
    std::sort(easy.begin(), easy.end());
    easy.erase(std::unique(easy.begin(), easy.end()), easy.end());

    const int64_t first = rng.Uniform(0, n - 1);
    instance.target = capacities[static_cast<size_t>(first)];
    instance.solution = {{kFill, first, first}};
    const int64_t steps =
        kSteps[rng.Uniform(0, static_cast<int64_t>(sizeof(kSteps) / sizeof(kSteps[0])) - 1)];

    std::vector<int64_t> volumes(jugs, 0);
    std::vector<std::vector<int64_t>> moves;
    std::set<int64_t> offered;
    for (int64_t step = 0; step < steps; ++step) {
      // RLVE's rejection loop accepts Fill j and Empty j each with odds
      // 0.1 / N, Pour i j with 0.8 / N² (times 10N²: N, N and 8), among
      // the moves that change something.
      std::vector<size_t> not_full, not_empty;
      for (size_t i = 0; i < jugs; ++i) {
        if (volumes[i] < capacities[i]) not_full.push_back(i);
        if (volumes[i] > 0) not_empty.push_back(i);
      }
      // Pour i j: i not empty, j not full, j != i.
      std::vector<int64_t> pours_from(jugs, 0);
      int64_t pours = 0;
      for (const size_t i : not_empty) {
        pours_from[i] = static_cast<int64_t>(not_full.size()) - (volumes[i] < capacities[i] ? 1 : 0);
        pours += pours_from[i];
      }
      const int64_t fills = static_cast<int64_t>(not_full.size());
      const int64_t empties = static_cast<int64_t>(not_empty.size());
      // All empty: every jug can be filled, so the total is positive.
      int64_t r = rng.Uniform(0, n * fills + n * empties + 8 * pours - 1);
      std::vector<int64_t> move;
      if (r < n * fills) {
        const int64_t j = static_cast<int64_t>(not_full[static_cast<size_t>(r / n)]);
        move = {kFill, j, j};
      } else if ((r -= n * fills) < n * empties) {
        const int64_t j = static_cast<int64_t>(not_empty[static_cast<size_t>(r / n)]);
        move = {kEmpty, j, j};
      } else {
        int64_t k = (r - n * empties) / 8;  // The k-th pour, by (i, j).
        for (const size_t i : not_empty) {
          if (k >= pours_from[i]) {
            k -= pours_from[i];
            continue;
          }
          for (const size_t j : not_full) {
            if (j == i) continue;
            if (k-- == 0) {
              move = {kPour, static_cast<int64_t>(i), static_cast<int64_t>(j)};
              break;
            }
          }
          break;
        }
      }
      Apply(capacities, volumes, move[0], static_cast<size_t>(move[1]),
            static_cast<size_t>(move[2]));
      moves.push_back(std::move(move));
      // The new targets: volumes held, positive, not easy, not offered.
      std::vector<int64_t> fresh;
      for (const int64_t v : volumes) {
        if (v > 0 && !std::binary_search(easy.begin(), easy.end(), v) && offered.count(v) == 0) {
          fresh.push_back(v);
        }
      }
      std::sort(fresh.begin(), fresh.end());
      fresh.erase(std::unique(fresh.begin(), fresh.end()), fresh.end());
      if (fresh.empty()) continue;
      instance.solution = moves;
      instance.target =
          fresh[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(fresh.size()) - 1))];
      offered.insert(fresh.begin(), fresh.end());
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<JugPuzzleInstance>& fields) const override {
    using I = JugPuzzleInstance;
    fields.Ints("capacities", &I::capacities, kMaxJugs, 1, kMaxCapacity)
        .Int("target", &I::target, 1, kMaxCapacity)
        .IntRows("solution", &I::solution, kMaxMoves, 3, 0,
                 [](const I& x) {
                   return std::max<int64_t>(kPour, static_cast<int64_t>(x.capacities.size()) - 1);
                 })
        .Optional();
  }
  absl::Status Finish(JugPuzzleInstance& instance) const override {
    const std::vector<int64_t>& capacities = instance.capacities;
    // Every volume ever held is at most the largest capacity and a
    // multiple of the capacities' gcd.
    int64_t gcd = 0;
    for (const int64_t c : capacities) gcd = environments::Gcd(gcd, c);
    if (instance.target > *std::max_element(capacities.begin(), capacities.end()) ||
        instance.target % gcd != 0) {
      return BadInstance("target", "no jug can ever hold it");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    const int64_t n = static_cast<int64_t>(capacities.size());
    std::vector<int64_t> volumes(capacities.size(), 0);
    for (const std::vector<int64_t>& move : instance.solution) {
      const int64_t kind = move[0], i = move[1], j = move[2];
      if (kind > kPour || i >= n || j >= n || (kind == kPour) != (i != j)) {
        return BadInstance("solution",
                           "a move is not [0 or 1, i, i] or [2, i, j] with jugs i != j");
      }
      Apply(capacities, volumes, kind, static_cast<size_t>(i), static_cast<size_t>(j));
    }
    if (!Holds(volumes, instance.target)) {
      return BadInstance("solution", "does not end with the target in a jug");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const JugPuzzleInstance& instance) const override {
    std::string listed;
    for (size_t i = 0; i < instance.capacities.size(); ++i) {
      absl::StrAppend(&listed, "- jug ", i, " holds up to ", instance.capacities[i], " liters\n");
    }
    return absl::StrCat(
        "There are ", instance.capacities.size(),
        " water jugs, numbered from 0, all empty at the start:\n", listed,
        "\nYour goal: finish with some jug holding exactly ", instance.target,
        " liters. The allowed moves are:\n"
        "- Fill i: fill jug i up to its capacity;\n"
        "- Empty i: pour all the water of jug i away;\n"
        "- Pour i j: pour water from jug i into jug j, stopping as soon as "
        "jug i is empty or jug j is full.\n\n"
        "Inside <answer> </answer> tags, list your moves in order, one per "
        "line, written exactly as above with the jug numbers filled in (for "
        "example:\nFill 0\nPour 0 1\n).");
  }
  // The stored moves, then (two jugs or more) moves ending "Pour 1 0" that
  // keep the target in its jug: changing that last digit makes jug 1 pour
  // into itself, so a corrupted reference is never right by chance (another
  // jug index could reach the target too).
  std::string Reference(const JugPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    std::vector<std::string> lines;
    std::vector<int64_t> volumes(instance.capacities.size(), 0);
    for (const std::vector<int64_t>& move : instance.solution) {
      lines.push_back(MoveText(move));
      Apply(instance.capacities, volumes, move[0], static_cast<size_t>(move[1]),
            static_cast<size_t>(move[2]));
    }
    if (volumes.size() >= 2) {
      // A jug holding the target (Finish checked there is one).
      const size_t holder = static_cast<size_t>(
          std::find(volumes.begin(), volumes.end(), instance.target) - volumes.begin());
      if (holder == 1) lines.push_back("Fill 0");   // Jug 0 full: nothing moves.
      if (holder == 0) lines.push_back("Empty 1");  // Jug 1 empty: nothing moves.
      lines.push_back("Pour 1 0");  // Otherwise the target's jug is not touched.
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const JugPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every line is read before any move is judged (RLVE parses the whole
    // answer first): a malformed line anywhere is -1.
    if (!ForEachMove(*answer, [](const Move&) {})) return environments::Unparsed();
    const std::vector<int64_t>& capacities = instance.capacities;
    const int64_t n = static_cast<int64_t>(capacities.size());
    std::vector<int64_t> volumes(capacities.size(), 0);
    bool legal = true;
    ForEachMove(*answer, [&](const Move& move) {
      if (!legal) return;
      // Range first: negatives and kHugeToken must not index `volumes`.
      if (move.i < 0 || move.i >= n || move.j < 0 || move.j >= n ||
          (move.kind == kPour && move.i == move.j)) {
        legal = false;
        return;
      }
      Apply(capacities, volumes, move.kind, static_cast<size_t>(move.i),
            static_cast<size_t>(move.j));
    });
    if (!legal) return environments::Invalid();
    if (Holds(volumes, instance.target)) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace jug_puzzle_cc

absl::Status RegisterJugPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<JugPuzzleEnvironment>());
}

}  // namespace referee
