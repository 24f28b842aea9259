import Foundation
import MediaPlayback
import PictureInPicture
import Runtime
import Testing
import Tracing
import ViewHierarchy

/// The main track's PiP events (state transitions and callbacks) as `seconds name key=value...`.
@MainActor
private func mainEvents(_ fixture: VideoCallFixture) -> [String] {
  let snapshot = fixture.simulation.trace.snapshot()
  return snapshot.events.filter {
    $0.track == fixture.simulation.mainTrack.id && ($0.category == .state || $0.category == .callback)
  }.map { event in
    let arguments = event.arguments.filter { $0.key != "controller" }.map { "\($0.key)=\($0.value)" }
    return ([seconds(event.timestamp), event.name] + arguments).joined(separator: " ")
  }
}

/// The slices of the track named `trackName` as `seconds begin|end name`.
@MainActor
private func phaseEvents(_ fixture: VideoCallFixture, track trackName: String) -> [String] {
  let snapshot = fixture.simulation.trace.snapshot()
  let track = snapshot.tracks.first { $0.name == trackName }?.id
  return snapshot.events.filter { $0.track == track }.map {
    "\(seconds($0.timestamp)) \($0.phase.word) \($0.name)"
  }
}

private func seconds(_ nanoseconds: Int64) -> String {
  String(format: "%.1f", Double(nanoseconds) / 1e9)
}

/// Whether every `end` on every track closes the innermost open slice of the same name, and none stays open.
private func slicesNest(_ snapshot: TraceSnapshot) -> Bool {
  var open: [Int: [String]] = [:]
  for event in snapshot.events {
    switch event.phase {
    case .begin:
      open[event.track, default: []].append(event.name)
    case .end:
      guard open[event.track]?.popLast() == event.name else { return false }
    default:
      break
    }
  }
  return open.values.allSatisfy(\.isEmpty)
}

