#pragma once

// Tells ThreadSanitizer about a hand-off it cannot see: our thread builds
// an object, starts a gRPC callback call, and gRPC runs the completion on
// its own thread after passing the call through libgrpc's completion queue
// (not built with TSan; tests/tsan/suppressions.txt). Without this, TSan
// may report the completion's first write to the object as racing with its
// construction (seen in CI on VectorsTest.ThroughTheServer, 2026-11-28).
// A no-op in every other build. The TSan build undefines
// __SANITIZE_THREAD__ (CMakeLists.txt: Debian's headers must lay types out
// as its uninstrumented libraries do) and defines REFEREE_THREAD_SANITIZER
// instead; keying on the former alone made this a no-op there too until
// 2026-11-29 (the thread suite then reported the same race again).
//
//   HandOff(attempt.get());    // last thing before starting the call
//   ... completion, on a gRPC thread:
//   TakeOver(attempt.get());   // first thing, before touching it

#if defined(REFEREE_THREAD_SANITIZER) || defined(__SANITIZE_THREAD__)
#define REFEREE_TSAN_HANDOFF 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define REFEREE_TSAN_HANDOFF 1
#endif
#endif

#ifdef REFEREE_TSAN_HANDOFF
extern "C" void __tsan_acquire(void* addr);
extern "C" void __tsan_release(void* addr);
#endif

namespace referee {

inline void HandOff(const void* object) {
#ifdef REFEREE_TSAN_HANDOFF
  __tsan_release(const_cast<void*>(object));
#else
  (void)object;
#endif
}

inline void TakeOver(const void* object) {
#ifdef REFEREE_TSAN_HANDOFF
  __tsan_acquire(const_cast<void*>(object));
#else
  (void)object;
#endif
}

}  // namespace referee
