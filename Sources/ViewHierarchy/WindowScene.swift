import Foundation
import Runtime

/// A scene of the app holding its windows: the simulator's `UIWindowScene`.
///
/// Its activation state follows the app's (see ``Scene``). Orientation and geometry requests are
/// added in extension files; the ``interfaceOrientation`` and `effectiveGeometry` properties can be
/// observed with `observe(_:)`.
@preconcurrency @MainActor
open class WindowScene: Scene, KeyValueObservable {
  /// The interface orientation the scene is shown in.
  public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
  /// The handlers told which observable property changed.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  var statusBarHiddenByPreference = false
  private var windowReferences: [WeakWindow] = []

  /// Creates a window scene of `simulation`'s app, in the app's current activation state.
  override public init(simulation: Simulation = .current) {
    super.init(simulation: simulation)
    simulation.userInterface.register(self)
  }

  /// The scene's windows that are still alive, in creation order.
  public var windows: [Window] { windowReferences.compactMap(\.window) }

  /// The key window, if any.
  public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

  /// The screen's bounds in the current interface orientation.
  public var screenBounds: CGRect { simulation.device.screenBounds(in: interfaceOrientation) }

  /// The safe-area insets in the current interface orientation.
  public var safeAreaInsets: EdgeInsets { simulation.device.safeAreaInsets(in: interfaceOrientation) }

  /// The screen the scene is shown on.
  public var screen: Screen { simulation.service(Screen.self) }

  func attach(_ window: Window) {
    windowReferences.removeAll { $0.window == nil }
    windowReferences.append(WeakWindow(window: window))
  }

  func makeKey(_ window: Window) {
    for candidate in windows { candidate.setKey(candidate === window) }
  }
}

@MainActor
private struct WeakWindow {
  weak var window: Window?
}