@MainActor
@Suite struct PictureInPictureTracingTests {
  @Test func startRestoreStopTracesNestedPhasesAndEveryCallbackAtItsVirtualTime() throws {
    let fixture = VideoCallFixture(tracing: true)
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))

    #expect(
      mainEvents(fixture) == [
        "0.0 pip.possible possible=1 reasons=none",
        "0.0 pip.state from=idle to=starting event=startRequested(api)",
        "0.0 pictureInPictureControllerWillStartPictureInPicture",
        "0.3 pip.state from=starting to=active event=startAnimationFinished",
        "0.3 pictureInPictureControllerDidStartPictureInPicture",
        "1.0 pip.state from=active to=restoring event=stopRequested(userRestore)",
        "1.0 pictureInPictureController(_:restoreUserInterfaceForPictureInPictureStopWithCompletionHandler:)",
        "1.0 restoreCompletion restored=1 outcome=restored",
        "1.0 pip.state from=restoring to=stopping event=restoreCompleted(restored)",
        "1.0 pictureInPictureControllerWillStopPictureInPicture",
        "1.3 pip.state from=stopping to=idle event=stopAnimationFinished",
        "1.3 pictureInPictureControllerDidStopPictureInPicture",
      ])
    #expect(
      phaseEvents(fixture, track: "pip #1") == [
        "0.0 begin pip", "0.0 begin starting",
        "0.3 end starting", "0.3 begin active",
        "1.0 end active", "1.0 begin restoring",
        "1.0 end restoring", "1.0 begin stopping",
        "1.3 end stopping", "1.3 end pip",
      ])
  }

  @Test func theChromeTraceOfAPiPSessionParsesBackWithNestedSlices() throws {
    let fixture = VideoCallFixture(tracing: true)
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("pip-trace-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(ChromeTraceWriter.encode(fixture.simulation.trace.snapshot()).utf8).write(
      to: URL(fileURLWithPath: path))

    let decoded = try ChromeTraceReader.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    let summary = TraceSummary(decoded)
    #expect(slicesNest(decoded))
    #expect(summary.unclosedSlices.isEmpty)
    #expect(summary.sliceCounts["pip"] == 1)
    #expect(summary.sliceDurations["pip"] == 1_300_000_000)
    #expect(summary.sliceDurations["starting"] == 300_000_000)
    #expect(summary.sliceDurations["active"] == 700_000_000)
    #expect(summary.sliceDurations["stopping"] == 300_000_000)
    #expect(summary.instants(inCategory: .callback).count == 6)
  }

  @Test func aStartThatFailsAfterWillStartClosesTheSessionAfterFailedToStart() throws {
    let fixture = VideoCallFixture(tracing: true)
    let controller = fixture.makeController()
    fixture.arbiter.failNextStart()
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(
      mainEvents(fixture) == [
        "0.0 pip.possible possible=1 reasons=none",
        "0.0 pip.state from=idle to=starting event=startRequested(api)",
        "0.0 pictureInPictureControllerWillStartPictureInPicture",
        "0.3 pip.state from=starting to=idle event=startAnimationFinished(failed -1001)",
        "0.3 pictureInPictureController(_:failedToStartPictureInPictureWithError:) domain=AVKitErrorDomain"
          + " code=-1001 message=Failed to start picture in picture.",
      ])
    #expect(
      phaseEvents(fixture, track: "pip #1") == [
        "0.0 begin pip", "0.0 begin starting", "0.3 end starting", "0.3 end pip",
      ])
  }

  @Test func suspensionIsAnInnerPhaseBetweenTwoActivePhases() throws {
    let fixture = VideoCallFixture(tracing: true)
    let controller = try fixture.makeActiveController()
    fixture.arbiter.otherAppStartsPictureInPicture()
    try fixture.advance(by: .seconds(1))
    fixture.arbiter.otherAppEndsPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.stopPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(
      phaseEvents(fixture, track: "pip #1") == [
        "0.0 begin pip", "0.0 begin starting",
        "0.3 end starting", "0.3 begin active",
        "1.0 end active", "1.0 begin suspended",
        "2.0 end suspended", "2.0 begin active",
        "3.0 end active", "3.0 begin stopping",
        "3.3 end stopping", "3.3 end pip",
      ])
  }

  @Test func aControllerReplacingAnotherNestsItsSessionOnItsOwnTrack() throws {
    let fixture = VideoCallFixture(tracing: true)
    let first = fixture.makeController()
    first.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    let layer = PlayerLayer()
    layer.isReadyForDisplay = true
    fixture.rootViewController.view.layer.addSublayer(layer)
    let second = try #require(PictureInPictureController(playerLayer: layer))
    fixture.simulation.runLoop.runUntilIdle()
    second.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    second.stopPictureInPicture()
    try fixture.advance(by: .seconds(1))
    #expect(slicesNest(fixture.simulation.trace.snapshot()))
    #expect(
      phaseEvents(fixture, track: "pip #1") == [
        "0.0 begin pip", "0.0 begin starting", "0.3 end starting", "0.3 begin active",
        "1.0 end active", "1.0 begin restoring", "1.0 end restoring", "1.0 begin stopping",
        "1.3 end stopping", "1.3 end pip",
      ])
    #expect(
      phaseEvents(fixture, track: "pip #2") == [
        "1.0 begin pip", "1.0 begin starting", "1.3 end starting", "1.3 begin active",
        "2.0 end active", "2.0 begin stopping", "2.3 end stopping", "2.3 end pip",
      ])
  }

  @Test func silentRefusalsAreTracedAsDiagnosticsOnTheMainTrack() throws {
    let fixture = VideoCallFixture(tracing: true)
    let controller = fixture.makeController()
    controller.stopPictureInPicture()
    let diagnostics = fixture.simulation.trace.snapshot().events.filter { $0.category == .diagnostic }
    let refusal = try #require(diagnostics.last)
    #expect(refusal.name == DiagnosticCode.pipStopIgnoredNotActive.rawValue)
    #expect(refusal.track == fixture.simulation.mainTrack.id)
    #expect(refusal.arguments["message"] == .string("stop (api) ignored: PiP is not active"))
  }

  @Test func anUntracedSimulationRecordsNothingForAPiPSession() throws {
    let fixture = VideoCallFixture()
    let controller = try fixture.makeActiveController()
    controller.simulateUserTapsRestore()
    try fixture.advance(by: .seconds(1))
    #expect(fixture.simulation.trace.snapshot().events.isEmpty)
  }
}
