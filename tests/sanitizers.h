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

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_SANITIZERS_H_
