import Foundation

/// An error of the `AVKitErrorDomain`, as AVKit reports it to `failedToStartPictureInPictureWithError`.
///
/// Bridges to `NSError` with AVKit's domain, code, description and failure reason, so
/// `error.localizedDescription` and `(error as NSError).code` read as on iOS.
public struct AVKitError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
  /// AVKit's error codes.
  public enum Code: Int, Sendable {
    /// An unknown error.
    case unknown = -1000
    /// Picture in Picture failed to start.
    case pictureInPictureStartFailed = -1001
    /// The content's rating is unknown.
    case contentRatingUnknown = -1100
    /// The content is disallowed by the passcode restrictions.
    case contentDisallowedByPasscode = -1101
    /// The content is disallowed by the profile restrictions.
    case contentDisallowedByProfile = -1102
    /// Recording failed.
    case recordingFailed = -1200
  }

  /// The error's code.
  public let code: Code
  /// Why the operation failed, as `NSLocalizedFailureReasonErrorKey` carries it.
  public let failureReason: String?

  /// Creates an error with `code` and an optional failure reason.
  public init(_ code: Code, failureReason: String? = nil) {
    self.code = code
    self.failureReason = failureReason
  }

  /// The start failure AVKit reports when the content source's scene is not foreground-active.
  public static let sceneNotForegroundActive = AVKitError(
    .pictureInPictureStartFailed,
    failureReason: "The UIScene for the content source has an activation state other than "
      + "UISceneActivationStateForegroundActive, which is not allowed.")

  /// `"AVKitErrorDomain"`.
  public static var errorDomain: String { "AVKitErrorDomain" }

  /// The numeric code.
  public var errorCode: Int { code.rawValue }

  /// The description and, when known, the failure reason, under Foundation's keys.
  public var errorUserInfo: [String: Any] {
    var userInfo: [String: Any] = [NSLocalizedDescriptionKey: localizedSummary]
    if let failureReason { userInfo[NSLocalizedFailureReasonErrorKey] = failureReason }
    return userInfo
  }

  /// The localized description AVKit gives this code.
  public var localizedSummary: String {
    switch code {
    case .unknown: return "An unknown error occurred."
    case .pictureInPictureStartFailed: return "Failed to start picture in picture."
    case .contentRatingUnknown: return "The content rating is unknown."
    case .contentDisallowedByPasscode: return "The content is not allowed by the passcode restrictions."
    case .contentDisallowedByProfile: return "The content is not allowed by the profile restrictions."
    case .recordingFailed: return "Recording failed."
    }
  }

  /// Domain, code, description and reason in one line.
  public var description: String {
    "\(Self.errorDomain) \(code.rawValue): \(localizedSummary)" + (failureReason.map { " \($0)" } ?? "")
  }
}
