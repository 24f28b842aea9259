/// The name a port's developer knows a type by, for diagnostics and descriptions: Apple's spelling
/// for PiPSim's own UIKit, Core Animation and AVFoundation classes (`UIView` for the simulator's
/// `View`, `AVPictureInPictureController` for its `PictureInPictureController`), the type's own
/// name for anything else (an app's `PlayerViewController` subclass stays `PlayerViewController`).
///
/// - Parameter type: The type to name.
/// - Returns: Its Apple spelling where it has one, else its own name.
public func appleTypeName(of type: Any.Type) -> String {
  let name = String(describing: type)
  let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
  if let spelled = appleSpellings[name], pipSimModules.contains(module) { return spelled }
  if uiKitModules.contains(module) { return "UI" + name }
  if avFoundationModules.contains(module) { return "AV" + name }
  return name
}

/// PiPSim's modules whose classes are UIKit's, named by UIKit's prefix.
private let uiKitModules: Set = ["ViewHierarchy", "Controls", "Containers", "Gestures"]
/// PiPSim's modules whose classes are AVKit's and AVFoundation's, named by their prefix.
private let avFoundationModules: Set = ["PictureInPicture", "MediaPlayback", "VideoRendering"]
/// Every PiPSim module whose classes have Apple spellings.
private let pipSimModules = uiKitModules.union(avFoundationModules).union(["Fullscreen", "Runtime"])
/// The classes whose Apple spelling is not their module's prefix and their name.
private let appleSpellings = [
  "Layer": "CALayer", "LayoutConstraint": "NSLayoutConstraint", "LayoutGuide": "UILayoutGuide",
  "SystemDevice": "UIDevice", "NativePlayerViewController": "AVPlayerViewController",
  "Application": "UIApplication", "AudioSession": "AVAudioSession",
]
