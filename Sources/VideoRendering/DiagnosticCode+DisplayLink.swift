import Runtime

extension DiagnosticCode {
  /// A display link was given a frame rate range Core Animation does not accept; the range stayed.
  public static let displayLinkInvalidFrameRateRange = DiagnosticCode(
    rawValue: "displayLink.invalidFrameRateRange")
  /// An invalidated display link was added to a run loop; it does not tick.
  public static let displayLinkInvalidated = DiagnosticCode(rawValue: "displayLink.invalidated")
}
