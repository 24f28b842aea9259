// The cairo headers PiPSim draws with: image surfaces, paths, patterns and PNG output.
#ifndef PIPSIM_CCAIRO_SHIM_H
#define PIPSIM_CCAIRO_SHIM_H

#include <cairo/cairo.h>

#endif
