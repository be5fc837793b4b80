// Cryptarithmetic (RLVE-Gym "Cryptarithmetic"): in base N, the digit
// symbols d[0..N-1] stand for the values 0..N-1 in an unknown order; given
// an addition A + B = S written in these symbols, find values for the
// symbols (a permutation of 0..N-1) that make it true.
//
// Level d: RLVE's controller, base N = d + 3; both addends have L digits,
// L uniform in N+3..max(N+3, 2N) (RLVE's parameter list). As RLVE draws it:
// a uniform permutation gives the hidden value of each symbol; each addend's
// digits are uniform in 0..N-1, its leading one in 1..N-1; S is their sum
// (L or L+1 digits). Levels 0..97 (N = 100, L <= 200: a prompt of about
// 4 KB; RLVE's controller has no top).
// Instance: {"n": int (2..100), "addend1": [int, ...] and "addend2":
// [int, ...] (1..200 symbol indices each, 0..n-1, most significant first),
// "sum": [int, ...] (1..201 symbol indices, most significant first),
// "digits": [int, ...] (optional: the value of d[0..n-1], a permutation of
// 0..n-1 making the addition true, which generated instances carry:
// checked when given)}. Without "digits" the reference output is empty
// (solvability is not checked).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers, the values of d[0] .. d[N-1] in order ("2 0 1").
// Verifier `cryptarithmetic` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable; -0.5 if the count is not N or the values are not a
// permutation of 0..N-1 (RLVE's not_permutation); else, with the symbols
// read as the answer's values, A + B is computed in base N and compared
// with S digit by digit (positions 0 .. max(len(A + B), len(S)) - 1, a
// missing digit read as 0): (matching positions / positions)^beta,
// beta = 3; full credit (correct) exactly when the addition holds (any
// such permutation).
// Deviation from RLVE: where A + B has one more digit than S, RLVE pads S
// with the symbol whose *hidden* value is 0 and compares it there with the
// answer's symbol for the carry 1, so an answer whose sum overflows S's
// width can match every position and earn 1 without the addition holding;
// here S's missing digit counts as 0 and never matches the carry (that
// position is a mismatch).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CRYPTARITHMETIC_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CRYPTARITHMETIC_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCryptarithmeticEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CRYPTARITHMETIC_H_
