#include "verifiers/environments/probability/cinema_seating_probability.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace cinema_seating_probability_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 14;  // MAX_N_K = 1066.
constexpr int64_t kMaxSeats = 1066;
// CPython's default int_max_str_digits: RLVE's int() reads no longer part.
constexpr size_t kMaxDigits = 4300;
constexpr absl::string_view kAsciiSpace(" \t\n\r\v\f");

struct CinemaSeatingProbabilityInstance {
  int64_t n = 1;
  int64_t k = 1;
  std::string a;  // Derived: the reduced numerator, in decimal.
  std::string b;  // Derived: the reduced denominator, in decimal.
};

void SetProbability(CinemaSeatingProbabilityInstance& instance) {
  const uint32_t n = static_cast<uint32_t>(instance.n);
  const uint32_t k = static_cast<uint32_t>(instance.k);
  // g = gcd(K - N + 1, K^N): each step takes out the part of K still
  // dividing the rest, N steps at most.
  uint32_t rest = k - n + 1, g = 1;
  for (uint32_t step = 0; step < n; ++step) {
    const uint32_t t = std::gcd(rest, k);
    if (t == 1) break;
    rest /= t;
    g *= t;  // g divides K - N + 1 <= K.
  }
  environments::BigNat a(rest);  // (K - N + 1) / g.
  for (uint32_t i = 1; i < n; ++i) a *= k + 1;
  environments::BigNat b(1);
  for (uint32_t i = 0; i < n; ++i) b *= k;
  uint32_t remainder = 0;
  b = b.DivSmall(g, &remainder);  // Exact: g divides K^N.
  instance.a = a.Text();
  instance.b = b.Text();
}

class CinemaSeatingProbabilityEnvironment final
    : public environments::LadderEnvironment<CinemaSeatingProbabilityInstance> {
 public:
  CinemaSeatingProbabilityEnvironment()
      : LadderEnvironment(
            {"cinema_seating_probability", "RLVE-Gym:Cinema", kMaxDifficulty,
             "N people each pick a random seat of 1..K and take the first free seat from there "
             "on; give the probability that everyone sits as a reduced fraction A B.",
             /*difficulty_help=*/"MAX_N_K = 4, then floor(1.5 MAX_N_K) per level; N uniform "
             "in 2..MAX_N_K, K uniform in N..MAX_N_K"},
            {"RLVE Cinema ladder: -1 not exactly two integers, 1 the reduced pair A B, 0 any "
             "other pair."}) {}

 protected:
  CinemaSeatingProbabilityInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nk = environments::RlveScaled(4, difficulty);
    CinemaSeatingProbabilityInstance instance;
    instance.n = rng.Uniform(2, max_nk);
    instance.k = rng.Uniform(instance.n, max_nk);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<CinemaSeatingProbabilityInstance>& fields) const override {
    using I = CinemaSeatingProbabilityInstance;
    fields.Int("n", &I::n, 1, kMaxSeats)
        .Int("k", &I::k, [](const I& x) { return x.n; }, kMaxSeats);
  }
  absl::Status Finish(CinemaSeatingProbabilityInstance& instance) const override {
    SetProbability(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const CinemaSeatingProbabilityInstance& instance) const override {
    return absl::StrCat(
        "A cinema has ", instance.k, " seats in a row, numbered 1 to ", instance.k, ". ",
        instance.n,
        " people come in one after another. Each person, independently of everything "
        "else, picks a number L uniformly at random from 1 to ", instance.k,
        ", then walks to seat L and takes the first free seat among L, L + 1, ..., ",
        instance.k,
        " (seat L itself if it is free). If all of those seats are taken, the person "
        "stays standing.\n\n"
        "What is the probability that all ", instance.n,
        " people get a seat? Write it as a fraction A/B in lowest terms (gcd(A, B) = 1).\n\n"
        "Put your final answer inside <answer> </answer> tags: the two integers A and B "
        "separated by a space, e.g. <answer>3 8</answer> for 3/8.");
  }
  std::string Reference(const CinemaSeatingProbabilityInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.a, " ", instance.b));
  }

  absl::StatusOr<Verdict> Grade(const CinemaSeatingProbabilityInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // The whitespace-separated tokens; a third one already fails.
    std::vector<absl::string_view> tokens;
    absl::string_view rest = environments::PythonStrip(*answer);
    while (!rest.empty() && tokens.size() <= 2) {
      const size_t start = rest.find_first_not_of(kAsciiSpace);
      if (start == absl::string_view::npos) break;
      rest.remove_prefix(start);
      const size_t end = std::min(rest.find_first_of(kAsciiSpace), rest.size());
      tokens.push_back(rest.substr(0, end));
      rest.remove_prefix(end);
    }
    if (tokens.size() != 2) return environments::Unparsed();
    std::optional<std::string> values[2];
    for (size_t i = 0; i < 2; ++i) {
      values[i] = parsing::CanonicalInteger(tokens[i]);
      if (!values[i]) return environments::Unparsed();
      const size_t digits = values[i]->size() - ((*values[i])[0] == '-' ? 1 : 0);
      if (digits > kMaxDigits) return environments::Unparsed();  // Python's int() refuses.
    }
    if (*values[0] == instance.a && *values[1] == instance.b) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace cinema_seating_probability_cc

absl::Status RegisterCinemaSeatingProbabilityEnvironment(Catalog& catalog,
                                                         const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<CinemaSeatingProbabilityEnvironment>());
}

}  // namespace referee
