#include "CReferences.h"

#include "DropOldestRingLayout.h"

#include <libavutil/frame.h>
#include <libavutil/pixfmt.h>
#include <stdlib.h>

// A lock-free C pipeline doing what PiPSim's stepped pipeline frame does with a producer's pooled
// frames, drop-oldest overflow and no master clock of its own (ThroughputBenchmarks "stepped
// pipeline frame zero-copy"), written as a C media pipeline would be: one producer thread, one
// renderer thread, atomics only where the two meet.
//
// - The producer owns its free list; the renderer hands finished frames back through a return ring
//   (the SPSC ring), and the producer moves them to the free list before it takes one.
// - A frame's stamps live in the AVFrame itself: `pts` is when it is due, `best_effort_timestamp`
//   when it was captured, `pkt_dts` its sequence number.
// - The frame ring drops the oldest frame when full: the producer takes it back by moving the head
//   on with a compare-and-swap, so the renderer's pop is a compare-and-swap too.
// - The renderer presents the newest due frame, drops late and superseded ones, holds when the
//   master time has not moved, keeps a frame that is not due yet in a pending slot, and records
//   each presented frame's latency and A/V offset in log-linear histograms like PiPSim's.
// - The sink's frame is swapped in with an atomic exchange, so another thread may take it.

enum { histogram_buckets = 896, exact_buckets = 64, buckets_per_octave = 32 };

typedef struct {
  int64_t counts[histogram_buckets];
  int64_t count;
  int64_t max_nanoseconds;
} histogram;

typedef struct {
  int64_t pushed, presented, skipped_pool_exhausted, skipped_stalled;
  int64_t dropped_ring_full_oldest, dropped_late, dropped_superseded;
} counters;

struct pipsim_c_pipeline {
  pipsim_c_drop_oldest_ring *frames;
  pipsim_c_ring *returns;
  // The producer's side.
  alignas(cache_line) AVFrame **free_list;
  int64_t free_count;
  int64_t next_sequence;
  int64_t presentation_delay;
  _Atomic int64_t stall_start, stall_end;
  // The renderer's side.
  alignas(cache_line) AVFrame *pending;
  int64_t last_master_time;
  bool has_last_master_time;
  int64_t held_ticks;
  int64_t late_threshold;
  histogram latency, av_offset;
  // The sink.
  alignas(cache_line) _Atomic(AVFrame *) on_screen;
  counters counts;
  int64_t pool_capacity;
  AVFrame **frames_made;
};

// The bucket of a latency in microseconds: exact below 64, then 32 buckets per power of two, as
// PiPSim's LatencyHistogram.
static inline int64_t bucket_of_microseconds(int64_t value) {
  if (value < exact_buckets) return value;
  int64_t octave = 63 - __builtin_clzll((uint64_t)value);
  if (octave > 31) octave = 31;
  int64_t clamped = value < (INT64_C(1) << 32) - 1 ? value : (INT64_C(1) << 32) - 1;
  int64_t step = octave - 5;
  return exact_buckets + (octave - 6) * buckets_per_octave + ((clamped >> step) & 31);
}

static inline void histogram_record(histogram *histogram, int64_t nanoseconds) {
  int64_t clamped = nanoseconds > 0 ? nanoseconds : 0;
  histogram->counts[bucket_of_microseconds(clamped / 1000)] += 1;
  histogram->count += 1;
  if (clamped > histogram->max_nanoseconds) histogram->max_nanoseconds = clamped;
}

// A finished frame goes back to the producer; the return ring holds the whole pool.
static inline void hand_back(pipsim_c_pipeline *pipeline, AVFrame *frame) {
  ring_push(pipeline->returns, (intptr_t)frame);
}

// One frame captured at `now`: recycle what came back, honour a stall, take a frame (fresh planes
// if a reader still shares its old ones), stamp it and push it.
static inline int produce(pipsim_c_pipeline *pipeline, int64_t now) {
  intptr_t returned;
  while (ring_pop(pipeline->returns, &returned)) {
    pipeline->free_list[pipeline->free_count++] = (AVFrame *)returned;
  }
  if (now < atomic_load_explicit(&pipeline->stall_end, memory_order_acquire)
      && now >= atomic_load_explicit(&pipeline->stall_start, memory_order_relaxed)) {
    pipeline->counts.skipped_stalled++;
    return 0;
  }
  if (pipeline->free_count == 0) {
    pipeline->counts.skipped_pool_exhausted++;
    return 0;
  }
  AVFrame *frame = pipeline->free_list[--pipeline->free_count];
  if (__builtin_expect(!av_frame_is_writable(frame), 0)) {
    int width = frame->width, height = frame->height, format = frame->format;
    av_frame_unref(frame);
    frame->width = width;
    frame->height = height;
    frame->format = format;
    if (av_frame_get_buffer(frame, 0) < 0) {
      pipeline->free_list[pipeline->free_count++] = frame;
      return -1;
    }
  }
  frame->pkt_dts = pipeline->next_sequence++;
  frame->best_effort_timestamp = now;
  frame->pts = now + pipeline->presentation_delay;
  pipeline->counts.pushed++;
  void *evicted;
  if (drop_oldest_push(pipeline->frames, frame, &evicted)) {
    pipeline->counts.dropped_ring_full_oldest++;
    pipeline->free_list[pipeline->free_count++] = evicted;
  }
  return 1;
}

