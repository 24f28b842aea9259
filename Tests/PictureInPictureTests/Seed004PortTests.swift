import AVKitCompat
import Testing

@MainActor
@Suite struct Seed004PortTests {
  private func occurrences(of view: UIView, in roots: [UIView]) -> Int {
    roots.reduce(0) { count, root in
      count + root.subviews.filter { $0 === view }.count + occurrences(of: view, in: root.subviews)
    }
  }

  @Test func portedSeedRunsThroughFirstTapStartRestoreCloseAndFailedStart() async throws {
    let simulation = Simulation.start()
    try AVAudioSession.sharedInstance().setCategory(.playAndRecord)
    try AVAudioSession.sharedInstance().setActive(true)
    let window = UIWindow(windowScene: UIWindowScene())
    let app = PictureInPictureMainVC()
    window.rootViewController = app
    window.makeKeyAndVisible()
    let seat = try #require(app.seatViewList.first)
    let inlineFrame = seat.frame

    // First tap: the controller is created and started on the same tick: nothing happens, as on iOS.
    app.enterPictureInPictureMode()
    let controller = try #require(app.pipController)
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(!controller.isPictureInPictureActive)
    #expect(seat.superview === app.seatContainer)
    let refusal = try #require(simulation.diagnostics.entries(withCode: .pipStartRefusedNotPossible).first)
    #expect(refusal.message.contains("later run-loop tick"))
    #expect(controller.isPictureInPicturePossible)

    // Second tap: PiP starts; the seat view moves into the call view controller's view.
    app.enterPictureInPictureMode()
    let callVC = try #require(app.pipCallViewController)
    #expect(seat.superview === callVC.view)
    #expect(seat.frame == callVC.view.bounds)
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(controller.isPictureInPictureActive)
    #expect(seat.window === controller.pictureInPictureWindow)

    // Return to app: restore completion(true), then willStop, didStop moves the seat back.
    controller.simulateUserTapsRestore()
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(controller.lastRestoreOutcome == .restored)
    #expect(seat.superview === app.seatContainer)
    #expect(seat.frame == inlineFrame)
    #expect(occurrences(of: seat, in: [window, callVC.view]) == 1)

    // Start again, then the close button: no restore, but the seed's didStop still moves it back.
    app.enterPictureInPictureMode()
    try simulation.runLoop.advance(by: .seconds(1))
    controller.simulateUserTapsClose()
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(controller.lastRestoreOutcome == .notAsked)
    #expect(seat.superview === app.seatContainer)

    // The toggle stops an active PiP.
    app.enterPictureInPictureMode()
    try simulation.runLoop.advance(by: .seconds(1))
    app.enterPictureInPictureMode()
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(!controller.isPictureInPictureActive)
    #expect(seat.superview === app.seatContainer)

    // A start from an inactive scene fails with -1001; the alert is shown on the main queue.
    simulation.app.resignActive()
    app.enterPictureInPictureMode()
    #expect(simulation.diagnostics.codes.contains(.pipStartFailedSceneNotActive))
    #expect(seat.superview === app.seatContainer)
    #expect(occurrences(of: seat, in: [window, callVC.view]) == 1)
    for _ in 0..<1_000 where app.shownAlerts.isEmpty { await Task.yield() }
    #expect(app.shownAlerts == ["Failed to start PiP: Failed to start picture in picture."])
  }
}
