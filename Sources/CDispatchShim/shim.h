// The Dispatch and blocks runtime headers the run loop uses (<dispatch/dispatch.h> and <Block/Block.h>
// from the Swift toolchain), plus static inline wrappers for what Swift's Dispatch does not offer and
// for the blocks runtime's macros.
#ifndef PIPSIM_CDISPATCHSHIM_H
#define PIPSIM_CDISPATCHSHIM_H

#include <Block/Block.h>
#include <dispatch/dispatch.h>
#include <stdbool.h>

/// `Block_copy`: a block on the heap with one more reference (a block on the stack is copied there).
static inline const void *pipsim_block_copy(const void *block) { return _Block_copy(block); }

/// `Block_release`: one reference less; the last frees the block.
static inline void pipsim_block_release(const void *block) { _Block_release(block); }

/// The block `slot` (a variable of optional block type) holds, moved out: the variable is left nil, so
/// the reference it held passes to the caller.
static inline const void *_Nullable pipsim_block_take(dispatch_block_t _Nullable *_Nonnull slot) {
  const void *taken = (const void *)*slot;
  *slot = NULL;
  return taken;
}

/// Whether Dispatch's current queue on the calling thread is the main queue: the thread runs the main
/// queue's work now. `dispatch_get_current_queue` is deprecated because its answer says nothing of the
/// queues a queue targets; a true answer here needs none of that, and a false one is only "maybe not"
/// (the caller then asks `dispatch_get_specific`, which walks the targets).
static inline bool pipsim_current_queue_is_main(void) {
  return dispatch_get_current_queue() == (dispatch_queue_t)dispatch_get_main_queue();
}

#endif
