// What ListVerifiers and ListEnvironments answer, built from the catalog:
// shared by the gRPC service and the CLI's --local verbs.
#ifndef REFEREE_ENGINE_CATALOG_INFO_H_
#define REFEREE_ENGINE_CATALOG_INFO_H_

#include "engine/spec.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Fills `response` with the registry's verifiers; those that judge
// programs (code_tests) only when `runs_programs` (the server's sandbox is
// on, DESIGN §12).
void DescribeVerifiers(const VerifierRegistry& registry,
                       referee::v1::ListVerifiersResponse* response,
                       bool runs_programs = false);

// Fills `response` with the environments (task types that generate), their
// verifiers and default specs.
void DescribeEnvironments(const Catalog& catalog, const DefaultSpecs& defaults,
                          referee::v1::ListEnvironmentsResponse* response);

}  // namespace referee

#endif  // REFEREE_ENGINE_CATALOG_INFO_H_
