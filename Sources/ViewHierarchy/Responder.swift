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
