// Messages between the server and its sandbox workers (DESIGN §12): each
// one is its length (4 bytes, little-endian) and its serialized bytes.
#ifndef REFEREE_SANDBOX_FRAMING_H_
#define REFEREE_SANDBOX_FRAMING_H_

#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace referee::sandbox {

// Larger frames are refused (a program, its stdin and its captured output
// are each bounded far below this).
inline constexpr size_t kMaxFrameBytes = size_t{64} << 20;

// Blocking; EINTR retried. Unavailable at end of stream, DataLoss on a
// torn or oversized frame.
absl::Status WriteFrame(int fd, absl::string_view bytes);
absl::Status ReadFrame(int fd, std::string* bytes);

}  // namespace referee::sandbox

#endif  // REFEREE_SANDBOX_FRAMING_H_
