// PCPPermutation (RLVE-Gym "PCPPermutation"), a permutation version of
// Post's correspondence problem: given two lists A and B of N strings over
// {a, b}, order the indices 0..N-1 (each once) as p so that A[p_0] + ... +
// A[p_{N-1}] equals B[p_0] + ... + B[p_{N-1}] (+ is concatenation).
//
// Level d (RLVE's controller after d updates): N = 3 + d; an average
// length t uniform among RLVE's list 1.2, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0,
// 4.5, 5.0, 7.0, 10.0 (in exact tenths: floor(N·t) is RLVE's int(N * t)
// for every N here); a total length L = max(N + 1, uniform in
// N..floor(N·t)); a bias p uniform in {0, 2^-20, ..., 1} (RLVE: a uniform
// real) and a string S of L letters, each 'b' with probability p, else
// 'a'; A and B each cut S at N - 1 distinct positions drawn from 1..L-1
// (so every piece is non-empty), then both lists reordered by one uniform
// permutation. The inverse permutation restores S on both sides: it is the
// stored solution. Levels 0..997 (N <= 1000, L <= 10000).
// Instance: {"n": 2..1000, "a_lengths": [n ints, each 1..20000] (|A[i]|),
// "a": [0|1, ...] (A[0] A[1] ... concatenated, 0 for 'a' and 1 for 'b';
// exactly sum(a_lengths) letters, at most 20000), "b_lengths", "b" (the
// same for B), "permutation": [n ints in 0..n-1] (a solution)}. The
// instance reader has no list-of-strings field, hence lengths plus
// letters. Checked: A and B have as many letters in all, and
// "permutation" is a permutation that makes the two concatenations equal
// (every instance has a solution, as RLVE's always do).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers. Verifier `pcp_permutation` (RLVE's
// "mean([a=b])^beta", range [-1, 1]): -1 if unparseable (no answer, a token
// that is not an integer); -0.5 if not N integers or not a permutation of
// 0..N-1; else (positions where the two concatenations agree / L)^beta,
// beta = 10 (param `beta`). Full credit (correct) for any permutation that
// makes the concatenations equal, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_PCP_PERMUTATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_PCP_PERMUTATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPcpPermutationEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_PCP_PERMUTATION_H_
