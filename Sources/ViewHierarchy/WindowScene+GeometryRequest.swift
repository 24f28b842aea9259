import Runtime
import Tracing

extension WindowScene {
  /// What a geometry request asks for: `UIWindowScene.GeometryPreferences`, whose platform
  /// subclass ``iOS`` carries the orientations.
  ///
  /// A request with preferences of no known subclass is refused as unsupported (code 100).
  open class GeometryPreferences {
    /// Creates empty preferences.
    public init() {}

    /// The orientations the app would accept, as `UIWindowScene.GeometryPreferences.iOS`.
    ///
    /// Spelled as UIKit does: `requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))`, or
    /// made with ``init()`` and ``interfaceOrientations`` set afterwards.
    public final class iOS: GeometryPreferences {
      /// The orientations asked for (empty until set).
      public var interfaceOrientations: InterfaceOrientationMask = []

      /// Creates preferences that ask for no orientation yet.
      public override init() {}

      /// Creates preferences that ask for `interfaceOrientations`.
      public convenience init(interfaceOrientations: InterfaceOrientationMask) {
        self.init()
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }

  /// The OS version that introduced geometry requests and `setNeedsUpdateOfSupportedInterfaceOrientations()`.
  public static let geometryRequestsIntroducedIn = OSVersion(16)

  /// Asks the system to rotate the interface to one of the requested orientations (iOS 16+).
  ///
  /// Resolution: allowed = requested ∩ ``effectiveSupportedInterfaceOrientations``. When allowed is
  /// empty the request is denied. Otherwise the interface stays when its current orientation is
  /// allowed, and rotates (animated, right away) to the first allowed orientation in the order
  /// portrait, landscape-right, landscape-left, upside-down when it is not. There is no success
  /// callback: observe ``effectiveGeometry``.
  ///
  /// `errorHandler` is never called inside this call: it runs on the main run loop's next tick with
  /// a ``SceneError`` (101 `geometryRequestDenied` for a denial, 100 `geometryRequestUnsupported` for
  /// an empty mask), or with an ``APIUnavailableError`` when the device runs an OS before iOS 16.
  /// Each refusal is also recorded as a diagnostic, and every request is traced as an
  /// `orientation.request` instant with its outcome (a rotation also as `orientation.changed`).
  /// - Parameters:
  ///   - preferences: the orientations asked for.
  ///   - errorHandler: told, asynchronously, why the request was refused.
  public func requestGeometryUpdate(
    _ preferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {
    let requested = (preferences as? GeometryPreferences.iOS)?.interfaceOrientations ?? []
    let running = simulation.device.systemVersion
    if running < Self.geometryRequestsIntroducedIn {
      let error = APIUnavailableError(
        api: "UIWindowScene.requestGeometryUpdate(_:errorHandler:)",
        introducedIn: Self.geometryRequestsIntroducedIn, running: running)
      refuseGeometryRequest(
        requested, as: "apiUnavailable", error, code: .orientationAPIUnavailable, message: error.description,
        errorHandler)
      return
    }
    let supported = effectiveSupportedInterfaceOrientations
    guard !requested.isEmpty else {
      let error = SceneError.unsupported(supported: supported)
      refuseGeometryRequest(
        requested, as: "unsupported", error, code: .geometryRequestUnsupported, message: error.message,
        errorHandler)
      return
    }
    let allowed = requested.intersection(supported)
    guard let preferred = allowed.preferredOrientation else {
      let error = SceneError.denied(requested: requested, supported: supported)
      refuseGeometryRequest(
        requested, as: "denied", error, code: .geometryRequestDenied, message: error.message, errorHandler)
      return
    }
    guard !allowed.contains(interfaceOrientation) else {
      traceOrientationRequest(requested, outcome: "alreadySatisfied")
      simulation.diagnostics.record(
        .geometryRequestAlreadySatisfied, subject: "UIWindowScene",
        message: "requestGeometryUpdate(\(requested)) granted without rotating: the interface already is "
          + "in \(interfaceOrientation.name)")
      return
    }
    traceOrientationRequest(requested, outcome: "granted")
    rotate(to: preferred, animated: true, cause: "requestGeometryUpdate(\(requested))")
  }

  private func refuseGeometryRequest(
    _ requested: InterfaceOrientationMask, as outcome: String, _ error: any Error, code: DiagnosticCode,
    message: String, _ errorHandler: ((any Error) -> Void)?
  ) {
    traceOrientationRequest(requested, outcome: outcome)
    simulation.diagnostics.record(code, severity: .warning, subject: "UIWindowScene", message: message)
    guard let errorHandler else { return }
    simulation.runLoop.perform { errorHandler(error) }
  }

  /// Records a geometry request and the system's answer as an `orientation.request` instant.
  ///
  /// Outcomes: `granted` (the interface rotates), `alreadySatisfied`, `denied`, `unsupported` (empty
  /// mask) and `apiUnavailable` (before iOS 16).
  private func traceOrientationRequest(_ requested: InterfaceOrientationMask, outcome: String) {
    simulation.mainTrack.instant(
      "orientation.request", category: .orientation,
      .init(("requested", .string(requested.description)), ("outcome", .string(outcome))))
  }
}
