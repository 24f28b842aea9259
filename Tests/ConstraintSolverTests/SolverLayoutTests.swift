import ConstraintSolver
import Testing

/// The player layout of the fake-fullscreen guide: a 16:9 player under the safe area, an overlay
/// below it in portrait, and both filling the window in fullscreen.
struct SolverLayoutTests {
  let windowWidth = Variable("window.width")
  let windowHeight = Variable("window.height")
  let safeTop = Variable("safeArea.top")
  let player = ViewVariables("player")
  let overlay = ViewVariables("overlay")

  let portraitConstraints: [Constraint]
  let fullscreenConstraints: [Constraint]

  init() {
    portraitConstraints = [
      Constraint(player.minY, .equal, safeTop, name: "player.top == safeArea.top"),
      Constraint(player.minX, .equal, 0, name: "player.leading == view.leading"),
      Constraint(player.maxX, .equal, windowWidth, name: "player.trailing == view.trailing"),
      Constraint(player.height, .equal, windowWidth * (9.0 / 16.0), name: "player.height == 9/16 width"),
      Constraint(overlay.minY, .equal, player.maxY, name: "overlay.top == player.bottom"),
      Constraint(overlay.minX, .equal, 0, name: "overlay.leading == view.leading"),
      Constraint(overlay.maxX, .equal, windowWidth, name: "overlay.trailing == view.trailing"),
      Constraint(overlay.maxY, .equal, windowHeight, name: "overlay.bottom == view.bottom"),
    ]
    fullscreenConstraints = [
      Constraint(player.minY, .equal, 0, name: "player.top == view.top"),
      Constraint(player.minX, .equal, 0, name: "player.leading == view.leading"),
      Constraint(player.maxX, .equal, windowWidth, name: "player.trailing == view.trailing"),
      Constraint(player.maxY, .equal, windowHeight, name: "player.bottom == view.bottom"),
      Constraint(overlay.minY, .equal, player.minY, name: "overlay.top == player.top"),
      Constraint(overlay.minX, .equal, player.minX, name: "overlay.leading == player.leading"),
      Constraint(overlay.maxX, .equal, player.maxX, name: "overlay.trailing == player.trailing"),
      Constraint(overlay.maxY, .equal, player.maxY, name: "overlay.bottom == player.bottom"),
    ]
  }

  /// A solver with the window size and safe-area inset as edit variables.
  func makeSolver(width: Double, height: Double, safeTopInset: Double) throws -> Solver {
    var solver = Solver(conflictHandling: .strict)
    for variable in [windowWidth, windowHeight, safeTop] {
      try solver.addEditVariable(variable, strength: Strength(priority: 999))
    }
    try solver.suggestValue(windowWidth, width)
    try solver.suggestValue(windowHeight, height)
    try solver.suggestValue(safeTop, safeTopInset)
    return solver
  }

