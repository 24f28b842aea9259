import Clocks
import Runtime
import Testing

extension MisuseCase {
  static let runtime: [MisuseCase] = [
    MisuseCase(module: "Runtime", name: "the run loop advanced by a negative span", answer: .typedError) {
      try await onMain {
        let runLoop = MainRunLoop(clock: VirtualClock(start: .seconds(1)))
        #expect(throws: VirtualClockError.negativeSpan(.seconds(-1))) {
          try runLoop.advance(by: .seconds(-1))
        }
        // A span shorter than the microseconds times are printed in is named to the nanosecond.
        let refusal = #expect(throws: VirtualClockError.self) {
          try runLoop.advance(by: MediaTime(nanoseconds: -1))
        }
        #expect(
          refusal?.description.contains("negative span (-1 ns)") == true, "\(String(describing: refusal))")
        #expect(runLoop.now == .seconds(1))
      }
    },
    MisuseCase(module: "Runtime", name: "the run loop advanced by MediaTime.max", answer: .typedError) {
      try await onMain {
        let runLoop = MainRunLoop(clock: VirtualClock(start: .seconds(1)))
        var ran = false
        runLoop.schedule(after: .zero) { ran = true }
        #expect(throws: VirtualClockError.spanTooLong(.max, maximum: MainRunLoop.maximumAdvanceSpan)) {
          try runLoop.advance(by: .max)
        }
        #expect(!ran && runLoop.now == .seconds(1))
      }
    },
    MisuseCase(module: "Runtime", name: "the run loop advanced to an earlier time", answer: .typedError) {
      try await onMain {
        let runLoop = MainRunLoop(clock: VirtualClock(start: .seconds(3)))
        #expect(throws: VirtualClockError.self) { try runLoop.advance(to: .seconds(2)) }
        #expect(runLoop.now == .seconds(3))
      }
    },
    MisuseCase(module: "Runtime", name: "a task scheduled past the clock's range", answer: .noOp) {
      try await onMain {
        let runLoop = MainRunLoop(clock: VirtualClock(start: .seconds(1)))
        let task = runLoop.schedule(after: .max) {}
        #expect(runLoop.nextDeadline == .max)
        #expect(task.isScheduled)
      }
    },
    MisuseCase(module: "Runtime", name: "a task scheduled with a negative delay", answer: .noOp) {
      try await onMain {
        let runLoop = MainRunLoop(clock: VirtualClock(start: .seconds(1)))
        var ran = false
        runLoop.schedule(after: .seconds(-5)) { ran = true }
        runLoop.runUntilIdle()
        #expect(ran && runLoop.now == .seconds(1))
      }
    },
    MisuseCase(module: "Runtime", name: "a task cancelled twice, and after it ran", answer: .noOp) {
      try await onMain {
        let runLoop = MainRunLoop()
        var runs = 0
        let task = runLoop.schedule(after: .milliseconds(1)) { runs += 1 }
        try runLoop.advance(by: .milliseconds(2))
        task.cancel()
        task.cancel()
        #expect(runs == 1 && runLoop.pendingTaskCount == 0)
      }
    },
    MisuseCase(module: "Runtime", name: "the app sent to the background twice", answer: .noOp) {
      try await onMain {
        let simulation = Simulation.start()
        simulation.app.enterBackground()
        simulation.app.enterBackground()
        #expect(simulation.app.activationState == .background)
        #expect(simulation.diagnostics.codes.contains(.illegalAppTransition))
      }
    },
    MisuseCase(
      module: "Runtime", name: "an audio session interruption ended that never began", answer: .typedError
    ) {
      try await onMain {
        let simulation = Simulation.start()
        #expect(throws: AudioSessionError.notInterrupted) {
          try simulation.audioSession.simulateInterruptionEnded()
        }
        #expect(!simulation.audioSession.isInterrupted)
      }
    },
  ]
}
