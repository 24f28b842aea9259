import PiPSim
import PiPSimTesting
import Testing

@MainActor
@Suite struct TapAndPressTests {
  @Test func aTapIsRecognizedWithOneActionAndTheRecognizerReadsPossibleAfterwards() {
    withSimulatedApp { app in
      let (board, log, tap) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      #expect(app.tap(board, at: CGPoint(x: 30, y: 40)))
      #expect(log.states == [.recognized])
      #expect(log.locations == [CGPoint(x: 30, y: 40)])
      #expect(tap.location(in: nil) == CGPoint(x: 30, y: 140))
      #expect(tap.state == .possible)
    }
  }

  @Test func actionsTakingNothingAndActionsTakingTheRecognizerBothRun() {
    withSimulatedApp { app in
      let (board, log, tap) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.fired) }
      tap.addTarget(log, action: GestureLog.handle)
      app.tap(board)
      #expect(log.plainCalls == 1)
      #expect(log.states == [.ended])
    }
  }

  @Test func targetsAreHeldWeaklyAndRemoveTargetNilRemovesEveryAction() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let tap = TapGestureRecognizer()
      weak var released: GestureLog?
      do {
        let transient = GestureLog()
        released = transient
        tap.addTarget(transient, action: GestureLog.fired)
      }
      #expect(released == nil)
      let kept = GestureLog()
      tap.addTarget(kept, action: GestureLog.fired)
      board.addGestureRecognizer(tap)
      app.tap(board)
      #expect(kept.plainCalls == 1)
      tap.removeTarget(nil, action: nil)
      app.tap(board)
      #expect(kept.plainCalls == 1)
    }
  }

  @Test func anActionTypedForAnotherRecognizerClassIsSkippedWithADiagnostic() {
    withSimulatedApp(expectedDiagnostics: [.gestureActionSenderMismatch]) { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer()
      tap.addTarget(log, action: GestureLog.handlePan)
      board.addGestureRecognizer(tap)
      app.tap(board)
      #expect(log.states.isEmpty)
      #expect(app.diagnostics.entries.contains { $0.code == .gestureActionSenderMismatch })
    }
  }

  @Test func twoTapsTooFarApartAreNoDoubleTap() throws {
    try withSimulatedApp { app in
      let (board, log, doubleTap) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      doubleTap.numberOfTapsRequired = 2
      app.tap(board)
      try app.advance(by: .milliseconds(351))
      app.tap(board)
      try app.advance(by: .seconds(1))
      #expect(log.states.isEmpty)
    }
  }

  @Test func aTwoFingerTapNeedsTwoFingers() {
    withSimulatedApp { app in
      let (board, log, tap) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      tap.numberOfTouchesRequired = 2
      app.tap(board)
      #expect(log.states.isEmpty)
      app.tap(board, touches: 2)
      #expect(log.states == [.ended])
    }
  }

  @Test func zeroTapsRequiredCountsAsOneWithADiagnostic() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidValue]) { app in
      let (board, log, tap) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      tap.numberOfTapsRequired = 0
      app.tap(board)
      #expect(log.states == [.ended])
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidValue })
    }
  }

  @Test func aUserTapOfZeroTapsOrANaNPointTouchesNothing() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch]) { app in
      let (board, log, _) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.handle) }
      #expect(!app.tap(board, taps: 0))
      #expect(!app.tap(board, at: CGPoint(x: CGFloat.nan, y: 3)))
      #expect(!app.tap(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))))
      #expect(log.states.isEmpty)
      #expect(app.diagnostics.entries.filter { $0.code == .gestureInvalidTouch }.count == 3)
    }
  }

  @Test func aLongPressBeginsOnceItsMinimumDurationHasPassedAndEndsOnLift() {
    withSimulatedApp { app in
      let (board, log, press) = addBoard(to: app) {
        LongPressGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      #expect(press.minimumPressDuration == 0.5)
      #expect(press.allowableMovement == 10)
      #expect(press.numberOfTapsRequired == 0)
      #expect(press.numberOfTouchesRequired == 1)
      let start = app.now
      app.longPress(board, duration: 1)
      #expect(log.states == [.began, .ended])
      #expect(log.times == [start + .milliseconds(500), start + .seconds(1)])
    }
  }

  @Test func aPressShorterThanTheMinimumDurationFails() {
    withSimulatedApp { app in
      let (board, log, press) = addBoard(to: app) {
        LongPressGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      app.longPress(board, duration: 0.3)
      #expect(log.states.isEmpty)
      #expect(press.state == .possible)
    }
  }

  @Test func aNegativeMinimumPressDurationCountsAsZeroAndANegativePressTouchesNothing() {
    withSimulatedApp(expectedDiagnostics: [.gestureInvalidTouch, .gestureInvalidValue]) { app in
      let (board, log, press) = addBoard(to: app) {
        LongPressGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      press.minimumPressDuration = -1
      #expect(!app.longPress(board, duration: -1))
      #expect(log.states.isEmpty)
      let start = app.now
      app.longPress(board, duration: 0.1)
      #expect(log.states == [.began, .ended])
      #expect(log.times.first == start)
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidValue })
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidTouch })
    }
  }
}
