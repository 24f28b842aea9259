import Dispatch
import Runtime
import Testing

/// What a thread that is not the main queue's answers.
@concurrent
private func isOnMainActorOffTheMainActor() async -> Bool {
  MainRunLoop.isOnMainActor
}

/// Whether the caller runs on the main actor, and which simulation it runs in, asked the ways the
/// library asks them: the same answers with and without the read that does not retain.
@MainActor
@Suite struct SimulationLookupTests {
  @Test func aBindingIsReadInsideItAndGoneAfterIt() {
    let simulation = Simulation()
    #expect(Simulation.boundToRunningTask == nil)
    simulation.withCurrent {
      #expect(Simulation.boundToRunningTask === simulation)
      #expect(Simulation.running === simulation)
      #expect(Simulation.current === simulation)
      #expect(Simulation.unretainedRunning?.takeUnretainedValue() === simulation)
    }
    #expect(Simulation.boundToRunningTask == nil)
  }

  @Test func theInnermostBindingWinsAndTheOuterOneComesBack() {
    let outer = Simulation()
    let inner = Simulation()
    outer.withCurrent {
      inner.withCurrent {
        #expect(Simulation.running === inner)
        #expect(Simulation.unretainedRunning?.takeUnretainedValue() === inner)
      }
      #expect(Simulation.running === outer)
      #expect(Simulation.unretainedRunning?.takeUnretainedValue() === outer)
    }
  }

  @Test func aTaskStartedInsideTheBindingReadsItAcrossSuspensions() async {
    let simulation = Simulation()
    await simulation.withCurrent {
      await Task.yield()
      #expect(Simulation.boundToRunningTask === simulation)
      let bound = await Task { @MainActor in Simulation.unretainedRunning?.takeUnretainedValue() }.value
      #expect(bound === simulation)
    }
  }

  @Test func aDetachedTaskReadsNoBinding() async {
    let simulation = Simulation()
    await simulation.withCurrent {
      let bound = await Task.detached { @MainActor in Simulation.boundToRunningTask }.value
      #expect(bound == nil)
    }
  }

  @Test func theMainActorIsTheMainQueueAndTheQueuesThatTargetIt() async {
    #expect(MainRunLoop.isOnMainActor)
    // A queue that targets the main queue runs its blocks on it, its own the current queue.
    let targetingMain = DispatchQueue(label: "lookup.targets-main", target: .main)
    let onMainActor = await withCheckedContinuation { continuation in
      targetingMain.async { continuation.resume(returning: MainRunLoop.isOnMainActor) }
    }
    #expect(onMainActor)
    // A block sent with `sync` to a queue of its own runs on the caller's thread, that queue the
    // current one, which does not run on the main queue.
    let ownQueue = DispatchQueue(label: "lookup.own")
    #expect(!ownQueue.sync { MainRunLoop.isOnMainActor })
  }

  @Test func aThreadOfItsOwnIsNotTheMainActor() async {
    #expect(!(await isOnMainActorOffTheMainActor()))
  }
}
