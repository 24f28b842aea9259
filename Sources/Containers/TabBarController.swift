import Foundation
import Runtime
import ViewHierarchy

/// View controllers shown one at a time, chosen with a tab bar: the simulator's
/// `UITabBarController`. Open for subclassing.
///
/// Every view controller of ``viewControllers`` is a child; only the selected one's view is in the
/// tab bar controller's view, filling it, with the tab bar over its bottom and 49 points added to
/// the bottom of its safe area. Switching tabs calls `viewWillDisappear` of the old tab's view
/// controller, `viewWillAppear` of the new one, then `viewDidDisappear` and `viewDidAppear`, at
/// once (tab switches are not animated). The tab bar hides while the selected tab is a navigation
/// controller with a view controller whose `hidesBottomBarWhenPushed` is true in its stack.
/// `moreNavigationController` (the "More" tab for more than five) is not simulated: every view
/// controller gets a tab.
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The bar of tabs.
  public let tabBar: TabBar
  /// The object asked and told about the user's tab choices, held weakly.
  open weak var delegate: TabBarControllerDelegate?

  private var tabs: [ViewController] = []
  private var selected: ViewController?
  private weak var shown: ViewController?

  /// Creates a tab bar controller with no tabs (UIKit's designated initializer); the nib is kept
  /// and otherwise ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tabBar = TabBar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller from an archive; there are none on Linux: it starts with no tabs.
  public required init?(coder: NSCoder) {
    tabBar = TabBar()
    super.init(coder: coder)
  }

  /// Makes the tab bar controller's view, with the tab bar and the selected view controller's view.
  open override func loadView() {
    let container = TabContainerView(frame: Screen.main.bounds)
    container.controller = self
    view = container
    container.addSubview(tabBar)
    showSelected()
  }

  /// The view controllers, one per tab, in order; setting it is ``setViewControllers(_:animated:)``
  /// without animation.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs with `viewControllers`, each becoming a child at once.
  ///
  /// The selected view controller stays selected when it is among the new ones; otherwise the tab
  /// at the same index, or the first, is selected, as UIKit does in practice.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    let newTabs = viewControllers ?? []
    let oldIndex = selectedIndex
    for old in tabs where !newTabs.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    for new in newTabs where new.parent !== self {
      addChild(new)
      new.didMove(toParent: self)
    }
    tabs = newTabs
    tabBar.items = newTabs.map { $0.tabBarItem }
    if let selected, newTabs.contains(where: { $0 === selected }) {
      select(selected)
    } else {
      select(newTabs.indices.contains(oldIndex) ? newTabs[oldIndex] : newTabs.first)
    }
  }

  /// The index of the selected tab; setting an index outside the tabs is ignored with a
  /// ``Runtime/DiagnosticCode/tabSelectionRefused`` warning. The delegate is not told.
  open var selectedIndex: Int {
    get { selected.flatMap { current in tabs.firstIndex { $0 === current } } ?? 0 }
    set {
      guard tabs.indices.contains(newValue) else {
        refuse("selectedIndex \(newValue) ignored: there are \(tabs.count) tabs")
        return
      }
      select(tabs[newValue])
    }
  }

  /// The view controller of the selected tab; setting one that is not a tab is ignored with a
  /// ``Runtime/DiagnosticCode/tabSelectionRefused`` warning. The delegate is not told.
  open var selectedViewController: ViewController? {
    get { selected }
    set {
      guard let newValue, tabs.contains(where: { $0 === newValue }) else {
        refuse("selectedViewController ignored: it is not one of the tabs")
        return
      }
      select(newValue)
    }
  }

  /// The user's tap on the tab at `index`: the delegate is asked, the tab selected and the delegate
  /// told. A second tap on a selected navigation controller's tab pops it to its root, as in UIKit.
  ///
  /// - Returns: Whether the tab was selected (false: no such tab, disabled, or the delegate said no).
  package func userSelectsTab(at index: Int) -> Bool {
    guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return false }
    let candidate = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: candidate) ?? true else { return false }
    if candidate === selected, let navigation = candidate as? NavigationController {
      navigation.popToRootViewController(animated: true)
    }
    select(candidate)
    delegate?.tabBarController(self, didSelect: candidate)
    return true
  }

  private func select(_ controller: ViewController?) {
    selected = controller
    tabBar.selectedItem = controller?.tabBarItem
    showSelected()
  }

  /// Swaps the shown tab's view for the selected one's.
  private func showSelected() {
    guard let container = viewIfLoaded else { return }
    let from = shown
    let to = selected
    guard from !== to else {
      layoutTabBar()
      return
    }
    to?.loadViewIfNeeded()
    from?.beginContainerDisappearance(animated: false)
    if container.window != nil { to?.prepareContainerAppearance(animated: false) }
    if let to {
      let childView: View = to.view
      childView.frame = container.bounds
      childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(childView, belowSubview: tabBar)
    }
    shown = to
    layoutTabBar()
    from?.viewIfLoaded?.removeFromSuperview()
    to?.finishContainerAppearance()
  }

  /// Shows or hides the tab bar as the selected tab's navigation stack asks.
  func updateTabBarVisibility() {
    layoutTabBar()
  }

  /// Places the tab bar and gives the selected view controller its inset.
  func layoutTabBar() {
    let hidden =
      (selected as? NavigationController)?.viewControllers.contains { $0.hidesBottomBarWhenPushed } ?? false
    tabBar.isHidden = hidden
    for tab in tabs {
      var insets = tab.containerBarInsets
      insets.bottom = hidden ? 0 : TabBar.standardHeight
      tab.containerBarInsets = insets
    }
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let height = TabBar.standardHeight + container.safeAreaInsets.bottom
    tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  private func refuse(_ message: String) {
    let simulation = viewIfLoaded?.window?.windowScene?.simulation ?? .current
    simulation.diagnostics.record(
      .tabSelectionRefused, severity: .warning, subject: String(describing: type(of: self)), message: message)
  }
}

/// The tab bar controller's own view: it places the tab bar again at each layout pass.
private final class TabContainerView: View {
  weak var controller: TabBarController?

  override func layoutSubviews() {
    controller?.layoutTabBar()
  }
}
