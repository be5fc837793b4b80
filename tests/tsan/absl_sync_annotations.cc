// ThreadSanitizer builds only (REFEREE_SANITIZE=thread): make Debian's
// uninstrumented Abseil synchronisation visible to TSan.
//
// libabsl_synchronization is not built with -fsanitize=thread, so TSan sees
// none of the ordering an absl::Mutex, CondVar or Notification provides and
// reports every access they guard as a race — in our code and in gRPC's,
// which locks absl::Mutex too. This library is linked ahead of Abseil into
// every TSan binary; it defines the public entry points under their
// mangled names (so ours win the symbol lookup, for us and for gRPC),
// forwards to the real ones (dlsym RTLD_NEXT), and tells TSan what they
// mean: a lock acquires the mutex, an unlock releases it, Notify releases
// what the waiter acquires. absl::Status's out-of-line reference drop is
// annotated the same way (at the end of this file).
//
// While the real function runs, the thread's memory accesses are ignored:
// Abseil evaluates absl::Condition predicates (our code, instrumented) from
// inside Lock/Unlock/Await, on whichever thread holds the lock at that
// moment, where TSan cannot tell the lock is held.
//
// No Abseil header is included: these definitions carry the same symbol
// names as Abseil's declarations, so they must not see them. Abseil
// 20220623 as Debian 12 ships it (inline namespace debian3).
#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" {
void __tsan_acquire(void* addr);
void __tsan_release(void* addr);
void __tsan_ignore_thread_begin();
void __tsan_ignore_thread_end();
}

namespace {

// absl::Duration and absl::Time (one Duration): passed in two registers.
struct DurationBits {
  int64_t hi;
  uint32_t lo;
};

template <typename Fn>
Fn Real(const char* name) {
  void* fn = dlsym(RTLD_NEXT, name);
  if (fn == nullptr) {
    std::fprintf(stderr, "tsan absl annotations: %s not found\n", name);
    std::abort();
  }
  return reinterpret_cast<Fn>(fn);
}

// Runs `call` with this thread's accesses ignored.
template <typename Call>
auto Quietly(Call call) {
  __tsan_ignore_thread_begin();
  auto result = call();
  __tsan_ignore_thread_end();
  return result;
}

// absl::Notification is {Mutex mutex_; std::atomic<bool> notified_yet_;}:
// HasBeenNotified() is inline (instrumented) and loads notified_yet_, so
// Notify releases that address as well as the object's.
void* NotifiedFlag(const void* notification) {
  return static_cast<char*>(const_cast<void*>(notification)) + sizeof(intptr_t);
}

}  // namespace

