import Foundation
import Runtime
import Testing
import ViewHierarchy

// UIView block animations as UIKit runs them: the model value changes at once, the layer's
// presentation moves along the curve, additively since iOS 8, and the completion waits for the
// animations (or the next turn when nothing animated):
// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
// https://developer.apple.com/documentation/uikit/uiview/animationoptions
@MainActor
struct ViewAnimationBlockTests {
  /// A box slid from x = 0 to x = 200 over 1 s with the linear curve.
  private func slidingBox(_ simulation: Simulation) throws -> View {
    let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    try simulation.runLoop.advance(by: .milliseconds(10))
    return box
  }

  @Test func aFrameChangeMovesThePresentationAlongTheCurveWhileTheModelIsAtTheEnd() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.frame.origin.x = 200
    }
    #expect(box.frame.minX == 200, "the model value changes at once")
    try simulation.runLoop.advance(by: .milliseconds(250))
    #expect(try #require(box.layer.presentation()).frame.minX == 50)
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(try #require(box.layer.presentation()).frame.minX == 150)
    try simulation.runLoop.advance(by: .milliseconds(250))
    #expect(try #require(box.layer.presentation()).frame.minX == 200)
    #expect(box.layer.animationKeys() == nil, "the animation left the layer when it ended")
  }

  @Test func theDefaultCurveEasesInAndOut() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.animate(withDuration: 1) { box.alpha = 0 }
    try simulation.runLoop.advance(by: .milliseconds(250))
    let eased = MediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.25)
    let opacity = Double(try #require(box.layer.presentation()).opacity)
    #expect(abs(opacity - (1 - eased)) < 1e-6)
    #expect(eased < 0.25, "slower than linear at the start")
  }

  @Test func aSizeChangeAnimatesTheBoundsAroundTheMovingPosition() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      box.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
    }
    try simulation.runLoop.advance(by: .seconds(1))
    let halfway = try #require(box.layer.presentation())
    #expect(halfway.bounds.size == CGSize(width: 200, height: 100))
    #expect(halfway.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func aDelayShowsTheOldValueUntilTheAnimationBegins() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { box.alpha = 0 }
    try simulation.runLoop.advance(by: .milliseconds(400))
    #expect(try #require(box.layer.presentation()).opacity == 1)
    try simulation.runLoop.advance(by: .milliseconds(600))
    #expect(abs(try #require(box.layer.presentation()).opacity - 0.5) < 1e-6)
  }

  @Test func aSecondBlockOnTheSamePropertyBlendsAndBothFinish() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    var finished: [String] = []
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.center.x = 250
    } completion: {
      finished.append("first \($0)")
    }
    try simulation.runLoop.advance(by: .milliseconds(500))
    // On screen at 150 (halfway from 50 to 250); the second block sends it back to 50.
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.center.x = 50
    } completion: {
      finished.append("second \($0)")
    }
    #expect(try #require(box.layer.presentation()).position.x == 150, "no jump when the second block starts")
    try simulation.runLoop.advance(by: .milliseconds(500))
    // The first block has ended; the model value 50 plus the second's remaining offset, 200 × 0.5.
    #expect(try #require(box.layer.presentation()).position.x == 150)
    #expect(finished == ["first true"])
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(try #require(box.layer.presentation()).position.x == 50)
    #expect(finished == ["first true", "second true"])
  }

  @Test func aColourAnimatesFromWhatIsOnScreen() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    }
    try simulation.runLoop.advance(by: .milliseconds(500))
    let onScreen = try #require(box.layer.presentation())
    let components = try #require(onScreen.backgroundColor?.components)
    #expect(components == [0.5, 0, 0.5, 1])
  }

  @Test func theCompletionWaitsForTheAnimationsAndHearsOfARemoval() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    var results: [String] = []
    View.animate(withDuration: 1) {
      box.alpha = 0.2
    } completion: {
      results.append("\($0)@\(Int(simulation.runLoop.now.milliseconds))")
    }
    try simulation.runLoop.advance(by: .seconds(1))
    View.animate(withDuration: 1) {
      box.alpha = 1
    } completion: {
      results.append("\($0)@\(Int(simulation.runLoop.now.milliseconds))")
    }
    try simulation.runLoop.advance(by: .milliseconds(300))
    box.layer.removeAllAnimations()
    try simulation.runLoop.advance(by: .milliseconds(10))
    #expect(results == ["true@1010", "false@1310"])
    #expect(try #require(box.layer.presentation()).opacity == 1, "a removed animation leaves the model value")
  }

  @Test func aBlockThatChangesNothingAnimatableCompletesOnTheNextTurn() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    var completed = false
    View.animate(withDuration: 2) {
      box.tag = 7
    } completion: {
      completed = $0
    }
    #expect(!completed)
    simulation.runLoop.runUntilIdle()
    #expect(completed)
    #expect(simulation.runLoop.now.milliseconds == 10)
  }

  @Test func withoutAnimationOrWithZeroDurationTheChangeAddsNoAnimation() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.animate(withDuration: 0) { box.alpha = 0.5 }
    View.performWithoutAnimation {
      View.animate(withDuration: 1) { box.center.x = 400 }
    }
    #expect(box.layer.animationKeys() == nil)
    #expect(box.alpha == 0.5 && box.center.x == 400)
  }

  @Test func repeatAndAutoreverseGoThereAndBackForEver() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    var completed = false
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
      box.alpha = 0
    } completion: {
      completed = $0
    }
    try simulation.runLoop.advance(by: .milliseconds(1_500))
    #expect(abs(try #require(box.layer.presentation()).opacity - 0.5) < 1e-6)
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(abs(try #require(box.layer.presentation()).opacity - 1) < 1e-6, "back at the start after 2 s")
    try simulation.runLoop.advance(by: .seconds(60))
    #expect(!completed)
    #expect(box.layer.animationKeys()?.count == 1)
  }

  @Test func changesOfAStandaloneLayerInsideABlockKeepTheirOwnImplicitTiming() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    let badge = Layer()
    box.layer.addSublayer(badge)
    badge.opacity = 0.9
    try simulation.runLoop.advance(by: .milliseconds(300))
    View.animate(withDuration: 2) { badge.opacity = 0 }
    let implicit = try #require(badge.animation(forKey: "opacity"))
    #expect(implicit.duration == LayerTransaction.defaultDuration)
  }

  @Test func keyframesTakeTheirPartOfTheDurationLinearly() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    var finished: Bool?
    View.animateKeyframes(withDuration: 2, delay: 0) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
      View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.x = 150 }
    } completion: {
      finished = $0
    }
    func shown() throws -> [Double] {
      let layer = try #require(box.layer.presentation())
      return [Double(layer.opacity), layer.position.x]
    }
    try simulation.runLoop.advance(by: .milliseconds(250))
    #expect(try shown() == [0.75, 50], "a quarter into the first keyframe; the move not begun")
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(try shown() == [0.25, 100], "halfway through the move")
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(try shown() == [0.25, 150], "a quarter into the second keyframe, back up")
    #expect(finished == nil)
    try simulation.runLoop.advance(by: .milliseconds(750))
    #expect(finished == true)
    #expect(try shown() == [1, 150])
  }

  @Test func aKeyframeOutsideAKeyframeAnimationChangesAtOnce() throws {
    let simulation = Simulation.start()
    let box = try slidingBox(simulation)
    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.3 }
    #expect(box.layer.animationKeys() == nil)
    View.animate(withDuration: 1) {
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0.6 }
    }
    #expect(box.layer.animation(forKey: "opacity")?.beginTime == simulation.runLoop.now.seconds)
  }
}
