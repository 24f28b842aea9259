import AVKitCompat

// An app whose own types have the names PiPSim uses inside (Player, View, Button, Layer, Scene,
// Window, Color, Image, Screen, Device, App), as real apps' domain models and design systems often
// do. `import AVKitCompat` brings Apple's names only, so each of these is the app's own.

/// The app's namespace for its configuration.
public enum App {
  /// The name shown in the navigation bar.
  public static let displayName = "Namesake TV"
}

/// A device the user registered for casting (the app's model, not `UIDevice`).
public struct Device: Equatable, Sendable {
  /// The device's name.
  public let name: String
  /// Whether it can show Picture in Picture.
  public let supportsPictureInPicture: Bool

  /// Creates a registered device.
  public init(name: String, supportsPictureInPicture: Bool) {
    self.name = name
    self.supportsPictureInPicture = supportsPictureInPicture
  }
}

/// A colour of the app's design system, by role.
public enum Color: String, Sendable {
  /// The accent colour.
  case accent
  /// The background of the player.
  case stage

  /// The UIKit colour of the role.
  public var uiColor: UIColor {
    switch self {
    case .accent: UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)
    case .stage: .black
    }
  }
}

/// Artwork the catalog points to.
public struct Image: Equatable, Sendable {
  /// Where the artwork is.
  public let url: URL

  /// Artwork at `url`.
  public init(url: URL) { self.url = url }
}

/// A time window in which an episode may be shown.
public struct Window: Equatable, Sendable {
  /// When it opens.
  public let opens: Date
  /// When it closes.
  public let closes: Date

  /// A window from `opens` to `closes`.
  public init(opens: Date, closes: Date) {
    self.opens = opens
    self.closes = closes
  }
}

/// A layer of the app's map overlay (which layers a stadium map shows).
public enum Layer: String, CaseIterable, Sendable {
  /// Seats.
  case seats
  /// Exits.
  case exits
}

/// A scene of an episode, by its start time in seconds.
public struct Scene: Equatable, Sendable {
  /// The scene's title.
  public let title: String
  /// Where it starts, in seconds into the episode.
  public let start: Double

  /// A scene called `title` starting `start` seconds in.
  public init(title: String, start: Double) {
    self.title = title
    self.start = start
  }
}

/// The screens of the app's navigation.
public enum Screen: Equatable, Sendable {
  /// The catalog.
  case catalog
  /// The player of an episode.
  case player(episode: String)
}

/// The app's view states, as its view model publishes them.
public enum View: Equatable, Sendable {
  /// Loading the episode.
  case loading
  /// Playing.
  case playing
}
