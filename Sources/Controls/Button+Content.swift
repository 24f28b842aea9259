import Foundation
import ViewHierarchy

extension Button {
  /// What ``configurationUpdateHandler`` is (`UIButton.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = @MainActor (Button) -> Void

  /// The legacy title font, the 15-point system font a button's title label starts with.
  static var defaultTitleFont: Font { Font.systemFont(ofSize: 15) }
  /// The space UIKit puts above and below a legacy button's title: 6 points each.
  static let legacyTitleVerticalPadding: CGFloat = 6
  /// The size of a legacy button with neither title nor image: 30 x 34 points.
  static let emptyLegacySize = CGSize(width: 30, height: 34)

  /// Creates a system button drawn from `configuration` whose `primaryAction` runs on
  /// ``Control/Event/primaryActionTriggered`` (`UIButton(configuration:primaryAction:)`); nil adds
  /// no action.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Sets the title shown in `state` (`UIButton.setTitle(_:for:)`); nil removes it.
  public func setTitle(_ title: String?, for state: State) {
    content.titles[state] = title
    contentDidChange()
  }

  /// The title for `state` (`UIButton.title(for:)`): the state's own, else the normal state's, as
  /// UIKit falls back.
  public func title(for state: State) -> String? { content.titles[state] ?? content.titles[.normal] }

  /// Sets the title's colour in `state` (`UIButton.setTitleColor(_:for:)`); nil removes it.
  /// - Note: Stored only; not simulated (no text is drawn).
  public func setTitleColor(_ color: Color?, for state: State) {
    content.titleColors[state] = color
  }

  /// The title colour for `state` (`UIButton.titleColor(for:)`): the state's own, else the normal
  /// state's, else the type's default (the tint colour for a system button, white for a custom one).
  public func titleColor(for state: State) -> Color? {
    content.titleColors[state] ?? content.titleColors[.normal] ?? defaultTitleColor
  }

