#pragma once

// Sandbox results as the code verifiers receive them from the runner
// (proto/referee/v1/sandbox.proto), for tests that judge without running.

#include <string>
#include <utility>

#include "referee/v1/sandbox.pb.h"

namespace referee {
namespace testing {

// A program that exited normally after printing `stdout_text`.
inline v1::sandbox::Result Exited(std::string stdout_text) {
  v1::sandbox::Result result;
  result.set_outcome(v1::sandbox::EXITED);
  result.set_stdout(std::move(stdout_text));
  return result;
}

// A run that ended with `outcome` and printed nothing.
inline v1::sandbox::Result Ended(v1::sandbox::Outcome outcome) {
  v1::sandbox::Result result;
  result.set_outcome(outcome);
  return result;
}

}  // namespace testing
}  // namespace referee
