#include "CReferences.h"

#include "SPSCRingLayout.h"

#include <stdlib.h>

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
