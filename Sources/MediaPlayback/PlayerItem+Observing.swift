import Runtime

extension PlayerItem {
  /// Observes the item's property at `keyPath` (``status``, ``duration`` ...), as
  /// `NSObject.observe(_:options:changeHandler:)` does on iOS.
  ///
  /// Takes key paths rooted at `PlayerItem`, so that `item.observe(\.status)` hears the changes of
  /// an app's subclass too.
  /// - Parameters:
  ///   - keyPath: the property to watch.
  ///   - options: `.initial` for a call right away, `.new` / `.old` for the values to deliver.
  ///   - changeHandler: called on the main actor with the item and the change.
  /// - Returns: a token; the observation lasts while the token is alive and valid.
  public func observe<Value>(
    _ keyPath: KeyPath<PlayerItem, Value>, options: ObservingOptions = [],
    changeHandler: @escaping @MainActor (PlayerItem, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    observeValue(of: self as PlayerItem, at: keyPath, options: options, changeHandler: changeHandler)
  }
}
