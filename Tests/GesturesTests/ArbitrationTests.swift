import PiPSim
import PiPSimTesting
import Testing

/// A delegate whose answers the test sets.
@MainActor
private final class Referee: GestureRecognizerDelegate {
  var allowsBegin = true
  var allowsSimultaneous = false
  var requiredToFail: GestureRecognizer?
  var mustFailBefore: GestureRecognizer?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { allowsBegin }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { allowsSimultaneous }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { otherGestureRecognizer === requiredToFail }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { otherGestureRecognizer === mustFailBefore }
}

@MainActor
@Suite struct ArbitrationTests {
  @Test func viewsHitTestingSkipsGetNothing() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      board.addGestureRecognizer(TapGestureRecognizer(target: log, action: GestureLog.fired))
      board.isHidden = true
      #expect(!app.tap(board))
      board.isHidden = false
      board.alpha = 0.005
      #expect(!app.tap(board))
      board.alpha = 0.01
      #expect(app.tap(board))
      #expect(log.plainCalls == 1)
      app.window.isUserInteractionEnabled = false
      #expect(!app.tap(board))
      #expect(log.plainCalls == 1)
    }
  }

  @Test func aViewCoveredByASiblingGetsNoTouches() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      board.addGestureRecognizer(TapGestureRecognizer(target: log, action: GestureLog.fired))
      _ = addBoard(to: app)
      #expect(!app.tap(board))
      #expect(log.plainCalls == 0)
    }
  }

  @Test func anAncestorsRecognizerTakesTouchesOnItsSubviews() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      board.addSubview(child)
      let log = GestureLog()
      board.addGestureRecognizer(TapGestureRecognizer(target: log, action: GestureLog.handle))
      #expect(app.tap(child, at: CGPoint(x: 10, y: 20)))
      #expect(log.locations == [CGPoint(x: 60, y: 70)])
    }
  }

  @Test func theDeepestViewsRecognizerWinsUnlessADelegateAllowsBoth() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      board.addSubview(child)
      let inner = GestureLog()
      let outer = GestureLog()
      let innerTap = TapGestureRecognizer(target: inner, action: GestureLog.fired)
      child.addGestureRecognizer(innerTap)
      board.addGestureRecognizer(TapGestureRecognizer(target: outer, action: GestureLog.fired))
      app.tap(child)
      #expect(inner.plainCalls == 1)
      #expect(outer.plainCalls == 0)
      let referee = Referee()
      referee.allowsSimultaneous = true
      innerTap.delegate = referee
      app.tap(child)
      #expect(inner.plainCalls == 2)
      #expect(outer.plainCalls == 1)
    }
  }

  @Test func aDelegatesVetoFailsTheRecognizerAndLetsTheNextOneRecognize() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      board.addSubview(child)
      let inner = GestureLog()
      let outer = GestureLog()
      let innerTap = TapGestureRecognizer(target: inner, action: GestureLog.fired)
      let referee = Referee()
      referee.allowsBegin = false
      innerTap.delegate = referee
      child.addGestureRecognizer(innerTap)
      board.addGestureRecognizer(TapGestureRecognizer(target: outer, action: GestureLog.fired))
      app.tap(child)
      #expect(inner.plainCalls == 0)
      #expect(outer.plainCalls == 1)
    }
  }

  @Test func aDelegatesFailureRequirementWorksAsRequireToFail() throws {
    try withSimulatedApp { app in
      let board = addBoard(to: app)
      let single = GestureLog()
      let double = GestureLog()
      let singleTap = TapGestureRecognizer(target: single, action: GestureLog.fired)
      let doubleTap = TapGestureRecognizer(target: double, action: GestureLog.fired)
      doubleTap.numberOfTapsRequired = 2
      let referee = Referee()
      referee.requiredToFail = doubleTap
      singleTap.delegate = referee
      board.addGestureRecognizer(singleTap)
      board.addGestureRecognizer(doubleTap)
      app.tap(board, taps: 2)
      try app.advance(by: .seconds(1))
      #expect(double.plainCalls == 1)
      #expect(single.plainCalls == 0)
    }
  }

  @Test func theRequiredRecognizersDelegateCanMakeAnotherWaitForIt() throws {
    try withSimulatedApp { app in
      let board = addBoard(to: app)
      let single = GestureLog()
      let double = GestureLog()
      let singleTap = TapGestureRecognizer(target: single, action: GestureLog.fired)
      let doubleTap = TapGestureRecognizer(target: double, action: GestureLog.fired)
      doubleTap.numberOfTapsRequired = 2
      let referee = Referee()
      referee.mustFailBefore = singleTap
      doubleTap.delegate = referee
      board.addGestureRecognizer(singleTap)
      board.addGestureRecognizer(doubleTap)
      app.tap(board)
      #expect(single.plainCalls == 0)
      try app.advance(by: .seconds(1))
      #expect(single.plainCalls == 1)
      #expect(double.plainCalls == 0)
    }
  }

  @Test func removingARecognizerMidGestureCancelsIt() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let pan = PanGestureRecognizer(target: log, action: GestureLog.handlePan)
      log.onAction = { recognizer in
        if recognizer.state == .changed { board.removeGestureRecognizer(recognizer) }
      }
      board.addGestureRecognizer(pan)
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 130, y: 50))
      #expect(log.states == [.began, .changed, .cancelled])
      #expect(pan.view == nil)
    }
  }

  @Test func aDisabledRecognizerGetsNothing() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.fired)
      tap.isEnabled = false
      board.addGestureRecognizer(tap)
      app.tap(board)
      #expect(log.plainCalls == 0)
    }
  }

  @Test func aRecognizerAddedToAnotherViewMovesThereAndRemovalLeavesAnEmptyList() {
    withSimulatedApp { app in
      let first = addBoard(to: app, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      let second = addBoard(to: app, frame: CGRect(x: 200, y: 100, width: 100, height: 100))
      #expect(first.gestureRecognizers == nil)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.fired)
      first.addGestureRecognizer(tap)
      second.addGestureRecognizer(tap)
      #expect(first.gestureRecognizers?.isEmpty == true)
      #expect(second.gestureRecognizers?.count == 1)
      #expect(tap.view === second)
      app.tap(first)
      #expect(log.plainCalls == 0)
      app.tap(second)
      #expect(log.plainCalls == 1)
      second.removeGestureRecognizer(tap)
      #expect(tap.view == nil)
      #expect(second.gestureRecognizers?.isEmpty == true)
      second.gestureRecognizers = nil
      #expect(second.gestureRecognizers == nil)
    }
  }

  @Test func aButtonsTapRunsItsActionRatherThanItsSuperviewsSingleTap() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let button = Button(type: .custom)
      button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
      board.addSubview(button)
      var buttonTaps = 0
      button.addAction(Action { _ in buttonTaps += 1 }, for: .touchUpInside)
      let log = GestureLog()
      board.addGestureRecognizer(TapGestureRecognizer(target: log, action: GestureLog.fired))
      #expect(app.tap(button, at: CGPoint(x: 10, y: 10)))
      #expect(buttonTaps == 1)
      #expect(log.plainCalls == 0)
      #expect(app.tap(button))
      #expect(buttonTaps == 2)
      #expect(log.plainCalls == 0)
      button.isEnabled = false
      app.tap(button, at: CGPoint(x: 10, y: 10))
      #expect(buttonTaps == 2)
      #expect(log.plainCalls == 1)
    }
  }

  @Test func aRecognizedPanCancelsTheButtonsTouchesUnlessItLeavesThem() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let button = Button(type: .custom)
      button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
      board.addSubview(button)
      var buttonTaps = 0
      button.addAction(Action { _ in buttonTaps += 1 }, for: .touchUpInside)
      let log = GestureLog()
      let pan = PanGestureRecognizer(target: log, action: GestureLog.handlePan)
      board.addGestureRecognizer(pan)
      app.pan(button, from: CGPoint(x: 10, y: 22), to: CGPoint(x: 150, y: 22))
      #expect(log.states.last == .ended)
      #expect(buttonTaps == 0)
      pan.cancelsTouchesInView = false
      app.pan(button, from: CGPoint(x: 10, y: 22), to: CGPoint(x: 150, y: 22))
      #expect(buttonTaps == 1)
    }
  }

  @Test func askingForATouchTheGestureDoesNotHaveAnswersZeroWithADiagnostic() {
    withSimulatedApp { app in
      let board = addBoard(to: app)
      let log = GestureLog()
      let tap = TapGestureRecognizer(target: log, action: GestureLog.fired)
      board.addGestureRecognizer(tap)
      #expect(tap.location(ofTouch: 5, in: board) == .zero)
      #expect(app.diagnostics.entries.contains { $0.code == .gestureTouchIndexOutOfRange })
      #expect(tap.numberOfTouches == 0)
    }
  }
}
