import Runtime

extension View {
  /// Adds `view` on top of the subviews, first removing it from its superview, as UIKit does.
  ///
  /// Adding a view that is already a subview moves it to the front. Adding a view to itself or to
  /// one of its descendants is refused (a cycle) with a diagnostic.
  public func addSubview(_ view: View) {
    view.move(to: self, at: Int.max)
  }

  /// Inserts `view` at `index` among the subviews, first removing it from its superview.
  ///
  /// `index` is clamped to the valid range, so an index past the end appends.
  public func insertSubview(_ view: View, at index: Int) {
    view.move(to: self, at: index)
  }

  /// Moves `view`, a subview of this view, to the front; does nothing for any other view.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    view.move(to: self, at: Int.max)
  }

  /// Moves `view`, a subview of this view, to the back; does nothing for any other view.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    view.move(to: self, at: 0)
  }

  /// Inserts `view` just above `sibling` among the subviews; appends when `sibling` is not a subview.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = sibling.superview === self ? sibling.indexInSuperview.map { $0 + 1 } : nil
    insertKeepingOrder(view, at: index ?? Int.max)
  }

  /// Inserts `view` just below `sibling` among the subviews; appends when `sibling` is not a subview.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = sibling.superview === self ? sibling.indexInSuperview : nil
    insertKeepingOrder(view, at: index ?? Int.max)
  }

  /// Detaches the view from its superview and window; does nothing when it has no superview.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    move(to: nil, at: 0)
  }

  /// The view's index among its superview's subviews.
  public var indexInSuperview: Int? {
    superview?.subviews.firstIndex { $0 === self }
  }

  /// Inserts `view` at `index` of the subviews as they are now, counting from before it moves out.
  private func insertKeepingOrder(_ view: View, at index: Int) {
    var target = index
    if view.superview === self, let current = view.indexInSuperview, current < index { target -= 1 }
    view.move(to: self, at: target)
  }

  private func move(to newSuperview: View?, at index: Int) {
    if let newSuperview, newSuperview.isDescendant(of: self) {
      Simulation.current.diagnostics.record(
        .viewHierarchyCycle, severity: .warning, subject: appleTypeName(of: type(of: self)),
        message: "addSubview ignored: a view cannot be added to itself or to one of its descendants")
      return
    }
    let oldSuperview = superview
    let oldWindow = window
    let newWindow = newSuperview?.window
    let windowChanges = oldWindow !== newWindow
    willMove(toSuperview: newSuperview)
    if oldSuperview !== newSuperview { (oldSuperview as? any SubviewArranging)?.subviewWillLeave(self) }
    let carriedConstraints = oldSuperview === newSuperview ? [] : LayoutEngine.subtreeWillMove(self)
    if windowChanges { forEachInSubtree { $0.windowWillChange(from: oldWindow, to: newWindow) } }
    oldSuperview?.subviews.removeAll { $0 === self }
    var insertedIndex: Int?
    if let newSuperview {
      let clamped = min(max(index, 0), newSuperview.subviews.count)
      newSuperview.subviews.insert(self, at: clamped)
      insertedIndex = clamped
    }
    superview = newSuperview
    LayoutEngine.subtreeDidMove(carrying: carriedConstraints)
    didMoveToSuperview()
    if windowChanges { forEachInSubtree { $0.windowDidChange(from: oldWindow, to: newWindow) } }
    let move = ViewMove(view: self, from: oldSuperview, to: newSuperview, index: insertedIndex)
    let simulation = (newWindow?.windowScene ?? oldWindow?.windowScene)?.simulation ?? Simulation.current
    move.trace(on: simulation.mainTrack)
    simulation.userInterface.hierarchyChanges.notify(.viewMoved(move))
  }

  private func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }

  /// Calls `body` with the view controller of every view in this subtree that has one, outermost
  /// first.
  func forEachOwningViewController(_ body: (ViewController) -> Void) {
    forEachInSubtree { view in
      if let owner = view.owningViewController { body(owner) }
    }
  }

  private func windowWillChange(from oldWindow: Window?, to newWindow: Window?) {
    // A view leaving its window takes the focus with it, unasked, as UIKit's does.
    if let oldWindow, oldWindow.focusedView(in: self) != nil { oldWindow.takeFocus() }
    owningViewController?.viewWillMoveWindow(from: oldWindow, to: newWindow)
    willMove(toWindow: newWindow)
  }

  private func windowDidChange(from oldWindow: Window?, to newWindow: Window?) {
    didMoveToWindow()
    owningViewController?.viewDidMoveWindow(from: oldWindow, to: newWindow)
  }
}
