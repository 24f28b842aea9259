import Foundation
import Runtime

/// Manages one view and its appearance: the simulator's `UIViewController`, a ``Responder``. Open
/// for subclassing, with UIKit's initializers: `init(nibName:bundle:)` is the designated one,
/// `init?(coder:)` is required, and `init()` is a convenience over `init(nibName: nil, bundle: nil)`,
/// so a subclass's own `init()` calls `super.init(nibName: nil, bundle: nil)`, as on iOS.
///
/// The view is created on first access (``loadView()`` then ``viewDidLoad()``). Appearance callbacks
/// follow the view into and out of windows: `viewWillAppear` before it enters a window,
/// `viewDidAppear` after (for a presented view controller, when the presentation ends, both told
/// whether it animates); `viewWillDisappear` / `viewDidDisappear` around leaving. Moving between
/// two windows is neither.
@preconcurrency @MainActor
open class ViewController: Responder {
  /// Where the view controller's view is in its appearance cycle.
  public enum AppearanceState: Sendable {
    /// Not in a window.
    case disappeared
    /// About to enter a window.
    case appearing
    /// In a window.
    case appeared
    /// About to leave its window.
    case disappearing
  }

  /// A title for the view controller (shown by navigation and alerts).
  public var title: String?
  /// The size the view controller would like its container to give it (zero: no preference).
  open var preferredContentSize: CGSize = .zero
  /// Where the view is in its appearance cycle.
  public private(set) var appearanceState = AppearanceState.disappeared
  /// The child view controllers, in the order they were added.
  public internal(set) var children: [ViewController] = []
  /// The containing view controller, held weakly.
  public internal(set) weak var parent: ViewController?

  /// The orientations the view controller supports when it is the root or topmost full-window one.
  ///
  /// Defaults to ``InterfaceOrientationMask/all`` on an iPad and
  /// ``InterfaceOrientationMask/allButUpsideDown`` on an iPhone. After changing what an override
  /// returns, call ``setNeedsUpdateOfSupportedInterfaceOrientations()``.
  open var supportedInterfaceOrientations: InterfaceOrientationMask { defaultSupportedInterfaceOrientations }

  /// Whether the interface follows the user rotating the device (default true).
  open var shouldAutorotate: Bool { true }

  /// Whether the view controller wants the status bar hidden (default false).
  ///
  /// Read when ``setNeedsStatusBarAppearanceUpdate()`` is called on the view controller that decides
  /// the scene's appearance, or on one of its children.
  open var prefersStatusBarHidden: Bool { false }

  /// The child whose ``prefersStatusBarHidden`` counts instead of this one's (default nil).
  open var childForStatusBarHidden: ViewController? { nil }

  /// The status bar's style the view controller wants (default `.default`; recorded, not drawn).
  open var preferredStatusBarStyle: StatusBarStyle { .default }

  /// Whether the view controller would like the Home indicator hidden (default false; recorded).
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  /// How the view controller wants to be presented (default `.automatic`).
  ///
  /// Recorded: ``present(_:animated:completion:)`` presents every style full-window, as
  /// `.fullScreen` (a sheet's orientation rules are not modelled).
  public var modalPresentationStyle = ModalPresentationStyle.automatic

