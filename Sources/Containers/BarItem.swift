import Runtime
import ViewHierarchy

/// What bar button items and tab bar items share: the simulator's `UIBarItem`.
@preconcurrency @MainActor
open class BarItem {
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: Image?
  /// Whether the item responds to the user (true by default); a disabled item ignores taps.
  open var isEnabled = true
  /// An integer the app may use to find the item.
  open var tag = 0
  /// A name that identifies the item in tests.
  open var accessibilityIdentifier: String?

  /// Creates an item with no title or image.
  public init() {}
}
