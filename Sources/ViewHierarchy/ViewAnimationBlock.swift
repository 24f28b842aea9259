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
final class ViewAnimationBlock: ViewChangeAnimating, LayerAnimationDelegate {
  private let duration: Double
  private let delay: Double
  private let options: View.AnimationOptions
  private let runLoop: MainRunLoop
  private var completion: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true
  private var isClosed = false
  /// The part of the block's time the changes made now take: all of it, or a keyframe's.
  private var window = (start: 0.0, length: 1.0)
  private let isKeyframeBlock: Bool

  /// A block of `duration` seconds starting `delay` seconds from now; a keyframe block's changes
  /// animate only inside its keyframes.
  init(
    duration: Double, delay: Double, options: View.AnimationOptions, isKeyframeBlock: Bool = false,
    completion: ((Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.isKeyframeBlock = isKeyframeBlock
    self.completion = completion
    runLoop = Simulation.current.runLoop
  }

  /// The innermost open keyframe block, which `UIView.addKeyframe` adds to.
  static var openKeyframeBlock: ViewAnimationBlock? {
    guard let block = openViewChangeAnimators.last as? ViewAnimationBlock, block.isKeyframeBlock else {
      return nil
    }
    return block
  }

  /// Runs a keyframe's `animations` so that its changes take the part of the block's time from
  /// `start` for `length` (fractions of the duration), linearly, showing the old values before.
  func addKeyframe(start: Double, length: Double, _ animations: () -> Void) {
    let outer = window
    window = (start, length)
    collectChanges(of: animations)
    window = outer
  }

  /// Runs `animations` with the block open, then waits for the animations it added.
  func run(_ animations: () -> Void) {
    collectChanges(of: animations)
    isClosed = true
    if running == 0 { runLoop.perform { self.complete() } }
  }

  /// The animation of `key` on `layer` for a change from `oldValue` to `newValue`, added to the layer
  /// under `key` (or `key-2`, `key-3` ... while earlier ones of the key run).
  func animate(_ layer: Layer, key: String, from oldValue: Any?, to newValue: Any?, onScreen: Any?) {
    let animation = BasicAnimation(keyPath: key)
    animation.animateChange(from: oldValue, to: newValue, onScreen: onScreen)
    animation.duration = max(duration * window.length, 1e-9)
    let offset = delay + duration * window.start
    animation.beginTime = layer.mediaTime + offset
    if offset > 0 { animation.fillMode = .backwards }
    animation.timingFunction = MediaTimingFunction(
      name: isKeyframeBlock ? .linear : options.curve.timingFunctionName)
    if options.contains(.repeat), !isKeyframeBlock { animation.repeatCount = .infinity }
    animation.autoreverses = options.contains(.autoreverse) && !isKeyframeBlock
    animation.delegate = self
    running += 1
    layer.add(animation, forKey: layer.freeAnimationKey(for: key))
  }

  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
    running -= 1
    allFinished = allFinished && flag
    if isClosed, running == 0 { complete() }
  }

  private func complete() {
    guard let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}

/// What collects the changes of views' animatable properties made while its closure runs and
/// animates them: a `UIView.animate` block or a `UIViewPropertyAnimator`.
@MainActor
protocol ViewChangeAnimating: AnyObject {
  /// Animates the change of `key` on `layer` from `oldValue` to `newValue`; `onScreen` is the value
  /// the layer's running animations show now, if any.
  func animate(_ layer: Layer, key: String, from oldValue: Any?, to newValue: Any?, onScreen: Any?)
}

/// The animators whose closures are running, innermost last: a change goes to the last.
@MainActor private var openViewChangeAnimators: [any ViewChangeAnimating] = []

extension ViewChangeAnimating {
  /// Runs `changes` with this animator collecting the changes it makes.
  func collectChanges(of changes: () -> Void) {
    openViewChangeAnimators.append(self)
    changes()
    openViewChangeAnimators.removeLast()
  }
}

extension BasicAnimation {
  /// Sets the values for a view's change of its key from `oldValue` to `newValue`, as UIKit's view
  /// animations do: additive (the difference down to zero, on top of the model) for numbers and
  /// geometry, from the value on screen to the new one otherwise.
  func animateChange(from oldValue: Any?, to newValue: Any?, onScreen: Any?) {
    if let zero = AnimationValue.zero(like: newValue) {
      isAdditive = true
      fromValue = AnimationValue.difference(oldValue, newValue)
      toValue = zero
    } else {
      fromValue = onScreen ?? oldValue
      toValue = newValue
    }
  }
}

extension Layer {
  /// `key` if no animation has it, else the first of `key-2`, `key-3` ... that is free.
  func freeAnimationKey(for key: String) -> String {
    var name = key
    var index = 1
    while animation(forKey: name) != nil {
      index += 1
      name = "\(key)-\(index)"
    }
    return name
  }
}

extension View {
  /// Adds the open `UIView.animate` block's animation of the layer's `key` for a change from
  /// `oldValue`; nothing outside a block or with animations off.
  func animateLayerChange(_ key: String, from oldValue: Any?, to newValue: Any?) {
    guard let animator = openViewChangeAnimators.last, View.areAnimationsEnabled else { return }
    let layer = self.layer
    animator.animate(
      layer, key: key, from: oldValue, to: newValue, onScreen: layer.presentationValue(forKeyPath: key))
  }

  /// Adds the open block's animations of the layer's position and bounds for a frame change from
  /// `oldFrame` (the bounds keep their origin).
  func animateFrameChange(from oldFrame: CGRect) {
    guard !openViewChangeAnimators.isEmpty, View.areAnimationsEnabled else { return }
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
