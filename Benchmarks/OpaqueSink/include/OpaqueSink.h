// A function the Swift optimiser cannot see into, for BenchmarkHarness's blackHole.
//
// Swift's cross-module optimisation makes a Swift blackHole's body visible to its callers in a
// release build, so the optimiser proved it keeps nothing and removed what it was given (a class
// instance passed to it was allocated on the stack). A C function is compiled apart: the caller
// must produce the value in memory and assume the function keeps its address.
#ifndef PIPSIM_OPAQUE_SINK_H
#define PIPSIM_OPAQUE_SINK_H

#ifdef __cplusplus
extern "C" {
#endif

/// Takes the address of a value and does nothing with it, out of the optimiser's sight.
void pipsim_opaque_sink(const void *value);

#ifdef __cplusplus
}
#endif

#endif
