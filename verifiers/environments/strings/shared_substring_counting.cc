#include "verifiers/environments/strings/shared_substring_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace shared_substring_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;
constexpr size_t kMaxLength = 5000;
constexpr int64_t kBiasSteps = int64_t{1} << 20;

struct SharedSubstringCountingInstance {
  std::string s;  // Over {a, b}.
  std::string t;
  std::string answer;  // Derived: the count.
};

// A pair of equal substrings is a pair of start positions (i, j) and a
// length of at most the longest common prefix of S[i:] and T[j:]; so the
// count is the sum of those LCPs, each from the one at (i+1, j+1). O(|S||T|)
// time, O(|T|) memory; the count is below |S||T| min(|S|, |T|) <= 1.25·10^11.
std::string SharedSubstrings(const std::string& s, const std::string& t) {
  std::vector<int64_t> below(t.size() + 1, 0), row(t.size() + 1, 0);
  int64_t count = 0;
  for (size_t i = s.size(); i-- > 0;) {
    for (size_t j = t.size(); j-- > 0;) {
      row[j] = s[i] == t[j] ? below[j + 1] + 1 : 0;
      count += row[j];
    }
    std::swap(row, below);
  }
  return absl::StrCat(count);
}

class SharedSubstringCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<SharedSubstringCountingInstance> {
 public:
  SharedSubstringCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"shared_substring_counting", "RLVE-Gym:SharedSubstringCounting", kMaxDifficulty,
             "Count the pairs of equal non-empty substrings (by position) of two strings over {a, "
             "b}.",
             /*difficulty_help=*/"MAX_LEN = 10, then floor(1.1 MAX_LEN) + 1 per level; lengths "
             "uniform in 2..MAX_LEN; letters with a random bias per string"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SharedSubstringCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_len = environments::RlveGrowth(10, difficulty);
    SharedSubstringCountingInstance instance;
    for (std::string* text : {&instance.s, &instance.t}) {
      const int64_t bias = rng.Uniform(0, kBiasSteps);
      const int64_t length = rng.Uniform(2, max_len);
      for (int64_t i = 0; i < length; ++i) {
        text->push_back(rng.Chance(bias, kBiasSteps) ? 'a' : 'b');
      }
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SharedSubstringCountingInstance>& fields) const override {
    fields.Letters("s", &SharedSubstringCountingInstance::s, kMaxLength, 'a', 2)
        .Letters("t", &SharedSubstringCountingInstance::t, kMaxLength, 'a', 2);
  }
  absl::Status Finish(SharedSubstringCountingInstance& instance) const override {
    instance.answer = SharedSubstrings(instance.s, instance.t);
    return absl::OkStatus();
  }
  std::string Prompt(const SharedSubstringCountingInstance& instance) const override {
    return absl::StrCat(
        "Consider the two strings\nS = ", instance.s, "\nT = ", instance.t,
        "\n\nCount the tuples (lS, rS, lT, rT) of integers with 0 <= lS < rS "
        "<= len(S) and 0 <= lT < rT <= len(T) for which the slice S[lS:rS] "
        "equals the slice T[lT:rT] (Python slice notation: the characters "
        "from index l up to, but not including, index r).\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace shared_substring_counting_cc

absl::Status RegisterSharedSubstringCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SharedSubstringCountingEnvironment>());
}

}  // namespace referee
