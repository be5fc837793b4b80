#include "engine/json_numbers.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace referee {
namespace {

template <typename T>
std::string Shortest(T value) {
  if (std::isnan(value)) return "\"NaN\"";
  if (std::isinf(value)) return value > 0 ? "\"Infinity\"" : "\"-Infinity\"";
  char buffer[64];
  // The plain overload is the shortest round-trip form (C++17 [charconv]).
  const std::to_chars_result result =
      std::to_chars(buffer, buffer + sizeof(buffer), value);
  return std::string(buffer, result.ptr);
}

}  // namespace

std::string ShortestFloat(float value) { return Shortest(value); }
std::string ShortestDouble(double value) { return Shortest(value); }

double JsonFloat(float value) {
  if (!std::isfinite(value)) return value;
  const std::string text = ShortestFloat(value);
  return std::strtod(text.c_str(), nullptr);
}

}  // namespace referee
