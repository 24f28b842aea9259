import Foundation
import PictureInPicture
import PixelBuffers
import Runtime
import ScreenSnapshots
import Testing
import VideoRendering
import ViewHierarchy

@MainActor
@Suite struct ScreenSnapshotTests {
  private func document(_ svg: String) throws -> SVGElements {
    try #require(SVGElements.parse(svg), "the snapshot is not well-formed XML")
  }

  private func viewRect(_ elements: SVGElements, labelled label: String) -> [String: String]? {
    let groups = elements.elements.indices.filter {
      elements.elements[$0].name == "g" && elements.elements[$0].attributes["data-label"] == label
    }
    guard let group = groups.first, group + 1 < elements.elements.count else { return nil }
    return elements.elements[group + 1].attributes
  }

  private func geometry(_ attributes: [String: String]?) -> [String] {
    ["x", "y", "width", "height"].map { attributes?[$0] ?? "-" }
  }

  @Test func theSnapshotShowsTheScreenAndEveryVisibleViewAtItsExactPlace() throws {
    let stage = try SnapshotStage()
    try stage.advance(by: .milliseconds(100))
    let elements = try document(stage.snapshot())
    let svg = try #require(elements.elements.first)
    #expect(svg.name == "svg")
    #expect(svg.attributes["width"] == "390" && svg.attributes["height"] == "844")
    #expect(geometry(viewRect(elements, labelled: "app-window")) == ["0", "0", "390", "844"])
    #expect(geometry(viewRect(elements, labelled: "header")) == ["0", "47", "390", "60"])
    #expect(geometry(viewRect(elements, labelled: "local-seat")) == ["20", "140", "160", "90"])
    #expect(geometry(viewRect(elements, labelled: "remote-seat")) == ["200", "140", "170", "95.5"])
    #expect(viewRect(elements, labelled: "seats")?["fill"] == "rgb(51,51,64)")
    #expect(viewRect(elements, labelled: "hidden-banner") == nil)
    #expect(viewRect(elements, labelled: "invisible-overlay") == nil)
    let badge = try #require(elements.elements.first { $0.attributes["data-label"] == "faded-badge" })
    #expect(badge.attributes["opacity"] == "0.5")
    let labels = elements.all("text", class: "label")
    #expect(labels.count == 7)
    #expect(
      geometry(elements.all("rect", class: "safe-area").first?.attributes) == ["0", "47", "390", "763"])
    #expect(elements.all("g", class: "picture-in-picture").isEmpty)
  }

  @Test func theStatusBarIsDrawnUnlessTheSceneHidesIt() throws {
    let stage = try SnapshotStage()
    #expect(try document(stage.snapshot()).all("g", class: "status-bar").count == 1)
    stage.rootViewController.hidesStatusBar = true
    stage.rootViewController.setNeedsStatusBarAppearanceUpdate()
    #expect(try document(stage.snapshot()).all("g", class: "status-bar").isEmpty)
  }

  @Test func theActivePictureInPictureWindowFloatsAboveTheAppWithTheSourceViewInside() throws {
    let stage = try SnapshotStage()
    try stage.enterPictureInPicture()
    let frame = try #require(stage.session.controller.pictureInPictureFrame)
    #expect(frame == CGRect(x: 194, y: 474, width: 180, height: 320))
    let elements = try document(stage.snapshot())
    let window = try #require(elements.all("rect", class: "window").first)
    #expect(window.enclosingClasses.contains("picture-in-picture"))
    #expect(geometry(window.attributes) == ["194", "474", "180", "320"])
    let seat = try #require(elements.elements.first { $0.attributes["data-label"] == "local-seat" })
    #expect(seat.enclosingClasses.contains("picture-in-picture"))
    #expect(geometry(viewRect(elements, labelled: "local-seat")) == ["194", "474", "180", "320"])
    let pipElementIndex = try #require(
      elements.elements.firstIndex { $0.attributes["class"] == "picture-in-picture" })
    let appElementIndex = try #require(
      elements.elements.firstIndex { $0.attributes["class"] == "application" })
    #expect(appElementIndex < pipElementIndex)
  }

  @Test func theVideoCellsCarryTheGrayLevelsOfTheFrameOnScreen() throws {
    let stage = try SnapshotStage()
    try stage.advance(by: .milliseconds(200))
    let elements = try document(stage.snapshot(maximumVideoColumns: 16))
    let video = try #require(elements.all("g", class: "video").first)
    let shown = try #require(stage.seat.layer.presentedFrame)
    #expect(video.attributes["data-sequence"] == String(shown.sequenceNumber))
    #expect(video.attributes["data-checksum"] == String(shown.checksum))
    #expect(video.attributes["data-columns"] == "16" && video.attributes["data-rows"] == "9")
    let cells = elements.elements.filter { $0.name == "rect" && $0.enclosingClasses.last == "video" }
    #expect(cells.count == 144)
    #expect(geometry(cells[0].attributes) == ["20", "140", "10", "10"])
    #expect(geometry(cells[143].attributes) == ["170", "220", "10", "10"])
    let averages: [Int] = stage.video.sink.withFrameOnScreen { frame in
      switch frame {
      case .some(let buffer):
        return [(0, 0), (3, 0), (7, 4), (15, 8)].map { column, row in
          buffer.withPlane(0) { bytes, stride in
            var sum = 0
            for line in row * 4..<row * 4 + 4 {
              for pixel in column * 4..<column * 4 + 4 { sum += Int(bytes[line * stride + pixel]) }
            }
            return (sum + 8) / 16
          } ?? -1
        }
      case .none:
        return []
      }
    }
    let fills = [0, 3, 4 * 16 + 7, 8 * 16 + 15].map { cells[$0].attributes["fill"] ?? "" }
    let levels = fills.map { Int($0.dropFirst().prefix(2), radix: 16) ?? -1 }
    #expect(levels == averages)
    #expect(Set(levels).count > 1)
  }

  @Test func theSameStateGivesTheSameDocument() throws {
    func run() throws -> String {
      let stage = try SnapshotStage()
      try stage.advance(by: .milliseconds(150))
      try stage.enterPictureInPicture()
      return stage.snapshot()
    }
    let first = try run()
    #expect(try run() == first)
  }
}

@MainActor
@Suite struct ScreenSnapshotVideoFormatTests {
  @Test func aFrameWithoutLumaIsNamedButNotDrawn() throws {
    let simulation = Simulation.start()
    let window = Window(windowScene: WindowScene(simulation: simulation))
    window.makeKeyAndVisible()
    let view = View(frame: CGRect(x: 10, y: 60, width: 80, height: 80))
    window.addSubview(view)
    let sink = LayerFrameSink()
    sink.attach(to: view.layer)
    var frame = try PixelBuffer(width: 8, height: 8, format: try PixelFormat(name: "yuv422p"))
    frame.stamp(sequenceNumber: 42, captureTimeNanoseconds: 0, presentationTimeNanoseconds: 0)
    _ = sink.present(frame)
    let elements = try #require(SVGElements.parse(ScreenSnapshot.svg(of: window)))
    let video = try #require(elements.all("g", class: "video").first)
    #expect(video.attributes["data-sequence"] == "42")
    #expect(video.attributes["data-format"] == "yuv422p")
    #expect(!elements.elements.contains { $0.enclosingClasses.last == "video" })
  }
}
