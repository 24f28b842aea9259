import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// The write end of the signal pipe: set once, before the handler that reads it is installed, and only
/// read afterwards, from signal context, where no lock may be taken.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// What SIGINT, SIGTERM, SIGHUP (the terminal went away) and SIGQUIT do to the outputs still open:
/// installed when the first output opens. SIGQUIT is taken from the Swift runtime's backtracer,
/// which would print a crash report and leave the outputs unfinished.
///
/// On a signal, a program that said it will finish its own outputs (``setCooperativeHandler(_:)``
/// returned true) is left to do so; otherwise, and on a second signal, every open output is
/// interrupted as its ``OutputFile/InterruptionPolicy`` says (a stream finished with its trailer and
/// put in place, any other temporary file removed), and the process then ends by the signal, as it
/// would have without PiPSim. The handling runs on a thread of its own, not in signal context, so it
/// may take locks and write files.
///
/// SIGPIPE is ignored from then on, so that writing into a pipe whose reader left is an error the
/// output reports (`EPIPE`) rather than a silent death.
public enum InterruptionHandling {
  private struct Registry {
    var outputs: [ObjectIdentifier: WeakOutput] = [:]
    var cooperativeHandler: (@Sendable (Int32) -> Bool)?
    var signalsSeen = 0
    /// The read end of the pipe the signal handler writes into, once installed.
    var signalPipe: Int32?
  }

  private struct WeakOutput {
    weak var output: OutputFile?
  }

  private static let registry = LockedValue(Registry())

  /// The signals handled: each ends the run as SIGTERM does.
  public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Installs the handling of ``handledSignals`` before it returns; idempotent.
  ///
  /// A `sigaction` handler writes the signal's number into a pipe (the one async-signal-safe thing
  /// it does) and a thread of its own reads it and acts. Installed synchronously, unlike a dispatch
  /// signal source, so a signal right after the first output opens already finds it.
  static func install() {
    registry.withLock { registry in
      guard registry.signalPipe == nil else { return }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // A process started from a thread that blocks signals (a dispatch worker, a test runner's pool)
      // inherits that mask: unblock them here, so this thread and the reader made from it take them.
      var wanted = sigset_t()
      sigemptyset(&wanted)
      for number in handledSignals { sigaddset(&wanted, number) }
      pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
      let readEnd = ends[0]
      registry.signalPipe = readEnd
      signalPipeWriteEnd = ends[1]
      let reader = Thread {
        var number: UInt8 = 0
        while read(readEnd, &number, 1) == 1 { handle(Int32(number)) }
      }
      reader.name = "pipsim.output-interruption"
      reader.start()
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeWriteEnd, &byte, 1)
        errno = saved
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      for number in handledSignals { sigaction(number, &action, nil) }
      signal(SIGPIPE, SIG_IGN)
    }
  }

  /// Sets (or, with nil, clears) what the first handled signal does before outputs are interrupted.
  ///
  /// - Parameter handler: Called with the signal number on the handling thread; returns true when the
  ///   program will finish its outputs and exit by itself (a second signal then interrupts them).
  public static func setCooperativeHandler(_ handler: (@Sendable (Int32) -> Bool)?) {
    install()
    registry.withLock { $0.cooperativeHandler = handler }
  }

  static func register(_ output: OutputFile) {
    registry.withLock { $0.outputs[ObjectIdentifier(output)] = WeakOutput(output: output) }
  }

  static func unregister(_ output: OutputFile) {
    let key = ObjectIdentifier(output)
    registry.withLock { _ = $0.outputs.removeValue(forKey: key) }
  }

  /// Interrupts every open output, as a signal does without a cooperative handler.
  static func interruptOpenOutputs() {
    let outputs = registry.withLock { registry in registry.outputs.values.compactMap(\.output) }
    for output in outputs { output.interrupt() }
  }

  private static func handle(_ number: Int32) {
    let (handler, isFirst) = registry.withLock { registry in
      registry.signalsSeen += 1
      return (registry.cooperativeHandler, registry.signalsSeen == 1)
    }
    if isFirst, let handler, handler(number) { return }
    interruptOpenOutputs()
    signal(number, SIG_DFL)
    // To the process, so that whichever thread takes it applies the default action and the process
    // ends by the signal.
    kill(getpid(), number)
  }
}
