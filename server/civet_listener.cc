#include "server/civet_listener.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/notification.h"
#include "absl/time/time.h"

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

namespace {

// One connection attempt to the listener, abandoned after at most 20 ms.
void Poke(const sockaddr_storage& target, socklen_t length) {
  const int fd = socket(target.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return;
  if (connect(fd, reinterpret_cast<const sockaddr*>(&target), length) != 0 &&
      errno == EINPROGRESS) {
    pollfd wait{fd, POLLOUT, 0};
    (void)poll(&wait, 1, 20);
  }
  close(fd);
}

// Where to connect to reach a listener on `address`: its host, or the
// loopback address of its family when it listens on every interface.
bool ListenerTarget(const std::string& address, int port, sockaddr_storage* target,
                    socklen_t* length) {
  std::string host;
  const size_t colon = address.rfind(':');
  if (colon != std::string::npos) host = address.substr(0, colon);
  std::memset(target, 0, sizeof(*target));
  if (absl::StartsWith(host, "[")) {  // [v6]:port
    host = host.substr(1, host.size() >= 2 ? host.size() - 2 : 0);
    if (host.empty() || host == "::") host = "::1";
    auto* v6 = reinterpret_cast<sockaddr_in6*>(target);
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons(static_cast<uint16_t>(port));
    *length = sizeof(*v6);
    return inet_pton(AF_INET6, host.c_str(), &v6->sin6_addr) == 1;
  }
  if (host.empty() || host == "0.0.0.0" || host == "localhost") host = "127.0.0.1";
  auto* v4 = reinterpret_cast<sockaddr_in*>(target);
  v4->sin_family = AF_INET;
  v4->sin_port = htons(static_cast<uint16_t>(port));
  *length = sizeof(*v4);
  return inet_pton(AF_INET, host.c_str(), &v4->sin_addr) == 1;
}

}  // namespace

void StopCivetListener(const std::string& address, int port,
                       const std::function<void()>& stop) {
  sockaddr_storage target;
  socklen_t length = 0;
  if (port <= 0 || !ListenerTarget(address, port, &target, &length)) {
    stop();  // Nowhere to connect: civetweb's own 2 s.
    return;
  }
  absl::Notification stopped;
  std::thread waker([&] {
    do {
      Poke(target, length);
    } while (!stopped.WaitForNotificationWithTimeout(absl::Milliseconds(5)));
  });
  stop();
  stopped.Notify();
  waker.join();
}

}  // namespace referee
