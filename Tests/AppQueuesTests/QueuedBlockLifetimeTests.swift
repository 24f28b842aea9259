import AVKitCompat
import PiPSimTesting
import Testing

/// What a block captures, watched weakly: the block holds it while it waits and gives it up once it
/// has run, or once it can never run.
private final class Captured: @unchecked Sendable {
  // Unchecked: in a simulation every queue's work runs on the simulation's thread, one at a time.
  private(set) var runs = 0
  func ran() { runs += 1 }
}

@MainActor
@Suite struct QueuedBlockLifetimeTests {
  @Test func aBlockHoldsWhatItCapturedUntilItHasRun() throws {
    try withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.lifetime")
      weak var watched: Captured?
      do {
        let captured = Captured()
        watched = captured
        queue.async { captured.ran() }
      }
      #expect(watched != nil, "the queued block holds its capture")
      try app.advance(by: .milliseconds(1))
      #expect(watched == nil, "the block let its capture go once it ran")
    }
  }

  @Test func aBlockOnASuspendedQueueHoldsWhatItCapturedUntilTheResumeRunsIt() throws {
    try withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.lifetime.paused")
      weak var watched: Captured?
      queue.suspend()
      do {
        let captured = Captured()
        watched = captured
        queue.async { captured.ran() }
      }
      try app.advance(by: .seconds(1))
      #expect(watched != nil, "the parked block holds its capture")
      #expect(watched?.runs == 0)
      queue.resume()
      try app.advance(by: .milliseconds(1))
      #expect(watched == nil, "the block let its capture go once it ran")
    }
  }

  @Test func aBlockStillQueuedWhenTheLoopsTasksAreRemovedLetsWhatItCapturedGo() {
    withSimulatedApp { app in
      let queue = DispatchQueue(label: "com.example.lifetime.dropped")
      weak var watched: Captured?
      do {
        let captured = Captured()
        watched = captured
        queue.asyncAfter(deadline: .now() + 5) { captured.ran() }
      }
      #expect(watched != nil)
      app.simulation.runLoop.removeAllTasks()
      #expect(watched == nil, "removing the loop's tasks let the block's capture go")
    }
  }

  @Test func aBlockRunsOnceAsItsQueuesAndTheQueueOutlivesItsLastReference() throws {
    try withSimulatedApp { app in
      let log = Log()
      do {
        let queue = DispatchQueue(label: "com.example.lifetime.dropped-queue")
        queue.async { log.append(Thread.isMainThread ? "main thread" : "its queue") }
      }
      try app.advance(by: .milliseconds(1))
      #expect(log.entries == ["its queue"], "the block ran once as its queue's, which the queued block kept")
    }
  }
}
