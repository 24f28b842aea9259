import Runtime

extension View {
  /// Observes the view's property at `keyPath` (``frame``, ``bounds`` or ``center``), as
  /// `NSObject.observe(_:options:changeHandler:)` does on iOS.
  ///
  /// Takes key paths rooted at `View`, so that `playerView.observe(\.bounds) { view, change in ... }`
  /// hears the changes of a subclass's view too.
  /// - Parameters:
  ///   - keyPath: the property to watch.
  ///   - options: `.initial` for a call right away, `.new` / `.old` for the values to deliver.
  ///   - changeHandler: called on the main actor with the view and the change.
  /// - Returns: a token; the observation lasts while the token is alive and valid.
  public func observe<Value>(
    _ keyPath: KeyPath<View, Value>, options: ObservingOptions = [],
    changeHandler: @escaping @MainActor (View, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    observeValue(of: self as View, at: keyPath, options: options, changeHandler: changeHandler)
  }
}
