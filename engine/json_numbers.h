// Numbers in Referee's JSON output (the CLI, the HTTP gateway): the shortest
// decimal that reads back to the same value, so a trainer parsing the text
// gets the float the wire carried, bit for bit. Six significant digits
// (printf's %g) would move an advantage of 0.3766883429 by 3e-7 and could
// print a capped 0.99999994 as 1, a tie the scorer was careful to avoid.
#ifndef REFEREE_ENGINE_JSON_NUMBERS_H_
#define REFEREE_ENGINE_JSON_NUMBERS_H_

#include <string>

namespace referee {

// The shortest decimal that a float parser reads back as `value`
// (std::to_chars): "0.37668834", "1", "-0.5", "1e-07". Non-finite values,
// which JSON has no number for, print as proto3 JSON's quoted strings
// "NaN", "Infinity" and "-Infinity".
std::string ShortestFloat(float value);
// The same for a double ("0.30000000000000004").
std::string ShortestDouble(double value);

// The double nearest to ShortestFloat(value): a google.protobuf.Value
// holding it prints (protobuf tries 15 significant digits first) as exactly
// that shortest decimal. For JSON built from protobuf Struct messages.
double JsonFloat(float value);

}  // namespace referee

#endif  // REFEREE_ENGINE_JSON_NUMBERS_H_
