// The shared reward test vectors as ScoreRequests with their expectations.
#ifndef REFEREE_TESTS_INTEGRATION_VECTORS_H_
#define REFEREE_TESTS_INTEGRATION_VECTORS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"
#include "tests/vector.pb.h"
#include "verifiers/registry.h"

namespace referee {
namespace testing {

struct VectorCase {
  int line = 0;
  referee::testing::Vector vector;
  referee::v1::ScoreRequest request;  // Inline problems, details on.
};

// Every line of the vectors file whose spec uses only verifiers `registry`
// has. Fails (not skips) when the file is missing.
absl::StatusOr<std::vector<VectorCase>> LoadVectors(
    const VerifierRegistry& registry);

// Empty if `response` matches the expectation within 1e-6 on the keys
// present; else what differs.
std::string CompareToExpected(const VectorCase& c,
                              const referee::v1::ScoreResponse& response);

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_INTEGRATION_VECTORS_H_
