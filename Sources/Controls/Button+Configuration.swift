import Foundation
import ViewHierarchy

extension Button {
  /// The content and look of a configured button (`UIButton.Configuration`, iOS 15).
  ///
  /// Its size follows the model in docs/ios-behaviour.md ("Text, images and colours"): the
  /// ``buttonSize`` picks the title font and the default ``contentInsets``; the title, subtitle
  /// (``titlePadding`` below it) and image (``imagePadding`` from the title, on the
  /// ``imagePlacement`` side) sit inside the insets.
  public struct Configuration: Hashable, Sendable {
    /// The configuration's preset look.
    package enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The size class of a configured button (`UIButton.Configuration.Size`).
    public enum Size: Int, Hashable, Sendable {
      /// The smallest: footnote (13 pt) title, insets 3 and 8.
      case mini
      /// Small: subheadline (15 pt) title, insets 5 and 10.
      case small
      /// The default: body (17 pt) title, insets 7 and 12.
      case medium
      /// Large: body (17 pt) title, insets 14 and 20.
      case large
    }

    /// How rounded the background's corners are (`UIButton.Configuration.CornerStyle`).
    /// - Note: Stored only; not simulated (no background is drawn).
    public enum CornerStyle: Int, Hashable, Sendable {
      /// The background's own corner radius.
      case fixed = -1
      /// A radius that follows Dynamic Type.
      case dynamic = 0
      /// A small radius.
      case small = 1
      /// A medium radius.
      case medium = 2
      /// A large radius.
      case large = 3
      /// Semicircular ends.
      case capsule = 4
    }

    /// The preset the configuration was made from.
    package let style: Style
    /// The title (`title`).
    public var title: String?
    /// The styled title (`attributedTitle`); measured in the size's title font.
    public var attributedTitle: AttributedString?
    /// The second line below the title (`subtitle`), in the footnote (13 pt) font.
    public var subtitle: String?
    /// The image (`image`).
    public var image: Image?
    /// The side of the title the image is on (`imagePlacement`, `.leading` by default).
    public var imagePlacement = DirectionalRectEdge.leading
    /// The space between the image and the title (`imagePadding`, 0 by default).
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle (`titlePadding`, 0 by default).
    public var titlePadding: CGFloat = 0
    /// The colour of the title and image (`baseForegroundColor`); nil: the style's.
    /// - Note: Stored only; not simulated (no content is drawn).
    public var baseForegroundColor: Color?
    /// The background's colour (`baseBackgroundColor`); nil: the style's.
    /// - Note: Stored only; not simulated (no background is drawn).
    public var baseBackgroundColor: Color?
    /// How rounded the background's corners are (`cornerStyle`, `.dynamic` by default).
    /// - Note: Stored only; not simulated (no background is drawn).
    public var cornerStyle = CornerStyle.dynamic
    /// The size class (`buttonSize`, `.medium` by default): picks the font and default insets.
    public var buttonSize = Size.medium {
      didSet {
        guard !hasCustomInsets else { return }
        contentInsets = Configuration.defaultInsets(for: buttonSize)
        hasCustomInsets = false
      }
    }
    /// The space around the content (`contentInsets`): the size's default until set.
    public var contentInsets = Configuration.defaultInsets(for: .medium) {
      didSet { hasCustomInsets = true }
    }
    /// Whether an activity indicator replaces the image (`showsActivityIndicator`); it measures
    /// 20 x 20 points, UIKit's medium indicator.
    public var showsActivityIndicator = false
    private var hasCustomInsets = false

    package init(style: Style) {
      self.style = style
    }

    /// A plain button: no background (`UIButton.Configuration.plain()`).
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted background (`UIButton.Configuration.tinted()`).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A gray background (`UIButton.Configuration.gray()`).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A background filled with the tint colour (`UIButton.Configuration.filled()`).
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No border: the plain look under its earlier name (`UIButton.Configuration.borderless()`).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered look (`UIButton.Configuration.bordered()`).
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A tinted bordered look (`UIButton.Configuration.borderedTinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// The prominent bordered look (`UIButton.Configuration.borderedProminent()`).
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// Restores the size's default insets (`setDefaultContentInsets()`).
    public mutating func setDefaultContentInsets() {
      contentInsets = Configuration.defaultInsets(for: buttonSize)
      hasCustomInsets = false
    }

    /// The title's font for the size: footnote (mini), subheadline (small), body (medium, large).
    var titleFont: Font {
      switch buttonSize {
      case .mini: Font.preferredFont(forTextStyle: .footnote)
      case .small: Font.preferredFont(forTextStyle: .subheadline)
      case .medium, .large: Font.preferredFont(forTextStyle: .body)
      }
    }

    /// The size's default insets: top and bottom, leading and trailing.
    static func defaultInsets(for size: Size) -> DirectionalEdgeInsets {
      let (vertical, horizontal): (CGFloat, CGFloat) =
        switch size {
        case .mini: (3, 8)
        case .small: (5, 10)
        case .medium: (7, 12)
        case .large: (14, 20)
        }
      return DirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
  }
}
