#include "verifiers/environments/puzzles/seed004_reward.h"

#include <cmath>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/status_macros.h"
#include "verifiers/task_type.h"

namespace referee {
namespace environments {
inline namespace seed004_reward_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr double kMaxChangedWeight = 1e6;

// What the three verifiers share: the board puzzles they score.
class Seed004Term : public Verifier {
 public:
  explicit Seed004Term(std::vector<std::string> tasks)
      : tasks_(std::move(tasks)) {}
  std::vector<absl::string_view> Tasks() const final {
    return {tasks_.begin(), tasks_.end()};
  }
  ScoreBounds Bounds(const ParamValues&) const final { return {0.0, 1.0}; }

 protected:
  // The answer read as the board of `input`'s puzzle; an Internal error if
  // its task type is no BoardPuzzle (Tasks() names only those).
  static absl::StatusOr<std::optional<BoardReading>> Read(
      const VerifyInput& input) {
    const BoardPuzzle* puzzle = BoardPuzzleOf(input.prepared);
    if (puzzle == nullptr) {
      return absl::InternalError(absl::StrCat(
          input.prepared.task().Name(), " is not a board puzzle"));
    }
    return puzzle->ReadBoard(input.prepared, input.output);
  }

 private:
  const std::vector<std::string> tasks_;
};

class PuzzleExactVerifier final : public Seed004Term {
 public:
  using Seed004Term::Seed004Term;
  absl::string_view Name() const override { return "puzzle_exact"; }
  absl::string_view Description() const override {
    return "Seed 004's exact term: 1 iff the answer board (the puzzle's "
           "shape and alphabet) breaks no rule of the puzzle, else 0.";
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    REFEREE_ASSIGN_OR_RETURN(const std::optional<BoardReading> board,
                             Read(input));
    if (!board) return Verdict{0.0, false, false};
    return board->solved ? Verdict{1.0, true, true} : Verdict{0.0, false, true};
  }
};

class PuzzleCompletionVerifier final : public Seed004Term {
 public:
  using Seed004Term::Seed004Term;
  absl::string_view Name() const override { return "puzzle_completion"; }
  absl::string_view Description() const override {
    return "Seed 004's completion term: 0 if the answer is not the board "
           "(shape, alphabet); 1 if it breaks no rule; else c^power, c the "
           "fraction of cells equal to the solution, cells to fill weighing "
           "changed_weight and the others 1.";
  }
  std::vector<ParamSpec> Params() const override {
    return {PuzzlePowerParam(),
            {"changed_weight", ParamSpec::Type::kNumber, 2,
             "weight of a cell whose solution differs from the given board "
             "(the others weigh 1), in (0, 1e6]"}};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    REFEREE_RETURN_IF_ERROR(ValidatePuzzlePower(params));
    const double weight = params.Number("changed_weight");
    if (!(weight > 0 && weight <= kMaxChangedWeight)) {
      return absl::InvalidArgumentError(
          "changed_weight: must be a number in (0, 1e6]");
    }
    return absl::OkStatus();
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    REFEREE_ASSIGN_OR_RETURN(const std::optional<BoardReading> board,
                             Read(input));
    if (!board) return Verdict{0.0, false, false};
    if (board->solved) return Verdict{1.0, true, true};
    // Not solved: the board differs from the solution somewhere, c < 1,
    // and PartialCredit keeps the score below 1 whatever the power.
    const double c = WeightedCompletion(board->cells, *board->solution,
                                        *board->given,
                                        input.params.Number("changed_weight"));
    return Verdict{PartialCredit(c, input.params.Number("power")), false, true};
  }
};

// The four tags xml_format counts, in this order.
enum Tag { kReasoningOpen, kReasoningClose, kAnswerOpen, kAnswerClose, kTags };
constexpr absl::string_view kTagText[kTags] = {"<reasoning>", "</reasoning>",
                                               "<answer>", "</answer>"};

struct TagCounts {
  size_t count[kTags] = {0, 0, 0, 0};
  size_t first[kTags] = {0, 0, 0, 0};  // Offset of the first; 0 if none.
};

// One pass over `text`: every tag starts at a '<' and holds no other, so
// tags never overlap and each '<' is tried against the four once.
TagCounts CountTags(absl::string_view text) {
  TagCounts tags;
  for (size_t at = text.find('<'); at != absl::string_view::npos;
       at = text.find('<', at + 1)) {
    const absl::string_view rest = text.substr(at);
    for (int k = 0; k < kTags; ++k) {
      if (absl::StartsWith(rest, kTagText[k])) {
        if (tags.count[k]++ == 0) tags.first[k] = at;
        break;
      }
    }
  }
  return tags;
}

// Exactly one `open` and one `close`, the close after the open.
bool OneClosed(const TagCounts& tags, Tag open, Tag close) {
  return tags.count[open] == 1 && tags.count[close] == 1 &&
         tags.first[open] < tags.first[close];
}

class XmlFormatVerifier final : public Seed004Term {
 public:
  using Seed004Term::Seed004Term;
  absl::string_view Name() const override { return "xml_format"; }
  absl::string_view Description() const override {
    return "Seed 004's format term: 0.25 each for exactly one closed "
           "<reasoning>, exactly one closed <answer>, </reasoning> before "
           "<answer>, and no opening tag twice.";
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const TagCounts tags = CountTags(input.output);
    const bool checks[4] = {
        OneClosed(tags, kReasoningOpen, kReasoningClose),
        OneClosed(tags, kAnswerOpen, kAnswerClose),
        tags.count[kReasoningClose] > 0 && tags.count[kAnswerOpen] > 0 &&
            tags.first[kReasoningClose] < tags.first[kAnswerOpen],
        tags.count[kReasoningOpen] <= 1 && tags.count[kAnswerOpen] <= 1,
    };
    int passed = 0;
    for (bool check : checks) passed += check ? 1 : 0;
    bool any_tag = false;
    for (size_t count : tags.count) any_tag = any_tag || count > 0;
    return Verdict{0.25 * passed, passed == 4, any_tag};
  }
};

}  // namespace
}  // namespace seed004_reward_cc

absl::Status RegisterSeed004RewardVerifiers(Catalog& catalog) {
  std::vector<std::string> tasks;
  for (const TaskType* task : catalog.tasks.All()) {
    if (dynamic_cast<const BoardPuzzle*>(task) != nullptr) {
      tasks.emplace_back(task->Name());
    }
  }
  REFEREE_RETURN_IF_ERROR(
      catalog.verifiers.Register(std::make_unique<PuzzleExactVerifier>(tasks)));
  REFEREE_RETURN_IF_ERROR(catalog.verifiers.Register(
      std::make_unique<PuzzleCompletionVerifier>(tasks)));
  return catalog.verifiers.Register(
      std::make_unique<XmlFormatVerifier>(std::move(tasks)));
}

}  // namespace environments
}  // namespace referee
