import Tracing

/// The figures of a run, read from its trace: per-slice durations, the callback order and frame counts.
///
/// `pipsim run` prints this for the trace it recorded and `pipsim summarize` for a trace read back from
/// a file; both build it from a ``Tracing/TraceSnapshot`` with this one type, so the figures agree.
public struct ScenarioReport: Hashable, Sendable, CustomStringConvertible {
  /// The total time spent in slices of one name.
  public struct Phase: Hashable, Sendable {
    /// The slice name, e.g. `active`.
    public var name: String
    /// How many slices of that name closed.
    public var count: Int
    /// Their summed duration in nanoseconds.
    public var nanoseconds: Int64
  }

  /// Frame figures from the run's `video.accounting` and `video.drops` instants.
  public struct Frames: Hashable, Sendable {
    /// Frames the producer pushed.
    public var pushed = 0
    /// Frames the renderer presented.
    public var presented = 0
    /// Frames dropped, all reasons.
    public var dropped = 0
    /// Frames still in the pipeline when it stopped.
    public var inFlight = 0
    /// Frames dropped, per reason.
    public var droppedByReason: [String: Int] = [:]
    /// Capture-to-present latency of the presented frames, from the renderer's `latency` counter; nil
    /// when no frame was presented.
    public var latency: Latency?
  }

  /// Capture-to-present latency percentiles, in microseconds (nearest rank).
  public struct Latency: Hashable, Sendable {
    /// The median.
    public var p50: Double
    /// The 99th percentile.
    public var p99: Double
    /// The largest.
    public var max: Double
  }

  /// Slice durations by name, in the order the first slice of each name began (ties by name).
  public let phases: [Phase]
  /// The delegate callbacks in the order they arrived, by short name with any `(detail)`.
  public let callbacks: [String]
  /// The frame figures, or nil when the run produced no frames.
  public let frames: Frames?
  /// Slices still open at the end of the trace.
  public let unclosedSlices: [String]
  /// Events the trace rings overwrote.
  public let lostEventCount: Int

  /// Computes the figures of a trace.
  public init(_ snapshot: TraceSnapshot) {
    var builder = Builder()
    builder.add(snapshot)
    self = builder.report
  }

  private init(
    phases: [Phase], callbacks: [String], frames: Frames?, unclosedSlices: [String], lostEventCount: Int
  ) {
    self.phases = phases
    self.callbacks = callbacks
    self.frames = frames
    self.unclosedSlices = unclosedSlices
    self.lostEventCount = lostEventCount
  }

  /// The figures of a trace that arrives in chunks (``Tracing/TraceRecorder/drain(before:)``), built as the
  /// chunks come, so a streamed run is reported without keeping its events: fed one whole snapshot,
  /// it gives what ``ScenarioReport/init(_:)`` gives.
  public struct Builder: Sendable {
    private var summary = TraceSummary.Accumulator()
    private var callbacks: [String] = []
    private var frames: Frames?
    /// How many presented frames had each latency (µs). The pipeline samples whole microseconds, so
    /// this holds an entry per distinct latency, not per frame, and the percentiles stay exact.
    private var latencyCounts: [Double: Int] = [:]
    /// The id of each PiP set-up by its controller's trace number, when the scenario has several.
    private var setUpIDs: [String: String] = [:]

    /// A builder that has seen no events.
    public init() {}

    /// Adds a chunk of events, in time order.
    public mutating func add(_ chunk: TraceSnapshot) {
      summary.add(chunk)
      chunk.forEachEventInPlace { add($0) }
    }

    /// Adds the event at `event`, valid for the call.
    private mutating func add(_ event: UnsafePointer<TraceEvent>) {
      if event.pointee.phase.marksAMoment, event.pointee.category == .callback {
        let name = ScenarioReport.shortCallbackNames[event.pointee.name] ?? event.pointee.name
        // A scenario with several PiP set-ups traces each one's id first: its PiP callbacks are
        // named after it, as the scenario's callback log names them.
        let setUp = event.pointee.arguments["controller"].flatMap { setUpIDs[$0.description] }
        callbacks.append(
          (setUp.map { "\($0):" } ?? "")
            + (event.pointee.arguments["detail"].map { "\(name)(\($0.description))" } ?? name))
      } else if event.pointee.phase.marksAMoment, event.pointee.name == "scenario.pipSetUp",
        let controller = event.pointee.arguments["controller"], let id = event.pointee.arguments["id"]
      {
        setUpIDs[controller.description] = id.description
      } else if event.pointee.phase.marksAMoment, event.pointee.category == .frame {
        count(frameEvent: event)
      } else if event.pointee.phase == .counter, event.pointee.name == "latency",
        let value = event.pointee.arguments["us"]?.numericValue
      {
        latencyCounts[value, default: 0] += 1
      }
    }

