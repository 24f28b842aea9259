import Clocks
import CoreMediaTime
import Foundation
import Locking
import MediaPlayback
import PiPSimTesting
import PixelBuffers
import Runtime
import Testing
import ViewHierarchy

/// The index painted into the frame `layer` shows, or nil when it shows none.
@MainActor
func shownFrameIndex(_ layer: Layer) -> Int64? {
  layer.frameSink?.withFrameOnScreen { frame in
    switch frame {
    case .some(let buffer): buffer.paintedFrameIndex()
    case .none: nil
    }
  }
}

/// A player of a short test stream, with a layer in the app's window showing it.
@MainActor
struct PlayerFixture {
  let app: SimulatedApp
  let player: Player
  let layer: PlayerLayer

  init(app: SimulatedApp, url: String = "pipsim-test://64x36@30/10s") {
    self.app = app
    player = Player(url: URL(string: url)!)
    layer = PlayerLayer(player: player)
    app.rootViewController?.view.layer.addSublayer(layer)
  }

  /// Advances past the item's load.
  func load() throws {
    try app.advance(by: .milliseconds(100))
  }

  /// Loads the item, then observes the player every half second of item time on the main queue,
  /// recording each time it is called with.
  func loadAndRecordHalfSeconds() throws -> (token: Any, times: LockedValue<[Double]>) {
    try load()
    let times = LockedValue<[Double]>([])
    let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) {
      time in times.withLock { $0.append(time.seconds) }
    }
    return (token, times)
  }
}

