import AudioEngine
import Clocks
import Runtime
import Testing
import Tracing

@Test func aSilentOutputTracesEachEventAsAnAudioInstantAtItsTime() throws {
  let clock = VirtualClock()
  let recorder = TraceRecorder(clock: { clock.now().nanoseconds })
  let output = SilentAudioOutput(sourceClock: clock, traceTrack: recorder.track(named: "audio"))
  try output.connect()
  try clock.move(to: .milliseconds(10))
  try output.play(.silence)
  try clock.move(to: .milliseconds(500))
  try output.drain()
  try clock.move(to: .milliseconds(600))
  output.stop()

  let events = recorder.snapshot().events.map { event in
    ([String(event.timestamp / 1_000_000), event.category.rawValue, event.name]
      + event.arguments.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
  }
  #expect(
    events == [
      "0 audio audio.connected sink=silent",
      "10 audio audio.playing",
      "500 audio audio.drained",
      "600 audio audio.stopped",
    ])
  #expect(output.eventLog.events == [.connected(sink: "silent"), .playing, .drained, .stopped])
}

@Test func aSilentOutputWithADisabledTrackRecordsNothing() throws {
  let recorder = TraceRecorder(isEnabled: false, clock: { 0 })
  let output = SilentAudioOutput(sourceClock: VirtualClock(), traceTrack: recorder.track(named: "audio"))
  try output.connect()
  output.stop()
  #expect(recorder.snapshot().events.isEmpty)
  #expect(output.eventLog.events.count == 2)
}
