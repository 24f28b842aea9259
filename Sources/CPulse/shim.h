// The libpulse headers PiPSim uses.
#ifndef PIPSIM_CPULSE_SHIM_H
#define PIPSIM_CPULSE_SHIM_H

#include <pulse/pulseaudio.h>
#include <pulse/error.h>

#endif
