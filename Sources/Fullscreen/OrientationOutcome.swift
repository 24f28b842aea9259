import ViewHierarchy

/// What came of one fullscreen orientation request: deliberately not a `Bool`.
///
/// "It worked", "there is no window scene to ask" and "the system refused" need different responses;
/// collapsing them into a flag leads to reporting rotations that never happened.
public enum OrientationOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The system accepted the request and the interface rotated; `isLandscape` is where it settled.
  case applied(isLandscape: Bool)
  /// Nothing needed to change: the interface already was in an orientation the request allows.
  case alreadyInRequestedOrientation(isLandscape: Bool)
  /// Auto-rotation is off (`setFullscreenAutoRotate(enabled: false)`), so nothing was asked.
  case notRequested
  /// The device runs an OS before iOS 16, which has no public geometry request.
  case unavailableBeforeIOS16
  /// The player's view is not in a window, so there is no window scene to ask.
  case noWindowScene
  /// The system was asked and declined; `reason` is its error's description.
  case rejectedBySystem(reason: String)

  /// Whether the interface rotated: true only for ``applied(isLandscape:)``.
  public var didRotate: Bool {
    if case .applied = self { return true }
    return false
  }

  /// Whether the interface is landscape at the end of the request; nil for every refusal.
  public var isLandscape: Bool? {
    switch self {
    case .applied(let isLandscape), .alreadyInRequestedOrientation(let isLandscape):
      isLandscape
    case .notRequested, .unavailableBeforeIOS16, .noWindowScene, .rejectedBySystem:
      nil
    }
  }

  /// A loggable sentence; each refusal names what to do instead.
  public var explanation: String {
    switch self {
    case .applied(let isLandscape):
      "The system rotated the interface to \(Self.name(isLandscape))."
    case .alreadyInRequestedOrientation(let isLandscape):
      "The interface already was in \(Self.name(isLandscape)); nothing rotated and the layout has nothing "
        + "to do."
    case .notRequested:
      "Auto-rotation is off for this player, so no rotation was requested; call "
        + "setFullscreenAutoRotate(enabled: true) to let the player ask, or rotate from your own view "
        + "controller."
    case .unavailableBeforeIOS16:
      "requestGeometryUpdate is available from iOS 16 only; on earlier versions drive rotation from your "
        + "view controller's supportedInterfaceOrientations."
    case .noWindowScene:
      "The player's view is not in a window, so there is no window scene to ask; make the request after "
        + "the view has been added to a window."
    case .rejectedBySystem(let reason):
      "The system declined the rotation (\(reason)); include the orientation in your view controller's "
        + "supportedInterfaceOrientations, or show a hint to rotate the device by hand."
    }
  }

  /// The explanation.
  public var description: String { explanation }

  /// The outcome as a trace argument, such as `applied(landscape)` or `rejectedBySystem`.
  var traceName: String {
    switch self {
    case .applied(let isLandscape): "applied(\(Self.name(isLandscape)))"
    case .alreadyInRequestedOrientation(let isLandscape):
      "alreadyInRequestedOrientation(\(Self.name(isLandscape)))"
    case .notRequested: "notRequested"
    case .unavailableBeforeIOS16: "unavailableBeforeIOS16"
    case .noWindowScene: "noWindowScene"
    case .rejectedBySystem: "rejectedBySystem"
    }
  }

  private static func name(_ isLandscape: Bool) -> String { isLandscape ? "landscape" : "portrait" }
}
