// What the environments' brute-force tests share when they check a
// reference answer against an exhaustive search of a small instance: the
// answer read as numbers, graphs as sets of undirected edges, the
// generators' edge densities, every subset of a small set, an optimum with
// its multiplicity, and the corrupted answer the registry-wide property
// test tries. Written from the
// definitions, not from verifiers/, so the tests stay independent checks.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_BRUTE_FORCE_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_BRUTE_FORCE_H_

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace referee {
namespace testing {

// The whitespace-separated integers of `text`, up to the first token that
// is not one: a reference answer read as the list it names.
inline std::vector<int64_t> Numbers(const std::string& text) {
  std::istringstream in(text);
  std::vector<int64_t> out;
  for (int64_t v; in >> v;) out.push_back(v);
  return out;
}

// An undirected graph's edges, each as (smaller end, larger end), so that a
// lookup need not know which way round the instance listed it.
using EdgeSet = std::set<std::pair<int64_t, int64_t>>;

// The edges of `rows` (rows [u, v, ...]; later columns ignored).
inline EdgeSet Edges(const std::vector<std::vector<int64_t>>& rows) {
  EdgeSet out;
  for (const std::vector<int64_t>& e : rows) {
    out.insert({std::min(e[0], e[1]), std::max(e[0], e[1])});
  }
  return out;
}

// The densities first, first + step, ..., up to last (percent).
inline std::vector<int64_t> DensityRange(int64_t first, int64_t last, int64_t step) {
  std::vector<int64_t> out;
  for (int64_t p = first; p <= last; p += step) out.push_back(p);
  return out;
}

// Whether a random graph on n vertices drawn with floor(p·n(n-1)/200)
// edges, p one of `densities` (percent), can have `edges` edges: how the
// RLVE generators size their graphs.
inline bool SomeDensityGives(int64_t n, int64_t edges, const std::vector<int64_t>& densities) {
  bool found = false;
  for (const int64_t p : densities) found = found || p * n * (n - 1) / 200 == edges;
  return found;
}

// Calls visit(subset) for every subset of 0..n-1 (n < 32), each an
// increasing list, in the order of the bit masks 0 .. 2^n - 1.
template <typename Visit>
void ForEachSubset(int64_t n, Visit&& visit) {
  for (uint32_t mask = 0; mask < (uint32_t{1} << n); ++mask) {
    std::vector<int64_t> subset;
    for (int64_t v = 0; v < n; ++v) {
      if ((mask >> v) & 1) subset.push_back(v);
    }
    visit(subset);
  }
}

// The largest size offered and how many times it was offered: a brute
// force's optimum and how many candidates reach it (a ground truth that
// must be unique is checked against count == 1). Nothing offered: 0, 0.
struct MaxCount {
  int best = 0;
  int count = 0;

  void Offer(int size) {
    if (size > best) {
      best = size;
      count = 1;
    } else if (size == best) {
      ++count;
    }
  }
};

// `answer` with its last digit changed (9 to 0, any other up by one): a
// different number in the answer, what the registry-wide property test
// (environment_properties_test.cc) tries, so a brute-force test checks
// that it is never also right. Nothing if `answer` has no digit.
inline std::optional<std::string> WithLastDigitChanged(std::string answer) {
  const size_t at = answer.find_last_of("0123456789");
  if (at == std::string::npos) return std::nullopt;
  answer[at] = answer[at] == '9' ? '0' : static_cast<char>(answer[at] + 1);
  return answer;
}

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_BRUTE_FORCE_H_
