#include "tests/test_catalog.h"

#include "gtest/gtest.h"
#include "engine/jsonl.h"

namespace referee {
namespace testing {

const Catalog& TestCatalog() {
  static const Catalog* const kCatalog = [] {
    auto* catalog = new Catalog();
    const absl::Status status = RegisterBuiltins(*catalog);
    EXPECT_TRUE(status.ok()) << status;
    return catalog;
  }();
  return *kCatalog;
}

PreparedProblemPtr Prepare(const char* json) {
  referee::v1::Problem problem;
  const absl::Status parsed = ParseJsonMessage(json, &problem);
  EXPECT_TRUE(parsed.ok()) << json << ": " << parsed;
  if (!parsed.ok()) return nullptr;
  absl::StatusOr<PreparedProblemPtr> prepared =
      TestCatalog().tasks.Prepare(std::move(problem));
  EXPECT_TRUE(prepared.ok()) << json << ": " << prepared.status();
  return prepared.ok() ? *prepared : nullptr;
}

}  // namespace testing
}  // namespace referee
