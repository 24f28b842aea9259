import Foundation
import Runtime
import ViewHierarchy

/// A control that is on or off: the simulator's `UISwitch`.
///
/// Its size is fixed at UIKit's ``fixedSize``: the frame's size given to ``init(frame:)`` is
/// ignored, as UIKit ignores it. Setting ``isOn`` in code sends no event; the user's flip
/// (`SimulatedApp.toggle(_:)`) sends ``Control/Event/valueChanged``.
@preconcurrency @MainActor
open class Switch: Control {
  /// The switch's styles, as `UISwitch.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The platform's style: sliding on iOS.
    case automatic = 0
    /// A checkbox, on the Mac only.
    case checkbox = 1
    /// The sliding switch.
    case sliding = 2
  }

  /// The size UIKit gives a switch on iPhone and iPad, 51 by 31 points.
  public static let fixedSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on (false by default); setting it sends no event.
  open var isOn = false
  /// The colour of the track when on; nil is the system's green.
  /// - Note: Stored only; not simulated.
  open var onTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISwitch.onTintColor") }
  }
  /// The thumb's colour; nil is the system's white.
  /// - Note: Stored only; not simulated.
  open var thumbTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISwitch.thumbTintColor") }
  }
  /// The style the app asks for (``Style/automatic`` by default).
  open var preferredStyle = Style.automatic
  /// The title a checkbox switch shows beside it (Mac only; iOS shows none).
  /// - Note: Stored only; not simulated.
  open var title: String? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISwitch.title") }
  }

  /// The style the switch shows: sliding, as every switch on iOS is, whatever ``preferredStyle`` says.
  open var style: Style { .sliding }

  /// Creates a switch at `frame`'s origin with UIKit's ``fixedSize``, off.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.fixedSize))
  }

  /// Creates an off switch of UIKit's size (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = Switch.fixedSize
  }

  /// Sets ``isOn`` without sending an event, as UIKit's does; `animated` slides the thumb on iOS,
  /// and PiPSim, drawing no thumb, sets the state at once either way.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// UIKit's ``fixedSize``.
  open override var intrinsicContentSize: CGSize { Switch.fixedSize }

  /// A tap flips the switch: ``isOn`` changes, then the switch sends ``Control/Event/valueChanged``,
  /// ``Control/Event/primaryActionTriggered`` and ``Control/Event/touchUpInside``.
  override func sendEventsForCompletedTouch() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    sendActions(for: .touchUpInside)
  }
}
