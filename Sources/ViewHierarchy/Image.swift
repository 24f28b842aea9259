import CoreGraphicsDrawing
import Foundation
import Runtime

/// An image known by name, or made from pixels, with the size layout reads from it: the simulator's
/// `UIImage`.
///
/// An image made from a ``CoreGraphicsDrawing/CGImage`` (``init(cgImage:)``, or drawn by a
/// ``GraphicsImageRenderer``) has its pixels; a symbol or a named image has none. A system symbol (``init(systemName:withConfiguration:)``) is sized by the
/// symbol model (docs/ios-behaviour.md, "Text, images and colours"): a square of side
/// 1.2 x its point size (17 pt, the body style's, unless configured) x its scale's factor (small
/// 0.8, medium 1, large 1.3). A named image (``init(named:)``) stands for an asset the app bundles;
/// there are no asset catalogues on Linux, so it always exists and measures ``namedImageSize``
/// unless made with ``init(named:size:scale:)``.
public struct Image: Hashable, Sendable {
  /// How an image is drawn with respect to the tint colour (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Hashable, Sendable {
    /// As the context decides: symbols are templates, other images are drawn as they are.
    case automatic = 0
    /// Always drawn with its own colours.
    case alwaysOriginal = 1
    /// Always drawn as a template filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// The size of a named image made without one: 24 x 24 points.
  public static let namedImageSize = CGSize(width: 24, height: 24)

  /// The SF Symbol name, such as `arrow.up.left.and.arrow.down.right`; nil for a named image.
  public let systemName: String?
  /// The asset name of a named image; nil for a symbol.
  public let name: String?
  /// How the symbol is drawn, if configured (`UIImage.symbolConfiguration`).
  public private(set) var configuration: SymbolConfiguration?
  /// How the image is drawn with respect to the tint colour (`UIImage.renderingMode`).
  public private(set) var renderingMode = RenderingMode.automatic
  /// The colour set with ``withTintColor(_:)``, if any.
  public private(set) var tintColor: Color?
  /// Pixels per point of the image's bitmap (`UIImage.scale`): 1 unless given (UIKit gives a
  /// symbol and an asset the screen's scale; the size in points, which layout reads, is the same).
  public let scale: CGFloat
  /// The pixels (`UIImage.cgImage`); nil for a symbol or a named image.
  public let cgImage: CGImage?
  private let namedSize: CGSize?

  /// Creates the system symbol `systemName`; optional like UIKit's, never nil here.
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration? = nil) {
    self.init(symbol: systemName, configuration: configuration)
  }

  /// Creates the system symbol `systemName` for `traitCollection`
  /// (`UIImage(systemName:compatibleWith:)`); the simulated screen has one set of traits.
  public init?(systemName: String, compatibleWith traitCollection: TraitCollection?) {
    self.init(symbol: systemName)
  }

  /// The image asset `name` (`UIImage(named:)`): never nil (there are no asset catalogues to look
  /// in), ``namedImageSize`` in points.
  public init?(named name: String) {
    self.init(named: name, size: Image.namedImageSize, scale: 1)
  }

  /// The image asset `name` from `bundle` for `traitCollection`
  /// (`UIImage(named:in:compatibleWith:)`), as ``init(named:)``.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
    self.init(named: name, size: Image.namedImageSize, scale: 1)
  }

  /// An image asset `name` of `size` points at `scale` (PiPSim's: stands in for an asset of known
  /// size, so that layout around it can be tested). Negative or NaN sizes read as 0; a scale of 0
  /// or less (or NaN) reads as 1.
  public init(named name: String, size: CGSize, scale: CGFloat) {
    systemName = nil
    self.name = name
    configuration = nil
    namedSize = CGSize(width: Image.length(size.width), height: Image.length(size.height))
    self.scale = scale > 0 ? scale : 1
    cgImage = nil
  }

  /// An image of `cgImage`'s pixels (`UIImage(cgImage:)`): one point a pixel.
  public init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1)
  }

  /// An image of `cgImage`'s pixels at `scale` pixels a point (`UIImage(cgImage:scale:orientation:)`
  /// with `.up`); a scale of 0 or less (or NaN) reads as 1.
  public init(cgImage: CGImage, scale: CGFloat) {
    systemName = nil
    name = nil
    configuration = nil
    self.scale = scale > 0 ? scale : 1
    namedSize = CGSize(
      width: CGFloat(cgImage.width) / self.scale, height: CGFloat(cgImage.height) / self.scale)
    self.cgImage = cgImage
  }

  /// The system symbol `name`: how the frameworks name their own buttons' images.
  package init(symbol name: String, configuration: SymbolConfiguration? = nil) {
    systemName = name
    self.name = nil
    self.configuration = configuration
    namedSize = nil
    scale = 1
    cgImage = nil
  }

  /// The image as a PNG file's bytes (`UIImage.pngData()`); nil for an image without pixels (a
  /// symbol or a named image, which have none here).
  public func pngData() -> Data? {
    cgImage?.pngData()
  }

  /// Whether the image is an SF Symbol (`UIImage.isSymbolImage`).
  public var isSymbolImage: Bool { systemName != nil }

  /// The symbol's configuration (`UIImage.symbolConfiguration`); nil for a named image.
  public var symbolConfiguration: SymbolConfiguration? { configuration }

  /// The image's size in points (`UIImage.size`): a named image's own, a symbol's from the symbol
  /// model.
  public var size: CGSize {
    if let namedSize { return namedSize }
    let side = (configuration ?? .unspecified).symbolSide
    return CGSize(width: side, height: side)
  }

  /// This image drawn in `renderingMode` (`UIImage.withRenderingMode(_:)`).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// This image tinted `color` (`UIImage.withTintColor(_:)`): the colour is stored and the image
  /// becomes original-rendered, as UIKit's.
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// This image tinted `color`, drawn in `renderingMode` (`UIImage.withTintColor(_:renderingMode:)`).
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    var image = withRenderingMode(renderingMode)
    image.tintColor = color
    return image
  }

  /// This symbol with `configuration` (`UIImage.withConfiguration(_:)`); a named image is unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard isSymbolImage else { return self }
    var image = self
    image.configuration = configuration
    return image
  }

  /// This symbol with `configuration` laid over its own (`UIImage.applyingSymbolConfiguration(_:)`);
  /// nil for a named image, as UIKit answers for an image that is not a symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard isSymbolImage else { return nil }
    let merged = self.configuration?.applying(configuration) ?? configuration
    return withConfiguration(merged)
  }

  private static func length(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(value, 0) }
}
