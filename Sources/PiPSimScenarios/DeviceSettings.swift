import Runtime

/// The simulated device: a preset with optional overrides.
public struct DeviceSettings: Hashable, Sendable {
  /// The device presets a scenario can name.
  public enum Preset: String, CaseIterable, Sendable {
    /// An iPhone 14 (iOS 17).
    case iPhone14
    /// An iPhone SE with a home button (iOS 15).
    case iPhoneSE
    /// An 11-inch iPad Pro (iPadOS 17).
    case iPadPro11

    /// The runtime's device description for this preset.
    public var device: Device {
      switch self {
      case .iPhone14: .iPhone14
      case .iPhoneSE: .iPhoneSE
      case .iPadPro11: .iPadPro11
      }
    }
  }

  /// The preset the device starts from.
  public var preset: Preset
  /// The OS version, when it differs from the preset's.
  public var systemVersion: OSVersion?
  /// Whether the device supports Picture in Picture, when it differs from the preset's.
  public var supportsPictureInPicture: Bool?

  /// Creates device settings.
  public init(
    preset: Preset = .iPhone14, systemVersion: OSVersion? = nil, supportsPictureInPicture: Bool? = nil
  ) {
    self.preset = preset
    self.systemVersion = systemVersion
    self.supportsPictureInPicture = supportsPictureInPicture
  }

  /// The runtime device these settings describe.
  public var device: Device {
    var device = preset.device
    if let systemVersion { device.systemVersion = systemVersion }
    if let supportsPictureInPicture { device.supportsPictureInPicture = supportsPictureInPicture }
    return device
  }
}
