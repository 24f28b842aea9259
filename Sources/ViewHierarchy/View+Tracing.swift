import Runtime

extension View {
  /// How traces name the view: its ``accessibilityIdentifier``, or else its type's name.
  public var traceLabel: String {
    accessibilityIdentifier ?? String(describing: type(of: self))
  }
}
