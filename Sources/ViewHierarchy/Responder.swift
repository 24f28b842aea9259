import Foundation

/// An object that can answer touches and pass them on: the simulator's `UIResponder`, the base of
/// ``View`` and ``ViewController``.
///
/// As on iOS it is an `NSObject` (Foundation's), so responders compare with `==` and hash by
/// identity (`isEqual(_:)`, `hash`) unless a subclass overrides those. The touch methods
/// (`touchesBegan(_:with:)` and the others, in `Responder+Touches.swift`) forward to ``next`` by
/// default, so an event a view does not handle climbs the responder chain as UIKit's does.
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
}
