import Clocks

/// What a PiP window must show at an instant (`expect.pipWindow`).
public enum PictureInPictureWindowExpectation: Hashable, Sendable {
  /// No picture: no PiP window is up for the set-up, or it shows no frame.
  case nothing
  /// The same frame as ``lookBack`` earlier.
  case frozen
  /// Another frame than ``lookBack`` earlier.
  case moving
  /// The frame with this running number in its pipeline.
  case frame(Int64)
  /// A frame whose visible pixels have this Adler-32 checksum.
  case checksum(UInt32)

  /// How long before the instant the window is looked at too, for `frozen` and `moving`: 0.5 s, a
  /// dozen frames at any rate PiP content plays at.
  public static let lookBack = MediaTime.milliseconds(500)
}

/// Something that must hold at one instant of a run, for one PiP set-up (`expect.player`,
/// `expect.possible`, `expect.layerStatus`, `expect.pipWindow`).
///
/// It is looked at once every step of its instant has run, with what they scheduled for that
/// instant: at a step's time, it sees that step's effect.
public struct InstantExpectation: Hashable, Sendable {
  /// What is looked at.
  public enum Check: Hashable, Sendable {
    /// The set-up's player: its `rate`, its `timeControlStatus` by name (`paused`,
    /// `waitingToPlayAtSpecifiedRate`, `playing`), or both.
    case player(rate: Double?, timeControlStatus: String?)
    /// The controller's `isPictureInPicturePossible`.
    case possible(Bool)
    /// The source's layer: a player layer `readyForDisplay` or `notReadyForDisplay`; a
    /// sample-buffer display layer's `status`, `unknown`, `rendering` or `failed`.
    case layerStatus(String)
    /// What the set-up's PiP window shows.
    case pictureInPictureWindow(PictureInPictureWindowExpectation)
  }

  /// The instant, from the start of the run.
  public var time: MediaTime
  /// The `id` of the set-up it is about (its `pip` key); nil for the first.
  public var setUp: String?
  /// What must hold.
  public var check: Check
  /// Its name in failures, e.g. `expect.player[2]`.
  public var name: String

  /// Creates an expectation at `time` about the set-up `setUp` (nil: the first), named `name`.
  public init(time: MediaTime, setUp: String? = nil, check: Check, name: String) {
    self.time = time
    self.setUp = setUp
    self.check = check
    self.name = name
  }
}
