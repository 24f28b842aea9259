import Clocks
import CoreMediaTime
import Foundation
import MediaPlayback
import Testing

@Suite struct SyntheticStreamTests {
  @Test func aTestStreamURLSaysItsSizeRateAndDuration() throws {
    let stream = try SyntheticStream(url: #require(URL(string: "pipsim-test://1920x1080@30/60s")))
    #expect(stream.width == 1920)
    #expect(stream.height == 1080)
    #expect(stream.framesPerSecond == 30)
    #expect(stream.durationSeconds == 60)
    #expect(stream.frameCount == 1800)
    #expect(stream.duration == CMTime(value: 60, timescale: 1))
    #expect(stream.url.absoluteString == "pipsim-test://1920x1080@30/60s")
  }
}

extension SyntheticStreamTests {
  @Test func liveAndFractionalDurationsRoundTripThroughTheirURLs() throws {
    let live = try SyntheticStream(url: #require(URL(string: "pipsim-test://640x360@25/live")))
    #expect(live.isLive)
    #expect(live.frameCount == nil)
    #expect(live.duration.isIndefinite)
    #expect(live.frameIndex(at: CMTime(value: 100, timescale: 1)) == 2500)
    let short = try SyntheticStream(width: 64, height: 36, framesPerSecond: 24, durationSeconds: 2.5)
    #expect(short.url.absoluteString == "pipsim-test://64x36@24/2.5s")
    #expect(try SyntheticStream(url: short.url) == short)
    #expect(short.frameCount == 60)
    #expect(short.frameIndex(at: CMTime(value: 100, timescale: 1)) == 59)
  }

  @Test func aTimeBeforeTheStartNotANumberOrPastAnyCountableFrameGivesAFrameAtTheEdge() throws {
    let live = try SyntheticStream(url: #require(URL(string: "pipsim-test://640x360@25/live")))
    #expect(live.frameIndex(at: CMTime(value: -5, timescale: 1)) == 0)
    #expect(live.frameIndex(at: .invalid) == 0)
    #expect(live.frameIndex(at: CMTime(value: .max, timescale: 1)) == Int.max, "no overflow trap")
    #expect(live.frameIndex(at: .positiveInfinity) == Int.max)
    let short = try SyntheticStream(width: 64, height: 36, framesPerSecond: 24, durationSeconds: 2.5)
    #expect(short.frameIndex(at: CMTime(value: .max, timescale: 1)) == 59)
    #expect(short.frameIndex(at: CMTime(value: 1, timescale: 24)) == 1)
  }

  @Test(arguments: [
    ("https://example.com/movie.m3u8", SyntheticStreamError.notATestStream("https://example.com/movie.m3u8")),
    ("pipsim-test://1920x1080/60s", .malformed("pipsim-test://1920x1080/60s")),
    ("pipsim-test://1921x1080@30/60s", .invalidSize(width: 1921, height: 1080)),
    ("pipsim-test://0x1080@30/60s", .invalidSize(width: 0, height: 1080)),
    ("pipsim-test://1920x1080@0/60s", .invalidFrameRate(0)),
    ("pipsim-test://1920x1080@30/60", .invalidDuration("60")),
    ("pipsim-test://1920x1080@30/-1s", .invalidDuration("-1.0")),
  ])
  func aURLThatIsNotAPossibleTestStreamIsRefusedWithItsReason(url: String, expected: SyntheticStreamError)
    throws
  {
    #expect(throws: expected) { try SyntheticStream(url: #require(URL(string: url))) }
  }
}
