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

/// A delegate that keeps its recognizer off the touches that land on controls.
@MainActor
private final class ControlsOwnTheirTouches: GestureRecognizerDelegate {
  private(set) var askedAbout: [View?] = []
  var refusesEvents = false

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent) -> Bool {
    !refusesEvents
  }

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    askedAbout.append(touch.view)
    return !(touch.view is Control)
  }
}

/// A control of the app's own (not one of UIKit's), 100 by 44 points at the board's top left, whose
/// `touchUpInside` actions `log` counts.
@MainActor
private func addCustomControl(to board: View, countingTapsIn log: GestureLog) -> Control {
  let control = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
  board.addSubview(control)
  control.addAction(Action { _ in log.fired() }, for: .touchUpInside)
  return control
}

/// A view 100 points square at (50, 50) in `board`.
@MainActor
private func addChild(to board: View) -> View {
  let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  board.addSubview(child)
  return child
}

/// A custom button 200 by 44 points at the top left of `board`; `log` counts its `touchUpInside`
/// actions.
@MainActor
private func addButton(to board: View, countingTapsIn log: GestureLog) -> Button {
  let button = Button(type: .custom)
  button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
  board.addSubview(button)
  button.addAction(Action { _ in log.fired() }, for: .touchUpInside)
  return button
}

/// A tap on a child view and another on the board around it, each reporting to its own log.
@MainActor
private struct NestedTaps {
  let child: View
  let inner = GestureLog()
  let outer = GestureLog()
  let innerTap: TapGestureRecognizer

  init(on app: SimulatedApp) {
    let board = addBoard(to: app)
    child = addChild(to: board)
    innerTap = TapGestureRecognizer(target: inner, action: GestureLog.fired)
    child.addGestureRecognizer(innerTap)
    board.addGestureRecognizer(TapGestureRecognizer(target: outer, action: GestureLog.fired))
  }
}

/// A single tap and a double tap on one board, each reporting to its own log.
@MainActor
struct SingleAndDoubleTap {
  let board: View
  let single = GestureLog()
  let double = GestureLog()
  let singleTap: TapGestureRecognizer
  let doubleTap: TapGestureRecognizer

  init(on app: SimulatedApp) {
    board = addBoard(to: app)
    singleTap = TapGestureRecognizer(target: single, action: GestureLog.handle)
    doubleTap = TapGestureRecognizer(target: double, action: GestureLog.handle)
    doubleTap.numberOfTapsRequired = 2
    board.addGestureRecognizer(singleTap)
    board.addGestureRecognizer(doubleTap)
  }
}

/// The ways an app makes a single tap wait for a double tap to fail.
enum FailureRequirement: CaseIterable, Sendable {
  /// `singleTap.require(toFail: doubleTap)`.
  case requireToFail
  /// The single tap's delegate answers `gestureRecognizer(_:shouldRequireFailureOf:)` with yes.
  case singleTapsDelegate
  /// The double tap's delegate answers `gestureRecognizer(_:shouldBeRequiredToFailBy:)` with yes.
  case doubleTapsDelegate

  /// Makes `taps.singleTap` wait for `taps.doubleTap` to fail. The recognizers hold their delegate
  /// weakly, so the delegate set here (if any) is handed back for the test to keep.
  @MainActor
  func impose(on taps: SingleAndDoubleTap) -> AnyObject? {
    switch self {
    case .requireToFail:
      taps.singleTap.require(toFail: taps.doubleTap)
      return nil
    case .singleTapsDelegate:
      let referee = Referee()
      referee.requiredToFail = taps.doubleTap
      taps.singleTap.delegate = referee
      return referee
    case .doubleTapsDelegate:
      let referee = Referee()
      referee.mustFailBefore = taps.singleTap
      taps.doubleTap.delegate = referee
      return referee
    }
  }
}

