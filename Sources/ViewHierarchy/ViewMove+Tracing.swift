import Runtime
import Tracing

extension ViewMove {
  /// Records the move as a `view.moved` instant: the view, its old and new superviews (`none` when
  /// there is none) and its new index (absent when removed).
  func trace(on track: TraceTrack) {
    guard track.isEnabled else { return }
    var arguments = TraceArguments(
      ("view", .string(view.debugLabel)), ("from", .string(from?.debugLabel ?? "none")),
      ("to", .string(to?.debugLabel ?? "none")))
    if let index { arguments.set("index", .int(Int64(index))) }
    track.instant("view.moved", category: .view, arguments)
  }
}
