// Structures and matrices in math answers (math_structures.h), split out
// of math_equivalence.cc, which compares them.
#include "verifiers/parsing/math_structures.h"

#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "verifiers/parsing/math_equivalence.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

bool IsOpen(char c) { return c == '(' || c == '[' || c == '{'; }
bool IsClose(char c) { return c == ')' || c == ']' || c == '}'; }

// Which of StructureOf's separators `text` holds, from one pass.
struct Separators {
  bool comma = false, cup = false, plus_minus = false;
};
Separators SeparatorsOf(absl::string_view text) {
  Separators s;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ',') {
      s.comma = true;
    } else if (text[i] == '\\') {
      const absl::string_view rest = text.substr(i + 1, 3);
      if (rest == "cup") s.cup = true;
      if (rest.substr(0, 2) == "pm") s.plus_minus = true;
    }
  }
  return s;
}

bool ConsumePrefix(absl::string_view& text, absl::string_view prefix) {
  if (text.substr(0, prefix.size()) != prefix) return false;
  text = TrimMath(text.substr(prefix.size()));
  return true;
}
bool ConsumeSuffix(absl::string_view& text, absl::string_view suffix) {
  if (text.size() < suffix.size() || text.substr(text.size() - suffix.size()) != suffix) {
    return false;
  }
  text = TrimMath(text.substr(0, text.size() - suffix.size()));
  return true;
}

// `body` (of a matrix environment) split at `\\` and `&` outside braces.
std::optional<Matrix> MatrixCells(absl::string_view body) {
  Matrix rows(1);
  int depth = 0;
  size_t start = 0;
  auto cell = [&](size_t end) {
    absl::string_view c = TrimMath(body.substr(start, end - start));
    if (c.substr(0, 6) == "\\hline") c = TrimMath(c.substr(6));
    rows.back().push_back(c);
  };
  for (size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '{') ++depth;
    if (c == '}' && --depth < 0) return std::nullopt;
    if (depth != 0) continue;
    if (c == '&') {
      cell(i);
      start = i + 1;
    } else if (c == '\\' && i + 1 < body.size() && body[i + 1] == '\\') {
      cell(i);
      rows.emplace_back();
      start = i + 2;
      ++i;
      // Row spacing `\\[2pt]`: no cell (a short window: no rescans).
      const absl::string_view window = body.substr(start, 9);
      const size_t close = window.find(']');
      if (!window.empty() && window[0] == '[' && close != absl::string_view::npos &&
          close >= 2 && IsAsciiLetter(window[close - 1]) && window.find('[', 1) > close) {
        start += close + 1;
        i = start - 1;
      }
    } else if (c == '\\') {
      ++i;  // `\&`, `\{`: escaped, not structure.
    }
  }
  if (depth != 0) return std::nullopt;
  cell(body.size());
  // A trailing `\\` leaves one empty cell in a last row.
  if (rows.size() > 1 && rows.back().size() == 1 && rows.back()[0].empty()) rows.pop_back();
  for (const auto& row : rows) {
    if (row.size() != rows[0].size()) return std::nullopt;
    for (absl::string_view c : row) {
      if (c.empty()) return std::nullopt;
    }
  }
  return rows;
}

}  // namespace

std::vector<absl::string_view> SplitTopLevel(absl::string_view text,
                                             absl::string_view separator) {
  std::vector<absl::string_view> parts;
  parts.reserve(4);  // One allocation for most lists, not one per doubling.
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (IsOpen(text[i])) ++depth;
    if (IsClose(text[i]) && --depth < 0) return {};
    if (depth == 0 && text[i] == separator[0] &&
        text.substr(i, separator.size()) == separator) {
      parts.push_back(TrimAsciiSpace(text.substr(start, i - start)));
      start = i + separator.size();
      i = start - 1;
    }
  }
  if (depth != 0) return {};
  parts.push_back(TrimAsciiSpace(text.substr(start)));
  return parts;
}

bool OuterBracketsSpanAll(absl::string_view text) {
  if (text.size() < 2 || !IsOpen(text[0]) || !IsClose(text.back())) return false;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (IsOpen(text[i])) ++depth;
    if (IsClose(text[i])) --depth;
    if (depth == 0) return i + 1 == text.size();
  }
  return false;
}

