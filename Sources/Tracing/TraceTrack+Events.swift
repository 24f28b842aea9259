// The slow path: `String` names and `TraceArguments`, interned on the fly, then stored as the
// hot-path overloads in TraceTrack+InternedEvents.swift store.
extension TraceTrack {
  /// Records a moment, such as a delegate callback or a frame presentation.
  @inlinable @inline(__always)
  public func instant(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .instant, timestamp, arguments())
  }

  /// Opens a slice on this track; close it with ``end(_:category:at:_:)``. Slices on a track must nest.
  @inlinable @inline(__always)
  public func begin(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .begin, timestamp, arguments())
  }

  /// Closes the innermost open slice on this track; pass the same name and category as its `begin`.
  @inlinable @inline(__always)
  public func end(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .end, timestamp, arguments())
  }

  /// Records a whole slice that started at `start` and lasted `duration` nanoseconds.
  @inlinable @inline(__always)
  public func complete(
    _ name: String, category: TraceCategory, start: Int64, duration: Int64,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .complete(duration: duration), start, arguments())
  }

  /// Records a sample of the counter `name`: each numeric argument is one series (text ones are skipped).
  @inlinable @inline(__always)
  public func counter(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ series: @autoclosure () -> TraceArguments
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .counter, timestamp, series())
  }

  /// Records the start of flow arrow `id`, such as a frame's push; ``flowEnd(_:category:id:at:_:)`` ends it.
  ///
  /// Flow ids must be unique within a category while the arrow is open; a frame's sequence number will do.
  @inlinable @inline(__always)
  public func flowStart(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .flowStart(id: id), timestamp, arguments())
  }

  /// Records the end of flow arrow `id`, such as the presentation of the frame pushed with that id.
  @inlinable @inline(__always)
  public func flowEnd(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .flowEnd(id: id), timestamp, arguments())
  }

  /// Opens asynchronous slice `id`, which may overlap other slices (for example a PiP phase).
  @inlinable @inline(__always)
  public func asyncBegin(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .asyncBegin(id: id), timestamp, arguments())
  }

  /// Closes asynchronous slice `id`; pass the same name and category as its `asyncBegin`.
  @inlinable @inline(__always)
  public func asyncEnd(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(interning: name, category, .asyncEnd(id: id), timestamp, arguments())
  }
}
