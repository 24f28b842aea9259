import Runtime

extension DiagnosticCode {
  /// `UIDevice.current.setValue(_:forKey:)` was refused: the orientation cannot be set that way.
  public static let deviceOrientationSetValueRefused = DiagnosticCode(rawValue: "device.setValue.refused")
  /// `endGeneratingDeviceOrientationNotifications()` was called more often than `begin...`.
  public static let deviceOrientationNotificationsUnbalanced = DiagnosticCode(
    rawValue: "device.orientationNotifications.unbalanced")
}
