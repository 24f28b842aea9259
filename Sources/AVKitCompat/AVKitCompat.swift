@_exported import Clocks
@_exported import Controls
// AVKit, UIKit, Core Graphics and AVFoundation spellings of the simulator's types, so that iOS code
// ports by changing only its imports. Foundation is re-exported as UIKit re-exports it, and its own
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are the geometry every PiPSim view uses.
@_exported import Foundation
@_exported import Fullscreen
@_exported import MediaPlayback
@_exported import PictureInPicture
@_exported import Runtime
@_exported import SampleBuffers
@_exported import VideoRendering
@_exported import ViewHierarchy

/// `AVPictureInPictureController`.
public typealias AVPictureInPictureController = PictureInPictureController
/// `AVPictureInPictureControllerDelegate`.
public typealias AVPictureInPictureControllerDelegate = PictureInPictureControllerDelegate
/// `AVPictureInPictureSampleBufferPlaybackDelegate`.
public typealias AVPictureInPictureSampleBufferPlaybackDelegate = PictureInPictureSampleBufferPlaybackDelegate
/// `AVPictureInPictureVideoCallViewController`.
public typealias AVPictureInPictureVideoCallViewController = PictureInPictureVideoCallViewController
/// `AVPlayer`.
public typealias AVPlayer = Player
/// `AVPlayerItem`.
public typealias AVPlayerItem = PlayerItem
/// `AVAsset`.
public typealias AVAsset = Asset
/// `AVURLAsset`.
public typealias AVURLAsset = URLAsset
/// `AVPlayerLayer`.
public typealias AVPlayerLayer = PlayerLayer
/// `AVSampleBufferDisplayLayer`.
public typealias AVSampleBufferDisplayLayer = SampleBufferDisplayLayer
/// `AVAudioSession`.
public typealias AVAudioSession = AudioSession
/// `AVAudioSessionRouteDescription`.
public typealias AVAudioSessionRouteDescription = AudioSession.RouteDescription
/// `AVAudioSessionPortDescription`.
public typealias AVAudioSessionPortDescription = AudioSession.PortDescription
/// `AVAudioSessionInterruptionTypeKey`.
public let AVAudioSessionInterruptionTypeKey = AudioSession.UserInfoKey.interruptionType
/// `AVAudioSessionInterruptionOptionKey`.
public let AVAudioSessionInterruptionOptionKey = AudioSession.UserInfoKey.interruptionOptions
/// `AVAudioSessionInterruptionReasonKey`.
public let AVAudioSessionInterruptionReasonKey = AudioSession.UserInfoKey.interruptionReason
/// `AVAudioSessionInterruptionWasSuspendedKey`.
public let AVAudioSessionInterruptionWasSuspendedKey = AudioSession.UserInfoKey.interruptionWasSuspended
/// `AVAudioSessionRouteChangeReasonKey`.
public let AVAudioSessionRouteChangeReasonKey = AudioSession.UserInfoKey.routeChangeReason
/// `AVAudioSessionRouteChangePreviousRouteKey`.
public let AVAudioSessionRouteChangePreviousRouteKey = AudioSession.UserInfoKey.routeChangePreviousRoute
/// `UIView`.
public typealias UIView = View
/// `UIViewController`.
public typealias UIViewController = ViewController
/// `UIWindow`.
public typealias UIWindow = Window
/// `UIWindowScene`.
public typealias UIWindowScene = WindowScene
/// `UIScene`, the base of `UIWindowScene` (`UIScene.ActivationState`, the scene notifications).
public typealias UIScene = Scene
/// `UIColor`.
public typealias UIColor = Color
/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `CALayer`.
public typealias CALayer = Layer
/// `AVSampleBufferVideoRenderer`.
public typealias AVSampleBufferVideoRenderer = SampleBufferVideoRenderer
/// `AVQueuedSampleBufferRenderingStatus`.
public typealias AVQueuedSampleBufferRenderingStatus = QueuedSampleBufferRenderingStatus
/// `NSKeyValueObservation`.
public typealias NSKeyValueObservation = ObservationToken
/// `NSKeyValueObservedChange`.
public typealias NSKeyValueObservedChange = ObservedChange
/// `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// `UIApplication`.
public typealias UIApplication = Application
/// `UIDevice`.
public typealias UIDevice = SystemDevice
/// `UIDeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation
/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIScreen`.
public typealias UIScreen = Screen
/// `UISceneError`.
public typealias UISceneError = SceneError
/// `UISceneErrorDomain`.
public let UISceneErrorDomain = SceneError.errorDomain
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIAlertController`.
public typealias UIAlertController = AlertController
/// `UIAlertAction`.
public typealias UIAlertAction = AlertAction
/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIImage`.
public typealias UIImage = Image
/// `AVLayerVideoGravity`.
public typealias AVLayerVideoGravity = VideoGravity
/// `AVPlayerViewController`.
public typealias AVPlayerViewController = NativePlayerViewController
/// `AVPlayerViewControllerDelegate`.
public typealias AVPlayerViewControllerDelegate = PlayerViewControllerDelegate

extension Notification.Name {
  /// `AVPlayerItemDidPlayToEndTime`: an item played to its end (object: the item; observe with `queue: nil`).
  public static let AVPlayerItemDidPlayToEndTime = PlayerItem.didPlayToEndTimeNotification
}
