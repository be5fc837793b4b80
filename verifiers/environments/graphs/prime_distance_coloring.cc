#include "verifiers/environments/graphs/prime_distance_coloring.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace prime_distance_coloring_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 10;  // MAX_N = 316.
constexpr int64_t kMaxVertices = 316;

struct PrimeDistanceColoringInstance {
  int64_t n = 0;
  // Derived (Finish): the primes below n (the distances that join two of
  // 1..n) and the chromatic number.
  std::vector<int64_t> primes;
  int64_t chromatic = 0;
};

class PrimeDistanceColoringEnvironment final
    : public environments::LadderEnvironment<PrimeDistanceColoringInstance> {
 public:
  PrimeDistanceColoringEnvironment()
      : LadderEnvironment(
            {"prime_distance_coloring", "RLVE-Gym:PrimeGraph_MinimumChromaticNumber",
             kMaxDifficulty,
             "Colour the vertices 1..N, two of them adjacent iff their difference is a prime, "
             "with as few colours as possible.",
             /*difficulty_help=*/"MAX_N = 6, then floor(1.5 MAX_N) per level (141 at d = 8; "
             "316 at the top, d = 10); N uniform in 3..MAX_N"},
            {"RLVE PrimeGraph_MinimumChromaticNumber ladder: -1 unparseable, -0.5 not N "
             "colours, two vertices at a prime distance alike or a colour past 64 bits, else "
             "(chromatic number / colours used)^beta.",
             /*beta=*/5}) {}

 protected:
  PrimeDistanceColoringInstance Make(int difficulty, tasks::Rng& rng) const override {
    PrimeDistanceColoringInstance instance;
    instance.n = rng.Uniform(3, environments::RlveScaled(6, difficulty));
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<PrimeDistanceColoringInstance>& fields) const override {
    fields.Int("n", &PrimeDistanceColoringInstance::n, 3, kMaxVertices);
  }

  absl::Status Finish(PrimeDistanceColoringInstance& instance) const override {
    instance.primes.clear();
    for (int64_t p = 2; p < instance.n; ++p) {
      bool prime = true;
      for (int64_t d = 2; d * d <= p; ++d) prime = prime && p % d != 0;
      if (prime) instance.primes.push_back(p);
    }
    instance.chromatic = instance.n <= 4 ? 2 : instance.n <= 6 ? 3 : 4;
    return absl::OkStatus();
  }

  std::string Prompt(const PrimeDistanceColoringInstance& instance) const override {
    return absl::StrCat(
        "Take the **undirected graph** on the ", instance.n, " vertices numbered 1 to ",
        instance.n, " in which two vertices u and v are joined by an edge exactly when |u - v| "
        "is a prime number.\n\nGive every vertex i an integer colour c_i so that the two ends "
        "of every edge get different colours, using as **few distinct colours** as you can.\n\n"
        "Write the colours inside <answer> </answer> tags on one line as c_1 c_2 ... c_",
        instance.n, " (the colour of vertex 1 first), separated by spaces; for example "
        "<answer>5 7 9</answer> gives vertex 1 colour 5, vertex 2 colour 7 and vertex 3 colour 9.");
  }

  std::string Reference(const PrimeDistanceColoringInstance& instance) const override {
    // By t = N - i, the distance from vertex N (prime distances are the
    // same read backwards): t / 2 (0 0 1 1 2 2) up to N = 6; from N = 7 on
    // 0, 2, 1, 3 by t mod 4 (a renaming of i mod 4). Either way vertex N
    // gets 0 and vertex N - 2 gets 1, so the last colour raised by one
    // clashes (the registry's corruption test).
    std::string answer;
    for (int64_t i = 1; i <= instance.n; ++i) {
      const int64_t t = instance.n - i;
      static constexpr int64_t kByResidue[] = {0, 2, 1, 3};
      absl::StrAppend(&answer, i == 1 ? "" : " ", instance.n >= 7 ? kByResidue[t % 4] : t / 2);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const PrimeDistanceColoringInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != n) return environments::Invalid();
    const std::vector<int64_t>& colour = answer->values;
    for (const int64_t c : colour) {
      if (c == parsing::kHugeToken) return environments::Invalid();  // Past 64 bits.
    }
    for (const int64_t p : instance.primes) {
      for (size_t i = 0; i + static_cast<size_t>(p) < n; ++i) {
        if (colour[i] == colour[i + static_cast<size_t>(p)]) return environments::Invalid();
      }
    }
    std::vector<int64_t> distinct = colour;
    std::sort(distinct.begin(), distinct.end());
    const int64_t used = std::unique(distinct.begin(), distinct.end()) - distinct.begin();
    // used >= chromatic for a proper colouring.
    return environments::Graded(instance.chromatic, used, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace prime_distance_coloring_cc

absl::Status RegisterPrimeDistanceColoringEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<PrimeDistanceColoringEnvironment>());
}

}  // namespace referee
