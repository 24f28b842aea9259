import Foundation
import ViewHierarchy

/// What a button shows besides its images: titles, title colours and background images per state,
/// its configuration, and the title label and image view made for it. A button holds one.
@MainActor
final class ButtonContent {
  var titles: [Button.State: String] = [:]
  var attributedTitles: [Button.State: NSAttributedString] = [:]
  var titleColors: [Button.State: Color] = [:]
  var backgroundImages: [Button.State: Image] = [:]
  var configuration: Button.Configuration?
  var configurationUpdateHandler: (@MainActor (Button) -> Void)?
  var titleLabel: Label?
  var imageView: ImageView?
}
