import Foundation
import Runtime
import ViewHierarchy

/// Why a video placement could not be computed; the numbers are reported as given.
public enum VideoGeometryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The video size has a negative, NaN or infinite dimension.
  case invalidVideoSize(CGSize)

  /// The bounds have a negative size, or a NaN or infinite origin or size.
  case invalidBounds(CGRect)

  /// The layer's gravity is not one this simulator can draw.
  case unknownGravity(VideoGravity)

  /// What was wrong and what is accepted.
  public var description: String {
    switch self {
    case .invalidVideoSize(let size):
      return
        "the video size \(size.pointsDescription) is invalid: width and height must be finite and not negative "
        + "(use zero for no video)"
    case .invalidBounds(let bounds):
      return
        "the bounds \(bounds.pointsDescription) are invalid: origin and size must be finite and the size not "
        + "negative"
    case .unknownGravity(let gravity):
      return "the video gravity \(gravity) is unknown: use .resizeAspect, .resizeAspectFill or .resize"
    }
  }
}
