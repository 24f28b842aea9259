import Runtime

/// A view or layout guide: something with the ten layout anchors.
///
/// ``View`` and ``LayoutGuide`` conform; the anchors are defined once, here.
@MainActor
public protocol LayoutAnchorOwner: AnyObject {
  /// The handle anchors use to find the item's layout variables.
  var layoutItem: LayoutItem { get }
}

extension LayoutAnchorOwner {
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .right) }
  /// The leading edge (left: the simulator lays out left to right).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .leading) }
  /// The trailing edge (right: the simulator lays out left to right).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .trailing) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(item: layoutItem, attribute: .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(item: layoutItem, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(item: layoutItem, attribute: .height) }
}
