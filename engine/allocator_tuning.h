// glibc's malloc gives freed memory back to the kernel eagerly: blocks of
// 128 KiB and more are mmap'ed and unmapped one by one, and a heap whose
// free top passes twice the last such size is trimmed. Every page handed
// back is a page fault when it is touched again, and on the VMs this runs
// on a fault costs several microseconds. What that cost, measured:
//   - the server: every Score batch allocates and frees its output strings
//     (1024 x 1 KB is 1 MiB per call); keeping freed memory measured ~4%
//     less server CPU per output;
//   - `referee generate`: a generator that builds 8 MB sieves per problem
//     (sum_product_divisor_num level 30) spent two thirds of its time in
//     the kernel: 1.32 s -> 0.39 s for 100 problems.
// And glibc's default of 8 malloc arenas per core, each growing to its own
// high-water mark as gRPC's threads come and go, let the server's RSS creep
// up by steps (+10 MiB over a 10-minute soak); one arena per core kept it
// flat at the same throughput (docs/PERFORMANCE.md).
#ifndef REFEREE_ENGINE_ALLOCATOR_TUNING_H_
#define REFEREE_ENGINE_ALLOCATOR_TUNING_H_

namespace referee {

// Keeps what the process frees for reuse: blocks up to 64 MiB come from
// the heap, up to 256 MiB of free heap top is kept, one malloc arena per
// core (at least 2). RSS then stays near its peak instead of shrinking
// after it (docs/RELIABILITY.md). Call first thing in main(). Does nothing
// when the user tuned malloc through the environment
// (MALLOC_TRIM_THRESHOLD_, MALLOC_MMAP_THRESHOLD_, MALLOC_ARENA_MAX,
// GLIBC_TUNABLES), or on a C library other than glibc.
void KeepFreedMemory();

}  // namespace referee

#endif  // REFEREE_ENGINE_ALLOCATOR_TUNING_H_
