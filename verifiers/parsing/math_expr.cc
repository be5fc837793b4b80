#include "verifiers/parsing/math_expr.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {

using Op = MathExpression::Op;

namespace {

// Function names, with or without a backslash.
std::optional<Op> FunctionNamed(absl::string_view name) {
  static const auto* functions = new std::map<absl::string_view, Op>{
      {"sin", Op::kSin},       {"cos", Op::kCos},       {"tan", Op::kTan},
      {"sec", Op::kSec},       {"csc", Op::kCsc},       {"cot", Op::kCot},
      {"arcsin", Op::kArcsin}, {"arccos", Op::kArccos}, {"arctan", Op::kArctan},
      {"ln", Op::kLn},         {"log", Op::kLog},       {"exp", Op::kExp}};
  const auto it = functions->find(name);
  if (it == functions->end()) return std::nullopt;
  return it->second;
}

bool IsGreekLetter(absl::string_view name) {
  static const auto* greek = new std::vector<absl::string_view>{
      "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta",
      "theta", "vartheta", "iota", "kappa", "lambda", "mu", "nu", "xi", "rho",
      "sigma", "tau", "upsilon", "phi", "varphi", "chi", "psi", "omega",
      "Gamma", "Delta", "Theta", "Lambda", "Sigma", "Phi", "Psi", "Omega"};
  return std::find(greek->begin(), greek->end(), name) != greek->end();
}

// Short letter runs that are words, not products of variables: `42 or 43`
// is a hedge, not 42·o·r·43.
bool IsWord(absl::string_view run) {
  static const auto* words = new std::vector<absl::string_view>{
      "or", "and", "no", "yes", "to", "is", "of", "in", "at", "on", "by", "not",
      "nor", "but", "the", "for", "are", "all", "any", "if", "so", "as", "it"};
  return std::any_of(words->begin(), words->end(), [run](absl::string_view word) {
    return EqualsIgnoringAsciiCase(run, word);
  });
}

int Precedence(Op op) {
  switch (op) {
    case Op::kAdd: case Op::kSubtract: return 1;
    case Op::kMultiply: case Op::kDivide: return 2;
    case Op::kNegate: return 3;
    case Op::kPower: return 4;
    default: return 0;
  }
}

// How many values a step takes from the stack.
int Arity(Op op) {
  switch (op) {
    case Op::kNumber: case Op::kVariable: case Op::kPi: case Op::kE: case Op::kInfinity:
      return 0;
    case Op::kAdd: case Op::kSubtract: case Op::kMultiply: case Op::kDivide:
    case Op::kPower: case Op::kRoot:
      return 2;
    default:
      return 1;
  }
}

// Takes a step's operands off an evaluation stack: `b` from the top, then
// `a` for a binary step (Finish() has checked there are enough).
template <typename T>
void PopOperands(int arity, std::vector<T>& stack, T& a, T& b) {
  if (arity >= 1) {
    b = stack.back();
    stack.pop_back();
  }
  if (arity == 2) {
    a = stack.back();
    stack.pop_back();
  }
}

// `\frac` compiles to kDivide; this marks it on the operator stack.
constexpr Op kFrac = Op::kDivide;

}  // namespace

// One pass over the text: a scanner that turns LaTeX into a token stream
// (with `\frac{a}{b}` as frac(a, b) and implicit multiplications made
// explicit) feeding a shunting-yard that emits the postfix program.
class ExpressionCompiler {
 public:
  explicit ExpressionCompiler(absl::string_view text) : text_(text) {}

  std::optional<MathExpression> Run() {
    if (text_.empty() || text_.size() > kMaxExpressionBytes) return std::nullopt;
    if (!Scan() || !Finish()) return std::nullopt;
    return std::move(expression_);
  }

 private:
  // What a closing bracket does (and what the next argument is, while
  // pending_ says one is due).
  enum class Action { kNone, kGroup, kFracFirst, kFracSecond, kCloseCall, kSqrtArg, kRootIndex };
  struct Frame {
    char close;
    Action action;
  };
  // The last token emitted, for implicit multiplication and unary minus.
  enum class Last { kStart, kNumber, kOperand, kOperator, kFunction, kOpen, kClose, kComma };
  struct Pending {  // An operator-stack entry.
    enum Kind { kOperator, kFunction, kOpen } kind;
    Op op;
    int power = 0;  // kFunction: `\cot^2 t` is (cot t)^2; 0 for none.
  };

