#include "MallocCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define PIPSIM_SANITIZER_OWNS_MALLOC 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PIPSIM_SANITIZER_OWNS_MALLOC 1
#endif

// Relaxed ordering: the counters are statistics read between measured phases, and never order
// other memory.
static _Atomic uint64_t allocation_count;
static _Atomic uint64_t reallocation_count;
static _Atomic uint64_t free_count;
static _Atomic uint64_t allocated_bytes;

uint64_t pipsim_malloc_count(void) {
  return atomic_load_explicit(&allocation_count, memory_order_relaxed);
}

uint64_t pipsim_realloc_count(void) {
  return atomic_load_explicit(&reallocation_count, memory_order_relaxed);
}

uint64_t pipsim_free_count(void) {
  return atomic_load_explicit(&free_count, memory_order_relaxed);
}

uint64_t pipsim_allocated_bytes(void) {
  return atomic_load_explicit(&allocated_bytes, memory_order_relaxed);
}

#ifdef PIPSIM_SANITIZER_OWNS_MALLOC

int pipsim_malloc_counter_is_active(void) { return 0; }

#else

int pipsim_malloc_counter_is_active(void) { return 1; }

// glibc's allocator entry points, exported for exactly this use: interposers forward to them.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static void count_allocation(size_t size) {
  atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&allocated_bytes, size, memory_order_relaxed);
}

__attribute__((visibility("default"))) void *malloc(size_t size) {
  count_allocation(size);
  return __libc_malloc(size);
}

__attribute__((visibility("default"))) void *calloc(size_t count, size_t size) {
  count_allocation(count * size);
  return __libc_calloc(count, size);
}

__attribute__((visibility("default"))) void *realloc(void *pointer, size_t size) {
  count_allocation(size);
  atomic_fetch_add_explicit(&reallocation_count, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

__attribute__((visibility("default"))) void free(void *pointer) {
  if (pointer != NULL) {
    atomic_fetch_add_explicit(&free_count, 1, memory_order_relaxed);
  }
  __libc_free(pointer);
}

__attribute__((visibility("default"))) void *memalign(size_t alignment, size_t size) {
  count_allocation(size);
  return __libc_memalign(alignment, size);
}

__attribute__((visibility("default"))) void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation(size);
  return __libc_memalign(alignment, size);
}

__attribute__((visibility("default"))) int posix_memalign(void **result, size_t alignment, size_t size) {
  // posix_memalign's contract: a power of two that is a multiple of sizeof(void *).
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  count_allocation(size);
  *result = pointer;
  return 0;
}

#endif
