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

#include <functional>
#include <string>
#include <vector>

namespace referee {

// civetweb's option list (name, value, name, value, ...) for a listener on
// `address` (HOST:PORT; "localhost" means 127.0.0.1; port 0 picks one).
std::vector<std::string> CivetListenerOptions(const std::string& address,
                                              int threads,
                                              double timeout_seconds);

// Runs `stop` (mg_stop, directly or through prometheus-cpp's Exposer) for
// the listener on `address` (as given above), bound to `port`, without
// civetweb's idle wait: its listening thread sees a stop only when poll()
// returns, every 2 s (SOCKET_TIMEOUT_QUANTUM, fixed in Debian's library) or
// at a new connection, so each listener added 2 s to every exit. While
// `stop` runs, a helper connects to the listener every few milliseconds
// (non-blocking, closed at once: never a wait of its own).
void StopCivetListener(const std::string& address, int port,
                       const std::function<void()>& stop);

}  // namespace referee

#endif  // REFEREE_SERVER_CIVET_LISTENER_H_
