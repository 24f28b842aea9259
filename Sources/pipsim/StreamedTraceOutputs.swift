import Locking
import OutputFiles
import Tracing

/// A Chrome trace written as the run goes: each drained chunk appended to the output at once, so the
/// file holds every event whatever the run's length, in bounded memory.
///
/// After every chunk the document's trailer (the slices still open, a `trace truncated` instant, the
/// closing brackets) is kept ready, so an interruption that cannot wait for the run (a second SIGINT
/// or SIGTERM) appends it and puts a valid, truncation-marked trace in place.
final class StreamedChromeTrace {
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
  ///
  /// - Throws: The first write error of the run, or the one finishing met.
  func finish(truncatedBy reason: String?) throws(OutputFileError) {
    if let failure { throw failure }
    try file.write(stream.trailer(truncatedBy: reason))
    try file.finish()
  }
}

/// A text trace written in two passes: each chunk's rows go to a spool file as the run goes (the
/// columns can only be aligned once the widest cell is known), and finishing writes the aligned lines
/// from the spool into the output, so memory stays bounded.
///
/// An interruption that cannot wait for the run removes the unfinished output (it holds nothing yet).
final class SpooledTextTrace {
  let file: OutputFile
  private var spool: SpoolFile?
  private var stream = TextTraceStream()
  private(set) var failure: OutputFileError?

  /// Spools for `file`.
  init(file: OutputFile) {
    self.file = file
    do throws(OutputFileError) {
      spool = try SpoolFile()
    } catch {
      failure = error
    }
  }

  /// Spools a chunk's rows.
  func append(_ chunk: TraceSnapshot) {
    guard failure == nil, let spool else { return }
    do throws(OutputFileError) {
      for row in stream.rows(for: chunk) { try spool.append(row) }
    } catch {
      failure = error
    }
  }

  /// Writes the aligned lines and puts the output in place.
  ///
  /// - Throws: The first spool error of the run, or the one writing met.
  func finish() throws(OutputFileError) {
    if let failure { throw failure }
    guard let spool else { return }
    var pending = ""
    try spool.forEachRecord { (row) throws(OutputFileError) in
      pending += stream.line(row)
      if pending.utf8.count >= 1 << 20 {
        try file.write(pending)
        pending = ""
      }
    }
    try file.write(pending)
    try file.finish()
  }
}
