// The one function whose instructions valgrind counts in a benchmark process.
//
// `BenchmarkHarness` runs a benchmark's stepped body through pipsim_measured_region under
// callgrind with `--collect-atstart=no --toggle-collect=pipsim_measured_region`, so only what
// the body executes (callees included) is counted; set-up, warm-up, process start and exit are
// not. Only benchmark binaries link this target; the PiPSim library never does.
#ifndef PIPSIM_MEASURED_REGION_H
#define PIPSIM_MEASURED_REGION_H

#ifdef __cplusplus
extern "C" {
#endif

/// The symbol name callgrind's --toggle-collect is given.
#define PIPSIM_MEASURED_REGION_SYMBOL "pipsim_measured_region"

/// Calls body(context) once; never inlined and never a tail call, so the call stays inside it.
void pipsim_measured_region(void (*body)(void *context), void *context);

#ifdef __cplusplus
}
#endif

#endif