  bool Scan() {
    while (true) {
      SkipSpace();
      if (pending_ != Action::kNone) {
        if (!Argument()) return false;
        continue;
      }
      if (atom_call_ && !ContinuesAtom()) {
        atom_call_ = false;
        if (!Close()) return false;
        continue;
      }
      if (pos_ == text_.size()) return frames_.empty();
      const char c = text_[pos_];
      if (IsAsciiDigit(c) || (c == '.' && pos_ + 1 < text_.size() && IsAsciiDigit(text_[pos_ + 1]))) {
        if (!Number(/*one_digit=*/false)) return false;
      } else if (IsAsciiLetter(c)) {
        if (!Letters()) return false;
      } else if (c == '\\') {
        if (!Command()) return false;
      } else if (c == '(' || c == '[' || c == '{') {
        ++pos_;
        frames_.push_back({Closer(c), Action::kGroup});
        if (!Open()) return false;
      } else if (c == ')' || c == ']' || c == '}') {
        ++pos_;
        if (frames_.empty() || frames_.back().close != c) return false;
        const Action action = frames_.back().action;
        frames_.pop_back();
        if (!AfterArgument(action)) return false;
      } else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '^') {
        ++pos_;
        const Op op = c == '+' ? Op::kAdd : c == '-' ? Op::kSubtract
                    : c == '*' ? Op::kMultiply : c == '/' ? Op::kDivide : Op::kPower;
        if (!Binary(op)) return false;
        if (op == Op::kPower && !UnbracedExponent()) return false;
      } else {
        return false;
      }
    }
  }

  static char Closer(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

  void SkipSpace() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }

  // The argument due after `\frac`, `\sqrt` or a function name.
  bool Argument() {
    const Action action = pending_;
    pending_ = Action::kNone;
    if (pos_ == text_.size()) return false;
    const char c = text_[pos_];
    // Functions (and `\sqrt(2)`, common in model output) take brackets.
    const bool call = action == Action::kCloseCall || action == Action::kSqrtArg;
    if (c == '{' || (call && (c == '(' || c == '['))) {
      ++pos_;
      frames_.push_back({Closer(c), action});
      return true;
    }
    // One token: a digit (`\frac12`; a whole number after a function name:
    // `\sin 30`), a letter, or a constant or Greek letter command.
    if (IsAsciiDigit(c)) {
      if (!Number(/*one_digit=*/action != Action::kCloseCall)) return false;
    } else if (IsAsciiLetter(c)) {
      ++pos_;
      if (!Letter(c)) return false;
    } else if (c == '\\') {
      const absl::string_view name = CommandName();
      if (!Constant(name)) return false;
    } else {
      return false;
    }
    if (action == Action::kCloseCall) {
      // A function without brackets takes the whole product that follows,
      // as LaTeX is read: `\sin 2x` is sin(2x), `\sin x^2` is sin(x²),
      // `\sin x \cos x` is sin(x)·cos(x).
      atom_call_ = true;
      return true;
    }
    return AfterArgument(action);
  }

  // Whether the next token goes on with a bracketless function argument:
  // a digit, a letter, a constant or Greek letter, `^` and its exponent.
  bool ContinuesAtom() {
    if (pos_ == text_.size()) return false;
    const char c = text_[pos_];
    if (IsAsciiDigit(c) || IsAsciiLetter(c) || c == '^') return true;
    if (last_ == Last::kOperator && (c == '{' || c == '(')) return true;  // `x^{2}`.
    if (c != '\\') return false;
    size_t end = pos_ + 1;
    while (end < text_.size() && IsAsciiLetter(text_[end])) ++end;
    const absl::string_view name = text_.substr(pos_ + 1, end - pos_ - 1);
    return name == "pi" || name == "infty" || IsGreekLetter(name);
  }

  bool AfterArgument(Action action) {
    switch (action) {
      case Action::kGroup: case Action::kFracSecond: case Action::kCloseCall:
      case Action::kSqrtArg:
        return Close();
      case Action::kFracFirst:
        pending_ = Action::kFracSecond;
        return Comma();
      case Action::kRootIndex:
        pending_ = Action::kSqrtArg;
        return Comma();
      case Action::kNone:
        return false;
    }
    return false;
  }

  // `x^2y` is x²·y and `x^23` is x²·3: an unbraced exponent is one token.
  bool UnbracedExponent() {
    SkipSpace();
    if (pos_ == text_.size()) return false;
    const char c = text_[pos_];
    if (IsAsciiDigit(c)) {
      if (!Number(/*one_digit=*/true)) return false;
      last_ = Last::kOperand;  // So `2^23` reads on as 2²·3.
      return true;
    }
    if (IsAsciiLetter(c)) {
      ++pos_;
      return Letter(c);
    }
    return true;  // `^{…}`, `^(…)`, `^-1`, `^\pi`: the scanner goes on.
  }

  bool Number(bool one_digit) {
    const size_t start = pos_;
    long double value = 0;
    MathRational exact{0, 1};
    bool fits = true;
    const absl::int128 limit = absl::MakeInt128(0x1ED09BEAD87C0, 0x378D8E6400000000);  // 10^34
    auto digit = [&](char d, bool fraction) {
      value = value * 10 + (d - '0');
      if (exact.num > limit || (fraction && exact.den > limit)) fits = false;
      if (fits) {
        exact.num = exact.num * 10 + (d - '0');
        if (fraction) exact.den *= 10;
      }
    };
    int fraction_digits = 0;
    while (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) {
      digit(text_[pos_++], false);
      if (one_digit) break;
    }
    if (!one_digit && pos_ + 1 < text_.size() && text_[pos_] == '.' &&
        IsAsciiDigit(text_[pos_ + 1])) {
      ++pos_;
      while (pos_ < text_.size() && IsAsciiDigit(text_[pos_])) {
        digit(text_[pos_++], true);
        ++fraction_digits;
      }
    }
    if (pos_ == start) return false;
    if (fraction_digits > 0) value /= std::pow(10.0L, static_cast<long double>(fraction_digits));
    std::optional<MathRational> reduced;
    if (fits) reduced = Quotient(MathRational{exact.num, 1}, MathRational{exact.den, 1});
    expression_.numbers_.push_back({value, reduced, fraction_digits > 0});
    return Operand({Op::kNumber, static_cast<uint32_t>(expression_.numbers_.size() - 1)},
                   /*number=*/true);
  }

  bool Letters() {
    size_t end = pos_;
    while (end < text_.size() && IsAsciiLetter(text_[end])) ++end;
    const absl::string_view run = text_.substr(pos_, end - pos_);
    if (const auto function = FunctionNamed(run)) {
      pos_ = end;
      return Function(*function);
    }
    if (run == "pi") {
      pos_ = end;
      return Operand({Op::kPi}, false);
    }
    // `sqrt(980/7)`, as calculators and Python write it: a square root
    // when a parenthesis follows.
    if (run == "sqrt" && end < text_.size() && text_[end] == '(') {
      pos_ = end;
      if (!Function(Op::kSqrt)) return false;
      pending_ = Action::kSqrtArg;
      return true;
    }
    if (run.size() > 3 || IsWord(run)) return false;
    for (char c : run) {
      ++pos_;
      if (!Letter(c)) return false;
    }
    return true;
  }

  // One letter: `e` is Euler's number, any other a variable.
  bool Letter(char c) {
    if (c == 'e') return Operand({Op::kE}, false);
    return Variable(std::string(1, c));
  }

  absl::string_view CommandName() {
    size_t end = pos_ + 1;
    while (end < text_.size() && IsAsciiLetter(text_[end])) ++end;
    const absl::string_view name = text_.substr(pos_ + 1, end - pos_ - 1);
    pos_ = end;
    return name;
  }

  bool Constant(absl::string_view name) {
    if (name == "pi") return Operand({Op::kPi}, false);
    if (name == "infty") {
      expression_.has_infinity_ = true;
      return Operand({Op::kInfinity}, false);
    }
    if (IsGreekLetter(name)) return Variable("\\" + std::string(name));
    return false;
  }

  bool Command() {
    const absl::string_view name = CommandName();
    if (name.empty()) return false;  // `\{`, `\|`, …
    if (name == "frac") {
      if (!Function(kFrac)) return false;
      pending_ = Action::kFracFirst;
      return true;
    }
    if (name == "sqrt") {
      SkipSpace();
      if (pos_ < text_.size() && text_[pos_] == '[') {
        ++pos_;
        frames_.push_back({']', Action::kRootIndex});
        return Function(Op::kRoot);
      }
      if (!Function(Op::kSqrt)) return false;
      pending_ = Action::kSqrtArg;
      return true;
    }
    if (name == "cdot" || name == "times") return Binary(Op::kMultiply);
    if (name == "div") return Binary(Op::kDivide);
    if (const auto function = FunctionNamed(name)) return Function(*function);
    return Constant(name);
  }

  bool Variable(const std::string& name) {
    auto& names = expression_.variables_;
    auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) {
      names.push_back(name);
      it = names.end() - 1;
    }
    return Operand({Op::kVariable, static_cast<uint32_t>(it - names.begin())}, false);
  }

  // ---- The shunting-yard.

  bool ImplicitMultiplication(bool number) {
    if (last_ == Last::kNumber && number) return false;  // `1 0 0`, `2 3`.
    if (last_ == Last::kNumber || last_ == Last::kOperand || last_ == Last::kClose) {
      return Binary(Op::kMultiply);
    }
    return true;
  }

  bool Operand(MathExpression::Step step, bool number) {
    if (!ImplicitMultiplication(number)) return false;
    expression_.program_.push_back(step);
    last_ = number ? Last::kNumber : Last::kOperand;
    return true;
  }

  // A function and its opening parenthesis; its argument comes next.
  bool Function(Op op) {
    if (!ImplicitMultiplication(false)) return false;
    stack_.push_back({Pending::kFunction, op});
    last_ = Last::kFunction;
    if (op != kFrac && op != Op::kRoot && op != Op::kSqrt) {
      pending_ = Action::kCloseCall;
      if (!FunctionPower(stack_.back().op, stack_.back().power)) return false;
    }
    return Open();
  }

  // `\sin^2 x`, `\cot^{2}(t)`: a power of the function's value, a whole
  // number 1 to 9 right after the name. `\sin^{-1} x` (also `^-1`) is the
  // inverse function, arcsin, as for cos and tan; other functions have no
  // `^{-1}` read (`\sec^{-1}` is refused, not taken for 1/sec).
  bool FunctionPower(Op& op, int& power) {
    SkipSpace();
    if (pos_ == text_.size() || text_[pos_] != '^') return true;
    size_t at = pos_ + 1;
    const bool braced = at < text_.size() && text_[at] == '{';
    if (braced) ++at;
    if (text_.substr(at, 2) == "-1" && (op == Op::kSin || op == Op::kCos || op == Op::kTan)) {
      at += 2;
      if (braced) {
        if (at == text_.size() || text_[at] != '}') return false;
        ++at;
      }
      op = op == Op::kSin ? Op::kArcsin : op == Op::kCos ? Op::kArccos : Op::kArctan;
      pos_ = at;
      return true;
    }
    if (at == text_.size() || text_[at] < '1' || text_[at] > '9') return false;
    power = text_[at] - '0';
    ++at;
    if (braced) {
      if (at == text_.size() || text_[at] != '}') return false;
      ++at;
    }
    pos_ = at;
    return true;
  }

  bool Open() {
    if (last_ != Last::kFunction && !ImplicitMultiplication(false)) return false;
    stack_.push_back({Pending::kOpen, Op::kNumber});
    arguments_.push_back(1);
    last_ = Last::kOpen;
    return true;
  }

  bool EndsOperand() const {
    return last_ == Last::kNumber || last_ == Last::kOperand || last_ == Last::kClose;
  }

  // Pops operators down to the innermost open parenthesis.
  bool PopToOpen() {
    while (!stack_.empty() && stack_.back().kind == Pending::kOperator) {
      expression_.program_.push_back({stack_.back().op});
      stack_.pop_back();
    }
    return !stack_.empty() && stack_.back().kind == Pending::kOpen;
  }

  bool Close() {
    if (!EndsOperand() || !PopToOpen()) return false;
    stack_.pop_back();
    const int count = arguments_.back();
    arguments_.pop_back();
    if (!stack_.empty() && stack_.back().kind == Pending::kFunction) {
      const Op op = stack_.back().op;
      const int power = stack_.back().power;
      stack_.pop_back();
      if (count != Arity(op)) return false;
      expression_.program_.push_back({op});
      if (power > 0) {
        const MathRational exact{power, 1};
        expression_.numbers_.push_back({static_cast<long double>(power), exact, false});
        expression_.program_.push_back(
            {Op::kNumber, static_cast<uint32_t>(expression_.numbers_.size() - 1)});
        expression_.program_.push_back({Op::kPower});
      }
    } else if (count != 1) {
      return false;  // `(1, 2)` is a tuple, not an expression.
    }
    last_ = Last::kClose;
    return true;
  }

  bool Comma() {
    if (!EndsOperand() || !PopToOpen()) return false;
    ++arguments_.back();
    last_ = Last::kComma;
    return true;
  }

  bool Binary(Op op) {
    if (!EndsOperand()) {
      if (op == Op::kAdd) return true;  // Unary plus.
      if (op != Op::kSubtract) return false;
      stack_.push_back({Pending::kOperator, Op::kNegate});  // Prefix: pops nothing.
      last_ = Last::kOperator;
      return true;
    }
    const int precedence = Precedence(op);
    const bool right_associative = op == Op::kPower;
    while (!stack_.empty() && stack_.back().kind == Pending::kOperator) {
      const int top = Precedence(stack_.back().op);
      if (top < precedence || (top == precedence && right_associative)) break;
      expression_.program_.push_back({stack_.back().op});
      stack_.pop_back();
    }
    stack_.push_back({Pending::kOperator, op});
    last_ = Last::kOperator;
    return true;
  }

  bool Finish() {
    if (!EndsOperand()) return false;
    while (!stack_.empty()) {
      if (stack_.back().kind != Pending::kOperator) return false;
      expression_.program_.push_back({stack_.back().op});
      stack_.pop_back();
    }
    // The program must leave exactly one value.
    int depth = 0;
    for (const auto& step : expression_.program_) {
      depth -= Arity(step.op);
      if (depth < 0) return false;
      ++depth;
    }
    if (depth != 1) return false;
    // Variables sorted by name, the program re-indexed to match.
    auto& names = expression_.variables_;
    std::vector<std::string> sorted = names;
    std::sort(sorted.begin(), sorted.end());
    for (auto& step : expression_.program_) {
      if (step.op == Op::kVariable) {
        step.index = static_cast<uint32_t>(
            std::find(sorted.begin(), sorted.end(), names[step.index]) - sorted.begin());
      }
    }
    names = std::move(sorted);
    return true;
  }

  absl::string_view text_;
  size_t pos_ = 0;
  std::vector<Frame> frames_;
  Action pending_ = Action::kNone;
  bool atom_call_ = false;  // In a bracketless function argument.
  Last last_ = Last::kStart;
  std::vector<Pending> stack_;
  std::vector<int> arguments_;
  MathExpression expression_;
};

