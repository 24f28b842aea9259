import Foundation
import Runtime
import Testing
import ViewHierarchy

/// A window scene with a root view controller, for the layout and orientation cases.
@MainActor
struct MisusedScreen {
  let simulation = Simulation.start()
  let scene: WindowScene
  let window: Window
  let root = ViewController()

  init() {
    scene = WindowScene(simulation: simulation)
    window = Window(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
  }
}

/// A geometry request that must reach its error handler as `code`, leaving the orientation as it was.
func misusedGeometryRequest(_ name: String, _ mask: InterfaceOrientationMask, _ code: SceneError.Code)
  -> MisuseCase
{
  MisuseCase(module: "ViewHierarchy", name: name, answer: .typedError) {
    try await onMain {
      let screen = MisusedScreen()
      var received: (any Error)?
      screen.scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) { received = $0 }
      screen.simulation.runLoop.runUntilIdle()
      #expect((received as? SceneError)?.code == code)
      #expect(screen.scene.interfaceOrientation == .portrait)
    }
  }
}

extension MisuseCase {
  static let viewHierarchy: [MisuseCase] = [
    MisuseCase(
      module: "ViewHierarchy", name: "a constraint between views of separate trees", answer: .typedError
    ) {
      try await onMain {
        let screen = MisusedScreen()
        let stranger = View()
        let error = #expect(throws: LayoutError.self) {
          try LayoutConstraint.activateChecked([
            stranger.topAnchor.constraint(equalTo: screen.root.view.topAnchor)
          ])
        }
        guard case .noCommonAncestor = error else {
          Issue.record("expected noCommonAncestor, got \(String(describing: error))")
          return
        }
      }
    },
    MisuseCase(
      module: "ViewHierarchy", name: "required constraints that contradict each other", answer: .noOp
    ) {
      try await onMain {
        let screen = MisusedScreen()
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        screen.root.view.addSubview(view)
        LayoutConstraint.activate([
          view.widthAnchor.constraint(equalToConstant: 100),
          view.widthAnchor.constraint(equalToConstant: 200),
        ])
        screen.window.layoutIfNeeded()
        #expect(screen.simulation.diagnostics.codes.contains(.layoutUnsatisfiable))
        #expect([100, 200].contains(view.frame.width))
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "contradicting constraints in strict mode", answer: .typedError)
    {
      try await onMain {
        let screen = MisusedScreen()
        screen.simulation.layout.conflictHandling = .strict
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        screen.root.view.addSubview(view)
        try LayoutConstraint.activateChecked([view.widthAnchor.constraint(equalToConstant: 100)])
        let wider = view.widthAnchor.constraint(equalToConstant: 200)
        let error = #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([wider]) }
        guard case .unsatisfiable = error else {
          Issue.record("expected unsatisfiable, got \(String(describing: error))")
          return
        }
        #expect(!wider.isActive)
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "a constraint with a NaN constant", answer: .typedError) {
      try await onMain {
        let screen = MisusedScreen()
        let view = View()
        screen.root.view.addSubview(view)
        let error = #expect(throws: LayoutError.self) {
          try LayoutConstraint.activateChecked([view.widthAnchor.constraint(equalToConstant: .nan)])
        }
        guard case .invalidConstraint = error else {
          Issue.record("expected invalidConstraint, got \(String(describing: error))")
          return
        }
      }
    },
    misusedGeometryRequest("a geometry request for no orientation", [], .geometryRequestUnsupported),
    misusedGeometryRequest(
      "a geometry request for upside down on a phone without a home button", .portraitUpsideDown,
      .geometryRequestDenied),
    MisuseCase(module: "ViewHierarchy", name: "a view added as its own subview", answer: .noOp) {
      try await onMain {
        let screen = MisusedScreen()
        let view = View()
        screen.root.view.addSubview(view)
        view.addSubview(view)
        #expect(view.superview === screen.root.view && view.subviews.isEmpty)
        #expect(screen.simulation.diagnostics.codes.contains(.viewHierarchyCycle))
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "a view added under its own subview", answer: .noOp) {
      try await onMain {
        let screen = MisusedScreen()
        let parent = View()
        let child = View()
        screen.root.view.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview === screen.root.view && child.superview === parent)
        #expect(screen.simulation.diagnostics.codes.contains(.viewHierarchyCycle))
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "a view removed from a superview it is not in", answer: .noOp) {
      try await onMain {
        let view = View()
        view.removeFromSuperview()
        #expect(view.superview == nil)
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "an animation of 1e300 seconds", answer: .noOp) {
      try await onMain {
        let screen = MisusedScreen()
        let view = View()
        var finished = false
        View.animate(
          withDuration: 1e300, animations: { view.alpha = 0 }, completion: { _ in finished = true })
        try screen.simulation.runLoop.advance(by: .seconds(3_600))
        #expect(!finished)
      }
    },
    MisuseCase(module: "ViewHierarchy", name: "an animation of NaN seconds", answer: .noOp) {
      try await onMain {
        let screen = MisusedScreen()
        var finished = false
        View.animate(withDuration: .nan, animations: {}, completion: { _ in finished = true })
        screen.simulation.runLoop.runUntilIdle()
        #expect(finished)
      }
    },
  ]
}
