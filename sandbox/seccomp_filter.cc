#include "sandbox/seccomp_filter.h"

#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>

#include "absl/strings/str_cat.h"

namespace referee::sandbox {
namespace {

struct ContextDeleter {
  void operator()(scmp_filter_ctx ctx) const { seccomp_release(ctx); }
};
using Context = std::unique_ptr<void, ContextDeleter>;

// Refused outright: nothing a stdin-to-stdout program needs.
constexpr const char* kRefused[] = {
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp",
    "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree",
    "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
    "unshare", "setns",
    "bpf", "perf_event_open", "userfaultfd",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    "keyctl", "add_key", "request_key",
    "init_module", "finit_module", "delete_module",
    "kexec_load", "kexec_file_load", "reboot", "swapon", "swapoff",
    "syslog", "acct", "quotactl", "quotactl_fd",
    "open_by_handle_at", "name_to_handle_at",
    "personality", "uselib", "vhangup", "lookup_dcookie",
    "fanotify_init", "pidfd_getfd",
};

}  // namespace

absl::StatusOr<std::string> BuildSeccompFilter() {
  Context ctx(seccomp_init(SCMP_ACT_ALLOW));
  if (ctx == nullptr) return absl::InternalError("seccomp_init failed");
  auto add = [&](uint32_t action, int syscall, unsigned count,
                 const scmp_arg_cmp* args) -> absl::Status {
    const int rc = seccomp_rule_add_array(ctx.get(), action, syscall, count, args);
    if (rc != 0) {
      return absl::InternalError(absl::StrCat("seccomp rule for syscall ", syscall,
                                              ": error ", -rc));
    }
    return absl::OkStatus();
  };
  const uint32_t refuse = SCMP_ACT_ERRNO(EPERM);
  for (const char* name : kRefused) {
    const int syscall = seccomp_syscall_resolve_name(name);
    // A name this libseccomp or architecture does not know is no hole: the
    // kernel has no such call to make either.
    if (syscall == __NR_SCMP_ERROR) continue;
    if (absl::Status s = add(refuse, syscall, 0, nullptr); !s.ok()) return s;
  }
  // Sockets: local ones only (Python's multiprocessing uses AF_UNIX pairs).
  // The network namespace has no interface up anyway; this refuses even
  // trying, and netlink too.
  {
    const scmp_arg_cmp not_unix = SCMP_A0(SCMP_CMP_NE, AF_UNIX);
    if (absl::Status s = add(refuse, SCMP_SYS(socket), 1, &not_unix); !s.ok()) return s;
    if (absl::Status s = add(refuse, SCMP_SYS(socketpair), 1, &not_unix); !s.ok()) {
      return s;
    }
  }
  // New namespaces through clone's flags: one rule per flag (a rule's
  // comparisons are ANDed, and "masked != 0" is not one of them).
  {
    for (uint64_t flag : {uint64_t{CLONE_NEWUSER}, uint64_t{CLONE_NEWNS},
                          uint64_t{CLONE_NEWPID}, uint64_t{CLONE_NEWNET},
                          uint64_t{CLONE_NEWIPC}, uint64_t{CLONE_NEWUTS},
                          uint64_t{CLONE_NEWCGROUP}}) {
      const scmp_arg_cmp has_flag = SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag);
      if (absl::Status s = add(refuse, SCMP_SYS(clone), 1, &has_flag); !s.ok()) return s;
    }
  }
  if (absl::Status s = add(SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0, nullptr);
      !s.ok()) {
    return s;
  }
  // Pushing characters into a terminal's input (no terminal is there, and
  // bubblewrap's --new-session refuses it too). The kernel reads the
  // request as 32 bits: compare only those, so high bits do not slip by.
  for (unsigned long request : {static_cast<unsigned long>(TIOCSTI),
                                static_cast<unsigned long>(TIOCLINUX)}) {
    const scmp_arg_cmp is_request = SCMP_A1(SCMP_CMP_MASKED_EQ, 0xFFFFFFFFu, request);
    if (absl::Status s = add(refuse, SCMP_SYS(ioctl), 1, &is_request); !s.ok()) return s;
  }
  const int fd = memfd_create("referee-seccomp", MFD_CLOEXEC);
  if (fd < 0) return absl::InternalError("memfd_create for the seccomp filter failed");
  if (const int rc = seccomp_export_bpf(ctx.get(), fd); rc != 0) {
    close(fd);
    return absl::InternalError(absl::StrCat("seccomp_export_bpf: error ", -rc));
  }
  std::string program;
  lseek(fd, 0, SEEK_SET);
  char buffer[4096];
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) program.append(buffer, n);
  close(fd);
  if (program.empty()) return absl::InternalError("the seccomp filter is empty");
  return program;
}

}  // namespace referee::sandbox
