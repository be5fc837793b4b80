// Structures and matrices in math answers (math_structures.h), split out
// of math_equivalence.cc, which compares them.
#include "verifiers/parsing/math_structures.h"

#include <algorithm>
#include <deque>
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

// The matrices ComputedMatrixOf multiplies and adds: few, small and short,
// so the cells it writes stay within an answer's size.
constexpr int kMaxComputedMatrices = 4;
constexpr size_t kMaxComputedSide = 8;
constexpr size_t kMaxComputedBytes = 4 * kMaxAnswerBytes;

// Where the matrix starting at text[at] ends (one past it), for the starts
// MatrixOf reads; npos when it does not end.
size_t MatrixEnd(absl::string_view text, size_t at) {
  const absl::string_view rest = text.substr(at);
  if (rest.substr(0, 7) == "\\begin{") {
    const size_t name_end = rest.find('}');
    if (name_end == absl::string_view::npos) return absl::string_view::npos;
    const std::string end = absl::StrCat("\\end{", rest.substr(7, name_end - 7), "}");
    const size_t found = rest.find(end, name_end);
    return found == absl::string_view::npos ? found : at + found + end.size();
  }
  for (absl::string_view open : {"\\left(", "\\left["}) {
    if (rest.substr(0, open.size()) == open) {
      const size_t found = rest.find(open[5] == '(' ? "\\right)" : "\\right]");
      return found == absl::string_view::npos ? found : at + found + 7;
    }
  }
  int depth = 0;  // `[[…],[…]]`.
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] == '[') ++depth;
    if (rest[i] == ']' && --depth == 0) return at + i + 1;
  }
  return absl::string_view::npos;
}

// Where the next matrix starts at or after `from` (npos: none).
size_t NextMatrixStart(absl::string_view text, size_t from) {
  size_t at = absl::string_view::npos;
  for (absl::string_view start : {"\\begin{", "\\left(", "\\left[", "[["}) {
    at = std::min(at, text.find(start, from));
  }
  return at;
}

using CellTexts = std::vector<std::vector<std::string>>;

CellTexts Owned(const Matrix& m) {
  CellTexts out(m.size());
  for (size_t i = 0; i < m.size(); ++i) {
    for (absl::string_view cell : m[i]) out[i].emplace_back(cell);
  }
  return out;
}

// `x y`, cell by cell as `(x_i1)\cdot(y_1j)+…`; nullopt if the shapes do
// not chain.
std::optional<CellTexts> Product(const CellTexts& x, const CellTexts& y) {
  if (x[0].size() != y.size()) return std::nullopt;
  CellTexts out(x.size(), std::vector<std::string>(y[0].size()));
  for (size_t i = 0; i < x.size(); ++i) {
    for (size_t j = 0; j < y[0].size(); ++j) {
      for (size_t k = 0; k < y.size(); ++k) {
        absl::StrAppend(&out[i][j], k == 0 ? "" : "+", "(", x[i][k], ")\\cdot(", y[k][j], ")");
      }
    }
  }
  return out;
}

