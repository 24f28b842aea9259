import Clocks
import Tracing

/// A machine-readable name for a kind of diagnostic; modules add their own as static members.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The code's name, such as `pip.startRefused.notPossible`.
  public let rawValue: String

  /// Creates a code from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The code's name.
  public var description: String { rawValue }

  /// A transition the app asked for that the app's lifecycle does not allow (ignored).
  public static let illegalAppTransition = DiagnosticCode(rawValue: "app.illegalTransition")
  /// The app called an Apple API that PiPSim declares but does not simulate: the call compiles and
  /// is stored or ignored, with no effect on layout, lifecycle, timing or the screen (as Wine's
  /// `fixme:` lines say so). Recorded once per API per simulation.
  public static let apiNotSimulated = DiagnosticCode(rawValue: "api.notSimulated")
}

/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable {
  /// Something the framework did silently that a developer may want to know about.
  case info
  /// Something that is probably a mistake, answered with a no-op.
  case warning
  /// A contract the app broke (for example a time range that does not contain the current time).
  case appError
}

/// One message on the diagnostics channel.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of message this is.
  public let code: DiagnosticCode
  /// How serious it is.
  public let severity: DiagnosticSeverity
  /// The virtual time it was recorded at.
  public let time: MediaTime
  /// What it is about (a controller, a view, the app), for a person reading the log.
  public let subject: String
  /// A sentence a person can act on.
  public let message: String

  /// The diagnostic as one log line.
  public var description: String { "[\(time)] \(severity.rawValue) \(code) \(subject): \(message)" }
}

/// The channel on which the simulator explains what the mirrored APIs do silently.
///
/// AVKit answers many requests with silence (a start that is not possible does nothing). The
/// simulator keeps the silence in the mirrored API and records here why, so tests and people can read it.
/// Each message is also traced as an instant of category `diagnostic` named by its code.
@MainActor
public final class Diagnostics {
  /// Every message so far, oldest first.
  public private(set) var entries: [Diagnostic] = []
  /// Handlers told about each new message.
  public let additions = ObserverList<Diagnostic>()

  /// The code and subject of each message recorded with ``recordOnce(_:severity:subject:message:)``.
  private var recordedOnce: Set<OnceKey> = []
  private let clock: any MediaClock
  private let traceTrack: TraceTrack?

  /// Creates an empty channel stamping messages with `clock`'s time.
  ///
  /// - Parameters:
  ///   - clock: the clock whose time each message carries.
  ///   - traceTrack: the main-thread track each message is also traced on, if any.
  public init(clock: any MediaClock, traceTrack: TraceTrack? = nil) {
    self.clock = clock
    self.traceTrack = traceTrack
  }

  /// Records a message.
  ///
  /// - Parameters:
  ///   - code: what kind of message it is.
  ///   - severity: how serious it is.
  ///   - subject: what it is about.
  ///   - message: a sentence a person can act on.
  public func record(
    _ code: DiagnosticCode, severity: DiagnosticSeverity = .info, subject: String, message: String
  ) {
    let diagnostic = Diagnostic(
      code: code, severity: severity, time: clock.now(), subject: subject, message: message)
    entries.append(diagnostic)
    traceTrack?.instant(
      code.rawValue, category: .diagnostic, at: diagnostic.time.nanoseconds,
      [
        "severity": .string(severity.rawValue), "subject": .string(subject), "message": .string(message),
      ])
    additions.notify(diagnostic)
  }

  /// Records a message the first time this channel sees its `code` and `subject`; later ones with
  /// the same pair are dropped, even after ``removeAll()``.
  ///
  /// - Parameters:
  ///   - code: what kind of message it is.
  ///   - severity: how serious it is.
  ///   - subject: what it is about; one message per code and subject.
  ///   - message: a sentence a person can act on.
  public func recordOnce(
    _ code: DiagnosticCode, severity: DiagnosticSeverity = .info, subject: String, message: String
  ) {
    guard recordedOnce.insert(OnceKey(code: code, subject: subject)).inserted else { return }
    record(code, severity: severity, subject: subject, message: message)
  }

  /// A code and a subject, the pair ``recordOnce(_:severity:subject:message:)`` records once.
  private struct OnceKey: Hashable {
    let code: DiagnosticCode
    let subject: String
  }

  /// Says, the first time in this simulation, that the app called `api` (its Apple spelling, such
  /// as `UILabel.adjustsFontSizeToFitWidth`), which PiPSim declares but does not simulate, as
  /// ``DiagnosticCode/apiNotSimulated`` with `effect` (what the call does here instead: "stored",
  /// "ignored").
  public func recordNotSimulated(_ api: String, effect: String = "stored, with no effect") {
    recordOnce(
      .apiNotSimulated, subject: api,
      message:
        "\(api) is not simulated: \(effect); nothing on the simulated screen or in its timing follows from it"
    )
  }

  /// The messages with `code`, oldest first.
  public func entries(withCode code: DiagnosticCode) -> [Diagnostic] {
    entries.filter { $0.code == code }
  }

  /// The codes of every message so far, oldest first.
  public var codes: [DiagnosticCode] { entries.map(\.code) }

  /// Forgets every message.
  public func removeAll() {
    entries.removeAll()
  }
}
