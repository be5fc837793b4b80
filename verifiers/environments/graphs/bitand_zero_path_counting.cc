#include "verifiers/environments/graphs/bitand_zero_path_counting.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace bitand_zero_path_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 48;
constexpr size_t kMaxDigits = 2000;
constexpr int64_t kMod = 10000;

struct BitAndZeroPathCountingInstance {
  std::string s, t;  // Binary, no leading zero, S < T.
  std::string answer;  // Derived.
};

// Numeric comparison of binary strings without leading zeros.
bool Less(const std::string& a, const std::string& b) {
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}

std::string CountPaths(const std::string& s, const std::string& t) {
  const size_t m = t.size();
  if (s.size() == m) return "0";  // S < T share the top bit: no path.
  const size_t top_s = s.size() - 1;
  auto bit = [](const std::string& x, size_t b) {
    return b < x.size() ? x[x.size() - 1 - b] - '0' : 0;
  };
  // strings[f][len][l]: binary strings of length len, first bit f, last bit
  // l, no two adjacent 1s (mod kMod).
  std::array<std::vector<std::array<int64_t, 2>>, 2> strings;
  for (int f = 0; f < 2; ++f) {
    strings[f].assign(m + 2, {0, 0});
    strings[f][1][f] = 1;
    for (size_t len = 1; len + 1 <= m + 1; ++len) {
      strings[f][len + 1][0] = (strings[f][len][0] + strings[f][len][1]) % kMod;
      strings[f][len + 1][1] = strings[f][len][0];
    }
  }
  // ways[x]: x intermediate vertices started so far. Column m-1 holds T's
  // top bit alone.
  std::vector<int64_t> ways(m + 1, 0);
  ways[0] = 1;
  for (size_t b = m - 1; b-- > 0;) {
    const int last = bit(t, b);
    std::vector<int64_t> next(m + 1, 0);
    for (size_t x = 0; x + 1 < m; ++x) {
      if (ways[x] == 0) continue;
      if (b > top_s) {
        // No vertex starts here: x free intermediates, then T.
        const int64_t keep =
            x == 0 ? 1 : (strings[0][x + 1][last] + strings[1][x + 1][last]) % kMod;
        next[x] = (next[x] + ways[x] * keep) % kMod;
        // A new intermediate starts here (top bit 1), first on the path.
        next[x + 1] = (next[x + 1] + ways[x] * strings[1][x + 2][last]) % kMod;
      } else {
        // S is on: its bit first, x free intermediates, T last.
        next[x] = (next[x] + ways[x] * strings[bit(s, b)][x + 2][last]) % kMod;
      }
    }
    ways = std::move(next);
  }
  int64_t total = 0;
  for (int64_t w : ways) total = (total + w) % kMod;
  return absl::StrCat(total);
}

std::string RandomBinary(int64_t max_length, tasks::Rng& rng) {
  const int64_t length = rng.Uniform(1, max_length);
  std::string out = "1";
  for (int64_t i = 1; i < length; ++i) out += rng.Chance(1, 2) ? '1' : '0';
  return out;
}

class BitAndZeroPathCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<BitAndZeroPathCountingInstance> {
 public:
  BitAndZeroPathCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"bitand_zero_path_counting", "RLVE-Gym:BitAndZero_PathCounting", kMaxDifficulty,
             "Count the paths from S to T along edges s -> t with s < t and s & t = 0, modulo "
             "10000.",
             /*difficulty_help=*/"max_length = RLVE's after d + 2 updates (5, 6, 7, ...); S, T "
             "random binary numbers of up to max_length digits"},
            environments::NumberLadder::kExact) {}

 protected:
  BitAndZeroPathCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_length = environments::RlveGrowthSize(difficulty + 2);
    BitAndZeroPathCountingInstance instance;
    while (true) {
      instance.s = RandomBinary(max_length, rng);
      instance.t = RandomBinary(max_length, rng);
      if (Less(instance.t, instance.s)) std::swap(instance.s, instance.t);
      if (instance.s == instance.t) continue;
      instance.answer = CountPaths(instance.s, instance.t);
      if (instance.answer != "0" && instance.answer != "1") return instance;
    }
  }
  void DeclareFields(environments::InstanceFields<BitAndZeroPathCountingInstance>& fields) const override {
    fields.Digits("s", &BitAndZeroPathCountingInstance::s, kMaxDigits)
        .Digits("t", &BitAndZeroPathCountingInstance::t, kMaxDigits);
  }
  absl::Status Finish(BitAndZeroPathCountingInstance& instance) const override {
    if (instance.s.find_first_not_of("01") != std::string::npos || instance.s == "0") {
      return environments::BadInstance("s", "must be a positive binary number");
    }
    if (instance.t.find_first_not_of("01") != std::string::npos) {
      return environments::BadInstance("t", "must be a binary number");
    }
    if (!Less(instance.s, instance.t)) return environments::BadInstance("t", "needs S < T");
    instance.answer = CountPaths(instance.s, instance.t);
    return absl::OkStatus();
  }
  std::string Prompt(const BitAndZeroPathCountingInstance& instance) const override {
    return absl::StrCat(
        "Consider the directed graph whose vertices are all the non-negative "
        "integers 0, 1, 2, ... (infinitely many), with an edge from s to t "
        "exactly when s < t and s AND t = 0 (bitwise AND).\n\n"
        "Two vertices are given in binary (base 2):\nS = ", instance.s,
        "\nT = ", instance.t,
        "\n\nHow many different paths lead from S to T? Give the count modulo "
        "10000.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const BitAndZeroPathCountingInstance&) const override {
    return environments::AnswerRange{0, kMod - 1};
  }
};

}  // namespace
}  // namespace bitand_zero_path_counting_cc

absl::Status RegisterBitAndZeroPathCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BitAndZeroPathCountingEnvironment>());
}

}  // namespace referee
