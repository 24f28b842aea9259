/// A process exit status, with the values command-line tools in this package agree on.
///
/// `0` is success, `1` a failure while doing the work, and `64` (`EX_USAGE` from `sysexits.h`)
/// a command line the tool could not accept.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  /// The status handed to `exit`.
  public var rawValue: Int32

  /// Wraps a raw exit status.
  ///
  /// - Parameter rawValue: The status handed to `exit`.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The work was done: status 0.
  public static let success = ExitCode(rawValue: 0)

  /// The work failed (a missing file, a failed run): status 1.
  public static let failure = ExitCode(rawValue: 1)

  /// The command line was not understood (`EX_USAGE`): status 64.
  public static let usageError = ExitCode(rawValue: 64)
}
