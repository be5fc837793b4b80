#include "server/civetweb_tls.h"

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "civetweb.h"

namespace referee {
namespace {

// Where the stand-ins are: next to an installed binary
// (<prefix>/bin/referee-server, <prefix>/lib/referee/), then the build tree.
std::vector<std::string> StandInDirectories() {
  std::vector<std::string> dirs;
  char exe[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
  if (n > 0) {
    std::string path(exe, static_cast<size_t>(n));
    const size_t slash = path.rfind('/');
    if (slash != std::string::npos) {
      const std::string dir = path.substr(0, slash);
      dirs.push_back(dir + "/../lib/referee");
      dirs.push_back(dir + "/lib/referee");
    }
  }
  dirs.push_back(REFEREE_CIVETWEB_TLS_BUILD_DIR);
  return dirs;
}

// Loads lib<name>.so from the first directory that has it, globally, so
// civetweb's own dlopen("lib<name>.so") finds it by its SONAME.
bool LoadStandIn(const std::vector<std::string>& dirs, const char* name,
                 std::vector<std::string>& errors) {
  for (const std::string& dir : dirs) {
    const std::string path = absl::StrCat(dir, "/libreferee_civetweb_", name, ".so");
    if (access(path.c_str(), R_OK) != 0) continue;
    if (dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL) != nullptr) return true;
    errors.push_back(dlerror());
    return false;
  }
  errors.push_back(absl::StrCat("libreferee_civetweb_", name, ".so not found in ",
                                absl::StrJoin(dirs, ", ")));
  return false;
}

absl::Status EnableOnce() {
  const std::vector<std::string> dirs = StandInDirectories();
  std::vector<std::string> errors;
  // crypto first: the ssl stand-in's libssl.so.3 needs it, and civetweb
  // opens "libcrypto.so" too.
  LoadStandIn(dirs, "crypto", errors);
  LoadStandIn(dirs, "ssl", errors);
  // Without the stand-ins this may still work where libssl.so is OpenSSL
  // 1.1. What mg_init_library returns says whether OpenSSL loaded
  // (mg_check_feature only says civetweb was built with TLS).
  if ((mg_init_library(MG_FEATURES_TLS) & MG_FEATURES_TLS) == 0) {
    return absl::FailedPreconditionError(absl::StrCat(
        "civetweb could not load OpenSSL, so the HTTP gateway cannot serve "
        "TLS (", absl::StrJoin(errors, "; "), ")"));
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status EnableCivetwebTls() {
  static const absl::Status* status = new absl::Status(EnableOnce());
  return *status;
}

}  // namespace referee
