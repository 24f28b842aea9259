import Clocks
import Foundation
import Runtime

/// A layer's animations, its values for keys it has no property for, and its model when it is a
/// presentation copy.
@MainActor
final class LayerAnimationState {
  /// An animation added to the layer, with its scheduled start and stop.
  final class Entry {
    let key: String?
    let animation: LayerAnimation
    let transaction: LayerTransaction.Frame
    var startTask: ScheduledTask?
    var stopTask: ScheduledTask?
    var hasStopped = false

    init(key: String?, animation: LayerAnimation, transaction: LayerTransaction.Frame) {
      self.key = key
      self.animation = animation
      self.transaction = transaction
    }
  }

  var entries: [Entry] = []
  var customValues: [String: Any] = [:]
  /// For a presentation copy, what the animations applied so far gave each key path, before the
  /// layer clamped it.
  var presentedValues: [String: Any] = [:]
  weak var model: Layer?
  var isCommitted = false
  var commitIsScheduled = false
  var redrawTask: ScheduledTask?
}

extension Layer {
  /// The layer's time now: the simulation's virtual clock in seconds, as `CACurrentMediaTime()`.
  var mediaTime: Double { simulation.runLoop.now.seconds }

  /// Adds a copy of `anim` under `key` (`add(_:forKey:)`), replacing the animation of that key.
  ///
  /// A begin time of 0 becomes now; a duration of 0 the transaction's (0.25 s by default). The
  /// delegate hears `animationDidStart` at the begin time and `animationDidStop(_:finished: true)` at
  /// the end, when a removed-on-completion animation leaves; a replaced or removed animation stops
  /// with `finished: false` on the next run loop turn. A property animation without key path is not
  /// added.
  public func add(_ anim: LayerAnimation, forKey key: String?) {
    guard !(anim is PropertyAnimation) || (anim as? PropertyAnimation)?.keyPath != nil,
      let copy = anim.copy() as? LayerAnimation
    else { return }
    let transaction = LayerTransaction.current
    if copy.duration == 0 { copy.duration = transaction.animationDuration }
    if copy.beginTime == 0 { copy.beginTime = mediaTime }
    if let key { removeAnimation(forKey: key) }
    let entry = LayerAnimationState.Entry(key: key, animation: copy, transaction: transaction)
    transaction.pendingAnimations += 1
    animationState.entries.append(entry)
    let runLoop = simulation.runLoop
    entry.startTask = runLoop.schedule(at: Self.instant(copy.beginTime)) { [weak entry] in
      guard let entry else { return }
      entry.startTask = nil
      entry.animation.delegate?.animationDidStart(entry.animation)
    }
    let end = copy.beginTime + copy.activeDurationInParentTime
    if end.isFinite {
      entry.stopTask = runLoop.schedule(at: Self.instant(end)) { [weak self, weak entry] in
        guard let self, let entry else { return }
        stop(entry, finished: true)
      }
    }
    if copy.animatedKeyPaths.contains(where: { type(of: self).needsDisplay(forKey: $0) }) { scheduleRedraw() }
  }

