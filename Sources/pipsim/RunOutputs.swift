import ArgumentParsing
import OutputFiles

/// Where `pipsim run` writes what a run produced; each is optional.
struct RunOutputs {
  /// The Chrome trace JSON file.
  var trace: String?
  /// The text trace file.
  var text: String?
  /// The directory for screen snapshots.
  var snapshots: String?
  /// The files each snapshot is written as.
  var snapshotFormat = SnapshotFormat.svg

  /// The outputs opened before the run: every path checked (its directory exists and takes files, no
  /// two outputs share a file) and the trace files' temporary files made, so a bad path is known
  /// before a long run rather than lost after it.
  struct Opened {
    /// The Chrome trace, when asked for.
    let trace: OutputFile?
    /// The text trace, when asked for.
    let text: OutputFile?
    /// The snapshot directory, when asked for.
    let snapshots: SnapshotDirectory?

    /// Whether an output is the process's standard output, so the report must go elsewhere.
    var writesToStandardOutput: Bool {
      [trace, text].contains { $0?.destination.isStandardOutput == true }
    }
  }

  /// Checks and opens every output.
  ///
  /// - Parameter traceInterruption: What SIGINT or SIGTERM does to the Chrome trace before it is
  ///   finished (a streamed trace appends its trailer; the text trace is removed).
  /// - Returns: The opened outputs, or the termination that names every problem found (each with its
  ///   option), in which case nothing is left open or created.
  func open(traceInterruption: OutputFile.InterruptionPolicy) -> Result<Opened, Termination> {
    var problems: [String] = []
    var destinations: [OutputDestination] = []
    func resolve(_ path: String?, _ option: String) -> OutputDestination? {
      guard let path else { return nil }
      do throws(OutputFileError) {
        let destination = try OutputDestination.resolve(path)
        destinations.append(destination)
        return destination
      } catch {
        problems.append("\(option): \(error)")
        return nil
      }
    }
    let traceDestination = resolve(trace, "--trace")
    let textDestination = resolve(text, "--text")
    let snapshotDirectory = snapshots.map { SnapshotDirectory(path: $0, format: snapshotFormat) }
    if let snapshotDirectory {
      do throws(OutputFileError) {
        let directory = try snapshotDirectory.check()
        if let file = destinations.first(where: { $0.target == directory }) {
          problems.append(
            OutputFileError.sharedDestination(path: snapshotDirectory.path, otherPath: file.path).description)
        }
      } catch {
        problems.append("--snapshots: \(error)")
      }
    }
    do throws(OutputFileError) {
      try OutputDestination.requireDistinct(destinations)
    } catch {
      problems.append(error.description)
    }
    let traceFile = open(traceDestination, "--trace", onInterruption: traceInterruption, into: &problems)
    let textFile = open(textDestination, "--text", onInterruption: .discard, into: &problems)
    guard problems.isEmpty else {
      traceFile?.abandon()
      textFile?.abandon()
      return .failure(Self.refusal(problems))
    }
    return .success(Opened(trace: traceFile, text: textFile, snapshots: snapshotDirectory))
  }

  private static func refusal(_ problems: [String]) -> Termination {
    Termination(
      exitCode: .failure, standardError: problems.map { "Error: \(TerminalText.escaped($0))\n" }.joined())
  }

  private func open(
    _ destination: OutputDestination?, _ option: String, onInterruption: OutputFile.InterruptionPolicy,
    into problems: inout [String]
  ) -> OutputFile? {
    guard let destination else { return nil }
    do throws(OutputFileError) {
      return try OutputFile.open(destination, onInterruption: onInterruption)
    } catch {
      problems.append("\(option): \(error)")
      return nil
    }
  }
}
