import Clocks
import CoreMediaTime
import Foundation
import PictureInPicture
import Runtime
import SampleBuffers
import Testing
import VideoRendering
import ViewHierarchy

@MainActor
private final class PlaybackRecorder: PictureInPictureSampleBufferPlaybackDelegate {
  var log: [String] = []
  var timeRange = CMTimeRange(start: .zero, duration: CMTime(value: 60, timescale: 1))
  var pendingSkipCompletion: (@Sendable () -> Void)?

  func pictureInPictureController(_ controller: PictureInPictureController, setPlaying playing: Bool) {
    log.append("setPlaying(\(playing))")
  }

  func pictureInPictureControllerTimeRangeForPlayback(_ controller: PictureInPictureController)
    -> CMTimeRange
  {
    log.append("timeRange")
    return timeRange
  }

  func pictureInPictureControllerIsPlaybackPaused(_ controller: PictureInPictureController) -> Bool {
    log.append("isPaused")
    return false
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {
    log.append("renderSize(\(newRenderSize.width)x\(newRenderSize.height))")
  }

  func pictureInPictureController(
    _ controller: PictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping @Sendable () -> Void
  ) {
    log.append("skip(\(skipInterval.seconds))")
    pendingSkipCompletion = completionHandler
  }

  func pictureInPictureControllerShouldProhibitBackgroundAudioPlayback(
    _ controller: PictureInPictureController
  ) -> Bool {
    log.append("prohibit")
    return true
  }
}

@MainActor
@Suite struct SampleBufferTests {
  private func makeController(
    _ fixture: VideoCallFixture, delegate: PlaybackRecorder
  ) -> (PictureInPictureController, SampleBufferDisplayLayer) {
    let layer = SampleBufferDisplayLayer()
    fixture.sourceView.layer.addSublayer(layer)
    let controller = PictureInPictureController(
      contentSource: .init(sampleBufferDisplayLayer: layer, playbackDelegate: delegate))
    fixture.simulation.runLoop.runUntilIdle()
    return (controller, layer)
  }

  @Test func invalidatingAsksEachQuestionOnceInOrder() {
    let fixture = VideoCallFixture()
    let delegate = PlaybackRecorder()
    let (controller, _) = makeController(fixture, delegate: delegate)
    controller.invalidatePlaybackState()
    #expect(delegate.log == ["timeRange", "isPaused", "prohibit"])
    #expect(controller.sampleBufferPlaybackState?.prohibitsBackgroundAudio == true)
  }

  @Test func invalidatingAControllerWithoutASampleBufferSourceDoesNothingAndSaysWhy() {
    let fixture = VideoCallFixture()
    let controller = fixture.makeController()
    controller.invalidatePlaybackState()
    #expect(controller.sampleBufferPlaybackState == nil)
    #expect(fixture.simulation.diagnostics.codes.contains(.pipSampleBufferRequestIgnored))
  }

  @Test func aFiniteRangeWithoutTheTimebaseTimeIsAnAppError() throws {
    let fixture = VideoCallFixture()
    let delegate = PlaybackRecorder()
    let (controller, layer) = makeController(fixture, delegate: delegate)
    let timebase = try CMTimebase(sourceClock: fixture.simulation.hostTimeClock)
    layer.controlTimebase = timebase
    try timebase.setTime(CMTime(value: 90, timescale: 1))
    controller.invalidatePlaybackState()
    let error = fixture.simulation.diagnostics.entries(withCode: .pipTimeRangeExcludesCurrentTime)
    #expect(error.count == 1 && error.first?.severity == .appError)
    try timebase.setTime(CMTime(value: 60, timescale: 1))
    controller.invalidatePlaybackState()
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipTimeRangeExcludesCurrentTime).count == 1)
    try timebase.setTime(CMTime(value: 90, timescale: 1))
    delegate.timeRange = CMTimeRange(start: .negativeInfinity, duration: .positiveInfinity)
    controller.invalidatePlaybackState()
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipTimeRangeExcludesCurrentTime).count == 1)
  }

  @Test func renderSizeIsReportedOnStartAndOnResize() throws {
    let fixture = VideoCallFixture()
    let delegate = PlaybackRecorder()
    let (controller, _) = makeController(fixture, delegate: delegate)
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.simulateUserResize(to: CGSize(width: 300, height: 200))
    #expect(
      delegate.log.filter { $0.hasPrefix("renderSize") } == ["renderSize(540x303)", "renderSize(900x600)"])
  }

  /// A controller whose PiP is active and whose UI seeks after the user skipped 15 s.
  private func seekingController(_ fixture: VideoCallFixture, delegate: PlaybackRecorder) throws
    -> PictureInPictureController
  {
    let (controller, _) = makeController(fixture, delegate: delegate)
    controller.startPictureInPicture()
    try fixture.advance(by: .seconds(1))
    controller.simulateUserSkip(by: CMTime(value: 15, timescale: 1))
    return controller
  }

  @Test func skipLeavesTheUISeekingUntilTheCompletionIsCalled() throws {
    let fixture = VideoCallFixture()
    let delegate = PlaybackRecorder()
    let controller = try seekingController(fixture, delegate: delegate)
    #expect(controller.isSeekingInPictureInPictureUI)
    try fixture.advance(by: .seconds(10))
    #expect(controller.isSeekingInPictureInPictureUI)
    delegate.pendingSkipCompletion?()
    #expect(!controller.isSeekingInPictureInPictureUI)
    delegate.pendingSkipCompletion?()
    #expect(fixture.simulation.diagnostics.codes.contains(.pipSkipCompletionCalledTwice))
    controller.requiresLinearPlayback = true
    controller.simulateUserSkip(by: CMTime(value: 15, timescale: 1))
    #expect(delegate.log.filter { $0.hasPrefix("skip") }.count == 1)
  }

  @Test func aSkipCompletionCalledOnABackgroundThreadEndsSeekingOnTheNextTurn() throws {
    let fixture = VideoCallFixture()
    let delegate = PlaybackRecorder()
    let controller = try seekingController(fixture, delegate: delegate)
    let completion = try #require(delegate.pendingSkipCompletion)
    let answered = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      completion()
      answered.signal()
    }
    answered.wait()
    #expect(controller.isSeekingInPictureInPictureUI)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(!controller.isSeekingInPictureInPictureUI)
    #expect(fixture.simulation.diagnostics.entries(withCode: .pipAnswerOffMainThread).count == 1)
  }

  @Test func aReleasedPlaybackDelegateMakesPictureInPictureImpossible() throws {
    let fixture = VideoCallFixture()
    let layer = SampleBufferDisplayLayer()
    fixture.sourceView.layer.addSublayer(layer)
    var delegate: PlaybackRecorder? = PlaybackRecorder()
    let controller = PictureInPictureController(
      contentSource: .init(sampleBufferDisplayLayer: layer, playbackDelegate: try #require(delegate)))
    delegate = nil
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.unavailableReasons == [.playbackDelegateReleased])
  }
}
