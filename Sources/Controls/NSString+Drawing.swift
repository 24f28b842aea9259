import CoreGraphicsDrawing
import Foundation
import ViewHierarchy

/// How string drawing and measuring lay text out (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The option bits, UIKit's values.
  public let rawValue: Int

  /// Options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The rectangle's origin is the first line's top-left and the text wraps to its width
  /// (`usesLineFragmentOrigin`); without it the text is one line whose baseline starts at the origin.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line height includes the font's leading (`usesFontLeading`); the system font's leading is 0.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds instead of typographic ones (`usesDeviceMetrics`); the model has only the latter.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// The last line that fits is truncated with an ellipsis (`truncatesLastVisibleLine`).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports back (`NSStringDrawingContext`): the bounds of the text drawn.
public final class NSStringDrawingContext {
  /// The smallest scale the text may be shrunk to (`minimumScaleFactor`); the simulator does not
  /// shrink text, so this is stored only.
  public var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at (`actualScaleFactor`): 1.
  public private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last drawn or measured with this context (`totalBounds`).
  public internal(set) var totalBounds = CGRect.zero

  /// A context reporting nothing yet.
  public init() {}
}

/// String drawing and measuring (UIKit's `NSString` additions), on the text-metrics model: the
/// sizes are the ones labels measure, unrounded, and the glyphs are drawn where that model puts
/// them (``TextDrawing``). Attributes read: `.font` (a `UIFont`; Helvetica 12 without one) and
/// `.foregroundColor` (a `UIColor`; black without one).
extension NSAttributedString {
  /// The size the text takes on unlimited lines, each ending only at a newline (`size()`).
  public func size() -> CGSize {
    TextLayout(self).unwrapped.size
  }

  /// The rectangle the text takes within `size` (`boundingRect(with:options:context:)`): with
  /// ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps to the width (unbounded
  /// when it is 0 or not finite) and the rectangle starts at (0, 0); without it the text is one
  /// line and the rectangle's origin is above the baseline by the ascender (a negative y).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let bounds = TextLayout(self).bounds(in: size, options: options)
    context?.totalBounds = bounds
    return bounds
  }

  /// Draws the text with its first line's top-left at `point`, lines ending only at newlines
  /// (`draw(at:)`), in the current context.
  @MainActor
  public func draw(at point: CGPoint) {
    TextLayout(self).draw(
      TextLayout(self).unwrapped.lines, top: point.y, minX: point.x, clip: nil, api: "draw(at:)")
  }

  /// Draws the text wrapped to `rect`'s width from its top-left, clipped to it (`draw(in:)`).
  @MainActor
  public func draw(in rect: CGRect) {
    let layout = TextLayout(self)
    layout.draw(
      layout.wrapped(to: rect.width).lines, top: rect.minY, minX: rect.minX, clip: rect, api: "draw(in:)")
  }

  /// Draws the text as ``boundingRect(with:options:context:)`` lays it out in `rect`
  /// (`draw(with:options:context:)`).
  @MainActor
  public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
  {
    let layout = TextLayout(self)
    context?.totalBounds = layout.bounds(in: rect.size, options: options)
    if options.contains(.usesLineFragmentOrigin) {
      let lines = layout.wrapped(
        to: rect.width, truncating: options.contains(.truncatesLastVisibleLine) ? rect.height : nil)
      layout.draw(lines.lines, top: rect.minY, minX: rect.minX, clip: nil, api: "draw(with:options:context:)")
    } else {
      let line = layout.singleLine
      let ascender = line.lines.first?.characters.map(\.font.ascender).max() ?? 0
      layout.draw(
        line.lines, top: rect.minY - ascender, minX: rect.minX, clip: nil, api: "draw(with:options:context:)")
    }
  }
}

extension NSString {
  /// The size the string takes in `attrs`, lines ending only at newlines (`size(withAttributes:)`).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    attributed(attrs).size()
  }

  /// The rectangle the string takes within `size` (`boundingRect(with:options:attributes:context:)`):
  /// see `NSAttributedString`'s.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    attributed(attrs).boundingRect(with: size, options: options, context: context)
  }

  /// Draws the string with its top-left at `point` in the current context (`draw(at:withAttributes:)`).
  @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    attributed(attrs).draw(at: point)
  }

  /// Draws the string wrapped to `rect`, clipped to it (`draw(in:withAttributes:)`).
  @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    attributed(attrs).draw(in: rect)
  }

  /// Draws the string laid out in `rect` (`draw(with:options:attributes:context:)`).
  @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) {
    attributed(attrs).draw(with: rect, options: options, context: context)
  }

  private func attributed(_ attrs: [NSAttributedString.Key: Any]?) -> NSAttributedString {
    NSAttributedString(string: String(self), attributes: attrs)
  }
}

