import Foundation
import Fullscreen
import Runtime
import Testing

struct VideoPlacementTests {
  let fullHD = CGSize(width: 1920, height: 1080)
  let portraitPhone = CGRect(x: 0, y: 0, width: 390, height: 844)

  func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance
  }

  @Test func fitLetterboxesWidescreenVideoInAPortraitView() throws {
    let placement = try VideoFillMode.fit.placement(ofVideoSize: fullHD, in: portraitPhone)

    #expect(placement.videoRect == CGRect(x: 0, y: 312.3125, width: 390, height: 219.375))
    #expect(placement.bars == .letterbox(barHeight: 312.3125))
    #expect(placement.bars.top == 312.3125)
    #expect(placement.crop == nil)
    #expect(placement.horizontalScale == 0.203125)
  }

  @Test func fillCropsTheSidesOfWidescreenVideoInAPortraitView() throws {
    let placement = try VideoFillMode.fill.placement(ofVideoSize: fullHD, in: portraitPhone)

    let width = 1920 * 844 / 1080.0
    #expect(isClose(placement.videoRect.width, width))
    #expect(isClose(placement.videoRect.width, 1500.444, tolerance: 1e-3))
    #expect(placement.videoRect.height == 844)
    #expect(isClose(placement.videoRect.minX, (390 - width) / 2))
    #expect(placement.videoRect.minY == 0)
    #expect(placement.bars == .none)
    let crop = try #require(placement.crop)
    #expect(crop.axis == .horizontal)
    #expect(isClose(crop.visibleFraction, 390 / width))
    #expect(isClose(crop.visibleFraction, 0.260, tolerance: 5e-4))
    #expect(isClose(crop.croppedFractionPerSide, 0.370, tolerance: 5e-4))
    #expect(crop.description == "horizontal: 26.0 % visible, 37.0 % cropped per side")
  }

  @Test func stretchCoversTheBoundsWithTwoScales() throws {
    let placement = try VideoFillMode.stretch.placement(ofVideoSize: fullHD, in: portraitPhone)

    #expect(placement.videoRect == portraitPhone)
    #expect(placement.bars == .none)
    #expect(placement.crop == nil)
    #expect(placement.horizontalScale == 390 / 1920.0)
    #expect(placement.verticalScale == 844 / 1080.0)
  }

  @Test func fitPillarboxesPortraitVideoInALandscapeView() throws {
    let placement = try VideoFillMode.fit.placement(
      ofVideoSize: CGSize(width: 1080, height: 1920),
      in: CGRect(x: 0, y: 0, width: 844, height: 390))

    let width = 1080 * 390 / 1920.0
    #expect(placement.videoRect.height == 390)
    #expect(isClose(placement.videoRect.width, width))
    #expect(placement.bars == .pillarbox(barWidth: (844 - width) / 2))
    #expect(placement.bars.left == (844 - width) / 2)
  }

  @Test func fillCropsTopAndBottomOfPortraitVideoInALandscapeView() throws {
    let placement = try VideoFillMode.fill.placement(
      ofVideoSize: CGSize(width: 1080, height: 1920),
      in: CGRect(x: 0, y: 0, width: 844, height: 390))

    let crop = try #require(placement.crop)
    #expect(crop.axis == .vertical)
    let filledWidth: Double = 1920 * 844 / 1080
    #expect(isClose(crop.visibleFraction, 390 / filledWidth))
    #expect(placement.videoRect.minY < 0)
  }

  @Test(arguments: VideoFillMode.allCases)
  func equalAspectRatiosNeedNoBarsAndNoCrop(mode: VideoFillMode) throws {
    let placement = try mode.placement(
      ofVideoSize: fullHD, in: CGRect(x: 0, y: 0, width: 1280, height: 720))

    #expect(placement.bars == .none)
    #expect(placement.crop == nil)
    #expect(isClose(placement.videoRect.width, 1280))
    #expect(isClose(placement.videoRect.height, 720))
  }

  @Test func aNonZeroOriginMovesThePicture() throws {
    let bounds = CGRect(x: 100, y: -50, width: 390, height: 844)

    let fit = try VideoFillMode.fit.placement(ofVideoSize: fullHD, in: bounds)
    let fill = try VideoFillMode.fill.placement(ofVideoSize: fullHD, in: bounds)

    #expect(fit.videoRect == CGRect(x: 100, y: 262.3125, width: 390, height: 219.375))
    let filledWidth: Double = 1920 * 844 / 1080
    #expect(isClose(fill.videoRect.minX, 100 + (390 - filledWidth) / 2))
    #expect(fill.videoRect.minY == -50)
    #expect(try VideoFillMode.stretch.placement(ofVideoSize: fullHD, in: bounds).videoRect == bounds)
  }

  @Test(arguments: VideoFillMode.allCases)
  func noVideoOrNoAreaShowsNothing(mode: VideoFillMode) throws {
    let noVideo = try mode.placement(ofVideoSize: .zero, in: portraitPhone)
    let flatVideo = try mode.placement(ofVideoSize: CGSize(width: 1920, height: 0), in: portraitPhone)
    let flatBounds = try mode.placement(
      ofVideoSize: fullHD, in: CGRect(x: 10, y: 10, width: 0, height: 844))

    for placement in [noVideo, flatVideo, flatBounds] {
      #expect(placement == .nothingShown)
      #expect(placement.videoRect == .zero)
      #expect(!placement.showsVideo)
    }
  }

  @Test func invalidNumbersAreReportedNotComputed() {
    let badSizes = [
      CGSize(width: -1, height: 1080), CGSize(width: CGFloat.nan, height: 1080),
      CGSize(width: 1920, height: CGFloat.infinity),
    ]
    for size in badSizes {
      #expect(throws: VideoGeometryError.self) {
        try VideoFillMode.fit.placement(ofVideoSize: size, in: portraitPhone)
      }
    }
    let negative = CGRect(x: 0, y: 0, width: -390, height: 844)
    #expect(throws: VideoGeometryError.invalidBounds(negative)) {
      try VideoFillMode.fill.placement(ofVideoSize: fullHD, in: negative)
    }
    #expect(throws: VideoGeometryError.self) {
      try VideoFillMode.fill.placement(
        ofVideoSize: fullHD, in: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844))
    }
  }
}
