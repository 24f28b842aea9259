import Clocks
import Controls
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
    MisuseCase(
      module: "PiPSimTesting", name: "keys pressed with no text field being edited, or a negative count",
      answer: .noOp
    ) {
      try await onMain {
        withSimulatedApp(expectedDiagnostics: [.keyboardNoTextField]) { app in
          let root = ViewController()
          app.show(root)
          let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
          field.text = "kept"
          root.view.addSubview(field)
          #expect(!app.typeText("x") && !app.deleteBackward() && !app.pressReturn() && !app.tapClearButton())
          field.becomeFirstResponder()
          #expect(!app.deleteBackward(count: -1))
          #expect(field.text == "kept" && field.isEditing)
          #expect(app.diagnostics.entries(withCode: .keyboardNoTextField).count == 5)
        }
      }
    },
    MisuseCase(module: "PiPSimTesting", name: "a text field told to edit outside any window", answer: .noOp) {
      try await onMain {
        withSimulatedApp { app in
          let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
          #expect(!field.becomeFirstResponder())
          #expect(!field.isEditing && !field.isFirstResponder)
          #expect(field.resignFirstResponder(), "resigning a focus it does not have succeeds")
          #expect(app.editedTextField == nil)
        }
      }
    },
  ]
}
