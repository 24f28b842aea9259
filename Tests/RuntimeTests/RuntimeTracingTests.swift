import Runtime
import Testing
import Tracing

/// The main track's events as `milliseconds category name key=value...`.
@MainActor
private func mainEvents(_ simulation: Simulation) -> [String] {
  simulation.trace.snapshot().events.map { event in
    ([String(event.timestamp / 1_000_000), event.category.rawValue, event.name]
      + event.arguments.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
  }
}

@MainActor
@Suite struct RuntimeTracingTests {
  @Test func everyActivationStepIsTracedWithItsVirtualTime() throws {
    let simulation = Simulation(tracing: true)
    simulation.app.enterBackground()
    try simulation.runLoop.advance(by: .milliseconds(250))
    simulation.app.enterForeground()
    #expect(
      mainEvents(simulation) == [
        "0 app app.activation from=foregroundActive to=foregroundInactive",
        "0 app app.activation from=foregroundInactive to=background",
        "250 app app.activation from=background to=foregroundInactive",
        "250 app app.activation from=foregroundInactive to=foregroundActive",
      ])
  }

  @Test func aDiagnosticIsTracedAsAnInstantNamedByItsCode() throws {
    let simulation = Simulation(tracing: true)
    try simulation.runLoop.advance(by: .milliseconds(40))
    simulation.app.becomeActive()
    #expect(
      mainEvents(simulation) == [
        "40 diagnostic app.illegalTransition severity=warning subject=app "
          + "message=becomeActive ignored: the app is foregroundActive, not foreground-inactive"
      ])
    #expect(simulation.trace.snapshot().events.first?.track == simulation.mainTrack.id)
  }

  @Test func anUntracedSimulationRecordsNoAppOrDiagnosticEvents() {
    let simulation = Simulation()
    simulation.app.enterBackground()
    simulation.app.enterBackground()
    #expect(simulation.diagnostics.entries.count == 1)
    #expect(simulation.trace.snapshot().events.isEmpty)
  }
}
