#include "verifiers/environments/probability/polya_model.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace polya_model_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 5;
constexpr size_t kMaxColors = 20;
constexpr int64_t kMaxCount = 1000;
constexpr size_t kMaxEvents = 20;
constexpr int64_t kMaxStep = 1000000;
constexpr uint64_t kFractionLimit = 1000000000000000000ull;  // 10^18.

struct PolyaModelInstance {
  std::vector<int64_t> counts;
  int64_t d = 0;
  std::vector<std::vector<int64_t>> events;  // [step, colour 1..T].
  std::string answer;  // Derived: p/q in lowest terms.
};

uint64_t Gcd(uint64_t a, uint64_t b) {
  while (b != 0) {
    const uint64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

// The probability in lowest terms, or nullopt if a reduced partial
// product reaches 10^18.
std::optional<std::string> Probability(const PolyaModelInstance& instance) {
  std::vector<uint64_t> balls(instance.counts.begin(), instance.counts.end());
  uint64_t total = 0;
  for (uint64_t b : balls) total += b;
  uint64_t p = 1, q = 1;
  for (const std::vector<int64_t>& event : instance.events) {
    uint64_t& colour = balls[static_cast<size_t>(event[1] - 1)];
    // p/q * c/t with c/t = colour/total in lowest terms: cancelling c with
    // q and p with t leaves the product in lowest terms (p/q and c/t are).
    const uint64_t g = Gcd(colour, total);
    const uint64_t c = colour / g, t = total / g;
    const uint64_t g1 = Gcd(c, q), g2 = Gcd(p, t);
    const unsigned __int128 np = static_cast<unsigned __int128>(p / g2) * (c / g1);
    const unsigned __int128 nq = static_cast<unsigned __int128>(q / g1) * (t / g2);
    if (np >= kFractionLimit || nq >= kFractionLimit) return std::nullopt;
    p = static_cast<uint64_t>(np);
    q = static_cast<uint64_t>(nq);
    colour += static_cast<uint64_t>(instance.d);
    total += static_cast<uint64_t>(instance.d);
  }
  return q == 1 ? absl::StrCat(p) : absl::StrCat(p, "/", q);
}

class PolyaModelEnvironment final
    : public environments::IntegerAnswerEnvironment<PolyaModelInstance> {
 public:
  PolyaModelEnvironment()
      : IntegerAnswerEnvironment(
            {"polya_model", "RLVE-Gym:PolyaModel", kMaxDifficulty,
             "Probability of given colours at given draws of a Polya urn, as a fraction.",
             /*difficulty_help=*/"MAX = 3, then floor(1.1 MAX) + 1 per level; T colours, counts, "
             "D and the last step up to MAX"},
            environments::NumberLadder::kExact) {}
  bool Fractions() const override { return true; }

 protected:
  PolyaModelInstance Make(int difficulty, tasks::Rng& rng) const override {
    PolyaModelInstance instance;
    const int64_t max = environments::RlveGrowthSize(difficulty);
    const int64_t colours = rng.Uniform(2, max);
    for (int64_t c = 0; c < colours; ++c) instance.counts.push_back(rng.Uniform(1, max));
    instance.d = rng.Uniform(1, max);
    const int64_t n = rng.Uniform(1, max);
    std::vector<int64_t> steps;
    for (int64_t s = 1; s <= n; ++s) steps.push_back(s);
    rng.Shuffle(steps);
    steps.resize(static_cast<size_t>(rng.Uniform(1, n)));
    std::sort(steps.begin(), steps.end());
    for (int64_t s : steps) instance.events.push_back({s, rng.Uniform(1, colours)});
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PolyaModelInstance>& fields) const override {
    fields.Ints("counts", &PolyaModelInstance::counts, kMaxColors, 1, kMaxCount)
        .Int("d", &PolyaModelInstance::d, 1, kMaxCount)
        .IntRows("events", &PolyaModelInstance::events, kMaxEvents, 2, 1, kMaxStep);
  }
  absl::Status Finish(PolyaModelInstance& instance) const override {
    if (instance.counts.size() < 2) {
      return environments::BadInstance("counts", "needs at least 2 colours");
    }
    if (instance.events.empty()) return environments::BadInstance("events", "must not be empty");
    for (size_t i = 0; i < instance.events.size(); ++i) {
      if (instance.events[i][1] > static_cast<int64_t>(instance.counts.size())) {
        return environments::BadInstance("events", "a colour is not in 1..T");
      }
      if (i > 0 && instance.events[i][0] <= instance.events[i - 1][0]) {
        return environments::BadInstance("events", "steps must increase");
      }
    }
    std::optional<std::string> answer = Probability(instance);
    if (!answer) {
      return environments::BadInstance(
          "events", "the probability's numerator or denominator reaches 10^18");
    }
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }
  std::string Prompt(const PolyaModelInstance& instance) const override {
    std::vector<std::string> counts, events;
    for (size_t c = 0; c < instance.counts.size(); ++c) {
      counts.push_back(absl::StrCat(instance.counts[c], " of colour ", c + 1));
    }
    for (const std::vector<int64_t>& e : instance.events) {
      events.push_back(absl::StrCat("the ball drawn at step ", e[0], " has colour ", e[1]));
    }
    return absl::StrCat(
        "A bag contains balls of ", instance.counts.size(), " colours: ",
        absl::StrJoin(counts, ", "),
        ".\n\nSteps 1, 2, 3, ... each do the following: draw one ball from the "
        "bag uniformly at random, put it back, and add ", instance.d,
        " more balls of the same colour as the drawn ball.\n\n"
        "What is the probability that all of the following happen: ",
        absl::StrJoin(events, "; "),
        "?\n\nGive the probability as a fraction p/q in lowest terms (p and q "
        "coprime non-negative integers), inside <answer> </answer> tags, for "
        "example <answer>3/10</answer>.");
  }
};

}  // namespace
}  // namespace polya_model_cc

absl::Status RegisterPolyaModelEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PolyaModelEnvironment>());
}

}  // namespace referee
