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
    FileHandle.standardError.write(Data(("\r\u{1B}[2K" + "pipsim: " + text).utf8))
  }

  func clear() {
    guard isShown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    isShown = false
  }
}
