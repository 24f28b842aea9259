import SVGWriting
import Testing

@testable import ScreenSnapshots

@Suite struct SVGGrayTests {
  @Test func grayLevelsAreSixDigitHex() {
    #expect(SVGText.gray(0) == "#000000")
    #expect(SVGText.gray(10) == "#0a0a0a")
    #expect(SVGText.gray(255) == "#ffffff")
  }
}