  /// The orientation to present the view controller in when its supported orientations exclude the
  /// current one (default: the first it supports, in the order portrait, landscape-right,
  /// landscape-left, upside-down).
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    supportedInterfaceOrientations.preferredOrientation ?? .portrait
  }

  var presentation = PresentationLinks()
  var containerState = ContainerState()
  private var loadedView: View?

  /// Creates a view controller whose view is not loaded yet (`init(nibName: nil, bundle: nil)`).
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller whose view is not loaded yet (UIKit's designated initializer, which
  /// subclasses call as `super.init(nibName: nil, bundle: nil)`). There are no nib files on Linux:
  /// a nib name is kept in ``nibName`` and otherwise ignored, and the view comes from ``loadView()``.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive, as a storyboard would (UIKit's `init?(coder:)`).
  ///
  /// There are no archives on Linux: the view controller starts as one made in code. Declared
  /// `required`, as in UIKit, so that subclasses written for iOS (`required init?(coder: NSCoder)`)
  /// compile unchanged.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The nib name given at creation (nothing is loaded from it).
  public private(set) var nibName: String?
  /// The bundle given at creation.
  public private(set) var nibBundle: Bundle?

  /// The managed view, loaded on first access (UIKit's `view: UIView!`).
  ///
  /// Reading it loads the view (``loadView()`` then ``viewDidLoad()``) if it is not loaded yet.
  /// Setting a view replaces the loaded one; setting nil unloads it, so that the next read loads
  /// it again, as UIKit does.
  public var view: View! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? installView(View(frame: simulationOfView.service(Screen.self).bounds))
      viewDidLoad()
      return view
    }
    set {
      guard let newValue else {
        loadedView?.owningViewController = nil
        loadedView = nil
        return
      }
      installView(newValue)
    }
  }

  /// The superview of the view controller's view (the window, for a window's root view controller),
  /// else the view controller that presented it, as UIKit's responder chain runs.
  open override var next: Responder? { loadedView?.superview ?? presentingViewController }

  package override var responderWindow: Window? { loadedView?.window }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Creates the view; the default makes a plain ``View`` with the screen's bounds, as UIKit does
  /// for a view controller made in code. Overrides set ``view`` and do not call super.
  open func loadView() {
    view = View(frame: simulationOfView.service(Screen.self).bounds)
  }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Called once, after the view was loaded.
  open func viewDidLoad() {}

  /// Called before the view lays out its subviews (before its `layoutSubviews()`).
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called when the view's safe-area insets changed (at the layout pass that notices it).
  open func viewSafeAreaInsetsDidChange() {}

  /// Called before the view enters a window.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view entered a window.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves its window.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Presents `viewController` in the way the containing view controllers choose
  /// (`show(_:sender:)`).
  ///
  /// Inside a navigation controller it is pushed; otherwise the window's root view controller
  /// presents it modally, as UIKit's default does.
  open func show(_ viewController: ViewController, sender: Any?) {
    var candidate: ViewController? = self
    while let current = candidate {
      if let showHandler = current.showHandler {
        showHandler(viewController, sender)
        return
      }
      candidate = current.parent ?? current.presentingViewController
    }
    let root = viewIfLoaded?.window?.rootViewController ?? self
    root.present(viewController, animated: true)
  }

  /// Called before the view controller is added to or removed from a parent (nil).
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the view controller was added to or removed from a parent (nil).
  open func didMove(toParent parent: ViewController?) {}

  /// Called before the interface rotates to `size`; register animations with `coordinator`.
  ///
  /// The view still has its old size. The default forwards the call to the children and the
  /// presented view controller; overrides call super.
  open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    forwardViewWillTransition(to: size, with: coordinator)
  }

  @discardableResult
  private func installView(_ newView: View) -> View {
    loadedView?.owningViewController = nil
    loadedView = newView
    newView.owningViewController = self
    return newView
  }

  /// The end of this view controller's presentation: `viewDidAppear`, if its view is still appearing.
  func finishAppearance() {
    guard let animated = presentation.appearsAnimated else { return }
    presentation.appearsAnimated = nil
    guard appearanceState == .appearing else { return }
    appearanceState = .appeared
    viewDidAppear(animated)
  }

  func viewWillMoveWindow(from oldWindow: Window?, to newWindow: Window?) {
    if oldWindow == nil, newWindow != nil {
      appearanceState = .appearing
      viewWillAppear(presentation.appearsAnimated ?? false)
    } else if oldWindow != nil, newWindow == nil, presentation.disappearsAnimated == nil {
      beginDisappearance(animated: false)
    }
  }

  /// `viewWillDisappear(animated)`, once per disappearance.
  func beginDisappearance(animated: Bool) {
    guard appearanceState == .appeared || appearanceState == .appearing else { return }
    appearanceState = .disappearing
    viewWillDisappear(animated)
  }

  func viewDidMoveWindow(from oldWindow: Window?, to newWindow: Window?) {
    if oldWindow == nil, newWindow != nil {
      // A presented view controller appears when its presentation ends (finishAppearance()).
      guard presentation.appearsAnimated == nil else { return }
      appearanceState = .appeared
      viewDidAppear(false)
    } else if oldWindow != nil, newWindow == nil {
      let animated = presentation.disappearsAnimated ?? false
      presentation.disappearsAnimated = nil
      appearanceState = .disappeared
      viewDidDisappear(animated)
    }
  }
}