// Swift strings draw and measure as their `NSString` does, as they do with UIKit.
extension String {
  /// The size the string takes in `attrs` (`size(withAttributes:)`).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: self).size(withAttributes: attrs)
  }

  /// The rectangle the string takes within `size` (`boundingRect(with:options:attributes:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: self).boundingRect(with: size, options: options, attributes: attrs, context: context)
  }

  /// Draws the string with its top-left at `point` (`draw(at:withAttributes:)`).
  @MainActor
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: self).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped to `rect`, clipped to it (`draw(in:withAttributes:)`).
  @MainActor
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: self).draw(in: rect, withAttributes: attrs)
  }

  /// Draws the string laid out in `rect` (`draw(with:options:attributes:context:)`).
  @MainActor
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) {
    NSString(string: self).draw(with: rect, options: options, attributes: attrs, context: context)
  }
}

/// An attributed string's characters laid out by the text-metrics model.
private struct TextLayout {
  let characters: [TextMetrics.StyledCharacter]

  init(_ string: NSAttributedString) {
    characters = TextDrawing.styledCharacters(of: string)
  }

  /// Lines and the size they take, unrounded.
  struct Laid {
    let lines: [TextMetrics.Line]
    var size: CGSize {
      CGSize(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }
  }

  /// Lines ending only at newlines.
  var unwrapped: Laid {
    Laid(
      lines: TextMetrics.lines(of: characters, width: nil, lineBreakMode: .byWordWrapping, maximumLines: 0))
  }

  /// The first line alone, not wrapped.
  var singleLine: Laid {
    Laid(lines: TextMetrics.lines(of: characters, width: nil, lineBreakMode: .byClipping, maximumLines: 1))
  }

  /// Lines wrapped to `width` (unbounded when 0 or not finite); with `truncating`, only the lines
  /// whose bottom fits that height, the last one truncated at its tail when text is left over.
  func wrapped(to width: CGFloat, truncating height: CGFloat? = nil) -> Laid {
    let limit = width.isFinite && width > 0 ? width : nil
    let all = TextMetrics.lines(of: characters, width: limit, lineBreakMode: .byWordWrapping, maximumLines: 0)
    guard let height, height.isFinite else { return Laid(lines: all) }
    var fitting = 0
    var bottom: CGFloat = 0
    while fitting < all.count, bottom + all[fitting].height <= height {
      bottom += all[fitting].height
      fitting += 1
    }
    guard fitting < all.count else { return Laid(lines: all) }
    return Laid(
      lines: TextMetrics.lines(
        of: characters, width: limit, lineBreakMode: .byTruncatingTail, maximumLines: max(fitting, 1)))
  }

  /// The bounding rectangle `boundingRect(with:options:...)` answers.
  func bounds(in size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    if options.contains(.usesLineFragmentOrigin) {
      let truncating = options.contains(.truncatesLastVisibleLine) ? size.height : nil
      return CGRect(origin: .zero, size: wrapped(to: size.width, truncating: truncating).size)
    }
    let line = singleLine
    let ascender = line.lines.first?.characters.map(\.font.ascender).max() ?? 0
    return CGRect(origin: CGPoint(x: 0, y: -ascender), size: line.size)
  }

  /// Draws `lines` into the current context from (`minX`, `top`), clipped to `clip` when given.
  @MainActor
  func draw(_ lines: [TextMetrics.Line], top: CGFloat, minX: CGFloat, clip: CGRect?, api: String) {
    guard let context = UIGraphicsGetCurrentContext() else {
      return reportNoCurrentContext("NSString.\(api)")
    }
    context.saveGState()
    defer { context.restoreGState() }
    if let clip { context.clip(to: clip) }
    TextDrawing.draw(lines, in: context, top: top, box: (minX, nil), alignment: .left, color: .black)
  }
}
