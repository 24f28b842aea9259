import Runtime

/// The presentation relationships of one view controller, stored on it.
@MainActor
struct PresentationLinks {
  /// The view controller this one presents, held strongly as UIKit does.
  var presented: ViewController?
  /// The view controller that presents this one.
  weak var presenting: ViewController?
  /// Whether a dismissal of ``presented`` is under way.
  var isDismissing = false
  /// While this view controller's presentation runs, whether it is animated: its `viewDidAppear`
  /// waits for the end of the presentation, as in UIKit.
  var appearsAnimated: Bool?
  /// While this view controller is being dismissed, whether the dismissal is animated: its
  /// `viewWillDisappear` came when the dismissal started, its `viewDidDisappear` waits for the end.
  var disappearsAnimated: Bool?
  /// For a `.fullScreen` presentation, the view it covers (the window's subview that held the
  /// presenter) and its index there: taken out of the window when the presentation ends and put
  /// back when the dismissal starts, as UIKit does.
  var coveredView: (view: View, index: Int)?
}
