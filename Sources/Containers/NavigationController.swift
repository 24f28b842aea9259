import Foundation
import Gestures
import Runtime
import ViewHierarchy

/// A stack of view controllers shown one at a time under a navigation bar: the simulator's
/// `UINavigationController`. Open for subclassing.
///
/// Only the top view controller's view is in the navigation controller's view (both, during an
/// animated transition), filling it; its safe area includes the navigation bar while the bar is
/// shown (and the toolbar while that is shown). Pushing and popping make the view controllers
/// children, with UIKit's order of containment and appearance calls: `willMove(toParent:)` as the
/// stack changes, then `viewWillDisappear` of the old top and `viewWillAppear` of the new, then,
/// when the transition ends (after ``ViewHierarchy/UserInterfaceSystem/navigationTransitionDuration`` when
/// animated), `viewDidDisappear` and `viewDidAppear`, then `didMove(toParent:)`, then the
/// delegate's `didShow`. Appearance calls come only while the navigation controller's view is in a
/// window; an animated change outside a window happens at once.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The bar at the top.
  public let navigationBar: NavigationBar
  /// The bar at the bottom, hidden by default.
  public let toolbar: Toolbar!
  /// The object told about transitions, held weakly.
  open weak var delegate: NavigationControllerDelegate?

  /// Whether the navigation bar is hidden (false by default); setting it is
  /// ``setNavigationBarHidden(_:animated:)`` without animation.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Whether the toolbar is hidden (true by default).
  open var isToolbarHidden: Bool {
    get { toolbar.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Whether a tap on the content hides and shows the bars.
  ///
  /// - Note: Stored only; not simulated.
  open var hidesBarsOnTap = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UINavigationController.hidesBarsOnTap") }
  }
  /// Whether a swipe on the content hides and shows the bars.
  ///
  /// - Note: Stored only; not simulated.
  open var hidesBarsOnSwipe = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UINavigationController.hidesBarsOnSwipe") }
  }
  /// Whether the bars hide while the keyboard is shown.
  ///
  /// - Note: Stored only; not simulated.
  open var hidesBarsWhenKeyboardAppears = false {
    didSet {
      Simulation.current.diagnostics.recordNotSimulated("UINavigationController.hidesBarsWhenKeyboardAppears")
    }
  }
  /// Whether the bars hide in a compact-height environment.
  ///
  /// - Note: Stored only; not simulated.
  open var hidesBarsWhenVerticallyCompact = false {
    didSet {
      Simulation.current.diagnostics.recordNotSimulated(
        "UINavigationController.hidesBarsWhenVerticallyCompact")
    }
  }

  var stack: [ViewController] = []
  var transition = NavigationTransitionState()

  /// The recognizer of the user's swipe in from the left edge that pops the top view controller
  /// (`UINavigationController.interactivePopGestureRecognizer`): a screen-edge pan on the
  /// controller's view. A swipe that ends past half the view's width pops, animated; a shorter one,
  /// or one over the root view controller, does nothing. Apps disable it (`isEnabled = false`) or
  /// give it a delegate, as on iOS.
  public private(set) var interactivePopGestureRecognizer: GestureRecognizer?

  /// Creates a navigation controller with an empty stack (UIKit's designated initializer); the nib
  /// is kept and otherwise ignored, as for every view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = NavigationBar()
    toolbar = Toolbar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    configure()
  }

  /// Creates a navigation controller whose bars are instances of the given classes (subclasses of
  /// ``NavigationBar`` and ``Toolbar``); nil, or a class that is not one, gives the standard bar.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    navigationBar = (navigationBarClass as? NavigationBar.Type)?.init(frame: CGRect.zero) ?? NavigationBar()
    toolbar = (toolbarClass as? Toolbar.Type)?.init(frame: CGRect.zero) ?? Toolbar()
    super.init(nibName: nil, bundle: nil)
    configure()
  }

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
  public convenience init(rootViewController: ViewController) {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller from an archive; there are none on Linux (see
  /// `ViewController.init(coder:)`): it starts with an empty stack.
  public required init?(coder: NSCoder) {
    navigationBar = NavigationBar()
    toolbar = Toolbar()
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    let edgeSwipe = ScreenEdgePanGestureRecognizer(
      target: self, action: NavigationController.interactivePopDidChange)
    edgeSwipe.edges = .left
    interactivePopGestureRecognizer = edgeSwipe
    toolbar.isHidden = true
    navigationBar.items = []
    showHandler = { [weak self] controller, _ in self?.pushViewController(controller, animated: true) }
  }

  /// Makes the navigation controller's view, with the bars and the top view controller's view.
  open override func loadView() {
    let container = NavigationContainerView(frame: Screen.main.bounds)
    container.controller = self
    view = container
    container.addSubview(toolbar)
    container.addSubview(navigationBar)
    if let interactivePopGestureRecognizer { container.addGestureRecognizer(interactivePopGestureRecognizer) }
    if let top = stack.last {
      transition.shown = top
      place(top, in: container)
    }
    layoutBars()
  }

  private func interactivePopDidChange(_ edgeSwipe: ScreenEdgePanGestureRecognizer) {
    guard edgeSwipe.state == .ended, stack.count > 1, let view = viewIfLoaded else { return }
    if edgeSwipe.translation(in: view).x > view.bounds.width / 2 { _ = popViewController(animated: true) }
  }

  /// The view controllers of the stack, bottom first; setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  open var topViewController: ViewController? { stack.last }

  /// The view controller the user sees: one presented modally over the navigation controller or
  /// its top view controller, else the top view controller.
  open var visibleViewController: ViewController? {
    guard var visible = presentedViewController ?? topViewController?.presentedViewController else {
      return topViewController
    }
    while let next = visible.presentedViewController { visible = next }
    return visible
  }

  /// Pushes `viewController` onto the stack and shows it, sliding in when `animated`.
  ///
  /// UIKit raises an exception for a view controller already in the stack and for a navigation
  /// controller; here the push is ignored with a ``Runtime/DiagnosticCode/navigationStackRefused``
  /// warning.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    changeStack(to: stack + [viewController], animated: animated)
  }

  /// Pops the top view controller and shows the one below it.
  ///
  /// - Returns: The popped view controller; nil, with nothing changed, when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    changeStack(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every view controller above the root.
  ///
  /// - Returns: The popped view controllers, bottom first (empty when the root is on top).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return [] }
    let popped = Array(stack.dropFirst())
    if !popped.isEmpty { changeStack(to: [root], animated: animated) }
    return popped
  }

  /// Pops the view controllers above `viewController`.
  ///
  /// - Returns: The popped view controllers, bottom first; nil, with a
  ///   ``Runtime/DiagnosticCode/navigationStackRefused`` warning, when `viewController` is not in
  ///   the stack (UIKit raises an exception).
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      refuse("popToViewController ignored: \(describe(viewController)) is not in the stack")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { changeStack(to: Array(stack[...index]), animated: animated) }
    return popped
  }

  /// Replaces the stack with `viewControllers` and shows the new top.
  ///
  /// Animated, the change is a push when the new top was not in the stack and a pop when it was.
  /// An empty array empties the stack and shows nothing, as UIKit does. A list naming a view
  /// controller twice, or a navigation controller, is refused with a
  /// ``Runtime/DiagnosticCode/navigationStackRefused`` warning (UIKit raises an exception).
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    changeStack(to: viewControllers, animated: animated)
  }

  /// Shows or hides the navigation bar; the safe area of the view controller below follows at
  /// once (the bar's slide is not timed).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
    layoutBars()
  }

  /// Shows or hides the toolbar; the safe area of the view controller above follows at once.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbar.isHidden = hidden
    layoutBars()
  }

  /// Places the bars and the shown view controllers' views in the navigation controller's view,
  /// and gives each view controller of the stack the bars' insets.
  func layoutBars() {
    let barInsets = EdgeInsets(
      top: navigationBar.isHidden ? 0 : NavigationBar.standardHeight, left: 0,
      bottom: toolbar.isHidden ? 0 : Toolbar.standardHeight, right: 0)
    for controller in stack { controller.containerBarInsets = barInsets }
    toolbar.items = stack.last?.toolbarItems
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let insets = container.safeAreaInsets
    navigationBar.frame = CGRect(
      x: bounds.minX, y: bounds.minY + insets.top, width: bounds.width, height: NavigationBar.standardHeight)
    toolbar.frame = CGRect(
      x: bounds.minX, y: bounds.maxY - insets.bottom - Toolbar.standardHeight, width: bounds.width,
      height: Toolbar.standardHeight)
    tabBarController?.updateTabBarVisibility()
  }

  /// Puts `controller`'s view into `container`, filling it, under the bars.
  func place(_ controller: ViewController, in container: View) {
    let childView: View = controller.view
    childView.frame = container.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(childView, belowSubview: toolbar)
  }
}

/// The navigation controller's own view: it places the bars again at each layout pass (a rotation,
/// a change of its safe area).
private final class NavigationContainerView: View {
  weak var controller: NavigationController?

  override func layoutSubviews() {
    controller?.layoutBars()
  }
}
