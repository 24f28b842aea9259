import CoreMediaTime
import Foundation
import MediaPlayback
import PiPSimTesting
import Runtime
import Testing

/// A player library's player: it counts what the app asks of it and passes it on.
@MainActor
private final class CountingPlayer: Player {
  var calls: [String] = []

  override func play() {
    calls.append("play")
    super.play()
  }

  override func pause() {
    calls.append("pause")
    super.pause()
  }

  override func replaceCurrentItem(with item: PlayerItem?) {
    calls.append("replace")
    super.replaceCurrentItem(with: item)
  }

  override func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    calls.append("seek \(time.seconds)")
    super.seek(to: time, completionHandler: completionHandler)
  }
}

/// A library's item that remembers a title for its stream.
@MainActor
private final class TitledItem: PlayerItem {
  let title: String

  init(url: URL, title: String) {
    self.title = title
    super.init(asset: URLAsset(url: url), automaticallyLoadedAssetKeys: ["duration"])
  }
}

// AVPlayer and AVPlayerItem are open NSObject subclasses on iOS
// (https://developer.apple.com/documentation/avfoundation/avplayer,
// https://developer.apple.com/documentation/avfoundation/avplayeritem), and NSObject's `==` is
// `isEqual(_:)`, identity unless overridden
// (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)).
@MainActor
@Suite struct PlayerSubclassTests {
  @Test func aSubclassOverridesPlayPauseReplaceAndSeekAndStillPlays() throws {
    try withSimulatedApp { app in
      let player = CountingPlayer()
      let item = TitledItem(url: URL(string: "pipsim-test://64x36@30/10s")!, title: "Trailer")
      player.replaceCurrentItem(with: item)
      try app.advance(by: .milliseconds(100))
      player.play()
      try app.advance(by: .seconds(1))
      player.seek(to: CMTime(value: 5, timescale: 1))
      player.pause()
      #expect(player.calls == ["replace", "play", "seek 5.0", "pause"])
      #expect(player.currentTime() == CMTime(value: 5, timescale: 1))
      #expect((player.currentItem as? TitledItem)?.title == "Trailer")
    }
  }

  @Test func observingASubclassHearsTheBaseClassesChanges() throws {
    try withSimulatedApp { app in
      let player = CountingPlayer(url: URL(string: "pipsim-test://64x36@30/10s")!)
      var statuses: [Player.TimeControlStatus?] = []
      let token = player.observe(\.timeControlStatus, options: [.new]) { _, change in
        statuses.append(change.newValue)
      }
      player.play()
      try app.advance(by: .milliseconds(100))
      #expect(statuses == [.waitingToPlayAtSpecifiedRate, .playing])
      token.invalidate()
    }
  }

  @Test func playersItemsAndAssetsCompareAndHashByIdentity() {
    withSimulatedApp { _ in
      let url = URL(string: "pipsim-test://64x36@30/10s")!
      let first = PlayerItem(url: url)
      let second = PlayerItem(url: url)
      let player = Player(playerItem: first)
      #expect(player.currentItem == first)
      #expect(player.currentItem != second)
      #expect(Set([first, second, first]).count == 2)
      #expect(Set([player, Player(), player]).count == 2)
      let asset = Asset(url: url)
      #expect(asset == asset && asset != Asset(url: url))
    }
  }

  @Test func playersItemsAndAssetsAreNSObjects() {
    withSimulatedApp { _ in
      let url = URL(string: "pipsim-test://64x36@30/10s")!
      let objects: [AnyObject] = [Player(), PlayerItem(url: url), Asset(url: url), URLAsset(url: url)]
      #expect(objects.allSatisfy { $0 is NSObject })
    }
  }
}
