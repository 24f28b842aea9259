import AVKitCompat
import PiPSimTesting
import Testing

// UIViewPropertyAnimator as UIKit documents it: animations run when the animator starts, a paused
// animator is scrubbed with fractionComplete, a stopped one finishes where the app says:
// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// https://developer.apple.com/documentation/uikit/uiviewanimating
@MainActor
struct PropertyAnimatorTests {
  /// A PiP-style mini player card that slides from x = 0 to x = 200.
  private func card(_ app: SimulatedApp) throws -> UIView {
    let root = UIViewController()
    app.show(root)
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 60))
    root.view.addSubview(card)
    try app.advance(by: .milliseconds(10))
    return card
  }

  private func shownX(_ view: UIView) throws -> CGFloat {
    try #require(view.layer.presentation()).frame.minX
  }

  @Test func aStartedAnimatorRunsAlongItsCurveAndCompletesAtTheEnd() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 200 }
      animator.addCompletion { positions.append($0) }
      #expect(animator.state == .inactive)
      #expect(card.frame.minX == 0, "the animations run only when the animator starts")
      animator.startAnimation()
      #expect(animator.state == .active && animator.isRunning)
      #expect(card.frame.minX == 200)
      try app.advance(by: .milliseconds(400))
      #expect(try shownX(card) == 80)
      #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
      try app.advance(by: .milliseconds(600))
      #expect(positions == [.end])
      #expect(animator.state == .inactive && !animator.isRunning)
      #expect(try shownX(card) == 200)
      #expect(card.layer.animationKeys() == nil)
    }
  }

  @Test func aPausedAnimatorIsScrubbedLinearlyAndResumesFromThere() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { card.alpha = 0 }
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning)
      animator.fractionComplete = 0.25
      #expect(abs(Double(try #require(card.layer.presentation()).opacity) - 0.75) < 1e-6)
      try app.advance(by: .seconds(5))
      #expect(abs(animator.fractionComplete - 0.25) < 1e-9, "paused: time does not move it")
      var ended = false
      animator.addCompletion { ended = $0 == .end }
      animator.startAnimation()
      try app.advance(by: .milliseconds(1_499))
      #expect(!ended)
      try app.advance(by: .milliseconds(1))
      #expect(ended, "the remaining three quarters of 2 s")
    }
  }

  @Test func reversingMidwayRunsBackAndCompletesAtTheStart() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 200 }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      try app.advance(by: .milliseconds(600))
      animator.isReversed = true
      try app.advance(by: .milliseconds(300))
      #expect(try shownX(card) == 60)
      try app.advance(by: .milliseconds(300))
      #expect(positions == [.start])
      #expect(card.frame.minX == 0, "finished at the start: the model value is the old one again")
      #expect(try shownX(card) == 0)
    }
  }

  @Test func stoppingKeepsWhatIsOnScreenAndFinishingPlacesTheViews() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 200 }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      try app.advance(by: .milliseconds(250))
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(card.frame.minX == 50, "the model value is what was on screen")
      #expect(try shownX(card) == 50)
      try app.advance(by: .seconds(1))
      #expect(positions.isEmpty)
      animator.finishAnimation(at: .end)
      #expect(positions == [.end])
      #expect(card.frame.minX == 200)
      #expect(animator.state == .inactive)
    }
  }

  @Test func stoppingWithoutFinishingRunsNoCompletion() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      var completions = 0
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
      animator.addCompletion { _ in completions += 1 }
      animator.startAnimation()
      try app.advance(by: .milliseconds(500))
      animator.stopAnimation(true)
      try app.advance(by: .seconds(2))
      #expect(completions == 0)
      #expect(animator.state == .inactive)
      #expect(abs(card.alpha - 0.5) < 1e-6)
    }
  }

  @Test func aRunningAnimatorNobodyKeepsRunsToItsEnd() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      var ended: UIViewAnimatingPosition?
      UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.5, delay: 0.5, options: [.curveEaseOut],
        animations: { card.backgroundColor = .red }, completion: { ended = $0 })
      try app.advance(by: .milliseconds(999))
      #expect(ended == nil)
      try app.advance(by: .milliseconds(1))
      #expect(ended == .end)
    }
  }

  @Test func animationsAddedWhileRunningTakeTheTimeThatIsLeft() throws {
    try withSimulatedApp { app in
      let card = try card(app)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.x = 200 }
      animator.startAnimation()
      try app.advance(by: .milliseconds(500))
      animator.addAnimations { card.alpha = 0 }
      try app.advance(by: .milliseconds(250))
      #expect(abs(Double(try #require(card.layer.presentation()).opacity) - 0.5) < 1e-6)
    }
  }

  @Test func callsUIKitRefusesAreIgnoredWithADiagnostic() throws {
    try withSimulatedApp(expectedDiagnostics: [.animationAnimatorMisuse]) { app in
      let card = try card(app)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
      animator.finishAnimation(at: .end)
      #expect(animator.state == .inactive)
      animator.startAnimation()
      animator.stopAnimation(false)
      animator.startAnimation()
      #expect(animator.state == .stopped && !animator.isRunning)
      animator.finishAnimation(at: .start)
      #expect(card.alpha == 1)
    }
  }
}