@MainActor
@Suite struct PlayerTests {
  @Test func aNanosecondObserverIsCalledOnceADisplayRefreshAsAVFoundationCallsShortIntervalsLessOften()
    throws
  {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      let calls = LockedValue(0)
      let token = fixture.player.addPeriodicTimeObserver(
        forInterval: CMTime(value: 1, timescale: 1_000_000_000), queue: .main
      ) { _ in calls.withLock { $0 += 1 } }
      fixture.player.play()
      try app.advance(by: .seconds(1))
      // The call as playback starts, then one each 1/60 s refresh of the second.
      #expect((60...62).contains(calls.withLock { $0 }))
      fixture.player.removeTimeObserver(token)
    }
  }

  @Test func anItemLoadsOnTheVirtualClockAndThenKnowsItsSizeAndDuration() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app, url: "pipsim-test://1280x720@30/60s")
      let item = try #require(fixture.player.currentItem)
      var statuses: [PlayerItem.Status?] = []
      let token = item.observe(\.status, options: [.initial, .new]) { _, change in
        statuses.append(change.newValue)
      }
      #expect(item.status == .unknown)
      #expect(fixture.player.status == .unknown)
      #expect(item.presentationSize == .zero)
      try app.advance(by: .milliseconds(99))
      #expect(item.status == .unknown)
      try app.advance(by: .milliseconds(1))
      #expect(item.status == .readyToPlay)
      #expect(fixture.player.status == .readyToPlay)
      #expect(item.presentationSize == CGSize(width: 1280, height: 720))
      #expect(item.duration == CMTime(value: 60, timescale: 1))
      #expect(statuses == [.unknown, .readyToPlay])
      token.invalidate()
    }
  }

  @Test func theCurrentItemsPropertiesAreObservableThroughThePlayer() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      var statuses: [PlayerItem.Status?] = []
      var sizes: [CGSize?] = []
      let tokens = [
        fixture.player.observe(\.currentItem?.status, options: [.initial, .new]) { _, change in
          statuses.append(change.newValue ?? nil)
        },
        fixture.player.observe(\.currentItem?.presentationSize, options: [.new]) { _, change in
          sizes.append(change.newValue ?? nil)
        },
      ]
      try fixture.load()
      fixture.player.replaceCurrentItem(with: nil)
      #expect(statuses == [.unknown, .readyToPlay, nil])
      #expect(sizes == [CGSize(width: 64, height: 36), nil])
      withExtendedLifetime(tokens) {}
    }
  }

  @Test func aURLPiPSimCannotServeFailsTheItemWithAVFoundationsCannotOpen() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerItemFailed]) { app in
      let fixture = PlayerFixture(app: app, url: "https://example.com/movie.m3u8")
      try fixture.load()
      let item = try #require(fixture.player.currentItem)
      #expect(item.status == .failed)
      let error = try #require(item.error as? PlaybackError)
      #expect(error == .cannotOpen(.notATestStream("https://example.com/movie.m3u8")))
      let bridged = error as NSError
      #expect(bridged.domain == "AVFoundationErrorDomain")
      #expect(bridged.code == -11_828)
      #expect(app.diagnostics.codes.contains(.playerItemFailed))
      fixture.player.play()
      #expect(fixture.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      #expect(fixture.player.reasonForWaitingToPlay == .noItemToPlay)
      #expect(fixture.layer.isReadyForDisplay == false)
    }
  }

  @Test func playBeforeTheItemIsReadyWaitsThenPlaysAndTimeFollowsTheVirtualClock() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let player = fixture.player
      var statuses: [Player.TimeControlStatus?] = []
      var rates: [Float?] = []
      let tokens = [
        player.observe(\.timeControlStatus, options: [.initial, .new]) { _, change in
          statuses.append(change.newValue)
        },
        player.observe(\.rate, options: [.new]) { _, change in rates.append(change.newValue) },
      ]
      player.play()
      #expect(player.rate == 1)
      #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      #expect(player.reasonForWaitingToPlay == .evaluatingBufferingRate)
      try fixture.load()
      #expect(player.timeControlStatus == .playing)
      #expect(player.reasonForWaitingToPlay == nil)
      try app.advance(by: .seconds(2))
      #expect(player.currentTime() == CMTime(value: 2, timescale: 1))
      player.pause()
      try app.advance(by: .seconds(1))
      #expect(player.currentTime() == CMTime(value: 2, timescale: 1))
      #expect(statuses == [.paused, .waitingToPlayAtSpecifiedRate, .playing, .paused])
      #expect(rates == [1, 0])
      withExtendedLifetime(tokens) {}
    }
  }

  @Test func theLayerIsReadyForDisplayOnceTheFirstFrameIsUpEvenWhilePaused() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      var readiness: [Bool?] = []
      let token = fixture.layer.observe(\.isReadyForDisplay, options: [.initial, .new]) { _, change in
        readiness.append(change.newValue)
      }
      try app.advance(by: .milliseconds(99))
      #expect(fixture.layer.isReadyForDisplay == false)
      #expect(shownFrameIndex(fixture.layer) == nil)
      try app.advance(by: .milliseconds(18))
      #expect(fixture.layer.isReadyForDisplay)
      #expect(shownFrameIndex(fixture.layer) == 0)
      let frame = try #require(fixture.layer.presentedFrame)
      #expect(frame.width == 64 && frame.height == 36)
      #expect(readiness == [false, true])
      token.invalidate()
    }
  }

  @Test func playingShowsEachFrameWhenItsTimeComes() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      fixture.player.play()
      try app.advance(by: .milliseconds(1_025))
      #expect(shownFrameIndex(fixture.layer) == 30)
      try app.advance(by: .milliseconds(500))
      #expect(shownFrameIndex(fixture.layer) == 45)
      fixture.player.pause()
      try app.advance(by: .seconds(1))
      #expect(shownFrameIndex(fixture.layer) == 45)
      #expect(fixture.player.videoRenderer.pipeline.accounting().dropped.values.reduce(0, +) == 0)
    }
  }

  @Test func aSeekShowsTheFrameAtItsTargetAndCompletesThenAnInterruptedOneDoesNot() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      let results = LockedValue<[String]>([])
      fixture.player.seek(to: CMTime(value: 4, timescale: 1)) { finished in
        results.withLock { $0.append("first \(finished)") }
      }
      fixture.player.seek(to: CMTime(value: 5, timescale: 1)) { finished in
        results.withLock { $0.append("second \(finished)") }
      }
      #expect(results.withLock { $0 } == ["first false"])
      try app.advance(by: .milliseconds(17))
      #expect(results.withLock { $0 } == ["first false"])
      #expect(shownFrameIndex(fixture.layer) == 0)
      try app.advance(by: .milliseconds(17))
      #expect(results.withLock { $0 } == ["first false", "second true"])
      #expect(shownFrameIndex(fixture.layer) == 150)
      #expect(fixture.player.currentTime() == CMTime(value: 5, timescale: 1))
      fixture.player.seek(to: CMTime(value: 60, timescale: 1))
      try app.advance(by: .milliseconds(34))
      #expect(fixture.player.currentTime() == CMTime(value: 10, timescale: 1))
      #expect(shownFrameIndex(fixture.layer) == 299)
    }
  }

  @Test func theAsyncSeekReturnsTrueOnceTheTargetsFrameIsUp() async throws {
    try await withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      let seek = Task { await fixture.player.seek(to: CMTime(value: 3, timescale: 1)) }
      await Task.yield()
      try app.advance(by: .milliseconds(34))
      #expect(await seek.value)
      #expect(shownFrameIndex(fixture.layer) == 90)
    }
  }

  @Test func aSeekBeforeTheItemIsReadyDoesNothingAndCompletesUnfinished() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerRequestRefused]) { app in
      let fixture = PlayerFixture(app: app)
      let results = LockedValue<[Bool]>([])
      fixture.player.seek(to: CMTime(value: 4, timescale: 1)) { finished in
        results.withLock { $0.append(finished) }
      }
      #expect(results.withLock { $0 }.isEmpty)
      app.runUntilIdle()
      #expect(results.withLock { $0 } == [false])
      #expect(app.diagnostics.codes.contains(.playerRequestRefused))
      try fixture.load()
      #expect(fixture.player.currentTime() == .zero)
    }
  }

  @Test func atTheEndThePlayerPausesAndPostsDidPlayToEndTime() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app, url: "pipsim-test://64x36@30/1s")
      let item = try #require(fixture.player.currentItem)
      let ends = LockedValue(0)
      let observer = NotificationCenter.default.addObserver(
        forName: PlayerItem.didPlayToEndTimeNotification, object: item, queue: nil
      ) { _ in ends.withLock { $0 += 1 } }
      defer { NotificationCenter.default.removeObserver(observer) }
      try fixture.load()
      fixture.player.play()
      try app.advance(by: .milliseconds(999))
      #expect(ends.withLock { $0 } == 0)
      #expect(fixture.player.rate == 1)
      try app.advance(by: .milliseconds(1))
      #expect(ends.withLock { $0 } == 1)
      #expect(fixture.player.rate == 0)
      #expect(fixture.player.timeControlStatus == .paused)
      try app.advance(by: .seconds(1))
      #expect(fixture.player.currentTime() == CMTime(value: 1, timescale: 1))
      #expect(shownFrameIndex(fixture.layer) == 29)
    }
  }

  @Test func periodicObserversFireOnTheItemsTimelineAndWhenPlaybackStartsStopsOrJumps() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let (token, times) = try fixture.loadAndRecordHalfSeconds()
      fixture.player.play()
      try app.advance(by: .milliseconds(1_200))
      fixture.player.pause()
      app.runUntilIdle()
      fixture.player.seek(to: CMTime(value: 3, timescale: 1))
      app.runUntilIdle()
      fixture.player.removeTimeObserver(token)
      fixture.player.play()
      try app.advance(by: .seconds(1))
      #expect(times.withLock { $0 } == [0, 0.5, 1, 1.2, 3])
    }
  }

  /// On iOS a view controller's `deinit`, which is not isolated to the main actor, removes its time
  /// observer; so may any thread. Off the main actor the observer stops at the run loop's next turn.
  @Test func aTimeObserverRemovedFromAnotherThreadStopsAtTheNextTurn() async throws {
    try await withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let (token, times) = try fixture.loadAndRecordHalfSeconds()
      fixture.player.play()
      try app.advance(by: .milliseconds(600))
      let player = fixture.player
      let sendable = UncheckedToken(token)
      await Task.detached { player.removeTimeObserver(sendable.value) }.value
      try app.advance(by: .seconds(2))
      #expect(times.withLock { $0 } == [0, 0.5])
      #expect(!app.diagnostics.codes.contains(.playerRequestRefused))
    }
  }

  @Test func aNegativeRateIsRefusedAndTheRateStays() {
    withSimulatedApp(expectedDiagnostics: [.playerRequestRefused]) { app in
      let fixture = PlayerFixture(app: app)
      fixture.player.rate = -1
      #expect(fixture.player.rate == 0)
      #expect(app.diagnostics.codes.contains(.playerRequestRefused))
    }
  }

  @Test func replacingTheItemTakesThePictureAwayUntilTheNewItemsFirstFrame() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      try app.advance(by: .milliseconds(17))
      #expect(fixture.layer.isReadyForDisplay)
      let next = PlayerItem(url: URL(string: "pipsim-test://128x72@25/5s")!)
      fixture.player.replaceCurrentItem(with: next)
      try app.advance(by: .milliseconds(17))
      #expect(fixture.layer.isReadyForDisplay == false)
      #expect(fixture.layer.presentedFrame == nil)
      try app.advance(by: .milliseconds(100))
      #expect(fixture.layer.isReadyForDisplay)
      #expect(fixture.layer.presentedFrame?.width == 128)
      #expect(next.presentationSize == CGSize(width: 128, height: 72))
    }
  }

  @Test func anItemHandedToAnotherPlayerWhileLoadingIsReadyThereAndTheFirstOneStopsItsClock() throws {
    try withSimulatedApp { app in
      let first = PlayerFixture(app: app)
      let item = try #require(first.player.currentItem)
      try app.advance(by: .milliseconds(50))
      first.player.replaceCurrentItem(with: nil)
      let second = Player(playerItem: item)
      second.play()
      try app.advance(by: .milliseconds(50))
      #expect(item.status == .readyToPlay)
      #expect(second.timeControlStatus == .playing)
      try app.advance(by: .seconds(1))
      second.replaceCurrentItem(with: nil)
      let stoppedAt = item.currentTime()
      try app.advance(by: .seconds(1))
      #expect(item.currentTime() == stoppedAt)
    }
  }

  @Test func goingToTheBackgroundPausesAPlayerWhoseVideoIsNotInPictureInPicture() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      fixture.player.play()
      app.enterBackground()
      app.runUntilIdle()
      #expect(fixture.player.rate == 0)
      #expect(app.diagnostics.codes.contains(.playerPausedBySystem))
    }
  }

  @Test func aPlayerThatContinuesIfPossibleGoesOnInTheBackground() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      fixture.player.audiovisualBackgroundPlaybackPolicy = .continuesIfPossible
      try fixture.load()
      fixture.player.play()
      app.enterBackground()
      try app.advance(by: .seconds(1))
      #expect(fixture.player.timeControlStatus == .playing)
      #expect(app.diagnostics.codes.contains(.playerPausedBySystem) == false)
    }
  }

  @Test func aLayerGivenAnotherPlayerShowsThatOnesFramesAndTheOldOneLetsGo() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      try app.advance(by: .milliseconds(17))
      let other = Player(url: URL(string: "pipsim-test://32x18@30/live")!)
      fixture.layer.player = other
      #expect(fixture.layer.isReadyForDisplay == false)
      #expect(fixture.layer.presentedFrame?.width == nil)
      try app.advance(by: .milliseconds(120))
      #expect(fixture.layer.presentedFrame?.width == 32)
      #expect(other.currentItem?.duration.isIndefinite == true)
    }
  }
}

