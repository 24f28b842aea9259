import ArgumentParsing
import Foundation

/// A one-line progress display on standard error, drawn only once a run has taken a while.
///
/// `pipsim` creates one only when standard error is a terminal; short runs never draw anything.
final class ProgressLine {
  private let start = ContinuousClock.now
  private let delay = Duration.milliseconds(500)
  private var isShown = false

  func show(_ text: String) {
    guard ContinuousClock.now - start >= delay else { return }
    isShown = true
    Termination.write("\r\u{1B}[2K" + "pipsim: " + text, to: STDERR_FILENO)
  }

  func clear() {
    guard isShown else { return }
    Termination.write("\r\u{1B}[2K", to: STDERR_FILENO)
    isShown = false
  }
}
