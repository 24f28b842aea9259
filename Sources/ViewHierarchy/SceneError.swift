import Foundation
import Runtime

/// An error of the `UISceneErrorDomain` domain, as `UIWindowScene.requestGeometryUpdate` reports it.
///
/// Bridges to `NSError` with UIKit's domain and code and the message as localized description, so
/// `(error as NSError).code` is 100 or 101 and `error.localizedDescription` reads as on iOS.
public struct SceneError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
  /// The error codes of `UISceneError.Code` that geometry requests use.
  public enum Code: Int, Sendable {
    /// The request is invalid or not supported (`UISceneError.Code.geometryRequestUnsupported`).
    case geometryRequestUnsupported = 100
    /// The request is valid but was denied (`UISceneError.Code.geometryRequestDenied`).
    case geometryRequestDenied = 101
  }

  /// The error domain, `UISceneErrorDomain`.
  public static var errorDomain: String { "UISceneErrorDomain" }

  /// The numeric code, 100 or 101.
  public var errorCode: Int { code.rawValue }

  /// The message under `NSLocalizedDescriptionKey`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

  /// What went wrong.
  public let code: Code
  /// The orientations the request asked for.
  public let requestedOrientations: InterfaceOrientationMask
  /// The orientations the scene supported when it answered.
  public let supportedOrientations: InterfaceOrientationMask
  /// The sentence UIKit puts in the error's localized description.
  public let message: String

  /// The error for a request whose orientations are all outside the supported ones (code 101).
  public static func denied(
    requested: InterfaceOrientationMask, supported: InterfaceOrientationMask
  ) -> SceneError {
    SceneError(
      code: .geometryRequestDenied, requestedOrientations: requested, supportedOrientations: supported,
      message: "None of the requested orientations are supported by the view controller. "
        + "Requested: \(requested); Supported: \(supported)")
  }

  /// The error for a request that names no orientation at all (code 100).
  public static func unsupported(supported: InterfaceOrientationMask) -> SceneError {
    SceneError(
      code: .geometryRequestUnsupported, requestedOrientations: [], supportedOrientations: supported,
      message: "The geometry request names no interface orientation; ask for at least one of: \(supported)")
  }

  /// The error as `UISceneErrorDomain <code>: <message>`.
  public var description: String { "\(Self.errorDomain) \(code.rawValue): \(message)" }
}