  @Test func portraitPlayerSitsUnderTheSafeAreaWithSixteenByNineHeight() throws {
    var solver = try makeSolver(width: 390, height: 844, safeTopInset: 47)
    for constraint in portraitConstraints { try solver.add(constraint) }

    let playerFrame = player.frame(in: solver)
    #expect(playerFrame.isClose(to: Frame(x: 0, y: 47, width: 390, height: 219.375)), "\(playerFrame)")
    let overlayFrame = overlay.frame(in: solver)
    #expect(
      overlayFrame.isClose(to: Frame(x: 0, y: 266.375, width: 390, height: 577.625)),
      "\(overlayFrame)")
  }

  @Test func swappingToTheFullscreenSetFillsALandscapeWindow() throws {
    var solver = try makeSolver(width: 390, height: 844, safeTopInset: 47)
    for constraint in portraitConstraints { try solver.add(constraint) }

    for constraint in portraitConstraints { try solver.remove(constraint) }
    for constraint in fullscreenConstraints { try solver.add(constraint) }
    try solver.suggestValue(windowWidth, 844)
    try solver.suggestValue(windowHeight, 390)
    try solver.suggestValue(safeTop, 0)

    #expect(player.frame(in: solver).isClose(to: Frame(x: 0, y: 0, width: 844, height: 390)))
    #expect(overlay.frame(in: solver).isClose(to: Frame(x: 0, y: 0, width: 844, height: 390)))
  }

  @Test func swappingBackRestoresThePortraitLayout() throws {
    var solver = try makeSolver(width: 844, height: 390, safeTopInset: 0)
    for constraint in fullscreenConstraints { try solver.add(constraint) }

    for constraint in fullscreenConstraints { try solver.remove(constraint) }
    for constraint in portraitConstraints { try solver.add(constraint) }
    try solver.suggestValue(windowWidth, 390)
    try solver.suggestValue(windowHeight, 844)
    try solver.suggestValue(safeTop, 47)

    #expect(player.frame(in: solver).isClose(to: Frame(x: 0, y: 47, width: 390, height: 219.375)))
  }

  @Test func overlayFollowsThePlayerWhenTheWindowResizes() throws {
    var solver = try makeSolver(width: 390, height: 844, safeTopInset: 47)
    for constraint in portraitConstraints { try solver.add(constraint) }

    try solver.suggestValue(windowWidth, 428)
    try solver.suggestValue(windowHeight, 926)

    #expect(player.frame(in: solver).isClose(to: Frame(x: 0, y: 47, width: 428, height: 240.75)))
    #expect(
      overlay.frame(in: solver).isClose(to: Frame(x: 0, y: 287.75, width: 428, height: 638.25)))
  }

  @Test func suggestingWindowSizesMatchesAFreshSolverEveryTime() throws {
    var solver = try makeSolver(width: 390, height: 844, safeTopInset: 47)
    for constraint in portraitConstraints { try solver.add(constraint) }

    for (width, height) in [(375.0, 667.0), (1024, 1366), (320, 568), (390, 844)] {
      try solver.suggestValue(windowWidth, width)
      try solver.suggestValue(windowHeight, height)
      var fresh = try makeSolver(width: width, height: height, safeTopInset: 47)
      for constraint in portraitConstraints { try fresh.add(constraint) }

      #expect(player.frame(in: solver).isClose(to: player.frame(in: fresh)))
      #expect(overlay.frame(in: solver).isClose(to: overlay.frame(in: fresh)))
      #expect(abs(solver.value(of: player.height) - width * 9 / 16) < 1e-9)
    }
  }

  @Test func updateVariablesReportsOnlyTheValuesThatChanged() throws {
    var solver = try makeSolver(width: 390, height: 844, safeTopInset: 47)
    for constraint in portraitConstraints { try solver.add(constraint) }
    let first = solver.updateVariables()
    #expect(first.first { $0.variable == player.height }?.value == 219.375)

    try solver.suggestValue(windowHeight, 900)
    let changed = solver.updateVariables()

    #expect(Set(changed.map(\.variable)) == [windowHeight, overlay.height])
    #expect(solver.updateVariables().isEmpty)
    // The array the first call returned is still the first call's.
    #expect(first.contains { $0.variable == player.height && $0.value == 219.375 })
  }
}

struct SolverSwapTests {
  @Test func swappingConstraintSetsAThousandTimesGivesTheSameSolutionsAsTheFirstTime() throws {
    let x = Variable("x")
    let width = Variable("width")
    var solver = Solver()
    try solver.addEditVariable(width, strength: .high)
    try solver.suggestValue(width, 390)
    try solver.add(Constraint(x, .greaterThanOrEqual, 0))
    let portrait = [Constraint(x, .equal, width * 0.5), Constraint(x, .lessThanOrEqual, 300)]
    let landscape = [
      Constraint(x, .equal, 20, strength: .medium), Constraint(x + 10, .lessThanOrEqual, width),
    ]
    for constraint in portrait { try solver.add(constraint) }
    var first: [Double] = []
    for cycle in 0..<1000 {
      for constraint in portrait { try solver.remove(constraint) }
      for constraint in landscape { try solver.add(constraint) }
      let inLandscape = solver.value(of: x)
      for constraint in landscape { try solver.remove(constraint) }
      for constraint in portrait { try solver.add(constraint) }
      let values = [inLandscape, solver.value(of: x)]
      if cycle == 0 { first = values }
      #expect(values == first)
    }
    #expect(first == [20, 195])
  }
}
