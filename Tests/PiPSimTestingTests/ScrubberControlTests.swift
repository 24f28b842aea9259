import AVKitCompat
import PiPSimTesting
import Testing

/// A player library's scrubber, written as iOS code writes one: a `UIControl` subclass that turns
/// the finger's position along its bounds into a progress and sends `.valueChanged`.
@MainActor
private final class Scrubber: UIControl {
  private(set) var progress: Float = 0
  private(set) var calls: [String] = []

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("begin")
    seek(to: touch)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    calls.append("continue")
    seek(to: touch)
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    calls.append("end")
    super.endTracking(touch, with: event)
  }

  override func cancelTracking(with event: UIEvent?) {
    calls.append("cancel")
    super.cancelTracking(with: event)
  }

  private func seek(to touch: UITouch) {
    let x = touch.location(in: self).x
    progress = Float(min(max(x / bounds.width, 0), 1))
    sendActions(for: .valueChanged)
  }
}

/// The events a control sends, by name, in order.
@MainActor
private final class EventNames {
  private(set) var names: [String] = []

  init(_ control: UIControl) {
    let named: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("touchDragInside", .touchDragInside),
      ("touchDragOutside", .touchDragOutside),
      ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
      ("touchUpInside", .touchUpInside),
      ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
    ]
    for (name, event) in named {
      control.addAction(UIAction { [unowned self] _ in names.append(name) }, for: event)
    }
  }
}

/// A control's tracking as UIKit runs it from the user's touches: begin, continue and end tracking,
/// `isTracking`, `isTouchInside`, `isHighlighted`, and the touch events derived from them.
@MainActor
struct ScrubberControlTests {
  /// Shows a 200-point scrubber at (20, 300) on a plain screen.
  private func showScrubber(in app: SimulatedApp) -> Scrubber {
    let screen = UIViewController()
    app.show(screen)
    let scrubber = Scrubber(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
    screen.view.addSubview(scrubber)
    return scrubber
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:) (and
  // continueTracking, endTracking): called as the touch begins, moves and ends in the control; the
  // control sends touchDown, touchDragInside and touchUpInside around them.
  @Test func aDraggedScrubberTracksTheFingerAcrossItsBounds() {
    withSimulatedApp { app in
      let scrubber = showScrubber(in: app)
      let events = EventNames(scrubber)
      var progressAtEachChange: [Float] = []
      scrubber.addAction(UIAction { _ in progressAtEachChange.append(scrubber.progress) }, for: .valueChanged)
      let start = app.now
      #expect(app.drag(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 150, y: 20), in: scrubber, steps: 3))
      #expect(progressAtEachChange == [0, 0.25, 0.5, 0.75])
      #expect(scrubber.calls == ["begin", "continue", "continue", "continue", "end"])
      #expect(
        events.names == [
          "valueChanged", "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside",
          "valueChanged", "touchDragInside", "touchUpInside",
        ])
      #expect(app.now.nanoseconds == start.nanoseconds + 3 * SimulatedApp.touchSampleInterval.nanoseconds)
      #expect(!scrubber.isTracking && !scrubber.isTouchInside && !scrubber.isHighlighted)
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/istracking,
  // https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted: true while the touch is
  // down; a finger dragged far off the control leaves it (touchDragExit, then touchDragOutside) and
  // lifts outside (touchUpOutside). UIKit counts a touch within about 70 points as still inside
  // (https://stackoverflow.com/questions/14340122).
  @Test func aFingerThatLeavesTheScrubberLiftsOutside() {
    withSimulatedApp { app in
      let scrubber = showScrubber(in: app)
      let events = EventNames(scrubber)
      #expect(app.touchDown(at: CGPoint(x: 100, y: 20), in: scrubber))
      #expect(scrubber.isTracking && scrubber.isTouchInside && scrubber.isHighlighted)
      #expect(scrubber.state == .highlighted)
      app.touchMove(to: CGPoint(x: 100, y: 100))
      #expect(scrubber.isTouchInside, "60 points below the bounds is still inside")
      app.touchMove(to: CGPoint(x: 100, y: 200))
      #expect(scrubber.isTracking && !scrubber.isTouchInside && !scrubber.isHighlighted)
      app.touchMove(to: CGPoint(x: 100, y: 30))
      #expect(scrubber.isTouchInside && scrubber.isHighlighted)
      app.touchMove(to: CGPoint(x: 400, y: 30))
      #expect(app.touchUp())
      #expect(
        events.names == [
          "valueChanged", "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragOutside",
          "touchDragExit", "valueChanged", "touchDragInside", "touchDragEnter", "valueChanged",
          "touchDragOutside",
          "touchDragExit", "touchUpOutside",
        ])
      #expect(scrubber.progress == 1)
      #expect(!scrubber.isTracking)
    }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview: a
  // recognizer that recognizes cancels the touches of its view's hit view (touchesCancelled, so the
  // control's cancelTracking and touchCancel); with it false, the control keeps tracking.
  @Test func aPanOnTheScreenCancelsTheScrubbersTrackingUnlessItLetsTouchesThrough() {
    withSimulatedApp { app in
      let scrubber = showScrubber(in: app)
      let pan = UIPanGestureRecognizer()
      scrubber.superview?.addGestureRecognizer(pan)
      let events = EventNames(scrubber)
      app.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 20), in: scrubber, steps: 4)
      #expect(scrubber.calls == ["begin", "cancel"])
      #expect(events.names == ["valueChanged", "touchDown", "touchCancel"])
      #expect(!scrubber.isTracking && !scrubber.isHighlighted)

      pan.cancelsTouchesInView = false
      try? app.advance(by: .seconds(1))
      app.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 20), in: scrubber, steps: 4)
      #expect(scrubber.calls.suffix(2) == ["continue", "end"])
      #expect(scrubber.progress == 0.55)
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled: a disabled control ignores
  // touch events; they go on up the responder chain.
  @Test func aDisabledScrubberDoesNotTrack() {
    withSimulatedApp { app in
      let scrubber = showScrubber(in: app)
      scrubber.isEnabled = false
      let events = EventNames(scrubber)
      app.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 20), in: scrubber)
      #expect(scrubber.calls.isEmpty && events.names.isEmpty)
    }
  }

  /// Touching with no finger down, or putting a second one down, is refused with a diagnostic.
  @Test func touchStepsOutOfOrderAreRefused() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch]) { app in
      let scrubber = showScrubber(in: app)
      #expect(!app.touchMove(to: .zero))
      #expect(!app.touchUp())
      #expect(app.touchDown(at: CGPoint(x: 5, y: 5), in: scrubber))
      #expect(!app.touchDown(at: CGPoint(x: 5, y: 5), in: scrubber))
      #expect(!app.drag(from: .zero, to: .zero, in: scrubber))
      #expect(!app.touchMove(to: CGPoint(x: CGFloat.nan, y: 0)))
      #expect(app.touchUp())
      #expect(!app.drag(from: .zero, to: .zero, in: scrubber, steps: 0))
      #expect(!app.touchDown(at: .zero, in: UIView()))
      #expect(app.diagnostics.entries(withCode: .gestureInvalidTouch).count == 7)
    }
  }
}