// Each block: the symbol, its real function, and the annotation.
#define REFEREE_REAL(type, symbol) \
  static const auto real = Real<type>(#symbol)

extern "C" {

// ---- absl::Mutex
void _ZN4absl7debian35Mutex4LockEv(void* mu) {
  REFEREE_REAL(void (*)(void*), _ZN4absl7debian35Mutex4LockEv);
  Quietly([&] { real(mu); return 0; });
  __tsan_acquire(mu);
}
void _ZN4absl7debian35Mutex10ReaderLockEv(void* mu) {
  REFEREE_REAL(void (*)(void*), _ZN4absl7debian35Mutex10ReaderLockEv);
  Quietly([&] { real(mu); return 0; });
  __tsan_acquire(mu);
}
bool _ZN4absl7debian35Mutex7TryLockEv(void* mu) {
  REFEREE_REAL(bool (*)(void*), _ZN4absl7debian35Mutex7TryLockEv);
  const bool locked = Quietly([&] { return real(mu); });
  if (locked) __tsan_acquire(mu);
  return locked;
}
bool _ZN4absl7debian35Mutex13ReaderTryLockEv(void* mu) {
  REFEREE_REAL(bool (*)(void*), _ZN4absl7debian35Mutex13ReaderTryLockEv);
  const bool locked = Quietly([&] { return real(mu); });
  if (locked) __tsan_acquire(mu);
  return locked;
}
void _ZN4absl7debian35Mutex6UnlockEv(void* mu) {
  REFEREE_REAL(void (*)(void*), _ZN4absl7debian35Mutex6UnlockEv);
  __tsan_release(mu);
  Quietly([&] { real(mu); return 0; });
}
void _ZN4absl7debian35Mutex12ReaderUnlockEv(void* mu) {
  REFEREE_REAL(void (*)(void*), _ZN4absl7debian35Mutex12ReaderUnlockEv);
  __tsan_release(mu);
  Quietly([&] { real(mu); return 0; });
}
void _ZN4absl7debian35Mutex8LockWhenERKNS0_9ConditionE(void* mu, const void* cond) {
  REFEREE_REAL(void (*)(void*, const void*), _ZN4absl7debian35Mutex8LockWhenERKNS0_9ConditionE);
  Quietly([&] { real(mu, cond); return 0; });
  __tsan_acquire(mu);
}
void _ZN4absl7debian35Mutex14ReaderLockWhenERKNS0_9ConditionE(void* mu, const void* cond) {
  REFEREE_REAL(void (*)(void*, const void*),
               _ZN4absl7debian35Mutex14ReaderLockWhenERKNS0_9ConditionE);
  Quietly([&] { real(mu, cond); return 0; });
  __tsan_acquire(mu);
}
bool _ZN4absl7debian35Mutex20LockWhenWithDeadlineERKNS0_9ConditionENS0_4TimeE(
    void* mu, const void* cond, DurationBits deadline) {
  REFEREE_REAL(bool (*)(void*, const void*, DurationBits),
               _ZN4absl7debian35Mutex20LockWhenWithDeadlineERKNS0_9ConditionENS0_4TimeE);
  const bool met = Quietly([&] { return real(mu, cond, deadline); });
  __tsan_acquire(mu);
  return met;
}
bool _ZN4absl7debian35Mutex19LockWhenWithTimeoutERKNS0_9ConditionENS0_8DurationE(
    void* mu, const void* cond, DurationBits timeout) {
  REFEREE_REAL(bool (*)(void*, const void*, DurationBits),
               _ZN4absl7debian35Mutex19LockWhenWithTimeoutERKNS0_9ConditionENS0_8DurationE);
  const bool met = Quietly([&] { return real(mu, cond, timeout); });
  __tsan_acquire(mu);
  return met;
}
// Await releases the mutex while it waits and holds it again on return.
void _ZN4absl7debian35Mutex5AwaitERKNS0_9ConditionE(void* mu, const void* cond) {
  REFEREE_REAL(void (*)(void*, const void*), _ZN4absl7debian35Mutex5AwaitERKNS0_9ConditionE);
  __tsan_release(mu);
  Quietly([&] { real(mu, cond); return 0; });
  __tsan_acquire(mu);
}
bool _ZN4absl7debian35Mutex17AwaitWithDeadlineERKNS0_9ConditionENS0_4TimeE(
    void* mu, const void* cond, DurationBits deadline) {
  REFEREE_REAL(bool (*)(void*, const void*, DurationBits),
               _ZN4absl7debian35Mutex17AwaitWithDeadlineERKNS0_9ConditionENS0_4TimeE);
  __tsan_release(mu);
  const bool met = Quietly([&] { return real(mu, cond, deadline); });
  __tsan_acquire(mu);
  return met;
}
bool _ZN4absl7debian35Mutex16AwaitWithTimeoutERKNS0_9ConditionENS0_8DurationE(
    void* mu, const void* cond, DurationBits timeout) {
  REFEREE_REAL(bool (*)(void*, const void*, DurationBits),
               _ZN4absl7debian35Mutex16AwaitWithTimeoutERKNS0_9ConditionENS0_8DurationE);
  __tsan_release(mu);
  const bool met = Quietly([&] { return real(mu, cond, timeout); });
  __tsan_acquire(mu);
  return met;
}

// ---- absl::CondVar: waiting releases `mu` and takes it back.
void _ZN4absl7debian37CondVar4WaitEPNS0_5MutexE(void* cv, void* mu) {
  REFEREE_REAL(void (*)(void*, void*), _ZN4absl7debian37CondVar4WaitEPNS0_5MutexE);
  __tsan_release(mu);
  Quietly([&] { real(cv, mu); return 0; });
  __tsan_acquire(mu);
}
bool _ZN4absl7debian37CondVar16WaitWithDeadlineEPNS0_5MutexENS0_4TimeE(
    void* cv, void* mu, DurationBits deadline) {
  REFEREE_REAL(bool (*)(void*, void*, DurationBits),
               _ZN4absl7debian37CondVar16WaitWithDeadlineEPNS0_5MutexENS0_4TimeE);
  __tsan_release(mu);
  const bool timed_out = Quietly([&] { return real(cv, mu, deadline); });
  __tsan_acquire(mu);
  return timed_out;
}
bool _ZN4absl7debian37CondVar15WaitWithTimeoutEPNS0_5MutexENS0_8DurationE(
    void* cv, void* mu, DurationBits timeout) {
  REFEREE_REAL(bool (*)(void*, void*, DurationBits),
               _ZN4absl7debian37CondVar15WaitWithTimeoutEPNS0_5MutexENS0_8DurationE);
  __tsan_release(mu);
  const bool timed_out = Quietly([&] { return real(cv, mu, timeout); });
  __tsan_acquire(mu);
  return timed_out;
}

// ---- absl::Notification
void _ZN4absl7debian312Notification6NotifyEv(void* n) {
  REFEREE_REAL(void (*)(void*), _ZN4absl7debian312Notification6NotifyEv);
  __tsan_release(n);
  __tsan_release(NotifiedFlag(n));
  Quietly([&] { real(n); return 0; });
}
void _ZNK4absl7debian312Notification19WaitForNotificationEv(const void* n) {
  REFEREE_REAL(void (*)(const void*), _ZNK4absl7debian312Notification19WaitForNotificationEv);
  Quietly([&] { real(n); return 0; });
  __tsan_acquire(const_cast<void*>(n));
}
bool _ZNK4absl7debian312Notification30WaitForNotificationWithTimeoutENS0_8DurationE(
    const void* n, DurationBits timeout) {
  REFEREE_REAL(bool (*)(const void*, DurationBits),
               _ZNK4absl7debian312Notification30WaitForNotificationWithTimeoutENS0_8DurationE);
  const bool notified = Quietly([&] { return real(n, timeout); });
  if (notified) __tsan_acquire(const_cast<void*>(n));
  return notified;
}
bool _ZNK4absl7debian312Notification31WaitForNotificationWithDeadlineENS0_4TimeE(
    const void* n, DurationBits deadline) {
  REFEREE_REAL(bool (*)(const void*, DurationBits),
               _ZNK4absl7debian312Notification31WaitForNotificationWithDeadlineENS0_4TimeE);
  const bool notified = Quietly([&] { return real(n, deadline); });
  if (notified) __tsan_acquire(const_cast<void*>(n));
  return notified;
}

// ---- absl::Status reference counting. Copies of a Status share one
// heap rep; the last copy's UnrefNonInlined (in libabsl_status, whose
// atomic decrement TSan cannot see) deletes it, possibly on another thread
// than the one that last read its message. The usual refcount annotation:
// every drop releases the rep, and the drop that may delete it first
// acquires every earlier release.
void _ZN4absl7debian36Status15UnrefNonInlinedEm(uintptr_t rep) {
  REFEREE_REAL(void (*)(uintptr_t), _ZN4absl7debian36Status15UnrefNonInlinedEm);
  void* rep_address = reinterpret_cast<void*>(rep - 1);  // Status::RepToPointer
  __tsan_release(rep_address);
  __tsan_acquire(rep_address);
  real(rep);
}

}  // extern "C"
