#include "CReferences.h"

#include <stdalign.h>
#include <stdatomic.h>
#include <stdlib.h>

struct pipsim_c_ring {
  intptr_t *slots;
  int64_t mask;
  int64_t capacity;
  // Consumer's cache line: its index and its copy of the producer's.
  alignas(64) _Atomic int64_t head;
  int64_t tail_cache;
  // Producer's cache line.
  alignas(64) _Atomic int64_t tail;
  int64_t head_cache;
};

pipsim_c_ring *pipsim_c_ring_create(int64_t capacity) {
  if (capacity < 1 || (capacity & (capacity - 1)) != 0) return NULL;
  pipsim_c_ring *ring = aligned_alloc(64, sizeof(pipsim_c_ring));
  if (ring == NULL) return NULL;
  ring->slots = malloc(sizeof(intptr_t) * (size_t)capacity);
  if (ring->slots == NULL) {
    free(ring);
    return NULL;
  }
  ring->mask = capacity - 1;
  ring->capacity = capacity;
  atomic_init(&ring->head, 0);
  ring->tail_cache = 0;
  atomic_init(&ring->tail, 0);
  ring->head_cache = 0;
  return ring;
}

void pipsim_c_ring_destroy(pipsim_c_ring *ring) {
  if (ring == NULL) return;
  free(ring->slots);
  free(ring);
}

int pipsim_c_ring_push(pipsim_c_ring *ring, intptr_t item) {
  int64_t tail = atomic_load_explicit(&ring->tail, memory_order_relaxed);
  if (tail - ring->head_cache >= ring->capacity) {
    ring->head_cache = atomic_load_explicit(&ring->head, memory_order_acquire);
    if (tail - ring->head_cache >= ring->capacity) return 0;
  }
  ring->slots[tail & ring->mask] = item;
  atomic_store_explicit(&ring->tail, tail + 1, memory_order_release);
  return 1;
}

int pipsim_c_ring_pop(pipsim_c_ring *ring, intptr_t *item) {
  int64_t head = atomic_load_explicit(&ring->head, memory_order_relaxed);
  if (head == ring->tail_cache) {
    ring->tail_cache = atomic_load_explicit(&ring->tail, memory_order_acquire);
    if (head == ring->tail_cache) return 0;
  }
  *item = ring->slots[head & ring->mask];
  atomic_store_explicit(&ring->head, head + 1, memory_order_release);
  return 1;
}

int64_t pipsim_c_ring_handoffs(pipsim_c_ring *ring, int64_t operations) {
  int64_t sum = 0;
  int64_t next = 0;
  while (next < operations) {
    int64_t burst = operations - next < ring->capacity ? operations - next : ring->capacity;
    for (int64_t index = 0; index < burst; index++) pipsim_c_ring_push(ring, (intptr_t)(next + index));
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item = 0;
      pipsim_c_ring_pop(ring, &item);
      sum += item;
    }
    next += burst;
  }
  return sum;
}

int64_t pipsim_c_ring_round_trips(pipsim_c_ring *items, pipsim_c_ring *returns, int64_t operations) {
  int64_t sum = 0;
  int64_t done = 0;
  while (done < operations) {
    int64_t burst = operations - done < items->capacity ? operations - done : items->capacity;
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item = 0;
      pipsim_c_ring_pop(returns, &item);
      pipsim_c_ring_push(items, item);
    }
    for (int64_t index = 0; index < burst; index++) {
      intptr_t item = 0;
      pipsim_c_ring_pop(items, &item);
      sum += item;
      pipsim_c_ring_push(returns, item);
    }
    done += burst;
  }
  return sum;
}
