import CoreMediaTime
import Foundation
import Locking
import MediaPlayback
import PiPSimTesting
import Runtime
import Testing

@MainActor
@Suite struct AssetTests {
  // loadValuesAsynchronously(forKeys:completionHandler:) calls its handler once the keys are loaded
  // or failed, and statusOfValue(forKey:error:) reports each
  // (https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading/loadvaluesasynchronously(forkeys:completionhandler:),
  // https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading/statusofvalue(forkey:error:)).
  @Test func keysLoadOnTheVirtualClockAndAnUnknownKeyFails() throws {
    try withSimulatedApp { app in
      let asset = URLAsset(url: URL(string: "pipsim-test://1280x720@30/60s")!)
      var error: NSError?
      #expect(asset.statusOfValue(forKey: "duration", error: &error) == .unknown)
      let calls = LockedValue(0)
      asset.loadValuesAsynchronously(forKeys: ["duration", "tracks"]) { calls.withLock { $0 += 1 } }
      #expect(asset.statusOfValue(forKey: "duration", error: &error) == .loading)
      try app.advance(by: .milliseconds(100))
      #expect(calls.withLock { $0 } == 1)
      #expect(asset.statusOfValue(forKey: "duration", error: &error) == .loaded)
      #expect(error == nil)
      #expect(asset.statusOfValue(forKey: "lyrics", error: &error) == .failed)
      #expect(error?.code == -11_800)
      #expect(asset.duration == CMTime(value: 60, timescale: 1))
    }
  }

  @Test func aURLPiPSimCannotServeFailsEveryKeyWithCannotOpen() throws {
    try withSimulatedApp { app in
      let asset = Asset(url: URL(string: "https://example.com/movie.mp4")!)
      asset.loadValuesAsynchronously(forKeys: ["playable"], completionHandler: nil)
      try app.advance(by: .milliseconds(100))
      var error: NSError?
      #expect(asset.statusOfValue(forKey: "playable", error: &error) == .failed)
      #expect(error?.domain == "AVFoundationErrorDomain" && error?.code == -11_828)
      #expect(!asset.isPlayable && asset.tracks.isEmpty)
    }
  }

  // load(_:) returns the loaded values or throws the failure
  // (https://developer.apple.com/documentation/avfoundation/avasynchronouskeyvalueloading/load(_:isolation:)-8pjxu).
  @Test func asyncLoadReturnsTheDurationAndTracksOrThrowsForABadURL() async throws {
    try await withSimulatedApp { app in
      let asset = URLAsset(url: URL(string: "pipsim-test://640x360@25/10s?audio=en,fr&subtitles=de")!)
      let load = Task { try await asset.load(.duration, .tracks) }
      await Task.yield()
      try app.advance(by: .milliseconds(100))
      let (duration, tracks) = try await load.value
      #expect(duration == CMTime(value: 10, timescale: 1))
      #expect(tracks.map(\.mediaType) == [.video, .audio, .audio, .subtitle])
      let video = try #require(asset.tracks(withMediaType: .video).first)
      #expect(video.naturalSize == CGSize(width: 640, height: 360))
      #expect(video.nominalFrameRate == 25)
      let size = Task { try await video.load(.naturalSize) }
      await Task.yield()
      app.runUntilIdle()
      #expect(try await size.value == CGSize(width: 640, height: 360))
      let bad = Asset(url: URL(string: "file:///movie.mov")!)
      let failing = Task { try await bad.load(.duration) }
      await Task.yield()
      try app.advance(by: .milliseconds(100))
      let failure = await #expect(throws: (any Error).self) { try await failing.value }
      #expect((failure as? NSError)?.code == -11_828)
    }
  }

  // Selecting an option that is not a member of the group changes nothing; nil deselects only where
  // allowsEmptySelection (https://developer.apple.com/documentation/avfoundation/avplayeritem/select(_:in:)).
  @Test func anItemSelectsAudioAndSubtitleOptionsAndIgnoresAnotherGroupsOption() throws {
    withSimulatedApp(expectedDiagnostics: [.playerRequestRefused]) { app in
      let url = URL(string: "pipsim-test://64x36@30/10s?audio=en,fr&subtitles=en,de")!
      let item = PlayerItem(url: url)
      #expect(item.asset.stream?.url == url)
      #expect(throws: SyntheticStreamError.invalidLanguage("e n")) {
        try SyntheticStream(
          width: 2, height: 2, framesPerSecond: 1, durationSeconds: 1, audioLanguages: ["e n"])
      }
      let audio = item.asset.mediaSelectionGroup(forMediaCharacteristic: .audible)!
      let subtitles = item.asset.mediaSelectionGroup(forMediaCharacteristic: .legible)!
      #expect(audio.options.map(\.displayName) == ["English", "French"])
      #expect(!audio.allowsEmptySelection && subtitles.allowsEmptySelection)
      #expect(item.currentMediaSelection.selectedMediaOption(in: audio) === audio.options[0])
      #expect(item.currentMediaSelection.selectedMediaOption(in: subtitles) == nil)
      item.select(audio.options[1], in: audio)
      item.select(subtitles.options[1], in: subtitles)
      #expect(item.currentMediaSelection.selectedMediaOption(in: audio)?.extendedLanguageTag == "fr")
      #expect(item.currentMediaSelection.selectedMediaOption(in: subtitles)?.extendedLanguageTag == "de")
      item.select(subtitles.options[0], in: audio)
      item.select(nil, in: audio)
      let other = Asset(url: url).mediaSelectionGroup(forMediaCharacteristic: .audible)!
      item.select(other.options[0], in: other)
      #expect(item.currentMediaSelection.selectedMediaOption(in: audio)?.extendedLanguageTag == "fr")
      #expect(app.diagnostics.entries(withCode: .playerRequestRefused).count == 3)
      item.select(nil, in: subtitles)
      #expect(item.currentMediaSelection.selectedMediaOption(in: subtitles) == nil)
    }
  }
}
