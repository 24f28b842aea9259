import AVKitCompat
import PiPSimTesting
import Testing

/// What a touch looked like at each responder method, as iOS code logs it.
private struct TouchRecord: Equatable {
  let method: String
  let phase: UITouch.Phase
  let location: CGPoint
  let previous: CGPoint
  let tapCount: Int
}

/// A view that handles its touches itself, recording them.
@MainActor
private final class CanvasView: UIView {
  var records: [TouchRecord] = []
  var touchViews: [UIView?] = []
  var eventTouchCounts: [Int] = []
  var timestamps: [TimeInterval] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches, event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", touches, event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches, event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches, event)
  }

  private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    guard let touch = touches.first else { return }
    records.append(
      TouchRecord(
        method: method, phase: touch.phase, location: touch.location(in: self),
        previous: touch.previousLocation(in: self), tapCount: touch.tapCount))
    touchViews.append(touch.view)
    eventTouchCounts.append(event?.touches(for: self)?.count ?? 0)
    timestamps.append(touch.timestamp)
  }
}

/// A view whose touch area reaches 30 points beyond its bounds.
@MainActor
private final class WideTargetView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -30, dy: -30).contains(point)
  }
}

/// A view that hands every touch in it to another view.
@MainActor
private final class ForwardingView: UIView {
  weak var target: UIView?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    super.hitTest(point, with: event) == nil ? nil : target
  }
}

/// A screen that handles the touches its views leave to it.
@MainActor
private final class TouchScreen: UIViewController {
  var began = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Touches delivered as UIKit delivers them: hit testing, `UITouch` and `UIEvent`, the responder
/// methods and the responder chain.
@MainActor
struct TouchDeliveryTests {
  /// Shows a 200-point canvas at (50, 100) on a plain screen.
  private func showCanvas(in app: SimulatedApp) -> CanvasView {
    let screen = UIViewController()
    app.show(screen)
    let canvas = CanvasView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    screen.view.addSubview(canvas)
    return canvas
  }

  // https://developer.apple.com/documentation/uikit/uitouch: one touch object per finger for the
  // whole sequence, with its phase, locations, previous location, tap count, view and timestamp;
  // https://developer.apple.com/documentation/uikit/uievent/touches(for:)-7oxl3: the event's touches
  // for a view.
  @Test func aViewGetsTheTouchesOfADragWithTheirPhasesAndLocations() {
    withSimulatedApp { app in
      let canvas = showCanvas(in: app)
      let start = app.now
      #expect(app.touchDown(at: CGPoint(x: 10, y: 10), in: canvas))
      app.touchMove(to: CGPoint(x: 40, y: 10))
      app.touchMove(to: CGPoint(x: 40, y: 10))
      app.touchUp()
      #expect(
        canvas.records == [
          TouchRecord(
            method: "began", phase: .began, location: CGPoint(x: 10, y: 10), previous: CGPoint(x: 10, y: 10),
            tapCount: 1),
          TouchRecord(
            method: "moved", phase: .moved, location: CGPoint(x: 40, y: 10), previous: CGPoint(x: 10, y: 10),
            tapCount: 1),
          TouchRecord(
            method: "moved", phase: .stationary, location: CGPoint(x: 40, y: 10),
            previous: CGPoint(x: 40, y: 10), tapCount: 1),
          TouchRecord(
            method: "ended", phase: .ended, location: CGPoint(x: 40, y: 10), previous: CGPoint(x: 40, y: 10),
            tapCount: 1),
        ])
      #expect(canvas.touchViews.allSatisfy { $0 === canvas })
      #expect(canvas.eventTouchCounts == [1, 1, 1, 1])
      #expect(canvas.timestamps[0] == start.seconds)
      #expect(
        canvas.timestamps[1] == Double(start.nanoseconds + SimulatedApp.touchSampleInterval.nanoseconds) / 1e9
      )
    }
  }

  // https://developer.apple.com/documentation/uikit/uitouch/tapcount: the second tap of a double
  // tap has a tap count of 2.
  @Test func aDoubleTapsSecondTouchCountsTwo() {
    withSimulatedApp { app in
      let canvas = showCanvas(in: app)
      app.tap(canvas, taps: 2)
      #expect(canvas.records.map(\.tapCount) == [1, 1, 2, 2])
      try? app.advance(by: .seconds(1))
      app.tap(canvas)
      #expect(canvas.records.last?.tapCount == 1, "a tap long after the last starts again at 1")
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): ignores hidden views,
  // views with user interaction disabled and alpha below 0.01; calls point(inside:with:), which a
  // subclass overrides to widen the touch area, and may be overridden to return another view.
  @Test func hitTestingSkipsWhatUIKitSkipsAndHonoursOverrides() {
    withSimulatedApp { app in
      let screen = UIViewController()
      app.show(screen)
      let root = screen.view!
      let canvas = CanvasView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
      root.addSubview(canvas)
      let cover = UIView(frame: canvas.frame)
      root.addSubview(cover)
      let inCanvas = CGPoint(x: 100, y: 200)
      #expect(root.hitTest(inCanvas, with: nil) === cover)
      cover.isUserInteractionEnabled = false
      #expect(root.hitTest(inCanvas, with: nil) === canvas)
      cover.isUserInteractionEnabled = true
      cover.isHidden = true
      #expect(root.hitTest(inCanvas, with: nil) === canvas)
      cover.isHidden = false
      cover.alpha = 0.009
      #expect(root.hitTest(inCanvas, with: nil) === canvas)
      cover.removeFromSuperview()

      let wide = WideTargetView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
      canvas.addSubview(wide)
      #expect(canvas.hitTest(CGPoint(x: 135, y: 110), with: nil) === wide)
      #expect(canvas.hitTest(CGPoint(x: 160, y: 110), with: nil) === canvas)

      let forwarding = ForwardingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      forwarding.target = canvas
      canvas.addSubview(forwarding)
      #expect(!app.tap(forwarding), "the touch went to the canvas, not into the forwarding view")
      #expect(canvas.records.map(\.method) == ["began", "ended"])
    }
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:): the default
  // implementation forwards the message up the responder chain, to the view controller that owns
  // the view.
  @Test func touchesAViewDoesNotHandleReachItsViewController() {
    withSimulatedApp { app in
      let screen = TouchScreen()
      app.show(screen)
      let plain = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
      screen.view.addSubview(plain)
      app.tap(plain)
      #expect(screen.began == 1)
      #expect(plain.next === screen.view && screen.view.next === screen)
    }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview: when a
  // recognizer recognizes, the view's touches are cancelled.
  @Test func aRecognizedPanCancelsTheViewsTouches() {
    withSimulatedApp { app in
      let canvas = showCanvas(in: app)
      canvas.addGestureRecognizer(UIPanGestureRecognizer())
      app.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), in: canvas, steps: 4)
      #expect(canvas.records.map(\.method) == ["began", "cancelled"])
      #expect(canvas.records.last?.phase == .cancelled)
    }
  }
}
