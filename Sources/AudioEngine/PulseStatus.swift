import CPulse

/// A libpulse error code together with the text `pa_strerror` gives for it.
public struct PulseStatus: Equatable, Sendable, CustomStringConvertible {
  /// The `PA_ERR_*` code, for example 6 (`PA_ERR_CONNECTIONREFUSED`).
  public let code: Int32

  /// The sentence libpulse gives for the code, for example "Connection refused".
  public let message: String

  /// Creates a status from a `PA_ERR_*` code. The corresponding C function is `pa_strerror`.
  public init(code: Int32) {
    self.code = code
    self.message = pa_strerror(code).map { String(cString: $0) } ?? "unknown PulseAudio error \(code)"
  }

  /// The message followed by the code, for logs.
  public var description: String { "\(message) (PulseAudio error \(code))" }
}
