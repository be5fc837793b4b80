#include "verifiers/environments/strings/ab_program_simulation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace ab_program_simulation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;  // N = 7155, S = 12679.
constexpr size_t kMaxTokens = 20000;
constexpr int kMaxDraws = 1000;
// Token codes: 0 = A#, 1 = #A, 2 = B#, 3 = #B; letter = code / 2, and the
// # on the right (moving right) for even codes.
constexpr const char* kTokens[] = {"A#", "#A", "B#", "#B"};

struct AbProgramSimulationInstance {
  std::vector<int64_t> program;
  // Derived: the final program.
  std::vector<int64_t> final_program;
};

// The number of rewrites to the final form, or more than `cap` once past
// it: #Y passes each waiting X# above the nearest waiting Y# (one rewrite
// each) and annihilates it (one more).
int64_t Rewrites(const std::vector<int64_t>& program, int64_t cap) {
  std::vector<int64_t> waiting;  // Letters of the waiting X#.
  int64_t count = 0;
  for (const int64_t token : program) {
    if (token % 2 == 0) {
      waiting.push_back(token / 2);
      continue;
    }
    for (size_t j = waiting.size(); j-- > 0;) {
      if (++count > cap) return count;
      if (waiting[j] == token / 2) {
        waiting.erase(waiting.begin() + static_cast<std::ptrdiff_t>(j));
        break;
      }
    }
  }
  return count;
}

class AbProgramSimulationEnvironment final
    : public environments::LadderEnvironment<AbProgramSimulationInstance> {
 public:
  AbProgramSimulationEnvironment()
      : LadderEnvironment(
            {"ab_program_simulation", "RLVE-Gym:ABProgramSimulation", kMaxDifficulty,
             "Rewrite an A::B program (tokens A#, #A, B#, #B) to its final form.",
             /*difficulty_help=*/"N = 4 and a step budget S = 10, each then floor(1.1 x) + 1 "
             "per level; N weighted random tokens, redrawn until final within S - 1 rewrites"},
            {"RLVE ABProgramSimulation ladder: -1 no answer or a token other than A#, #A, B#, "
             "#B, 1 for the final program, else 0."}) {}

 protected:
  AbProgramSimulationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(4, difficulty);
    const int64_t steps = environments::RlveGrowth(10, difficulty);
    AbProgramSimulationInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      int64_t weights[4], total = 0;
      for (int64_t& w : weights) total += w = rng.Uniform(1, n);
      instance.program.clear();
      for (int64_t i = 0; i < n; ++i) {
        int64_t pick = rng.Uniform(1, total), token = 0;
        while (pick > weights[token]) pick -= weights[token++];
        instance.program.push_back(token);
      }
      if (Rewrites(instance.program, steps - 1) <= steps - 1) break;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<AbProgramSimulationInstance>& fields) const override {
    fields.Ints("program", &AbProgramSimulationInstance::program, kMaxTokens, 0, 3);
  }
  absl::Status Finish(AbProgramSimulationInstance& instance) const override {
    // Waiting X# tokens by position, and per letter the positions still
    // alive (increasing): #Y annihilates the last alive Y#, or stays.
    std::vector<int64_t> stay;  // The #Y that pass everything, in order.
    std::vector<int64_t> waiting;
    std::vector<bool> alive;
    std::vector<size_t> by_letter[2];
    for (const int64_t token : instance.program) {
      const size_t letter = static_cast<size_t>(token / 2);
      if (token % 2 == 0) {
        by_letter[letter].push_back(waiting.size());
        waiting.push_back(token);
        alive.push_back(true);
      } else if (!by_letter[letter].empty()) {
        alive[by_letter[letter].back()] = false;
        by_letter[letter].pop_back();
      } else {
        stay.push_back(token);
      }
    }
    instance.final_program = stay;
    for (size_t j = 0; j < waiting.size(); ++j) {
      if (alive[j]) instance.final_program.push_back(waiting[j]);
    }
    return absl::OkStatus();
  }
  std::string Prompt(const AbProgramSimulationInstance& instance) const override {
    std::vector<absl::string_view> tokens;
    for (const int64_t token : instance.program) tokens.push_back(kTokens[token]);
    return absl::StrCat(
        "A::B is a rewriting system over four tokens: A#, #A, B# and #B. A program is a "
        "sequence of tokens, such as B# A# #B #A B#.\n\n"
        "Running a program means rewriting two neighbouring tokens whose # face each other, "
        "by these rules, again and again until no rule applies:\n"
        "- A# #A becomes nothing (both vanish);\n"
        "- A# #B becomes #B A#;\n"
        "- B# #A becomes #A B#;\n"
        "- B# #B becomes nothing (both vanish).\n\n"
        "Run this program and give its final form:\n",
        absl::StrJoin(tokens, " "),
        "\n\nWrite the final tokens in order, separated by spaces, inside <answer> </answer> "
        "tags, as in <answer>B# A# A#</answer> (an empty final program is "
        "<answer></answer>).");
  }
  absl::StatusOr<Verdict> Grade(const AbProgramSimulationInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every token must be one of the four (RLVE checks them all first).
    bool equal = true;
    size_t count = 0;
    const absl::string_view text = *answer;
    size_t i = 0;
    while (i < text.size()) {
      if (parsing::IsAsciiSpace(text[i])) {
        ++i;
        continue;
      }
      size_t end = i;
      while (end < text.size() && !parsing::IsAsciiSpace(text[end])) ++end;
      const absl::string_view token = text.substr(i, end - i);
      int64_t code = -1;
      for (int64_t c = 0; c < 4; ++c) {
        if (token == kTokens[c]) code = c;
      }
      if (code < 0) return environments::Unparsed();
      equal = equal && count < instance.final_program.size() &&
              instance.final_program[count] == code;
      ++count;
      i = end;
    }
    if (equal && count == instance.final_program.size()) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
  std::string Reference(const AbProgramSimulationInstance& instance) const override {
    std::vector<absl::string_view> tokens;
    for (const int64_t token : instance.final_program) tokens.push_back(kTokens[token]);
    return environments::AnswerTagged(absl::StrJoin(tokens, " "));
  }
};

}  // namespace
}  // namespace ab_program_simulation_cc

absl::Status RegisterAbProgramSimulationEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<AbProgramSimulationEnvironment>());
}

}  // namespace referee
