import Runtime
import ViewHierarchy

/// The item that stands for one view controller in a tab bar: the simulator's `UITabBarItem`.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
  /// The system's standard tab items (`UITabBarItem.SystemItem`).
  public enum SystemItem: Sendable {
    /// "More".
    case more
    /// "Favorites".
    case favorites
    /// "Featured".
    case featured
    /// "Top Rated".
    case topRated
    /// "Recents".
    case recents
    /// "Contacts".
    case contacts
    /// "History".
    case history
    /// "Bookmarks".
    case bookmarks
    /// "Search".
    case search
    /// "Downloads".
    case downloads
    /// "Most Recent".
    case mostRecent
    /// "Most Viewed".
    case mostViewed
  }

  /// The image shown while the tab is selected (nil: ``BarItem/image``).
  open var selectedImage: Image?
  /// The text of the badge on the item (nil: no badge).
  ///
  /// - Note: Stored only; not simulated.
  open var badgeValue: String?
  /// The badge's colour.
  ///
  /// - Note: Stored only; not simulated.
  open var badgeColor: Color?
  /// The system item the item was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an item with no title or image.
  public override init() {}

  /// Creates an item with a title, an image and an image for the selected state
  /// (`init(title:image:selectedImage:)`).
  public init(title: String?, image: Image?, selectedImage: Image?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates an item with a title, an image and a tag (`init(title:image:tag:)`).
  public init(title: String?, image: Image?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates a system item with a tag (`init(tabBarSystemItem:tag:)`); its title is the system's.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    self.systemItem = systemItem
    self.tag = tag
  }
}
