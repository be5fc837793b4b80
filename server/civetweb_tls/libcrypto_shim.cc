// Stands in for "libcrypto.so" when civetweb loads OpenSSL (see
// server/civetweb_tls.h): it defines nothing, it only depends on the real
// libcrypto.so.3, so a lookup through it finds OpenSSL 3's symbols. The
// runtime image has no unversioned libcrypto.so (that is libssl-dev's).
