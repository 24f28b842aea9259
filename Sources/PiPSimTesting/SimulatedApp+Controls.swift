import PiPSim
import Testing

extension SimulatedApp {
  /// How long the user's finger stays down for a tap: 100 ms of virtual time, a typical tap's length.
  public static let tapDuration = MediaTime.milliseconds(100)
  /// How far apart the steps of a drag are: one frame at 60 Hz, the rate touches are delivered at
  /// (``touchSampleInterval``, which every move of a touch waits).
  public static let dragStepInterval = MediaTime.frameInterval(rate: 60)
  /// How many moves a drag of a slider's thumb makes.
  public static let dragSteps = 10

  /// Whether the user could touch `control`: it is enabled, in a window, neither it nor a view above
  /// it is hidden, takes no touches or has an alpha below 0.01 (the views UIKit's hit test ignores:
  /// [`hitTest(_:with:)`](https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:))),
  /// and no view in front of it takes the touch at its centre.
  public func canTouch(_ control: Control) -> Bool {
    guard control.isEnabled, control.window != nil else { return false }
    var view: View? = control
    while let current = view {
      guard takesTouches(current) else { return false }
      view = current.superview
    }
    return !isCovered(control)
  }

  /// The user drags `slider`'s thumb to `value` (clamped to its range) over ``dragSteps`` moves,
  /// one ``dragStepInterval`` apart, through touch delivery (``drag(from:to:in:steps:)``): the
  /// finger goes down on the thumb (where the value sits along the slider's width) and moves by the
  /// value's change over the range across the width. The slider tracks it: `touchDown`; per move,
  /// `valueChanged` and `primaryActionTriggered` while the slider is continuous, then
  /// `touchDragInside`; on lifting, the one `valueChanged` of a slider that is not continuous, then
  /// `touchUpInside`.
  ///
  /// - Returns: Whether the drag reached the slider (NaN, or a slider with no width, reaches nothing).
  @discardableResult
  public func drag(_ slider: Slider, to value: Float) -> Bool {
    guard !value.isNaN, slider.bounds.width > 0, canTouch(slider) else { return false }
    let bounds = slider.bounds
    let range = slider.maximumValue - slider.minimumValue
    let target = min(max(value, slider.minimumValue), slider.maximumValue)
    let fraction = range > 0 ? CGFloat((slider.value - slider.minimumValue) / range) : 0.5
    let thumbX = min(bounds.minX + fraction * bounds.width, bounds.maxX - bounds.width / 100)
    let distance = range > 0 ? CGFloat((target - slider.value) / range) * bounds.width : 0
    return drag(
      from: CGPoint(x: thumbX, y: bounds.midY), to: CGPoint(x: thumbX + distance, y: bounds.midY), in: slider,
      steps: Self.dragSteps)
  }

  /// The user flips `control` with a tap (``tap(_:)-(Control)``): `touchDown`, then `isOn` flips and it sends
  /// `valueChanged`, `primaryActionTriggered` and `touchUpInside`.
  ///
  /// - Returns: Whether the tap reached the switch.
  @discardableResult
  public func toggle(_ control: Switch) -> Bool {
    tap(control)
  }

  /// Moves virtual time on by `span` while a finger is down.
  func holdTouch(for span: MediaTime) {
    do {
      try advance(by: span)
    } catch {
      Issue.record("the user's touch could not last \(span): \(error)")
    }
  }

  private func takesTouches(_ view: View) -> Bool {
    !view.isHidden && view.isUserInteractionEnabled && view.alpha >= 0.01
  }

  /// Whether a view in front of `control` (a later sibling of it or of one of its superviews) takes
  /// a touch at the control's centre.
  private func isCovered(_ control: Control) -> Bool {
    let centre = control.convert(
      CGRect(x: control.bounds.midX, y: control.bounds.midY, width: 0, height: 0), to: nil
    )
    .origin
    var child: View = control
    while let parent = child.superview {
      let siblings = parent.subviews
      if let index = siblings.firstIndex(where: { $0 === child }) {
        for sibling in siblings[(index + 1)...] where takesTouch(sibling, at: centre) { return true }
      }
      child = parent
    }
    return false
  }

  /// Whether `view` or one of its subviews takes a touch at `point`, in window coordinates.
  private func takesTouch(_ view: View, at point: CGPoint) -> Bool {
    guard takesTouches(view), view.convert(view.bounds, to: nil).contains(point) else { return false }
    return true
  }
}