std::optional<MathExpression> MathExpression::Compile(absl::string_view normalized) {
  return ExpressionCompiler(normalized).Run();
}

namespace {

// base^k by squaring, |k| <= 64 (powl is several times slower).
long double IntegerPower(long double base, int k) {
  if (k < 0) return base == 0 ? NAN : 1 / IntegerPower(base, -k);
  long double result = 1;
  while (k > 0) {
    if (k & 1) result *= base;
    k >>= 1;
    if (k > 0) base *= base;
  }
  return result;
}

}  // namespace

MathExpression::Value MathExpression::EvaluateWithScale(
    const std::vector<long double>& values) const {
  // Each entry: the value and its scale, a bound on the magnitudes that
  // went into it (Σ|terms| for sums, products of scales, each function's
  // derivative times its argument's scale): rounding errors are relative
  // to the scale, not to the value, which may have cancelled to near 0.
  std::vector<Value> stack;
  stack.reserve(program_.size());
  for (const Step& step : program_) {
    Value b{0, 0}, a{0, 0};
    PopOperands(Arity(step.op), stack, a, b);
    long double v = 0, scale = -1;  // -1: |v|.
    const long double y = b.value, my = b.scale;
    switch (step.op) {
      case Op::kNumber: v = numbers_[step.index].value; break;
      case Op::kVariable: v = values[step.index]; break;
      case Op::kPi: v = 3.141592653589793238462643383279502884L; break;
      case Op::kE: v = 2.718281828459045235360287471352662498L; break;
      case Op::kInfinity: v = HUGE_VALL; break;
      case Op::kAdd: v = a.value + y; scale = a.scale + my; break;
      case Op::kSubtract: v = a.value - y; scale = a.scale + my; break;
      case Op::kMultiply: v = a.value * y; scale = a.scale * my; break;
      case Op::kDivide:
        v = y == 0 ? NAN : a.value / y;
        scale = (a.scale + std::fabs(v) * my) / std::fabs(y);
        break;
      case Op::kPower:
        if (y == std::trunc(y) && std::fabs(y) <= 64 && my == std::fabs(y)) {
          // A small whole exponent written as a number (the usual `x^2`):
          // multiplied out, and exact, so it adds no error of its own.
          v = IntegerPower(a.value, static_cast<int>(y));
          scale = std::fabs(v) * (1 + std::fabs(y) * a.scale / std::fabs(a.value));
        } else {
          v = std::pow(a.value, y);
          scale = std::fabs(v) * (1 + std::fabs(y) * a.scale / std::fabs(a.value) +
                                  std::fabs(std::log(std::fabs(a.value))) * my);
        }
        break;
      case Op::kRoot:  // \sqrt[a]{b}; odd roots of negatives are real.
        v = y < 0 && std::fmod(a.value, 2.0L) == 1 ? -std::pow(-y, 1 / a.value)
                                                    : std::pow(y, 1 / a.value);
        scale = std::fabs(v) * (1 + my / std::fabs(a.value * y));
        break;
      case Op::kNegate: v = -y; scale = my; break;
      case Op::kSqrt:
        v = std::sqrt(y);
        scale = std::fabs(v) + (v > 0 ? my / (2 * v) : std::sqrt(my));
        break;
      case Op::kSin: v = std::sin(y); scale = std::fabs(v) + my; break;
      case Op::kCos: v = std::cos(y); scale = std::fabs(v) + my; break;
      case Op::kArctan: v = std::atan(y); scale = std::fabs(v) + my; break;
      case Op::kTan: case Op::kSec: case Op::kCsc: case Op::kCot:
        v = step.op == Op::kTan ? std::tan(y) : step.op == Op::kSec ? 1 / std::cos(y)
          : step.op == Op::kCsc ? 1 / std::sin(y) : 1 / std::tan(y);
        scale = std::fabs(v) + my * (1 + v * v);  // Their derivatives are ≤ 1 + v².
        break;
      case Op::kArcsin: case Op::kArccos:
        v = step.op == Op::kArcsin ? std::asin(y) : std::acos(y);
        scale = std::fabs(v) + my / std::sqrt(std::fabs(1 - y * y));
        break;
      case Op::kLn: case Op::kLog:
        v = std::log(y);
        scale = std::fabs(v) + my / std::fabs(y);
        break;
      case Op::kExp: v = std::exp(y); scale = std::fabs(v) * (1 + my); break;
    }
    if (scale < 0 || std::isnan(scale)) scale = std::fabs(v);
    stack.push_back({v, std::max(scale, std::fabs(v))});
  }
  Value result = stack.back();
  // An overflow is not infinity: 10^{10^{10}} and 10^{10^{11}} must not
  // compare equal as two infinities. Only `\infty` itself is infinite.
  if (std::isinf(result.value) && !has_infinity_) result.value = NAN;
  return result;
}

