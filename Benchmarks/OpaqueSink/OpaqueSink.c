#include "OpaqueSink.h"

__attribute__((noinline)) void pipsim_opaque_sink(const void *value) {
  // A memory clobber that reads `value`: the compiler keeps the call and what it points at.
  __asm__ volatile("" : : "r"(value) : "memory");
}
