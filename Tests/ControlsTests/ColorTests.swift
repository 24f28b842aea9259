import Foundation
import Testing
import ViewHierarchy

struct ColorTests {
  @Test func fixedColoursHaveUIKitsComponents() {
    #expect(Color.darkGray == Color(white: 1.0 / 3, alpha: 1))
    #expect(Color.lightGray == Color(white: 2.0 / 3, alpha: 1))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
    #expect(Color.clear.alpha == 0)
  }

  @Test func systemAndSemanticColoursResolveToTheLightTable() {
    let blue = Color.systemBlue.resolvedColor(with: TraitCollection())
    #expect(blue == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(
      Color.systemRed.red == 1 && Color.systemRed.green == 59.0 / 255 && Color.systemRed.blue == 48.0 / 255)
    #expect(
      Color.systemGray6.resolvedColor(with: TraitCollection())
        == Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
    #expect(Color.secondaryLabel.alpha == 0.6)
    #expect(Color.secondaryLabel.red == 60.0 / 255)
    #expect(Color.separator.alpha == 0.29)
    #expect(Color.systemBackground.resolvedColor(with: TraitCollection()) == Color(white: 1, alpha: 1))
    #expect(Color.label.resolvedColor(with: TraitCollection()) == Color(white: 0, alpha: 1))
    #expect(Color.tintColor == Color.systemBlue)
  }

  @Test func dynamicColoursResolveAgainstTheTraits() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    #expect(Color.systemBackground.resolvedColor(with: dark) == Color(white: 0, alpha: 1))
    #expect(Color.label.resolvedColor(with: dark) == Color(white: 1, alpha: 1))
    let custom = Color { traits in traits.userInterfaceStyle == .dark ? .white : .red }
    #expect(custom.red == 1 && custom.green == 0)
    #expect(custom.resolvedColor(with: dark) == .white)
    #expect(custom != Color.red)
    #expect(custom.resolvedColor(with: TraitCollection()) == Color.red)
    let faded = custom.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == Color(white: 1, alpha: 0.5))
  }

  @Test func huesConvertBothWays() {
    let orange = Color(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 1)
    #expect(abs(orange.red - 1) < 1e-9 && abs(orange.green - 0.5) < 1e-9 && orange.blue == 0)
    #expect(Color(hue: 1.0 / 3 + 1, saturation: 1, brightness: 1, alpha: 1).green == 1)
    var hue: CGFloat = -1
    var saturation: CGFloat = -1
    var brightness: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(Color.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 1.0 / 12) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    #expect(Color.purple.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 0.5 && green == 0 && blue == 0.5)
  }

  @Test func getWhiteSucceedsOnlyForGrays() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(Color.gray.getWhite(&white, alpha: &alpha))
    #expect(white == 0.5 && alpha == 1)
    white = -1
    #expect(!Color.red.getWhite(&white, alpha: &alpha))
    #expect(white == -1)
  }

  @Test func extendedComponentsAreKeptAndAlphaIsClamped() {
    let bright = Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.5)
    #expect(bright.red == 1.2 && bright.green == -0.1)
    #expect(bright.alpha == 1)
    #expect(bright.cgColor.components == [1, 0, 0.5, 1])
    #expect(Color.red.withAlphaComponent(.nan).alpha == 0)
    #expect(Color.red.withAlphaComponent(-2).alpha == 0)
    #expect(Color(white: .nan, alpha: .nan) == Color(white: 0, alpha: 0))
  }

  @Test func displayP3RedIsOutsideSRGB() {
    let p3Red = Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    #expect(abs(p3Red.red - 1.0931) < 0.0005)
    #expect(abs(p3Red.green + 0.2267) < 0.0005)
    #expect(abs(p3Red.blue + 0.1501) < 0.0005)
    let p3White = Color(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
    #expect(abs(p3White.red - 1) < 1e-6 && abs(p3White.green - 1) < 1e-6 && abs(p3White.blue - 1) < 1e-6)
  }
}
