import AVKitCompat
import Foundation
import PiPSimTesting
import Testing

/// A play / pause button's icon written as on iOS: a shape layer whose path morphs and whose stroke
/// draws in, with a transaction completion.
/// https://developer.apple.com/documentation/quartzcore/cashapelayer
@MainActor
final class PlayPauseIcon: NSObject, CAAnimationDelegate {
  let shape = CAShapeLayer()
  var stoppedFinished: [Bool] = []

  override init() {
    super.init()
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 4)
    shape.path = path.cgPath
    shape.strokeColor = UIColor.white.cgColor
    shape.fillColor = nil
    shape.lineWidth = 2
    shape.lineCap = .round
  }

  func drawIn(completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setCompletionBlock(completion)
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 0.4
    draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    draw.fillMode = .both
    draw.delegate = self
    shape.add(draw, forKey: "draw")
    CATransaction.commit()
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stoppedFinished.append(flag)
  }
}

@MainActor
struct CoreAnimationAppleSpellingTests {
  @Test func anIconWrittenForCoreAnimationAnimatesOnVirtualTime() throws {
    try withSimulatedApp { app in
      let icon = PlayPauseIcon()
      var completed = false
      icon.drawIn { completed = true }
      try app.advance(by: .milliseconds(200))
      #expect(icon.shape.presentation().map { abs($0.strokeEnd - 0.5) < 1e-6 } == true)
      try app.advance(by: .milliseconds(300))
      #expect(completed)
      #expect(icon.stoppedFinished == [true])
    }
  }

  @Test func controlsLaidOutWithTheVisualFormatInUIKitSpelling() {
    withSimulatedApp { _ in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      let play = UIView()
      let time = UIView()
      for view in [play, time] {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
      }
      let views: [String: Any] = ["play": play, "time": time]
      container.addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[play(44)]-(>=8)-[time(60)]-|", options: [.alignAllCenterY], metrics: nil,
          views: views))
      container.addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[play(44)]", options: [], metrics: nil, views: views))
      container.addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: "V:[time(20)]", options: [], metrics: nil, views: views))
      container.layoutIfNeeded()

      #expect(play.frame == CGRect(x: 20, y: 0, width: 44, height: 44))
      #expect(time.frame == CGRect(x: 220, y: 12, width: 60, height: 20))
    }
  }
}
