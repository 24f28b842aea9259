import PiPSim

extension SimulatedApp {
  /// The user taps `control`, holding the finger down for ``tapDuration`` of virtual time: a button
  /// sends `touchDown`, `touchUpInside` and `primaryActionTriggered` in UIKit's order (a switch
  /// flips; see ``toggle(_:)``), if the user could touch it (``canTouch(_:)``).
  ///
  /// - Returns: Whether the tap reached the control.
  @discardableResult
  public func tap(_ control: Control) -> Bool {
    guard canTouch(control) else { return false }
    control.userTouchBegan()
    holdTouch(for: Self.tapDuration)
    control.userTouchEndedInside()
    return true
  }
}
