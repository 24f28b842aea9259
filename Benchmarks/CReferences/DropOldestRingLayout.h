// The drop-oldest ring's layout and its inline push and pop, shared by its own entry points
// (DropOldestRing.c) and the C pipeline (PipelineReference.c).
#ifndef PIPSIM_DROP_OLDEST_RING_LAYOUT_H
#define PIPSIM_DROP_OLDEST_RING_LAYOUT_H

#include "SPSCRingLayout.h"

#include <stdlib.h>

// A ring that drops its oldest item when full: free-running indices and a mask, as the SPSC ring.
// `head` moves by compare-and-swap from either side (the consumer's pop, the producer's eviction);
// the producer's cached bound spares it reading `head` until the ring looks full.
struct pipsim_c_drop_oldest_ring {
  alignas(cache_line) uint64_t mask;
  uint64_t capacity;
  alignas(cache_line) _Atomic uint64_t tail;
  uint64_t producer_tail;
  uint64_t push_limit;
  alignas(cache_line) _Atomic uint64_t head;
  uint64_t pop_limit;
  alignas(cache_line) _Atomic(void *) slots[];
};

static inline pipsim_c_drop_oldest_ring *drop_oldest_ring_create(uint64_t capacity) {
  size_t bytes = sizeof(pipsim_c_drop_oldest_ring) + capacity * sizeof(void *);
  pipsim_c_drop_oldest_ring *ring = aligned_alloc(cache_line, (bytes + cache_line - 1) / cache_line * cache_line);
  if (ring == NULL) return NULL;
  ring->mask = capacity - 1;
  ring->capacity = capacity;
  atomic_init(&ring->tail, 0);
  ring->producer_tail = 0;
  ring->push_limit = capacity;
  atomic_init(&ring->head, 0);
  ring->pop_limit = 0;
  for (uint64_t index = 0; index < capacity; index++) atomic_init(&ring->slots[index], NULL);
  return ring;
}

// Queues `item`; returns true, with the oldest item in `*evicted`, when the ring was full.
static inline bool drop_oldest_push(pipsim_c_drop_oldest_ring *ring, void *item, void **evicted) {
  uint64_t tail = ring->producer_tail;
  bool evicts = false;
  if (__builtin_expect(tail == ring->push_limit, 0)) {
    uint64_t head = atomic_load_explicit(&ring->head, memory_order_acquire);
    if (tail - head == ring->capacity) {
      // Full: take the oldest back, unless the consumer takes it first (then there is room).
      void *oldest = atomic_load_explicit(&ring->slots[head & ring->mask], memory_order_relaxed);
      if (atomic_compare_exchange_strong_explicit(
              &ring->head, &head, head + 1, memory_order_acq_rel, memory_order_acquire)) {
        *evicted = oldest;
        evicts = true;
        head += 1;
      }
    }
    ring->push_limit = head + ring->capacity;
  }
  atomic_store_explicit(&ring->slots[tail & ring->mask], item, memory_order_relaxed);
  ring->producer_tail = tail + 1;
  atomic_store_explicit(&ring->tail, tail + 1, memory_order_release);
  return evicts;
}

// Takes the oldest item into `*item`; returns false when the ring is empty.
static inline bool drop_oldest_pop(pipsim_c_drop_oldest_ring *ring, void **item) {
  uint64_t head = atomic_load_explicit(&ring->head, memory_order_relaxed);
  for (;;) {
    if (__builtin_expect(head >= ring->pop_limit, 0)) {
      ring->pop_limit = atomic_load_explicit(&ring->tail, memory_order_acquire);
      if (head >= ring->pop_limit) return false;
    }
    void *oldest = atomic_load_explicit(&ring->slots[head & ring->mask], memory_order_relaxed);
    // On failure `head` holds the index the producer moved it to, and the loop reads that slot.
    if (atomic_compare_exchange_weak_explicit(
            &ring->head, &head, head + 1, memory_order_acq_rel, memory_order_relaxed)) {
      *item = oldest;
      return true;
    }
  }
}

#endif
