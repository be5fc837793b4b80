// Stands in for "libssl.so" when civetweb loads OpenSSL (see
// server/civetweb_tls.h). Everything resolves to the real libssl.so.3 this
// library depends on, plus the one function OpenSSL 3 renamed: civetweb
// 1.15 was built against the 1.1 API and asks for SSL_get_peer_certificate,
// which OpenSSL 3 keeps only as a macro for SSL_get1_peer_certificate. Both
// return a new reference the caller frees, so the mapping is exact.
#include <openssl/ssl.h>

#undef SSL_get_peer_certificate

extern "C" __attribute__((visibility("default"))) X509* SSL_get_peer_certificate(
    const SSL* ssl) {
  return SSL_get1_peer_certificate(ssl);
}
