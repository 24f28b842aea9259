import Runtime

extension Control {
  /// Calls `target`'s method `action` each time one of `controlEvents` happens: UIKit's
  /// target-action, with a method reference (`PlayerViewController.toggleFullscreen`) where iOS code
  /// passes `#selector(toggleFullscreen)` (the method loses its `@objc`).
  ///
  /// The control holds `target` weakly, as UIKit does; once it is gone the action is dropped.
  /// Registering the same method twice registers it twice (Swift methods have no identity to compare;
  /// UIKit would keep one).
  /// - Parameters:
  ///   - target: The object whose method runs.
  ///   - action: The method, unapplied (`TypeName.method`) for a method that takes no argument.
  ///   - controlEvents: The events that trigger it.
  ///
  /// `@preconcurrency`: a method reference is not inferred `Sendable` in Swift 5 mode, so there
  /// every call warned that converting it to a main-actor function type may introduce data races.
  @preconcurrency
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    register(target, methodType: type(of: action), for: controlEvents) { object, _ in
      guard let target = object as? Target else { return }
      action(target)()
    }
  }

  /// Calls `target`'s method `action` with the control each time one of `controlEvents` happens, for
  /// an action method that takes its sender (`@objc func sliderChanged(_ sender: UISlider)` on iOS).
  ///
  /// The sender's parameter may be any control type; the method runs only when this control is one
  /// (as iOS would crash or misbehave calling it with another kind, PiPSim skips it).
  /// - Parameters:
  ///   - target: The object whose method runs (held weakly).
  ///   - action: The method, unapplied: `Type.sliderChanged`.
  ///   - controlEvents: The events that trigger it.
  @preconcurrency
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    register(target, methodType: type(of: action), for: controlEvents) { object, control in
      guard let target = object as? Target, let sender = control as? Sender else { return }
      action(target)(sender)
    }
  }

  /// Removes every method `target` registered for `controlEvents`, as
  /// `removeTarget(_:action: nil, for:)`: nil, the only action this form takes, means all of them;
  /// a nil target removes every target's (`UIAction`s stay).
  public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
    removeMethods(of: target, methodType: nil, for: controlEvents)
  }

  /// Removes `target`'s registrations of methods of `action`'s type for `controlEvents`.
  ///
  /// Swift methods have no identity, so this removes every method of the same signature that the
  /// target registered for those events, not only `action`.
  /// - Note: Not simulated; methods of `action`'s signature are removed, not only `action`.
  @_disfavoredOverload @preconcurrency
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    Simulation.current.diagnostics.recordNotSimulated(
      "UIControl.removeTarget(_:action:for:)", effect: "removes the target's methods of that signature")
    removeMethods(of: target, methodType: ObjectIdentifier(type(of: action)), for: controlEvents)
  }

  /// Removes `target`'s registrations of sender-taking methods of `action`'s type for
  /// `controlEvents`.
  ///
  /// Swift methods have no identity, so this removes every method of the same signature that the
  /// target registered for those events, not only `action`.
  /// - Note: Not simulated; methods of `action`'s signature are removed, not only `action`.
  @_disfavoredOverload @preconcurrency
  public func removeTarget<Target: AnyObject, Sender: Control>(
    _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    Simulation.current.diagnostics.recordNotSimulated(
      "UIControl.removeTarget(_:action:for:)", effect: "removes the target's methods of that signature")
    removeMethods(of: target, methodType: ObjectIdentifier(type(of: action)), for: controlEvents)
  }

  /// Runs `action` each time one of `controlEvents` happens (`UIControl.addAction(_:for:)`).
  ///
  /// Actions are unique by ``Action/identifier``, as UIKit documents: adding one whose identifier is
  /// already registered replaces that action (keeping its place and its events) and adds
  /// `controlEvents` to it.
  public func addAction(_ action: Action, for controlEvents: Event) {
    if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      registrations[index].performer = .action(action)
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append(ActionRegistration(events: controlEvents, performer: .action(action)))
    }
  }

  /// Stops running `action` (the action with its identifier) for `controlEvents`.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
    remove(controlEvents) { $0.action?.identifier == actionIdentifier }
  }

  /// The events that have a target or action registered.
  public var allControlEvents: Event {
    registrations.filter { !$0.targetIsGone }.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// The targets that have a method registered and are still alive: each one itself when it is
  /// `Hashable` (an `NSObject`), else its `ObjectIdentifier`.
  public var allTargets: Set<AnyHashable> {
    Set(
      registrations.compactMap { registration in
        guard let target = registration.target else { return nil }
        return target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  private func register(
    _ target: AnyObject, methodType: Any.Type, for controlEvents: Event,
    call: @escaping @MainActor (AnyObject, Control) -> Void
  ) {
    let performer = ActionRegistration.Performer.method(
      target: .init(object: target), methodType: ObjectIdentifier(methodType), call: call)
    registrations.append(ActionRegistration(events: controlEvents, performer: performer))
  }

  private func removeMethods(of target: AnyObject?, methodType: ObjectIdentifier?, for controlEvents: Event) {
    remove(controlEvents) { registration in
      guard case .method(let registered, let registeredType, _) = registration.performer else { return false }
      if let target, registered.object !== target { return false }
      return methodType == nil || methodType == registeredType
    }
  }

  /// Takes `controlEvents` off the registrations `matches` picks, dropping those left with none.
  private func remove(_ controlEvents: Event, where matches: (ActionRegistration) -> Bool) {
    for index in registrations.indices where matches(registrations[index]) {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty || $0.targetIsGone }
  }
}
