import AVKitCompat
import PiPSim
import PiPSimTesting
import Testing

/// A code no part of PiPSim records, so each test decides alone whether it comes.
private let provoked = DiagnosticCode(rawValue: "test.provoked")

extension SimulatedApp {
  /// Records a diagnostic with ``provoked``'s code about "the test", as the framework would.
  fileprivate func provoke(_ message: String, as severity: DiagnosticSeverity = .warning) {
    diagnostics.record(provoked, severity: severity, subject: "the test", message: message)
  }
}

/// Whether `issue` is the one PiPSim reports for a diagnostic with `code` and `severity`.
private func reports(_ issue: Issue, _ code: DiagnosticCode, as severity: String) -> Bool {
  issue.comments.contains { $0.rawValue.hasPrefix("PiPSim \(severity) \(code.rawValue) at ") }
}

/// Whether `issue` says that an expected `code` never came.
private func saysMissing(_ issue: Issue, _ code: DiagnosticCode) -> Bool {
  issue.comments.contains { $0.rawValue.contains("\(code.rawValue), which was never recorded") }
}

/// Warnings and app errors recorded in a simulated app are Swift Testing issues unless the test
/// expects or ignores them; expected ones that never come are issues too.
@MainActor
@Suite struct DiagnosticIssueTests {
  @Test func anUnexpectedWarningIsAnIssueNamingItsCodeTimeAndMessage() throws {
    try withKnownIssue {
      try withSimulatedApp { app in
        try app.advance(by: .milliseconds(1500))
        app.provoke("provoked on purpose")
      }
    } matching: { issue in
      reports(issue, provoked, as: "warning")
        && issue.comments.contains {
          $0.rawValue.contains("at \(MediaTime.milliseconds(1500)), the test: provoked on purpose")
        }
    }
  }

  @Test func anAppErrorIsAnIssue() {
    withKnownIssue {
      withSimulatedApp { app in
        app.provoke("a broken contract", as: .appError)
      }
    } matching: {
      reports($0, provoked, as: "app error")
    }
  }

  @Test func anInfoDiagnosticIsNoIssue() {
    withSimulatedApp { app in
      app.provoke("for the record", as: .info)
    }
  }

  @Test func aRefusedStartTheTestDidNotExpectIsAnIssue() {
    withKnownIssue {
      withSimulatedApp(audioCategory: nil) { app in
        let layer = AVPlayerLayer(player: AVPlayer(url: URL(string: "pipsim-test://1280x720@30/60s")!))
        app.window.layer.addSublayer(layer)
        AVPictureInPictureController(playerLayer: layer)?.startPictureInPicture()
      }
    } matching: {
      reports($0, .pipStartRefusedNotPossible, as: "warning")
    }
  }

  @Test func anExpectedWarningIsNoIssue() {
    withSimulatedApp(expectedDiagnostics: [provoked]) { app in
      app.provoke("once")
      app.provoke("twice")
    }
    withSimulatedApp { app in
      app.provoke("before saying so")
      app.expectDiagnostic(provoked)
    }
  }

  @Test func anExpectedDiagnosticThatNeverComesIsAnIssue() {
    withKnownIssue {
      withSimulatedApp(expectedDiagnostics: [provoked]) { _ in }
    } matching: {
      saysMissing($0, provoked)
    }
    withKnownIssue {
      withSimulatedApp { app in app.expectDiagnostic(provoked) }
    } matching: {
      saysMissing($0, provoked)
    }
  }

  @Test func aBodyThatThrowsReportsItsWarningsButNotWhatItDidNotReach() throws {
    struct Stop: Error {}
    try withKnownIssue {
      try withSimulatedApp(expectedDiagnostics: [.pipStartRefusedNotPossible]) { app in
        app.provoke("before throwing")
        throw Stop()
      }
    } matching: { issue in
      reports(issue, provoked, as: "warning") || issue.error is Stop
    }
  }

  @Test func anIgnoredWarningIsNoIssueWhetherItComesOrNot() {
    withSimulatedApp(ignoredDiagnostics: [provoked]) { app in
      app.provoke("ignored")
    }
    withSimulatedApp(ignoredDiagnostics: [provoked]) { _ in }
    withSimulatedApp { app in
      app.ignoreDiagnostic(provoked)
      app.provoke("ignored", as: .appError)
    }
  }

  @Test func checkDiagnosticsChecksAStartedAppOnDemandAndStartsOver() {
    let app = SimulatedApp.start()
    app.provoke("unchecked")
    withKnownIssue {
      app.checkDiagnostics()
    } matching: {
      reports($0, provoked, as: "warning")
    }
    app.checkDiagnostics()

    app.expectDiagnostic(provoked)
    withKnownIssue {
      app.checkDiagnostics()
    } matching: {
      saysMissing($0, provoked)
    }
    app.expectDiagnostic(provoked)
    app.provoke("expected")
    app.checkDiagnostics()
  }
}
