import Foundation

extension Layer {
  /// Asks for ``layoutSublayers()`` at the next ``layoutIfNeeded()``; on a view's layer, asks for
  /// the view's layout (`view.setNeedsLayout()`), as the two are one on iOS.
  public func setNeedsLayout() {
    if let view = rootOfView { view.setNeedsLayout() } else { layoutIsPending = true }
  }

  /// Whether ``layoutSublayers()`` will run at the next ``layoutIfNeeded()``.
  public func needsLayout() -> Bool {
    rootOfView?.needsLayout ?? layoutIsPending
  }

  /// Lays out the tree from the highest ancestor that needs layout down, as Core Animation does:
  /// each layer that asked for it runs ``layoutSublayers()`` (a view's layer lays out its view).
  public func layoutIfNeeded() {
    var top = self
    while let parent = top.superlayer, parent.needsLayout() { top = parent }
    top.layOutSubtree()
  }

  /// Asks for ``display()``: it runs on the main run loop's next turn, or at ``displayIfNeeded()``
  /// if that comes first, once however many times it was asked.
  public func setNeedsDisplay() {
    guard !displayIsPending else { return }
    displayIsPending = true
    simulation.runLoop.perform { [weak self] in self?.displayIfNeeded() }
  }

  /// Asks for ``display()``; the simulator redraws the whole layer, whatever `rect` is.
  public func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  /// Whether ``display()`` is due.
  public func needsDisplay() -> Bool {
    displayIsPending
  }

  /// Runs ``display()`` now if it was asked for.
  public func displayIfNeeded() {
    guard displayIsPending else { return }
    displayIsPending = false
    display()
  }

  private func layOutSubtree() {
    if let view = rootOfView {
      view.layoutIfNeeded()
    } else if layoutIsPending {
      layoutIsPending = false
      layoutSublayers()
    }
    for sublayer in orderedSublayers { sublayer.layOutSubtree() }
  }
}
