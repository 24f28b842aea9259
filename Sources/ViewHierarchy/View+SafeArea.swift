import Runtime

extension View {
  /// The parts of the view covered by the status bar, sensor housing, Home indicator and the bars
  /// of the view controllers that contain it.
  ///
  /// For a window, the scene's insets in its current orientation; for a view inside a window, the
  /// part of its superview's insets that overlaps the view, plus, for a view controller's view, that
  /// controller's ``ViewController/additionalSafeAreaInsets`` and the bars its container shows over
  /// it (a navigation bar above, a tab bar below), as UIKit adds them; zero for a view outside any
  /// window or a window without a scene. Follows every rotation.
  public var safeAreaInsets: EdgeInsets {
    if let window = self as? Window { return window.windowScene?.safeAreaInsets ?? .zero }
    guard let superview, window != nil else { return .zero }
    let outer = superview.safeAreaInsets
    let outerBounds = superview.bounds
    var insets = EdgeInsets(
      top: max(0, outer.top - (frame.minY - outerBounds.minY)),
      left: max(0, outer.left - (frame.minX - outerBounds.minX)),
      bottom: max(0, frame.maxY - (outerBounds.maxY - outer.bottom)),
      right: max(0, frame.maxX - (outerBounds.maxX - outer.right)))
    if let owner = owningViewController {
      let added = owner.additionalSafeAreaInsets
      let bars = owner.containerBarInsets
      insets.top += added.top + bars.top
      insets.left += added.left + bars.left
      insets.bottom += added.bottom + bars.bottom
      insets.right += added.right + bars.right
    }
    return insets
  }
}
