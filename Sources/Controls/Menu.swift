import Foundation
import ViewHierarchy

/// A menu of actions and submenus a button can show: the simulator's `UIMenu`.
///
/// PiPSim keeps the menu a control is given but shows none: no menu opens on screen.
/// - Note: Stored only; not simulated.
@preconcurrency @MainActor
open class Menu: MenuElement {
  /// A menu's name (`UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates the identifier named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the identifier named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows, as `UIMenu.Options`, with UIKit's raw values.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One child at a time is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a palette row.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The menu's identifier: the one given, else a unique one made for it, as UIKit makes.
  public let identifier: Identifier
  /// How the menu shows.
  public let options: Options
  /// The menu's actions and submenus, in order.
  public let children: [MenuElement]

  /// Creates a menu of `children`, with UIKit's defaults.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }
}
