import Locking
import OutputFiles
import Tracing

#if canImport(Glibc)
  import Glibc
#endif

/// A trace output that `pipsim run` feeds the run's chunks to as they are drained, then finishes.
protocol StreamedTraceOutput: AnyObject {
  /// The option that asked for the output, which names it in error messages.
  var option: String { get }
  /// Takes in a chunk; a failure is kept for ``finish(truncatedBy:)`` to report.
  func append(_ chunk: TraceSnapshot)
  /// Completes the output and puts it in place, or removes it when that fails.
  ///
  /// - Parameter reason: Why the run ended early, if it did (the signal's name).
  /// - Returns: The report's line for the output.
  /// - Throws: The first error the output met during the run or now.
  func finish(truncatedBy reason: String?) throws(OutputFileError) -> String
}

/// A Chrome trace written as the run goes: each drained chunk appended to the output at once, so the
/// file holds every event whatever the run's length, in bounded memory.
///
/// After every chunk the document's trailer (the slices still open, a `trace truncated` instant, the
/// closing brackets) is kept ready, so an interruption that cannot wait for the run (a second SIGINT
/// or SIGTERM) appends it and puts a valid, truncation-marked trace in place.
final class StreamedChromeTrace: StreamedTraceOutput {
  /// The trailer an interruption appends; updated with each chunk, under the lock the interruption
  /// takes too, so it never sees a chunk written without the trailer that follows it.
  final class Trailer: Sendable {
    let text = LockedValue<[UInt8]>([])
    /// What the output does on an interruption: append the trailer kept now.
    var interruptionPolicy: OutputFile.InterruptionPolicy {
      .finishTruncated(trailer: { [text] in text.withLock { $0 } })
    }
  }

  let file: OutputFile
  private let trailer: Trailer
  private var stream = ChromeTraceStream()
  /// Why writing failed, once it has; later chunks are then dropped and the file abandoned.
  private(set) var failure: OutputFileError?

  /// Streams into `file`, opened with `trailer`'s interruption policy.
  init(file: OutputFile, trailer: Trailer) {
    self.file = file
    self.trailer = trailer
  }

  let option = "--trace"

  /// How many trace events the file holds so far.
  var eventCount: Int { stream.eventCount }

  /// Appends a chunk.
  func append(_ chunk: TraceSnapshot) {
    guard failure == nil else { return }
    let text = stream.encode(chunk)
    let interruptedTrailer = Array(stream.trailer(truncatedBy: "interrupted").utf8)
    trailer.text.withLock { (kept) in
      do throws(OutputFileError) {
        try file.write(text)
        kept = interruptedTrailer
      } catch {
        failure = error
      }
    }
    if failure != nil { file.abandon() }
  }

  /// Closes the document (marked truncated when `reason` is given) and puts it in place.
  func finish(truncatedBy reason: String?) throws(OutputFileError) -> String {
    do throws(OutputFileError) {
      if let failure { throw failure }
      try file.write(stream.trailer(truncatedBy: reason))
      try file.finish()
    } catch {
      file.abandon()
      throw error
    }
    return "trace: \(TerminalText.escaped(file.destination.path)) (\(eventCount) events)\n"
  }
}

/// A text trace written in two passes: each chunk's rows go to a spool file as the run goes (the
/// columns can only be aligned once the widest cell is known), and finishing writes the aligned lines
/// from the spool into the output, so memory stays bounded.
///
/// An interruption that cannot wait for the run removes the unfinished output (it holds nothing yet).
final class SpooledTextTrace: StreamedTraceOutput {
  let file: OutputFile
  let option = "--text"
  /// The spool, or why it could not be made or written.
  private var spool: Result<SpoolFile, OutputFileError>
  private var stream = TextTraceStream()

  /// Spools for `file`.
  init(file: OutputFile) {
    self.file = file
    spool = Result { () throws(OutputFileError) in try SpoolFile() }
  }

  /// Spools a chunk's rows, as one record.
  func append(_ chunk: TraceSnapshot) {
    guard case .success(let spool) = spool else { return }
    do throws(OutputFileError) {
      try spool.append(stream.rowsRecord(for: chunk))
    } catch {
      self.spool = .failure(error)
    }
  }

  /// Writes the aligned lines and puts the output in place (the text trace needs no truncation
  /// mark: the run's own `run.interrupted` line ends it).
  func finish(truncatedBy reason: String?) throws(OutputFileError) -> String {
    do throws(OutputFileError) {
      let spool = try spool.get()
      var pending: [UInt8] = []
      try spool.forEachRecord { (record) throws(OutputFileError) in
        do throws(TextTraceRecordError) {
          try stream.appendLines(of: record, to: &pending)
        } catch {
          // The spool came back other than it was written: a read error of the spool.
          throw .systemError(path: "spool file", operation: "read", code: EIO)
        }
        if pending.count >= 1 << 20 {
          try file.write(pending)
          pending.removeAll(keepingCapacity: true)
        }
      }
      try file.write(pending)
      try file.finish()
    } catch {
      file.abandon()
      throw error
    }
    return "text trace: \(TerminalText.escaped(file.destination.path))\n"
  }
}