@MainActor
@Suite struct ArbitrationTests {
  @Test func viewsHitTestingSkipsGetNothing() {
    withSimulatedApp { app in
      let (board, log, _) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.fired) }
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
      let (board, log, _) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.fired) }
      _ = addBoard(to: app)
      #expect(!app.tap(board))
      #expect(log.plainCalls == 0)
    }
  }

  @Test func anAncestorsRecognizerTakesTouchesOnItsSubviews() {
    withSimulatedApp { app in
      let (board, log, _) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.handle)
      }
      let child = addChild(to: board)
      #expect(app.tap(child, at: CGPoint(x: 10, y: 20)))
      #expect(log.locations == [CGPoint(x: 60, y: 70)])
    }
  }

  @Test func theDeepestViewsRecognizerWinsUnlessADelegateAllowsBoth() {
    withSimulatedApp { app in
      let taps = NestedTaps(on: app)
      app.tap(taps.child)
      #expect(taps.inner.plainCalls == 1)
      #expect(taps.outer.plainCalls == 0)
      let referee = Referee()
      referee.allowsSimultaneous = true
      taps.innerTap.delegate = referee
      app.tap(taps.child)
      #expect(taps.inner.plainCalls == 2)
      #expect(taps.outer.plainCalls == 1)
    }
  }

  @Test func aDelegatesVetoFailsTheRecognizerAndLetsTheNextOneRecognize() {
    withSimulatedApp { app in
      let taps = NestedTaps(on: app)
      let referee = Referee()
      referee.allowsBegin = false
      taps.innerTap.delegate = referee
      app.tap(taps.child)
      #expect(taps.inner.plainCalls == 0)
      #expect(taps.outer.plainCalls == 1)
    }
  }

  @Test(arguments: FailureRequirement.allCases)
  func aSingleTapWaitingForADoubleTapToFailIsRecognizedOnceTheTapIntervalIsOut(
    _ requirement: FailureRequirement
  ) throws {
    try withSimulatedApp { app in
      let taps = SingleAndDoubleTap(on: app)
      try withExtendedLifetime(requirement.impose(on: taps)) {
        let start = app.now
        app.tap(taps.board)
        #expect(taps.single.states.isEmpty)
        try app.advance(by: .milliseconds(400))
        #expect(taps.single.states == [.ended])
        // The tap lifted 50 ms after it went down; the double tap failed 350 ms after that.
        #expect(taps.single.times == [start + .milliseconds(400)])
        #expect(taps.double.states.isEmpty)
      }
    }
  }

  @Test(arguments: FailureRequirement.allCases)
  func aDoubleTapRecognizesAndTheSingleTapWaitingForItToFailFails(_ requirement: FailureRequirement) throws {
    try withSimulatedApp { app in
      let taps = SingleAndDoubleTap(on: app)
      try withExtendedLifetime(requirement.impose(on: taps)) {
        app.tap(taps.board, taps: 2)
        try app.advance(by: .seconds(1))
        #expect(taps.double.states == [.ended])
        #expect(taps.single.states.isEmpty)
      }
    }
  }

  @Test func removingARecognizerMidGestureCancelsIt() {
    withSimulatedApp { app in
      let (board, log, pan) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      log.onAction = { recognizer in
        if recognizer.state == .changed { board.removeGestureRecognizer(recognizer) }
      }
      app.pan(board, from: CGPoint(x: 10, y: 50), to: CGPoint(x: 130, y: 50))
      #expect(log.states == [.began, .changed, .cancelled])
      #expect(pan.view == nil)
    }
  }

  @Test func aDisabledRecognizerGetsNothing() {
    withSimulatedApp { app in
      let (board, log, tap) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.fired) }
      tap.isEnabled = false
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
      let (board, log, _) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.fired)
      }
      let buttonTaps = GestureLog()
      let button = addButton(to: board, countingTapsIn: buttonTaps)
      #expect(app.tap(button, at: CGPoint(x: 10, y: 10)))
      #expect(buttonTaps.plainCalls == 1)
      #expect(log.plainCalls == 0)
      #expect(app.tap(button))
      #expect(buttonTaps.plainCalls == 2)
      #expect(log.plainCalls == 0)
      button.isEnabled = false
      app.tap(button, at: CGPoint(x: 10, y: 10))
      #expect(buttonTaps.plainCalls == 2)
      #expect(log.plainCalls == 1)
    }
  }

  @Test func aSwitchsTapFlipsItRatherThanRunningItsSuperviewsSingleTap() {
    withSimulatedApp { app in
      let (board, log, _) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.fired)
      }
      let toggle = Switch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
      board.addSubview(toggle)
      #expect(app.tap(toggle))
      #expect(toggle.isOn)
      #expect(log.plainCalls == 0)
      toggle.isEnabled = false
      #expect(app.tap(board, at: CGPoint(x: 20, y: 20)), "a finger on the disabled switch")
      #expect(toggle.isOn, "a disabled switch does not flip")
      #expect(log.plainCalls == 1, "and lets the superview's tap recognize")
    }
  }

  // UIKit lets only its own controls' default actions win over an enclosing single tap; an app's
  // own control under one loses its touches to it, unless the recognizer's delegate refuses them.
  @Test func aCustomControlLosesItsTapToItsSuperviewsTapUnlessTheDelegateRefusesTheTouch() {
    withSimulatedApp { app in
      let (board, log, tap) = addBoard(to: app) {
        TapGestureRecognizer(target: $0, action: GestureLog.fired)
      }
      let controlTaps = GestureLog()
      let control = addCustomControl(to: board, countingTapsIn: controlTaps)
      #expect(app.tap(control))
      #expect(log.plainCalls == 1)
      #expect(controlTaps.plainCalls == 0, "the recognized tap cancelled the control's touches")
      let referee = ControlsOwnTheirTouches()
      tap.delegate = referee
      #expect(app.tap(control))
      #expect(controlTaps.plainCalls == 1)
      #expect(log.plainCalls == 1)
      #expect(referee.askedAbout.count == 1 && referee.askedAbout.first! === control)
      #expect(app.tap(board, at: CGPoint(x: 150, y: 150)))
      #expect(log.plainCalls == 2, "touches elsewhere still reach the recognizer")
      #expect(referee.askedAbout.last! === board)
      referee.refusesEvents = true
      #expect(app.tap(board, at: CGPoint(x: 150, y: 150)))
      #expect(log.plainCalls == 2, "a refused event keeps every touch of it away")
      #expect(referee.askedAbout.count == 2, "and the touches are not asked about")
    }
  }

  // A recognizer that fails as the finger goes down (a navigation controller's edge swipe, away
  // from the edge) leaves the rest of the sequence to the hit view: the button still gets its lift.
  @Test func aButtonUnderARecognizerThatFailsAtTouchDownStillSendsTouchUpInside() {
    withSimulatedApp { app in
      let (board, _, edgeSwipe) = addBoard(to: app) {
        ScreenEdgePanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      edgeSwipe.edges = .left
      let buttonTaps = GestureLog()
      let button = addButton(to: board, countingTapsIn: buttonTaps)
      button.frame.origin.x = 100
      #expect(app.tap(button))
      #expect(edgeSwipe.state == .possible)
      #expect(buttonTaps.plainCalls == 1)
      #expect(app.tap(button))
      #expect(buttonTaps.plainCalls == 2)
    }
  }

  @Test func aRecognizedPanCancelsTheButtonsTouchesUnlessItLeavesThem() {
    withSimulatedApp { app in
      let (board, log, pan) = addBoard(to: app) {
        PanGestureRecognizer(target: $0, action: GestureLog.handlePan)
      }
      let buttonTaps = GestureLog()
      let button = addButton(to: board, countingTapsIn: buttonTaps)
      app.pan(button, from: CGPoint(x: 10, y: 22), to: CGPoint(x: 150, y: 22))
      #expect(log.states.last == .ended)
      #expect(buttonTaps.plainCalls == 0)
      pan.cancelsTouchesInView = false
      app.pan(button, from: CGPoint(x: 10, y: 22), to: CGPoint(x: 150, y: 22))
      #expect(buttonTaps.plainCalls == 1)
    }
  }

  @Test func askingForATouchTheGestureDoesNotHaveAnswersZeroWithADiagnostic() {
    withSimulatedApp(expectedDiagnostics: [.gestureTouchIndexOutOfRange]) { app in
      let (board, _, tap) = addBoard(to: app) { TapGestureRecognizer(target: $0, action: GestureLog.fired) }
      #expect(tap.location(ofTouch: 5, in: board) == .zero)
      #expect(app.diagnostics.entries.contains { $0.code == .gestureTouchIndexOutOfRange })
      #expect(tap.numberOfTouches == 0)
    }
  }
}
