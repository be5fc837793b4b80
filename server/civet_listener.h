// Settings shared by the two civetweb listeners, /metrics (through
// prometheus-cpp's Exposer) and the HTTP reward gateway, so both are
// bounded the same way (docs/RELIABILITY.md):
//   - the request line and headers must arrive within `timeout_seconds` of
//     the connection's first byte (civetweb measures the whole header, so
//     a client trickling one byte at a time is cut off);
//   - an idle keep-alive connection is closed after `timeout_seconds`;
//   - `threads` connections are served at once, the rest wait in the
//     accept queue — so a few idle or slow clients delay a scrape by at
//     most `timeout_seconds`, never block it.
#ifndef REFEREE_SERVER_CIVET_LISTENER_H_
#define REFEREE_SERVER_CIVET_LISTENER_H_

#include <string>
#include <vector>

namespace referee {

// civetweb's option list (name, value, name, value, ...) for a listener on
// `address` (HOST:PORT; "localhost" means 127.0.0.1; port 0 picks one).
std::vector<std::string> CivetListenerOptions(const std::string& address,
                                              int threads,
                                              double timeout_seconds);

}  // namespace referee

#endif  // REFEREE_SERVER_CIVET_LISTENER_H_
