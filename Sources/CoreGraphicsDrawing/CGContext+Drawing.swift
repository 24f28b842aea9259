import CCairo
import Foundation

/// How a path's inside is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
  /// Non-zero winding number.
  case winding = 0
  /// Even-odd crossings.
  case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` does with the current path (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
  /// Fills with the non-zero rule.
  case fill = 0
  /// Fills with the even-odd rule.
  case eoFill = 1
  /// Strokes.
  case stroke = 2
  /// Fills with the non-zero rule, then strokes.
  case fillStroke = 3
  /// Fills with the even-odd rule, then strokes.
  case eoFillStroke = 4
}

/// How drawn colour combines with the pixels under it (`CGBlendMode`).
public enum CGBlendMode: Int32, Hashable, Sendable {
  /// Source over destination, premultiplied: `result = source + destination x (1 - source alpha)`.
  case normal = 0
  /// Transparent black where drawn.
  case clear = 16
  /// The source replaces the destination where drawn.
  case copy = 17

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    }
  }
}

// The transform: Core Graphics' origin is the bottom-left corner, cairo's the top-left, so cairo's
// matrix is the CTM followed by a flip of the bitmap's height.
extension CGContext {
  /// The current transformation matrix, from user space to the bitmap's y-up pixels (`ctm`):
  /// identity in a new bitmap context.
  public var ctm: CGAffineTransform { state.ctm }

  /// Moves the origin by `tx`, `ty` in user space (`translateBy(x:y:)`).
  ///
  /// The corresponding cairo function is `cairo_translate`.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales user space by `sx`, `sy` (`scaleBy(x:y:)`).
  ///
  /// The corresponding cairo function is `cairo_scale`.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Rotates user space by `angle` radians, counter-clockwise in the y-up bitmap (`rotate(by:)`).
  ///
  /// The corresponding cairo function is `cairo_rotate`.
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current transform (`concatenate(_:)`).
  ///
  /// The corresponding cairo function is `cairo_transform`.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
    applyTransform()
  }

  /// Whether the CTM maps user space onto the plane: finite and not squashed onto a line or a
  /// point. Cairo refuses any other matrix for the rest of the context's life, so with one the
  /// context draws nothing (it would cover no pixels) until the transform is drawable again.
  var transformIsDrawable: Bool {
    let ctm = state.ctm
    let determinant = ctm.a * ctm.d - ctm.b * ctm.c
    return determinant != 0 && determinant.isFinite && ctm.tx.isFinite && ctm.ty.isFinite
  }

  func applyTransform() {
    guard transformIsDrawable else { return }
    let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    let device = state.ctm.concatenating(flip)
    var matrix = cairo_matrix_t(
      xx: device.a, yx: device.b, xy: device.c, yy: device.d, x0: device.tx, y0: device.ty)
    cairo_set_matrix(cairo, &matrix)
  }
}

// The graphics state's colours and line style.
extension CGContext {
  /// The colour fills draw with (`setFillColor(_:)`).
  public func setFillColor(_ color: CGColor) { state.fillColor = color }

  /// The fill colour from RGBA components (`setFillColor(red:green:blue:alpha:)`).
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The fill colour as a gray (`setFillColor(gray:alpha:)`).
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

  /// The colour strokes draw with (`setStrokeColor(_:)`).
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// The stroke colour from RGBA components (`setStrokeColor(red:green:blue:alpha:)`).
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The stroke colour as a gray (`setStrokeColor(gray:alpha:)`).
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(gray: gray, alpha: alpha))
  }

  /// The opacity every drawing call is multiplied by, clamped to 0...1 (`setAlpha(_:)`).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

  /// How drawing combines with the pixels under it (`setBlendMode(_:)`).
  ///
  /// The corresponding cairo function is `cairo_set_operator`.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// The stroke width in user space (`setLineWidth(_:)`).
  ///
  /// The corresponding cairo function is `cairo_set_line_width`.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite else { return }
    cairo_set_line_width(cairo, max(width, 0))
  }

  /// The stroke's ends (`setLineCap(_:)`).
  ///
  /// The corresponding cairo function is `cairo_set_line_cap`.
  public func setLineCap(_ cap: CGLineCap) {
    let caps: [CGLineCap: cairo_line_cap_t] = [
      .butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE,
    ]
    cairo_set_line_cap(cairo, caps[cap] ?? CAIRO_LINE_CAP_BUTT)
  }

  /// The stroke's corners (`setLineJoin(_:)`).
  ///
  /// The corresponding cairo function is `cairo_set_line_join`.
  public func setLineJoin(_ join: CGLineJoin) {
    let joins: [CGLineJoin: cairo_line_join_t] = [
      .miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL,
    ]
    cairo_set_line_join(cairo, joins[join] ?? CAIRO_LINE_JOIN_MITER)
  }

  /// The miter limit (`setMiterLimit(_:)`).
  ///
  /// The corresponding cairo function is `cairo_set_miter_limit`.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite else { return }
    cairo_set_miter_limit(cairo, limit)
  }

  /// Dashes: on and off lengths in turn, starting `phase` into the pattern; an empty list draws
  /// solid lines (`setLineDash(phase:lengths:)`), and so does a list with a negative or non-finite
  /// length or none above zero.
  ///
  /// The corresponding cairo function is `cairo_set_dash`.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid =
      phase.isFinite && lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
    let dashes = valid ? lengths.map(Double.init) : []
    cairo_set_dash(cairo, dashes, Int32(dashes.count), valid ? Double(phase) : 0)
  }

  /// Whether edges are antialiased (`setShouldAntialias(_:)`); without it a pixel is drawn whole
  /// when its centre is inside.
  ///
  /// The corresponding cairo function is `cairo_set_antialias`.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }
}

// The current path: built in user space, kept in device space, as in Core Graphics.
extension CGContext {
  /// Empties the current path (`beginPath()`).
  ///
  /// The corresponding cairo function is `cairo_new_path`.
  public func beginPath() { cairo_new_path(cairo) }

  /// Whether the current path is empty (`isPathEmpty`).
  public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

  /// Starts a subpath at `point` (`move(to:)`).
  public func move(to point: CGPoint) { addPath(elements: [.moveToPoint(point)]) }

  /// A line to `point` (`addLine(to:)`).
  public func addLine(to point: CGPoint) { addPath(elements: [.addLineToPoint(point)]) }

  /// Lines through `points` (`addLines(between:)`).
  public func addLines(between points: [CGPoint]) {
    addPath(elements: points.enumerated().map { $0 == 0 ? .moveToPoint($1) : .addLineToPoint($1) })
  }

  /// A cubic curve to `end` (`addCurve(to:control1:control2:)`).
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    addPath(elements: [.addCurveToPoint(control1, control2, end)])
  }

  /// A quadratic curve to `end` (`addQuadCurve(to:control:)`).
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    addPath(elements: [.addQuadCurveToPoint(control, end)])
  }

  /// A closed rectangle (`addRect(_:)`).
  public func addRect(_ rect: CGRect) { addPath(elements: CGPath.rectangle(rect.standardized)) }

  /// A closed ellipse that fits `rect` (`addEllipse(in:)`).
  public func addEllipse(in rect: CGRect) { addPath(elements: CGPath.ellipse(rect.standardized)) }

  /// An arc, joined to the current point by a line (`addArc(center:radius:startAngle:endAngle:clockwise:)`);
  /// `clockwise` as ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` reads it.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let arc = CGMutablePath()
    arc.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    var elements = arc.elements
    if !isPathEmpty, case .moveToPoint(let start) = elements.first { elements[0] = .addLineToPoint(start) }
    addPath(elements: elements)
  }

  /// Closes the current subpath (`closePath()`).
  ///
  /// The corresponding cairo function is `cairo_close_path`.
  public func closePath() { addPath(elements: [.closeSubpath]) }

  /// Appends `path`'s elements (`addPath(_:)`).
  public func addPath(_ path: CGPath) { addPath(elements: path.elements) }

  /// Adds the elements to cairo's path; an element with a point that is not finite is left out, and
  /// nothing is added while the transform is not drawable.
  private func addPath(elements: [CGPathElement]) {
    guard transformIsDrawable else { return }
    for element in elements where element.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
      switch element {
      case .moveToPoint(let point): cairo_move_to(cairo, point.x, point.y)
      case .addLineToPoint(let point):
        startIfEmpty()
        cairo_line_to(cairo, point.x, point.y)
      case .addQuadCurveToPoint(let control, let end):
        startIfEmpty()
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cairo, &x, &y)
        // The cubic with the same curve: control points two thirds of the way to the quadratic's.
        cairo_curve_to(
          cairo, x + (control.x - x) * 2 / 3, y + (control.y - y) * 2 / 3,
          end.x + (control.x - end.x) * 2 / 3,
          end.y + (control.y - end.y) * 2 / 3, end.x, end.y)
      case .addCurveToPoint(let control1, let control2, let end):
        startIfEmpty()
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
      case .closeSubpath: cairo_close_path(cairo)
      }
    }
  }

  private func startIfEmpty() {
    if isPathEmpty { cairo_move_to(cairo, 0, 0) }
  }
}