  /// Sets the styled title shown in `state` (`UIButton.setAttributedTitle(_:for:)`); it wins over
  /// the plain title of the same state.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    content.attributedTitles[state] = title
    contentDidChange()
  }

  /// The styled title for `state` (`UIButton.attributedTitle(for:)`), with the normal state's as fallback.
  public func attributedTitle(for state: State) -> NSAttributedString? {
    content.attributedTitles[state] ?? content.attributedTitles[.normal]
  }

  /// Sets the background image shown in `state` (`UIButton.setBackgroundImage(_:for:)`).
  public func setBackgroundImage(_ image: Image?, for state: State) {
    content.backgroundImages[state] = image
    contentDidChange()
  }

  /// The background image for `state` (`UIButton.backgroundImage(for:)`), with the normal state's
  /// as fallback.
  public func backgroundImage(for state: State) -> Image? {
    content.backgroundImages[state] ?? content.backgroundImages[.normal]
  }

  /// The title shown now (`UIButton.currentTitle`): the configuration's, else the current state's
  /// (disabled, then selected, then normal, the first that has one).
  public var currentTitle: String? {
    if let configuration {
      return configuration.title ?? configuration.attributedTitle.map { String($0.characters) }
    }
    return currentStateValue(in: content.attributedTitles)?.string ?? currentStateValue(in: content.titles)
  }

  /// The styled title shown now (`UIButton.currentAttributedTitle`).
  public var currentAttributedTitle: NSAttributedString? { currentStateValue(in: content.attributedTitles) }

  /// The title colour shown now (`UIButton.currentTitleColor`).
  public var currentTitleColor: Color { currentStateValue(in: content.titleColors) ?? defaultTitleColor }

  /// The background image shown now (`UIButton.currentBackgroundImage`).
  public var currentBackgroundImage: Image? { currentStateValue(in: content.backgroundImages) }

  /// The label that shows the title (`UIButton.titleLabel`), made on first use as a subview; its
  /// text follows ``currentTitle`` and its font (15 pt system by default) measures the title.
  public var titleLabel: Label? {
    let label = content.titleLabel ?? makeTitleLabel()
    label.text = currentTitle
    if let attributed = currentAttributedTitle, configuration == nil { label.attributedText = attributed }
    return label
  }

  /// The view that shows the image (`UIButton.imageView`), made on first use as a subview; it shows
  /// the current image.
  public var imageView: ImageView? {
    let view = content.imageView ?? makeImageView()
    view.image = configuration?.image ?? currentImage
    return view
  }

  /// The button's configuration (`UIButton.configuration`); setting one makes its title, image and
  /// insets what the button shows and measures.
  public var configuration: Configuration? {
    get { content.configuration }
    set {
      content.configuration = newValue
      contentDidChange()
    }
  }

  /// Called to update the configuration for the button's state (`UIButton.configurationUpdateHandler`);
  /// setting it runs it once, as UIKit asks for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { content.configurationUpdateHandler }
    set {
      content.configurationUpdateHandler = newValue
      updateConfiguration()
    }
  }

  /// Asks for the configuration to be updated (`UIButton.setNeedsUpdateConfiguration()`): the
  /// simulator updates at once, where UIKit does before the next layout pass.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Updates the configuration (`UIButton.updateConfiguration()`): runs ``configurationUpdateHandler``.
  public func updateConfiguration() {
    content.configurationUpdateHandler?(self)
  }

  /// The size the content needs: the configuration's model, or the legacy button's (the title
  /// label's text in its font with 6 points above and below, beside the current image; 30 x 34 with
  /// neither).
  var contentSize: CGSize {
    let scale = Screen.main.scale
    if let configuration { return configuredSize(configuration, scale: scale) }
    let title = measuredTitle(
      currentTitle, font: content.titleLabel?.font ?? Button.defaultTitleFont, scale: scale)
    let image = currentImage?.size ?? .zero
    if title == .zero, image == .zero { return Button.emptyLegacySize }
    let titleHeight = title.height > 0 ? title.height + 2 * Button.legacyTitleVerticalPadding : 0
    return CGSize(width: title.width + image.width, height: max(titleHeight, image.height))
  }

  private func configuredSize(_ configuration: Configuration, scale: CGFloat) -> CGSize {
    let titleText = configuration.title ?? configuration.attributedTitle.map { String($0.characters) }
    let title = measuredTitle(titleText, font: configuration.titleFont, scale: scale)
    let subtitle = measuredTitle(
      configuration.subtitle, font: Font.preferredFont(forTextStyle: .footnote), scale: scale)
    let hasSubtitle = subtitle != .zero
    let text = CGSize(
      width: max(title.width, subtitle.width),
      height: title.height + subtitle.height
        + (hasSubtitle && title != .zero ? configuration.titlePadding : 0))
    let image =
      configuration.showsActivityIndicator
      ? CGSize(width: 20, height: 20) : configuration.image?.size ?? .zero
    let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
    let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    let inner =
      vertical
      ? CGSize(width: max(text.width, image.width), height: text.height + padding + image.height)
      : CGSize(width: text.width + padding + image.width, height: max(text.height, image.height))
    let insets = configuration.contentInsets
    return CGSize(
      width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom
    )
  }

  private func measuredTitle(_ title: String?, font: Font, scale: CGFloat) -> CGSize {
    guard let title, !title.isEmpty else { return .zero }
    let lines = TextMetrics.lines(
      of: TextMetrics.styled(title, font: font), width: nil, lineBreakMode: .byTruncatingMiddle,
      maximumLines: 1)
    return TextMetrics.size(of: lines, scale: scale)
  }

  private var defaultTitleColor: Color { buttonType == .system ? tintColor : .white }

  /// The value `values` holds for the button's state: disabled, then selected, then normal.
  private func currentStateValue<Value>(in values: [State: Value]) -> Value? {
    if !isEnabled, let value = values[.disabled] { return value }
    if isSelected, let value = values[.selected] { return value }
    return values[.normal]
  }

  private func contentDidChange() {
    content.titleLabel?.text = currentTitle
    invalidateIntrinsicContentSize()
  }

  private func makeTitleLabel() -> Label {
    let label = Label()
    label.font = Button.defaultTitleFont
    label.lineBreakMode = .byTruncatingMiddle
    content.titleLabel = label
    addSubview(label)
    return label
  }

  private func makeImageView() -> ImageView {
    let view = ImageView()
    content.imageView = view
    addSubview(view)
    return view
  }
}
