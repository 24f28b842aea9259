// AVKit, UIKit, Core Animation, Core Media, Core Video and AVFoundation spellings of the simulator's
// types, so that iOS code ports by changing only its imports. A file that imports AVKitCompat sees
// Apple's names and Foundation (re-exported, as UIKit re-exports it, with its own `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`), and none of PiPSim's own: the library modules are imported
// without re-export, so an app's own `Player`, `View` or `Scene` is never ambiguous with PiPSim's.
// Modules that declare Apple's names only (Core Graphics' drawing, Core Media's time, Core Video's and
// Core Media's buffers) are re-exported whole; the Apple-named declarations of the others one by one
// (scoped re-exports: `CACurrentMediaTime`, `CMClockGetHostTimeClock`, the `UIGraphics…` functions,
// `NSStringDrawingOptions`, `AVKitError`); the PiPSim-named types through typealiases. Members, extensions and conformances of
// every type come along with it, whatever module declares them. The one PiPSim name re-exported is
// `SimulatedOS`: `#available` is decided at compile time on Linux, so code whose behaviour depends
// on the simulated OS version asks `SimulatedOS.isAtLeast(16)`.
@_exported import CoreGraphicsDrawing
@_exported import CoreMediaTime
@_exported import Foundation
import Fullscreen
import MediaPlayback
import PictureInPicture
import Runtime
@_exported import SampleBuffers
import VideoRendering
import ViewHierarchy

@_exported import class Controls.NSStringDrawingContext
@_exported import struct Controls.NSStringDrawingOptions
@_exported import struct PictureInPicture.AVKitError
@_exported import func Runtime.CACurrentMediaTime
@_exported import func Runtime.CMClockGetHostTimeClock
@_exported import enum Runtime.SimulatedOS
@_exported import func ViewHierarchy.UIGraphicsBeginImageContext
@_exported import func ViewHierarchy.UIGraphicsBeginImageContextWithOptions
@_exported import func ViewHierarchy.UIGraphicsEndImageContext
@_exported import func ViewHierarchy.UIGraphicsGetCurrentContext
@_exported import func ViewHierarchy.UIGraphicsGetImageFromCurrentImageContext
@_exported import func ViewHierarchy.UIGraphicsPopContext
@_exported import func ViewHierarchy.UIGraphicsPushContext
@_exported import func ViewHierarchy.UIRectFill

