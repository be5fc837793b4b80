#include "tests/test_catalog.h"

#include "absl/strings/str_cat.h"
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

PreparedProblemPtr PrepareInstance(absl::string_view environment,
                                   const std::string& instance_json) {
  referee::v1::Problem problem;
  const absl::Status parsed = ParseJsonMessage(
      absl::StrCat(R"({"id": "instance", "environment": {"name": ")", environment,
                   R"(", "instance": )", instance_json, "}}"),
      &problem);
  EXPECT_TRUE(parsed.ok()) << instance_json << ": " << parsed;
  auto prepared = TestCatalog().tasks.Prepare(problem);
  EXPECT_TRUE(prepared.ok()) << environment << " " << instance_json << ": " << prepared.status();
  return prepared.ok() ? *prepared : nullptr;
}

absl::Status PrepareInstanceStatus(absl::string_view environment,
                                   const std::string& instance_json) {
  referee::v1::Problem problem;
  const absl::Status parsed = ParseJsonMessage(
      absl::StrCat(R"({"id": "bad", "environment": {"name": ")", environment,
                   R"(", "instance": )", instance_json, "}}"),
      &problem);
  EXPECT_TRUE(parsed.ok()) << instance_json << ": " << parsed;
  return TestCatalog().tasks.Prepare(problem).status();
}

}  // namespace testing
}  // namespace referee
