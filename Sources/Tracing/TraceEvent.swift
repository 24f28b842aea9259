/// One recorded event: what happened, on which track, when, and with which arguments.
public struct TraceEvent: Sendable, Hashable {
  /// When the event happened, in nanoseconds on the recorder's clock (virtual or host).
  public var timestamp: Int64
  /// The identifier of the track that recorded the event (see ``TraceTrack/id``).
  public var track: Int
  /// What the event marks.
  public var phase: TracePhase
  /// The subsystem the event belongs to.
  public var category: TraceCategory
  /// The event's name, such as `frame.presented`.
  public var name: String
  /// The event's arguments.
  public var arguments: TraceArguments

  /// Creates an event.
  @inlinable
  public init(
    timestamp: Int64, track: Int, phase: TracePhase, category: TraceCategory, name: String,
    arguments: TraceArguments = TraceArguments()
  ) {
    self.timestamp = timestamp
    self.track = track
    self.phase = phase
    self.category = category
    self.name = name
    self.arguments = arguments
  }
}
