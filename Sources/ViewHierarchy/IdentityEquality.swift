// UIKit's views, view controllers and layers are `NSObject`s, whose `==` is `isEqual(_:)`: identity
// unless a subclass says otherwise. iOS code relies on it (`viewControllers.contains(screen)`,
// `subviews.firstIndex(of: view)`, a `Set<UIView>`); here the same identity equality and hashing.

extension View: Hashable {
  /// Whether the two are the same view, as `NSObject`'s `isEqual(_:)`.
  public nonisolated static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  /// Hashes the view's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewController: Hashable {
  /// Whether the two are the same view controller, as `NSObject`'s `isEqual(_:)`.
  public nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

  /// Hashes the view controller's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Layer: Hashable {
  /// Whether the two are the same layer, as `NSObject`'s `isEqual(_:)`.
  public nonisolated static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }

  /// Hashes the layer's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
