import Foundation

/// The traits of an interface (UIKit's `UITraitCollection`): what the image of a system button is
/// picked for. The simulated screen has one set of traits, so an image compatible with any trait
/// collection is the same image.
public struct TraitCollection: Hashable, Sendable {
  /// The screen's scale (pixels per point); 0 when unspecified.
  public var displayScale: CGFloat
  /// The appearance dynamic colours resolve against (``UserInterfaceStyle/unspecified`` by default,
  /// which resolves as light).
  public var userInterfaceStyle = UserInterfaceStyle.unspecified

  /// Traits with nothing specified.
  public init() {
    displayScale = 0
  }

  /// Traits with only the display scale specified.
  public init(displayScale: CGFloat) {
    self.displayScale = displayScale
  }

  /// Traits with only the appearance specified (`UITraitCollection(userInterfaceStyle:)`).
  public init(userInterfaceStyle: UserInterfaceStyle) {
    displayScale = 0
    self.userInterfaceStyle = userInterfaceStyle
  }
}
