import AudioEngine
import Clocks
import Runtime

#if canImport(Glibc)
  import Glibc
#endif

/// How a scenario runs: in virtual time (exact, repeatable: the default) or in real time.
public enum ScenarioRunMode: Sendable, Equatable {
  /// The run loop jumps from task to task on its virtual clock; frames are produced and presented by
  /// run-loop tasks, and audio plays through a silent output on the same clock. The same file gives
  /// the same trace, byte for byte.
  case virtualTime
  /// The run loop waits for the host clock before each task, so a scenario second takes a second;
  /// frames are made and presented on the pipeline's real producer and display-link threads, and
  /// audio plays through PulseAudio, on a private daemon the run starts (null sink) and stops, which
  /// the `audioServerLost` fault kills. Traces show real timing and differ from run to run.
  case realTime
}

/// The host clock, counted from a run's start: in a real-time run, virtual time `t` on the run loop is
/// host time `t` on this clock, so the pipeline threads' events line up with the main thread's.
struct RunElapsedClock: MediaClock {
  /// The host time the run started at.
  let origin: MediaTime

  /// Host time since ``origin``.
  func now() -> MediaTime { HostClock().now() - origin }

  /// Sleeps until this clock reads `time` (at once if it already has), but at most `limit`.
  func sleep(until time: MediaTime, atMost limit: MediaTime) {
    let early = min(time - now(), limit)
    guard early > .zero else { return }
    usleep(UInt32(clamping: early.nanoseconds / 1_000))
  }
}

/// The audio a run plays while frames are produced, and the way its `audioServerLost` fault is made.
@MainActor
final class ScenarioAudio {
  /// The output the video is synced to.
  let output: any AudioOutput
  /// Kills the output's server (the real-time run's private daemon, which it keeps alive until then)
  /// or simulates its loss.
  private let loseServer: () -> Void

  private init(output: any AudioOutput, loseServer: @escaping () -> Void) {
    self.output = output
    self.loseServer = loseServer
  }

  /// A connected output playing an endless silence: PulseAudio on `daemon` when there is one (a
  /// real-time run), else silent on `simulation`'s run-loop clock.
  ///
  /// - Throws: `AudioError` when the output cannot connect or play.
  static func start(simulation: Simulation, daemon: PulseAudioDaemon?) throws(AudioError) -> ScenarioAudio {
    let audio: ScenarioAudio
    if let daemon {
      // A track of its own: libpulse reports from its mainloop thread, not the main thread.
      let output = try PulseAudioOutput(
        configuration: PulseAudioConfiguration(server: daemon.address),
        traceTrack: simulation.trace.track(named: "audio"))
      audio = ScenarioAudio(output: output) { daemon.send(SIGKILL) }
    } else {
      let output = SilentAudioOutput(sourceClock: simulation.runLoop.clock, traceTrack: simulation.mainTrack)
      audio = ScenarioAudio(output: output) { output.simulateServerLoss() }
    }
    do throws(AudioError) {
      try audio.output.connect()
      try audio.output.play(.silence)
    } catch {
      audio.output.stop()
      throw error
    }
    return audio
  }

  /// The `audioServerLost` fault: the server goes away (killed, or the loss simulated).
  func injectServerLoss() {
    loseServer()
  }

  /// Stops the output for good.
  func stop() {
    output.stop()
  }
}