long double MathExpression::Evaluate(const std::vector<long double>& values) const {
  return EvaluateWithScale(values).value;
}

namespace {

// The integer square root of v >= 0 when v is a perfect square.
std::optional<absl::int128> ExactSqrt(absl::int128 v) {
  if (v < 0) return std::nullopt;
  // Below 2^53 a double holds v exactly and int64 <-> double converts in
  // SSE registers. The long double cast calls libgcc's x87 __fixunsxfti
  // (fistp, fldcw, reload), which costs ~2% of a surd comparison in some
  // processes and ~24% in others, depending on where the loader maps the
  // libraries. The loops below make r exact either way.
  absl::int128 r;
  if (v < (absl::int128{1} << 53)) {
    const double root = std::sqrt(static_cast<double>(static_cast<int64_t>(v)));
    r = static_cast<int64_t>(root);
  } else {
    r = static_cast<absl::int128>(std::sqrt(static_cast<long double>(v)));
  }
  while (r > 0 && r * r > v) --r;
  while ((r + 1) * (r + 1) <= v) ++r;
  if (r * r != v) return std::nullopt;
  return r;
}

std::optional<MathRational> Power(const MathRational& base, const MathRational& exponent,
                                  MathExpression::Inexact& why) {
  if (exponent.den != 1) {
    why = MathExpression::Inexact::kNotRational;
    return std::nullopt;
  }
  why = MathExpression::Inexact::kTooLarge;
  if (exponent.num > 128 || exponent.num < -128) {
    // Past 128 only 0 and ±1 stay in range: the rest is too large (or too
    // small) either way.
    return std::nullopt;
  }
  int k = static_cast<int>(exponent.num);
  MathRational b = base;
  if (k < 0) {
    auto inverse = Quotient(MathRational{1, 1}, base);
    if (!inverse) {
      why = MathExpression::Inexact::kNotRational;  // 0 to a negative power.
      return std::nullopt;
    }
    b = *inverse;
    k = -k;
  }
  // Square and multiply: at most 14 checked products for |k| <= 128.
  std::optional<MathRational> result = MathRational{1, 1};
  std::optional<MathRational> square = b;
  while (k > 0 && result && square) {
    if (k & 1) result = Product(*result, *square);
    k >>= 1;
    if (k > 0) square = Product(*square, *square);
  }
  if (!square) return std::nullopt;
  return result;
}

}  // namespace

