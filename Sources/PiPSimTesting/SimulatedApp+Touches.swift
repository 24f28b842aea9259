import PiPSim

/// The finger ``SimulatedApp/touchDown(at:in:)`` holds down.
struct HeldTouch {
  /// Where the view's origin was in the window when the finger went down: later points are in the
  /// view's coordinates as they were then, so a view the touch moves does not drag the finger.
  let viewOrigin: CGPoint
}

extension SimulatedApp {
  /// The user taps `control` at its centre, holding the finger down for ``tapDuration`` of virtual
  /// time, if the user could touch it (``canTouch(_:)``): the touch is delivered as UIKit delivers
  /// it (hit testing, the gesture recognizers, then the control's tracking), so a button sends
  /// `touchDown`, `touchUpInside` and `primaryActionTriggered` in UIKit's order (a switch flips;
  /// see ``toggle(_:)``).
  ///
  /// - Returns: Whether the tap reached the control.
  @discardableResult
  public func tap(_ control: Control) -> Bool {
    guard canTouch(control) else { return false }
    let landed = touchDown([control.boundsCentre], in: control)
    holdTouch(for: Self.tapDuration)
    liftTouches()
    return landed
  }

  /// The user puts one finger down at `point`, in `view`'s coordinates, and keeps it there until
  /// ``touchUp()``: the window hit-tests the point, the gesture recognizers of the hit view and its
  /// ancestors see the touch, and the hit view gets `touchesBegan(_:with:)` (a control begins
  /// tracking). What falls due then runs.
  ///
  /// A finger already down, a non-finite point or a view in no window record
  /// `gesture.invalidTouch` and touch nothing.
  /// - Returns: Whether the touch landed in `view` or one of its subviews.
  @discardableResult
  public func touchDown(at point: CGPoint, in view: View) -> Bool {
    guard heldTouch == nil else {
      return refuseTouch("touchDown", "a finger is already down; lift it with touchUp() first")
    }
    guard point.isFinite else { return refuseTouch("touchDown", "the point \(point) must be finite") }
    guard view.window != nil else { return refuseTouch("touchDown", "\(view.debugLabel) is in no window") }
    heldTouch = HeldTouch(viewOrigin: Self.windowPoint(.zero, of: view))
    return touchDown([point], in: view)
  }

  /// The finger ``touchDown(at:in:)`` put down moves to `point`, in the coordinates of the view it
  /// went down in (as they were then), one ``touchSampleInterval`` of virtual time after the last
  /// step, as UIKit delivers moves once a frame: the recognizers and the hit view get
  /// `touchesMoved(_:with:)` (a control continues tracking and sends its drag events).
  ///
  /// No finger down or a non-finite point record `gesture.invalidTouch` and move nothing.
  /// - Returns: Whether the finger moved.
  @discardableResult
  public func touchMove(to point: CGPoint) -> Bool {
    guard let heldTouch else { return refuseTouch("touchMove", "no finger is down; touchDown(at:in:) first") }
    guard point.isFinite else { return refuseTouch("touchMove", "the point \(point) must be finite") }
    holdTouch(for: Self.touchSampleInterval)
    gestureArena.touchesMoved([
      CGPoint(x: point.x + heldTouch.viewOrigin.x, y: point.y + heldTouch.viewOrigin.y)
    ])
    runUntilIdle()
    return true
  }

  /// The finger ``touchDown(at:in:)`` put down lifts where it is: the recognizers and the hit view
  /// get `touchesEnded(_:with:)` (a control ends tracking and sends `touchUpInside` or
  /// `touchUpOutside`). No finger down records `gesture.invalidTouch`.
  /// - Returns: Whether a finger lifted.
  @discardableResult
  public func touchUp() -> Bool {
    guard heldTouch != nil else { return refuseTouch("touchUp", "no finger is down") }
    heldTouch = nil
    liftTouches()
    return true
  }

  /// The user drags one finger across `view` from `start` to `end` (the view's coordinates): down at
  /// `start`, `steps` moves along the straight line one ``touchSampleInterval`` apart, then up at
  /// `end` (``touchDown(at:in:)``, ``touchMove(to:)``, ``touchUp()``). Steps below 1 record
  /// `gesture.invalidTouch` and touch nothing.
  /// - Returns: Whether the touch landed in `view` or one of its subviews.
  @discardableResult
  public func drag(from start: CGPoint, to end: CGPoint, in view: View, steps: Int = 10) -> Bool {
    guard steps >= 1 else { return refuseTouch("drag", "steps \(steps) must be at least 1") }
    guard end.isFinite else { return refuseTouch("drag", "the point \(end) must be finite") }
    guard heldTouch == nil else {
      return refuseTouch("drag", "a finger is already down; lift it with touchUp() first")
    }
    let landed = touchDown(at: start, in: view)
    guard heldTouch != nil else { return false }
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      touchMove(
        to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    touchUp()
    return landed
  }
}
