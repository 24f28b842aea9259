import Foundation
import Runtime
import ViewHierarchy

/// A view that shows text: the simulator's `UILabel`.
///
/// Its size comes from the text-metrics model (`TextMetrics`): ``intrinsicContentSize`` is the text
/// on one line, or wrapped at ``preferredMaxLayoutWidth`` when ``numberOfLines`` is not 1;
/// ``sizeThatFits(_:)`` wraps at the width it is given. Every change to the text or to what measures
/// it invalidates the intrinsic size, so Auto Layout resizes the label at the next pass. Labels take no
/// touches (``ViewHierarchy/View/isUserInteractionEnabled`` is false), as UIKit's; no text is drawn.
@preconcurrency @MainActor
open class Label: View {
  /// A label is an accessibility element unless the app says otherwise, as UIKit's are.
  open override var isAccessibilityElement: Bool {
    get { accessibility.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// What the app set, else the label's text.
  open override var accessibilityLabel: String? {
    get { accessibility.label ?? text }
    set { super.accessibilityLabel = newValue }
  }
  /// What the app set, else `.staticText`.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? .staticText }
    set { super.accessibilityTraits = newValue }
  }

  private var plainText: String?
  private var styledText: NSAttributedString?

  /// Creates a label with `frame` and no text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label with a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text shown (`UILabel.text`); setting it replaces any ``attributedText``.
  open var text: String? {
    get { styledText?.string ?? plainText }
    set {
      plainText = newValue
      styledText = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// The styled text shown (`UILabel.attributedText`): each run is measured in its `.font`
  /// attribute, or the label's ``font`` where it has none; setting it sets ``text`` to its string.
  open var attributedText: NSAttributedString? {
    get { styledText ?? plainText.map { NSAttributedString(string: $0) } }
    set {
      styledText = newValue
      plainText = newValue?.string
      invalidateIntrinsicContentSize()
    }
  }

  /// The font (`UILabel.font`): the 17-point system font by default; nil restores it.
  open var font: Font! = Label.defaultFont {
    didSet {
      if font == nil { font = Label.defaultFont }
      invalidateIntrinsicContentSize()
    }
  }

  /// The text's colour (`UILabel.textColor`): ``ViewHierarchy/Color/label`` by default; nil restores it.
  /// - Note: Stored only; not simulated (no text is drawn).
  open var textColor: Color! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      notSimulated("UILabel.textColor")
    }
  }

  /// How the lines align (`UILabel.textAlignment`, `.natural` by default).
  /// - Note: Stored only; not simulated (no text is drawn, and alignment changes no size).
  open var textAlignment = TextAlignment.natural {
    didSet { notSimulated("UILabel.textAlignment") }
  }

  /// The most lines shown (`UILabel.numberOfLines`): 1 by default, 0 for as many as the text needs;
  /// a negative number reads as 0, as UIKit treats it.
  open var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 0 }
      invalidateIntrinsicContentSize()
    }
  }

  /// How lines wrap and the last one truncates (`UILabel.lineBreakMode`, `.byTruncatingTail`).
  open var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The width a multi-line label wraps at for its intrinsic size (`UILabel.preferredMaxLayoutWidth`);
  /// 0 (the default) wraps only at newlines, as the model has no automatic width; negative or NaN
  /// reads as 0.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet {
      if preferredMaxLayoutWidth.isNaN || preferredMaxLayoutWidth < 0 { preferredMaxLayoutWidth = 0 }
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the font shrinks so the text fits the width (`UILabel.adjustsFontSizeToFitWidth`).
  /// - Note: Stored only; not simulated (the text keeps its font; sizes are measured at full size).
  open var adjustsFontSizeToFitWidth = false {
    didSet { notSimulated("UILabel.adjustsFontSizeToFitWidth") }
  }

  /// The smallest scale the font may shrink to (`UILabel.minimumScaleFactor`, 0 by default).
  /// - Note: Stored only; not simulated (see ``adjustsFontSizeToFitWidth``).
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { notSimulated("UILabel.minimumScaleFactor") }
  }

  /// Whether letters may be tightened before truncating (`UILabel.allowsDefaultTighteningForTruncation`).
  /// - Note: Stored only; not simulated.
  open var allowsDefaultTighteningForTruncation = false {
    didSet { notSimulated("UILabel.allowsDefaultTighteningForTruncation") }
  }

  /// Whether the font follows the content size category (`UILabel.adjustsFontForContentSizeCategory`).
  /// - Note: Stored only; not simulated (the simulated device keeps the Large category).
  open var adjustsFontForContentSizeCategory = false {
    didSet { notSimulated("UILabel.adjustsFontForContentSizeCategory") }
  }

  /// Whether the label is drawn enabled (`UILabel.isEnabled`, true by default).
  /// - Note: Stored only; not simulated (a disabled label is drawn dimmed on iOS).
  open var isEnabled = true {
    didSet { notSimulated("UILabel.isEnabled") }
  }

  /// Whether the label is drawn highlighted (`UILabel.isHighlighted`, false by default).
  /// - Note: Stored only; not simulated (see ``highlightedTextColor``).
  open var isHighlighted = false {
    didSet { notSimulated("UILabel.isHighlighted") }
  }

  /// The text's colour while highlighted (`UILabel.highlightedTextColor`, nil by default).
  /// - Note: Stored only; not simulated (no text is drawn).
  open var highlightedTextColor: Color? {
    didSet { notSimulated("UILabel.highlightedTextColor") }
  }

  /// The colour of the text's shadow (`UILabel.shadowColor`, nil: none).
  /// - Note: Stored only; not simulated (no text is drawn).
  open var shadowColor: Color? {
    didSet { notSimulated("UILabel.shadowColor") }
  }

  /// The offset of the text's shadow (`UILabel.shadowOffset`, (0, -1) by default).
  /// - Note: Stored only; not simulated (no text is drawn).
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet { notSimulated("UILabel.shadowOffset") }
  }

  /// The text's size (`UILabel.intrinsicContentSize`): on one line for a single-line label; wrapped
  /// at ``preferredMaxLayoutWidth`` (when set) and limited to ``numberOfLines`` otherwise; rounded
  /// up to the screen's pixel grid. No text measures 0 x 0.
  open override var intrinsicContentSize: CGSize {
    let wrapWidth = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    return measuredSize(width: wrapWidth, lines: numberOfLines)
  }

  /// The size the text needs within `size`'s width (`UILabel.sizeThatFits(_:)`): a multi-line label
  /// wraps at the width (0 or less, or infinite: no limit); a single-line label answers its one line,
  /// even when wider, as UIKit's does.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let limited = numberOfLines != 1 && size.width > 0 && size.width.isFinite
    return measuredSize(width: limited ? size.width : nil, lines: numberOfLines)
  }

  /// The rectangle the text takes in `bounds` (`UILabel.textRect(forBounds:limitedToNumberOfLines:)`):
  /// at the bounds' origin, wrapped (or, on one line, truncated) to their width, at most
  /// `numberOfLines` lines (0: no limit) and only the lines that fit their height (at least one).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let width = bounds.width > 0 && bounds.width.isFinite ? bounds.width : nil
    var lines = layout(width: width, lines: max(numberOfLines, 0))
    if bounds.height.isFinite, bounds.height > 0 {
      var height: CGFloat = 0
      var fitting = 0
      for line in lines {
        height += line.height
        if height > bounds.height + 0.001 { break }
        fitting += 1
      }
      lines = Array(lines.prefix(max(fitting, 1)))
    }
    return CGRect(origin: bounds.origin, size: TextMetrics.size(of: lines, scale: Screen.main.scale))
  }

  /// Draws the text in `rect` into the current context (`UILabel.drawText(in:)`): laid out as the
  /// label measures it (wrapped to the width, at most ``numberOfLines`` lines, truncated by
  /// ``lineBreakMode``), centred vertically, placed across by ``textAlignment`` (natural and
  /// justified read as left), in ``textColor`` (``highlightedTextColor`` while highlighted) where the
  /// attributed text gives no colour. Subclasses override it to inset the text and call `super`.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else {
      return reportNoCurrentContext("UILabel.drawText")
    }
    let lines = layout(width: rect.width, lines: max(numberOfLines, 0))
    let height = lines.reduce(0) { $0 + $1.height }
    let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
    TextDrawing.draw(
      lines, in: context, top: rect.midY - height / 2, box: (rect.minX, rect.width), alignment: textAlignment,
      color: color)
  }

  /// Draws the label (`draw(_:)`): its text in its bounds, through ``drawText(in:)``.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// The lines the text takes at most `width` wide (nil: no limit) and `lines` lines (0: all).
  package func layout(width: CGFloat?, lines: Int) -> [TextMetrics.Line] {
    TextMetrics.lines(of: styledCharacters, width: width, lineBreakMode: lineBreakMode, maximumLines: lines)
  }

  private func measuredSize(width: CGFloat?, lines: Int) -> CGSize {
    TextMetrics.size(of: layout(width: width, lines: lines), scale: Screen.main.scale)
  }

  /// The text's characters with their fonts and colours: the attributed text's `.font` and
  /// `.foregroundColor` runs, else ``font`` and no colour of their own.
  private var styledCharacters: [TextMetrics.StyledCharacter] {
    let baseFont: Font = font ?? Label.defaultFont
    guard let styledText else { return TextMetrics.styled(plainText ?? "", font: baseFont) }
    return TextDrawing.styledCharacters(of: styledText, defaultFont: baseFont)
  }

  private func notSimulated(_ api: String) {
    Simulation.current.diagnostics.recordNotSimulated(api)
  }

  private static let defaultFont = Font.systemFont(ofSize: 17)
}
