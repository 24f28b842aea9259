#include "CairoReference.h"

#include <cairo/cairo.h>
#include <math.h>

/// Adds a rectangle rounded by `radius` at every corner, clockwise on screen from the top-left.
static void rounded_rectangle(cairo_t *cr, double x, double y, double width, double height, double radius) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + width - radius, y + radius, radius, -M_PI / 2, 0);
  cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, M_PI / 2);
  cairo_arc(cr, x + radius, y + height - radius, radius, M_PI / 2, M_PI);
  cairo_arc(cr, x + radius, y + radius, radius, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

static void set_color(cairo_t *cr, const double color[4]) {
  cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3]);
}

int64_t pipsim_c_cairo_draw_card(
    const pipsim_c_card_scene *scene, uint8_t *pixels, int width, int height, int stride, int64_t frames) {
  cairo_surface_t *image = cairo_image_surface_create_for_data(
      (unsigned char *)scene->image, CAIRO_FORMAT_ARGB32, scene->image_width, scene->image_height,
      scene->image_stride);
  int64_t failures = 0;
  for (int64_t frame = 0; frame < frames; frame++) {
    cairo_surface_t *surface =
        cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    cairo_t *cr = cairo_create(surface);

    set_color(cr, scene->background);
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_fill(cr);

    const double *card = scene->card;
    cairo_save(cr);
    cairo_translate(cr, card[0], card[1]);
    rounded_rectangle(cr, 0, 0, card[2], card[3], scene->corner_radius);
    set_color(cr, scene->card_color);
    cairo_fill_preserve(cr);
    cairo_clip(cr);

    set_color(cr, scene->text_color);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, scene->font_size);
    const char *glyph = scene->glyphs;
    for (int index = 0; index < scene->glyph_count; index++) {
      cairo_move_to(cr, scene->glyph_x[index], scene->baseline);
      cairo_show_text(cr, glyph);
      while (*glyph) glyph++;
      glyph++;
    }

    const double *rect = scene->image_rect;
    cairo_save(cr);
    cairo_rectangle(cr, rect[0], rect[1], rect[2], rect[3]);
    cairo_clip(cr);
    cairo_translate(cr, rect[0], rect[1]);
    cairo_scale(cr, rect[2] / scene->image_width, rect[3] / scene->image_height);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_restore(cr);

    double inset = scene->border_width / 2;
    cairo_save(cr);
    cairo_translate(cr, card[0], card[1]);
    rounded_rectangle(cr, inset, inset, card[2] - 2 * inset, card[3] - 2 * inset, scene->corner_radius - inset);
    set_color(cr, scene->border_color);
    cairo_set_line_width(cr, scene->border_width);
    cairo_stroke(cr);
    cairo_restore(cr);

    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) failures++;
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
  }
  cairo_surface_destroy(image);
  return failures;
}
