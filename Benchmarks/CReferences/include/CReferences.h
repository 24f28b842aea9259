// C references the benchmark suites measure beside PiPSim's Swift code, in the same run and counted
// the same way: C11 single-producer / single-consumer rings (dropping the newest or the oldest item
// when full), a lock-free C pipeline doing the stepped pipeline's job, libavutil's reference
// counting of a frame, a Dispatch queue drained on the calling thread, and the block a Swift closure
// becomes for Dispatch, kept and run as a queue keeps and runs it. Only benchmark binaries
// link this target; the PiPSim library never does.
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

/// A bounded ring of pointers that drops its oldest item when full, for one producer and one
/// consumer: the SPSC ring's layout, with the head claimed by compare-and-swap on every pop, since
/// the producer may move it on to evict the oldest item (what `FrameRing`'s drop-oldest policy
/// does; the C pipeline's frame ring).
typedef struct pipsim_c_drop_oldest_ring pipsim_c_drop_oldest_ring;

/// A drop-oldest ring of `capacity` items (a power of two), or NULL when out of memory or not a
/// power of two.
pipsim_c_drop_oldest_ring *pipsim_c_drop_oldest_ring_create(int64_t capacity);

/// Frees a drop-oldest ring.
void pipsim_c_drop_oldest_ring_destroy(pipsim_c_drop_oldest_ring *ring);

/// As `pipsim_c_ring_handoffs`, through a drop-oldest ring: returns the sum of the popped items,
/// or -1 when a push evicted an item or a pop found the ring empty (a broken ring).
int64_t pipsim_c_drop_oldest_ring_handoffs(pipsim_c_drop_oldest_ring *ring, int64_t operations);

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

/// A lock-free C pipeline of pooled 1080p NV12 `AVFrame`s doing, per frame, what PiPSim's stepped
/// pipeline does with a producer's frames, drop-oldest overflow and no master clock of its own: the
/// producer recycles what came back through the return ring into its own free list, honours a
/// stall, takes a frame (fresh planes when a reader shares its old ones), stamps it and pushes it; a
/// tick holds when the time has not moved, presents the newest due frame into the sink (an atomic
/// exchange), drops late and superseded ones, keeps one not yet due, and records latency and A/V
/// offset in log-linear histograms. PipelineReference.c says how.
typedef struct pipsim_c_pipeline pipsim_c_pipeline;

/// A pipeline of `pool_capacity` frames and a frame ring of `ring_capacity` (a power of two) that
/// drops frames due more than `late_threshold_nanoseconds` ago, or NULL when out of memory, when
/// libavutil fails, or for a capacity below 1 or a ring capacity that is not a power of two.
pipsim_c_pipeline *pipsim_c_pipeline_create_1080p_nv12(
    int64_t pool_capacity, int64_t ring_capacity, int64_t late_threshold_nanoseconds);

/// Frees a pipeline and its frames.
void pipsim_c_pipeline_destroy(pipsim_c_pipeline *pipeline);

/// `operations` frames: produce at a time, tick at the same time, the time `step_nanoseconds` on,
/// starting at `start_nanoseconds`; returns how many frames were presented so far, or -1 when
/// libavutil could not give a frame fresh planes.
int64_t pipsim_c_pipeline_frames(
    pipsim_c_pipeline *pipeline, int64_t operations, int64_t start_nanoseconds, int64_t step_nanoseconds);

/// 1 when every pushed frame is presented, dropped or in flight, and each presented frame was
/// recorded in both histograms; else 0.
int pipsim_c_pipeline_is_balanced(const pipsim_c_pipeline *pipeline);

/// A Dispatch queue whose blocks run when `pipsim_c_drained_queue_drain` is called, on the calling
/// thread (libdispatch's run-loop root queue), or NULL when libdispatch cannot make one.
void *pipsim_c_drained_queue_create(void);

/// Dispatch's `dispatch_async` of `block` to `queue`: a copy of the block, queued.
void pipsim_c_drained_queue_async(void *queue, void (^block)(void));

/// Runs what `queue` holds, on the calling thread.
void pipsim_c_drained_queue_drain(void *queue);

/// Keeps a copy of `block` (`Block_copy`), as any queue's `async` does, in one slot; a block kept
/// before and not yet run is released first.
void pipsim_c_block_keep(void (^block)(void));

/// Runs the kept block and releases it (`Block_release`), as a queue does once the block's turn has
/// come; returns 1, or 0 when no block was kept.
int pipsim_c_block_run_kept(void);

#ifdef __cplusplus
}
#endif

#endif
