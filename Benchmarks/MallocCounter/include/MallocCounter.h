// Counts heap allocations in the process that links this target.
//
// Linking this target into an executable replaces malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc and memalign with versions that bump relaxed atomic counters and forward to
// glibc's own implementations (__libc_malloc and friends). Only benchmark binaries and the
// harness's tests link it; the PiPSim library never does.
//
// Under AddressSanitizer or ThreadSanitizer the interposers are left out (the sanitizer owns the
// allocator), the counters stay at zero and pipsim_malloc_counter_is_active() returns 0.
#ifndef PIPSIM_MALLOC_COUNTER_H
#define PIPSIM_MALLOC_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Allocations so far: malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign calls.
uint64_t pipsim_malloc_count(void);

/// Calls to realloc so far (also included in pipsim_malloc_count).
uint64_t pipsim_realloc_count(void);

/// Calls to free with a non-null pointer so far.
uint64_t pipsim_free_count(void);

/// Bytes requested by the counted allocations so far.
uint64_t pipsim_allocated_bytes(void);

/// 1 when the interposers are linked and counting, 0 under a sanitizer.
int pipsim_malloc_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
