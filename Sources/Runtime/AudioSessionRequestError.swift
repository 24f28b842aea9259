import Foundation

/// Why `AVAudioSession` refused an app's request, as iOS reports it: an `NSError` of the
/// `NSOSStatusErrorDomain` whose code is an ``Code`` (`AVAudioSession.ErrorCode`).
///
/// `(error as NSError).code` and `AVAudioSession.ErrorCode(rawValue:)` read as on iOS; the session is
/// unchanged after the error.
public struct AudioSessionRequestError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
  /// The codes of `AVAudioSession.ErrorCode`, with AVFoundation's values (four-character codes).
  public enum Code: Int, Sendable {
    /// No error.
    case none = 0
    /// The media server failed (`'msrv'`).
    case mediaServicesFailed = 1_836_282_486
    /// A session was deactivated while its audio objects ran (`'!act'`).
    case isBusy = 560_030_580
    /// The operation is not possible in the current category (`'!cat'`).
    case incompatibleCategory = 560_161_140
    /// A non-mixable session was activated while the app was in the background (`'!int'`).
    case cannotInterruptOthers = 560_557_684
    /// The app lacks an entitlement (`'ent?'`).
    case missingEntitlement = 1_701_737_535
    /// Siri is recording (`'siri'`).
    case siriIsRecording = 1_936_290_409
    /// Playback is not allowed now (`'!pla'`).
    case cannotStartPlaying = 561_015_905
    /// Recording is not allowed now (`'!rec'`).
    case cannotStartRecording = 561_145_187
    /// A parameter was illegal (kAudio_ParamError, -50).
    case badParam = -50
    /// A session of higher priority (a phone call) holds the audio hardware (`'!pri'`).
    case insufficientPriority = 561_017_449
    /// The hardware lacks a resource (`'!res'`).
    case resourceNotAvailable = 561_145_203
    /// An unspecified error (`'what'`).
    case unspecified = 2_003_329_396
    /// The session expired (`'!ses'`).
    case expiredSession = 561_210_739
    /// The session is not active (`'inac'`).
    case sessionNotActive = 1_768_841_571
  }

  /// What went wrong.
  public let code: Code
  /// The request that failed, such as `setActive(true)`.
  public let request: String
  /// Why, in a sentence a person can act on.
  public let reason: String

  /// Creates the error `code` for `request`, explained by `reason`.
  public init(_ code: Code, request: String, reason: String) {
    self.code = code
    self.request = request
    self.reason = reason
  }

  /// `"NSOSStatusErrorDomain"`, the domain of every `AVAudioSession` error.
  public static var errorDomain: String { "NSOSStatusErrorDomain" }

  /// The numeric code.
  public var errorCode: Int { code.rawValue }

  /// The explanation under `NSLocalizedFailureReasonErrorKey`.
  public var errorUserInfo: [String: Any] { [NSLocalizedFailureReasonErrorKey: reason] }

  /// Domain, code, request and reason in one line.
  public var description: String { "\(Self.errorDomain) \(code.rawValue): \(request) failed: \(reason)" }
}
