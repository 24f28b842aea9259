/// The first delegate callback out of AVKit's order in `callbacks`, with those before it; nil when
/// they are in order.
///
/// The order is `(willStart (failedToStart | didStart restore? willStop didStop))*`, with a restore
/// also allowed between `willStop` and `didStop` (a restore that outlasts the stop animation).
/// Callbacks are named as PiPSim's recorders name them (`willStart`, `didStart`, `failedToStart`,
/// `restore`, `willStop`, `didStop`); other names (an app's own answers) are passed over.
package func callbackOutOfOrder(_ callbacks: [String]) -> String? {
  enum Phase { case idle, starting, started, restored, stopping }
  var phase = Phase.idle
  for (index, callback) in callbacks.enumerated() {
    let next: Phase?
    switch (phase, callback) {
    case (.idle, "willStart"): next = .starting
    case (.starting, "didStart"): next = .started
    case (.starting, "failedToStart"): next = .idle
    case (.started, "restore"): next = .restored
    case (.started, "willStop"), (.restored, "willStop"): next = .stopping
    case (.stopping, "restore"): next = .stopping
    case (.stopping, "didStop"): next = .idle
    case (_, "willStart"), (_, "didStart"), (_, "failedToStart"), (_, "restore"), (_, "willStop"),
      (_, "didStop"):
      next = nil
    default: next = phase
    }
    guard let next else { return "\(callback) came after \(callbacks.prefix(index).joined(separator: ", "))" }
    phase = next
  }
  return nil
}

/// What is wrong when another of the app's controllers started PiP `replacements` times while a
/// controller had it: AVKit then stops that one through its restore callback, a restore the user did
/// not ask for, which an app that routes back on restore takes for the user's return. Nil for none.
package func restoreNotAskedFor(replacements: Int) -> String? {
  guard replacements > 0 else { return nil }
  return "another of the app's controllers started PiP while this one had it, so AVKit asked this one to "
    + "restore though the user did not tap \"return to app\"; stop the first PiP before starting another"
}
