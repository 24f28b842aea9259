// Dispatch's own queue, drained on the calling thread: libdispatch's run-loop root queue, the kind
// CoreFoundation makes for its run loops, which runs what is queued on it when its owner says so
// rather than on a thread of Dispatch's. What an app's `async` of a block and that block's run cost
// in Dispatch itself, with no thread handoff in the count. Beside it, the part of that cost that is
// the block's alone: a block kept, run and released, as every queue keeps, runs and releases one.
#include "CReferences.h"

// libdispatch's functions, declared here: its headers are the Swift toolchain's, on the search path
// of Swift's C importer but not of the C compiler. A queue is an opaque pointer to it.
typedef struct pipsim_dispatch_queue *dispatch_queue_t;
extern void dispatch_async(dispatch_queue_t queue, void (^block)(void));
// Its exports for CoreFoundation's run loop, in no public header.
extern dispatch_queue_t _dispatch_runloop_root_queue_create_4CF(const char *label, unsigned long flags);
extern void _dispatch_runloop_root_queue_perform_4CF(dispatch_queue_t queue);
// The blocks runtime's copy and release (Block.h's `Block_copy` / `Block_release`), likewise declared
// here: its header is not on the C compiler's search path either.
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

void *pipsim_c_drained_queue_create(void) {
  return (void *)_dispatch_runloop_root_queue_create_4CF("pipsim.reference.drained", 0);
}

void pipsim_c_drained_queue_async(void *queue, void (^block)(void)) {
  dispatch_async((dispatch_queue_t)queue, block);
}

void pipsim_c_drained_queue_drain(void *queue) {
  _dispatch_runloop_root_queue_perform_4CF((dispatch_queue_t)queue);
}

// The one kept block; benchmarks run on one thread.
static void (^kept_block)(void);

void pipsim_c_block_keep(void (^block)(void)) {
  if (kept_block) _Block_release(kept_block);
  kept_block = (void (^)(void))_Block_copy(block);
}

int pipsim_c_block_run_kept(void) {
  void (^block)(void) = kept_block;
  if (!block) return 0;
  kept_block = 0;
  block();
  _Block_release(block);
  return 1;
}
