/// The subsystem an event belongs to, used to filter and colour a trace.
///
/// The common categories are static members, so call sites read `category: .frame`; any other name
/// converts from a string literal.
public struct TraceCategory: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  /// The category's name as it appears in the trace.
  public var rawValue: String

  /// Creates a category with the given name.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a category from a string literal.
  @inlinable
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Frames pushed, presented and dropped; ring occupancy and latency counters.
  @inlinable public static var frame: TraceCategory { TraceCategory(rawValue: "frame") }
  /// Delegate callbacks, in the order they are delivered.
  @inlinable public static var callback: TraceCategory { TraceCategory(rawValue: "callback") }
  /// Controller state transitions and the phases they span.
  @inlinable public static var state: TraceCategory { TraceCategory(rawValue: "state") }
  /// View moves between superviews, and layout.
  @inlinable public static var view: TraceCategory { TraceCategory(rawValue: "view") }
  /// Orientation requests and their outcomes.
  @inlinable public static var orientation: TraceCategory { TraceCategory(rawValue: "orientation") }
  /// Fullscreen transitions.
  @inlinable public static var fullscreen: TraceCategory { TraceCategory(rawValue: "fullscreen") }
  /// Audio output events: stream state, underruns, clock.
  @inlinable public static var audio: TraceCategory { TraceCategory(rawValue: "audio") }
  /// The recorder's own events, such as the count of events a full ring overwrote.
  @inlinable public static var trace: TraceCategory { TraceCategory(rawValue: "trace") }
}
