import ViewHierarchy

/// The object that fine-tunes how a gesture recognizer coexists with others:
/// the simulator's `UIGestureRecognizerDelegate`.
///
/// Every method has a default, as UIKit's are optional: the gesture may begin, recognizes alone,
/// and waits for no other recognizer.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave ``GestureRecognizer/State/possible`` now; false makes it
  /// fail (default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether `gestureRecognizer` is handed `touch`, asked as the touch goes down, before the
  /// recognizer or the view sees it (default true). A recognizer refused every touch of a gesture
  /// takes no part in it: the common way to keep a container's tap off the controls inside it
  /// (`!(touch.view is UIControl)`).
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

  /// Whether `gestureRecognizer` sees the touches of `event` at all, asked once as they go down,
  /// before the touch question is asked for each touch (default true).
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent) -> Bool

  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognize the same touches
  /// (default false); either recognizer's delegate answering true allows it.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail, as with
  /// `require(toFail:)`, for this gesture only (default false).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail, for this gesture only
  /// (default false).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// The gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Every touch is handed to the recognizer.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    true
  }

  /// Every event is handed to the recognizer.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent)
    -> Bool
  {
    true
  }

  /// No simultaneous recognition.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// No failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// No failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
}
