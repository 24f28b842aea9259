import Clocks
import CoreMediaTime
import Foundation
import Locking
import MediaPlayback
import PiPSimTesting
import Runtime
import Testing

/// Records the notifications named `name` that `object` posts until `body` returns, each as the
/// domain and code of the error under `AVPlayerItemFailedToPlayToEndTimeErrorKey` ("" without one).
@MainActor
func recordingNotifications<Result>(
  _ name: Notification.Name, of object: AnyObject, _ body: (LockedValue<[String]>) throws -> Result
) rethrows -> Result {
  let posts = LockedValue<[String]>([])
  let observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
    let error = note.userInfo?[PlayerItem.failedToPlayToEndTimeErrorKey] as? NSError
    let entry = error.map { "\($0.domain) \($0.code)" } ?? ""
    posts.withLock { $0.append(entry) }
  }
  defer { NotificationCenter.default.removeObserver(observer) }
  return try body(posts)
}

@MainActor
@Suite struct PlayerBufferingTests {
  // The buffer properties are KVO-observable and report whether the item will play without stalling
  // (https://developer.apple.com/documentation/avfoundation/avplayeritem/isplaybacklikelytokeepup);
  // a player whose buffer empties while playing waits at its rate
  // (https://developer.apple.com/documentation/avfoundation/avplayer/timecontrolstatus-swift.enum/waitingtoplayatspecifiedrate)
  // with reason toMinimizeStalls
  // (https://developer.apple.com/documentation/avfoundation/avplayer/waitingreason/tominimizestalls).
  @Test func aStallEmptiesTheBufferAndThePlayerWaitsThenPlaysOnOnceItRefills() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      var likely: [Bool?] = []
      var empty: [Bool?] = []
      let tokens = [
        item.observe(\.isPlaybackLikelyToKeepUp, options: [.initial, .new]) { _, change in
          likely.append(change.newValue)
        },
        item.observe(\.isPlaybackBufferEmpty, options: [.new]) { _, change in empty.append(change.newValue) },
      ]
      try fixture.load()
      #expect(item.isPlaybackBufferFull)
      fixture.player.play()
      try app.advance(by: .seconds(1))
      recordingNotifications(PlayerItem.playbackStalledNotification, of: item) { stalls in
        item.injectStall(for: .seconds(2))
        #expect(stalls.withLock { $0.count } == 1)
      }
      #expect(fixture.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      #expect(fixture.player.reasonForWaitingToPlay == .toMinimizeStalls)
      #expect(fixture.player.rate == 1)
      try app.advance(by: .milliseconds(1_999))
      #expect(fixture.player.currentTime() == CMTime(value: 1, timescale: 1))
      #expect(item.isPlaybackBufferEmpty)
      try app.advance(by: .milliseconds(1))
      #expect(fixture.player.timeControlStatus == .playing)
      try app.advance(by: .seconds(1))
      #expect(fixture.player.currentTime() == CMTime(value: 2, timescale: 1))
      #expect(likely == [false, true, false, true])
      #expect(empty == [false, true, false])
      withExtendedLifetime(tokens) {}
    }
  }

  @Test func aPausedPlayerWhoseBufferIsEmptyWaitsWhenPlayIsCalledEvenImmediately() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      let item = try #require(fixture.player.currentItem)
      recordingNotifications(PlayerItem.playbackStalledNotification, of: item) { stalls in
        item.injectStall(for: .seconds(1))
        fixture.player.playImmediately(atRate: 2)
        #expect(stalls.withLock { $0.isEmpty })
      }
      #expect(fixture.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      try app.advance(by: .seconds(2))
      #expect(fixture.player.currentTime() == CMTime(value: 2, timescale: 1))
    }
  }

  // loadedTimeRanges and seekableTimeRanges are arrays of NSValue holding CMTimeRanges
  // (https://developer.apple.com/documentation/avfoundation/avplayeritem/loadedtimeranges).
  @Test func loadedAndSeekableRangesCoverTheStreamOnceReadyAndStopAtThePlayheadDuringAStall() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      #expect(item.loadedTimeRanges.isEmpty && item.seekableTimeRanges.isEmpty)
      try fixture.load()
      let whole = CMTimeRange(start: .zero, duration: CMTime(value: 10, timescale: 1))
      #expect(item.loadedTimeRanges.map(\.timeRangeValue) == [whole])
      #expect(item.seekableTimeRanges.map(\.timeRangeValue) == [whole])
      fixture.player.play()
      try app.advance(by: .seconds(3))
      item.injectStall(for: .seconds(1))
      #expect(
        item.loadedTimeRanges.map(\.timeRangeValue) == [
          CMTimeRange(start: .zero, end: CMTime(value: 3, timescale: 1))
        ])
      #expect(NSValue().timeRangeValue == .invalid)
    }
  }

  @Test func aLiveStreamIsLoadedToItsForwardBufferPastThePlayhead() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app, url: "pipsim-test://64x36@30/live")
      let item = try #require(fixture.player.currentItem)
      try fixture.load()
      #expect(item.loadedTimeRanges.first?.timeRangeValue.end.seconds == 10)
      item.preferredForwardBufferDuration = 4
      fixture.player.play()
      try app.advance(by: .seconds(1))
      #expect(item.loadedTimeRanges.first?.timeRangeValue.end.seconds == 5)
    }
  }

  // canPlayReverse and its family say which rates the item plays
  // (https://developer.apple.com/documentation/avfoundation/avplayeritem/canplayfastforward).
  @Test func aReadyItemPlaysForwardAtAnyRateAndNeverInReverse() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      #expect(!item.canPlayFastForward)
      try fixture.load()
      #expect(item.canPlayFastForward && item.canPlaySlowForward)
      #expect(!item.canPlayReverse && !item.canPlayFastReverse && !item.canPlaySlowReverse)
    }
  }

  @Test func bitRateAndResolutionPreferencesAreKeptAndNamedAsNotSimulated() throws {
    withSimulatedApp { app in
      let item = PlayerItem(url: URL(string: "pipsim-test://64x36@30/10s")!)
      item.preferredPeakBitRate = 2_000_000
      item.preferredMaximumResolution = CGSize(width: 1280, height: 720)
      #expect(item.preferredPeakBitRate == 2_000_000)
      #expect(item.preferredMaximumResolution == CGSize(width: 1280, height: 720))
      let named = app.diagnostics.entries(withCode: .apiNotSimulated).map(\.subject)
      #expect(named.contains("AVPlayerItem.preferredPeakBitRate"))
      #expect(named.contains("AVPlayerItem.preferredMaximumResolution"))
    }
  }

  // AVPlayerItemFailedToPlayToEndTime carries the error under
  // AVPlayerItemFailedToPlayToEndTimeErrorKey
  // (https://developer.apple.com/documentation/avfoundation/avplayeritemfailedtoplaytoendtimeerrorkey).
  @Test func mediaThatBreaksWhilePlayingFailsTheItemAndPostsFailedToPlayToEndTime() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerItemFailed]) { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      try fixture.load()
      fixture.player.play()
      try app.advance(by: .seconds(1))
      recordingNotifications(PlayerItem.failedToPlayToEndTimeNotification, of: item) { posts in
        item.injectPlaybackFailure("the network went away")
        #expect(posts.withLock { $0 } == ["AVFoundationErrorDomain -11800"])
      }
      #expect(item.status == .failed)
      #expect(item.error as? PlaybackError == .mediaFailed("the network went away"))
      #expect(fixture.player.reasonForWaitingToPlay == .noItemToPlay)
      try app.advance(by: .seconds(1))
      #expect(fixture.player.currentTime() == CMTime(value: 1, timescale: 1))
    }
  }

  // AVPlayerItemTimeJumped is posted when the item's time changes discontinuously
  // (https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/avplayeritemtimejumped).
  @Test func aSeekPostsTimeJumpedAndATolerantOneLandsOnTheFramesStart() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      try fixture.load()
      let target = CMTime(value: 1_010, timescale: 1_000)
      recordingNotifications(PlayerItem.timeJumpedNotification, of: item) { jumps in
        fixture.player.seek(to: target, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity)
        #expect(jumps.withLock { $0.count } == 1)
      }
      #expect(fixture.player.currentTime() == CMTime(value: 1, timescale: 1))
      fixture.player.seek(to: target, toleranceBefore: .zero, toleranceAfter: .zero)
      #expect(fixture.player.currentTime() == target)
    }
  }

  @Test func aNegativeToleranceOrANaNRateIsRefusedAndChangesNothing() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerRequestRefused]) { app in
      let fixture = PlayerFixture(app: app)
      try fixture.load()
      let results = LockedValue<[Bool]>([])
      fixture.player.seek(
        to: CMTime(value: 4, timescale: 1), toleranceBefore: CMTime(value: -1, timescale: 1),
        toleranceAfter: .zero
      ) { finished in results.withLock { $0.append(finished) } }
      fixture.player.rate = .nan
      app.runUntilIdle()
      #expect(results.withLock { $0 } == [false])
      #expect(fixture.player.currentTime() == .zero)
      #expect(fixture.player.rate == 0)
      #expect(app.diagnostics.entries(withCode: .playerRequestRefused).count == 2)
    }
  }

  @Test func aSeekDuringAStallCompletesOnceTheBufferRefills() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let item = try #require(fixture.player.currentItem)
      try fixture.load()
      item.injectStall(for: .seconds(1))
      let results = LockedValue<[Bool]>([])
      fixture.player.seek(to: CMTime(value: 4, timescale: 1)) { finished in
        results.withLock { $0.append(finished) }
      }
      try app.advance(by: .milliseconds(900))
      #expect(results.withLock { $0 }.isEmpty)
      try app.advance(by: .milliseconds(150))
      #expect(results.withLock { $0 } == [true])
      #expect(shownFrameIndex(fixture.layer) == 120)
    }
  }
}
