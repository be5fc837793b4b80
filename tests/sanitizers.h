// Which sanitizer a test binary is built with, for the tests that size
// their work by it: AddressSanitizer is CI's slowest suite and the one
// whose cost grows with the catalogue (DEVELOPERS.md, "CI cost"), so its
// brute-force sweeps take fewer cases; what they check is the same.
#ifndef REFEREE_TESTS_SANITIZERS_H_
#define REFEREE_TESTS_SANITIZERS_H_

namespace referee {
namespace testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

// Seeds a level for a member's brute-force sweep: `seeds` in the plain
// suite, a quarter (at least two) under AddressSanitizer. The heaviest
// sweeps use it; every level is still generated and checked in both.
inline constexpr int SweepSeeds(int seeds) {
  return kUnderAddressSanitizer ? (seeds / 4 > 2 ? seeds / 4 : 2) : seeds;
}

// ThreadSanitizer builds define REFEREE_THREAD_SANITIZER (CMakeLists.txt:
// __SANITIZE_THREAD__ is undefined there for Debian's headers). Its suite
// runs what has threads; a single-threaded sweep of the catalogue that a
// shared test binary holds skips there (the other two suites run it).
#if defined(REFEREE_THREAD_SANITIZER)
inline constexpr bool kUnderThreadSanitizer = true;
#else
inline constexpr bool kUnderThreadSanitizer = false;
#endif

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_SANITIZERS_H_
