import AudioEngine
import Clocks
import Foundation
import RenderPipeline
import Runtime
import Testing

/// Whether a PulseAudio daemon can be started here at all.
private let pulseAudioInstalled = ["/usr/bin/pulseaudio", "/usr/local/bin/pulseaudio"].contains {
  FileManager.default.isExecutableFile(atPath: $0)
}

extension AudioServerSuites {
  @Suite(.enabled(if: pulseAudioInstalled, "the pulseaudio daemon is not installed"))
  struct PulseAudioVideoSyncTests {
    private let refresh = MediaTime.frameInterval(rate: 60)

    /// Offsets in milliseconds: p50, p99 and max.
    private func figures(_ offsets: LatencyHistogram) -> String {
      let p50 = Double(offsets.percentileMicroseconds(50) ?? 0) / 1_000
      let p99 = Double(offsets.percentileMicroseconds(99) ?? 0) / 1_000
      let max = MediaTime(nanoseconds: offsets.maxNanoseconds).milliseconds
      return "\(offsets.count) frames, p50 \(p50) ms, p99 \(p99) ms, max \(max) ms"
    }

    /// Checks that every frame was presented at the first tick at which it was due on the master
    /// clock, so less than one refresh (as that clock measured it between two ticks) after it was due.
    private func expectPresentedOnTheFirstTickDue(_ presentations: [TickTimingSink.Presentation]) {
      for (index, shown) in presentations.enumerated() {
        #expect(shown.offset >= .zero, "presentation \(index) came before the frame was due")
        if let previous = shown.previousTickMasterTime {
          #expect(shown.presentationTime > previous, "presentation \(index) was due a tick earlier")
        }
      }
    }

    @Test func videoFollowsARealServersAudioClockAndGoesOnWhenTheServerDies() throws {
      let server = try PulseAudioDaemon()
      let output = try PulseAudioOutput(configuration: PulseAudioConfiguration(server: server.address))
      defer { output.stop() }
      try output.connect()
      try output.play(AudioSignal.tone(frequency: 440, amplitude: 0.25))
      try waitUntil(limit: .seconds(2)) { output.clock.now() > .zero }

      // Producer and display link start together, so frames are made in phase with the ticks; a delay
      // of two and a half refreshes puts each due time half-way between two ticks, away from the edges
      // where a few microseconds of thread jitter would decide between an offset of 0 and of 16.7 ms.
      let configuration = PipelineConfiguration(
        width: 320, height: 180, frameRate: 60, fill: .stampOnly,
        presentationDelay: MediaTime(nanoseconds: refresh.nanoseconds * 5 / 2),
        lateThreshold: .milliseconds(50)
      )
      let masterClock = ThreadReadingsClock(base: output.clock)
      let sink = TickTimingSink(masterClock: masterClock)
      let pipeline = try FramePipeline(
        configuration: configuration, clock: HostClock(), masterClock: masterClock, sink: sink)
      try pipeline.start(.displayLink(hertz: 60))
      usleep(1_000_000)
      let onAudioClock = sink.presentations

      server.send(SIGKILL)
      try waitUntil(limit: .seconds(1)) { output.clockSource != .pulseAudio }
      let presentedAtSwitch = pipeline.accounting().presented
      usleep(500_000)
      let accounting = try pipeline.stop(.drain)

      var audioOffsets = LatencyHistogram()
      for shown in onAudioClock { audioOffsets.record(nanoseconds: shown.offset.nanoseconds) }
      let overARefresh = onAudioClock.filter { $0.offset >= refresh }.count
      print("A/V offset on the audio clock: \(figures(audioOffsets)); \(overARefresh) over one refresh")
      print("A/V offset over the whole run, server killed after 1 s: \(figures(pipeline.avOffset()))")
      print("held ticks \(pipeline.heldTickCount()); accounting:\n\(accounting)")

      // 60 slots in the second; other tests' threads share the 2 cores, so ask for half of them.
      #expect(onAudioClock.count > 30)
      expectPresentedOnTheFirstTickDue(sink.presentations)
      var allOffsets = LatencyHistogram()
      for shown in sink.presentations { allOffsets.record(nanoseconds: shown.offset.nanoseconds) }
      #expect(pipeline.avOffset() == allOffsets)
      guard case .hostClock = output.clockSource else {
        Issue.record("expected the host clock after the kill, got \(output.clockSource)")
        return
      }
      #expect(accounting.presented > presentedAtSwitch + 15)
      #expect(accounting.isBalanced)
      #expect(accounting.inFlight == 0)
      #expect(pipeline.pool.outstandingCount == 0)
    }
  }
}
