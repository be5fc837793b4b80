#include "server/auth.h"

#include <openssl/err.h>
#include <openssl/ssl.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace referee {
namespace {

// The newest error OpenSSL queued on this thread (callers clear the queue
// before their calls, so it is theirs).
std::string OpenSslError() {
  const unsigned long code = ERR_peek_last_error();
  ERR_clear_error();
  if (code == 0) return "unknown error";
  char text[256];
  ERR_error_string_n(code, text, sizeof(text));
  return text;
}

}  // namespace


absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> ServerCredentialsFor(
    const TlsFiles& tls) {
  if (!tls.enabled()) return grpc::InsecureServerCredentials();
  if (tls.cert.empty() || tls.key.empty()) {
    return absl::InvalidArgumentError(
        "TLS needs both --tls_cert and --tls_key (--tls_client_ca adds "
        "client certificates)");
  }
  // Load them once the way the HTTP gateway will, so a key that does not
  // match its certificate is named here, not as gRPC's "cannot bind".
  SSL_CTX* check = SSL_CTX_new(TLS_server_method());
  if (check == nullptr) return absl::InternalError("TLS: " + OpenSslError());
  const absl::Status usable = ConfigureServerTls(check, tls);
  SSL_CTX_free(check);
  if (!usable.ok()) return usable;
  grpc::SslServerCredentialsOptions options(
      tls.client_ca.empty()
          ? GRPC_SSL_DONT_REQUEST_CLIENT_CERTIFICATE
          : GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY);
  grpc::SslServerCredentialsOptions::PemKeyCertPair pair;
  absl::StatusOr<std::string> cert = ReadSecretFile("tls_cert", tls.cert);
  if (!cert.ok()) return cert.status();
  absl::StatusOr<std::string> key = ReadSecretFile("tls_key", tls.key);
  if (!key.ok()) return key.status();
  pair.cert_chain = *std::move(cert);
  pair.private_key = *std::move(key);
  options.pem_key_cert_pairs.push_back(std::move(pair));
  if (!tls.client_ca.empty()) {
    absl::StatusOr<std::string> ca = ReadSecretFile("tls_client_ca", tls.client_ca);
    if (!ca.ok()) return ca.status();
    options.pem_root_certs = *std::move(ca);
  }
  return grpc::SslServerCredentials(options);
}

absl::Status ConfigureServerTls(void* ssl_ctx, const TlsFiles& tls) {
  SSL_CTX* ctx = static_cast<SSL_CTX*>(ssl_ctx);
  ERR_clear_error();
  // An encrypted key is refused, not a passphrase prompt on the terminal.
  SSL_CTX_set_default_passwd_cb(
      ctx, [](char*, int, int, void*) -> int { return 0; });
  // Required with client verification: OpenSSL refuses to resume a session
  // (TLS 1.3 tickets, which clients reuse) without a session id context.
  static constexpr unsigned char kSessionContext[] = "referee-http";
  SSL_CTX_set_session_id_context(ctx, kSessionContext, sizeof(kSessionContext) - 1);
  if (SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION) != 1) {
    return absl::InternalError(absl::StrCat("TLS 1.2 minimum: ", OpenSslError()));
  }
  if (SSL_CTX_use_certificate_chain_file(ctx, tls.cert.c_str()) != 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("--tls_cert=", tls.cert, ": ", OpenSslError()));
  }
  if (SSL_CTX_use_PrivateKey_file(ctx, tls.key.c_str(), SSL_FILETYPE_PEM) != 1 ||
      SSL_CTX_check_private_key(ctx) != 1) {
    return absl::InvalidArgumentError(
        absl::StrCat("--tls_key=", tls.key, ": ", OpenSslError()));
  }
  if (!tls.client_ca.empty()) {
    if (SSL_CTX_load_verify_locations(ctx, tls.client_ca.c_str(), nullptr) != 1) {
      return absl::InvalidArgumentError(
          absl::StrCat("--tls_client_ca=", tls.client_ca, ": ", OpenSslError()));
    }
    // Tell clients which CAs are accepted, as gRPC does.
    STACK_OF(X509_NAME)* names = SSL_load_client_CA_file(tls.client_ca.c_str());
    if (names != nullptr) SSL_CTX_set_client_CA_list(ctx, names);
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER | SSL_VERIFY_FAIL_IF_NO_PEER_CERT,
                       nullptr);
  }
  return absl::OkStatus();
}

bool BearerMatches(absl::string_view authorization, absl::string_view token) {
  constexpr absl::string_view kScheme = "bearer ";
  if (authorization.size() < kScheme.size() ||
      !absl::EqualsIgnoreCase(authorization.substr(0, kScheme.size()), kScheme)) {
    return false;
  }
  const absl::string_view given = authorization.substr(kScheme.size());
  // Only the length (not secret enough to matter) shows in the timing:
  // every byte is compared whatever the earlier ones were.
  if (token.empty() || given.size() != token.size()) return false;
  unsigned char differ = 0;
  for (size_t i = 0; i < token.size(); ++i) {
    differ |= static_cast<unsigned char>(given[i] ^ token[i]);
  }
  return differ == 0;
}

}  // namespace referee