/// A time-observer token carried to another thread, as a view controller's `deinit` carries it.
private struct UncheckedToken: @unchecked Sendable {
  let value: Any
  init(_ value: Any) { self.value = value }
}

/// The item load delay is checked when set: negative or beyond the hour limit is refused, and stays.
@MainActor
@Test(arguments: [MediaTime(nanoseconds: -1), .max])
func anItemLoadDelayPastItsLimitIsRefused(delay: MediaTime) throws {
  let simulation = Simulation.start()
  let settings = simulation.service(PlaybackSettings.self)
  let refusal = PlaybackSettingError.itemLoadDelayOutOfRange(
    delay, maximum: PlaybackSettings.maximumItemLoadDelay)
  #expect(throws: refusal) { try settings.setItemLoadDelay(delay) }
  settings.itemLoadDelay = delay
  #expect(settings.itemLoadDelay == .milliseconds(100))
  let diagnostic = try #require(simulation.diagnostics.entries.last)
  #expect(diagnostic.code == .playerSettingRefused && diagnostic.message.hasPrefix(refusal.description))
  try settings.setItemLoadDelay(PlaybackSettings.maximumItemLoadDelay)
  #expect(settings.itemLoadDelay == PlaybackSettings.maximumItemLoadDelay)
}

/// A clock that reads another and counts how often it is read: the work a player's ticks do.
private final class CountingClock: MediaClock, Sendable {
  let clock: any MediaClock
  let reads = LockedValue(0)

