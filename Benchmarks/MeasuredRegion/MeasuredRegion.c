#include "MeasuredRegion.h"

__attribute__((noinline)) void pipsim_measured_region(void (*body)(void *context), void *context) {
  body(context);
  // An empty statement with a memory clobber after the call: the call cannot become a jump that
  // leaves this function before the body runs.
  __asm__ volatile("" ::: "memory");
}
