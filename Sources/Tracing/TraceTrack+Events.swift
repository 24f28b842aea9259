extension TraceTrack {
  /// Records a moment, such as a delegate callback or a frame presentation.
  @inlinable
  public func instant(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .instant, at: timestamp, arguments())
  }

  /// Opens a slice on this track; close it with ``end(_:category:at:_:)``. Slices on a track must nest.
  @inlinable
  public func begin(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .begin, at: timestamp, arguments())
  }

  /// Closes the innermost open slice on this track; pass the same name and category as its `begin`.
  @inlinable
  public func end(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .end, at: timestamp, arguments())
  }

  /// Records a whole slice that started at `start` and lasted `duration` nanoseconds.
  @inlinable
  public func complete(
    _ name: String, category: TraceCategory, start: Int64, duration: Int64,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .complete(duration: duration), at: start, arguments())
  }

  /// Records a sample of the counter `name`: each numeric argument is one series (text ones are skipped).
  @inlinable
  public func counter(
    _ name: String, category: TraceCategory, at timestamp: Int64? = nil,
    _ series: @autoclosure () -> TraceArguments
  ) {
    record(name, category: category, phase: .counter, at: timestamp, series())
  }

  /// Records the start of flow arrow `id`, such as a frame's push; ``flowEnd(_:category:id:at:_:)`` ends it.
  ///
  /// Flow ids must be unique within a category while the arrow is open; a frame's sequence number will do.
  @inlinable
  public func flowStart(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .flowStart(id: id), at: timestamp, arguments())
  }

  /// Records the end of flow arrow `id`, such as the presentation of the frame pushed with that id.
  @inlinable
  public func flowEnd(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .flowEnd(id: id), at: timestamp, arguments())
  }

  /// Opens asynchronous slice `id`, which may overlap other slices (for example a PiP phase).
  @inlinable
  public func asyncBegin(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .asyncBegin(id: id), at: timestamp, arguments())
  }

  /// Closes asynchronous slice `id`; pass the same name and category as its `asyncBegin`.
  @inlinable
  public func asyncEnd(
    _ name: String, category: TraceCategory, id: UInt64, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    record(name, category: category, phase: .asyncEnd(id: id), at: timestamp, arguments())
  }
}
