import PiPSim

extension SimulatedApp {
  /// The user taps `button`: its `touchUpInside` actions run if the user could tap it, that is if it
  /// is enabled, in a window, and neither it nor a view above it is hidden, takes no touches or has
  /// an alpha below 0.01 (the views UIKit's hit test ignores:
  /// [`hitTest(_:with:)`](https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:))).
  ///
  /// - Returns: Whether the tap reached the button.
  @discardableResult
  public func tap(_ button: Button) -> Bool {
    guard button.isEnabled, button.window != nil else { return false }
    var view: View? = button
    while let current = view {
      guard !current.isHidden, current.isUserInteractionEnabled, current.alpha >= 0.01 else { return false }
      view = current.superview
    }
    button.sendActions(for: .touchUpInside)
    return true
  }
}
