// AVKit, UIKit, Core Animation, Core Media, Core Video and AVFoundation spellings of the simulator's
// types, so that iOS code ports by changing only its imports. A file that imports AVKitCompat sees
// Apple's names and Foundation (re-exported, as UIKit re-exports it, with its own `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`), and none of PiPSim's own: the library modules are imported
// without re-export, so an app's own `Player`, `View` or `Scene` is never ambiguous with PiPSim's.
// Modules that declare Apple's names only (Core Media's time, Core Video's and Core Media's buffers)
// are re-exported whole; the Apple-named declarations of the others one by one (scoped re-exports:
// `CACurrentMediaTime`, `CMClockGetHostTimeClock`, `CGAffineTransform`, `CGColor`, `AVKitError`);
// the PiPSim-named types through typealiases. Members, extensions and conformances of every type
// come along with it, whatever module declares them. The one PiPSim name re-exported is
// `SimulatedOS`: `#available` is decided at compile time on Linux, so code whose behaviour depends
// on the simulated OS version asks `SimulatedOS.isAtLeast(16)`.
@_exported import CoreMediaTime
@_exported import Foundation
import Fullscreen
import MediaPlayback
import PictureInPicture
import Runtime
@_exported import SampleBuffers
import VideoRendering
import ViewHierarchy

@_exported import struct PictureInPicture.AVKitError
@_exported import func Runtime.CACurrentMediaTime
@_exported import struct Runtime.CGAffineTransform
@_exported import func Runtime.CMClockGetHostTimeClock
@_exported import enum Runtime.SimulatedOS
@_exported import struct ViewHierarchy.CGColor
@_exported import class ViewHierarchy.CGContext
@_exported import enum ViewHierarchy.CGLineCap
@_exported import enum ViewHierarchy.CGLineJoin
@_exported import class ViewHierarchy.CGMutablePath
@_exported import class ViewHierarchy.CGPath
@_exported import enum ViewHierarchy.CGPathElement

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
/// `AVAssetTrack`.
public typealias AVAssetTrack = AssetTrack
/// `AVMediaType`.
public typealias AVMediaType = MediaType
/// `AVMediaCharacteristic`.
public typealias AVMediaCharacteristic = MediaCharacteristic
/// `AVMediaSelectionGroup`.
public typealias AVMediaSelectionGroup = MediaSelectionGroup
/// `AVMediaSelectionOption`.
public typealias AVMediaSelectionOption = MediaSelectionOption
/// `AVMediaSelection`.
public typealias AVMediaSelection = MediaSelection
/// `AVKeyValueStatus`.
public typealias AVKeyValueStatus = KeyValueStatus
/// `AVAsyncProperty`.
public typealias AVAsyncProperty = AsyncProperty
/// `AVAsynchronousKeyValueLoading`.
public typealias AVAsynchronousKeyValueLoading = AsynchronousKeyValueLoading
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
/// `UIResponder`, the base of `UIView` and `UIViewController`.
public typealias UIResponder = Responder
/// `UITouch`.
public typealias UITouch = Touch
/// `UIEvent`: the touch events PiPSim sends.
public typealias UIEvent = TouchEvent
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
  /// `AVPlayerItemFailedToPlayToEndTime`: an item's media failed before its end (object: the item;
  /// the error under `AVPlayerItemFailedToPlayToEndTimeErrorKey`).
  public static let AVPlayerItemFailedToPlayToEndTime = PlayerItem.failedToPlayToEndTimeNotification
  /// `AVPlayerItemTimeJumped`: an item's time changed discontinuously, by a seek (object: the item).
  public static let AVPlayerItemTimeJumped = PlayerItem.timeJumpedNotification
  /// `AVPlayerItemPlaybackStalled`: an item's buffer ran out while it played (object: the item).
  public static let AVPlayerItemPlaybackStalled = PlayerItem.playbackStalledNotification
  /// `AVSampleBufferDisplayLayerFailedToDecode`: a layer failed to decode (object: the layer; the
  /// error under `AVSampleBufferDisplayLayerFailedToDecodeNotificationErrorKey`).
  public static let AVSampleBufferDisplayLayerFailedToDecode = SampleBufferDisplayLayer
    .failedToDecodeNotification
  /// `AVSampleBufferDisplayLayerRequiresFlushToResumeDecodingDidChange`: a layer's
  /// `requiresFlushToResumeDecoding` changed (object: the layer).
  public static let AVSampleBufferDisplayLayerRequiresFlushToResumeDecodingDidChange =
    SampleBufferDisplayLayer.requiresFlushToResumeDecodingDidChangeNotification
}

/// `AVPlayerItemFailedToPlayToEndTimeErrorKey`.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = PlayerItem.failedToPlayToEndTimeErrorKey

/// `AVSampleBufferDisplayLayerFailedToDecodeNotificationErrorKey`: the user-info key of the error in
/// `AVSampleBufferDisplayLayerFailedToDecode`.
public let AVSampleBufferDisplayLayerFailedToDecodeNotificationErrorKey = SampleBufferDisplayLayer
  .failedToDecodeErrorKey
