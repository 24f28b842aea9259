import Runtime
import ViewHierarchy

extension NavigationController {
  func changeStack(to newStack: [ViewController], animated: Bool) {
    for (index, controller) in newStack.enumerated() {
      if newStack[..<index].contains(where: { $0 === controller }) {
        refuse("\(describe(controller)) is in the stack already; pushing it more than once is not supported")
        return
      }
      if controller is NavigationController || controller === self {
        refuse("pushing a navigation controller is not supported")
        return
      }
    }
    let removed = stack.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !stack.contains { $0 === new } }
    for controller in removed {
      controller.willMove(toParent: nil)
      transition.leaving.append(controller)
    }
    for controller in added {
      addChild(controller)
      transition.arriving.append(controller)
    }
    stack = newStack
    navigationBar.items = newStack.map(\.navigationItem)
    layoutBars()
    guard !transition.isRunning else {
      simulationForDiagnostics.diagnostics.record(
        .navigationTransitionOverlapped, severity: .warning, subject: describe(self),
        message: "the stack changed while a transition ran; the new top is shown when it ends")
      transition.pendingAnimated = (transition.pendingAnimated ?? false) || animated
      return
    }
    showTop(animated: animated)
  }

  /// Shows the top of the stack in place of the view controller shown now.
  private func showTop(animated: Bool) {
    let from = transition.shown
    let to = stack.last
    guard let container = viewIfLoaded, from !== to else {
      if viewIfLoaded == nil { transition.shown = to }
      finishContainment()
      return
    }
    let inWindow = container.window != nil
    let animates = animated && inWindow && from != nil && to != nil
    to?.loadViewIfNeeded()
    if let to { delegate?.navigationController(self, willShow: to, animated: animates) }
    transition.isRunning = true
    if inWindow {
      from?.beginContainerDisappearance(animated: animates)
      to?.prepareContainerAppearance(animated: animates)
    }
    if let to { place(to, in: container) }
    transition.shown = to
    layoutBars()
    guard animates else {
      endTransition(from: from, to: to, animated: false)
      return
    }
    let duration = View.animationDuration(
      simulationForDiagnostics.userInterface.navigationTransitionDuration, animated: true)
    simulationForDiagnostics.runLoop.schedule(after: duration) { [weak self] in
      self?.endTransition(from: from, to: to, animated: true)
    }
  }

  private func endTransition(from: ViewController?, to: ViewController?, animated: Bool) {
    if let from, from !== transition.shown { from.viewIfLoaded?.removeFromSuperview() }
    to?.finishContainerAppearance()
    transition.isRunning = false
    finishContainment()
    if let to { delegate?.navigationController(self, didShow: to, animated: animated) }
    if let pending = transition.pendingAnimated {
      transition.pendingAnimated = nil
      showTop(animated: pending)
    }
  }

  /// The end of a change of the stack: the removed view controllers leave (`didMove(toParent:
  /// nil)`), the added ones hear `didMove(toParent: self)`.
  private func finishContainment() {
    let gone = transition.leaving.filter { old in !stack.contains { $0 === old } }
    // One still on screen (popped while its push ran) leaves when the transition that hides it ends.
    let leaving = gone.filter { $0 !== transition.shown }
    let arriving = transition.arriving.filter { new in stack.contains { $0 === new } }
    transition.leaving = gone.filter { $0 === transition.shown }
    transition.arriving = []
    for controller in leaving where controller.parent === self { controller.removeFromParent() }
    for controller in arriving { controller.didMove(toParent: self) }
  }

  private var simulationForDiagnostics: Simulation {
    viewIfLoaded?.window?.windowScene?.simulation ?? .current
  }

  func refuse(_ message: String) {
    simulationForDiagnostics.diagnostics.record(
      .navigationStackRefused, severity: .warning, subject: describe(self), message: message)
  }

  func describe(_ controller: ViewController) -> String {
    String(describing: type(of: controller))
  }
}

/// Where a navigation controller's transition is.
struct NavigationTransitionState {
  /// The view controller whose view is in the navigation controller's view (the incoming one,
  /// during a transition).
  weak var shown: ViewController?
  /// Whether an animated transition is under way.
  var isRunning = false
  /// Whether the stack changed during the transition, and whether that change asked for animation.
  var pendingAnimated: Bool?
  /// View controllers taken off the stack that have not heard `didMove(toParent: nil)` yet.
  var leaving: [ViewController] = []
  /// View controllers put on the stack that have not heard `didMove(toParent:)` yet.
  var arriving: [ViewController] = []
}
