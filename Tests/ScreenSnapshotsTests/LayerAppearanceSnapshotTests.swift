import CoreGraphicsDrawing
import Foundation
import Runtime
import ScreenSnapshots
import Testing
import ViewHierarchy

@MainActor
@Suite struct LayerAppearanceSnapshotTests {
  @MainActor
  private struct Screen {
    let window: Window
    let card: View

    init() {
      let simulation = Simulation.start()
      window = Window(windowScene: WindowScene(simulation: simulation))
      window.makeKeyAndVisible()
      card = View(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
      card.accessibilityIdentifier = "card"
      card.backgroundColor = .white
      window.addSubview(card)
    }

    func elements() throws -> SVGElements {
      try #require(SVGElements.parse(ScreenSnapshot.svg(of: window)))
    }
  }

  private func cardRect(_ elements: SVGElements) -> [String: String]? {
    guard let group = elements.elements.firstIndex(where: { $0.attributes["data-label"] == "card" }) else {
      return nil
    }
    return elements.elements[group + 1].attributes
  }

  @Test func aCornerRadiusRoundsTheBackgroundUpToHalfTheShorterSide() throws {
    let screen = Screen()
    screen.card.layer.cornerRadius = 12
    #expect(cardRect(try screen.elements())?["rx"] == "12")
    screen.card.layer.cornerRadius = 80
    #expect(cardRect(try screen.elements())?["rx"] == "50")
    screen.card.layer.cornerRadius = -5
    #expect(cardRect(try screen.elements())?["rx"] == nil)
  }

  @Test func onlyTheMaskedCornersAreRounded() throws {
    let screen = Screen()
    screen.card.layer.cornerRadius = 10
    screen.card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let elements = try screen.elements()
    let path = try #require(elements.all("path", class: "view").first?.attributes["d"])
    // Starts past the rounded top-left corner and ends the bottom edge in a square corner.
    #expect(path.hasPrefix("M30,100 H210 A10,10 0 0 1 220,110 V200 A0,0 0 0 1 220,200"))
  }

  @Test func masksToBoundsClipsTheSubviewsToTheRoundedShape() throws {
    let screen = Screen()
    let child = View(frame: CGRect(x: -10, y: -10, width: 50, height: 50))
    child.accessibilityIdentifier = "child"
    screen.card.addSubview(child)
    #expect(try screen.elements().all("g", class: "clip").isEmpty)
    screen.card.clipsToBounds = true
    screen.card.layer.cornerRadius = 8
    let elements = try screen.elements()
    let clipped = elements.elements.filter { $0.attributes["data-label"] == "child" }
    #expect(clipped.first?.enclosingClasses.last == "clip")
    let clipShape = try #require(
      elements.elements.first {
        $0.name == "rect" && $0.enclosingClasses.last == "" && $0.attributes["rx"] == "8"
      })
    #expect(clipShape.attributes["x"] == "20" && clipShape.attributes["width"] == "200")
  }

  @Test func theBorderIsDrawnInsideTheBoundsAboveTheSubviews() throws {
    let screen = Screen()
    screen.card.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    screen.card.layer.borderWidth = 4
    screen.card.layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    screen.card.layer.cornerRadius = 10
    let elements = try screen.elements()
    let border = try #require(elements.all("rect", class: "border").first)
    #expect(border.attributes["x"] == "22" && border.attributes["y"] == "102")
    #expect(border.attributes["width"] == "196" && border.attributes["height"] == "96")
    #expect(border.attributes["rx"] == "8")
    #expect(border.attributes["stroke"] == "rgb(255,0,0)")
    #expect(border.attributes["stroke-width"] == "4")
    let borderIndex = try #require(elements.elements.firstIndex { $0.attributes["class"] == "border" })
    let lastView = try #require(elements.elements.lastIndex { $0.attributes["class"] == "view" })
    #expect(borderIndex > lastView)
    screen.card.layer.borderWidth = -2
    #expect(try screen.elements().all("rect", class: "border").isEmpty)
  }

  @Test func sublayersAreDrawnWithTheirOpacityAndHiddenOnesAreNot() throws {
    let screen = Screen()
    let badge = Layer()
    badge.name = "badge"
    badge.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
    badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    badge.opacity = 0.5
    let hidden = Layer()
    hidden.name = "hidden"
    hidden.isHidden = true
    screen.card.layer.addSublayer(badge)
    screen.card.layer.addSublayer(hidden)
    let elements = try screen.elements()
    let group = try #require(elements.elements.first { $0.attributes["data-name"] == "badge" })
    #expect(group.attributes["opacity"] == "0.5")
    let rect = try #require(elements.all("rect", class: "layer").first)
    #expect(rect.attributes["x"] == "30" && rect.attributes["y"] == "110")
    #expect(rect.attributes["fill"] == "rgb(0,0,255)")
    #expect(!elements.elements.contains { $0.attributes["data-name"] == "hidden" })
    screen.card.layer.opacity = 0
    #expect(cardRect(try screen.elements()) == nil)
  }
}
