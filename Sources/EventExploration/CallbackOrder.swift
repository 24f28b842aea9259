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