  init(reading clock: any MediaClock) { self.clock = clock }

  func now() -> MediaTime {
    reads.withLock { $0 += 1 }
    return clock.now()
  }
}

/// A paused player's display ticks would change nothing, so a long advance skips them: its
/// timebase is read a few times, not once a tick (an hour at 60 Hz is 216,000 ticks).
@MainActor
@Test func aPausedPlayersIdleTicksAreSkippedOverALongAdvance() throws {
  try withSimulatedApp { app in
    let fixture = PlayerFixture(app: app)
    try fixture.load()
    fixture.player.play()
    try app.advance(by: .seconds(1))
    fixture.player.pause()
    try app.advance(by: .milliseconds(100))
    let item = try #require(fixture.player.currentItem)
    let counting = CountingClock(reading: app.simulation.runLoop.clock)
    item.timebase.setSourceClock(CMClock(source: counting))
    let time = fixture.player.currentTime()
    try app.advance(by: .seconds(3_600))
    #expect(counting.reads.withLock { $0 } < 100)
    #expect(fixture.player.currentTime() == time && fixture.layer.isReadyForDisplay)
    // Playing again wakes the ticks: the frames queued while paused go up.
    let shown = shownFrameIndex(fixture.layer)
    fixture.player.play()
    try app.advance(by: .milliseconds(500))
    #expect(shownFrameIndex(fixture.layer) != shown)
  }
}
