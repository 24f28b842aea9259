import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

/// Records what an animation's delegate hears, with the virtual time of each call.
@MainActor
final class AnimationEventLog: LayerAnimationDelegate {
  let simulation: Simulation
  var events: [String] = []

  init(simulation: Simulation) { self.simulation = simulation }

  func animationDidStart(_ anim: LayerAnimation) {
    events.append("start@\(simulation.runLoop.now.milliseconds)")
  }

  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
    events.append("stop(\(flag))@\(simulation.runLoop.now.milliseconds)")
  }
}

/// A layer whose `progress` key redraws it, as a progress ring with a custom animatable property does.
final class ProgressLayer: Layer {
  static var drawnProgress: [Double] = []

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func draw(in ctx: CGContext) {
    Self.drawnProgress.append((value(forKey: "progress") as? Double) ?? -1)
  }
}

// Core Animation's timing, presentation layer, delegate and transactions as Apple documents them:
// https://developer.apple.com/documentation/quartzcore/cabasicanimation
// https://developer.apple.com/documentation/quartzcore/calayer/1410744-presentation
// https://developer.apple.com/documentation/quartzcore/caanimationdelegate
// https://developer.apple.com/documentation/quartzcore/catransaction
// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
@MainActor
struct CoreAnimationTests {
  /// A play / pause icon's stroke drawn in over one second, sampled at virtual instants.
  @Test func aShapeLayersStrokeEndAnimatesOnVirtualTime() throws {
    let simulation = Simulation.start()
    let icon = ShapeLayer()
    let path = BezierPath()
    path.move(to: CGPoint(x: 10, y: 8))
    path.addLine(to: CGPoint(x: 10, y: 32))
    path.addLine(to: CGPoint(x: 30, y: 20))
    path.close()
    icon.path = path.cgPath
    icon.strokeColor = CGColor(gray: 1, alpha: 1)
    icon.fillColor = nil
    icon.lineWidth = 3
    let log = AnimationEventLog(simulation: simulation)

    let draw = BasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1
    draw.delegate = log
    icon.add(draw, forKey: "draw")

    var samples: [Double] = []
    for _ in 0..<5 {
      samples.append(try #require(icon.presentation()).strokeEnd)
      try simulation.runLoop.advance(by: .milliseconds(250))
    }
    #expect(samples == [0, 0.25, 0.5, 0.75, 1])
    #expect(icon.animation(forKey: "draw") == nil)
    #expect(log.events == ["start@0.0", "stop(true)@1000.0"])
    #expect(icon.strokeEnd == 1)
  }

  @Test func fillModeForwardsHoldsTheEndValueOfAnAnimationThatStays() throws {
    let simulation = Simulation.start()
    let ring = ShapeLayer()
    let shrink = BasicAnimation(keyPath: "strokeEnd")
    shrink.toValue = 0.25
    shrink.duration = 0.5
    shrink.fillMode = .forwards
    shrink.isRemovedOnCompletion = false
    ring.add(shrink, forKey: "shrink")

    try simulation.runLoop.advance(by: .seconds(2))

    #expect(ring.presentation()?.strokeEnd == 0.25)
    #expect(ring.strokeEnd == 1)
    #expect(ring.animationKeys() == ["shrink"])
    ring.removeAllAnimations()
    #expect(ring.presentation()?.strokeEnd == 1)
    #expect(ring.animationKeys() == nil)
  }

  @Test func namedTimingFunctionsAreTheirCubicBezierCurves() {
    let easeInOut = MediaTimingFunction(name: .easeInEaseOut)
    #expect(easeInOut.controlPoint(at: 1) == (0.42, 0))
    #expect(easeInOut.controlPoint(at: 2) == (0.58, 1))
    #expect(abs(easeInOut.evaluate(at: 0.5) - 0.5) < 1e-6)
    #expect(easeInOut.evaluate(at: 0.25) < 0.25)
    let easeIn = MediaTimingFunction(name: .easeIn)
    // x(t) = 3(1-t)²t·0.42 + 3(1-t)t² + t³ and y(t) = 3(1-t)t² + t³; at t = 0.5: x = 0.6575, y = 0.5.
    #expect(abs(easeIn.evaluate(at: 0.6575) - 0.5) < 1e-6)
    #expect(MediaTimingFunction(name: .linear).evaluate(at: 0.3) == 0.3)
  }

  @Test func aTimingFunctionShapesThePresentationValue() throws {
    let simulation = Simulation.start()
    let layer = Layer()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.timingFunction = MediaTimingFunction(name: .easeIn)
    layer.add(fade, forKey: nil)

    try simulation.runLoop.advance(by: .milliseconds(500))

    let expected = 1 - MediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
    #expect(abs(Double(try #require(layer.presentation()).opacity) - expected) < 1e-6)
  }

  @Test func aKeyframeAnimationPassesThroughItsValuesAtItsKeyTimes() throws {
    let simulation = Simulation.start()
    let layer = Layer()
    let bounce = KeyframeAnimation(keyPath: "position.y")
    bounce.values = [0, 100, 40]
    bounce.keyTimes = [0, 0.8, 1]
    bounce.duration = 1
    layer.add(bounce, forKey: "bounce")

    try simulation.runLoop.advance(by: .milliseconds(400))
    #expect(layer.presentation()?.position.y == 50)
    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(abs(try #require(layer.presentation()).position.y - 70) < 1e-9)
  }

  @Test func aGroupRunsItsAnimationsOnItsOwnTimeline() throws {
    let simulation = Simulation.start()
    let ring = ShapeLayer()
    let start = BasicAnimation(keyPath: "strokeStart")
    start.fromValue = 0
    start.toValue = 0.5
    start.beginTime = 1
    start.duration = 1
    let end = BasicAnimation(keyPath: "strokeEnd")
    end.fromValue = 0
    end.toValue = 1
    end.duration = 1
    let group = AnimationGroup()
    group.animations = [start, end]
    group.duration = 2
    group.repeatCount = .infinity
    ring.add(group, forKey: "spin")

    try simulation.runLoop.advance(by: .milliseconds(500))
    #expect(ring.presentation()?.strokeEnd == 0.5)
    #expect(ring.presentation()?.strokeStart == 0)
    try simulation.runLoop.advance(by: .milliseconds(1000))
    #expect(ring.presentation()?.strokeStart == 0.25)
    try simulation.runLoop.advance(by: .milliseconds(1000))
    #expect(ring.presentation()?.strokeEnd == 0.5)
    #expect(ring.animation(forKey: "spin") != nil)
  }

  @Test func anAutoreversingRepeatGoesThereAndBack() throws {
    let simulation = Simulation.start()
    let layer = Layer()
    let pulse = BasicAnimation(keyPath: "opacity")
    pulse.fromValue = 0
    pulse.toValue = 1
    pulse.duration = 1
    pulse.autoreverses = true
    pulse.repeatCount = 2
    layer.add(pulse, forKey: "pulse")
    var samples: [Float] = []
    for _ in 0..<4 {
      try simulation.runLoop.advance(by: .milliseconds(500))
      samples.append(try #require(layer.presentation()).opacity)
    }
    #expect(samples == [0.5, 1, 0.5, 0])
  }

  @Test func replacingAnAnimationStopsTheOldOneUnfinished() throws {
    let simulation = Simulation.start()
    let layer = Layer()
    let log = AnimationEventLog(simulation: simulation)
    let first = BasicAnimation(keyPath: "opacity")
    first.toValue = 0
    first.duration = 1
    first.delegate = log
    layer.add(first, forKey: "fade")
    try simulation.runLoop.advance(by: .milliseconds(100))
    layer.add(first, forKey: "fade")
    try simulation.runLoop.advance(by: .seconds(2))

    #expect(log.events == ["start@0.0", "stop(false)@100.0", "start@100.0", "stop(true)@1100.0"])
  }

  @Test func aTransactionsCompletionRunsWhenItsAnimationsHaveStopped() throws {
    let simulation = Simulation.start()
    let layer = Layer()
    var completedAt: Double?
    LayerTransaction.begin()
    LayerTransaction.setAnimationDuration(0.6)
    LayerTransaction.setCompletionBlock { completedAt = simulation.runLoop.now.milliseconds }
    layer.add(BasicAnimation(keyPath: "opacity"), forKey: "fade")
    LayerTransaction.commit()

    #expect(layer.animation(forKey: "fade")?.duration == 0.6)
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(completedAt == 600)
  }

  @Test func aStandaloneLayerAnimatesAChangeImplicitlyUnlessActionsAreDisabled() throws {
    let simulation = Simulation.start()
    let ring = ShapeLayer()
    ring.strokeEnd = 0
    #expect(ring.animationKeys() == nil)
    try simulation.runLoop.advance(by: .milliseconds(10))

    ring.strokeEnd = 1
    #expect(ring.animationKeys() == ["strokeEnd"])
    try simulation.runLoop.advance(by: .milliseconds(125))
    let halfway = try #require(ring.presentation()).strokeEnd
    #expect(halfway > 0 && halfway < 1)
    try simulation.runLoop.advance(by: .milliseconds(200))
    #expect(ring.presentation()?.strokeEnd == 1)

    LayerTransaction.begin()
    LayerTransaction.setDisableActions(true)
    ring.strokeEnd = 0.5
    LayerTransaction.commit()
    #expect(ring.animationKeys() == nil)
    ring.actions = ["strokeEnd": NSNull()]
    ring.strokeEnd = 0.25
    #expect(ring.animationKeys() == nil)
  }

  @Test func aViewsLayerHasNoImplicitAnimations() throws {
    let simulation = Simulation.start()
    let view = View()
    try simulation.runLoop.advance(by: .milliseconds(10))
    view.layer.opacity = 0.5
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func aNaNDurationIsRefusedWithADiagnostic() {
    let simulation = Simulation.start()
    let animation = BasicAnimation(keyPath: "opacity")
    animation.duration = 2
    animation.duration = .nan
    animation.speed = -1
    #expect(animation.duration == 2)
    #expect(animation.speed == 1)
    #expect(simulation.diagnostics.entries(withCode: .animationInvalidTiming).count == 2)
  }

  @Test func aCustomKeyThatNeedsDisplayRedrawsThePresentationLayerOnEachTick() throws {
    let simulation = Simulation.start()
    ProgressLayer.drawnProgress = []
    let layer = ProgressLayer()
    layer.setValue(0.0, forKey: "progress")
    let fill = BasicAnimation(keyPath: "progress")
    fill.fromValue = 0.0
    fill.toValue = 1.0
    fill.duration = 0.1
    layer.add(fill, forKey: "fill")
    try simulation.runLoop.advance(by: .seconds(1))

    let drawn = ProgressLayer.drawnProgress
    #expect(drawn.count >= 6)
    #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0 < $1 })
    #expect(drawn.allSatisfy { $0 >= 0 && $0 <= 1 })
  }

  @Test func presentationCopiesAreMadeWithInitLayer() throws {
    _ = Simulation.start()
    let layer = ShapeLayer()
    layer.lineWidth = 4
    layer.position = CGPoint(x: 3, y: 4)
    let copy = try #require(layer.presentation())
    #expect(copy !== layer)
    #expect(copy.lineWidth == 4 && copy.position == CGPoint(x: 3, y: 4))
    #expect(copy.model() === layer)
  }

  @Test func aBezierPathBuildsTheElementsOfItsCGPath() {
    _ = Simulation.start()
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.cgPath.elements.count == 5)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    let arc = BezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise on a y-down screen: from (60, 50) down to (50, 60).
    #expect(arc.cgPath.elements.first == .moveToPoint(CGPoint(x: 60, y: 50)))
    let end = arc.currentPoint
    #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
    let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(oval.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func aPathAnimatesBetweenShapesWithTheSameElements() throws {
    let simulation = Simulation.start()
    let icon = ShapeLayer()
    let play = CGMutablePath()
    play.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 20, y: 10)])
    let pause = CGMutablePath()
    pause.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 6, y: 20)])
    let morph = BasicAnimation(keyPath: "path")
    morph.fromValue = play
    morph.toValue = pause
    morph.duration = 1
    icon.add(morph, forKey: "morph")
    try simulation.runLoop.advance(by: .milliseconds(500))

    let halfway = try #require(icon.presentation()?.path)
    #expect(halfway.elements.last == .addLineToPoint(CGPoint(x: 13, y: 15)))
  }
}
