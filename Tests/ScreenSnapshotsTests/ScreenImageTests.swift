import CoreGraphicsDrawing
import Foundation
import Runtime
import ScreenSnapshots
import Testing
import ViewHierarchy

/// The screen drawn as pixels: each colour expected is worked out from the stage's views
/// (SnapshotStage) and the usual "over" compositing of premultiplied colours.
@MainActor
@Suite struct ScreenImageTests {
  /// The colour at `point` as 0-255 channels.
  func rgb(_ image: ScreenImage, _ x: CGFloat, _ y: CGFloat) throws -> [Int] {
    try #require(image.rgb(at: CGPoint(x: x, y: y))).map(Int.init)
  }

  func near(_ value: [Int], _ expected: [Int], tolerance: Int = 1) -> Bool {
    zip(value, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func theScreenIsDrawnViewByViewAtTheScaleAsked() throws {
    let stage = try SnapshotStage()
    let image = try #require(ScreenSnapshot.image(of: stage.app.window))
    let screen = try #require(stage.app.window.windowScene?.screenBounds)
    #expect((image.width, image.height) == (Int(screen.width), Int(screen.height)))
    // The seats' background (0.2, 0.2, 0.25), below the two seats.
    #expect(try rgb(image, 300, 400) == [51, 51, 64])
    // The root's background where the hidden banner and the invisible overlay would be.
    // Cairo stores a colour channel as 16 bits and keeps the high byte: 0.95 is 62,258 of 65,535,
    // so 243.
    #expect(try rgb(image, 10, 610) == [243, 243, 248] && rgb(image, 10, 660) == [243, 243, 248])
    // The badge (1, 0.23, 0.19) at alpha 0.5 over the root's (0.95, 0.95, 0.97).
    #expect(near(try rgb(image, 330, 550), [249, 151, 148], tolerance: 2))
    let sharp = try #require(ScreenSnapshot.image(of: stage.app.window, scale: 3))
    #expect((sharp.width, sharp.height) == (3 * image.width, 3 * image.height))
    #expect(try rgb(sharp, 300, 400) == [51, 51, 64])
    #expect(ScreenSnapshot.image(of: stage.app.window, scale: 0) == nil)
    #expect(ScreenSnapshot.image(of: stage.app.window, scale: .nan) == nil)
    #expect(ScreenSnapshot.image(of: stage.app.window, scale: 1000) == nil)
    #expect(
      image.color(at: CGPoint(x: -1, y: 0)) == nil && image.color(at: CGPoint(x: 0, y: CGFloat.nan)) == nil)
  }

  @Test func theSeatShowsTheFrameOnScreenAndItChangesAsFramesArrive() throws {
    let stage = try SnapshotStage()
    try stage.advance(by: .milliseconds(100))
    let first = try #require(ScreenSnapshot.image(of: stage.app.window))
    // The seat (20, 140, 160 x 90 on screen) shows the test pattern, bands across the frame whose
    // level moves with the frame's index, not the seats' colour.
    let points = stride(from: 150.0, to: 230, by: 8).map { CGPoint(x: 100, y: $0) }
    let colours = try points.map { try rgb(first, $0.x, $0.y) }
    #expect(Set(colours).count > 1 && !colours.contains([51, 51, 64]))
    try stage.advance(by: .milliseconds(500))
    let later = try #require(ScreenSnapshot.image(of: stage.app.window))
    #expect(try points.map { try rgb(later, $0.x, $0.y) } != colours)
  }

  @Test func theActivePictureInPictureWindowIsDrawnAboveTheAppWithTheSeatInIt() throws {
    let stage = try SnapshotStage()
    try stage.advance(by: .milliseconds(100))
    try stage.enterPictureInPicture()
    let frame = try #require(stage.session.controller.pictureInPictureFrame)
    let image = try #require(
      ScreenSnapshot.image(of: stage.app.window, pictureInPicture: stage.session.controller))
    let appAlone = try #require(ScreenSnapshot.image(of: stage.app.window))
    // The seat fills the window now, so its middle shows the pattern, neither the app under it nor
    // the window's dark background; the window's top-left pixel, outside its 8-point rounding and
    // its shadow (offset 2 across, 3 down), shows the app.
    let middle = try rgb(image, frame.midX, frame.midY)
    #expect(middle != (try rgb(appAlone, frame.midX, frame.midY)) && middle != [28, 28, 30])
    #expect(try rgb(image, frame.minX, frame.minY) == (try rgb(appAlone, frame.minX, frame.minY)))
    // Where the seat was inline is now the seats' colour.
    #expect(try rgb(image, 100, 185) == [51, 51, 64])
  }

  @Test func theSameStateGivesTheSamePNGFile() throws {
    func run() throws -> Data {
      let stage = try SnapshotStage()
      try stage.advance(by: .milliseconds(150))
      try stage.enterPictureInPicture()
      return try #require(
        ScreenSnapshot.image(of: stage.app.window, pictureInPicture: stage.session.controller)
      )
      .pngData()
    }
    let first = try run()
    #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(try run() == first)
  }
}
