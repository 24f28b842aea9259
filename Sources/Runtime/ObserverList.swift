/// A list of handlers told, in the order they were added, about each event of one kind.
///
/// Handlers stay registered while their ``ObservationToken`` is alive and valid: drop the token or
/// call ``ObservationToken/invalidate()`` to stop observing (as with `NSKeyValueObservation`).
@MainActor
public final class ObserverList<Event> {
  private struct Entry {
    weak var token: ObservationToken?
    let handler: @MainActor (Event) -> Void
  }

  private var entries: [Entry] = []

  /// Creates an empty list.
  public init() {}

  /// Registers `handler` for every later event.
  ///
  /// - Returns: the token that keeps the handler registered; keep it as long as you observe.
  public func add(_ handler: @escaping @MainActor (Event) -> Void) -> ObservationToken {
    let token = ObservationToken()
    entries.append(Entry(token: token, handler: handler))
    return token
  }

  /// Tells every registered handler about `event`, oldest first.
  ///
  /// Handlers added while notifying hear only later events.
  public func notify(_ event: Event) {
    entries.removeAll { $0.token?.isValid != true }
    for entry in entries where entry.token?.isValid == true {
      entry.handler(event)
    }
  }

  /// How many handlers are registered.
  public var count: Int {
    entries.filter { $0.token?.isValid == true }.count
  }
}

/// Keeps one observation alive; invalidate it or let it go to stop observing.
@preconcurrency @MainActor
public final class ObservationToken {
  /// Whether the observation still delivers events.
  public private(set) var isValid = true

  init() {}

  /// Stops the observation for good.
  public func invalidate() {
    isValid = false
  }
}
