import Runtime

extension ViewController {
  /// Insets the app adds to the view's safe area (`UIViewController.additionalSafeAreaInsets`), on
  /// top of what the window and the containers' bars cover; setting them lays the view out again.
  public var additionalSafeAreaInsets: EdgeInsets {
    get { containerState.additionalSafeAreaInsets }
    set {
      containerState.additionalSafeAreaInsets = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// How far the bars of the container that shows this view controller (a navigation bar, a
  /// toolbar, a tab bar) reach over its view; part of the view's safe area.
  package var containerBarInsets: EdgeInsets {
    get { containerState.barInsets }
    set {
      guard containerState.barInsets != newValue else { return }
      containerState.barInsets = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Values the container modules keep on every view controller (its navigation item, its tab bar
  /// item), by key.
  package var containerAttachments: [String: AnyObject] {
    get { containerState.attachments }
    set { containerState.attachments = newValue }
  }

  /// What shows a view controller for this one and its descendants in ``show(_:sender:)``: set by a
  /// navigation controller to push.
  package var showHandler: ((ViewController, Any?) -> Void)? {
    get { containerState.showHandler }
    set { containerState.showHandler = newValue }
  }

  /// A container's start of a transition that brings this view controller's view into its window:
  /// `viewWillAppear(animated)` comes when the view enters the window and `viewDidAppear` waits for
  /// ``finishContainerAppearance()``.
  package func prepareContainerAppearance(animated: Bool) {
    presentation.appearsAnimated = animated
  }

  /// The end of a container's transition: `viewDidAppear` for a view that appeared in it.
  package func finishContainerAppearance() {
    finishAppearance()
  }

  /// A container's start of a transition that takes this view controller's view out of its window:
  /// `viewWillDisappear(animated)` now, `viewDidDisappear(animated)` when the view leaves.
  package func beginContainerDisappearance(animated: Bool) {
    guard viewIfLoaded?.window != nil else { return }
    presentation.disappearsAnimated = animated
    beginDisappearance(animated: animated)
  }
}

/// The container-facing state of one view controller.
@MainActor
struct ContainerState {
  var additionalSafeAreaInsets = EdgeInsets.zero
  var barInsets = EdgeInsets.zero
  var attachments: [String: AnyObject] = [:]
  var showHandler: ((ViewController, Any?) -> Void)?
}
