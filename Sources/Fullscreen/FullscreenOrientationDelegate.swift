import ViewHierarchy

/// Hears what came of a ``FullscreenRotator``'s requests and where the interface really went.
///
/// Contract: ``onFullscreenOrientationRequest(outcome:)`` is called once for every request, granted
/// or refused, on the main run loop's next tick after the request (never inside it).
/// ``onFullscreenOrientationChanged(isLandscape:)`` is called only when the scene's
/// `effectiveGeometry` really changed orientation, whatever caused it, with the orientation it
/// settled in; for a granted request it comes before the outcome, during the rotation.
@MainActor
public protocol FullscreenOrientationDelegate: AnyObject {
  /// The interface orientation really changed; `isLandscape` is where it settled.
  func onFullscreenOrientationChanged(isLandscape: Bool)
  /// A request came to `outcome`.
  func onFullscreenOrientationRequest(outcome: OrientationOutcome)
}

extension FullscreenOrientationDelegate {
  /// Does nothing by default.
  public func onFullscreenOrientationChanged(isLandscape: Bool) {}
  /// Does nothing by default.
  public func onFullscreenOrientationRequest(outcome: OrientationOutcome) {}
}