Structure StructureOf(absl::string_view text) {
  Structure s;
  // Every kind but `\{…\}` needs a `\cup`, a `,` or a `\pm`: texts with
  // none (most expressions) skip the splits, which would find one part.
  const Separators has = SeparatorsOf(text);
  std::vector<absl::string_view> parts;
  if (has.cup) {
    parts = SplitTopLevel(text, "\\cup");
    if (parts.size() > 1) {
      s.kind = Structure::kUnion;
      s.elements = std::move(parts);
      return s;
    }
  }
  if (text.size() >= 4 && text.substr(0, 2) == "\\{" && text.substr(text.size() - 2) == "\\}") {
    // Escaped braces do not nest in SplitTopLevel's count: strip them.
    s.elements = SplitTopLevel(text.substr(2, text.size() - 4), ",");
    if (s.elements.empty()) return s;  // Unbalanced inside: not a set.
    s.kind = Structure::kSet;
    if (s.elements.size() == 1 && s.elements[0].empty()) s.elements.clear();  // `\{\}`.
    return s;
  }
  if (has.comma && OuterBracketsSpanAll(text)) {
    parts = SplitTopLevel(text.substr(1, text.size() - 2), ",");
    if (parts.size() > 1 && text[0] == '{' && text.back() == '}') {
      s.kind = Structure::kSet;  // `{1, 2}`: a set whose braces were not escaped.
      s.elements = std::move(parts);
      return s;
    }
    if (parts.size() > 1 && text[0] != '{') {
      s.kind = Structure::kBracketed;
      s.open = text[0];
      s.close = text.back();
      s.elements = std::move(parts);
      return s;
    }
  }
  // One `a \pm b` is the list `a + b, a - b` too.
  if (!has.comma && !has.plus_minus) return s;
  parts = SplitTopLevel(text, ",");
  if (parts.size() > 1 || (parts.size() == 1 && has.plus_minus)) {
    s.kind = Structure::kBareList;
    s.elements = std::move(parts);
  }
  return s;
}

std::vector<std::string> ExpandPlusMinus(const std::vector<absl::string_view>& elements) {
  std::vector<std::string> out;
  for (absl::string_view e : elements) {
    const size_t pm = e.find("\\pm");
    if (pm == absl::string_view::npos || e.find("\\pm", pm + 3) != absl::string_view::npos) {
      out.emplace_back(e);
      continue;
    }
    const std::string left(e.substr(0, pm)), right(e.substr(pm + 3));
    out.push_back(left + "+" + right);
    out.push_back(left + "-" + right);
  }
  return out;
}

absl::string_view TrimMath(absl::string_view text) {
  while (!text.empty() && (text.front() == '$' || IsAsciiSpace(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && (text.back() == '$' || IsAsciiSpace(text.back()))) text.remove_suffix(1);
  return text;
}

bool HoldsMatrixMark(absl::string_view text) {
  // One pass; answers are short, so a byte loop beats a memchr per mark.
  static constexpr absl::string_view kBegin = "\\begin{";
  for (size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] == '[' && text[i + 1] == '[') return true;
    if (text[i] == '\\' && text[i + 1] == 'b' && text.substr(i, kBegin.size()) == kBegin) {
      return true;
    }
  }
  return false;
}

std::optional<Matrix> MatrixOf(absl::string_view text) {
  text = TrimMath(text);
  const size_t begin = text.find("\\begin{");
  const size_t eq = text.find('=');
  if (eq != absl::string_view::npos && eq < 24 && (begin == absl::string_view::npos || eq < begin) &&
      text.find('=', eq + 1) == absl::string_view::npos) {
    text = TrimMath(text.substr(eq + 1));  // A label: `A =`, `\mathbf{M} =`.
  }
  if (text.substr(0, 7) != "\\begin{") {
    if (ConsumePrefix(text, "Matrix(") && !ConsumeSuffix(text, ")")) return std::nullopt;
    if (text.size() < 4 || text[0] != '[' || text[1] != '[' || !OuterBracketsSpanAll(text)) {
      // Also `\left(\begin{array}…\end{array}\right)`.
      static constexpr absl::string_view kWraps[][2] = {
          {"\\left(", "\\right)"}, {"\\left[", "\\right]"}, {"(", ")"}, {"[", "]"}};
      bool wrapped = false;
      for (const auto& w : kWraps) {
        absl::string_view inner = text;
        if (ConsumePrefix(inner, w[0]) && ConsumeSuffix(inner, w[1]) &&
            inner.substr(0, 7) == "\\begin{") {
          text = inner;
          wrapped = true;
          break;
        }
      }
      if (!wrapped) return std::nullopt;
    } else {
      Matrix rows;
      for (absl::string_view row : SplitTopLevel(text.substr(1, text.size() - 2), ",")) {
        if (!OuterBracketsSpanAll(row) || row[0] != '[') return std::nullopt;
        rows.push_back(SplitTopLevel(row.substr(1, row.size() - 2), ","));
        if (rows.back().size() != rows[0].size() || rows.back()[0].empty()) return std::nullopt;
      }
      if (rows.empty()) return std::nullopt;
      return rows;
    }
  }
  const size_t name_end = text.find('}');
  const absl::string_view name = text.substr(7, name_end - 7);
  if (!(name == "pmatrix" || name == "bmatrix" || name == "Bmatrix" || name == "vmatrix" ||
        name == "Vmatrix" || name == "matrix" || name == "smallmatrix" || name == "array")) {
    return std::nullopt;
  }
  absl::string_view body = text.substr(name_end + 1);
  const std::string end = absl::StrCat("\\end{", name, "}");
  if (!ConsumeSuffix(body, end)) return std::nullopt;
  if (name == "array") {  // The column spec `{cc}` or `{c|c}`.
    const size_t close = body.find('}');
    if (body.empty() || body[0] != '{' || close == absl::string_view::npos) return std::nullopt;
    body = body.substr(close + 1);
  }
  if (body.find("\\begin{") != absl::string_view::npos) return std::nullopt;  // Nested.
  return MatrixCells(body);
}

