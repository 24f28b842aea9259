import Foundation

// The light-appearance values are Apple's Human Interface Guidelines colour tables (iOS 15 to 18);
// docs/ios-behaviour.md ("Text, images and colours") cites them.
extension Color {
  /// Fully transparent (white 0, alpha 0).
  public static let clear = Color(white: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = Color(white: 1, alpha: 1)
  /// A dark gray, white 1/3.
  public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
  /// A light gray, white 2/3.
  public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
  /// A middle gray, white 0.5.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Pure red (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Text on dark backgrounds: white at alpha 0.6.
  public static let lightText = Color(white: 1, alpha: 0.6)
  /// Text on light backgrounds: black.
  public static let darkText = Color(white: 0, alpha: 1)

  /// The system colour `UIColor.systemBlue`: (0, 122, 255); dark (10, 132, 255).
  public static let systemBlue = Color(
    light: Color(red255: 0, green: 122, blue: 255, alpha: 1),
    dark: Color(red255: 10, green: 132, blue: 255, alpha: 1))
  /// The system colour `UIColor.systemRed`: (255, 59, 48); dark (255, 69, 58).
  public static let systemRed = Color(
    light: Color(red255: 255, green: 59, blue: 48, alpha: 1),
    dark: Color(red255: 255, green: 69, blue: 58, alpha: 1))
  /// The system colour `UIColor.systemGreen`: (52, 199, 89); dark (48, 209, 88).
  public static let systemGreen = Color(
    light: Color(red255: 52, green: 199, blue: 89, alpha: 1),
    dark: Color(red255: 48, green: 209, blue: 88, alpha: 1))
  /// The system colour `UIColor.systemOrange`: (255, 149, 0); dark (255, 159, 10).
  public static let systemOrange = Color(
    light: Color(red255: 255, green: 149, blue: 0, alpha: 1),
    dark: Color(red255: 255, green: 159, blue: 10, alpha: 1))
  /// The system colour `UIColor.systemYellow`: (255, 204, 0); dark (255, 214, 10).
  public static let systemYellow = Color(
    light: Color(red255: 255, green: 204, blue: 0, alpha: 1),
    dark: Color(red255: 255, green: 214, blue: 10, alpha: 1))
  /// The system colour `UIColor.systemPink`: (255, 45, 85); dark (255, 55, 95).
  public static let systemPink = Color(
    light: Color(red255: 255, green: 45, blue: 85, alpha: 1),
    dark: Color(red255: 255, green: 55, blue: 95, alpha: 1))
  /// The system colour `UIColor.systemPurple`: (175, 82, 222); dark (191, 90, 242).
  public static let systemPurple = Color(
    light: Color(red255: 175, green: 82, blue: 222, alpha: 1),
    dark: Color(red255: 191, green: 90, blue: 242, alpha: 1))
  /// The system colour `UIColor.systemTeal`: (48, 176, 199); dark (64, 200, 224).
  public static let systemTeal = Color(
    light: Color(red255: 48, green: 176, blue: 199, alpha: 1),
    dark: Color(red255: 64, green: 200, blue: 224, alpha: 1))
  /// The system colour `UIColor.systemIndigo`: (88, 86, 214); dark (94, 92, 230).
  public static let systemIndigo = Color(
    light: Color(red255: 88, green: 86, blue: 214, alpha: 1),
    dark: Color(red255: 94, green: 92, blue: 230, alpha: 1))
  /// The system colour `UIColor.systemBrown`: (162, 132, 94); dark (172, 142, 104).
  public static let systemBrown = Color(
    light: Color(red255: 162, green: 132, blue: 94, alpha: 1),
    dark: Color(red255: 172, green: 142, blue: 104, alpha: 1))
  /// The system colour `UIColor.systemMint`: (0, 199, 190); dark (102, 212, 207).
  public static let systemMint = Color(
    light: Color(red255: 0, green: 199, blue: 190, alpha: 1),
    dark: Color(red255: 102, green: 212, blue: 207, alpha: 1))
  /// The system colour `UIColor.systemCyan`: (50, 173, 230); dark (100, 210, 255).
  public static let systemCyan = Color(
    light: Color(red255: 50, green: 173, blue: 230, alpha: 1),
    dark: Color(red255: 100, green: 210, blue: 255, alpha: 1))
  /// The system colour `UIColor.systemGray`: (142, 142, 147), the same in dark.
  public static let systemGray = Color(
    light: Color(red255: 142, green: 142, blue: 147, alpha: 1),
    dark: Color(red255: 142, green: 142, blue: 147, alpha: 1))
  /// The system colour `UIColor.systemGray2`: (174, 174, 178); dark (99, 99, 102).
  public static let systemGray2 = Color(
    light: Color(red255: 174, green: 174, blue: 178, alpha: 1),
    dark: Color(red255: 99, green: 99, blue: 102, alpha: 1))
  /// The system colour `UIColor.systemGray3`: (199, 199, 204); dark (72, 72, 74).
  public static let systemGray3 = Color(
    light: Color(red255: 199, green: 199, blue: 204, alpha: 1),
    dark: Color(red255: 72, green: 72, blue: 74, alpha: 1))
  /// The system colour `UIColor.systemGray4`: (209, 209, 214); dark (58, 58, 60).
  public static let systemGray4 = Color(
    light: Color(red255: 209, green: 209, blue: 214, alpha: 1),
    dark: Color(red255: 58, green: 58, blue: 60, alpha: 1))
  /// The system colour `UIColor.systemGray5`: (229, 229, 234); dark (44, 44, 46).
  public static let systemGray5 = Color(
    light: Color(red255: 229, green: 229, blue: 234, alpha: 1),
    dark: Color(red255: 44, green: 44, blue: 46, alpha: 1))
  /// The system colour `UIColor.systemGray6`: (242, 242, 247); dark (28, 28, 30).
  public static let systemGray6 = Color(
    light: Color(red255: 242, green: 242, blue: 247, alpha: 1),
    dark: Color(red255: 28, green: 28, blue: 30, alpha: 1))

  /// Primary text: black; dark white.
  public static let label = Color(
    light: Color(red255: 0, green: 0, blue: 0, alpha: 1),
    dark: Color(red255: 255, green: 255, blue: 255, alpha: 1))
  /// Secondary text: (60, 60, 67) at 0.6; dark (235, 235, 245) at 0.6.
  public static let secondaryLabel = Color(
    light: Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
    dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.6))
  /// Tertiary text: (60, 60, 67) at 0.3; dark (235, 235, 245) at 0.3.
  public static let tertiaryLabel = Color(
    light: Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
    dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.3))
  /// Quaternary text: (60, 60, 67) at 0.18; dark (235, 235, 245) at 0.16.
  public static let quaternaryLabel = Color(
    light: Color(red255: 60, green: 60, blue: 67, alpha: 0.18),
    dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.16))
  /// Links: (0, 122, 255); dark (9, 132, 255).
  public static let link = Color(
    light: Color(red255: 0, green: 122, blue: 255, alpha: 1),
    dark: Color(red255: 9, green: 132, blue: 255, alpha: 1))
  /// Placeholder text: (60, 60, 67) at 0.3; dark (235, 235, 245) at 0.3.
  public static let placeholderText = Color(
    light: Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
    dark: Color(red255: 235, green: 235, blue: 245, alpha: 0.3))
  /// Thin separators: (60, 60, 67) at 0.29; dark (84, 84, 88) at 0.6.
  public static let separator = Color(
    light: Color(red255: 60, green: 60, blue: 67, alpha: 0.29),
    dark: Color(red255: 84, green: 84, blue: 88, alpha: 0.6))
  /// Opaque separators: (198, 198, 200); dark (56, 56, 58).
  public static let opaqueSeparator = Color(
    light: Color(red255: 198, green: 198, blue: 200, alpha: 1),
    dark: Color(red255: 56, green: 56, blue: 58, alpha: 1))
  /// The main background: white; dark black.
  public static let systemBackground = Color(
    light: Color(red255: 255, green: 255, blue: 255, alpha: 1),
    dark: Color(red255: 0, green: 0, blue: 0, alpha: 1))
  /// Content layered on the main background: (242, 242, 247); dark (28, 28, 30).
  public static let secondarySystemBackground = Color(
    light: Color(red255: 242, green: 242, blue: 247, alpha: 1),
    dark: Color(red255: 28, green: 28, blue: 30, alpha: 1))
  /// Content layered on the secondary background: white; dark (44, 44, 46).
  public static let tertiarySystemBackground = Color(
    light: Color(red255: 255, green: 255, blue: 255, alpha: 1),
    dark: Color(red255: 44, green: 44, blue: 46, alpha: 1))
  /// A grouped interface's background: (242, 242, 247); dark black.
  public static let systemGroupedBackground = Color(
    light: Color(red255: 242, green: 242, blue: 247, alpha: 1),
    dark: Color(red255: 0, green: 0, blue: 0, alpha: 1))
  /// Content on a grouped background: white; dark (28, 28, 30).
  public static let secondarySystemGroupedBackground = Color(
    light: Color(red255: 255, green: 255, blue: 255, alpha: 1),
    dark: Color(red255: 28, green: 28, blue: 30, alpha: 1))
  /// Content on the secondary grouped background: (242, 242, 247); dark (44, 44, 46).
  public static let tertiarySystemGroupedBackground = Color(
    light: Color(red255: 242, green: 242, blue: 247, alpha: 1),
    dark: Color(red255: 44, green: 44, blue: 46, alpha: 1))
  /// Fill for thin shapes: (120, 120, 128) at 0.2; dark at 0.36.
  public static let systemFill = Color(
    light: Color(red255: 120, green: 120, blue: 128, alpha: 0.2),
    dark: Color(red255: 120, green: 120, blue: 128, alpha: 0.36))
  /// Fill for medium shapes: (120, 120, 128) at 0.16; dark at 0.32.
  public static let secondarySystemFill = Color(
    light: Color(red255: 120, green: 120, blue: 128, alpha: 0.16),
    dark: Color(red255: 120, green: 120, blue: 128, alpha: 0.32))
  /// Fill for large shapes: (118, 118, 128) at 0.12; dark at 0.24.
  public static let tertiarySystemFill = Color(
    light: Color(red255: 118, green: 118, blue: 128, alpha: 0.12),
    dark: Color(red255: 118, green: 118, blue: 128, alpha: 0.24))
  /// Fill for large areas: (116, 116, 128) at 0.08; dark (118, 118, 128) at 0.18.
  public static let quaternarySystemFill = Color(
    light: Color(red255: 116, green: 116, blue: 128, alpha: 0.08),
    dark: Color(red255: 118, green: 118, blue: 128, alpha: 0.18))

  /// The tint colour as a colour (`UIColor.tintColor`): resolves to ``systemBlue``, the tint of a
  /// view that neither has nor inherits one (the simulated app sets no window tint).
  public static let tintColor = systemBlue

  /// The tint a view shows when neither it nor an ancestor has one: ``systemBlue``.
  static let defaultTint = systemBlue

  /// A colour from 0...255 components and an alpha, as the colour tables give them.
  init(red255 red: Int, green: Int, blue: Int, alpha: CGFloat) {
    self.init(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }
}
