import AVKitCompat
import PiPSim
import PiPSimTesting
import Testing

@MainActor
@Suite struct AudioSessionRequestTests {
  @Test func anOptionTheCategoryDoesNotAllowIsBadParamAndChangesNothing() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    try session.setCategory(.playback, mode: .moviePlayback, options: .mixWithOthers)
    let error = #expect(throws: AudioSessionRequestError.self) {
      try session.setCategory(.playback, mode: .default, options: .defaultToSpeaker)
    }
    #expect(error?.code == .badParam)
    #expect((error as NSError?)?.code == -50)
    #expect((error as NSError?)?.domain == "NSOSStatusErrorDomain")
    #expect(error?.reason.contains("defaultToSpeaker is valid only with playAndRecord") == true)
    #expect(session.category == .playback)
    #expect(session.mode == .moviePlayback)
    #expect(session.categoryOptions == .mixWithOthers)

    #expect(throws: AudioSessionRequestError.self) { try session.setCategory(.ambient, options: .duckOthers) }
    #expect(throws: AudioSessionRequestError.self) {
      try session.setCategory(.playback, options: AVAudioSession.CategoryOptions(rawValue: 0x1000))
    }
    try session.setCategory(
      .playAndRecord, mode: .videoChat, policy: .default, options: [.defaultToSpeaker, .allowBluetooth])
    #expect(session.mode == .videoChat)
    #expect(session.categoryOptions == [.defaultToSpeaker, .allowBluetooth])
  }

  @Test func aNonMixableSessionCannotBeActivatedInTheBackgroundButAMixableOneCan() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    try session.setCategory(.playback)
    simulation.app.enterBackground()
    let error = #expect(throws: AudioSessionRequestError.self) { try session.setActive(true) }
    #expect(error?.code == .cannotInterruptOthers)
    #expect((error as NSError?)?.code == 560_557_684)
    #expect(!session.isActive)
    try session.setCategory(.playback, options: .mixWithOthers)
    try session.setActive(true)
    #expect(session.isActive)
  }

  @Test func aSessionActivatedInTheForegroundStaysActiveInTheBackground() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    try session.setCategory(.playback)
    try session.setActive(true)
    simulation.app.enterBackground()
    try session.setActive(true)
    try session.setActive(false, options: .notifyOthersOnDeactivation)
    #expect(!session.isActive)
  }

  @Test func interruptionsArePostedWithTheUserInfoIOSGives() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    try session.setCategory(.playback)
    try session.setActive(true)
    let log = NotificationRecorder([AVAudioSession.interruptionNotification], from: session)
    try session.simulateInterruptionBegan()
    #expect(log.notifications.count == 1)
    try session.simulateInterruptionEnded(options: .shouldResume)

    let began = try #require(log.notifications.first?.userInfo)
    let beganType = try #require(began[AVAudioSessionInterruptionTypeKey] as? UInt)
    #expect(AVAudioSession.InterruptionType(rawValue: beganType) == .began)
    #expect(
      began[AVAudioSessionInterruptionReasonKey] as? UInt
        == AVAudioSession.InterruptionReason.default.rawValue)
    #expect(began[AVAudioSessionInterruptionOptionKey] == nil)
    let ended = try #require(log.notifications.last?.userInfo)
    #expect(
      (ended[AVAudioSessionInterruptionTypeKey] as? UInt).flatMap(AVAudioSession.InterruptionType.init)
        == .ended)
    let options = AVAudioSession.InterruptionOptions(
      rawValue: try #require(ended[AVAudioSessionInterruptionOptionKey] as? UInt))
    #expect(options.contains(.shouldResume))
    #expect(log.notifications.allSatisfy { $0.object as AnyObject? === session })
  }

  @Test func theSystemsDeactivationOfASuspendedAppSaysItWasSuspended() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    session.systemDeactivatesWhileSuspended = true
    try session.setCategory(.playback)
    try session.setActive(true)
    let log = NotificationRecorder([AVAudioSession.interruptionNotification], from: session)
    simulation.app.enterBackground()
    let userInfo = try #require(log.notifications.first?.userInfo)
    #expect(userInfo[AVAudioSessionInterruptionReasonKey] as? UInt == 1)
    #expect(userInfo[AVAudioSessionInterruptionWasSuspendedKey] as? Bool == true)
  }

  @Test func aNewCategoryAndAnUnpluggedHeadsetPostRouteChangesWithThePreviousRoute() throws {
    let simulation = Simulation()
    let session = simulation.audioSession
    let log = NotificationRecorder([AVAudioSession.routeChangeNotification], from: session)
    try session.setCategory(.playAndRecord)
    try session.setCategory(.playAndRecord)
    #expect(session.currentRoute.outputs.map(\.portType) == [.builtInReceiver])
    try session.simulateRouteChange(connecting: .headphones)
    #expect(session.currentRoute.outputs.map(\.portType) == [.headphones])
    try session.simulateRouteChange(connecting: nil)
    #expect(throws: AudioSessionError.routeUnchanged) { try session.simulateRouteChange(connecting: nil) }

    let reasons = log.notifications.compactMap {
      ($0.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt).flatMap(
        AVAudioSession.RouteChangeReason.init)
    }
    #expect(reasons == [.categoryChange, .newDeviceAvailable, .oldDeviceUnavailable])
    let previous = log.notifications.map {
      ($0.userInfo?[AVAudioSessionRouteChangePreviousRouteKey] as? AVAudioSession.RouteDescription)?
        .outputs.map(\.portType)
    }
    #expect(previous == [[.builtInSpeaker], [.builtInReceiver], [.headphones]])
  }

  @Test func aSpeakerOverrideNeedsPlayAndRecordAndLastsUntilTheRouteChanges() throws {
    try withSimulatedApp(audioCategory: nil) { app in
      let session = AVAudioSession.sharedInstance()
      try session.setCategory(.playback)
      let refused = #expect(throws: AudioSessionRequestError.self) {
        try session.overrideOutputAudioPort(.speaker)
      }
      #expect((refused as NSError?)?.code == -50)
      try session.setCategory(.playAndRecord, mode: .videoChat)
      let log = NotificationRecorder([AVAudioSession.routeChangeNotification], from: session)
      try session.overrideOutputAudioPort(.speaker)
      #expect(session.currentRoute.outputs.map(\.portType) == [.builtInSpeaker])
      try session.overrideOutputAudioPort(.speaker)
      try app.changeAudioRoute(connecting: .headphones)
      #expect(session.currentRoute.outputs.map(\.portType) == [.headphones])
      try app.changeAudioRoute(connecting: nil)
      #expect(session.currentRoute.outputs.map(\.portType) == [.builtInReceiver], "the override ended")
      let reasons = log.notifications.compactMap {
        ($0.userInfo?[AVAudioSessionRouteChangeReasonKey] as? UInt).flatMap(
          AVAudioSession.RouteChangeReason.init)
      }
      #expect(reasons == [.override, .newDeviceAvailable, .oldDeviceUnavailable])
    }
  }

  @Test func theRecordPermissionIsAskedOnceAndAnsweredOnTheNextTick() {
    withSimulatedApp { app in
      app.userGrantsRecordPermission = false
      let session = AVAudioSession.sharedInstance()
      #expect(session.recordPermission == .undetermined)
      var answers: [Bool] = []
      session.requestRecordPermission { answers.append($0) }
      #expect(answers.isEmpty)
      app.runUntilIdle()
      app.userGrantsRecordPermission = true
      session.requestRecordPermission { answers.append($0) }
      app.runUntilIdle()
      #expect(answers == [false, false])
      #expect(session.recordPermission == .denied && session.recordPermission.rawValue == 1_684_369_017)
    }
  }
}
