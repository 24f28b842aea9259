// Dispatch's own queue, drained on the calling thread: libdispatch's run-loop root queue, the kind
// CoreFoundation makes for its run loops, which runs what is queued on it when its owner says so
// rather than on a thread of Dispatch's. What an app's `async` of a block and that block's run cost
// in Dispatch itself, with no thread handoff in the count.
#include "CReferences.h"

// libdispatch's functions, declared here: its headers are the Swift toolchain's, on the search path
// of Swift's C importer but not of the C compiler. A queue is an opaque pointer to it.
typedef struct pipsim_dispatch_queue *dispatch_queue_t;
extern void dispatch_async(dispatch_queue_t queue, void (^block)(void));
// Its exports for CoreFoundation's run loop, in no public header.
extern dispatch_queue_t _dispatch_runloop_root_queue_create_4CF(const char *label, unsigned long flags);
extern void _dispatch_runloop_root_queue_perform_4CF(dispatch_queue_t queue);

void *pipsim_c_drained_queue_create(void) {
  return (void *)_dispatch_runloop_root_queue_create_4CF("pipsim.reference.drained", 0);
}

void pipsim_c_drained_queue_async(void *queue, void (^block)(void)) {
  dispatch_async((dispatch_queue_t)queue, block);
}

void pipsim_c_drained_queue_drain(void *queue) {
  _dispatch_runloop_root_queue_perform_4CF((dispatch_queue_t)queue);
}