    private mutating func count(frameEvent event: UnsafePointer<TraceEvent>) {
      // The name first: most frame events are neither, and copying the figures retained their
      // dictionary for each (measured with callgrind).
      let name = event.pointee.name
      guard name == "video.accounting" || name == "video.drops" else { return }
      let arguments = event.pointee.arguments
      func count(_ key: String) -> Int { Int(arguments[key]?.numericValue ?? 0) }
      var figures = frames ?? Frames()
      if name == "video.accounting" {
        figures.pushed += count("pushed")
        figures.presented += count("presented")
        figures.dropped += count("dropped")
        figures.inFlight += count("inFlight")
      } else {
        figures.droppedByReason[arguments["reason"]?.description ?? "?", default: 0] += count("count")
      }
      frames = figures
    }

    /// The figures of the chunks so far; phases in the order their first slice began (the order of
    /// the lifecycle), ties by name.
    public var report: ScenarioReport {
      let names = summary.sliceDurations.keys.sorted {
        (summary.sliceFirstStarts[$0] ?? 0, $0) < (summary.sliceFirstStarts[$1] ?? 0, $1)
      }
      let phases = names.map { name in
        Phase(
          name: name, count: summary.sliceCounts[name, default: 0],
          nanoseconds: summary.sliceDurations[name, default: 0])
      }
      var frames = frames
      let latencies = latencyCounts.sorted { $0.key < $1.key }
      let latencyCount = latencies.reduce(0) { $0 + $1.value }
      if let largest = latencies.last?.key, frames != nil {
        // Nearest rank: the smallest latency with at least `fraction` of the frames at or below it.
        func percentile(_ fraction: Double) -> Double {
          let rank = max(1, Int((fraction * Double(latencyCount)).rounded(.up)))
          var seen = 0
          return latencies.first { entry in
            seen += entry.value
            return seen >= rank
          }?.key ?? largest
        }
        frames?.latency = Latency(p50: percentile(0.5), p99: percentile(0.99), max: largest)
      }
      return ScenarioReport(
        phases: phases, callbacks: callbacks, frames: frames, unclosedSlices: summary.unclosedSlices,
        lostEventCount: summary.lostEventCount)
    }
  }

  /// The delegate method names the trace records, with the short names scenario files use.
  public static let shortCallbackNames = [
    "pictureInPictureControllerWillStartPictureInPicture": "willStart",
    "pictureInPictureControllerDidStartPictureInPicture": "didStart",
    "pictureInPictureController(_:failedToStartPictureInPictureWithError:)": "failedToStart",
    "pictureInPictureControllerWillStopPictureInPicture": "willStop",
    "pictureInPictureControllerDidStopPictureInPicture": "didStop",
    "pictureInPictureController(_:restoreUserInterfaceForPictureInPictureStopWithCompletionHandler:)":
      "restore",
    "pictureInPictureController(_:setPlaying:)": "setPlaying",
    "pictureInPictureController(_:skipByInterval:completion:)": "skipByInterval",
    "pictureInPictureControllerTimeRangeForPlayback": "timeRange",
    "pictureInPictureControllerIsPlaybackPaused": "isPaused",
    "pictureInPictureControllerShouldProhibitBackgroundAudioPlayback": "prohibitsBackgroundAudio",
    "pictureInPictureController(_:didTransitionToRenderSize:)": "renderSize",
    "playerViewControllerWillGoFullScreen": "willGoFullScreen",
    "playerViewControllerDidGoFullScreen": "didGoFullScreen",
    "playerViewControllerWillDismissFullScreen": "willDismissFullScreen",
    "playerViewControllerDidDismissFullScreen": "didDismissFullScreen",
    "fullscreenStateDidChange": "fullscreenChanged",
    "onFullscreenOrientationRequest": "orientationRequest",
    "onFullscreenOrientationChanged": "orientationChanged",
  ]

  /// The report as text: phases, callbacks, frames.
  public var description: String {
    var lines = ["phases:"]
    if phases.isEmpty { lines.append("  (no slices)") }
    for phase in phases {
      let milliseconds = Double(phase.nanoseconds) / 1e6
      lines.append("  \(phase.name): \(phase.count) × \(Self.decimal(milliseconds)) ms")
    }
    lines.append("callbacks: " + (callbacks.isEmpty ? "(none)" : callbacks.joined(separator: ", ")))
    if let frames {
      var line =
        "frames: \(frames.pushed) pushed, \(frames.presented) presented, \(frames.dropped) dropped, "
        + "\(frames.inFlight) in flight"
      if !frames.droppedByReason.isEmpty {
        line +=
          " ("
          + frames.droppedByReason.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
          .joined(separator: ", ") + ")"
      }
      lines.append(line)
      if let latency = frames.latency {
        lines.append(
          "latency (capture to present, µs): p50 \(Self.decimal(latency.p50)), p99 \(Self.decimal(latency.p99)), "
            + "max \(Self.decimal(latency.max))")
      }
    } else {
      lines.append("frames: none produced")
    }
    if !unclosedSlices.isEmpty { lines.append("unclosed slices: " + unclosedSlices.joined(separator: ", ")) }
    if lostEventCount > 0 { lines.append("events lost: \(lostEventCount)") }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func decimal(_ value: Double) -> String {
    let thousandths = Int64((value * 1000).rounded())
    let whole = thousandths / 1000
    let fraction = abs(thousandths % 1000)
    return "\(whole)." + String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
  }
}
