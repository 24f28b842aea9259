extension View {
  /// The name a report shows for the view: its ``accessibilityIdentifier``, else its type's name.
  public var debugLabel: String {
    accessibilityIdentifier ?? String(describing: type(of: self))
  }
}
