import Clocks
import PictureInPicture
import Runtime
import Testing

/// PiP settings are checked when the arbiter is given them: a value outside its limit is refused
/// with a typed error naming the limit, and the settings stay.
@MainActor
@Suite struct SettingLimitsTests {
  /// Settings with one value past its limit, and the refusal each gets.
  nonisolated static let refused:
    [(String, @Sendable (inout PictureInPictureSettings) -> Void, PictureInPictureSettingError)] = [
      (
        "a negative start animation", { $0.startAnimationDuration = .milliseconds(-1) },
        .durationOutOfRange(
          setting: "startAnimationDuration", MediaTime(nanoseconds: -1_000_000),
          maximum: PictureInPictureSettings.maximumDuration)
      ),
      (
        "a restore timeout of 292 years", { $0.restoreCompletionTimeout = .max },
        .durationOutOfRange(
          setting: "restoreCompletionTimeout", .max, maximum: PictureInPictureSettings.maximumDuration)
      ),
      (
        "a negative frozen-picture delay", { $0.frozenPictureDiagnosticDelay = MediaTime(nanoseconds: -1) },
        .durationOutOfRange(
          setting: "frozenPictureDiagnosticDelay", MediaTime(nanoseconds: -1),
          maximum: PictureInPictureSettings.maximumDuration)
      ),
      (
        "a NaN window width", { $0.windowWidth = .nan },
        .windowWidthOutOfRange(.nan, range: PictureInPictureSettings.windowWidthRange)
      ),
      (
        "a window 1e9 points wide", { $0.windowWidth = 1e9 },
        .windowWidthOutOfRange(1e9, range: PictureInPictureSettings.windowWidthRange)
      ),
    ]

  @Test(arguments: refused.indices)
  func aValuePastItsLimitIsRefusedAndTheSettingsStay(index: Int) throws {
    let (name, change, refusal) = Self.refused[index]
    let simulation = Simulation.start()
    let arbiter = simulation.service(PictureInPictureArbiter.self)
    var settings = arbiter.settings
    change(&settings)
    // NaN is not equal to itself: compare the descriptions, which name the value and the limit.
    #expect(throws: PictureInPictureSettingError.self, "\(name)") { try settings.validate() }
    do {
      try arbiter.setSettings(settings)
    } catch {
      #expect(error.description == refusal.description, "\(name)")
    }
    #expect(arbiter.settings == PictureInPictureSettings())
    arbiter.settings = settings
    #expect(arbiter.settings == PictureInPictureSettings(), "\(name)")
    let diagnostic = try #require(simulation.diagnostics.entries.last)
    #expect(diagnostic.code == .pipSettingRefused && diagnostic.message.hasPrefix(refusal.description))
  }

  @Test func valuesWithinTheLimitsAreTaken() throws {
    let arbiter = Simulation.start().service(PictureInPictureArbiter.self)
    var settings = PictureInPictureSettings()
    settings.startAnimationDuration = .zero
    settings.restoreCompletionTimeout = PictureInPictureSettings.maximumDuration
    settings.frozenPictureDiagnosticDelay = nil
    settings.windowWidth = PictureInPictureSettings.windowWidthRange.upperBound
    try arbiter.setSettings(settings)
    #expect(arbiter.settings == settings)
  }
}
