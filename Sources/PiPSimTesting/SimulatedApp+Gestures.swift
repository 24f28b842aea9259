import PiPSim

extension SimulatedApp {
  /// How often a moving touch is sampled: the display's refresh, 60 Hz, as UIKit delivers moves
  /// once per frame. Every move of ``pan(_:from:to:duration:touches:)`` and its neighbours is one
  /// frame after the last, so a pan's velocity is its step over this interval.
  public static let touchSampleInterval = MediaTime.frameInterval(rate: 60)
  /// How long each tap of ``tap(_:at:taps:touches:)`` stays down.
  public static let tapHoldDuration = MediaTime.milliseconds(50)
  /// How long after one tap lifts the next tap of a multi-tap goes down.
  public static let tapGap = MediaTime.milliseconds(100)
  /// How far apart (in points, side by side) the fingers of a several-finger touch go down.
  public static let fingerSpacing: CGFloat = 10

  /// The user taps `view` at `point` (in the view's coordinates; nil: its centre) `taps` times with
  /// `touches` fingers, as UIKit delivers it: the touches go to the deepest view under them that
  /// takes touches (to its `touchesBegan(_:with:)` and the others; a control there tracks them),
  /// and the gesture recognizers of that view and its ancestors interpret them. Each tap stays down
  /// ``tapHoldDuration`` and the next goes down ``tapGap`` later, on the virtual clock; what falls
  /// due runs after each touch. A single tap that waits for a double tap to fail is recognized once
  /// the test advances past `TapGestureRecognizer.maximumTapInterval`.
  ///
  /// Taps or touches below 1, a non-finite point or a view in no window record `gesture.invalidTouch`
  /// and touch nothing.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func tap(_ view: View, at point: CGPoint? = nil, taps: Int = 1, touches: Int = 1) -> Bool {
    guard taps >= 1, touches >= 1 else {
      return refuseTouch("tap", "taps \(taps) and touches \(touches) must both be at least 1")
    }
    guard let fingers = fingerPoints(in: view, at: point, count: touches, action: "tap") else { return false }
    var landed = false
    for tapIndex in 0..<taps {
      if tapIndex > 0 { try? advance(by: Self.tapGap) }
      landed = touchDown(fingers, in: view) || landed
      try? advance(by: Self.tapHoldDuration)
      liftTouches()
    }
    return landed
  }

  /// The user presses `view` at `point` (nil: its centre) with `touches` fingers for `duration`
  /// seconds of virtual time, then lifts. A negative or NaN duration records `gesture.invalidTouch`.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func longPress(
    _ view: View, at point: CGPoint? = nil, duration: TimeInterval = 1, touches: Int = 1
  ) -> Bool {
    guard duration >= 0, let hold = try? MediaTime(seconds: duration) else {
      return refuseTouch("longPress", "duration \(duration) is negative or not a number")
    }
    guard touches >= 1 else { return refuseTouch("longPress", "touches \(touches) must be at least 1") }
    guard let fingers = fingerPoints(in: view, at: point, count: touches, action: "longPress") else {
      return false
    }
    let landed = touchDown(fingers, in: view)
    try? advance(by: hold)
    liftTouches()
    return landed
  }

  /// The user drags `touches` fingers across `view` from `start` to `end` (the view's coordinates)
  /// in `duration` seconds: the touches go down at `start`, move once per ``touchSampleInterval``
  /// along the straight line (duration over the interval, rounded, at least one move), and lift at
  /// `end`. A duration of zero or less is one move (`gesture.invalidTouch` records that); NaN
  /// points or duration touch nothing.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func pan(
    _ view: View, from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.5, touches: Int = 1
  ) -> Bool {
    guard start.isFinite, end.isFinite else {
      return refuseTouch("pan", "the points \(start) and \(end) must be finite")
    }
    guard touches >= 1 else { return refuseTouch("pan", "touches \(touches) must be at least 1") }
    return moveTouches(in: view, duration: duration, action: "pan") { fraction in
      let centre = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      return Self.sideBySide(centre, count: touches)
    }
  }

  /// The user pinches `view` with two fingers about its centre, from 100 points apart (side by
  /// side) to `scale` times that, in `duration` seconds, moving once per ``touchSampleInterval``. A
  /// scale that is not a positive number records `gesture.invalidTouch` and touches nothing.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func pinch(_ view: View, scale: CGFloat, duration: TimeInterval = 0.5) -> Bool {
    guard scale.isFinite, scale > 0 else {
      return refuseTouch("pinch", "scale \(scale) must be a positive number")
    }
    let centre = view.boundsCentre
    return moveTouches(in: view, duration: duration, action: "pinch") { fraction in
      let halfGap = 50 * (1 + (scale - 1) * fraction)
      return [CGPoint(x: centre.x - halfGap, y: centre.y), CGPoint(x: centre.x + halfGap, y: centre.y)]
    }
  }

  /// The user turns two fingers on `view` about its centre by `angle` radians (clockwise positive,
  /// y down), 100 points apart, in `duration` seconds, moving once per ``touchSampleInterval``. A
  /// non-finite angle records `gesture.invalidTouch` and touches nothing.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func rotate(_ view: View, by angle: CGFloat, duration: TimeInterval = 0.5) -> Bool {
    guard angle.isFinite else { return refuseTouch("rotate", "angle \(angle) must be finite") }
    let centre = view.boundsCentre
    return moveTouches(in: view, duration: duration, action: "rotate") { fraction in
      let turned = angle * fraction
      let offset = CGPoint(x: 50 * cos(turned), y: 50 * sin(turned))
      return [
        CGPoint(x: centre.x - offset.x, y: centre.y - offset.y),
        CGPoint(x: centre.x + offset.x, y: centre.y + offset.y),
      ]
    }
  }

  /// The user swipes `touches` fingers 100 points across `view` from its centre in `direction`
  /// (one direction) within 0.1 s. An empty or several-direction set records `gesture.invalidTouch`.
  /// - Returns: Whether the touches landed in `view` or one of its subviews.
  @discardableResult
  public func swipe(
    _ view: View, direction: SwipeGestureRecognizer.Direction, touches: Int = 1
  ) -> Bool {
    let singles: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
    guard singles.contains(direction) else {
      return refuseTouch("swipe", "direction \(direction.rawValue) must be exactly one direction")
    }
    let centre = view.boundsCentre
    let unit = direction.unitVector
    return pan(
      view, from: centre, to: CGPoint(x: centre.x + 100 * unit.x, y: centre.y + 100 * unit.y), duration: 0.1,
      touches: touches)
  }

  // MARK: Touch delivery

  var gestureArena: GestureArena { simulation.service(GestureArena.self) }

  /// Moves touches along `path` (view coordinates at a fraction 0...1 of the way), one sample per frame.
  private func moveTouches(
    in view: View, duration: TimeInterval, action: String, path: (CGFloat) -> [CGPoint]
  ) -> Bool {
    guard !duration.isNaN else { return refuseTouch(action, "duration is not a number") }
    if duration <= 0 {
      simulation.diagnostics.record(
        .gestureInvalidTouch, severity: .warning, subject: "SimulatedApp.\(action)",
        message: "duration \(duration) is not positive; the touches make one move")
    }
    guard view.window != nil else { return refuseTouch(action, "\(view.debugLabel) is in no window") }
    let frameSeconds = Self.touchSampleInterval.seconds
    let moves = max(1, Int(min((duration / frameSeconds).rounded(), 1e6)))
    // The path is in the view's coordinates where the touches went down: a view the gesture moves
    // (a dragged card) does not drag the fingers with it.
    let origin = Self.windowPoint(.zero, of: view)
    let landed = touchDown(path(0), in: view)
    for move in 1...moves {
      try? advance(by: Self.touchSampleInterval)
      let points = path(CGFloat(move) / CGFloat(moves))
      gestureArena.touchesMoved(points.map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) })
      runUntilIdle()
    }
    liftTouches()
    return landed
  }

  /// Puts fingers down at `points` (view coordinates) and runs what falls due.
  func touchDown(_ points: [CGPoint], in view: View) -> Bool {
    guard let window = view.window else { return false }
    let hit = gestureArena.touchesBegan(points.map { Self.windowPoint($0, of: view) }, in: window)
    runUntilIdle()
    return hit?.isDescendant(of: view) ?? false
  }

  func liftTouches() {
    gestureArena.touchesEnded()
    runUntilIdle()
  }

  private func fingerPoints(in view: View, at point: CGPoint?, count: Int, action: String) -> [CGPoint]? {
    let centre = point ?? view.boundsCentre
    guard centre.isFinite else {
      refuseTouch(action, "the point \(centre) must be finite")
      return nil
    }
    guard view.window != nil else {
      refuseTouch(action, "\(view.debugLabel) is in no window")
      return nil
    }
    return Self.sideBySide(centre, count: count)
  }

  @discardableResult
  func refuseTouch(_ action: String, _ reason: String) -> Bool {
    simulation.diagnostics.record(
      .gestureInvalidTouch, severity: .warning, subject: "SimulatedApp.\(action)",
      message: "\(reason); nothing was touched")
    return false
  }

  private static func sideBySide(_ centre: CGPoint, count: Int) -> [CGPoint] {
    (0..<count).map { index in
      CGPoint(x: centre.x + (CGFloat(index) - CGFloat(count - 1) / 2) * fingerSpacing, y: centre.y)
    }
  }

  static func windowPoint(_ point: CGPoint, of view: View) -> CGPoint {
    view.convert(CGRect(origin: point, size: .zero), to: nil).origin
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension View {
  /// The middle of the view's bounds, where a gesture without a point of its own is made.
  var boundsCentre: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
}
