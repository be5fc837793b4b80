// An environment's instance fields, declared once (issue #36): name, kind,
// bounds and where the value lives in the native instance. The one
// declaration writes the JSON instance, reads it back with every bound
// checked, rejects unknown fields, and tells the registry-wide tests what
// to break (environment_properties_test.cc: a missing field, a value past
// each constant bound, an unknown field are all rejected by name).
//
//   void DeclareFields(InstanceFields<MyInstance>& fields) const override {
//     fields.Int("n", &MyInstance::n, 1, kMaxN)
//         .Ints("values", &MyInstance::values, kMaxN, -kMaxValue, kMaxValue)
//         .SizedBy([](const MyInstance& x) { return x.n; });
//   }
//
// Bounds are constants or functions of the fields declared before them
// (fields are read in declaration order, so a later bound may use `n`).
// Checks across fields and derived data (the answer, a sorted copy) go in
// the environment's Finish(), which runs after Read and after Make.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_FIELDS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_FIELDS_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/instance_io.h"

namespace referee {
namespace environments {

enum class DeclaredFieldKind { kInt, kInts, kIntRows, kGrid, kEdges, kDigits, kLetters };

// What the registry-wide tests and `referee env` know of one field: its
// constant bounds (nullopt where a bound depends on other fields).
struct FieldInfo {
  std::string name;
  DeclaredFieldKind kind = DeclaredFieldKind::kInt;
  std::optional<int64_t> lo, hi;  // Values (kInt, kInts, kIntRows, kLetters).
  bool optional = false;
};

// A field's bound: a constant, or a function of the fields read before it.
template <typename I>
class Limit {
 public:
  Limit(int64_t value) : value_(value) {}  // NOLINT: a constant reads as one.
  template <typename F,
            typename = std::enable_if_t<std::is_invocable_r_v<int64_t, F, const I&>>>
  Limit(F of) : of_(std::move(of)) {}  // NOLINT
  int64_t Of(const I& read_so_far) const { return of_ ? of_(read_so_far) : value_; }
  std::optional<int64_t> Constant() const {
    return of_ ? std::nullopt : std::optional<int64_t>(value_);
  }

 private:
  int64_t value_ = 0;
  std::function<int64_t(const I&)> of_;
};

template <typename I>
class InstanceFields {
 public:
  using Rows = std::vector<std::vector<int64_t>>;

  InstanceFields() = default;
  InstanceFields(const InstanceFields&) = delete;
  InstanceFields& operator=(const InstanceFields&) = delete;

  // An integer in [lo, hi]; the member may be any integer type wide enough.
  template <typename T>
  InstanceFields& Int(absl::string_view name, T I::*member, Limit<I> lo, Limit<I> hi) {
    static_assert(std::is_integral_v<T>, "Int fields hold integers");
    Field& f = Add(name, DeclaredFieldKind::kInt, lo.Constant(), hi.Constant());
    f.write = [name = f.info.name, member](const I& x, InstanceWriter& out) {
      out.Int(name, static_cast<int64_t>(x.*member));
    };
    f.read = [name = f.info.name, member, lo, hi](const InstanceReader& in, I& x, const Field&) {
      absl::StatusOr<int64_t> v = in.Int(name, lo.Of(x), hi.Of(x));
      if (!v.ok()) return v.status();
      x.*member = static_cast<T>(*v);
      return absl::OkStatus();
    };
    return *this;
  }

  // A list of 1..max_count integers in [lo, hi] (SizedBy: exactly so many).
  InstanceFields& Ints(absl::string_view name, std::vector<int64_t> I::*member,
                       Limit<I> max_count, Limit<I> lo, Limit<I> hi) {
    Field& f = Add(name, DeclaredFieldKind::kInts, lo.Constant(), hi.Constant());
    f.write = [name = f.info.name, member](const I& x, InstanceWriter& out) {
      out.Ints(name, x.*member);
    };
    f.read = [member, max_count, lo, hi](const InstanceReader& in, I& x, const Field& self) {
      absl::StatusOr<std::vector<int64_t>> v =
          in.Ints(self.info.name, Count(max_count.Of(x)), lo.Of(x), hi.Of(x));
      if (!v.ok()) return v.status();
      if (absl::Status s = CheckSize(self, x, v->size()); !s.ok()) return s;
      x.*member = *std::move(v);
      return absl::OkStatus();
    };
    return *this;
  }

