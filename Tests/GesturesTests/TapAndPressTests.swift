import PiPSim
import PiPSimTesting
import Testing

@MainActor
@Suite struct TapAndPressTests {
  @Test func aTapIsRecognizedWithOneActionAndTheRecognizerReadsPossibleAfterwards() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.handle)
      board.addGestureRecognizer(tap)
      #expect(app.tap(board, at: CGPoint(x: 30, y: 40)))
      #expect(log.states == [.recognized])
      #expect(log.locations == [CGPoint(x: 30, y: 40)])
      #expect(tap.location(in: nil) == CGPoint(x: 30, y: 140))
      #expect(tap.state == .possible)
    }
  }

  @Test func actionsTakingNothingAndActionsTakingTheRecognizerBothRun() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.fired)
      tap.addTarget(log, action: GestureLog.handle)
      board.addGestureRecognizer(tap)
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
    withSimulatedApp { app in
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

  @Test func aSingleTapThatRequiresADoubleTapsFailureWaitsOutTheTapInterval() throws {
    try withSimulatedApp { app in
      let board = addBoard(to: app)
      let single = GestureLog()
      let double = GestureLog()
      let singleTap = TapGestureRecognizer(target: single, action: GestureLog.handle)
      let doubleTap = TapGestureRecognizer(target: double, action: GestureLog.handle)
      doubleTap.numberOfTapsRequired = 2
      singleTap.require(toFail: doubleTap)
      board.addGestureRecognizer(singleTap)
      board.addGestureRecognizer(doubleTap)
      let start = app.now
      app.tap(board)
      #expect(single.states.isEmpty)
      try app.advance(by: .milliseconds(400))
      #expect(single.states == [.ended])
      // The tap lifted 50 ms after it went down; the double tap failed 350 ms after that.
      #expect(single.times == [start + .milliseconds(400)])
      #expect(double.states.isEmpty)
    }
  }

  @Test func aDoubleTapRecognizesAndTheSingleTapThatRequiresItsFailureFails() throws {
    try withSimulatedApp { app in
      let board = addBoard(to: app)
      let single = GestureLog()
      let double = GestureLog()
      let singleTap = TapGestureRecognizer(target: single, action: GestureLog.handle)
      let doubleTap = TapGestureRecognizer(target: double, action: GestureLog.handle)
      doubleTap.numberOfTapsRequired = 2
      singleTap.require(toFail: doubleTap)
      board.addGestureRecognizer(singleTap)
      board.addGestureRecognizer(doubleTap)
      app.tap(board, taps: 2)
      try app.advance(by: .seconds(1))
      #expect(double.states == [.ended])
      #expect(single.states.isEmpty)
    }
  }

  @Test func twoTapsTooFarApartAreNoDoubleTap() throws {
    try withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let doubleTap = TapGestureRecognizer(target: log, action: GestureLog.handle)
      doubleTap.numberOfTapsRequired = 2
      board.addGestureRecognizer(doubleTap)
      app.tap(board)
      try app.advance(by: .milliseconds(351))
      app.tap(board)
      try app.advance(by: .seconds(1))
      #expect(log.states.isEmpty)
    }
  }

  @Test func aTwoFingerTapNeedsTwoFingers() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.handle)
      tap.numberOfTouchesRequired = 2
      board.addGestureRecognizer(tap)
      app.tap(board)
      #expect(log.states.isEmpty)
      app.tap(board, touches: 2)
      #expect(log.states == [.ended])
    }
  }

  @Test func zeroTapsRequiredCountsAsOneWithADiagnostic() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.handle)
      tap.numberOfTapsRequired = 0
      board.addGestureRecognizer(tap)
      app.tap(board)
      #expect(log.states == [.ended])
      #expect(app.diagnostics.entries.contains { $0.code == .gestureInvalidValue })
    }
  }

  @Test func aUserTapOfZeroTapsOrANaNPointTouchesNothing() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      board.addGestureRecognizer(TapGestureRecognizer(target: log, action: GestureLog.handle))
      #expect(!app.tap(board, taps: 0))
      #expect(!app.tap(board, at: CGPoint(x: CGFloat.nan, y: 3)))
      #expect(!app.tap(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))))
      #expect(log.states.isEmpty)
      #expect(app.diagnostics.entries.filter { $0.code == .gestureInvalidTouch }.count == 3)
    }
  }

  @Test func aLongPressBeginsOnceItsMinimumDurationHasPassedAndEndsOnLift() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let press = LongPressGestureRecognizer(target: log, action: GestureLog.handle)
      board.addGestureRecognizer(press)
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
      let board = addBoard(to: app)
      let log = GestureLog()
      let press = LongPressGestureRecognizer(target: log, action: GestureLog.handle)
      board.addGestureRecognizer(press)
      app.longPress(board, duration: 0.3)
      #expect(log.states.isEmpty)
      #expect(press.state == .possible)
    }
  }

  @Test func aNegativeMinimumPressDurationCountsAsZeroAndANegativePressTouchesNothing() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let press = LongPressGestureRecognizer(target: log, action: GestureLog.handle)
      press.minimumPressDuration = -1
      board.addGestureRecognizer(press)
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
