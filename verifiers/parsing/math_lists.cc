#include "verifiers/parsing/math_lists.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/math_structures.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {

bool MayJoinAsList(absl::string_view text, bool or_too) {
  return text.find(';') != absl::string_view::npos ||
         text.find("and") != absl::string_view::npos ||
         (or_too && text.find("or") != absl::string_view::npos);
}

std::optional<std::string> JoinedAsList(absl::string_view text, bool or_too) {
  std::string out;
  out.reserve(text.size());
  int depth = 0;
  bool joined = false;
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    // `;` separates a list's elements, and in a reference also a tuple's
    // (`(0;-2;6)`, a decimal-comma convention).
    if (c == ';' && (depth == 0 || or_too)) {
      out.push_back(',');
      joined = true;
      ++i;
      continue;
    }
    if (depth == 0 && IsAsciiLetter(c) && (i == 0 || !IsAsciiLetter(text[i - 1])) &&
        (i == 0 || text[i - 1] != '\\')) {
      size_t end = i;
      while (end < text.size() && IsAsciiLetter(text[end])) ++end;
      const absl::string_view word = text.substr(i, end - i);
      if (word == "and" || (or_too && word == "or")) {
        // `6, and 8`: one comma.
        while (!out.empty() && (out.back() == ' ' || out.back() == ',')) out.pop_back();
        out.push_back(',');
        joined = true;
      } else {
        out.append(word.data(), word.size());
      }
      i = end;
      continue;
    }
    if (c == ',' && !out.empty() && out.back() == ',') {  // `6, and, 8`.
      ++i;
      continue;
    }
    out.push_back(c);
    ++i;
  }
  if (!joined || out.empty() || out.front() == ',' || out.back() == ',') return std::nullopt;
  return out;
}

bool NamesSeveralValues(absl::string_view text) {
  const Structure s = StructureOf(text);
  switch (s.kind) {
    case Structure::kSet:
    case Structure::kUnion:
      return s.elements.size() >= 2;
    case Structure::kBareList:
      return s.elements.size() >= 2 || ExpandPlusMinus(s.elements).size() >= 2;
    case Structure::kBracketed:
    case Structure::kNone:
      return false;
  }
  return false;
}

std::optional<std::string> AssignmentsAsTuples(absl::string_view text) {
  if (text.find('=') == absl::string_view::npos) return std::nullopt;
  const std::vector<absl::string_view> groups = SplitTopLevel(text, ";");
  if (groups.empty()) return std::nullopt;
  std::string out;
  std::vector<std::string> first_names;
  for (absl::string_view group : groups) {
    const std::vector<absl::string_view> parts = SplitTopLevel(group, ",");
    if (parts.size() < 2) return std::nullopt;
    std::vector<std::pair<std::string, absl::string_view>> named;  // (name, value)
    bool coordinates = true;  // Every name one of x, y, z.
    for (absl::string_view part : parts) {
      const size_t eq = part.find('=');
      if (eq == absl::string_view::npos || part.find('=', eq + 1) != absl::string_view::npos) {
        return std::nullopt;
      }
      const absl::string_view name = TrimAsciiSpace(part.substr(0, eq));
      const absl::string_view value = TrimAsciiSpace(part.substr(eq + 1));
      if (!IsMathName(name) || value.empty()) return std::nullopt;
      coordinates = coordinates && (name == "x" || name == "y" || name == "z");
      named.emplace_back(std::string(name), value);
    }
    if (coordinates) {
      std::stable_sort(named.begin(), named.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
    }
    std::vector<std::string> names;
    for (const auto& [name, value] : named) names.push_back(name);
    if (absl::flat_hash_set<std::string>(names.begin(), names.end()).size() != names.size()) {
      return std::nullopt;  // `x=1, x=-1`: a list of values, not a tuple.
    }
    if (first_names.empty()) {
      first_names = names;
    } else if (names != first_names) {
      return std::nullopt;
    }
    out += out.empty() ? "(" : ",(";
    for (size_t i = 0; i < named.size(); ++i) {
      if (i > 0) out.push_back(',');
      out.append(named[i].second.data(), named[i].second.size());
    }
    out.push_back(')');
  }
  return out;
}

}  // namespace parsing
}  // namespace referee
