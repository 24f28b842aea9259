import Fullscreen
import Testing
import ViewHierarchy

struct VideoFillModeTests {
  @Test(arguments: VideoFillMode.allCases)
  func everyModeRoundTripsThroughItsGravity(mode: VideoFillMode) {
    #expect(VideoFillMode.mode(for: mode.gravity) == mode)
  }

  @Test func modesMapToAVFoundationsGravityConstants() {
    #expect(VideoFillMode.fit.gravity.rawValue == "AVLayerVideoGravityResizeAspect")
    #expect(VideoFillMode.fill.gravity.rawValue == "AVLayerVideoGravityResizeAspectFill")
    #expect(VideoFillMode.stretch.gravity.rawValue == "AVLayerVideoGravityResize")
    #expect(VideoFillMode.mode(for: VideoGravity(rawValue: "AVLayerVideoGravityResize")) == .stretch)
  }

  @Test func anUnknownGravityMapsToNoMode() {
    #expect(VideoFillMode.mode(for: VideoGravity(rawValue: "AVLayerVideoGravityResizeSmart")) == nil)
  }

  @Test func onlyStretchDistortsAndOnlyFillCrops() {
    #expect(VideoFillMode.allCases.filter { !$0.preservesAspectRatio } == [.stretch])
    #expect(VideoFillMode.allCases.filter(\.cropsPicture) == [.fill])
    #expect(VideoFillMode.default == .fit)
  }

  @Test func explanationsNameWhatEachModeCosts() {
    #expect(VideoFillMode.fit.explanation.contains("bars"))
    #expect(VideoFillMode.fill.explanation.contains("subtitles"))
    #expect(VideoFillMode.stretch.explanation.contains("distorting"))
  }
}
