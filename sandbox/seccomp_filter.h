// The seccomp filter every sandboxed program runs under (DESIGN §12), built
// with libseccomp and handed to bubblewrap (`--seccomp FD`), which loads it
// right before it executes the program's launcher.
#ifndef REFEREE_SANDBOX_SECCOMP_FILTER_H_
#define REFEREE_SANDBOX_SECCOMP_FILTER_H_

#include <string>

#include "absl/status/statusor.h"

namespace referee::sandbox {

// The filter as a classic BPF program (what `--seccomp` reads). Allows what
// an interpreter needs and refuses (EPERM) what a program scored for its
// stdout never does: sockets other than AF_UNIX, ptrace and reading other
// processes' memory, mounts and namespaces (unshare, setns, clone with
// CLONE_NEW* flags), keyrings, bpf, perf_event_open, io_uring,
// userfaultfd, modules, kexec, reboot, swap, syslog, acct, quotactl,
// handles to files by inode, and the terminal-injecting ioctls. clone3
// answers ENOSYS (its flags are behind a pointer a filter cannot read, so
// the C library falls back to clone, whose flags it can). Other
// architectures' system calls kill the process.
absl::StatusOr<std::string> BuildSeccompFilter();

}  // namespace referee::sandbox

#endif  // REFEREE_SANDBOX_SECCOMP_FILTER_H_