/// AVKit's `AVPictureInPictureController`: PiPSim's ``PictureInPicture/PictureInPictureController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVPictureInPictureController = PictureInPictureController
/// AVKit's `AVPictureInPictureControllerDelegate`: PiPSim's
/// ``PictureInPicture/PictureInPictureControllerDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVPictureInPictureControllerDelegate = PictureInPictureControllerDelegate
/// AVKit's `AVPictureInPictureSampleBufferPlaybackDelegate`: PiPSim's
/// ``PictureInPicture/PictureInPictureSampleBufferPlaybackDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVPictureInPictureSampleBufferPlaybackDelegate = PictureInPictureSampleBufferPlaybackDelegate
/// AVKit's `AVPictureInPictureVideoCallViewController`: PiPSim's
/// ``PictureInPicture/PictureInPictureVideoCallViewController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVPictureInPictureVideoCallViewController = PictureInPictureVideoCallViewController
/// AVFoundation's `AVPlayer`: PiPSim's ``MediaPlayback/Player``.
///
/// It plays generated test streams (`pipsim-test://1920x1080@30/60s` or `/live`) on the virtual clock; any
/// other URL fails its item with AVFoundation's "Cannot Open".
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVPlayer = Player
/// AVFoundation's `AVPlayerItem`: PiPSim's ``MediaPlayback/PlayerItem``.
///
/// Its media is a generated test stream; `injectStall(for:)` empties its buffer, which iOS has no call for.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVPlayerItem = PlayerItem
/// AVFoundation's `AVPlayerItemOutput`: PiPSim's ``MediaPlayback/PlayerItemOutput``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVPlayerItemOutput = PlayerItemOutput
/// AVFoundation's `AVPlayerItemVideoOutput`: PiPSim's ``MediaPlayback/PlayerItemVideoOutput``.
///
/// Its buffers are the generated stream's frames, made in the format the attributes ask for.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVPlayerItemVideoOutput = PlayerItemVideoOutput
/// AVFoundation's `AVAssetImageGenerator`: PiPSim's ``MediaPlayback/AssetImageGenerator``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVAssetImageGenerator = AssetImageGenerator
/// AVFoundation's `AVAsset`: PiPSim's ``MediaPlayback/Asset``.
///
/// Only test-stream URLs load; their properties load on the virtual clock.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVAsset = Asset
/// AVFoundation's `AVURLAsset`: PiPSim's ``MediaPlayback/URLAsset``.
///
/// Only test-stream URLs (`pipsim-test://`) load; a URL's query can name audio and subtitle languages.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVURLAsset = URLAsset
/// AVFoundation's `AVAssetTrack`: PiPSim's ``MediaPlayback/AssetTrack``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVAssetTrack = AssetTrack
/// AVFoundation's `AVMediaType`: PiPSim's ``MediaPlayback/MediaType``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVMediaType = MediaType
/// AVFoundation's `AVMediaCharacteristic`: PiPSim's ``MediaPlayback/MediaCharacteristic``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVMediaCharacteristic = MediaCharacteristic
/// AVFoundation's `AVMediaSelectionGroup`: PiPSim's ``MediaPlayback/MediaSelectionGroup``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVMediaSelectionGroup = MediaSelectionGroup
/// AVFoundation's `AVMediaSelectionOption`: PiPSim's ``MediaPlayback/MediaSelectionOption``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVMediaSelectionOption = MediaSelectionOption
/// AVFoundation's `AVMediaSelection`: PiPSim's ``MediaPlayback/MediaSelection``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVMediaSelection = MediaSelection
/// AVFoundation's `AVKeyValueStatus`: PiPSim's ``MediaPlayback/KeyValueStatus``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVKeyValueStatus = KeyValueStatus
/// AVFoundation's `AVAsyncProperty`: PiPSim's ``MediaPlayback/AsyncProperty``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVAsyncProperty = AsyncProperty
/// AVFoundation's `AVAsynchronousKeyValueLoading`: PiPSim's ``MediaPlayback/AsynchronousKeyValueLoading``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVAsynchronousKeyValueLoading = AsynchronousKeyValueLoading
/// AVFoundation's `AVPlayerLayer`: PiPSim's ``MediaPlayback/PlayerLayer``.
///
/// Main-actor here (pre-concurrency), not on iOS, as a layer shares its view's state.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVPlayerLayer = PlayerLayer
/// AVFoundation's `AVSampleBufferDisplayLayer`: PiPSim's ``VideoRendering/SampleBufferDisplayLayer``.
///
/// Main-actor as in the current SDK, with `enqueue`, `flush`, `status`, the timebase and
/// `sampleBufferRenderer` `nonisolated` for a decode queue; it presents on the simulated display link.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVSampleBufferDisplayLayer = SampleBufferDisplayLayer
/// AVFoundation's `AVAudioSession`: PiPSim's ``Runtime/AudioSession``.
///
/// Main-actor here (pre-concurrency), not on iOS. It is the simulated app's session: its category, mode and
/// activation gate PiP as on iOS.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVAudioSession = AudioSession
/// AVFoundation's `AVAudioSessionRouteDescription`: PiPSim's ``Runtime/AudioSession/RouteDescription``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVAudioSessionRouteDescription = AudioSession.RouteDescription
/// AVFoundation's `AVAudioSessionPortDescription`: PiPSim's ``Runtime/AudioSession/PortDescription``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
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
/// UIKit's `UIResponder`: PiPSim's ``ViewHierarchy/Responder`` (the base of `UIView` and `UIViewController`).
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIResponder = Responder
/// UIKit's `UITouch`: PiPSim's ``ViewHierarchy/Touch``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: PiPSim's ``ViewHierarchy/TouchEvent`` (the touch events PiPSim sends).
///
/// Only touch events: PiPSim sends no motion, press or remote-control events.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIEvent = TouchEvent
/// UIKit's `UIView`: PiPSim's ``ViewHierarchy/View``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIView = View
/// UIKit's `UIViewPropertyAnimator`: PiPSim's ``ViewHierarchy/ViewPropertyAnimator``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's `UIViewAnimating`: PiPSim's ``ViewHierarchy/ViewAnimating``.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's `UIViewImplicitlyAnimating`: PiPSim's ``ViewHierarchy/ViewImplicitlyAnimating``.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// UIKit's `UIViewAnimatingState`: PiPSim's ``ViewHierarchy/ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState
/// UIKit's `UIViewAnimatingPosition`: PiPSim's ``ViewHierarchy/ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's `UIViewController`: PiPSim's ``ViewHierarchy/ViewController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIViewController = ViewController
/// UIKit's `UIWindow`: PiPSim's ``ViewHierarchy/Window``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIWindow = Window
/// UIKit's `UIWindowScene`: PiPSim's ``ViewHierarchy/WindowScene``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIWindowScene = WindowScene
/// UIKit's `UIScene`: PiPSim's ``ViewHierarchy/Scene`` (the base of `UIWindowScene`
/// (`UIScene.ActivationState`, the scene notifications)).
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIScene = Scene
/// UIKit's `UIColor`: PiPSim's ``ViewHierarchy/Color``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`: PiPSim's ``Runtime/EdgeInsets``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIEdgeInsets = EdgeInsets
/// Core Animation's `CALayer`: PiPSim's ``ViewHierarchy/Layer``.
///
/// Main-actor here (pre-concurrency), not on iOS: a view's layer shares its view's state. A custom animatable
/// property is read with `value(forKey:)`, and a subclass with designated initializers of its own also needs
/// `required init(layer: Any)`.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias CALayer = Layer
/// AVFoundation's `AVSampleBufferVideoRenderer`: PiPSim's ``VideoRendering/SampleBufferVideoRenderer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVSampleBufferVideoRenderer = SampleBufferVideoRenderer
/// AVFoundation's `AVQueuedSampleBufferRenderingStatus`: PiPSim's
/// ``VideoRendering/QueuedSampleBufferRenderingStatus``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVQueuedSampleBufferRenderingStatus = QueuedSampleBufferRenderingStatus
/// Foundation's `NSKeyValueObservation`: PiPSim's ``Runtime/ObservationToken``.
///
/// Observation works through Swift key paths only; string key paths (`#keyPath`) need the Objective-C runtime
/// Linux lacks.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias NSKeyValueObservation = ObservationToken
/// Foundation's `NSKeyValueObservedChange`: PiPSim's ``Runtime/ObservedChange``.
///
/// A test can make one (`NSKeyValueObservedChange(oldValue:newValue:)`), which Foundation does not allow.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias NSKeyValueObservedChange = ObservedChange
/// UIKit's `NSLayoutConstraint`: PiPSim's ``ViewHierarchy/LayoutConstraint``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: PiPSim's ``ViewHierarchy/LayoutAnchor``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: PiPSim's ``ViewHierarchy/LayoutXAxisAnchor``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: PiPSim's ``ViewHierarchy/LayoutYAxisAnchor``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: PiPSim's ``ViewHierarchy/LayoutDimension``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: PiPSim's ``ViewHierarchy/LayoutPriority``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UILayoutGuide`: PiPSim's ``ViewHierarchy/LayoutGuide``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIInterfaceOrientationMask`: PiPSim's ``ViewHierarchy/InterfaceOrientationMask``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's `UIInterfaceOrientation`: PiPSim's ``Runtime/InterfaceOrientation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's `UIViewControllerTransitionCoordinator`: PiPSim's ``ViewHierarchy/TransitionCoordinator``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's `UIApplication`: PiPSim's ``Runtime/Application``.
///
/// It is the simulated app: its state, scenes and lifecycle notifications follow what the test or scenario
/// does.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIApplication = Application
/// UIKit's `UIDevice`: PiPSim's ``ViewHierarchy/SystemDevice``.
///
/// It describes the simulated device (model, idiom, system version, orientation).
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIDevice = SystemDevice
/// UIKit's `UIDeviceOrientation`: PiPSim's ``ViewHierarchy/DeviceOrientation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's `UIUserInterfaceIdiom`: PiPSim's ``ViewHierarchy/UserInterfaceIdiom``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIScreen`: PiPSim's ``ViewHierarchy/Screen``.
///
/// It is the simulated device's screen.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias UIScreen = Screen
/// UIKit's `UISceneError`: PiPSim's ``ViewHierarchy/SceneError``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UISceneError = SceneError
/// `UISceneErrorDomain`.
public let UISceneErrorDomain = SceneError.errorDomain
/// UIKit's `UIStatusBarStyle`: PiPSim's ``ViewHierarchy/StatusBarStyle``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIModalPresentationStyle`: PiPSim's ``ViewHierarchy/ModalPresentationStyle``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIAlertController`: PiPSim's ``ViewHierarchy/AlertController``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`: PiPSim's ``ViewHierarchy/AlertAction``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIAlertAction = AlertAction
/// UIKit's `UITraitCollection`: PiPSim's ``ViewHierarchy/TraitCollection``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIImage`: PiPSim's ``ViewHierarchy/Image``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIImage = Image
/// UIKit's `UIGraphicsImageRenderer`: PiPSim's ``ViewHierarchy/GraphicsImageRenderer``.
///
/// It draws real pixels with Core Graphics on cairo. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// UIKit's `UIGraphicsImageRendererFormat`: PiPSim's ``ViewHierarchy/GraphicsImageRendererFormat``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// UIKit's `UIGraphicsImageRendererContext`: PiPSim's ``ViewHierarchy/GraphicsImageRendererContext``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
/// AVFoundation's `AVLayerVideoGravity`: PiPSim's ``ViewHierarchy/VideoGravity``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias AVLayerVideoGravity = VideoGravity
/// AVKit's `AVPlayerViewController`: PiPSim's ``Fullscreen/NativePlayerViewController``.
///
/// Its native fullscreen is simulated (no system window).
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias AVPlayerViewController = NativePlayerViewController
/// AVKit's `AVPlayerViewControllerDelegate`: PiPSim's ``Fullscreen/PlayerViewControllerDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
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