// A sum of products of matrices written out, as math answers leave them
// unevaluated: `A + B`, `A B` (also `A \cdot B`, `A \times B`, `A*B`),
// `2A - \frac12 B`, each matrix as MatrixOf reads it (`A`, `B` stand for
// written matrices, never names). The cells are written as expressions
// (`(1)+(5)`, `(1)\cdot(1)+(0)\cdot(0)`) that the cell comparison
// evaluates; `cells` owns their text. Nullopt for a plain matrix (MatrixOf
// reads it), for anything else in between (`A^T`, `\det A`), for a
// determinant (`vmatrix`: a number, not its cells) and for shapes that do
// not add or multiply.
std::optional<Matrix> ComputedMatrixOf(absl::string_view text, std::deque<std::string>* cells) {
  text = TrimMath(text);
  std::optional<CellTexts> total, term;
  std::string scale;  // The current term's number, normalized; "" is 1.
  bool negative = false, computed = false;
  int matrices = 0;
  size_t bytes = 0;
  auto end_term = [&]() {
    if (total && (total->size() != term->size() || (*total)[0].size() != (*term)[0].size())) {
      return false;  // Only matrices of one shape add.
    }
    for (auto& row : *term) {
      for (std::string& cell : row) {
        if (!scale.empty()) cell = absl::StrCat("(", scale, ")\\cdot(", cell, ")");
        if (negative) cell = absl::StrCat("-(", cell, ")");
      }
    }
    if (!total) {
      total = std::move(term);
    } else {
      for (size_t i = 0; i < total->size(); ++i) {
        for (size_t j = 0; j < (*total)[i].size(); ++j) {
          (*total)[i][j] = absl::StrCat("(", (*total)[i][j], ")+(", (*term)[i][j], ")");
        }
      }
    }
    term.reset();
    return true;
  };
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t at = NextMatrixStart(text, pos);
    if (at == absl::string_view::npos || ++matrices > kMaxComputedMatrices) return std::nullopt;
    // What joins this matrix to the one before: a sign starts a term, a
    // product sign or nothing continues one; a number may lead a term.
    absl::string_view glue = TrimMath(text.substr(pos, at - pos));
    const bool new_term = !term || (!glue.empty() && (glue[0] == '+' || glue[0] == '-'));
    if (new_term) {
      if (term && !end_term()) return std::nullopt;
      negative = !glue.empty() && glue[0] == '-';
      if (!glue.empty() && (glue[0] == '+' || glue[0] == '-')) glue = TrimMath(glue.substr(1));
    }
    for (absl::string_view times : {"\\cdot", "\\times", "*"}) {
      if (ConsumeSuffix(glue, times)) break;
    }
    if (new_term) {
      scale.clear();
      if (!glue.empty()) {
        scale = NormalizeMathText(glue);
        if (!ParseMathNumber(scale)) return std::nullopt;
      }
      computed = computed || total.has_value() || negative || !scale.empty();
    } else if (!glue.empty()) {
      return std::nullopt;
    }
    const size_t end = MatrixEnd(text, at);
    if (end == absl::string_view::npos) return std::nullopt;
    const absl::string_view written = text.substr(at, end - at);
    if (written.find("{vmatrix}") != absl::string_view::npos ||
        written.find("{Vmatrix}") != absl::string_view::npos) {
      return std::nullopt;
    }
    const std::optional<Matrix> m = MatrixOf(written);
    if (!m || m->size() > kMaxComputedSide || (*m)[0].size() > kMaxComputedSide) {
      return std::nullopt;
    }
    if (!term) {
      term = Owned(*m);
    } else {
      computed = true;
      term = Product(*term, Owned(*m));
      if (!term) return std::nullopt;
    }
    pos = end;
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '$')) ++pos;
  }
  if (!term || !computed || !end_term()) return std::nullopt;
  Matrix out(total->size());
  for (size_t i = 0; i < total->size(); ++i) {
    for (std::string& cell : (*total)[i]) {
      bytes += cell.size();
      if (bytes > kMaxComputedBytes) return std::nullopt;
      cells->push_back(std::move(cell));
      out[i].push_back(cells->back());
    }
  }
  return out;
}

}  // namespace

std::optional<std::vector<std::string>> ScaledTupleOf(absl::string_view text) {
  const size_t open = text.find('(');
  if (open == 0 || open == absl::string_view::npos || open > 40 ||
      !OuterBracketsSpanAll(text.substr(open))) {
    return std::nullopt;
  }
  absl::string_view written = TrimAsciiSpace(text.substr(0, open));
  for (absl::string_view times : {"\\cdot", "\\times", "*"}) {
    if (ConsumeSuffix(written, times)) break;
  }
  if (written.empty() || !ParseMathNumber(written)) return std::nullopt;
  const Structure s = StructureOf(text.substr(open));
  if (s.kind != Structure::kBracketed || s.open != '(' || s.close != ')') return std::nullopt;
  std::vector<std::string> out;
  out.reserve(s.elements.size());
  for (absl::string_view e : s.elements) out.push_back(absl::StrCat("(", written, ")\\cdot(", e, ")"));
  return out;
}

std::optional<bool> MatricesEquivalent(
    absl::string_view answer, absl::string_view reference, int depth,
    absl::FunctionRef<bool(absl::string_view, absl::string_view)> same) {
  // One mark scan a side turns away most answers before any parsing.
  const bool answer_mark = HoldsMatrixMark(answer), reference_mark = HoldsMatrixMark(reference);
  std::optional<Matrix> a = answer_mark ? MatrixOf(answer) : std::nullopt;
  std::optional<Matrix> r = reference_mark ? MatrixOf(reference) : std::nullopt;
  // Matrices added, multiplied or scaled as written (`2\begin{pmatrix}
  // 1\\2\end{pmatrix}` is `\begin{pmatrix}2\\4\end{pmatrix}`): cells as
  // expressions, owned here.
  std::deque<std::string> cells[2];
  if (!a && answer_mark) a = ComputedMatrixOf(answer, &cells[0]);
  if (!r && reference_mark) r = ComputedMatrixOf(reference, &cells[1]);
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
  for (size_t i = 0; i < a->size(); ++i) {
    for (size_t j = 0; j < (*a)[i].size(); ++j) {
      if (!same((*a)[i][j], (*r)[i][j])) return false;
    }
  }
  return true;
}

}  // namespace parsing
}  // namespace referee
