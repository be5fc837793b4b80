#include "engine/secret_files.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
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

}  // namespace referee
