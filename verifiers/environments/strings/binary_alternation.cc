#include "verifiers/environments/strings/binary_alternation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace binary_alternation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 68;  // Z = 4885, N <= 9771.
constexpr size_t kMaxLength = 10000;

struct BinaryAlternationInstance {
  std::string s;  // '0' / '1'.
  // Derived: the least number of swaps and one shortest list of swaps.
  int64_t gold = 0;
  std::vector<std::pair<int64_t, int64_t>> swaps;
};

bool Alternating(const std::string& s) {
  for (size_t i = 1; i < s.size(); ++i) {
    if (s[i] == s[i - 1]) return false;
  }
  return true;
}

// The swaps that turn s into the alternating pattern starting with `first`
// (which has as many zeros as s): each misplaced 0 paired with a misplaced
// 1, in order.
std::vector<std::pair<int64_t, int64_t>> SwapsTo(const std::string& s, char first) {
  std::vector<int64_t> zeros, ones;  // Misplaced ones of each kind.
  char want = first;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != want) (s[i] == '0' ? zeros : ones).push_back(static_cast<int64_t>(i));
    want = want == '0' ? '1' : '0';
  }
  std::vector<std::pair<int64_t, int64_t>> swaps;
  for (size_t k = 0; k < zeros.size() && k < ones.size(); ++k) swaps.push_back({zeros[k], ones[k]});
  return swaps;
}

class BinaryAlternationEnvironment final
    : public environments::LadderEnvironment<BinaryAlternationInstance> {
 public:
  BinaryAlternationEnvironment()
      : LadderEnvironment(
            {"binary_alternation", "RLVE-Gym:BinaryAlternation", kMaxDifficulty,
             "Make a binary string alternating with the fewest swaps of two characters.",
             /*difficulty_help=*/"zeros Z = 2, then floor(1.1 Z) + 1 per level (2, 3, ..., 10, "
             "12, ...); ones uniform in Z-1..Z+1; shuffled"},
            {"RLVE BinaryAlternation ladder: -1 unparseable (a line not two integers), -0.5 an "
             "index out of range or a result that is not alternating, else 1 for no swap, "
             "otherwise (least swaps / swaps)^beta.",
             /*beta=*/5}) {}

 protected:
  BinaryAlternationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t zeros = environments::RlveGrowth(2, difficulty);
    const int64_t ones = rng.Uniform(zeros - 1, zeros + 1);
    std::vector<char> letters(static_cast<size_t>(zeros), '0');
    letters.insert(letters.end(), static_cast<size_t>(ones), '1');
    rng.Shuffle(letters);
    BinaryAlternationInstance instance;
    instance.s.assign(letters.begin(), letters.end());
    return instance;
  }
  void DeclareFields(environments::InstanceFields<BinaryAlternationInstance>& fields) const override {
    fields.Letters("s", &BinaryAlternationInstance::s, kMaxLength, '0', 2);
  }
  absl::Status Finish(BinaryAlternationInstance& instance) const override {
    const int64_t zeros = std::count(instance.s.begin(), instance.s.end(), '0');
    const int64_t ones = static_cast<int64_t>(instance.s.size()) - zeros;
    if (zeros - ones > 1 || ones - zeros > 1) {
      return BadInstance("s", absl::StrCat(zeros, " zeros and ", ones,
                                           " ones: no alternating order"));
    }
    // The pattern starting with 0 has ceil(N/2) zeros, the other floor(N/2).
    bool have = false;
    for (const char first : {'0', '1'}) {
      const int64_t n = static_cast<int64_t>(instance.s.size());
      const int64_t pattern_zeros = first == '0' ? (n + 1) / 2 : n / 2;
      if (pattern_zeros != zeros) continue;
      std::vector<std::pair<int64_t, int64_t>> swaps = SwapsTo(instance.s, first);
      if (!have || swaps.size() < instance.swaps.size()) instance.swaps = std::move(swaps);
      have = true;
    }
    instance.gold = static_cast<int64_t>(instance.swaps.size());
    return absl::OkStatus();
  }
  std::string Prompt(const BinaryAlternationInstance& instance) const override {
    const size_t n = instance.s.size();
    return absl::StrCat(
        "Here is a string of ", n, " characters, each 0 or 1, with its characters indexed 0 to ",
        n - 1, " from the left:\n", instance.s,
        "\n\nOne move picks two indices i and j (both in 0..", n - 1,
        ") and exchanges the characters found there. Using as few moves as possible, turn the "
        "string into one in which every two neighbouring characters differ (such as "
        "0101... or 1010...).\n\n"
        "List your moves in the order you make them, one move per line written as the two "
        "indices i and j separated by a space, and put the whole list inside <answer> "
        "</answer> tags, for example\n<answer>\n0 3\n4 1\n</answer>\n"
        "(an empty list, <answer></answer>, means no move at all).");
  }
  absl::StatusOr<Verdict> Grade(const BinaryAlternationInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every line is parsed first (a malformed line anywhere is -1, as RLVE
    // parses before it swaps); swaps apply while the indices are in range.
    std::string s = instance.s;
    const int64_t n = static_cast<int64_t>(s.size());
    int64_t moves = 0;
    bool in_range = true;
    const bool parsed = environments::ForEachAnswerLine(*answer, [&](absl::string_view text) {
      const std::optional<parsing::IntegerTokens> line = parsing::ParseIntegerTokens(text, 2);
      if (!line || line->count != 2) return false;
      ++moves;
      const int64_t i = line->values[0], j = line->values[1];
      if (i < 0 || i >= n || j < 0 || j >= n) in_range = false;
      if (in_range) std::swap(s[static_cast<size_t>(i)], s[static_cast<size_t>(j)]);
      return true;
    });
    if (!parsed) return environments::Unparsed();
    if (!in_range || !Alternating(s)) return environments::Invalid();
    // moves >= gold here; no move at all (gold 0 too) is full credit.
    return environments::Graded(instance.gold, moves, input.params.Number("beta"));
  }
  std::string Reference(const BinaryAlternationInstance& instance) const override {
    std::vector<std::string> lines;
    for (const auto& [i, j] : instance.swaps) lines.push_back(absl::StrCat(i, " ", j));
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }
};

}  // namespace
}  // namespace binary_alternation_cc

absl::Status RegisterBinaryAlternationEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<BinaryAlternationEnvironment>());
}

}  // namespace referee
