// referee-sandbox-exec: the first program bubblewrap runs inside a sandbox
// (DESIGN §12). It sets the run's resource limits, then executes the
// interpreter. Limits are set here, inside the new user namespace, rather
// than before bubblewrap starts, because RLIMIT_NPROC counts processes per
// user *and namespace level*: set outside, it would also count the
// server's own threads; set here, it counts only this run's processes.
//
//   referee-sandbox-exec CPU_SECONDS ADDRESS_BYTES PROCESSES FILES FILE_BYTES -- PROGRAM ARGS...
//
// Plain C library only, no sanitizers (an address sanitizer's shadow memory
// would not fit the address-space limit): see sandbox/CMakeLists.txt.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {

// Exit status for "the sandbox could not start the program" (bubblewrap
// passes it through); the worker reports it as a sandbox error.
constexpr int kLaunchFailed = 125;

bool ParseLimit(const char* text, rlim_t* value) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long parsed = strtoull(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0') return false;
  *value = static_cast<rlim_t>(parsed);
  return true;
}

bool SetLimit(int resource, rlim_t soft, rlim_t hard) {
  const rlimit limit{soft, hard};
  return setrlimit(resource, &limit) == 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 8 || strcmp(argv[6], "--") != 0) {
    fprintf(stderr, "referee-sandbox-exec: usage: CPU AS NPROC NOFILE FSIZE -- PROGRAM...\n");
    return kLaunchFailed;
  }
  rlim_t cpu, address, processes, files, file_bytes;
  if (!ParseLimit(argv[1], &cpu) || !ParseLimit(argv[2], &address) ||
      !ParseLimit(argv[3], &processes) || !ParseLimit(argv[4], &files) ||
      !ParseLimit(argv[5], &file_bytes)) {
    fprintf(stderr, "referee-sandbox-exec: bad limit\n");
    return kLaunchFailed;
  }
  // CPU: SIGXCPU at the limit, SIGKILL a second later if it is ignored.
  const bool limited = SetLimit(RLIMIT_CPU, cpu, cpu + 1) &&
                       SetLimit(RLIMIT_AS, address, address) &&
                       SetLimit(RLIMIT_NPROC, processes, processes) &&
                       SetLimit(RLIMIT_NOFILE, files, files) &&
                       SetLimit(RLIMIT_FSIZE, file_bytes, file_bytes) &&
                       SetLimit(RLIMIT_CORE, 0, 0) &&
                       SetLimit(RLIMIT_MEMLOCK, 0, 0) &&
                       SetLimit(RLIMIT_MSGQUEUE, 0, 0);
  if (!limited) {
    fprintf(stderr, "referee-sandbox-exec: setrlimit: %s\n", strerror(errno));
    return kLaunchFailed;
  }
  execv(argv[7], argv + 7);
  fprintf(stderr, "referee-sandbox-exec: exec %s: %s\n", argv[7], strerror(errno));
  return kLaunchFailed;
}
