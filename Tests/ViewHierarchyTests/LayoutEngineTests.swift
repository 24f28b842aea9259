import ConstraintSolver
import Foundation
import Runtime
import Testing
import ViewHierarchy

/// A window of an iPhone 14 scene with one plain root view filling it.
@MainActor
struct LayoutFixture {
  let simulation: Simulation
  let window: Window
  let root: View

  init() {
    simulation = Simulation.start(device: .iPhone14)
    window = Window(windowScene: WindowScene(simulation: simulation))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    root = controller.view
  }

  func constrainedSubview() -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }
}

@MainActor
struct LayoutEngineTests {
  @Test func aChainOfFiftySiblingsIsLaidOutEdgeToEdge() {
    let fixture = LayoutFixture()
    var previous: View?
    var views: [View] = []
    for _ in 0..<50 {
      let view = fixture.constrainedSubview()
      var constraints = [
        view.widthAnchor.constraint(equalToConstant: 7.5),
        view.heightAnchor.constraint(equalTo: fixture.root.heightAnchor, multiplier: 0.25),
        view.topAnchor.constraint(equalTo: fixture.root.safeAreaLayoutGuide.topAnchor, constant: 1),
      ]
      constraints.append(
        previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 0.25) }
          ?? view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor))
      LayoutConstraint.activate(constraints)
      views.append(view)
      previous = view
    }

    fixture.window.layoutIfNeeded()

    for (index, view) in views.enumerated() {
      #expect(view.frame == CGRect(x: Double(index) * 7.75, y: 48, width: 7.5, height: 211))
    }
  }

  @Test func aConflictBreaksTheNewConstraintAndListsTheConflictingSet() {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"

    LayoutConstraint.activate([narrow, wide])
    fixture.window.layoutIfNeeded()

    #expect(view.frame.width == 100)
    #expect(wide.isActive && wide.isBroken)
    let report = fixture.simulation.diagnostics.entries(withCode: .layoutUnsatisfiable)
    #expect(report.count == 1)
    let message = report.first?.message ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(message.contains("Will attempt to recover by breaking constraint"))
    #expect(message.contains(narrow.description) && message.contains("wide: "))
  }

  @Test func strictModeThrowsAndLeavesEverythingAsItWas() throws {
    let fixture = LayoutFixture()
    fixture.simulation.layout.conflictHandling = .strict
    let view = fixture.constrainedSubview()
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([narrow, view.heightAnchor.constraint(equalToConstant: 10)])
    fixture.window.layoutIfNeeded()
    let engine = try #require(fixture.window.layoutEngine)
    let constraintsBefore = engine.solverConstraintCount
    let left = view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor, constant: 5)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)

    #expect {
      try LayoutConstraint.activateChecked([left, wide])
    } throws: { error in
      guard case LayoutError.unsatisfiable(let report) = error else { return false }
      return report.brokenConstraint.name == wide.description && report.conflictingConstraints.count == 2
    }
    fixture.window.layoutIfNeeded()

    #expect(!left.isActive && !wide.isActive)
    #expect(engine.solverConstraintCount == constraintsBefore)
    #expect(view.frame.width == 100 && view.frame.minX == 0)
  }

  @Test func constraintsBetweenSeparateTreesAreRefused() {
    let fixture = LayoutFixture()
    let stranger = View()

    #expect(throws: LayoutError.self) {
      try LayoutConstraint.activateChecked([
        stranger.topAnchor.constraint(equalTo: fixture.root.topAnchor)
      ])
    }
    #expect(fixture.window.layoutEngine == nil)
  }

  @Test func changingAConstantReSolvesWithoutReAddingTheOthers() throws {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    let top = view.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
    ])
    fixture.window.layoutIfNeeded()
    let engine = try #require(fixture.window.layoutEngine)
    let additions = engine.solverAdditions

    top.constant = 30
    fixture.window.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 0, y: 30, width: 50, height: 50))
    #expect(engine.solverAdditions == additions + 1)
  }

  @Test func aViewConstrainedOnlyInSizeIsAmbiguousAndKeepsItsPlace() {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    view.frame = CGRect(x: 12, y: 34, width: 1, height: 1)
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
    ])

    fixture.window.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 12, y: 34, width: 20, height: 20))
    #expect(view.hasAmbiguousLayout)
  }

  @Test func lowerPrioritiesGiveWayToHigherOnes() {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    let low = view.widthAnchor.constraint(equalToConstant: 300)
    low.priority = .defaultLow
    let high = view.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    high.priority = .defaultHigh
    LayoutConstraint.activate([
      low, high, view.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
      view.heightAnchor.constraint(lessThanOrEqualToConstant: 10),
      view.centerXAnchor.constraint(equalTo: fixture.root.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: fixture.root.centerYAnchor),
    ])

    fixture.window.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 135, y: 417, width: 120, height: 10))
    #expect(!view.hasAmbiguousLayout)
  }

  @Test func theSafeAreaGuideFollowsRotation() {
    let fixture = LayoutFixture()
    let view = fixture.constrainedSubview()
    let guide = fixture.root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    fixture.window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 47, width: 390, height: 763))

    fixture.simulation.userInterface.rotateDevice(to: .landscapeRight)
    fixture.window.layoutIfNeeded()

    #expect(view.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    #expect(guide.layoutFrame == view.frame)
  }

  @Test func removingAViewDeactivatesTheConstraintsThatCrossedItsEdge() {
    let fixture = LayoutFixture()
    let container = fixture.constrainedSubview()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let crossing = container.topAnchor.constraint(equalTo: fixture.root.topAnchor)
    let inside = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
    LayoutConstraint.activate([crossing, inside])

    container.removeFromSuperview()

    #expect(!crossing.isActive)
    #expect(inside.isActive)
    #expect(container.layoutEngine !== fixture.window.layoutEngine)
  }
}
