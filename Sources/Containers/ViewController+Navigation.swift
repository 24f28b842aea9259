import Runtime
import ViewHierarchy

extension ViewController {
  /// The item the navigation bar shows while this view controller is on top, made on first use; its
  /// title follows the view controller's ``ViewHierarchy/ViewController/title`` until set.
  public var navigationItem: NavigationItem {
    if let item = containerAttachments[AttachmentKey.navigationItem] as? NavigationItem { return item }
    let item = NavigationItem(owner: self)
    containerAttachments[AttachmentKey.navigationItem] = item
    return item
  }

  /// The item that stands for this view controller in a tab bar, made on first use with the view
  /// controller's title.
  public var tabBarItem: TabBarItem! {
    get {
      if let item = containerAttachments[AttachmentKey.tabBarItem] as? TabBarItem { return item }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      containerAttachments[AttachmentKey.tabBarItem] = item
      return item
    }
    set { containerAttachments[AttachmentKey.tabBarItem] = newValue }
  }

  /// Whether a tab bar controller hides its tab bar while this view controller is in the stack of
  /// the navigation controller in the selected tab (false by default).
  public var hidesBottomBarWhenPushed: Bool {
    get { (containerAttachments[AttachmentKey.hidesBottomBar] as? FlagBox)?.value ?? false }
    set { containerAttachments[AttachmentKey.hidesBottomBar] = FlagBox(value: newValue) }
  }

  /// The items a navigation controller's toolbar shows while this view controller is on top.
  public var toolbarItems: [BarButtonItem]? {
    get { (containerAttachments[AttachmentKey.toolbarItems] as? ToolbarItemsBox)?.items }
    set {
      containerAttachments[AttachmentKey.toolbarItems] = ToolbarItemsBox(items: newValue)
      navigationController?.layoutBars()
    }
  }

  /// Sets ``toolbarItems``; the animation is not simulated.
  public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// The nearest navigation controller among this view controller's ancestors, if any.
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest tab bar controller among this view controller's ancestors, if any.
  public var tabBarController: TabBarController? {
    nearestAncestor(TabBarController.self)
  }

  private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
    var candidate = parent
    while let current = candidate {
      if let container = current as? Container { return container }
      candidate = current.parent
    }
    return nil
  }
}

private enum AttachmentKey {
  static let navigationItem = "navigationItem"
  static let tabBarItem = "tabBarItem"
  static let hidesBottomBar = "hidesBottomBarWhenPushed"
  static let toolbarItems = "toolbarItems"
}

private final class FlagBox {
  let value: Bool
  init(value: Bool) { self.value = value }
}

private final class ToolbarItemsBox {
  let items: [BarButtonItem]?
  init(items: [BarButtonItem]?) { self.items = items }
}
