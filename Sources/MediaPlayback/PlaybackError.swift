import Foundation

/// Why a player item failed: the error an `AVPlayerItem` reports in its `error`.
///
/// It bridges to `NSError` as AVFoundation's does: domain `AVFoundationErrorDomain`, code -11828
/// (`AVError.fileFormatNotRecognized`, "Cannot Open"), so `(error as NSError).code` reads as on iOS.
public enum PlaybackError: Error, Hashable, Sendable, CustomStringConvertible, CustomNSError, LocalizedError {
  /// The item's URL is not a test stream PiPSim can generate, or describes an impossible one.
  case cannotOpen(SyntheticStreamError)

  /// `AVFoundationErrorDomain`.
  public static var errorDomain: String { "AVFoundationErrorDomain" }

  /// -11828, `AVError.fileFormatNotRecognized`.
  public var errorCode: Int { -11_828 }

  /// "Cannot Open", with the reason PiPSim could not serve the URL.
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: "Cannot Open", NSLocalizedFailureReasonErrorKey: description]
  }

  /// "Cannot Open".
  public var errorDescription: String? { "Cannot Open" }

  /// What could not be opened, and why.
  public var description: String {
    switch self {
    case .cannotOpen(let reason): "Cannot Open: \(reason)"
    }
  }
}
