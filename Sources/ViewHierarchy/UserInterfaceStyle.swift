/// Light or dark appearance, as `UIUserInterfaceStyle`, with UIKit's raw values.
///
/// The simulated screen is always light: a trait collection that leaves the style unspecified
/// resolves dynamic colours as light, as UIKit does for an app with the light appearance.
public enum UserInterfaceStyle: Int, Hashable, Sendable {
  /// No style given; colours resolve as light.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
