extension TraceTrack {
  /// Records a moment, such as a frame being pushed, with pre-interned strings (hot path).
  ///
  /// Up to four arguments; absent ones may come in any position, and a repeated key keeps its last value.
  @inlinable @inline(__always)
  public func instant(
    _ name: TraceName, at timestamp: Int64? = nil, _ first: TraceField? = nil, _ second: TraceField? = nil,
    _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .instant, timestamp, first, second, third, fourth)
  }

  /// Opens a slice with pre-interned strings; close it with ``end(_:at:_:_:_:_:)`` and the same name.
  @inlinable @inline(__always)
  public func begin(
    _ name: TraceName, at timestamp: Int64? = nil, _ first: TraceField? = nil, _ second: TraceField? = nil,
    _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .begin, timestamp, first, second, third, fourth)
  }

  /// Closes the innermost open slice on this track, with pre-interned strings.
  @inlinable @inline(__always)
  public func end(
    _ name: TraceName, at timestamp: Int64? = nil, _ first: TraceField? = nil, _ second: TraceField? = nil,
    _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .end, timestamp, first, second, third, fourth)
  }

  /// Records a whole slice that started at `start` and lasted `duration` nanoseconds (hot path).
  @inlinable @inline(__always)
  public func complete(
    _ name: TraceName, start: Int64, duration: Int64, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .complete(duration: duration), start, first, second, third, fourth)
  }

  /// Records a sample of counter `name` (hot path): each numeric field is one series, text ones are skipped.
  @inlinable @inline(__always)
  public func counter(
    _ name: TraceName, at timestamp: Int64? = nil, _ first: TraceField, _ second: TraceField? = nil,
    _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .counter, timestamp, first, second, third, fourth)
  }

  /// Records the start of flow arrow `id`, such as a frame's push, with pre-interned strings.
  ///
  /// Flow ids must be unique within a category while the arrow is open; a frame's sequence number will do.
  @inlinable @inline(__always)
  public func flowStart(
    _ name: TraceName, id: UInt64, at timestamp: Int64? = nil, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .flowStart(id: id), timestamp, first, second, third, fourth)
  }

  /// Records the end of flow arrow `id`, such as the presentation of the frame pushed with that id (hot path).
  @inlinable @inline(__always)
  public func flowEnd(
    _ name: TraceName, id: UInt64, at timestamp: Int64? = nil, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .flowEnd(id: id), timestamp, first, second, third, fourth)
  }

  /// Opens asynchronous slice `id`, which may overlap other slices, with pre-interned strings.
  @inlinable @inline(__always)
  public func asyncBegin(
    _ name: TraceName, id: UInt64, at timestamp: Int64? = nil, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .asyncBegin(id: id), timestamp, first, second, third, fourth)
  }

  /// Closes asynchronous slice `id`, with pre-interned strings; pass the same name as its `asyncBegin`.
  @inlinable @inline(__always)
  public func asyncEnd(
    _ name: TraceName, id: UInt64, at timestamp: Int64? = nil, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, .asyncEnd(id: id), timestamp, first, second, third, fourth)
  }
}
