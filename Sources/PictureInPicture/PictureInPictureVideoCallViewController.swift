import ViewHierarchy

/// The container view controller for video-call content shown in Picture in Picture.
///
/// Use it directly or subclass it. Its ``ViewHierarchy/ViewController/preferredContentSize`` sets the aspect ratio
/// and size of the PiP window. While PiP is active its view is hosted in the system's PiP window
/// (so it receives the appearance callbacks); put the call's content in it, filling its bounds. The
/// view is not interactive.
@preconcurrency @MainActor
open class PictureInPictureVideoCallViewController: ViewController {}
