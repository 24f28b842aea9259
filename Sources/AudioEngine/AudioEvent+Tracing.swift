import Tracing

extension AudioEvent {
  /// The event's name in traces, after `audio.`: the case name, such as `serverLost`.
  var traceName: String {
    switch self {
    case .connected: "connected"
    case .playing: "playing"
    case .underrun: "underrun"
    case .drained: "drained"
    case .stalled: "stalled"
    case .serverLost: "serverLost"
    case .switchedToHostClock: "switchedToHostClock"
    case .stopped: "stopped"
    }
  }

  /// The event's details as trace arguments: the sink, the stall time or the error.
  var traceArguments: TraceArguments {
    switch self {
    case .connected(let sink): TraceArguments(("sink", .string(sink)))
    case .stalled(let after): TraceArguments(("after_us", .int(after.nanoseconds / 1_000)))
    case .serverLost(let error): TraceArguments(("error", .string(error.description)))
    case .switchedToHostClock(let reason): TraceArguments(("reason", .string(reason.description)))
    case .playing, .underrun, .drained, .stopped: TraceArguments()
    }
  }
}
