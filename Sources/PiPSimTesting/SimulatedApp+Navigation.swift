import PiPSim

extension SimulatedApp {
  /// The user taps the back button of `navigationController`'s bar: it pops, animated, if the bar
  /// shows a back button (an item below the top one, the top item not hiding it) and is in a window.
  ///
  /// - Returns: Whether the tap reached the back button.
  @discardableResult
  public func tapBackButton(of navigationController: NavigationController) -> Bool {
    let bar = navigationController.navigationBar
    guard bar.showsBackButton, isReachable(bar) else { return false }
    navigationController.popViewController(animated: true)
    return true
  }

  /// The user taps the tab at `index` of `tabBarController`'s bar: the delegate is asked
  /// (`shouldSelect`), the tab selected and the delegate told (`didSelect`), as UIKit does for the
  /// user's choices only.
  ///
  /// - Returns: Whether the tab was selected (false: no such tab, a disabled item, a tab bar not on
  ///   screen, or the delegate said no).
  @discardableResult
  public func selectTab(_ index: Int, of tabBarController: TabBarController) -> Bool {
    guard isReachable(tabBarController.tabBar) else { return false }
    return tabBarController.userSelectsTab(at: index)
  }

  /// The user taps `item` in a bar on screen: its primary action runs, else its target's action.
  ///
  /// The item is reachable when it is enabled and shown in a navigation bar or toolbar that is on
  /// screen (the items of the top view controller's navigation item, or the toolbar's items). An
  /// item with a custom view is tapped through that view, as UIKit sends it the touches.
  /// - Returns: Whether the tap reached the item.
  @discardableResult
  public func tap(_ item: BarButtonItem) -> Bool {
    guard item.isEnabled, item.customView == nil, isShownOnScreen(item) else { return false }
    item.performTap()
    return true
  }

  private func isShownOnScreen(_ item: BarButtonItem) -> Bool {
    var views: [View] = [window]
    while let view = views.popLast() {
      views.append(contentsOf: view.subviews)
      if let bar = view as? NavigationBar, let top = bar.topItem, isReachable(bar) {
        let items = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
        if items.contains(where: { $0 === item }) { return true }
      }
      if let toolbar = view as? Toolbar, isReachable(toolbar),
        toolbar.items?.contains(where: { $0 === item }) == true
      {
        return true
      }
    }
    return false
  }

  /// Whether a touch reaches `view`: it is in a window and neither it nor a view above it is
  /// hidden, takes no touches, or has an alpha below 0.01.
  private func isReachable(_ view: View) -> Bool {
    guard view.window != nil else { return false }
    var current: View? = view
    while let candidate = current {
      guard !candidate.isHidden, candidate.isUserInteractionEnabled, candidate.alpha >= 0.01 else {
        return false
      }
      current = candidate.superview
    }
    return true
  }
}
