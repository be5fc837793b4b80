// The built-in catalog (every verifier and task type) for tests, built once,
// and problems prepared from JSON the way the store prepares them.
#ifndef REFEREE_TESTS_TEST_CATALOG_H_
#define REFEREE_TESTS_TEST_CATALOG_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/prepared_problem.h"

namespace referee {
namespace testing {

// Built on first use with default TaskOptions; never destroyed.
const Catalog& TestCatalog();

// A problem from proto3 JSON, prepared by TestCatalog().tasks (checked,
// ground truth filled in). Fails the current test and returns null if the
// JSON or the problem is bad.
PreparedProblemPtr Prepare(const char* json);

// The explicit instance `instance_json` (a JSON object) of `environment`,
// prepared (nullptr, with a test failure naming the error, if rejected).
PreparedProblemPtr PrepareInstance(absl::string_view environment,
                                   const std::string& instance_json);

// What preparing an explicit instance of `environment` (the JSON object
// `instance_json`) answers: OK, or the error naming the bad field. For the
// bad-instance tables of the environments' tests.
absl::Status PrepareInstanceStatus(absl::string_view environment,
                                   const std::string& instance_json);

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_TEST_CATALOG_H_
