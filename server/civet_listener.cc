#include "server/civet_listener.h"

#include <algorithm>
#include <cstdint>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace referee {

std::vector<std::string> CivetListenerOptions(const std::string& address,
                                              int threads,
                                              double timeout_seconds) {
  std::string listen = address;
  // civetweb takes addresses, not names.
  if (absl::StartsWith(listen, "localhost:")) {
    listen = absl::StrCat("127.0.0.1", listen.substr(9));
  }
  const std::string timeout_ms = absl::StrCat(
      std::max<int64_t>(1, static_cast<int64_t>(timeout_seconds * 1000)));
  return {"listening_ports", listen,
          "num_threads", absl::StrCat(std::max(1, threads)),
          "request_timeout_ms", timeout_ms,
          "keep_alive_timeout_ms", timeout_ms,
          "enable_keep_alive", "yes"};
}

}  // namespace referee
