// The C reference the drawing benchmark measures PiPSim's view rendering against: the same picture
// drawn with cairo directly, as a C program would draw it. Only benchmark binaries link this target.
#ifndef PIPSIM_CAIRO_REFERENCE_H
#define PIPSIM_CAIRO_REFERENCE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What the reference draws: a full-screen background, a rounded card with a border, a line of text
/// placed glyph by glyph, and an image scaled into a square. Colours are premultiplied RGBA in 0...1;
/// rectangles are x, y, width, height in pixels.
typedef struct pipsim_c_card_scene {
  double background[4];
  double card[4];
  double card_color[4];
  double corner_radius;
  double border_width;
  double border_color[4];
  const char *glyphs;      ///< NUL-separated UTF-8 glyphs, `glyph_count` of them.
  const double *glyph_x;   ///< Each glyph's pen position, in card coordinates.
  int glyph_count;
  double baseline;         ///< The text's baseline, in card coordinates.
  double font_size;
  double text_color[4];
  double image_rect[4];    ///< In card coordinates.
  const uint8_t *image;    ///< Premultiplied BGRA pixels.
  int image_width;
  int image_height;
  int image_stride;
} pipsim_c_card_scene;

/// Draws `scene` `frames` times into the BGRA memory `pixels` (`width` x `height`, `stride` bytes a
/// row), making a cairo surface and context for each frame as a per-frame renderer does. Returns 0,
/// or the number of frames cairo reported an error for.
int64_t pipsim_c_cairo_draw_card(
    const pipsim_c_card_scene *scene, uint8_t *pixels, int width, int height, int stride, int64_t frames);

#ifdef __cplusplus
}
#endif

#endif
