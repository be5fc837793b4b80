// The Referee version, reported by `referee_build_info` and `--version`.
#ifndef REFEREE_SERVER_VERSION_H_
#define REFEREE_SERVER_VERSION_H_

namespace referee {
inline constexpr char kRefereeVersion[] = "0.1.0";
}  // namespace referee

#endif  // REFEREE_SERVER_VERSION_H_
