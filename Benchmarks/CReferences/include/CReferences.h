// C references the benchmark suites measure beside PiPSim's Swift code, in the same run and counted
// the same way: a C11 single-producer / single-consumer ring, and libavutil's reference counting of
// a frame. Only benchmark binaries link this target; the PiPSim library never does.
#ifndef PIPSIM_C_REFERENCES_H
#define PIPSIM_C_REFERENCES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A bounded SPSC ring of pointers in C11 atomics, built after the strongest known designs: each
/// side's index, its plain copy of it and its bound from the other side's index on a cache line of
/// its own, the read-only fields on another (rigtorp's layout), the slots after them in the same
/// allocation; free-running indices and a power-of-two mask, with no wrap branch (kfifo's);
/// release / acquire publication, the other side's index re-read only when the bound says full or
/// empty.
typedef struct pipsim_c_ring pipsim_c_ring;

/// A ring of `capacity` items (a power of two), or NULL when out of memory or not a power of two.
pipsim_c_ring *pipsim_c_ring_create(int64_t capacity);

/// Frees a ring.
void pipsim_c_ring_destroy(pipsim_c_ring *ring);

/// Queues `item`; returns 0 when the ring is full.
int pipsim_c_ring_push(pipsim_c_ring *ring, intptr_t item);

/// Takes the oldest item into `*item`; returns 0 when the ring is empty.
int pipsim_c_ring_pop(pipsim_c_ring *ring, intptr_t *item);

/// `operations` handoffs on one thread, in bursts that fill the ring and drain it: push 0, 1, 2 ...
/// (as pointers, never dereferenced) and pop each; returns the sum of the popped items, or -1 when a
/// push was refused or a pop found the ring empty (a broken ring).
int64_t pipsim_c_ring_handoffs(pipsim_c_ring *ring, int64_t operations);

/// `operations` round trips of the pointers queued in `returns`, in bursts of the ring's capacity:
/// pop from `returns`, push into `items`, then pop from `items` and push back into `returns`, as
/// frames go to a renderer and come back to be recycled; returns the sum of the pointers moved (as
/// integers), or -1 when a push was refused or a pop found a ring empty.
int64_t pipsim_c_ring_round_trips(pipsim_c_ring *items, pipsim_c_ring *returns, int64_t operations);

/// A 1920 x 1080 NV12 `AVFrame` with its buffers, or NULL when libavutil fails.
void *pipsim_c_frame_create_1080p_nv12(void);

/// A blank `AVFrame` (no buffers), to reference another frame into, or NULL when out of memory.
void *pipsim_c_frame_create_blank(void);

/// Frees a frame made by either function above.
void pipsim_c_frame_destroy(void *frame);

/// `operations` times `av_frame_ref(destination, source)` then `av_frame_unref(destination)`: a
/// frame passed on by reference, as a C media pipeline hands a buffer to the next stage. `source`
/// and `destination` are `AVFrame *`, `destination` blank; returns the number of failed
/// `av_frame_ref` calls.
int64_t pipsim_c_frame_ref_unref(void *destination, const void *source, int64_t operations);

#ifdef __cplusplus
}
#endif

#endif
