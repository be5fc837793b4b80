// libFuzzer target for the JSON(L) loaders: --problems lines, rollouts
// files and JSON requests (with Rollout.output's bytes-as-text twin), the
// depth check before them, UTF-8 validation, and the problem checks a
// parsed Problem goes through (TaskRegistry::Prepare). No input may crash,
// hang or leak; a parsed request prints and parses back the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "absl/strings/string_view.h"
#include "google/protobuf/util/message_differencer.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/jsonl.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/parsing/utf8.h"

namespace {

const referee::Catalog& TheCatalog() {
  static referee::Catalog* catalog = [] {
    auto* c = new referee::Catalog();
    if (!referee::RegisterBuiltins(*c, {}).ok()) std::abort();
    return c;
  }();
  return *catalog;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 16 * 1024) return 0;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  size_t bad = 0;
  if (!referee::parsing::IsValidUtf8(text, &bad) && bad >= size) std::abort();
  (void)referee::CheckJsonDepth(text, 32);
  referee::v1::Problem problem;
  if (referee::ParseJsonMessage(text, &problem).ok()) {
    (void)TheCatalog().tasks.Prepare(problem);
  }
  referee::v1::Rollout rollout;
  (void)referee::ParseJsonMessage(text, &rollout);
  referee::v1::ScoreRequest request;
  if (referee::ParseJsonMessage(text, &request).ok()) {
    // Every parsed request prints and parses back to the same message.
    referee::v1::ScoreRequest again;
    if (!referee::ParseJsonMessage(referee::PrintJsonLine(request), &again).ok() ||
        !google::protobuf::util::MessageDifferencer::Equals(again, request)) {
      std::abort();
    }
  }
  return 0;
}
