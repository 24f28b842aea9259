import Controls
import Foundation
import PiPSimTesting
import Testing
import ViewHierarchy

@MainActor
struct ImageViewTests {
  @Test func symbolImagesAreSizedByTheSymbolModel() throws {
    // 1.2 x the point size (17, the body's, by default) x the scale's factor.
    #expect(try #require(Image(systemName: "play.fill")).size == CGSize(width: 17 * 1.2, height: 17 * 1.2))
    let large = Image.SymbolConfiguration(pointSize: 22, weight: .medium, scale: .large)
    #expect(
      try #require(Image(systemName: "play.fill", withConfiguration: large)).size.width == 22 * 1.2 * 1.3)
    let title = Image.SymbolConfiguration(textStyle: .largeTitle)
    #expect(try #require(Image(systemName: "star", withConfiguration: title)).size.height == 34 * 1.2)
    let small = Image.SymbolConfiguration(scale: .small)
    #expect(try #require(Image(systemName: "star", withConfiguration: small)).size.width == 17 * 1.2 * 0.8)
  }

  @Test func imageModifiersAreStored() throws {
    let image = try #require(Image(systemName: "star"))
    #expect(image.isSymbolImage)
    #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    let tinted = image.withTintColor(.systemRed)
    #expect(tinted.tintColor == .systemRed && tinted.renderingMode == .alwaysOriginal)
    let named = try #require(Image(named: "logo"))
    #expect(named.name == "logo" && !named.isSymbolImage && named.size == Image.namedImageSize)
    #expect(named.applyingSymbolConfiguration(.init(pointSize: 30)) == nil)
  }

  @Test func anImageViewIsAsBigAsItsImage() {
    withSimulatedApp { _ in
      let photo = Image(named: "photo", size: CGSize(width: 40, height: 30), scale: 2)
      let view = ImageView(image: photo)
      #expect(view.frame.size == CGSize(width: 40, height: 30))
      #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
      #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 30))
      #expect(!view.isUserInteractionEnabled)
      view.image = nil
      #expect(
        view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
  }

  @Test func highlightingAndSymbolConfigurationChangeTheShownImage() {
    withSimulatedApp { _ in
      let normal = Image(named: "a", size: CGSize(width: 10, height: 10), scale: 1)
      let highlighted = Image(named: "b", size: CGSize(width: 20, height: 5), scale: 1)
      let view = ImageView(image: normal, highlightedImage: highlighted)
      view.isHighlighted = true
      #expect(view.intrinsicContentSize == CGSize(width: 20, height: 5))
      view.image = Image(systemName: "star")
      view.isHighlighted = false
      view.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 10)
      #expect(view.intrinsicContentSize == CGSize(width: 12, height: 12))
    }
  }
}
