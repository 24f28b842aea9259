import Foundation

/// How a colour space's components are read (`CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Hashable, Sendable {
  /// Red, green and blue.
  case rgb = 1
}

/// A colour space (`CGColorSpace`): device RGB, the one bitmap contexts here draw in.
public final class CGColorSpace: Hashable, Sendable {
  /// The space's model (`CGColorSpace.model`).
  public let model: CGColorSpaceModel

  /// The number of colour components, alpha excluded (`CGColorSpace.numberOfComponents`).
  public var numberOfComponents: Int { 3 }

  init(model: CGColorSpaceModel) {
    self.model = model
  }

  /// Two colour spaces are equal when their models are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.model == rhs.model }

  /// Hashes the model.
  public func hash(into hasher: inout Hasher) { hasher.combine(model) }
}

/// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(model: .rgb)
}
