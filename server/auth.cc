#include "server/auth.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace referee {

absl::StatusOr<std::string> ReadSecretFile(absl::string_view flag,
                                           const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    return absl::NotFoundError(absl::StrCat("--", flag, "=", path, ": cannot read"));
  }
  std::ostringstream content;
  content << file.rdbuf();
  return content.str();
}

absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> ServerCredentialsFor(
    const TlsFiles& tls) {
  if (!tls.enabled()) return grpc::InsecureServerCredentials();
  if (tls.cert.empty() || tls.key.empty()) {
    return absl::InvalidArgumentError(
        "TLS needs both --tls_cert and --tls_key (--tls_client_ca adds "
        "client certificates)");
  }
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

absl::StatusOr<std::string> LoadAuthToken(const std::string& token_file) {
  if (token_file.empty()) {
    const char* from_env = std::getenv("REFEREE_AUTH_TOKEN");
    return std::string(from_env == nullptr
                           ? ""
                           : absl::StripAsciiWhitespace(from_env));
  }
  absl::StatusOr<std::string> content = ReadSecretFile("auth_token_file", token_file);
  if (!content.ok()) return content.status();
  std::string token(absl::StripAsciiWhitespace(*content));
  if (token.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--auth_token_file=", token_file, ": empty"));
  }
  return token;
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
