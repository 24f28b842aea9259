/// The status bar's style, named as `UIStatusBarStyle`, with UIKit's raw values.
public enum StatusBarStyle: Int, Sendable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How a view controller is presented, named as `UIModalPresentationStyle`, with UIKit's raw values.
public enum ModalPresentationStyle: Int, Sendable {
  /// The system's choice (a page sheet on iOS 13 and later).
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covering the screen, the presenter's views removed.
  case fullScreen = 0
  /// A sheet.
  case pageSheet = 1
  /// A smaller sheet.
  case formSheet = 2
  /// Over the presenter's context.
  case currentContext = 3
  /// A custom transition.
  case custom = 4
  /// Covering the screen, the presenter's views kept.
  case overFullScreen = 5
  /// Over the presenter's context, its views kept.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
}
