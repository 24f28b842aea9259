import Clocks
import Testing

extension MisuseCase {
  static let clocks: [MisuseCase] = [
    MisuseCase(module: "Clocks", name: "a time of NaN seconds", answer: .typedError) {
      #expect(throws: MediaTimeError.notFinite(.nan)) { try MediaTime(seconds: .nan) }
    },
    MisuseCase(module: "Clocks", name: "a time of infinite seconds", answer: .typedError) {
      #expect(throws: MediaTimeError.notFinite(.infinity)) { try MediaTime(seconds: .infinity) }
    },
    MisuseCase(module: "Clocks", name: "a time of minus infinite seconds", answer: .typedError) {
      #expect(throws: MediaTimeError.notFinite(-.infinity)) { try MediaTime(seconds: -.infinity) }
    },
    MisuseCase(module: "Clocks", name: "a time of 1e300 seconds", answer: .typedError) {
      #expect(throws: MediaTimeError.outOfRange("1e+300 s")) { try MediaTime(seconds: 1e300) }
    },
    MisuseCase(module: "Clocks", name: "Int64.max milliseconds", answer: .typedError) {
      #expect(throws: MediaTimeError.outOfRange("9223372036854775807 ms")) {
        try MediaTime(milliseconds: .max)
      }
    },
    MisuseCase(module: "Clocks", name: "Int64.min microseconds", answer: .typedError) {
      #expect(throws: MediaTimeError.outOfRange("-9223372036854775808 us")) {
        try MediaTime(microseconds: .min)
      }
    },
    MisuseCase(module: "Clocks", name: "the frame interval at rate 0", answer: .typedError) {
      #expect(throws: MediaTimeError.invalidFrameRate(0)) { try MediaTime(frameIntervalForRate: 0) }
    },
    MisuseCase(module: "Clocks", name: "the frame interval at a negative rate", answer: .typedError) {
      #expect(throws: MediaTimeError.invalidFrameRate(-30)) { try MediaTime(frameIntervalForRate: -30) }
    },
    MisuseCase(module: "Clocks", name: "the frame interval at a NaN rate", answer: .typedError) {
      #expect(throws: MediaTimeError.invalidFrameRate(.nan)) { try MediaTime(frameIntervalForRate: .nan) }
    },
    MisuseCase(
      module: "Clocks", name: "the frame interval at a rate so small it overflows", answer: .typedError
    ) {
      #expect(throws: MediaTimeError.self) { try MediaTime(frameIntervalForRate: 1e-300) }
    },
    MisuseCase(module: "Clocks", name: "a virtual clock moved backwards", answer: .typedError) {
      let clock = VirtualClock(start: .seconds(2))
      #expect(throws: VirtualClockError.wouldGoBackwards(from: .seconds(2), to: .seconds(1))) {
        try clock.move(to: .seconds(1))
      }
      #expect(clock.now() == .seconds(2))
    },
  ]
}
