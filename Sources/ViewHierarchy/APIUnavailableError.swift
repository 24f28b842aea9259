import Runtime

/// A call to an API that the simulated OS version does not have (`#available` would have been false).
public struct APIUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The API that was called, in UIKit's spelling.
  public let api: String
  /// The first OS version that has the API.
  public let introducedIn: OSVersion
  /// The OS version the simulated device runs.
  public let running: OSVersion

  /// Creates the error for `api`, introduced in `introducedIn`, called on `running`.
  public init(api: String, introducedIn: OSVersion, running: OSVersion) {
    self.api = api
    self.introducedIn = introducedIn
    self.running = running
  }

  /// A sentence naming the API, the versions, and what to do instead.
  public var description: String {
    "\(api) is available from iOS \(introducedIn); the device runs iOS \(running). Guard the call with "
      + "#available and drive rotation from supportedInterfaceOrientations on earlier versions."
  }
}
