import Foundation

// Foundation on Linux has no UIKit attribute keys; these are UIKit's, with UIKit's raw values, so
// that `[.font: font, .foregroundColor: color]` reads as on iOS.
extension NSAttributedString.Key {
  /// The font of the text (`NSAttributedString.Key.font`): a ``Font``; labels measure each run in it.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text (`NSAttributedString.Key.foregroundColor`): a ``ViewHierarchy/Color``.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text (`NSAttributedString.Key.backgroundColor`): a ``ViewHierarchy/Color``.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
