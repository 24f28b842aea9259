// The SPSC ring's layout and its inline push and pop, shared by the ring's own entry points
// (SPSCRing.c) and the C pipeline (PipelineReference.c), which inlines them as a C pipeline would.
#ifndef PIPSIM_SPSC_RING_LAYOUT_H
#define PIPSIM_SPSC_RING_LAYOUT_H

#include "CReferences.h"

#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

enum { cache_line = 64 };

// One allocation: the read-only line, the producer's line, the consumer's line, then the slots, so a
// push or a pop reaches its index, its bound and its slot from the one ring pointer (a separate slot
// array costs a load of its address on every push and pop).
struct pipsim_c_ring {
  // Read-only after creation, on a line of their own: neither side's stores evict them.
  alignas(cache_line) uint64_t mask;
  int64_t capacity;
  // The producer's line. `tail` is published with release; `producer_tail` is the same index as the
  // producer's plain copy, which it reads instead of its own atomic, so the compiler may keep it in
  // a register; `push_limit` is the head as the producer last read it plus the capacity, so a push
  // compares its index with one bound (no subtraction) and reads the head only when it reaches it.
  alignas(cache_line) _Atomic uint64_t tail;
  uint64_t producer_tail;
  uint64_t push_limit;
  // The consumer's line, the same way: `pop_limit` is the tail as the consumer last read it.
  alignas(cache_line) _Atomic uint64_t head;
  uint64_t consumer_head;
  uint64_t pop_limit;
  // The slots hold pointers, as a ring of frames does, from a line of their own.
  alignas(cache_line) void *slots[];
};

// The indices run free (they never wrap at the capacity; 2^64 pushes would take centuries) and the
// mask picks the slot, so neither side needs a wrap branch.
static inline bool ring_push(pipsim_c_ring *ring, intptr_t item) {
  uint64_t tail = ring->producer_tail;
  if (__builtin_expect(tail == ring->push_limit, 0)) {
    uint64_t limit = atomic_load_explicit(&ring->head, memory_order_acquire) + (uint64_t)ring->capacity;
    ring->push_limit = limit;
    if (tail == limit) return false;
  }
  ring->slots[tail & ring->mask] = (void *)item;
  ring->producer_tail = tail + 1;
  atomic_store_explicit(&ring->tail, tail + 1, memory_order_release);
  return true;
}

static inline bool ring_pop(pipsim_c_ring *ring, intptr_t *item) {
  uint64_t head = ring->consumer_head;
  if (__builtin_expect(head == ring->pop_limit, 0)) {
    uint64_t limit = atomic_load_explicit(&ring->tail, memory_order_acquire);
    ring->pop_limit = limit;
    if (head == limit) return false;
  }
  *item = (intptr_t)ring->slots[head & ring->mask];
  ring->consumer_head = head + 1;
  atomic_store_explicit(&ring->head, head + 1, memory_order_release);
  return true;
}

#endif
