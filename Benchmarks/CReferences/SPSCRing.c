#include "CReferences.h"

#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>

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

pipsim_c_ring *pipsim_c_ring_create(int64_t capacity) {
  if (capacity < 1 || (capacity & (capacity - 1)) != 0) return NULL;
  // Whole lines, so no slot shares a line with another allocation.
  size_t bytes = sizeof(pipsim_c_ring) + (size_t)capacity * sizeof(void *);
  pipsim_c_ring *ring = aligned_alloc(cache_line, (bytes + cache_line - 1) / cache_line * cache_line);
  if (ring == NULL) return NULL;
  ring->mask = (uint64_t)capacity - 1;
  ring->capacity = capacity;
  atomic_init(&ring->tail, 0);
  ring->producer_tail = 0;
  ring->push_limit = (uint64_t)capacity;
  atomic_init(&ring->head, 0);
  ring->consumer_head = 0;
  ring->pop_limit = 0;
  return ring;
}

void pipsim_c_ring_destroy(pipsim_c_ring *ring) { free(ring); }

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

int pipsim_c_ring_push(pipsim_c_ring *ring, intptr_t item) { return ring_push(ring, item); }

int pipsim_c_ring_pop(pipsim_c_ring *ring, intptr_t *item) { return ring_pop(ring, item); }

int64_t pipsim_c_ring_handoffs(pipsim_c_ring *ring, int64_t operations) {
  int64_t capacity = ring->capacity;
  int64_t sum = 0;
  int64_t next = 0;
  while (next < operations) {
    int64_t burst = operations - next < capacity ? operations - next : capacity;
    for (int64_t index = 0; index < burst; index++) {
      if (!ring_push(ring, (intptr_t)(next + index))) return -1;
    }
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item;
      if (!ring_pop(ring, &item)) return -1;
      sum += item;
    }
    next += burst;
  }
  return sum;
}

int64_t pipsim_c_ring_round_trips(pipsim_c_ring *items, pipsim_c_ring *returns, int64_t operations) {
  int64_t capacity = items->capacity;
  int64_t sum = 0;
  int64_t done = 0;
  while (done < operations) {
    int64_t burst = operations - done < capacity ? operations - done : capacity;
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item;
      if (!ring_pop(returns, &item) || !ring_push(items, item)) return -1;
    }
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item;
      if (!ring_pop(items, &item)) return -1;
      sum += item;
      if (!ring_push(returns, item)) return -1;
    }
    done += burst;
  }
  return sum;
}