  /// The animation added under `key` (`animation(forKey:)`), nil when there is none.
  public func animation(forKey key: String) -> LayerAnimation? {
    animationState.entries.last { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order they were added (`animationKeys()`); nil when
  /// it has none.
  public func animationKeys() -> [String]? {
    let keys = animationState.entries.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation of `key` (`removeAnimation(forKey:)`); its delegate hears
  /// `animationDidStop(_:finished: false)` on the next run loop turn.
  public func removeAnimation(forKey key: String) {
    for entry in animationState.entries where entry.key == key { remove(entry) }
  }

  /// Removes every animation (`removeAllAnimations()`), as ``removeAnimation(forKey:)`` does.
  public func removeAllAnimations() {
    for entry in animationState.entries { remove(entry) }
  }

  /// A copy of the layer as it shows now (`presentation()`): made with ``init(layer:)``, with the
  /// values of the running animations at the current virtual instant, in the order they were added.
  ///
  /// A presentation copy's own ``presentation()`` is itself; its ``model()`` is the layer.
  public func presentation() -> Self? {
    if animationState.model != nil { return self }
    let copy = type(of: self).init(layer: self)
    let now = mediaTime
    for entry in animationState.entries { entry.animation.apply(to: copy, atParentTime: now, model: self) }
    return copy
  }

  /// The model layer of a presentation copy, the layer itself otherwise (`model()`).
  public func model() -> Self {
    (animationState.model as? Self) ?? self
  }

  /// The value at a dotted key path (`value(forKeyPath:)`), such as `position.x` or
  /// `bounds.size.width`: the components of points, sizes and rectangles are reached through their
  /// names; other paths are stored values.
  public func value(forKeyPath keyPath: String) -> Any? {
    let parts = keyPath.split(separator: ".").map(String.init)
    guard parts.count > 1 else { return value(forKey: keyPath) }
    if let base = value(forKey: parts[0]), let component = Self.component(of: base, parts.dropFirst()) {
      return component
    }
    return animationState.customValues[keyPath]
  }

  /// Sets the value at a dotted key path (`setValue(_:forKeyPath:)`), as ``value(forKeyPath:)`` reads it.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let parts = keyPath.split(separator: ".").map(String.init)
    guard parts.count > 1 else { return setValue(value, forKey: keyPath) }
    if let base = self.value(forKey: parts[0]),
      let updated = Self.replacing(parts.dropFirst(), of: base, with: value)
    {
      setValue(updated, forKey: parts[0])
    } else {
      animationState.customValues[keyPath] = value
    }
  }

  /// Asks for display and runs the action of `key` after its property changed from `oldValue`.
  func propertyDidChange(_ key: String, from oldValue: Any?) {
    let state = animationState
    guard rootOfView == nil, state.model == nil else { return }
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    guard state.isCommitted else {
      if !state.commitIsScheduled {
        state.commitIsScheduled = true
        simulation.runLoop.perform { [weak state] in state?.isCommitted = true }
      }
      return
    }
    guard !LayerTransaction.disableActions(), let action = action(forKey: key) else { return }
    guard let basic = action as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil,
      let implicit = basic.copy() as? BasicAnimation
    else { return action.run(forKey: key, object: self, arguments: nil) }
    // Core Animation animates from what is on screen to the new model value.
    implicit.fromValue = presentationValue(forKeyPath: key) ?? oldValue
    implicit.toValue = value(forKeyPath: key)
    if implicit.keyPath == nil { implicit.keyPath = key }
    implicit.run(forKey: key, object: self, arguments: nil)
  }

  /// The value the running animations give `keyPath` now, nil when none animates it.
  func presentationValue(forKeyPath keyPath: String) -> Any? {
    let entries = animationState.entries.filter { $0.animation.animatedKeyPaths.contains(keyPath) }
    guard !entries.isEmpty else { return nil }
    return presentation()?.value(forKeyPath: keyPath)
  }

  private func remove(_ entry: LayerAnimationState.Entry) {
    animationState.entries.removeAll { $0 === entry }
    entry.startTask?.cancel()
    entry.stopTask?.cancel()
    guard !entry.hasStopped else { return }
    entry.hasStopped = true
    simulation.runLoop.perform {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
      entry.transaction.animationDidStop()
    }
  }

  private func stop(_ entry: LayerAnimationState.Entry, finished: Bool) {
    guard !entry.hasStopped else { return }
    entry.hasStopped = true
    entry.stopTask = nil
    if entry.animation.isRemovedOnCompletion { animationState.entries.removeAll { $0 === entry } }
    entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
    entry.transaction.animationDidStop()
  }

  /// Displays the presentation copy on every display tick while an animation of a key that needs
  /// display runs.
  private func scheduleRedraw() {
    guard animationState.redrawTask == nil else { return }
    let interval = (try? MediaTime(frameIntervalForRate: 60)) ?? .milliseconds(16)
    animationState.redrawTask = simulation.runLoop.schedule(after: interval) { [weak self] in
      guard let self else { return }
      animationState.redrawTask = nil
      let now = mediaTime
      let running = animationState.entries.filter { entry in
        entry.animation.animatedKeyPaths.contains { type(of: self).needsDisplay(forKey: $0) }
          && now < entry.animation.beginTime + entry.animation.activeDurationInParentTime
      }
      guard !running.isEmpty else { return }
      presentation()?.display()
      scheduleRedraw()
    }
  }

  private static func instant(_ seconds: Double) -> MediaTime {
    (try? MediaTime(seconds: max(seconds, 0))) ?? .max
  }

  private static func component(of value: Any, _ path: ArraySlice<String>) -> Any? {
    guard let name = path.first else { return value }
    let next: Any? =
      switch (value, name) {
      case (let point as CGPoint, "x"): point.x
      case (let point as CGPoint, "y"): point.y
      case (let size as CGSize, "width"): size.width
      case (let size as CGSize, "height"): size.height
      case (let rect as CGRect, "origin"): rect.origin
      case (let rect as CGRect, "size"): rect.size
      default: nil
      }
    return next.flatMap { component(of: $0, path.dropFirst()) }
  }

  private static func replacing(_ path: ArraySlice<String>, of value: Any, with newValue: Any?) -> Any? {
    guard let name = path.first else { return newValue }
    switch (value, name) {
    case (var point as CGPoint, "x"), (var point as CGPoint, "y"):
      guard let number = AnimationValue.number(newValue), path.count == 1 else { return nil }
      if name == "x" { point.x = number } else { point.y = number }
      return point
    case (var size as CGSize, "width"), (var size as CGSize, "height"):
      guard let number = AnimationValue.number(newValue), path.count == 1 else { return nil }
      if name == "width" { size.width = number } else { size.height = number }
      return size
    case (var rect as CGRect, "origin"):
      guard let origin = replacing(path.dropFirst(), of: rect.origin, with: newValue) as? CGPoint else {
        return nil
      }
      rect.origin = origin
      return rect
    case (var rect as CGRect, "size"):
      guard let size = replacing(path.dropFirst(), of: rect.size, with: newValue) as? CGSize else {
        return nil
      }
      rect.size = size
      return rect
    default:
      return nil
    }
  }
}
