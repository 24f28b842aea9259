import Foundation
import Runtime

/// An image known by name, enough to tell which icon a button shows: the simulator's `UIImage`.
public struct Image: Hashable, Sendable {
  /// How a symbol image is drawn: `UIImage.SymbolConfiguration`.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The weight of a symbol's strokes.
    public enum Weight: String, Hashable, Sendable {
      /// Thin strokes.
      case light
      /// Regular strokes.
      case regular
      /// Medium strokes.
      case medium
      /// Bold strokes.
      case bold
    }

    /// The symbol's size in points.
    public var pointSize: CGFloat
    /// The symbol's weight.
    public var weight: Weight

    /// Creates a configuration.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
      self.pointSize = pointSize
      self.weight = weight
    }
  }

  /// The SF Symbol name, such as `arrow.up.left.and.arrow.down.right`.
  public let systemName: String
  /// How the symbol is drawn, if configured.
  public let configuration: SymbolConfiguration?

  /// Creates the system symbol `systemName`; optional like UIKit's, never nil here.
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration? = nil) {
    self.init(symbol: systemName, configuration: configuration)
  }

  /// The system symbol `name`, unconfigured: how the frameworks name their own buttons' images.
  package init(symbol name: String, configuration: SymbolConfiguration? = nil) {
    systemName = name
    self.configuration = configuration
  }
}
