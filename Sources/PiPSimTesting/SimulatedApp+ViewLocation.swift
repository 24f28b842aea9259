import PiPSim
import Testing

/// Where a view is on the simulated screen.
public enum ViewLocation: Hashable, Sendable, CustomStringConvertible {
  /// In the app's window (``SimulatedApp/window``).
  case appWindow
  /// In the system's Picture-in-Picture window, which hosts a video call's content while PiP is on.
  case pictureInPictureWindow
  /// In some other window.
  case otherWindow
  /// In no window: detached, or in a tree that is not on screen.
  case notInWindow

  /// The case's name.
  public var description: String {
    switch self {
    case .appWindow: "in the app's window"
    case .pictureInPictureWindow: "in the Picture-in-Picture window"
    case .otherWindow: "in another window"
    case .notInWindow: "in no window"
    }
  }
}

extension SimulatedApp {
  /// Where `view` is now.
  public func location(of view: View) -> ViewLocation {
    guard let viewWindow = view.window else { return .notInWindow }
    if viewWindow === window { return .appWindow }
    let pictureInPictureWindow = simulation.service(PictureInPictureArbiter.self).activeController?
      .pictureInPictureWindow
    return viewWindow === pictureInPictureWindow ? .pictureInPictureWindow : .otherWindow
  }

  /// Records a test issue unless `view` is at `location`.
  public func expect(
    _ view: View, isIn location: ViewLocation, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = self.location(of: view)
    guard actual != location else { return }
    Issue.record("\(view.debugLabel) is \(actual), not \(location)", sourceLocation: sourceLocation)
  }

  /// Records a test issue unless `view` is a direct subview of `superview`, at `index` among its
  /// subviews and with `frame` when those are given.
  ///
  /// The check a PiP test makes after restore: the source view is back where it was.
  public func expect(
    _ view: View, isSubviewOf superview: View, at index: Int? = nil, frame: CGRect? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var problems: [String] = []
    if view.superview !== superview {
      problems.append("its superview is \(view.superview?.debugLabel ?? "none"), not \(superview.debugLabel)")
    } else if let index, view.indexInSuperview != index {
      problems.append("it is subview \(view.indexInSuperview.map(String.init) ?? "?"), not \(index)")
    }
    if let frame, view.frame != frame {
      problems.append("its frame is \(view.frame.pointsDescription), not \(frame.pointsDescription)")
    }
    guard !problems.isEmpty else { return }
    Issue.record("\(view.debugLabel): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
  }
}
