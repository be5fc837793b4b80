#include "sandbox/framing.h"

#include <errno.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>

#include "absl/strings/str_cat.h"

namespace referee::sandbox {
namespace {

absl::Status WriteAll(int fd, const char* data, size_t size) {
  while (size > 0) {
    // MSG_NOSIGNAL: a worker gone is an error here, not SIGPIPE. A pipe
    // (a worker driven by hand) is written plainly.
    ssize_t n = send(fd, data, size, MSG_NOSIGNAL);
    if (n < 0 && errno == ENOTSOCK) n = write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return absl::UnavailableError(absl::StrCat("write: errno ", errno));
    data += n;
    size -= static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

// Reads exactly `size` bytes; `*got_any` says whether any came.
absl::Status ReadAll(int fd, char* data, size_t size, bool* got_any) {
  while (size > 0) {
    const ssize_t n = read(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return absl::UnavailableError(absl::StrCat("read: errno ", errno));
    if (n == 0) {
      return *got_any ? absl::DataLossError("torn frame")
                      : absl::UnavailableError("end of stream");
    }
    *got_any = true;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status WriteFrame(int fd, absl::string_view bytes) {
  if (bytes.size() > kMaxFrameBytes) return absl::DataLossError("frame too large");
  const uint32_t size = static_cast<uint32_t>(bytes.size());
  const char header[4] = {static_cast<char>(size & 0xff), static_cast<char>((size >> 8) & 0xff),
                          static_cast<char>((size >> 16) & 0xff),
                          static_cast<char>((size >> 24) & 0xff)};
  if (absl::Status s = WriteAll(fd, header, 4); !s.ok()) return s;
  return WriteAll(fd, bytes.data(), bytes.size());
}

absl::Status ReadFrame(int fd, std::string* bytes) {
  unsigned char header[4];
  bool got_any = false;
  if (absl::Status s = ReadAll(fd, reinterpret_cast<char*>(header), 4, &got_any); !s.ok()) {
    return s;
  }
  const uint32_t size = uint32_t{header[0]} | uint32_t{header[1]} << 8 |
                        uint32_t{header[2]} << 16 | uint32_t{header[3]} << 24;
  if (size > kMaxFrameBytes) return absl::DataLossError("frame too large");
  bytes->resize(size);
  return ReadAll(fd, bytes->data(), size, &got_any);
}

}  // namespace referee::sandbox
