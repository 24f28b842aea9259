import Foundation

/// How the ends of stroked lines look (`CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square ends at the end points.
  case butt
  /// Round ends.
  case round
  /// Square ends past the end points by half the line width.
  case square
}

/// How stroked segments meet (`CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner, cut at the miter limit.
  case miter
  /// A rounded corner.
  case round
  /// A cut corner.
  case bevel
}