  // Up to max_rows rows of `width` integers in [lo, hi] (SizedBy: exactly).
  InstanceFields& IntRows(absl::string_view name, Rows I::*member, Limit<I> max_rows,
                          Limit<I> width, Limit<I> lo, Limit<I> hi) {
    Field& f = Add(name, DeclaredFieldKind::kIntRows, lo.Constant(), hi.Constant());
    f.write = [name = f.info.name, member](const I& x, InstanceWriter& out) {
      out.IntRows(name, x.*member);
    };
    f.read = [member, max_rows, width, lo, hi](const InstanceReader& in, I& x,
                                               const Field& self) {
      absl::StatusOr<Rows> v = in.IntRows(self.info.name, Count(max_rows.Of(x)),
                                          Count(width.Of(x)), lo.Of(x), hi.Of(x));
      if (!v.ok()) return v.status();
      if (absl::Status s = CheckSize(self, x, v->size()); !s.ok()) return s;
      x.*member = *std::move(v);
      return absl::OkStatus();
    };
    return *this;
  }

  // A rows x columns board of integers in [lo, hi], stored row by row in
  // one list (cell (r, c) at r * columns + c) and written as rows.
  InstanceFields& Grid(absl::string_view name, std::vector<int64_t> I::*member,
                       Limit<I> rows, Limit<I> columns, Limit<I> lo, Limit<I> hi) {
    Field& f = Add(name, DeclaredFieldKind::kGrid, lo.Constant(), hi.Constant());
    f.write = [name = f.info.name, member, columns](const I& x, InstanceWriter& out) {
      const std::vector<int64_t>& cells = x.*member;
      const size_t width = Count(columns.Of(x));
      Rows rows;
      for (size_t at = 0; width > 0 && at < cells.size(); at += width) {
        rows.emplace_back(cells.begin() + static_cast<std::ptrdiff_t>(at),
                          cells.begin() + static_cast<std::ptrdiff_t>(std::min(cells.size(), at + width)));
      }
      out.IntRows(name, rows);
    };
    f.read = [member, rows, columns, lo, hi](const InstanceReader& in, I& x, const Field& self) {
      const int64_t want = rows.Of(x);
      absl::StatusOr<Rows> v = in.IntRows(self.info.name, Count(want), Count(columns.Of(x)),
                                          lo.Of(x), hi.Of(x));
      if (!v.ok()) return v.status();
      if (static_cast<int64_t>(v->size()) != want) {
        return BadInstance(self.info.name, absl::StrCat(v->size(), " rows, need ", want));
      }
      std::vector<int64_t>& cells = x.*member;
      cells.clear();
      for (const std::vector<int64_t>& row : *v) cells.insert(cells.end(), row.begin(), row.end());
      return absl::OkStatus();
    };
    return *this;
  }

  // The edges of a simple undirected graph on vertices 0..n-1
  // (InstanceReader::UndirectedEdges).
  InstanceFields& Edges(absl::string_view name, Rows I::*member, Limit<I> n) {
    Field& f = Add(name, DeclaredFieldKind::kEdges, std::nullopt, std::nullopt);
    f.write = [name = f.info.name, member](const I& x, InstanceWriter& out) {
      out.IntRows(name, x.*member);
    };
    f.read = [name = f.info.name, member, n](const InstanceReader& in, I& x, const Field&) {
      absl::StatusOr<Rows> v = in.UndirectedEdges(name, n.Of(x));
      if (!v.ok()) return v.status();
      x.*member = *std::move(v);
      return absl::OkStatus();
    };
    return *this;
  }

  // 1..max_digits ASCII digits, without leading zeros (a number too large
  // for a JSON number).
  InstanceFields& Digits(absl::string_view name, std::string I::*member, size_t max_digits) {
    Field& f = Add(name, DeclaredFieldKind::kDigits, std::nullopt, std::nullopt);
    f.write = [name = f.info.name, member](const I& x, InstanceWriter& out) {
      out.Text(name, x.*member);
    };
    f.read = [name = f.info.name, member, max_digits](const InstanceReader& in, I& x, const Field&) {
      absl::StatusOr<std::string> v = in.Digits(name, max_digits);
      if (!v.ok()) return v.status();
      x.*member = *std::move(v);
      return absl::OkStatus();
    };
    return *this;
  }

