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

  // Off the main actor no simulation runs for the caller, even with a process-wide one started by
  // another test, so the block goes to Dispatch, and `sync` waits for Dispatch's queue.
  @Test func aBlockSentOffTheMainActorRunsOnDispatchAndLetsWhatItCapturedGo() async {
    let counted = Captured()
    let (runsAfterSync, released) = await Task.detached {
      let queue = DispatchQueue(label: "com.example.lifetime.real")
      weak var watched: Captured?
      do {
        let captured = Captured()
        watched = captured
        queue.async {
          _ = captured
          counted.ran()
        }
      }
      queue.sync {}
      return (counted.runs, waitUntilGone { watched == nil })
    }.value
    #expect(runsAfterSync == 1, "the block ran once, on Dispatch's queue, before the sync after it")
    #expect(released, "Dispatch let the block's capture go once it ran")
  }
}

/// Whether `isGone` turns true within 30 s of real time, asked every millisecond: Dispatch releases a
/// block after it has run, on the queue's thread, which may still be doing so when `sync` returns.
private func waitUntilGone(_ isGone: () -> Bool) -> Bool {
  for _ in 0..<30_000 {
    if isGone() { return true }
    usleep(1000)
  }
  return isGone()
}
