import Foundation
import Runtime
import ViewHierarchy

/// The bar of tabs at the bottom of a tab bar controller: the simulator's `UITabBar`.
///
/// It is 49 points tall plus the bottom of its tab bar controller's safe area (the Home indicator's
/// 34 points on an iPhone without a Home button), at the bottom across the full width; the selected
/// view controller gets 49 points added to the bottom of its safe area.
@preconcurrency @MainActor
open class TabBar: View {
  /// The bar's height in points above the bottom safe area.
  public static let standardHeight: CGFloat = 49

  /// The items, one per view controller of the tab bar controller.
  public internal(set) var items: [TabBarItem]?
  /// The item of the selected tab.
  public internal(set) var selectedItem: TabBarItem?
  /// Whether the bar is translucent.
  ///
  /// - Note: Stored only; not simulated.
  open var isTranslucent = true
  /// The bar's background colour.
  ///
  /// - Note: Stored only; not simulated.
  open var barTintColor: Color?
  /// The colour of the items of unselected tabs.
  ///
  /// - Note: Stored only; not simulated.
  open var unselectedItemTintColor: Color?

  /// Creates a bar with `frame` and no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a bar from an archive; there are none on Linux (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
