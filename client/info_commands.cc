// `referee verifiers` and `referee health`.
#include <cstdio>
#include <iostream>
#include <string>

#include "absl/strings/str_join.h"
#include "client/commands.h"
#include "client/referee_client.h"
#include "engine/json_numbers.h"
#include "engine/catalog_info.h"
#include "verifiers/environments/catalog.h"

namespace referee {

int RunVerifiers(const std::string& target, bool local) {
  referee::v1::ListVerifiersResponse response;
  if (local) {
    Catalog catalog;
    absl::Status status = RegisterBuiltins(catalog);
    if (!status.ok()) {
      std::cerr << "referee verifiers: " << status << "\n";
      return 1;
    }
    DescribeVerifiers(catalog.verifiers, &response);
  } else {
    RefereeClient client(target);
    auto listed = client.ListVerifiers();
    if (!listed.ok()) {
      std::cerr << "referee verifiers: " << listed.status() << "\n";
      return 1;
    }
    response = *std::move(listed);
  }
  for (const referee::v1::VerifierInfo& info : response.verifiers()) {
    std::printf("%-18s tasks: %s\n  %s\n  scores %s to %s (full credit)\n",
                info.name().c_str(), absl::StrJoin(info.tasks(), ", ").c_str(),
                info.description().c_str(), ShortestDouble(info.floor()).c_str(),
                ShortestDouble(info.full_credit()).c_str());
    for (const referee::v1::ParamInfo& param : info.params()) {
      std::printf("  param %s (%s, default %s): %s\n", param.name().c_str(),
                  param.type().c_str(), param.default_value().c_str(),
                  param.help().c_str());
    }
  }
  return 0;
}

int RunHealth(const std::string& target, double timeout_seconds) {
  ClientOptions options;
  options.timeout_seconds = timeout_seconds;
  options.failover.retries = 0;  // The state now, as a probe wants it.
  RefereeClient client(target, options);
  auto status = client.Health();
  if (!status.ok()) {
    std::cerr << "referee health: " << status.status() << "\n";
    return 1;
  }
  std::printf("%s\n",
              grpc::health::v1::HealthCheckResponse::ServingStatus_Name(*status)
                  .c_str());
  return *status == grpc::health::v1::HealthCheckResponse::SERVING ? 0 : 1;
}

}  // namespace referee
