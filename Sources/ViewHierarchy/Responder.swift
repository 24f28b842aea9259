import Foundation

/// An object that can answer touches and pass them on: the simulator's `UIResponder`, the base of
/// ``View`` and ``ViewController``.
///
/// As on iOS it is an `NSObject` (Foundation's), so responders compare with `==` and hash by
/// identity (`isEqual(_:)`, `hash`) unless a subclass overrides those. The touch methods forward to
/// ``next`` by default, so touches a view does not handle climb the responder chain as UIKit's do;
/// an override that handles them does not call super.
@preconcurrency @MainActor
open class Responder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, the one an unhandled event goes to; nil for a plain
  /// responder. A view answers its view controller if it is one's view, else its superview; a view
  /// controller answers its view's superview, or the view controller that presented it.
  open var next: Responder? { nil }

  /// Whether the responder can take the keyboard's focus (`canBecomeFirstResponder`): false, true for
  /// an enabled text field.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up the focus when asked (`canResignFirstResponder`): true.
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder has its window's focus (`isFirstResponder`).
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Takes its window's focus (`becomeFirstResponder()`): false when it cannot become first
  /// responder, is in no window, or the responder that has the focus does not give it up.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder {
      guard current.resignFirstResponder(), window.firstResponder == nil else { return false }
    }
    window.firstResponder = self
    return true
  }

  /// Gives up its window's focus (`resignFirstResponder()`): true, unless ``canResignFirstResponder``
  /// says no while it has the focus.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    return true
  }

  /// The window whose focus the responder takes: a view's own, a view controller's view's.
  package var responderWindow: Window? { nil }

  /// Fingers went down in the view the touches hit (`UIResponder.touchesBegan(_:with:)`); the default
  /// passes them to ``next``.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// The fingers moved; the default passes them to ``next``.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// The fingers lifted; the default passes them to ``next``.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system took the touches away (a gesture recognizer that cancels touches in its view
  /// recognized); the default passes them to ``next``.
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}

/// A responder told when it loses the focus without being asked (its view left the window, or
/// `endEditing(true)` forced it): a text field ends editing then.
@MainActor
package protocol FocusTaking: AnyObject {
  /// The focus was taken; the window's ``Window/firstResponder`` is already nil.
  func focusWasTaken()
}
