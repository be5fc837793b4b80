// The shape five divisor-sum problems share (RLVE-Gym's GCDOne_Counting,
// GCDPrime_Counting, SumLCM, SumMOD, SumProductDivisorNum): two bounds N
// and M, and an answer that is a function of them. RLVE's controller for
// all five: MAX_N_M = 5, then floor(1.5 MAX_N_M) per update; N and M are
// drawn uniformly (N first) from LowestDrawn()..MAX_N_M. Explicit
// instances: {"n": 1..MaxBound(), "m": 1..MaxBound()}. A member supplies
// its name, prompt and ladder, the bounds, and Compute(n, m).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_BOUND_PAIR_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_BOUND_PAIR_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/integer_answer.h"
#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace environments {

struct BoundPair {
  int64_t n = 1;
  int64_t m = 1;
  std::string answer;  // Derived: Compute(n, m).
};

class BoundPairEnvironment : public IntegerAnswerEnvironment<BoundPair> {
 public:
  using IntegerAnswerEnvironment<BoundPair>::IntegerAnswerEnvironment;

 protected:
  // The least N and M the generator draws (RLVE's lower bound).
  virtual int64_t LowestDrawn() const = 0;
  // The largest N and M an explicit instance may give (keeps Compute
  // bounded; the top level's MAX_N_M stays below it).
  virtual int64_t MaxBound() const = 0;
  // The reference answer, exact, in decimal.
  virtual std::string Compute(int64_t n, int64_t m) const = 0;

  BoundPair Make(int difficulty, tasks::Rng& rng) const final {
    const int64_t max_nm = RlveScaled(5, difficulty);
    BoundPair instance;
    instance.n = rng.Uniform(LowestDrawn(), max_nm);
    instance.m = rng.Uniform(LowestDrawn(), max_nm);
    return instance;
  }
  void DeclareFields(InstanceFields<BoundPair>& fields) const final {
    fields.Int("n", &BoundPair::n, 1, MaxBound()).Int("m", &BoundPair::m, 1, MaxBound());
  }
  absl::Status Finish(BoundPair& instance) const final {
    instance.answer = Compute(instance.n, instance.m);
    return absl::OkStatus();
  }
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_BOUND_PAIR_H_
