/// The operating system of the simulated device, for the version checks `#available` cannot make.
///
/// On Linux, `#available(iOS 16, *)` and `if #unavailable(iOS 16)` are decided at compile time by the
/// `*` (any other platform), so the first is always true and the second always false, whatever iOS
/// version the simulated device runs. Code whose behaviour depends on the iOS version asks this type
/// as well:
///
/// ```swift
/// if #available(iOS 16, *), SimulatedOS.isAtLeast(16) {
///   windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
/// } else {
///   showTurnYourPhoneHint()
/// }
/// ```
///
/// Calls the simulated version lacks are still reported: an API PiPSim models with the iOS version
/// that introduced it throws `APIUnavailableError` or records a diagnostic when the device runs an
/// older one, as a crash or a silent no-op would show on that iOS.
@MainActor
public enum SimulatedOS {
  /// The version the current simulation's device runs (`Device.systemVersion`).
  public static var version: OSVersion { Simulation.current.device.systemVersion }

  /// Whether the simulated device runs `major.minor.patch` or later: what `#available(iOS major.minor, *)`
  /// answers on that device.
  public static func isAtLeast(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) -> Bool {
    version >= OSVersion(major, minor, patch)
  }
}
