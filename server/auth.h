// Transport security and bearer tokens (DESIGN §10, docs/RELIABILITY.md):
// TLS or mutual TLS on gRPC and the HTTP gateway, and a shared bearer token
// checked on every Referee call (gRPC metadata `authorization: Bearer …`,
// the HTTP `Authorization` header). Health checks stay open, so probes need
// no secret.
#ifndef REFEREE_SERVER_AUTH_H_
#define REFEREE_SERVER_AUTH_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "engine/secret_files.h"
#include "absl/strings/string_view.h"
#include "grpcpp/security/server_credentials.h"

namespace referee {

// PEM file paths; all empty means plaintext.
struct TlsFiles {
  std::string cert;       // --tls_cert: the server's certificate chain.
  std::string key;        // --tls_key: its private key.
  std::string client_ca;  // --tls_client_ca: set = mutual TLS, clients must
                          // present a certificate this CA signed.
  bool enabled() const { return !cert.empty() || !key.empty() || !client_ca.empty(); }
};

// gRPC server credentials for `tls` (InsecureServerCredentials when not
// enabled). InvalidArgument when the cert or key is missing or unreadable.
absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> ServerCredentialsFor(
    const TlsFiles& tls);

// Sets up an OpenSSL SSL_CTX for a server (the HTTP gateway's, from
// civetweb's init_ssl callback): the certificate chain and key of `tls`, TLS 1.2 at least,
// and, with `tls.client_ca`, mutual TLS (a client certificate signed by
// that CA is required). InvalidArgument naming the file that failed.
absl::Status ConfigureServerTls(void* ssl_ctx, const TlsFiles& tls);

// True when `authorization` is "Bearer <token>" (the scheme in any case).
// Compares in time independent of where the values differ.
bool BearerMatches(absl::string_view authorization, absl::string_view token);

}  // namespace referee

#endif  // REFEREE_SERVER_AUTH_H_
