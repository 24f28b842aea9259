import Foundation
import Runtime
import ViewHierarchy

/// A bar showing how far a task has got: the simulator's `UIProgressView`.
///
/// ``progress`` stays within 0...1, as UIKit pins it; with an ``observedProgress`` it reads that
/// `Progress`'s `fractionCompleted` instead.
@preconcurrency @MainActor
open class ProgressView: View {
  /// The bar's styles, as `UIProgressView.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The standard bar.
    case `default` = 0
    /// The bar for a toolbar.
    case bar = 1
  }

  /// The height UIKit reports for a progress view (`intrinsicContentSize`) since iOS 14, either
  /// style; it has no intrinsic width.
  public static let intrinsicHeight: CGFloat = 4

  private var storedProgress: Float = 0

  /// The bar's style.
  /// - Note: Stored only; not simulated.
  open var progressViewStyle: Style
  /// The colour of the filled part; nil is the tint colour.
  /// - Note: Stored only; not simulated.
  open var progressTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIProgressView.progressTintColor") }
  }
  /// The colour of the unfilled part; nil is the system's.
  /// - Note: Stored only; not simulated.
  open var trackTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIProgressView.trackTintColor") }
  }
  /// The image of the filled part.
  /// - Note: Stored only; not simulated.
  open var progressImage: Image? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIProgressView.progressImage") }
  }
  /// The image of the unfilled part.
  /// - Note: Stored only; not simulated.
  open var trackImage: Image? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIProgressView.trackImage") }
  }
  /// A `Progress` whose `fractionCompleted` the bar shows: while set, ``progress`` reads it (pinned
  /// to 0...1) each time it is asked, so the bar follows the task as UIKit's does.
  open var observedProgress: Progress?

  /// How full the bar is, 0 to 1 (0 by default): values outside are pinned to the nearer end, as
  /// UIKit pins them; NaN is ignored. While ``observedProgress`` is set, its fraction.
  open var progress: Float {
    get { observedProgress.map { pinned(Float($0.fractionCompleted)) } ?? storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  /// Creates a progress view of `style`.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }

  /// Creates a progress view of the default style with `frame`.
  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  /// Creates a progress view of the default style (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
  }

  /// Sets ``progress`` (pinned to 0...1; NaN ignored with a warning). `animated` fills the bar
  /// over UIKit's short animation there; PiPSim draws no bar, so the value is set at once.
  open func setProgress(_ progress: Float, animated: Bool) {
    guard
      isAcceptedControlValue(
        progress, for: "UIProgressView.progress", outcome: "the progress stays \(storedProgress)")
    else { return }
    storedProgress = pinned(progress)
  }

  /// No intrinsic width, and ``intrinsicHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ProgressView.intrinsicHeight)
  }

  private func pinned(_ progress: Float) -> Float {
    progress.isNaN ? 0 : min(max(progress, 0), 1)
  }
}