namespace {

// `k \begin{pmatrix}…\end{pmatrix}` (also `k \cdot`, `k \times`, `k*`, and
// `\left(`/`[[` matrices), k a number or fraction written before it: the
// matrix, and k normalized; nullopt for anything else.
std::optional<Matrix> ScaledMatrixOf(absl::string_view text, std::string* scale) {
  text = TrimMath(text);
  size_t at = absl::string_view::npos;
  for (absl::string_view start : {"\\begin{", "\\left(", "\\left[", "[["}) {
    at = std::min(at, text.find(start));
  }
  if (at == 0 || at == absl::string_view::npos || at > 40 ||
      text.substr(0, at).find('=') != absl::string_view::npos) {
    return std::nullopt;
  }
  absl::string_view written = TrimMath(text.substr(0, at));
  for (absl::string_view times : {"\\cdot", "\\times", "*"}) {
    if (ConsumeSuffix(written, times)) break;
  }
  *scale = NormalizeMathText(written);
  if (scale->empty() || !ParseMathNumber(*scale)) return std::nullopt;
  // A determinant (`vmatrix`) times k is not each cell times k.
  const absl::string_view matrix = text.substr(at);
  if (matrix.find("matrix}") != absl::string_view::npos &&
      (matrix.find("{vmatrix}") != absl::string_view::npos ||
       matrix.find("{Vmatrix}") != absl::string_view::npos)) {
    return std::nullopt;
  }
  return MatrixOf(matrix);
}

}  // namespace

std::optional<bool> MatricesEquivalent(
    absl::string_view answer, absl::string_view reference, int depth,
    absl::FunctionRef<bool(absl::string_view, absl::string_view)> same) {
  // One mark scan a side turns away most answers before any parsing.
  const bool answer_mark = HoldsMatrixMark(answer), reference_mark = HoldsMatrixMark(reference);
  std::optional<Matrix> a = answer_mark ? MatrixOf(answer) : std::nullopt;
  std::optional<Matrix> r = reference_mark ? MatrixOf(reference) : std::nullopt;
  // A scalar times a matrix: each cell times the scalar (`2\begin{pmatrix}
  // 1\\2\end{pmatrix}` is `\begin{pmatrix}2\\4\end{pmatrix}`).
  std::string scale[2];
  if (!a && answer_mark) a = ScaledMatrixOf(answer, &scale[0]);
  if (!r && reference_mark) r = ScaledMatrixOf(reference, &scale[1]);
  if (!a && !r) return std::nullopt;
  if (depth >= kMaxStructureDepth) return TrimMath(answer) == TrimMath(reference);
  std::vector<std::string> tuple;  // The other side's elements, when a tuple.
  if (!a || !r) {
    const std::string normalized = NormalizeMathText(a ? reference : answer);
    const Structure s = StructureOf(normalized);
    if (s.kind != Structure::kBracketed || (s.open == '(') != (s.close == ')')) return false;
    for (absl::string_view e : s.elements) tuple.emplace_back(e);
    Matrix& m = a ? *a : *r;
    Matrix vector(1);
    for (const auto& row : m) {
      if (row.size() != 1 && m.size() != 1) return false;
      vector[0].insert(vector[0].end(), row.begin(), row.end());
    }
    if (vector[0].size() != tuple.size()) return false;
    Matrix& other = a ? r.emplace() : a.emplace();
    other.emplace_back(tuple.begin(), tuple.end());
    m = std::move(vector);
  }
  if (a->size() != r->size() || (*a)[0].size() != (*r)[0].size()) return false;
  auto scaled = [&scale](int side, absl::string_view cell) {
    return absl::StrCat("(", scale[side], ")\\cdot(", cell, ")");
  };
  for (size_t i = 0; i < a->size(); ++i) {
    for (size_t j = 0; j < (*a)[i].size(); ++j) {
      const absl::string_view cell_a = (*a)[i][j], cell_r = (*r)[i][j];
      if (scale[0].empty() && scale[1].empty()) {
        if (!same(cell_a, cell_r)) return false;
        continue;
      }
      const std::string owned_a = scale[0].empty() ? std::string(cell_a) : scaled(0, cell_a);
      const std::string owned_r = scale[1].empty() ? std::string(cell_r) : scaled(1, cell_r);
      if (!same(owned_a, owned_r)) return false;
    }
  }
  return true;
}

}  // namespace parsing
}  // namespace referee
