#include "CReferences.h"

#include <libavutil/frame.h>
#include <libavutil/pixfmt.h>

void *pipsim_c_frame_create_1080p_nv12(void) {
  AVFrame *frame = av_frame_alloc();
  if (frame == NULL) return NULL;
  frame->width = 1920;
  frame->height = 1080;
  frame->format = AV_PIX_FMT_NV12;
  if (av_frame_get_buffer(frame, 0) < 0) {
    av_frame_free(&frame);
    return NULL;
  }
  return frame;
}

void *pipsim_c_frame_create_blank(void) { return av_frame_alloc(); }

void pipsim_c_frame_destroy(void *frame) {
  AVFrame *owned = frame;
  av_frame_free(&owned);
}

int64_t pipsim_c_frame_ref_unref(void *destination, const void *source, int64_t operations) {
  int64_t failures = 0;
  for (int64_t index = 0; index < operations; index++) {
    if (av_frame_ref((AVFrame *)destination, (const AVFrame *)source) < 0) failures++;
    av_frame_unref((AVFrame *)destination);
  }
  return failures;
}
