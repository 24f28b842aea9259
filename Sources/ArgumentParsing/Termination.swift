import Foundation

/// The end of a command-line tool's run: the exit status and the text for stdout and stderr.
///
/// Executables build one and call ``exit()``; tests compare them as values. It is an `Error`
/// so it can be the failure of a `Result` (see ``ParseResult/outcome``).
public struct Termination: Error, Hashable, Sendable {
  /// The process exit status.
  public var exitCode: ExitCode
  /// Text for standard output (data, help); printed as is.
  public var standardOutput: String
  /// Text for standard error (errors, diagnostics); printed as is.
  public var standardError: String

  /// Creates a termination.
  ///
  /// - Parameters:
  ///   - exitCode: The process exit status.
  ///   - standardOutput: Text for standard output.
  ///   - standardError: Text for standard error.
  public init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// A successful end that prints `text` (help, a version) on standard output, status 0.
  ///
  /// - Parameter text: The text to print.
  public static func success(printing text: String) -> Termination {
    Termination(exitCode: .success, standardOutput: text)
  }

  /// A rejected command line: `Error: ...`, the usage line and a pointer to help, status 64.
  ///
  /// - Parameters:
  ///   - error: What was wrong.
  ///   - usage: The usage line of the command the line was aimed at.
  ///   - helpCommand: The command that prints that command's help, such as `pipsim run --help`.
  public static func usageError(_ error: ArgumentError, usage: String, helpCommand: String) -> Termination {
    Termination(
      exitCode: .usageError,
      standardError: """
        Error: \(error.description)
        \(usage)
          See '\(helpCommand)' for more information.

        """)
  }

  /// A failure while doing the work: `Error: ` and the message on stderr, status 1.
  ///
  /// - Parameter message: What failed and, where possible, what to do about it.
  public static func failure(_ message: String) -> Termination {
    Termination(exitCode: .failure, standardError: "Error: \(message)\n")
  }

  /// Writes both texts and ends the process with ``exitCode``.
  ///
  /// A stream that cannot take its text (a pipe whose reader left, as `pipsim run x | head -1`
  /// leaves it) gets what it took: the work is done and its files are written by then, so the
  /// process still ends with its own status, not a crash. The corresponding C functions are `write`
  /// and `exit`.
  public func exit() -> Never {
    Self.write(standardOutput, to: STDOUT_FILENO)
    Self.write(standardError, to: STDERR_FILENO)
    Foundation.exit(exitCode.rawValue)
  }

  /// Writes `text` whole into `descriptor`, retrying interrupted and partial writes.
  ///
  /// - Returns: Whether it was all written; false when the descriptor refused it (`EPIPE` from a
  ///   pipe no one reads, a closed descriptor), which is left to the caller to ignore.
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        guard errno == EINTR else { return false }
        continue
      }
      bytes = bytes.dropFirst(written)
    }
    return true
  }
}
