import Runtime

extension ViewController {
  /// The view controller this one presents, if any.
  public var presentedViewController: ViewController? { presentation.presented }

  /// The view controller that presents this one, if any.
  public var presentingViewController: ViewController? { presentation.presenting }

  /// Presents `controller` full-window over this view controller's window, as a `.fullscreen` modal.
  ///
  /// The presented view fills the window, resizes with it (rotations included) and sits on top of the
  /// window's other subviews; from now on it is the topmost full-window view controller whose
  /// ``supportedInterfaceOrientations`` the scene asks. When those exclude the current orientation,
  /// the interface rotates to its ``preferredInterfaceOrientationForPresentation`` (or, if the scene
  /// cannot take that, to the first orientation it can), as UIKit does; after a dismissal the
  /// presenter's orientations decide again. The presented view controller hears `viewWillAppear(animated)`
  /// at once and `viewDidAppear(animated)` when the presentation ends, just before `completion`. A
  /// `.fullScreen` presentation takes the window subview it covers out of the window when it ends
  /// (its view controllers hearing `viewWillDisappear` at once and `viewDidDisappear` then), and the
  /// dismissal puts it back as it starts, as UIKit does; other styles leave the presenter in place. `completion` runs on the main run loop after
  /// the presentation animation (``UserInterfaceSystem/presentationDuration``), or on the next tick
  /// when not animated. Refused with a diagnostic, as UIKit refuses with a console warning, when this
  /// view controller already presents one, `controller` is already presented, or this view
  /// controller's view is not in a window; `completion` does not run then.
  /// - Parameters:
  ///   - controller: the view controller to present.
  ///   - animated: whether the presentation takes time.
  ///   - completion: runs once the presentation has finished.
  public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    let simulation = simulationOfView
    let refusal: String?
    if let presented = presentation.presented {
      refusal = "it is already presenting \(appleTypeName(of: type(of: presented)))"
    } else if controller.presentation.presenting != nil || controller === self {
      refusal = "\(appleTypeName(of: type(of: controller))) is already presented"
    } else if viewIfLoaded?.window == nil {
      refusal = "its view is not in the window hierarchy"
    } else {
      refusal = nil
    }
    guard refusal == nil, let window = viewIfLoaded?.window else {
      refusePresentation("present ignored: \(refusal ?? "")", simulation: simulation)
      return
    }
    presentation.presented = controller
    controller.presentation.presenting = self
    let presentedView: View = controller.view
    controller.presentation.appearsAnimated = animated
    presentedView.frame = window.bounds
    presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let covered = controller.modalPresentationStyle == .fullScreen ? coveredWindowSubview(in: window) : nil
    if let covered {
      covered.view.forEachOwningViewController { $0.beginDisappearance(animated: animated) }
    }
    window.addSubview(presentedView)
    window.windowScene?.topmostViewControllerChanged(preferring: controller)
    let duration = View.animationDuration(simulation.userInterface.presentationDuration, animated: animated)
    simulation.runLoop.schedule(after: duration) {
      if let covered, controller.presentation.presenting != nil, covered.view.window === window {
        // UIKit takes the presenter's view out once a full-screen presentation has covered it.
        covered.view.forEachOwningViewController { $0.presentation.disappearsAnimated = animated }
        controller.presentation.coveredView = covered
        covered.view.removeFromSuperview()
      }
      controller.finishAppearance()
      completion?()
    }
  }

  /// The window's subview that holds this view controller's view: what a full-screen presentation
  /// over it covers.
  private func coveredWindowSubview(in window: Window) -> (view: View, index: Int)? {
    var view = viewIfLoaded
    while let current = view, current.superview !== window { view = current.superview }
    guard let view, let index = view.indexInSuperview else { return nil }
    return (view, index)
  }

  /// Dismisses the view controller this one presents, or this one when it is presented.
  ///
  /// Every view controller presented above the dismissed one goes with it. The views leave the window
  /// when the animation ends; `completion` runs then on the main run loop (the next tick when not
  /// animated). Refused with a diagnostic, without running `completion`, when nothing is presented or
  /// a dismissal is already under way.
  /// - Parameters:
  ///   - animated: whether the dismissal takes time.
  ///   - completion: runs once the dismissal has finished.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let simulation = simulationOfView
    guard let presenter = presentation.presented != nil ? self : presentation.presenting,
      let presented = presenter.presentation.presented
    else {
      refusePresentation("dismiss ignored: nothing is presented", simulation: simulation)
      return
    }
    guard !presenter.presentation.isDismissing else {
      refusePresentation("dismiss ignored: a dismissal is already under way", simulation: simulation)
      return
    }
    presenter.presentation.isDismissing = true
    presented.beginDisappearanceOfPresentationChain(animated: animated)
    let uncovered = presented.restoreCoveredView(animated: animated)
    let duration = View.animationDuration(simulation.userInterface.presentationDuration, animated: animated)
    simulation.runLoop.schedule(after: duration) {
      presenter.finishDismissal(of: presented)
      if let uncovered { uncovered.forEachOwningViewController { $0.finishAppearance() } }
      completion?()
    }
  }

  /// At the start of a full-screen presentation's dismissal: the view it covered goes back into the
  /// window under it, its view controllers hearing `viewWillAppear(animated)` (and `viewDidAppear`
  /// when the dismissal ends).
  /// - Returns: The view put back, if any.
  private func restoreCoveredView(animated: Bool) -> View? {
    guard let covered = presentation.coveredView, let window = viewIfLoaded?.window else { return nil }
    presentation.coveredView = nil
    covered.view.forEachOwningViewController { $0.presentation.appearsAnimated = animated }
    covered.view.frame = window.bounds
    window.insertSubview(covered.view, at: min(covered.index, window.subviews.count))
    return covered.view
  }

  var simulationOfView: Simulation { viewIfLoaded?.window?.windowScene?.simulation ?? .current }

  /// The start of a dismissal: `viewWillDisappear(animated)` for this view controller and every one
  /// it presents, top first, as UIKit sends it when the transition starts; `viewDidDisappear`
  /// follows when the views leave the window at its end.
  private func beginDisappearanceOfPresentationChain(animated: Bool) {
    for controller in presentationChain.reversed() where controller.viewIfLoaded?.window != nil {
      controller.presentation.disappearsAnimated = animated
      controller.beginDisappearance(animated: animated)
    }
  }

  /// This view controller and every one presented above it, bottom first.
  private var presentationChain: [ViewController] {
    var chain: [ViewController] = []
    var next: ViewController? = self
    while let current = next {
      chain.append(current)
      next = current.presentation.presented
    }
    return chain
  }

  private func finishDismissal(of presented: ViewController) {
    for controller in presented.presentationChain.reversed() {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.presentation = PresentationLinks()
    }
    presentation.presented = nil
    presentation.isDismissing = false
    viewIfLoaded?.window?.windowScene?.topmostViewControllerChanged(preferring: nil)
  }

  private func refusePresentation(_ message: String, simulation: Simulation) {
    simulation.diagnostics.record(
      .presentationRefused, severity: .warning, subject: appleTypeName(of: type(of: self)), message: message)
  }
}
