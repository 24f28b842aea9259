import Runtime

extension View {
  /// The parts of the view covered by the status bar, sensor housing and Home indicator.
  ///
  /// For a window, the scene's insets in its current orientation; for a view inside a window, the
  /// part of the window's insets that overlaps the view; zero for a view outside any window or a
  /// window without a scene. Follows every rotation.
  public var safeAreaInsets: EdgeInsets {
    guard let window, let scene = window.windowScene else { return .zero }
    let insets = scene.safeAreaInsets
    let windowBounds = window.bounds
    let frameInWindow = convert(bounds, to: window)
    return EdgeInsets(
      top: max(0, insets.top - (frameInWindow.minY - windowBounds.minY)),
      left: max(0, insets.left - (frameInWindow.minX - windowBounds.minX)),
      bottom: max(0, frameInWindow.maxY - (windowBounds.maxY - insets.bottom)),
      right: max(0, frameInWindow.maxX - (windowBounds.maxX - insets.right)))
  }
}
