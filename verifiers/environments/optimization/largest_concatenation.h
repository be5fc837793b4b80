// LargestConcatenation (RLVE-Gym "MaxPermutation"): N positive integers
// A[0..N-1]; order all of them so that writing them one after another, as
// decimal strings, gives the largest number.
//
// Level d (RLVE's controller after d updates): N = 3, then int(1.1 N + 1)
// per level (3, 4, 5, ..., 10, 12 at d = 8, 962 at the top); MAX_DIGIT_NUM
// = 5 (RLVE's default). As RLVE draws it: M = N - floor(6N/10) numbers of
// 5 digits, each digit uniform in 1..2; then N - M prefixes, each of a
// uniform one of those M numbers, of uniform length 1..5; then the N
// numbers shuffled. Levels 0..50 (N = 962: answers of about 5000 digits;
// RLVE's controller has no top).
// Instance: {"values": [2..1000 ints in 1..10^9]} (A, in prompt order);
// the reference (the values sorted so that a comes before b when the
// string ab > ba, ties kept in index order as RLVE's stable sort does)
// and the largest concatenation are derived.
// Answer: the N indices, each of 0..N-1 once, in the chosen order, in the
// final <answer> (else \boxed{}), whitespace-separated.
// Verifier `largest_concatenation` (RLVE's "(answer/gold)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, or a token that is
// not an integer); -0.5 if not exactly N indices, a repeat, or an index
// outside 0..N-1 (RLVE's invalid_solution); else (concatenation /
// largest)^beta, beta = 5: every order gives as many digits, so the two
// digit strings are compared exactly, and the ratio of two numbers of
// thousands of digits is taken from their leading 18 digits
// (DecimalRatio; RLVE divides Python integers), kept below 1 unless the
// strings are equal. Any order reaching the largest concatenation (equal
// values swapped, or values with ab = ba) is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_LARGEST_CONCATENATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_LARGEST_CONCATENATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLargestConcatenationEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_LARGEST_CONCATENATION_H_
