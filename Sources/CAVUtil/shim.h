// The FFmpeg headers PiPSim uses (libavutil, and libswscale for converting pictures), plus static inline wrappers for the macros Swift cannot import.
#ifndef PIPSIM_CAVUTIL_SHIM_H
#define PIPSIM_CAVUTIL_SHIM_H

#include <libavutil/adler32.h>
#include <libavutil/avutil.h>
#include <libavutil/buffer.h>
#include <libavutil/crc.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/mem.h>
#include <libavutil/pixdesc.h>
#include <libavutil/pixfmt.h>
#include <libswscale/swscale.h>

/// `AVERROR(e)`: a POSIX errno as a negative libavutil error code.
static inline int pipsim_averror(int posix_errno) { return AVERROR(posix_errno); }

/// `AVERROR_EOF`.
static inline int pipsim_averror_eof(void) { return AVERROR_EOF; }

/// `AVERROR_INVALIDDATA`.
static inline int pipsim_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }

#endif
