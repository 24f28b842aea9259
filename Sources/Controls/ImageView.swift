import Foundation
import Runtime
import ViewHierarchy

/// A view that shows an image: the simulator's `UIImageView`.
///
/// Its ``intrinsicContentSize`` is the size of the image it shows (the highlighted one while
/// ``isHighlighted`` and it has one), or ``ViewHierarchy/View/noIntrinsicMetric`` in both dimensions without an
/// image, as UIKit's. Image views take no touches (``ViewHierarchy/View/isUserInteractionEnabled`` is false).
@preconcurrency @MainActor
open class ImageView: View {
  /// What the app set, else `.image`.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? .image }
    set { super.accessibilityTraits = newValue }
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, its frame the image's size (`UIImageView(image:)`).
  public convenience init(image: Image?) {
    self.init(image: image, highlightedImage: nil)
  }

  /// Creates an image view showing `image`, with `highlightedImage` for the highlighted state
  /// (`UIImageView(image:highlightedImage:)`); the frame is the image's size.
  public init(image: Image?, highlightedImage: Image?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    imageDidChange()
  }

  /// Creates an image view with a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image shown (`UIImageView.image`); changing it changes the intrinsic size.
  open var image: Image? {
    didSet { imageDidChange() }
  }

  /// The image shown while highlighted (`UIImageView.highlightedImage`).
  open var highlightedImage: Image? {
    didSet { imageDidChange() }
  }

  /// Whether the view shows ``highlightedImage`` (`UIImageView.isHighlighted`, false by default).
  open var isHighlighted = false {
    didSet { imageDidChange() }
  }

  /// Sizes the view again and shows the image's pixels as its layer's contents, as UIKit's image
  /// view does (a `CGImage` at the image's scale, placed by the view's `contentMode`).
  private func imageDidChange() {
    invalidateIntrinsicContentSize()
    let shown = isHighlighted ? highlightedImage ?? image : image
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? layer.contentsScale
  }

  /// The symbol configuration applied to a symbol image (`UIImageView.preferredSymbolConfiguration`):
  /// a symbol's size follows it, so it changes the intrinsic size.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The images of an animation (`UIImageView.animationImages`).
  /// - Note: Stored only; not simulated (the view keeps showing ``image``).
  open var animationImages: [Image]? {
    didSet { notSimulated("UIImageView.animationImages") }
  }

  /// The images of the highlighted animation (`UIImageView.highlightedAnimationImages`).
  /// - Note: Stored only; not simulated.
  open var highlightedAnimationImages: [Image]? {
    didSet { notSimulated("UIImageView.highlightedAnimationImages") }
  }

  /// How long one cycle of the animation takes, in seconds (`UIImageView.animationDuration`).
  /// - Note: Stored only; not simulated.
  open var animationDuration: TimeInterval = 0 {
    didSet { notSimulated("UIImageView.animationDuration") }
  }

  /// How many times the animation repeats, 0 for ever (`UIImageView.animationRepeatCount`).
  /// - Note: Stored only; not simulated.
  open var animationRepeatCount = 0 {
    didSet { notSimulated("UIImageView.animationRepeatCount") }
  }

  /// Whether the animation runs (`UIImageView.isAnimating`): true between ``startAnimating()`` and
  /// ``stopAnimating()`` when there are ``animationImages``.
  public private(set) var isAnimating = false

  /// Starts the animation (`UIImageView.startAnimating()`); does nothing without images.
  /// - Note: Not simulated; the flag is set, no frames change.
  open func startAnimating() {
    notSimulated("UIImageView.startAnimating")
    isAnimating = !(animationImages ?? []).isEmpty
  }

  /// Stops the animation (`UIImageView.stopAnimating()`).
  open func stopAnimating() {
    isAnimating = false
  }

  /// The image shown now: the highlighted image while highlighted and set, else the image, with
  /// ``preferredSymbolConfiguration`` applied to a symbol.
  public var displayedImage: Image? {
    let shown = isHighlighted ? highlightedImage ?? image : image
    guard let shown, let preferredSymbolConfiguration else { return shown }
    return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
  }

  /// The shown image's size (`UIImageView.intrinsicContentSize`); ``ViewHierarchy/View/noIntrinsicMetric`` in both
  /// dimensions without one.
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The shown image's size whatever `size` is (`UIImageView.sizeThatFits(_:)`); zero without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

  private func notSimulated(_ api: String) {
    Simulation.current.diagnostics.recordNotSimulated(api)
  }
}
