import Clocks
import PictureInPicture
import Runtime

/// A reproducible flow: a device and app set-up, timed steps, and what must hold at the end.
///
/// Scenarios are read from JSON with ``Scenario/decode(_:file:)`` (the schema is in
/// `docs/scenario-schema.md`) and run with ``ScenarioRunner``. Steps are in time order.
public struct Scenario: Hashable, Sendable {
  /// A short name, used in reports and as the trace's process label.
  public var name: String
  /// One or two sentences on what the scenario reproduces.
  public var summary: String
  /// The simulated device.
  public var device: DeviceSettings
  /// The simulated app's configuration.
  public var app: AppSettings
  /// The system's PiP behaviour where sources differ or iOS leaves it open (animation times, the
  /// restore timeout and order, what stop and close do).
  public var pictureInPicture: PictureInPictureSettings
  /// The timed steps, in time order.
  public var steps: [ScenarioStep]
  /// When the run ends; by default two seconds after the last step.
  public var endTime: MediaTime
  /// What must hold when the run ends.
  public var expectations: ScenarioExpectations

  /// Creates a scenario from its parts.
  public init(
    name: String, summary: String = "", device: DeviceSettings = DeviceSettings(),
    app: AppSettings = AppSettings(), pictureInPicture: PictureInPictureSettings = PictureInPictureSettings(),
    steps: [ScenarioStep], endTime: MediaTime,
    expectations: ScenarioExpectations = ScenarioExpectations()
  ) {
    self.name = name
    self.summary = summary
    self.device = device
    self.app = app
    self.pictureInPicture = pictureInPicture
    self.steps = steps
    self.endTime = endTime
    self.expectations = expectations
  }
}
