/// One target-action pair or `UIAction` registered on a control, and the events it is sent for.
@MainActor
struct ActionRegistration {
  /// What runs when one of the events happens.
  enum Performer {
    /// A target's method: the target (held weakly), the method's type (what a removal with an
    /// action compares, Swift methods having no identity) and the call, given the target and sender.
    case method(
      target: WeakTarget, methodType: ObjectIdentifier, call: @MainActor (AnyObject, Control) -> Void)
    /// A `UIAction`.
    case action(Action)
  }

  /// A target the control does not keep alive.
  struct WeakTarget {
    weak var object: AnyObject?
  }

  /// The events the registration is sent for.
  var events: Control.Event
  /// What runs.
  var performer: Performer

  /// The target, while it lives; nil for a `UIAction` or a target that is gone.
  var target: AnyObject? {
    guard case .method(let target, _, _) = performer else { return nil }
    return target.object
  }

  /// Whether the registration is a target's method whose target is gone.
  var targetIsGone: Bool {
    guard case .method(let target, _, _) = performer else { return false }
    return target.object == nil
  }

  /// The `UIAction`, for an action registration.
  var action: Action? {
    guard case .action(let action) = performer else { return nil }
    return action
  }
}
