import Runtime

/// Something layout anchors belong to: a view or a layout guide.
///
/// An opaque handle; read it from ``LayoutAnchorOwner/layoutItem``.
@MainActor
public struct LayoutItem {
  let kind: Kind

  /// What the item is.
  enum Kind {
    /// A view.
    case view(View)
    /// A layout guide owned by a view.
    case guide(LayoutGuide)
  }

  /// The item as the object UIKit reports in `firstItem` / `secondItem`.
  var object: AnyObject {
    switch kind {
    case .view(let view): view
    case .guide(let guide): guide
    }
  }

  /// The view whose position decides the item's: the view itself, or the guide's owner.
  var hostView: View? {
    switch kind {
    case .view(let view): view
    case .guide(let guide): guide.owningView
    }
  }

  /// The identity used to key the item's variables.
  var identifier: ObjectIdentifier { ObjectIdentifier(object) }

  /// A short name for descriptions and conflict reports, such as `Button#4` or `View#2.safeArea`.
  var label: String {
    switch kind {
    case .view(let view): view.layoutLabel
    case .guide(let guide): guide.label
    }
  }
}
