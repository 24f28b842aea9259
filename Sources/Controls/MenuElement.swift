import ViewHierarchy

/// An item of a menu, the base of ``Action`` and ``Menu``: the simulator's `UIMenuElement`.
@preconcurrency @MainActor
open class MenuElement {
  /// Options for how an element shows, as `UIMenuElement.Attributes`, with UIKit's raw values.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt
    /// Creates attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element is destructive, drawn in red.
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// The element is drawn dimmed and takes no selection.
    public static let disabled = Attributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark, as `UIMenuElement.State`, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// No checkmark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash: partly on.
    case mixed = 2
  }

  /// The element's title.
  public var title: String
  /// The element's image.
  public var image: Image?
  /// The text under the title.
  /// - Note: Stored only; not simulated.
  public var subtitle: String?

  /// Creates an element with `title` and `image`.
  init(title: String, image: Image?) {
    self.title = title
    self.image = image
  }
}
