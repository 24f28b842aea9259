import Runtime

/// What a view stores for Auto Layout; one per view, created with it.
@MainActor
final class ViewLayoutState {
  private static var nextSerial = 0

  /// Whether the view's frame is turned into fixed constraints (UIKit's default, true).
  var translatesAutoresizingMaskIntoConstraints = true
  /// The engine of the view's tree, held here while the view is the tree's root.
  var engine: LayoutEngine?
  /// The engine that has variables for the view, if any.
  weak var registeredEngine: LayoutEngine?
  /// The view's safe-area guide, made on first use.
  var safeAreaGuide: LayoutGuide?
  /// The guides the app added.
  var layoutGuides: [LayoutGuide] = []
  /// The view's number in descriptions, unique in the process.
  let serial: Int

  init() {
    Self.nextSerial += 1
    serial = Self.nextSerial
  }
}
