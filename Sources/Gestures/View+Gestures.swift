import Controls
import ViewHierarchy

extension View {
  /// The gesture recognizers attached to the view, in the order they were added: nil until one is
  /// added, and an empty array once every one added has been removed, as in UIKit. Setting it
  /// detaches the old ones and attaches the new.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers?.compactMap { $0 as? GestureRecognizer } }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      guard let newValue else {
        attachedGestureRecognizers = nil
        return
      }
      if attachedGestureRecognizers == nil { attachedGestureRecognizers = [] }
      for recognizer in newValue { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view, which then holds it; a recognizer attached to
  /// another view moves here, as in UIKit. Adding one the view already has changes nothing.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers = (attachedGestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view; a gesture it was in the middle of is cancelled
  /// (begun) or fails (undecided). A recognizer the view does not have is ignored.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachedGestureRecognizers?.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.arena?.recognizerWasDisabled(gestureRecognizer)
    gestureRecognizer.view = nil
  }

  /// Whether `gestureRecognizer` may begin on touches in this view, as
  /// `UIView.gestureRecognizerShouldBegin(_:)`: asked of the recognizer's view and of the view the
  /// touches hit. A view answers true; an enabled `Button` or `Switch` answers false for a
  /// single-finger single-tap recognizer attached to another view, so that a tap on it runs its own
  /// action rather than an ancestor's tap recognizer, as UIKit's controls do (an app's own
  /// `Control` subclass answers true, as on iOS).
  ///
  /// - Note: Not simulated; subclasses cannot override it (Swift extensions are not overridable),
  ///   a delegate's `gestureRecognizerShouldBegin(_:)` vetoes instead.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let control = self as? Control, control is Button || control is Switch, control.isEnabled,
      gestureRecognizer.view !== self
    else { return true }
    guard let tap = gestureRecognizer as? TapGestureRecognizer else { return true }
    return !(tap.effectiveTapsRequired == 1 && tap.effectiveTouchesRequired == 1)
  }
}
