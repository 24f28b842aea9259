import Foundation

/// Why a player item or an asset failed: the error an `AVPlayerItem` reports in its `error`.
///
/// It bridges to `NSError` as AVFoundation's does: domain `AVFoundationErrorDomain`, code -11828
/// (`AVError.fileFormatNotRecognized`, "Cannot Open") for media PiPSim cannot open, -11800
/// (`AVError.unknown`, "The operation could not be completed") for the others, so
/// `(error as NSError).code` reads as on iOS.
public enum PlaybackError: Error, Hashable, Sendable, CustomStringConvertible, CustomNSError, LocalizedError {
  /// The item's URL is not a test stream PiPSim can generate, or describes an impossible one.
  case cannotOpen(SyntheticStreamError)
  /// The media broke while the item played (``PlayerItem/injectPlaybackFailure(_:)``), for this reason.
  case mediaFailed(String)
  /// An asset was asked to load a property it does not have (`loadValuesAsynchronously(forKeys:)`).
  case unknownProperty(String)

  /// `AVFoundationErrorDomain`.
  public static var errorDomain: String { "AVFoundationErrorDomain" }

  /// -11828 (`AVError.fileFormatNotRecognized`) for ``cannotOpen(_:)``, else -11800 (`AVError.unknown`).
  public var errorCode: Int {
    switch self {
    case .cannotOpen: -11_828
    case .mediaFailed, .unknownProperty: -11_800
    }
  }

  /// AVFoundation's description, with the reason PiPSim gives.
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: errorDescription ?? "", NSLocalizedFailureReasonErrorKey: description]
  }

  /// "Cannot Open", or "The operation could not be completed".
  public var errorDescription: String? {
    switch self {
    case .cannotOpen: "Cannot Open"
    case .mediaFailed, .unknownProperty: "The operation could not be completed"
    }
  }

  /// What failed, and why.
  public var description: String {
    switch self {
    case .cannotOpen(let reason): "Cannot Open: \(reason)"
    case .mediaFailed(let reason): "The media failed while playing: \(reason)"
    case .unknownProperty(let key): "An asset has no property \"\(key)\" to load"
    }
  }
}