// Painting: every call below changes pixels, through ``changePixels(_:)``.
extension CGContext {
  /// Fills the current path and empties it (`fillPath(using:)`).
  ///
  /// The corresponding cairo function is `cairo_fill`.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    changePixels {
      fillCurrentPath(rule: rule)
      cairo_new_path(cairo)
    }
  }

  /// Strokes the current path and empties it (`strokePath()`).
  ///
  /// The corresponding cairo function is `cairo_stroke`.
  public func strokePath() {
    changePixels { strokeCurrentPath() }
  }

  /// Fills, strokes or both, then empties the path (`drawPath(using:)`).
  public func drawPath(using mode: CGPathDrawingMode) {
    changePixels {
      if mode != .stroke {
        fillCurrentPath(rule: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
      }
      if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { strokeCurrentPath() }
      cairo_new_path(cairo)
    }
  }

  /// Fills `rect`, replacing the current path (`fill(_:)`).
  public func fill(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    fillPath()
  }

  /// Fills each rectangle (`fill(_:)` with rectangles).
  public func fill(_ rects: [CGRect]) {
    beginPath()
    rects.forEach(addRect)
    fillPath()
  }

  /// Strokes `rect`'s outline, replacing the current path (`stroke(_:)`).
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }

  /// Fills the ellipse that fits `rect` (`fillEllipse(in:)`).
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse that fits `rect` (`strokeEllipse(in:)`).
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }

  /// Makes `rect` transparent black, within the clip (`clear(_:)`); black in a layout without alpha.
  ///
  /// The corresponding cairo operator is `CAIRO_OPERATOR_CLEAR`.
  public func clear(_ rect: CGRect) {
    changePixels {
      cairo_save(cairo)
      cairo_new_path(cairo)
      addRect(rect)
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
      cairo_fill(cairo)
      cairo_restore(cairo)
    }
  }

  /// Narrows the clip to the current path and empties it (`clip(using:)`).
  ///
  /// The corresponding cairo function is `cairo_clip`.
  public func clip(using rule: CGPathFillRule = .winding) {
    cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }

  /// Narrows the clip to `rect` (`clip(to:)`), replacing the current path.
  public func clip(to rect: CGRect) {
    beginPath()
    addRect(rect)
    clip()
  }

  /// Draws `image` scaled to fill `rect`, upright in the y-up space: its first row at `rect`'s top
  /// (`draw(_:in:)`).
  ///
  /// The corresponding cairo function is `cairo_paint_with_alpha`.
  public func draw(_ image: CGImage, in rect: CGRect) {
    guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width != 0,
      rect.height != 0,
      let source = image.makeCairoSurface()
    else { return }
    defer { cairo_surface_destroy(source) }
    changePixels {
      cairo_save(cairo)
      cairo_translate(cairo, rect.minX, rect.maxY)
      cairo_scale(cairo, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
      cairo_set_source_surface(cairo, source, 0, 0)
      cairo_pattern_set_filter(
        cairo_get_source(cairo), image.shouldInterpolate ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
      // Interpolation near the edges reads the edge pixels again, not transparency beyond them, so a
      // scaled image keeps its edges solid as Core Graphics draws them.
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
      cairo_new_path(cairo)
      cairo_rectangle(cairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
      cairo_clip(cairo)
      cairo_set_operator(cairo, state.blendMode.cairoOperator)
      cairo_paint_with_alpha(cairo, state.alpha)
      cairo_restore(cairo)
    }
  }

  /// Draws `image` scaled to fill `rect` with its first row at `rect`'s top in a user space that
  /// runs downwards (UIKit's): ``draw(_:in:)`` with `rect` turned over onto itself, the transform
  /// as it was afterwards.
  package func drawUpright(_ image: CGImage, in rect: CGRect) {
    saveGState()
    defer { restoreGState() }
    translateBy(x: 0, y: rect.minY + rect.maxY)
    scaleBy(x: 1, y: -1)
    draw(image, in: rect)
  }

  /// Fills the clip with `gradient` along the line from `start` to `end`: each colour on the lines
  /// across it at its location (`drawLinearGradient(_:start:end:options:)`). Beyond the ends nothing
  /// is drawn unless `options` asks for the end colours to continue.
  ///
  /// The corresponding cairo function is `cairo_pattern_create_linear`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    for stop in gradient.stops {
      let color = stop.color.rgba
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, color.red, color.green, color.blue, color.alpha * state.alpha)
    }
    let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    cairo_pattern_set_extend(pattern, options.isDisjoint(with: both) ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
    changePixels {
      cairo_save(cairo)
      // Padding both ways, then clipping away the side not asked for.
      if !options.isDisjoint(with: both) && !options.isSuperset(of: both) {
        clipToHalfPlane(
          through: options.contains(.drawsBeforeStartLocation) ? end : start, towards: end - start,
          keepsAhead: options.contains(.drawsAfterEndLocation))
      }
      cairo_set_source(cairo, pattern)
      cairo_set_operator(cairo, state.blendMode.cairoOperator)
      cairo_paint(cairo)
      cairo_restore(cairo)
    }
  }

  /// Clips to the side of the line through `point` across `direction` that `direction` points to
  /// (or the other side): a quadrilateral larger than the current clip's extent.
  private func clipToHalfPlane(through point: CGPoint, towards direction: CGPoint, keepsAhead: Bool) {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    let reach = hypot(x2 - x1, y2 - y1) + hypot(point.x - x1, point.y - y1) + 1
    let length = hypot(direction.x, direction.y)
    guard length > 0 else { return }
    let along = CGPoint(x: direction.x / length * reach, y: direction.y / length * reach)
    let ahead = keepsAhead ? along : CGPoint(x: -along.x, y: -along.y)
    let across = CGPoint(x: -along.y, y: along.x)
    cairo_new_path(cairo)
    cairo_move_to(cairo, point.x + across.x, point.y + across.y)
    cairo_line_to(cairo, point.x - across.x, point.y - across.y)
    cairo_line_to(cairo, point.x - across.x + ahead.x, point.y - across.y + ahead.y)
    cairo_line_to(cairo, point.x + across.x + ahead.x, point.y + across.y + ahead.y)
    cairo_close_path(cairo)
    cairo_clip(cairo)
  }

  private func fillCurrentPath(rule: CGPathFillRule) {
    setSource(state.fillColor)
    cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_fill_preserve(cairo)
  }

  private func strokeCurrentPath() {
    setSource(state.strokeColor)
    cairo_stroke(cairo)
  }

  func setSource(_ color: CGColor) {
    let rgba = color.rgba
    cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha * state.alpha)
    cairo_set_operator(cairo, state.blendMode.cairoOperator)
  }
}

