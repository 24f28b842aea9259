import Foundation

extension AudioSession {
  /// `AVAudioSession.InterruptionType`.
  public typealias InterruptionType = AudioSessionInterruption.Kind
  /// `AVAudioSession.InterruptionOptions`.
  public typealias InterruptionOptions = AudioSessionInterruption.Options
  /// `AVAudioSession.InterruptionReason`.
  public typealias InterruptionReason = AudioSessionInterruption.Reason
  /// `AVAudioSession.ErrorCode`.
  public typealias ErrorCode = AudioSessionRequestError.Code

  /// `AVAudioSession.interruptionNotification`: posted on `NotificationCenter.default` when an
  /// interruption begins or ends, with the session as object.
  ///
  /// User info: ``UserInfoKey/interruptionType`` (a `UInt`, ``AudioSessionInterruption/Kind``), and
  /// ``UserInfoKey/interruptionReason`` on a begin (with ``UserInfoKey/interruptionWasSuspended``
  /// `true` for `.appWasSuspended`) or ``UserInfoKey/interruptionOptions`` on an end.
  nonisolated public static let interruptionNotification = Notification.Name(
    "AVAudioSessionInterruptionNotification")
  /// `AVAudioSession.routeChangeNotification`: posted on `NotificationCenter.default` when the route
  /// changes (a new category, headphones plugged in or out), with the session as object.
  ///
  /// User info: ``UserInfoKey/routeChangeReason`` (a `UInt`, ``RouteChangeReason``) and
  /// ``UserInfoKey/routeChangePreviousRoute`` (a ``RouteDescription``).
  nonisolated public static let routeChangeNotification = Notification.Name(
    "AVAudioSessionRouteChangeNotification")

  /// The user-info keys of the session's notifications, with AVFoundation's strings.
  public enum UserInfoKey {
    /// `AVAudioSessionInterruptionTypeKey`.
    public static let interruptionType = "AVAudioSessionInterruptionTypeKey"
    /// `AVAudioSessionInterruptionOptionKey`.
    public static let interruptionOptions = "AVAudioSessionInterruptionOptionKey"
    /// `AVAudioSessionInterruptionReasonKey`.
    public static let interruptionReason = "AVAudioSessionInterruptionReasonKey"
    /// `AVAudioSessionInterruptionWasSuspendedKey`.
    public static let interruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
    /// `AVAudioSessionRouteChangeReasonKey`.
    public static let routeChangeReason = "AVAudioSessionRouteChangeReasonKey"
    /// `AVAudioSessionRouteChangePreviousRouteKey`.
    public static let routeChangePreviousRoute = "AVAudioSessionRouteChangePreviousRouteKey"
  }

  /// Why the route changed, named as `AVAudioSession.RouteChangeReason` (AVFoundation's raw values).
  public enum RouteChangeReason: UInt, Sendable {
    /// Unknown.
    case unknown = 0
    /// A new device became available (headphones plugged in).
    case newDeviceAvailable = 1
    /// The previous device went away (headphones unplugged).
    case oldDeviceUnavailable = 2
    /// The session's category changed.
    case categoryChange = 3
    /// The app overrode the route.
    case override = 4
    /// The device woke from sleep.
    case wakeFromSleep = 6
    /// No route suits the category.
    case noSuitableRouteForCategory = 7
    /// The route's configuration changed.
    case routeConfigurationChange = 8
  }

  /// An audio port's kind, named as `AVAudioSession.Port` (AVFoundation's strings).
  public struct Port: RawRepresentable, Hashable, Sendable {
    /// The port type string.
    public let rawValue: String

    /// Creates a port type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The built-in speaker.
    public static let builtInSpeaker = Port(rawValue: "Speaker")
    /// The receiver held to the ear.
    public static let builtInReceiver = Port(rawValue: "Receiver")
    /// Wired headphones.
    public static let headphones = Port(rawValue: "Headphones")
    /// A Bluetooth A2DP output.
    public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
    /// An AirPlay device.
    public static let airPlay = Port(rawValue: "AirPlay")
    /// The built-in microphone.
    public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
  }

  /// One port of a route, as `AVAudioSessionPortDescription`.
  public struct PortDescription: Hashable, Sendable {
    /// The kind of port.
    public let portType: Port
    /// A name for people.
    public let portName: String
    /// A stable identifier.
    public let uid: String

    /// Creates the description of a port of `portType`, named after it.
    public init(portType: Port, portName: String? = nil) {
      self.portType = portType
      self.portName = portName ?? portType.rawValue
      uid = portType.rawValue
    }
  }

  /// A route's inputs and outputs, as `AVAudioSessionRouteDescription`.
  public struct RouteDescription: Hashable, Sendable {
    /// The input ports.
    public let inputs: [PortDescription]
    /// The output ports.
    public let outputs: [PortDescription]

    /// Creates a route of `inputs` and `outputs`.
    public init(inputs: [PortDescription], outputs: [PortDescription]) {
      self.inputs = inputs
      self.outputs = outputs
    }
  }

  /// Posts `interruption` as iOS does, at the current virtual instant.
  func postInterruption(_ interruption: AudioSessionInterruption) {
    var userInfo: [AnyHashable: Any] = [UserInfoKey.interruptionType: interruption.kind.rawValue]
    switch interruption {
    case .began(let reason):
      userInfo[UserInfoKey.interruptionReason] = reason.rawValue
      if reason == .appWasSuspended { userInfo[UserInfoKey.interruptionWasSuspended] = true }
    case .ended(let options):
      userInfo[UserInfoKey.interruptionOptions] = options.rawValue
    }
    NotificationCenter.default.post(name: Self.interruptionNotification, object: self, userInfo: userInfo)
  }

  /// Posts a route change from `previousRoute` for `reason`, at the current virtual instant.
  func postRouteChange(_ reason: RouteChangeReason, previousRoute: RouteDescription) {
    NotificationCenter.default.post(
      name: Self.routeChangeNotification, object: self,
      userInfo: [
        UserInfoKey.routeChangeReason: reason.rawValue, UserInfoKey.routeChangePreviousRoute: previousRoute,
      ])
  }
}