  // A string over the `alphabet` letters first, first + 1, ...: stored as a
  // list of 1..max_length letter indices 0..alphabet-1 (an instance holds
  // no free text; "0110" over '0' is [0, 1, 1, 0], "ab" over 'a' is [0, 1]).
  InstanceFields& Letters(absl::string_view name, std::string I::*member, Limit<I> max_length,
                          char first, int alphabet) {
    Field& f = Add(name, DeclaredFieldKind::kLetters, 0, alphabet - 1);
    f.write = [name = f.info.name, member, first](const I& x, InstanceWriter& out) {
      std::vector<int64_t> letters;
      letters.reserve((x.*member).size());
      for (const char c : x.*member) letters.push_back(c - first);
      out.Ints(name, letters);
    };
    f.read = [member, max_length, first, alphabet](const InstanceReader& in, I& x,
                                                   const Field& self) {
      absl::StatusOr<std::vector<int64_t>> v =
          in.Ints(self.info.name, Count(max_length.Of(x)), 0, alphabet - 1);
      if (!v.ok()) return v.status();
      if (absl::Status s = CheckSize(self, x, v->size()); !s.ok()) return s;
      std::string text;
      text.reserve(v->size());
      for (const int64_t letter : *v) text.push_back(static_cast<char>(first + letter));
      x.*member = std::move(text);
      return absl::OkStatus();
    };
    return *this;
  }

  // The last field declared must hold exactly `count` elements (a function
  // of the fields before it).
  InstanceFields& SizedBy(Limit<I> count) {
    fields_.back().exact_count = std::move(count);
    return *this;
  }
  // The last field may be absent: read only when present, written only
  // when it is not empty.
  InstanceFields& Optional() {
    fields_.back().info.optional = true;
    return *this;
  }

  void Write(const I& instance, InstanceWriter& out) const {
    for (const Field& f : fields_) {
      if (f.info.optional && Empty(f, instance)) continue;
      f.write(instance, out);
    }
  }

  // Every declared field, in order, with its bounds; any other field is an
  // error naming it.
  absl::Status Read(const InstanceReader& in, I& instance) const {
    if (absl::Status s = in.OnlyFields(names_); !s.ok()) return s;
    for (const Field& f : fields_) {
      if (f.info.optional && !in.Has(f.info.name)) continue;
      if (absl::Status s = f.read(in, instance, f); !s.ok()) return s;
    }
    return absl::OkStatus();
  }

  std::vector<FieldInfo> Info() const {
    std::vector<FieldInfo> out;
    for (const Field& f : fields_) out.push_back(f.info);
    return out;
  }
  bool empty() const { return fields_.empty(); }

 private:
  struct Field {
    FieldInfo info;
    std::function<void(const I&, InstanceWriter&)> write;
    std::function<absl::Status(const InstanceReader&, I&, const Field&)> read;
    std::optional<Limit<I>> exact_count;
  };

  Field& Add(absl::string_view name, DeclaredFieldKind kind, std::optional<int64_t> lo,
             std::optional<int64_t> hi) {
    Field& f = fields_.emplace_back();
    f.info.name = std::string(name);
    f.info.kind = kind;
    f.info.lo = lo;
    f.info.hi = hi;
    names_.push_back(f.info.name);
    return f;
  }
  static size_t Count(int64_t n) { return n < 0 ? 0 : static_cast<size_t>(n); }
  static absl::Status CheckSize(const Field& f, const I& x, size_t size) {
    if (!f.exact_count) return absl::OkStatus();
    const int64_t want = f.exact_count->Of(x);
    if (static_cast<int64_t>(size) == want) return absl::OkStatus();
    return BadInstance(f.info.name, absl::StrCat("must hold ", want, " elements, not ", size));
  }
  // Whether an optional field has nothing to write: a list or text that is
  // empty (an optional integer is always written).
  static bool Empty(const Field& f, const I& x) {
    if (f.info.kind == DeclaredFieldKind::kInt) return false;
    StructSizeProbe probe;
    f.write(x, probe);
    return probe.empty;
  }
  // Writes nothing; notes whether the value written was empty.
  class StructSizeProbe final : public InstanceWriter {
   public:
    bool empty = true;
    void Int(absl::string_view, int64_t) override { empty = false; }
    void Ints(absl::string_view, const std::vector<int64_t>& v) override { empty = v.empty(); }
    void Text(absl::string_view, absl::string_view t) override { empty = t.empty(); }
    void IntRows(absl::string_view, const Rows& rows) override { empty = rows.empty(); }
  };

  std::vector<Field> fields_;
  std::vector<std::string> names_;
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_INSTANCE_FIELDS_H_
