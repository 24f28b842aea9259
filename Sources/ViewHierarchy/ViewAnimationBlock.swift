import Foundation
import Runtime

/// One `UIView.animate` call while its `animations` closure runs and until its animations stop: the
/// timing it gives the changes made in the closure, and its completion.
///
/// As UIKit does (iOS 8 and later), a change of a view's animatable property inside the closure sets
/// the model value at once and adds an animation to the view's layer from the old value to the new
/// one: additive for numbers and geometry (so a second block on the same property blends from
/// where the first has got to, and neither is cut short), from the value on screen for colours. The
/// block is the animations' delegate: its completion runs once the last of them has stopped, with
/// `true` when every one ran its whole time. A block that changed nothing animatable completes on
/// the next run loop turn.
@MainActor
final class ViewAnimationBlock: LayerAnimationDelegate {
  /// The blocks whose `animations` closures are running, innermost last: changes go to the last.
  private(set) static var open: [ViewAnimationBlock] = []

  private let duration: Double
  private let delay: Double
  private let options: View.AnimationOptions
  private let runLoop: MainRunLoop
  private var completion: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true
  private var isClosed = false

  /// A block of `duration` seconds starting `delay` seconds from now.
  init(duration: Double, delay: Double, options: View.AnimationOptions, completion: ((Bool) -> Void)?) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.completion = completion
    runLoop = Simulation.current.runLoop
  }

  /// Runs `animations` with the block open, then waits for the animations it added.
  func run(_ animations: () -> Void) {
    Self.open.append(self)
    animations()
    Self.open.removeLast()
    isClosed = true
    if running == 0 { runLoop.perform { self.complete() } }
  }

  /// The animation of `key` on `layer` for a change from `oldValue` to `newValue`, added to the layer
  /// under `key` (or `key-2`, `key-3` ... while earlier ones of the key run).
  func animate(_ layer: Layer, key: String, from oldValue: Any?, to newValue: Any?, onScreen: Any?) {
    let animation = BasicAnimation(keyPath: key)
    if let zero = AnimationValue.zero(like: newValue) {
      animation.isAdditive = true
      animation.fromValue = AnimationValue.difference(oldValue, newValue)
      animation.toValue = zero
    } else {
      animation.fromValue = onScreen ?? oldValue
      animation.toValue = newValue
    }
    animation.duration = duration
    animation.beginTime = layer.mediaTime + delay
    if delay > 0 { animation.fillMode = .backwards }
    animation.timingFunction = MediaTimingFunction(name: curve)
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    animation.autoreverses = options.contains(.autoreverse)
    animation.delegate = self
    running += 1
    var name = key
    var index = 1
    while layer.animation(forKey: name) != nil {
      index += 1
      name = "\(key)-\(index)"
    }
    layer.add(animation, forKey: name)
  }

  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
    running -= 1
    allFinished = allFinished && flag
    if isClosed, running == 0 { complete() }
  }

  private var curve: MediaTimingFunction.Name {
    switch options.rawValue >> 16 & 0xF {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInEaseOut
    }
  }

  private func complete() {
    guard let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}

extension View {
  /// Adds the open `UIView.animate` block's animation of the layer's `key` for a change from
  /// `oldValue`; nothing outside a block or with animations off.
  func animateLayerChange(_ key: String, from oldValue: Any?, to newValue: Any?) {
    guard let block = ViewAnimationBlock.open.last, View.areAnimationsEnabled else { return }
    let layer = self.layer
    block.animate(
      layer, key: key, from: oldValue, to: newValue, onScreen: layer.presentationValue(forKeyPath: key))
  }

  /// Adds the open block's animations of the layer's position and bounds for a frame change from
  /// `oldFrame` (the bounds keep their origin).
  func animateFrameChange(from oldFrame: CGRect) {
    guard !ViewAnimationBlock.open.isEmpty, View.areAnimationsEnabled else { return }
    let layer = self.layer
    let anchor = layer.anchorPoint
    let oldPosition = CGPoint(
      x: oldFrame.minX + oldFrame.width * anchor.x, y: oldFrame.minY + oldFrame.height * anchor.y)
    if oldPosition != layer.position { animateLayerChange("position", from: oldPosition, to: layer.position) }
    if oldFrame.size != frame.size {
      animateLayerChange("bounds", from: CGRect(origin: bounds.origin, size: oldFrame.size), to: bounds)
    }
  }
}
