import Runtime

extension View {
  /// The name a report shows for the view: its ``accessibilityIdentifier``; else, for a view
  /// controller's root view, `view of` and the controller's type (`view of
  /// PictureInPictureVideoCallViewController`, the PiP container of a video call); else its type's name.
  public var debugLabel: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    if let owningViewController { return "view of \(appleTypeName(of: type(of: owningViewController)))" }
    return appleTypeName(of: type(of: self))
  }
}
