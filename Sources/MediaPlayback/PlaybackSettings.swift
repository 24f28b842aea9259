import Clocks
import Runtime

/// How the simulation's players behave where the sources leave a choice (see docs/ios-behaviour.md,
/// "AVPlayer in PiPSim").
@MainActor
public final class PlaybackSettings: SimulationService {
  /// How long an item takes, from becoming a player's current item, to be ready to play or to fail
  /// (100 ms by default: a local file's open, not a network stream's buffering). A delay that is
  /// negative or beyond ``maximumItemLoadDelay`` is refused with a `player.settingRefused`
  /// diagnostic and the delay stays; ``setItemLoadDelay(_:)`` throws instead.
  public var itemLoadDelay = MediaTime.milliseconds(100) {
    didSet {
      guard !Self.itemLoadDelays.contains(itemLoadDelay) else { return }
      let refusal = PlaybackSettingError.itemLoadDelayOutOfRange(
        itemLoadDelay, maximum: Self.maximumItemLoadDelay)
      itemLoadDelay = oldValue
      simulation.diagnostics.record(
        .playerSettingRefused, severity: .warning, subject: "PlaybackSettings",
        message: "\(refusal); it stays \(oldValue)")
    }
  }
  /// Whether a player whose video is not in Picture in Picture pauses when the app goes to the
  /// background, as AVFoundation pauses a player attached to a player layer (default true), for the
  /// players whose `audiovisualBackgroundPlaybackPolicy` is `.automatic`.
  public var pausesInBackground = true

  /// The longest ``itemLoadDelay``: an hour, far beyond a stream's slowest start.
  public static let maximumItemLoadDelay = MediaTime.seconds(3_600)
  private static let itemLoadDelays = MediaTime.zero...maximumItemLoadDelay

  private unowned let simulation: Simulation
  private var playerCount = 0

  /// The settings of `simulation`, at their defaults.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Sets ``itemLoadDelay``, or throws and leaves it as it was.
  /// - Throws: `.itemLoadDelayOutOfRange` for a delay that is negative or beyond
  ///   ``maximumItemLoadDelay``.
  public func setItemLoadDelay(_ delay: MediaTime) throws(PlaybackSettingError) {
    guard Self.itemLoadDelays.contains(delay) else {
      throw .itemLoadDelayOutOfRange(delay, maximum: Self.maximumItemLoadDelay)
    }
    itemLoadDelay = delay
  }

  /// Counts a new player and returns its number (from 1), which labels its trace tracks.
  func nextPlayerNumber() -> Int {
    playerCount += 1
    return playerCount
  }
}

/// Why a playback setting refused a value; the setting keeps the value it had.
public enum PlaybackSettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An item load delay that is negative or longer than `maximum`.
  case itemLoadDelayOutOfRange(MediaTime, maximum: MediaTime)

  /// A sentence a person can act on, naming the limit.
  public var description: String {
    switch self {
    case .itemLoadDelayOutOfRange(let delay, let maximum):
      "itemLoadDelay \(delay) refused: an item loads in 0s to \(maximum)"
    }
  }
}

extension DiagnosticCode {
  /// A playback setting was given a value outside its limits (ignored).
  public static let playerSettingRefused = DiagnosticCode(rawValue: "player.settingRefused")
  /// A player request it cannot honour (a seek before the item is ready, a negative rate): ignored.
  public static let playerRequestRefused = DiagnosticCode(rawValue: "player.requestRefused")
  /// A player item failed to load.
  public static let playerItemFailed = DiagnosticCode(rawValue: "player.itemFailed")
  /// The system paused a player (the app went to the background with its video not in PiP).
  public static let playerPausedBySystem = DiagnosticCode(rawValue: "player.pausedBySystem")
}
