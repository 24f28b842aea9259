import Synchronization

/// A request, from any thread, that a run stop early: what `pipsim` makes of SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT.
///
/// The runner looks at it before each step and, while time passes, at least once per second of the
/// run's time (every 2 ms of real time in a real-time run); a run that sees it ends there with a
/// ``ScenarioRunError`` naming the signal and a `run.interrupted` instant in its trace, which is
/// complete up to that point.
public final class ScenarioInterruption: Sendable {
  private let signal = Atomic<Int32>(0)

  /// Creates a request that nothing has made yet.
  public init() {}

  /// Asks the run to stop, saying which signal asked.
  public func request(signal number: Int32) {
    signal.store(number, ordering: .releasing)
  }

  /// The signal that asked the run to stop, or nil while none has.
  public var requestedSignal: Int32? {
    let number = signal.load(ordering: .acquiring)
    return number == 0 ? nil : number
  }

  /// The name of signal `number`: `SIGHUP`, `SIGINT`, `SIGQUIT`, `SIGTERM`, or `signal N`.
  public static func name(of number: Int32) -> String {
    switch number {
    case 1: "SIGHUP"
    case 2: "SIGINT"
    case 3: "SIGQUIT"
    case 15: "SIGTERM"
    default: "signal \(number)"
    }
  }
}
