#include "CReferences.h"

#include "DropOldestRingLayout.h"

pipsim_c_drop_oldest_ring *pipsim_c_drop_oldest_ring_create(int64_t capacity) {
  if (capacity < 1 || (capacity & (capacity - 1)) != 0) return NULL;
  return drop_oldest_ring_create((uint64_t)capacity);
}

void pipsim_c_drop_oldest_ring_destroy(pipsim_c_drop_oldest_ring *ring) { free(ring); }

int64_t pipsim_c_drop_oldest_ring_handoffs(pipsim_c_drop_oldest_ring *ring, int64_t operations) {
  int64_t capacity = (int64_t)ring->capacity;
  int64_t sum = 0;
  int64_t next = 0;
  while (next < operations) {
    int64_t burst = operations - next < capacity ? operations - next : capacity;
    for (int64_t index = 0; index < burst; index++) {
      void *evicted;
      if (drop_oldest_push(ring, (void *)(intptr_t)(next + index), &evicted)) return -1;
    }
    for (int64_t index = 0; index < burst; index++) {
      void *item;
      if (!drop_oldest_pop(ring, &item)) return -1;
      sum += (intptr_t)item;
    }
    next += burst;
  }
  return sum;
}
