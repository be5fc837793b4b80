// Matrix_BinaryExponentiation (RLVE-Gym "Matrix_BinaryExponentiation"):
// the K-th power of an N x N matrix, every entry modulo MOD.
//
// Level d (RLVE's controller after d updates): MAX_K = 2·2^d, K uniform in
// 2..MAX_K; N = 2, 3, 5 at levels 0, 1, 2 and 10 from level 3 on (RLVE
// draws N from its N_list {2, 3, 5, 10} at every level: a deviation, as a
// random N makes prompts of one level differ 25-fold in size, which our
// level ladder cannot order); entries uniform in
// 0..MOD-1, MOD = 10000 (RLVE's default modulo). Levels 0..51 (MAX_K <=
// 2^52, exact as a JSON number; RLVE has no top level). The reference uses
// binary exponentiation (O(N^3 log K)).
// Instance: {"n": 1..10, "matrix": [[n ints in 0..MOD-1], ...] (n rows),
// "k": 1..2^53, "mod": 2..10^9 (optional, default 10000)}.
// Answer: N lines of N integers (rows separated by line breaks) in
// <answer> (else \boxed{}); blank lines are skipped. Verifier
// `matrix_binary_exponentiation` (RLVE's ladder, "mean([gold=answer])^beta"):
// -1 unparseable, not N non-blank lines or a line without exactly N
// integers (RLVE's wrong_format); else (entries right / N^2)^beta,
// beta = 5; 1 and correct iff all are right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MATRIX_BINARY_EXPONENTIATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MATRIX_BINARY_EXPONENTIATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMatrixBinaryExponentiationEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_MATRIX_BINARY_EXPONENTIATION_H_
