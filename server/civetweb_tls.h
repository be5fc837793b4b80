// HTTPS for the HTTP reward gateway, on Debian 12's civetweb.
//
// civetweb 1.15 loads OpenSSL at run time: it dlopen()s "libssl.so" and
// "libcrypto.so" and resolves a table of functions by name. It was built
// for the OpenSSL 1.1 API, and one of those names, SSL_get_peer_certificate,
// is only a macro in OpenSSL 3, so the load fails; civetweb then reports
// no TLS but still accepts an "s" (HTTPS) port, and calls a null pointer
// on the first connection. EnableCivetwebTls() loads two stand-ins
// (server/civetweb_tls/) that carry those library names and complete the
// table, initialises civetweb's TLS, and checks it took — so the gateway
// either serves HTTPS or refuses to start, never crashes.
#ifndef REFEREE_SERVER_CIVETWEB_TLS_H_
#define REFEREE_SERVER_CIVETWEB_TLS_H_

#include "absl/status/status.h"

namespace referee {

// Makes civetweb able to serve TLS (once per process; later calls return
// the first answer). FailedPrecondition saying what is missing otherwise.
absl::Status EnableCivetwebTls();

}  // namespace referee

#endif  // REFEREE_SERVER_CIVETWEB_TLS_H_
