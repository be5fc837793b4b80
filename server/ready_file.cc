#include "server/ready_file.h"

#include <cstdio>
#include <fstream>

#include "absl/strings/str_cat.h"

namespace referee {

absl::Status WriteReadyFile(const std::string& path, int grpc_port,
                            int metrics_port, int http_port) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp);
    out << "{\"grpc_port\": " << grpc_port << ", \"metrics_port\": " << metrics_port
        << ", \"http_port\": " << http_port << "}\n";
    if (!out) return absl::InternalError(absl::StrCat("cannot write ", tmp));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    return absl::InternalError(absl::StrCat("cannot rename to ", path));
  }
  return absl::OkStatus();
}

}  // namespace referee
