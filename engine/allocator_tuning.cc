#include "engine/allocator_tuning.h"

#include <algorithm>
#include <cstdlib>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace referee {

void KeepFreedMemory() {
#if defined(__GLIBC__)
  for (const char* variable : {"MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_",
                               "MALLOC_ARENA_MAX", "GLIBC_TUNABLES"}) {
    if (std::getenv(variable) != nullptr) return;  // The user's choice stands.
  }
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_ARENA_MAX, static_cast<int>(std::max(2u, std::thread::hardware_concurrency())));
#endif
}

}  // namespace referee
