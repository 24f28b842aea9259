import Foundation

extension Layer {
  /// Converts `point` from this layer's coordinates to `layer`'s; nil converts to the coordinates of
  /// the tree's root: the window's, for a tree a view in a window hosts.
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    let from = originInRoot
    let to = layer?.originInRoot ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts `point` from `layer`'s coordinates (nil: the tree's root's) to this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    let from = layer?.originInRoot ?? .zero
    let to = originInRoot
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts `rect` from this layer's coordinates to `layer`'s (nil: the tree's root's).
  public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
  }

  /// Converts `rect` from `layer`'s coordinates (nil: the tree's root's) to this layer's.
  public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: layer), size: rect.size)
  }

  /// The sublayers in painting order: lower ``zPosition`` first, then in the order of ``sublayers``
  /// (a hit test tries them the other way round).
  package var sublayersBackToFront: [Layer] {
    orderedSublayers.enumerated()
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map(\.element)
  }

  /// Where this layer's coordinate origin lies in the root's coordinates: a view's layer is where its
  /// view is in the window (or its root view); a layer without a superlayer is its own root.
  private var originInRoot: CGPoint {
    if let view = rootOfView { return view.convert(CGRect.zero, to: nil).origin }
    guard let superlayer else { return .zero }
    let parentOrigin = superlayer.originInRoot
    let frame = self.frame
    let bounds = self.bounds
    return CGPoint(
      x: parentOrigin.x + frame.minX - bounds.minX, y: parentOrigin.y + frame.minY - bounds.minY)
  }
}
