import PiPSim
import Testing

extension SimulatedApp {
  /// Says that the test provokes a diagnostic with `code` on purpose: its warnings are not issues,
  /// and it must be recorded at least once before the next check, or that is an issue, as with
  /// `withKnownIssue`.
  ///
  /// The check is when `withSimulatedApp`'s body ends, or the next ``checkDiagnostics(sourceLocation:)``;
  /// a diagnostic recorded since the previous check meets the expectation, before or after this call.
  /// - Parameters:
  ///   - code: The expected code; a diagnostic of any severity with it meets the expectation.
  ///   - sourceLocation: Where the issue is reported if it never comes: the caller, by default.
  public func expectDiagnostic(_ code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation) {
    diagnosticCheck.expect(code, at: sourceLocation)
  }

  /// Makes diagnostics with `code` no issue for the rest of the app's life, whether they come or not.
  public func ignoreDiagnostic(_ code: DiagnosticCode) {
    diagnosticCheck.ignore(code)
  }

  /// Reports, as a Swift Testing issue each, the warnings and app errors recorded since the last check
  /// that the test neither expects nor ignores, and each expected code that did not come; then starts
  /// over, with no diagnostics and no expectations (ignored codes stay ignored).
  ///
  /// `withSimulatedApp` checks when its body ends; an app from
  /// ``start(device:backgroundModes:audioCategory:tracing:)`` is checked only when the test calls
  /// this, at the end of each test, say.
  /// - Parameter sourceLocation: Where the issues are reported: the caller, by default.
  public func checkDiagnostics(sourceLocation: SourceLocation = #_sourceLocation) {
    diagnosticCheck.check(at: sourceLocation, bodyFinished: true)
  }
}

/// The diagnostics a `withSimulatedApp` call expects and ignores, and where it was called.
struct DiagnosticExpectations {
  /// Codes that must come at least once.
  var expected: [DiagnosticCode] = []
  /// Codes that are never issues.
  var ignored: Set<DiagnosticCode> = []
  /// Where issues about them are reported.
  var sourceLocation: SourceLocation = #_sourceLocation
}

/// Turns the warnings and app errors an app's simulation records into Swift Testing issues, except
/// those the test expects or ignores.
@MainActor
final class DiagnosticCheck {
  /// Every diagnostic since the last check, oldest first.
  private var recorded: [Diagnostic] = []
  /// The codes expected since the last check, each with where the test said so.
  private var expected: [(code: DiagnosticCode, sourceLocation: SourceLocation)] = []
  private var ignored: Set<DiagnosticCode>
  private var observation: ObservationToken?

  /// Starts listening to `diagnostics`, with the expectations `expectations` gives.
  init(_ diagnostics: Diagnostics, expecting expectations: DiagnosticExpectations) {
    ignored = expectations.ignored
    expected = expectations.expected.map { ($0, expectations.sourceLocation) }
    observation = diagnostics.additions.add { [weak self] diagnostic in
      self?.recorded.append(diagnostic)
    }
  }

  /// Expects `code` before the next check, as said at `sourceLocation`.
  func expect(_ code: DiagnosticCode, at sourceLocation: SourceLocation) {
    expected.append((code, sourceLocation))
  }

  /// Makes `code` no issue from now on.
  func ignore(_ code: DiagnosticCode) {
    ignored.insert(code)
  }

  /// Records an issue at `sourceLocation` for each warning or app error since the last check whose
  /// code is neither expected nor ignored and, when the body finished (rather than threw), one for
  /// each expected code that did not come; then forgets the diagnostics and the expectations.
  func check(at sourceLocation: SourceLocation, bodyFinished: Bool) {
    let accepted = ignored.union(expected.map(\.code))
    for diagnostic in recorded where diagnostic.severity != .info && !accepted.contains(diagnostic.code) {
      Issue.record(Self.comment(on: diagnostic), sourceLocation: sourceLocation)
    }
    if bodyFinished {
      let recordedCodes = Set(recorded.map(\.code))
      for expectation in expected where !recordedCodes.contains(expectation.code) {
        Issue.record(
          "expected the PiPSim diagnostic \(expectation.code), which was never recorded",
          sourceLocation: expectation.sourceLocation)
      }
    }
    recorded.removeAll()
    expected.removeAll()
  }

  /// The issue's text for `diagnostic`: its severity, code, virtual time, subject and message.
  private static func comment(on diagnostic: Diagnostic) -> Comment {
    let severity = diagnostic.severity == .appError ? "app error" : "warning"
    return """
      PiPSim \(severity) \(diagnostic.code) at \(diagnostic.time), \(diagnostic.subject): \(diagnostic.message) \
      (a test that provokes it says so: expectedDiagnostics: or app.expectDiagnostic(_:))
      """
  }
}

extension DiagnosticCode {
  /// A simulated app was driven after its `withSimulatedApp` body returned (the test kept it): time
  /// stayed put and nothing ran.
  public static let simulatedAppEnded = DiagnosticCode(rawValue: "sim.app.ended")
}