std::optional<MathRational> MathExpression::ExactValue(Inexact* why) const {
  if (!variables_.empty()) {
    if (why != nullptr) *why = Inexact::kVariables;
    return std::nullopt;
  }
  return ExactValueAt({}, why);
}

std::optional<MathRational> MathExpression::ExactValueAt(
    const std::vector<MathRational>& values, Inexact* why) const {
  if (values.size() != variables_.size()) {
    if (why != nullptr) *why = Inexact::kVariables;
    return std::nullopt;
  }
  std::vector<MathRational> stack;
  for (const Step& step : program_) {
    MathRational a, b;
    PopOperands(Arity(step.op), stack, a, b);
    std::optional<MathRational> v;
    // Checked arithmetic fails only by overflow, except a quotient by 0.
    Inexact failure = Inexact::kTooLarge;
    switch (step.op) {
      case Op::kNumber: v = numbers_[step.index].exact; break;
      case Op::kVariable: v = values[step.index]; break;
      case Op::kAdd: v = Sum(a, b); break;
      case Op::kSubtract: v = Sum(a, MathRational{-b.num, b.den}); break;
      case Op::kMultiply: v = Product(a, b); break;
      case Op::kDivide:
        v = Quotient(a, b);
        if (b.num == 0) failure = Inexact::kNotRational;
        break;
      case Op::kPower: v = Power(a, b, failure); break;
      case Op::kNegate: v = MathRational{-b.num, b.den}; break;
      case Op::kSqrt: {
        const auto num = ExactSqrt(b.num), den = ExactSqrt(b.den);
        if (num && den) v = MathRational{*num, *den};
        failure = Inexact::kNotRational;
        break;
      }
      default:  // π, e, ∞, roots, functions: not rational here.
        failure = Inexact::kNotRational;
        break;
    }
    if (!v) {
      if (why != nullptr) *why = failure;
      return std::nullopt;
    }
    stack.push_back(*v);
  }
  if (why != nullptr) *why = Inexact::kNone;
  return stack.back();
}

