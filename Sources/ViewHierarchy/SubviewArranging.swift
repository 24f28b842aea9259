/// A view that arranges some of its subviews itself and must hear when one is hidden, shown or
/// leaves it: the stack view, which collapses hidden arranged views and forgets removed ones.
@MainActor
package protocol SubviewArranging: AnyObject {
  /// Called after `subview`'s ``View/isHidden`` changed.
  func subviewIsHiddenDidChange(_ subview: View)
  /// Called before `subview` moves out of this view (removed, or added to another view).
  func subviewWillLeave(_ subview: View)
}

extension View {
  /// Tells an arranging superview that the view was hidden or shown.
  func isHiddenDidChange(from oldValue: Bool) {
    guard isHidden != oldValue else { return }
    (superview as? any SubviewArranging)?.subviewIsHiddenDidChange(self)
  }
}
