import Runtime

extension Player {
  /// Observes the player's property at `keyPath` (``rate``, ``timeControlStatus``, ``currentItem``
  /// ...), as `NSObject.observe(_:options:changeHandler:)` does on iOS.
  ///
  /// Takes key paths rooted at `Player`, so that `player.observe(\.timeControlStatus)` hears the
  /// changes of an app's subclass too.
  /// - Parameters:
  ///   - keyPath: the property to watch.
  ///   - options: `.initial` for a call right away, `.new` / `.old` for the values to deliver.
  ///   - changeHandler: called on the main actor with the player and the change.
  /// - Returns: a token; the observation lasts while the token is alive and valid.
  public func observe<Value>(
    _ keyPath: KeyPath<Player, Value>, options: ObservingOptions = [],
    changeHandler: @escaping @MainActor (Player, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    observeValue(of: self as Player, at: keyPath, options: options, changeHandler: changeHandler)
  }
}
