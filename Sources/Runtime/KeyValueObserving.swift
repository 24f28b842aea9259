/// What an observer of a property wants to receive, as in Foundation's key-value observing.
public struct ObservingOptions: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: Int

  /// Creates options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Deliver the new value with each change.
  public static let new = ObservingOptions(rawValue: 1 << 0)
  /// Deliver the previous value with each change.
  public static let old = ObservingOptions(rawValue: 1 << 1)
  /// Call the handler once at registration with the current value (as `newValue` if `.new` is set).
  public static let initial = ObservingOptions(rawValue: 1 << 2)
}

/// One change of an observed property; values are present only when the options asked for them.
public struct ObservedChange<Value> {
  /// The value before the change, if `.old` was requested and this is not the initial call.
  public let oldValue: Value?
  /// The value after the change, if `.new` was requested.
  public let newValue: Value?
  /// Whether this is the call made at registration because of `.initial`.
  public let isInitial: Bool

  /// Whether this is a notification before the change (`.prior`): always false, since PiPSim sends
  /// changes only after they happen; here so code that checks it compiles as on iOS.
  public var isPrior: Bool { false }

  /// A change as an observer receives it, for tests that call a change handler themselves (on iOS
  /// `NSKeyValueObservedChange` cannot be made outside Foundation).
  ///
  /// - Parameters:
  ///   - oldValue: The value before the change, nil when `.old` was not asked for.
  ///   - newValue: The value after it, nil when `.new` was not asked for.
  ///   - isInitial: Whether it is the call made at registration for `.initial`.
  public init(oldValue: Value? = nil, newValue: Value? = nil, isInitial: Bool = false) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.isInitial = isInitial
  }
}

extension ObservedChange: Sendable where Value: Sendable {}

extension ObservedChange: Equatable where Value: Equatable {}

/// An object whose properties can be observed the way `NSObject.observe(_:options:changeHandler:)` allows.
///
/// Implementation requirements: after a property changes, call ``didChangeValue(for:)`` with its key
/// path, once per change and only when the value really changed.
@MainActor
public protocol KeyValueObservable: AnyObject {
  /// The handlers told which key path changed; implementations own one and never replace it.
  var keyValueObservers: ObserverList<AnyKeyPath> { get }
}

extension KeyValueObservable {
  /// Observes the property at `keyPath`, calling `changeHandler` on every change, in registration order.
  ///
  /// - Parameters:
  ///   - keyPath: the property to watch.
  ///   - options: `.initial` for a call right away, `.new` / `.old` for the values to deliver.
  ///   - changeHandler: called on the main actor with the object and the change.
  /// - Returns: a token; the observation lasts while the token is alive and valid.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: ObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    observeValue(of: self, at: keyPath, options: options, changeHandler: changeHandler)
  }

  /// Tells the observers of `keyPath` that its value changed.
  public func didChangeValue(for keyPath: AnyKeyPath) {
    keyValueObservers.notify(keyPath)
  }
}

/// Observes `object`'s property at `keyPath`: what `observe(_:options:changeHandler:)` does, for a
/// type that offers it under its own base-class key paths (a view's `frame`, whatever its subclass).
@MainActor
package func observeValue<Object: KeyValueObservable, Value>(
  of object: Object, at keyPath: KeyPath<Object, Value>, options: ObservingOptions,
  changeHandler: @escaping @MainActor (Object, ObservedChange<Value>) -> Void
) -> ObservationToken {
  var lastValue = object[keyPath: keyPath]
  if options.contains(.initial) {
    let newValue = options.contains(.new) ? lastValue : nil
    changeHandler(object, ObservedChange(oldValue: nil, newValue: newValue, isInitial: true))
  }
  return object.keyValueObservers.add { [weak object] changedKeyPath in
    guard let object, changedKeyPath == keyPath else { return }
    let value = object[keyPath: keyPath]
    let change = ObservedChange(
      oldValue: options.contains(.old) ? lastValue : nil,
      newValue: options.contains(.new) ? value : nil, isInitial: false)
    lastValue = value
    changeHandler(object, change)
  }
}
