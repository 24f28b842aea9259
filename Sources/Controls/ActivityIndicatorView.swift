import Foundation
import Runtime
import ViewHierarchy

/// A spinner showing that a task is under way: the simulator's `UIActivityIndicatorView`.
///
/// With ``hidesWhenStopped`` (the default) the view is hidden (`isHidden`) whenever it is not
/// animating, from its creation on, and shown by ``startAnimating()``, as UIKit does.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
  /// The spinner's styles, as `UIActivityIndicatorView.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The large white spinner (deprecated in iOS 13 for ``large``).
    case whiteLarge = 0
    /// The small white spinner (deprecated in iOS 13 for ``medium``).
    case white = 1
    /// The small grey spinner (deprecated in iOS 13 for ``medium``).
    case gray = 2
    /// The small spinner, 20 points square.
    case medium = 100
    /// The large spinner, 37 points square.
    case large = 101

    /// The spinner's size: 37 points square for the large styles, 20 for the others.
    public var size: CGSize {
      switch self {
      case .whiteLarge, .large: CGSize(width: 37, height: 37)
      case .white, .gray, .medium: CGSize(width: 20, height: 20)
      }
    }
  }

  private var storedColor: Color?

  /// The spinner's style; changing it changes ``intrinsicContentSize``.
  open var style: Style {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the spinner turns (false until ``startAnimating()``).
  public private(set) var isAnimating = false
  /// Whether the view hides while it is not animating (true by default). Setting it while stopped
  /// hides or shows the view at once.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// The spinner's colour: the colour set, else the style's (white for the white styles, grey for
  /// the others). Setting nil goes back to the style's.
  /// - Note: Stored only; not simulated.
  open var color: Color! {
    get { storedColor ?? defaultColor }
    set {
      Simulation.current.diagnostics.recordNotSimulated("UIActivityIndicatorView.color")
      storedColor = newValue
    }
  }

  /// Creates a stopped spinner of `style`, hidden since it hides when stopped.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    isHidden = true
  }

  /// Creates a stopped ``Style/medium`` spinner with `frame`, hidden since it hides when stopped.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a stopped ``Style/medium`` spinner (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts the spinner, showing the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the spinner, hiding the view when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's ``Style/size``.
  open override var intrinsicContentSize: CGSize { style.size }

  private var defaultColor: Color {
    switch style {
    case .white, .whiteLarge: .white
    case .gray, .medium, .large: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    }
  }
}