bool MathExpression::IsDecimalLiteral() const {
  const bool one_number = program_.size() == 1 ||
                          (program_.size() == 2 && program_[1].op == Op::kNegate);
  return one_number && program_[0].op == Op::kNumber && numbers_[program_[0].index].decimal;
}

namespace {

// Equal up to rounding: within 1e-12 of the larger scale (an error bound
// far above long double's 1e-19 per step, far below any real difference).
bool Close(const MathExpression::Value& u, const MathExpression::Value& v) {
  if (std::isinf(u.value) || std::isinf(v.value)) return u.value == v.value;
  return std::fabs(u.value - v.value) <= 1e-12L * std::max(u.scale, v.scale);
}

// SplitMix64: a tiny, fixed generator (the points must not depend on the
// standard library's engines or distributions).
uint64_t NextRandom(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

bool ExpressionsEquivalent(const MathExpression& a, const MathExpression& b, uint64_t seed) {
  using Inexact = MathExpression::Inexact;
  if (a.variables().empty() && b.variables().empty()) {
    Inexact why_x = Inexact::kNone, why_y = Inexact::kNone;
    const auto x = a.ExactValue(&why_x), y = b.ExactValue(&why_y);
    if (x && y) return *x == *y;
    // Rounding cannot tell 2^{200}+1 from 2^{200}.
    if (why_x == Inexact::kTooLarge || why_y == Inexact::kTooLarge) return false;
    // A written approximation is not the irrational value it rounds.
    if ((x && a.IsDecimalLiteral()) || (y && b.IsDecimalLiteral())) return false;
    const MathExpression::Value u = a.EvaluateWithScale({}), v = b.EvaluateWithScale({});
    return !std::isnan(u.value) && !std::isnan(v.value) && Close(u, v);
  }
  std::vector<std::string> names = a.variables();
  names.insert(names.end(), b.variables().begin(), b.variables().end());
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  auto values_for = [&](const MathExpression& e, const std::vector<long double>& all) {
    std::vector<long double> values;
    for (const std::string& name : e.variables()) {
      values.push_back(all[std::lower_bound(names.begin(), names.end(), name) - names.begin()]);
    }
    return values;
  };
  uint64_t state = seed;
  int agreeing = 0;
  std::vector<long double> point(names.size());
  for (int p = 0; p < kExpressionPoints; ++p) {
    for (long double& value : point) {
      value = 0.3L + 1.9L * static_cast<long double>(NextRandom(state) >> 11) * 0x1p-53L;
    }
    const MathExpression::Value u = a.EvaluateWithScale(values_for(a, point));
    const MathExpression::Value v = b.EvaluateWithScale(values_for(b, point));
    if (std::isnan(u.value) && std::isnan(v.value)) continue;
    if (std::isnan(u.value) || std::isnan(v.value) || !Close(u, v)) return false;
    ++agreeing;
  }
  if (agreeing < 3) return false;
  // Exactly where both are rational: small fractions p/q, p in [1, 29],
  // q in [1, 7], so powers up to ~20 stay within 128 bits.
  std::vector<MathRational> exact_point(names.size());
  auto exact_values_for = [&](const MathExpression& e) {
    std::vector<MathRational> values;
    for (const std::string& name : e.variables()) {
      values.push_back(exact_point[std::lower_bound(names.begin(), names.end(), name) -
                                   names.begin()]);
    }
    return values;
  };
  for (int p = 0; p < kExactPoints; ++p) {
    for (MathRational& value : exact_point) {
      const uint64_t r = NextRandom(state);
      // Reduced (Quotient reduces), as every exact step's result is.
      value = *Quotient(MathRational{static_cast<absl::int128>(1 + r % 29), 1},
                        MathRational{static_cast<absl::int128>(1 + (r >> 32) % 7), 1});
    }
    const auto x = a.ExactValueAt(exact_values_for(a));
    const auto y = b.ExactValueAt(exact_values_for(b));
    if (x && y && !(*x == *y)) return false;
  }
  return true;
}

}  // namespace parsing
}  // namespace referee
