import AVKitCompat
import PiPSimTesting
import Testing

/// The C library's sleeps on virtual time, and the app's own threads, which stay on real time and
/// say so.
@MainActor
@Suite struct SleepsAndThreadsTests {
  // `usleep` and `sleep` suspend the calling thread for the time given (POSIX, `usleep(3)`,
  // `sleep(3)`); on a simulated queue the rest of the app runs meanwhile, as on iOS.
  @Test func usleepAndSleepOnAQueueSleepVirtualTime() throws {
    try withSimulatedApp { app in
      let decoder = DispatchQueue(label: "com.example.decoder")
      let record = Log()
      decoder.async {
        record.append("decode at \(CACurrentMediaTime())")
        usleep(250_000)
        record.append("retry at \(CACurrentMediaTime())")
        sleep(1)
        record.append("give up at \(CACurrentMediaTime())")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        record.append("main at \(CACurrentMediaTime())")
      }
      try app.advance(by: .seconds(2))
      #expect(
        record.entries == ["decode at 0.0", "main at 0.1", "retry at 0.25", "give up at 1.25"])
      #expect(app.diagnostics.entries(withCode: .realTimeEscape).isEmpty)
    }
  }

  // A `Thread` is the app's own: nothing PiPSim can run on virtual time.
  @Test func aThreadOfTheAppsOwnIsReportedOnceAsARealTimeEscape() {
    withSimulatedApp(expectedDiagnostics: [.realTimeEscape]) { app in
      Thread.detachNewThread {}
      Thread.detachNewThread {}
      // Swift 6.3.1's Foundation on Linux cannot load `Thread` for a subclass ("cannot inherit from
      // class 'Thread' because it has overridable members that could not be loaded"): the block form.
      let worker = Thread {}
      worker.start()
      let escapes = app.diagnostics.entries(withCode: .realTimeEscape)
      #expect(escapes.map(\.subject) == ["Thread.detachNewThread", "Thread.start"])
      #expect(escapes.allSatisfy { $0.severity == .warning && $0.message.contains("real time") })
    }
  }

  // Off the main actor no simulation runs for the caller (on the main actor, another test's may).
  @Test func outsideASimulationThreadsAndSleepsAreTheMachines() async {
    let (ran, slept) = await Task.detached {
      let ran = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: true) }
      }
      let before = ProcessInfo.processInfo.systemUptime
      usleep(20_000)
      return (ran, ProcessInfo.processInfo.systemUptime - before)
    }.value
    #expect(ran)
    #expect(slept >= 0.019, "a real sleep of 20 ms")
  }
}
