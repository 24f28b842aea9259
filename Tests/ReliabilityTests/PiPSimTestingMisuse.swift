import Clocks
import Foundation
import PiPSimTesting
import Runtime
import Testing
import ViewHierarchy

extension MisuseCase {
  static let pipSimTesting: [MisuseCase] = [
    MisuseCase(module: "PiPSimTesting", name: "withSimulatedApp nested", answer: .noOp) {
      try await onMain {
        try withSimulatedApp { outer in
          let outerSimulation = Simulation.current
          try withSimulatedApp { inner in
            // The inner app is an app of its own: its simulation is current, its time its own.
            #expect(Simulation.current !== outerSimulation)
            try inner.advance(by: .seconds(2))
            #expect(inner.now == .seconds(2) && outer.now == .zero)
          }
          #expect(Simulation.current === outerSimulation)
          try outer.advance(by: .seconds(1))
          #expect(outer.now == .seconds(1))
        }
      }
    },
    MisuseCase(
      module: "PiPSimTesting", name: "a simulated app used after withSimulatedApp returns",
      answer: .typedError
    ) { @MainActor in
      do {
        var fired = false
        let escaped = withSimulatedApp { app in
          _ = app.simulation.runLoop.schedule(after: .seconds(1)) { fired = true }
          return app
        }
        #expect(escaped.hasEnded)
        #expect(throws: VirtualClockError.simulationEnded) { try escaped.advance(by: .seconds(2)) }
        #expect(throws: VirtualClockError.simulationEnded) { try escaped.advance(to: .seconds(2)) }
        escaped.runUntilIdle()
        await #expect(throws: VirtualClockError.simulationEnded) { try await escaped.run(for: .seconds(2)) }
        #expect(escaped.now == .zero && !fired)
        #expect(escaped.diagnostics.codes.contains(.simulatedAppEnded))
      }
    },
  ]
}