// One renderer tick at `now` (the master time: the pipeline's clock is the master).
static inline void tick(pipsim_c_pipeline *pipeline, int64_t now) {
  if (pipeline->has_last_master_time && now <= pipeline->last_master_time) {
    pipeline->held_ticks++;
    return;
  }
  pipeline->has_last_master_time = true;
  pipeline->last_master_time = now;
  AVFrame *newest = NULL;
  for (;;) {
    AVFrame *next = pipeline->pending;
    if (next != NULL) {
      pipeline->pending = NULL;
    } else {
      void *popped;
      if (!drop_oldest_pop(pipeline->frames, &popped)) break;
      next = popped;
    }
    int64_t due = next->pts;
    if (due > now) {
      pipeline->pending = next;
      break;
    }
    int64_t behind;
    if (__builtin_sub_overflow(now, due, &behind) || behind > pipeline->late_threshold) {
      pipeline->counts.dropped_late++;
      hand_back(pipeline, next);
      continue;
    }
    if (newest != NULL) {
      pipeline->counts.dropped_superseded++;
      hand_back(pipeline, newest);
    }
    newest = next;
  }
  if (newest == NULL) return;
  histogram_record(&pipeline->latency, now - newest->best_effort_timestamp);
  histogram_record(&pipeline->av_offset, now - newest->pts);
  pipeline->counts.presented++;
  AVFrame *replaced = atomic_exchange_explicit(&pipeline->on_screen, newest, memory_order_acq_rel);
  if (replaced != NULL) hand_back(pipeline, replaced);
}

void pipsim_c_pipeline_destroy(pipsim_c_pipeline *pipeline) {
  if (pipeline == NULL) return;
  for (int64_t index = 0; index < pipeline->pool_capacity; index++) {
    av_frame_free(&pipeline->frames_made[index]);
  }
  free(pipeline->frames_made);
  free(pipeline->free_list);
  free(pipeline->frames);
  pipsim_c_ring_destroy(pipeline->returns);
  free(pipeline);
}

pipsim_c_pipeline *pipsim_c_pipeline_create_1080p_nv12(
    int64_t pool_capacity, int64_t ring_capacity, int64_t late_threshold_nanoseconds) {
  if (pool_capacity < 1 || ring_capacity < 1 || (ring_capacity & (ring_capacity - 1)) != 0) return NULL;
  pipsim_c_pipeline *pipeline = aligned_alloc(cache_line, (sizeof *pipeline + cache_line - 1) / cache_line * cache_line);
  if (pipeline == NULL) return NULL;
  *pipeline = (pipsim_c_pipeline){.late_threshold = late_threshold_nanoseconds};
  atomic_init(&pipeline->stall_start, 0);
  atomic_init(&pipeline->stall_end, 0);
  atomic_init(&pipeline->on_screen, NULL);
  int64_t return_capacity = 1;
  while (return_capacity < pool_capacity) return_capacity <<= 1;
  pipeline->frames = drop_oldest_ring_create((uint64_t)ring_capacity);
  pipeline->returns = pipsim_c_ring_create(return_capacity);
  pipeline->free_list = calloc((size_t)pool_capacity, sizeof(AVFrame *));
  pipeline->frames_made = calloc((size_t)pool_capacity, sizeof(AVFrame *));
  if (pipeline->frames == NULL || pipeline->returns == NULL || pipeline->free_list == NULL
      || pipeline->frames_made == NULL) {
    pipsim_c_pipeline_destroy(pipeline);
    return NULL;
  }
  for (int64_t index = 0; index < pool_capacity; index++) {
    AVFrame *frame = pipsim_c_frame_create_1080p_nv12();
    if (frame == NULL) {
      pipsim_c_pipeline_destroy(pipeline);
      return NULL;
    }
    pipeline->frames_made[pipeline->pool_capacity++] = frame;
    pipeline->free_list[pipeline->free_count++] = frame;
  }
  return pipeline;
}

int64_t pipsim_c_pipeline_frames(pipsim_c_pipeline *pipeline, int64_t operations, int64_t start_nanoseconds,
    int64_t step_nanoseconds) {
  int64_t now = start_nanoseconds;
  for (int64_t index = 0; index < operations; index++) {
    if (produce(pipeline, now) < 0) return -1;
    tick(pipeline, now);
    now += step_nanoseconds;
  }
  return pipeline->counts.presented;
}

int pipsim_c_pipeline_is_balanced(const pipsim_c_pipeline *pipeline) {
  const counters *counts = &pipeline->counts;
  int64_t in_flight = (int64_t)(atomic_load(&pipeline->frames->tail) - atomic_load(&pipeline->frames->head))
                      + (pipeline->pending != NULL);
  int64_t dropped = counts->dropped_ring_full_oldest + counts->dropped_late + counts->dropped_superseded;
  return counts->pushed == counts->presented + dropped + in_flight
         && pipeline->latency.count == counts->presented && pipeline->av_offset.count == counts->presented;
}