extension CGPoint {
  fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

// Transparency layers: a group of drawing composited as one.
extension CGContext {
  /// Starts a transparency layer (`beginTransparencyLayer(auxiliaryInfo:)`): drawing until the
  /// matching ``endTransparencyLayer()`` goes into a transparent offscreen group, with the alpha
  /// and blend mode reset, and is then composited as one picture with the alpha and blend mode in
  /// force now. `auxiliaryInfo` is not read.
  ///
  /// The corresponding cairo function is `cairo_push_group`.
  public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
    saveGState()
    transparencyLayers.append((alpha: state.alpha, blendMode: state.blendMode, savedStates: savedStateCount))
    state.alpha = 1
    state.blendMode = .normal
    cairo_push_group(cairo)
  }

  /// Composites the transparency layer begun last onto what is below it
  /// (`endTransparencyLayer()`); nothing when none is begun.
  ///
  /// The corresponding cairo functions are `cairo_pop_group_to_source` and `cairo_paint_with_alpha`.
  public func endTransparencyLayer() {
    guard let composite = transparencyLayers.last else { return }
    // States saved inside the layer and not restored are restored here: cairo cannot end a group
    // over a save of its own.
    while savedStateCount > composite.savedStates { restoreGState() }
    transparencyLayers.removeLast()
    changePixels {
      cairo_pop_group_to_source(cairo)
      cairo_set_operator(cairo, composite.blendMode.cairoOperator)
      cairo_paint_with_alpha(cairo, composite.alpha)
    }
    restoreGState()
  }
}
