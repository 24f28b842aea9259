import Foundation
import PixelBuffers
import Runtime
import SVGWriting
import VideoRendering
import ViewHierarchy

/// Builds a screen snapshot's SVG text, element by element, in painting order.
@MainActor
struct SVGScreenRenderer {
  private static let labelLineHeight = 10.0

  let options: ScreenSnapshotOptions
  private var lines: [String] = []
  private var labels: [String] = []
  private var labelAnchors: Set<String> = []
  private var clipCount = 0

  init(options: ScreenSnapshotOptions) {
    self.options = options
  }

  mutating func openDocument(screen: CGRect, title: String) {
    let width = SVGText.number(screen.width)
    let height = SVGText.number(screen.height)
    lines.append(##"<?xml version="1.0" encoding="UTF-8"?>"##)
    lines.append(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" "##
        + ##"viewBox="0 0 \##(width) \##(height)" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="8">"##
    )
    lines.append("<title>\(SVGText.escaped(title))</title>")
    lines.append(
      ##"<defs><clipPath id="screen"><rect x="0" y="0" width="\##(width)" height="\##(height)"/></clipPath></defs>"##
    )
    lines.append(
      ##"<rect class="screen" x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff"/>"##)
  }

  /// Draws the app's window and every visible view in it, clipped to the screen.
  mutating func drawApplication(_ window: Window) {
    lines.append(##"<g class="application" clip-path="url(#screen)">"##)
    draw(window, offset: window.frame.origin)
    lines.append("</g>")
    flushLabels()
  }

  mutating func drawSafeArea(_ area: CGRect) {
    lines.append(
      ##"<rect class="safe-area" \##(geometry(area)) fill="none" stroke="#0a84ff" stroke-width="1" "##
        + ##"stroke-dasharray="6 4"/>"##)
  }

  mutating func drawStatusBar(width: Double, height: Double) {
    let bar = CGRect(x: 0, y: 0, width: width, height: height)
    let baseline = SVGText.number(height / 2 + 4)
    lines.append(##"<g class="status-bar">"##)
    lines.append(##"<rect \##(geometry(bar)) fill="#000000" fill-opacity="0.08"/>"##)
    let clockCenter = SVGText.number(width * 0.2)
    lines.append(
      ##"<text x="\##(clockCenter)" y="\##(baseline)" text-anchor="middle" font-size="11" "##
        + ##"font-weight="bold">9:41</text>"##)
    let battery = CGRect(x: width - 40, y: height / 2 - 5, width: 24, height: 10)
    lines.append(##"<rect \##(geometry(battery)) rx="2" fill="none" stroke="#000000" stroke-width="1"/>"##)
    lines.append("</g>")
  }

  /// Draws the PiP window floating at `frame`, with its content when it hosts a view tree.
  mutating func drawPictureInPicture(frame: CGRect, window: Window?, isSuspended: Bool) {
    let suspended = isSuspended ? ##" opacity="0.4""## : ""
    lines.append(##"<g class="picture-in-picture"\##(suspended)>"##)
    lines.append(
      ##"<defs><clipPath id="picture-in-picture"><rect \##(geometry(frame)) rx="8"/></clipPath></defs>"##)
    let shadow = frame.offsetBy(dx: 2, dy: 3)
    lines.append(##"<rect class="shadow" \##(geometry(shadow)) rx="8" fill="#000000" fill-opacity="0.3"/>"##)
    lines.append(##"<rect class="window" \##(geometry(frame)) rx="8" fill="#1c1c1e"/>"##)
    lines.append(##"<g clip-path="url(#picture-in-picture)">"##)
    if let window { draw(window, offset: frame.origin) }
    lines.append("</g>")
    lines.append(##"<rect \##(geometry(frame)) rx="8" fill="none" stroke="#ff9f0a" stroke-width="2"/>"##)
    flushLabels()
    let label = isSuspended ? "Picture in Picture (suspended)" : "Picture in Picture"
    lines.append(
      ##"<text class="label" x="\##(SVGText.number(frame.minX))" y="\##(SVGText.number(frame.minY - 3))" "##
        + ##"fill="#ff9f0a">\##(label)</text>"##)
    lines.append("</g>")
  }

  mutating func closeDocument() -> String {
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Draws `view` and its visible subviews; `offset` is where the view's root sits on screen.
  ///
  /// The view's layer decides the shape: its rounded corners, its border (drawn above everything
  /// in it, as Core Animation draws borders) and, with `masksToBounds` (`clipsToBounds`), the clip
  /// of its video, sublayers and subviews to that shape.
  private mutating func draw(_ view: View, offset: CGPoint) {
    guard !view.isHidden, view.alpha > 0 else { return }
    let rect = view.convert(view.bounds, to: nil).offsetBy(dx: offset.x, dy: offset.y)
    let label = SVGText.escaped(view.debugLabel)
    let opacity = view.alpha < 1 ? ##" opacity="\##(SVGText.number(view.alpha))""## : ""
    let layer = view.layer
    lines.append(##"<g class="view" data-label="\##(label)"\##(opacity)>"##)
    lines.append(
      shape(
        rect, of: layer,
        ##"class="view" \##(fillAttributes(view.backgroundColor)) stroke="#8e8e93" stroke-width="0.5""##))
    openClip(rect, of: layer)
    if let sink = layer.frameSink { drawVideo(from: sink, in: rect) }
    if options.labelsViews { addLabel(label, at: rect) }
    for sublayer in layer.sublayersBackToFront { draw(sublayer, offset: offset) }
    for subview in view.subviews { draw(subview, offset: offset) }
    closeClip(of: layer)
    drawBorder(rect, of: layer)
    lines.append("</g>")
  }

  /// Draws a layer added to a view's layer tree, and its visible sublayers.
  private mutating func draw(_ layer: Layer, offset: CGPoint) {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let rect = layer.convert(layer.bounds, to: nil).offsetBy(dx: offset.x, dy: offset.y)
    let opacity = layer.opacity < 1 ? ##" opacity="\##(SVGText.number(Double(layer.opacity)))""## : ""
    let name = layer.name.map { ##" data-name="\##(SVGText.escaped($0))""## } ?? ""
    lines.append(##"<g class="layer"\##(name)\##(opacity)>"##)
    lines.append(
      shape(
        rect, of: layer,
        ##"class="layer" \##(fillAttributes(layer.backgroundColor.map(Color.init(cgColor:))))"##))
    openClip(rect, of: layer)
    if let sink = layer.frameSink { drawVideo(from: sink, in: rect) }
    for sublayer in layer.sublayersBackToFront { draw(sublayer, offset: offset) }
    closeClip(of: layer)
    drawBorder(rect, of: layer)
    lines.append("</g>")
  }

  /// The radius the layer's corners are drawn with: none for a negative radius, at most half the
  /// shorter side.
  private static func drawnCornerRadius(of layer: Layer, in rect: CGRect) -> Double {
    min(max(layer.cornerRadius, 0), min(rect.width, rect.height) / 2)
  }

  /// The element outlining `rect` with the layer's rounded corners: a `rect` when every corner (or
  /// none) is rounded, else a `path` rounding only the masked corners. `inset` is how far `rect`
  /// lies inside the layer's bounds (a border's centre line), which shrinks the radius as much.
  private func shape(_ rect: CGRect, of layer: Layer, inset: Double = 0, _ attributes: String) -> String {
    let bounds = rect.insetBy(dx: -inset, dy: -inset)
    let radius = max(Self.drawnCornerRadius(of: layer, in: bounds) - inset, 0)
    let corners = layer.maskedCorners
    guard radius > 0, !corners.isEmpty else { return "<rect \(geometry(rect)) \(attributes)/>" }
    guard corners != .all else {
      return "<rect \(geometry(rect)) rx=\"\(SVGText.number(radius))\" \(attributes)/>"
    }
    func r(_ corner: LayerCornerMask) -> Double { corners.contains(corner) ? radius : 0 }
    let (topLeft, topRight) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner))
    let (bottomLeft, bottomRight) = (r(.layerMinXMaxYCorner), r(.layerMaxXMaxYCorner))
    let n = SVGText.number
    let path =
      "M\(n(rect.minX + topLeft)),\(n(rect.minY)) H\(n(rect.maxX - topRight)) "
      + "A\(n(topRight)),\(n(topRight)) 0 0 1 \(n(rect.maxX)),\(n(rect.minY + topRight)) "
      + "V\(n(rect.maxY - bottomRight)) "
      + "A\(n(bottomRight)),\(n(bottomRight)) 0 0 1 \(n(rect.maxX - bottomRight)),\(n(rect.maxY)) "
      + "H\(n(rect.minX + bottomLeft)) "
      + "A\(n(bottomLeft)),\(n(bottomLeft)) 0 0 1 \(n(rect.minX)),\(n(rect.maxY - bottomLeft)) "
      + "V\(n(rect.minY + topLeft)) "
      + "A\(n(topLeft)),\(n(topLeft)) 0 0 1 \(n(rect.minX + topLeft)),\(n(rect.minY)) Z"
    return "<path d=\"\(path)\" \(attributes)/>"
  }

  /// Opens a group clipped to the layer's shape when it masks to its bounds.
  private mutating func openClip(_ rect: CGRect, of layer: Layer) {
    guard layer.masksToBounds else { return }
    clipCount += 1
    let identifier = "clip-\(clipCount)"
    lines.append(##"<defs><clipPath id="\##(identifier)">\##(shape(rect, of: layer, ""))</clipPath></defs>"##)
    lines.append(##"<g class="clip" clip-path="url(#\##(identifier))">"##)
  }

  private mutating func closeClip(of layer: Layer) {
    if layer.masksToBounds { lines.append("</g>") }
  }

  /// Draws the layer's border inside `rect`, following its rounded corners; none for a width of 0
  /// or less, or no colour.
  private mutating func drawBorder(_ rect: CGRect, of layer: Layer) {
    let width = min(layer.borderWidth, min(rect.width, rect.height) / 2)
    guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    let stroke = fillAttributes(Color(cgColor: color))
      .replacingOccurrences(of: "fill", with: "stroke")
    let element = shape(
      inset, of: layer, inset: width / 2,
      ##"class="border" fill="none" \##(stroke) stroke-width="\##(SVGText.number(width))""##)
    lines.append(element)
  }

  /// Draws the frame on screen as gray cells filling `rect`, read under the sink's lock in one go.
  ///
  /// A frame whose format has no luma to read is drawn as an empty video group naming its format.
  private mutating func drawVideo(from sink: LayerFrameSink, in rect: CGRect) {
    let maximumColumns = max(1, options.maximumVideoColumns)
    let picture: (PresentedFrame, LumaThumbnail?)? = sink.withFrameOnScreen { frame in
      switch frame {
      case .some(let buffer):
        let columns = min(maximumColumns, buffer.width)
        let rows = min(
          buffer.height, max(1, Int((Double(columns * buffer.height) / Double(buffer.width)).rounded())))
        return (PresentedFrame(describing: buffer), try? buffer.lumaThumbnail(width: columns, height: rows))
      case .none:
        return nil
      }
    }
    guard let (frame, thumbnail) = picture else { return }
    let identity =
      ##"class="video" data-sequence="\##(frame.sequenceNumber)" data-checksum="\##(frame.checksum)" "##
      + ##"data-format="\##(frame.format.name)""##
    guard let thumbnail else {
      lines.append("<g \(identity)/>")
      return
    }
    lines.append(
      ##"<g \##(identity) data-columns="\##(thumbnail.width)" data-rows="\##(thumbnail.height)" "##
        + ##"shape-rendering="crispEdges">"##)
    let edgesX = (0...thumbnail.width).map {
      SVGText.rounded(rect.minX + rect.width * Double($0) / Double(thumbnail.width))
    }
    let edgesY = (0...thumbnail.height).map {
      SVGText.rounded(rect.minY + rect.height * Double($0) / Double(thumbnail.height))
    }
    for row in 0..<thumbnail.height {
      for column in 0..<thumbnail.width {
        let cell = CGRect(
          x: edgesX[column], y: edgesY[row], width: edgesX[column + 1] - edgesX[column],
          height: edgesY[row + 1] - edgesY[row])
        let level = thumbnail.levels[row * thumbnail.width + column]
        lines.append(##"<rect \##(geometry(cell)) fill="\##(SVGText.gray(level))"/>"##)
      }
    }
    lines.append("</g>")
  }

  /// Queues a label at the rectangle's top-left corner, one line lower for each label already there.
  private mutating func addLabel(_ label: String, at rect: CGRect) {
    var baseline = rect.minY + Self.labelLineHeight
    while !labelAnchors.insert("\(SVGText.number(rect.minX)),\(SVGText.number(baseline))").inserted {
      baseline += Self.labelLineHeight
    }
    labels.append(
      ##"<text class="label" x="\##(SVGText.number(rect.minX + 2))" y="\##(SVGText.number(baseline))" "##
        + ##"fill="#1c1c1e" stroke="#ffffff" stroke-width="2" paint-order="stroke">\##(label)</text>"##)
  }

  /// Writes the queued labels above everything drawn so far.
  private mutating func flushLabels() {
    guard !labels.isEmpty else { return }
    lines.append(##"<g class="labels">"##)
    lines.append(contentsOf: labels)
    lines.append("</g>")
    labels.removeAll()
  }

  private func geometry(_ rect: CGRect) -> String {
    ##"x="\##(SVGText.number(rect.minX))" y="\##(SVGText.number(rect.minY))" "##
      + ##"width="\##(SVGText.number(rect.width))" height="\##(SVGText.number(rect.height))""##
  }

  /// `fill="rgb(r,g,b)"`, with a `fill-opacity` when the colour is translucent; `fill="none"` for none.
  private func fillAttributes(_ color: Color?) -> String {
    guard let color, color.alpha > 0 else { return ##"fill="none""## }
    func channel(_ value: Double) -> String { String(Int((min(max(value, 0), 1) * 255).rounded())) }
    let fill = ##"fill="rgb(\##(channel(color.red)),\##(channel(color.green)),\##(channel(color.blue)))""##
    return color.alpha < 1 ? fill + ##" fill-opacity="\##(SVGText.number(color.alpha))""## : fill
  }
}
