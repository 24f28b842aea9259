import ViewHierarchy

extension PictureInPictureController {
  /// The image of a button that starts PiP: the system's `pip.enter` symbol.
  public static var pictureInPictureButtonStartImage: Image {
    pictureInPictureButtonStartImage(compatibleWith: nil)
  }

  /// The image of a button that stops PiP: the system's `pip.exit` symbol.
  public static var pictureInPictureButtonStopImage: Image {
    pictureInPictureButtonStopImage(compatibleWith: nil)
  }

  /// The start image for `traitCollection`; the simulated screen has one set of traits, so it is
  /// always ``pictureInPictureButtonStartImage``'s symbol.
  public static func pictureInPictureButtonStartImage(compatibleWith traitCollection: TraitCollection?)
    -> Image
  {
    Image(symbol: "pip.enter")
  }

  /// The stop image for `traitCollection` (always the `pip.exit` symbol).
  public static func pictureInPictureButtonStopImage(compatibleWith traitCollection: TraitCollection?)
    -> Image
  {
    Image(symbol: "pip.exit")
  }
}
