import AVKitCompat
import Containers
import PiPSimTesting

/// The calls the screens and delegates of one test received, in order.
@MainActor
final class EventLog {
  var entries: [String] = []

  /// The entries since the last call, which clears them.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// A screen that logs its loading, appearance and containment calls as `name.call(argument)`.
@MainActor
class LoggingScreen: UIViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    name = "archived"
    log = EventLog()
    super.init(coder: coder)
  }

  override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(name).viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("\(name).viewDidDisappear(\(animated))")
  }
  override func willMove(toParent parent: UIViewController?) {
    log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// A navigation delegate that logs `willShow` and `didShow` with the screen's title.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
  let log: EventLog

  init(log: EventLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    log.entries.append("willShow \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    log.entries.append("didShow \(viewController.title ?? "?")")
  }
}

/// A tab delegate that logs what it is asked and told, and answers `allows`.
@MainActor
final class LoggingTabDelegate: UITabBarControllerDelegate {
  let log: EventLog
  var allows = true

  init(log: EventLog) { self.log = log }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  {
    log.entries.append("shouldSelect \(viewController.title ?? "?")")
    return allows
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    log.entries.append("didSelect \(viewController.title ?? "?")")
  }
}

/// The titles of `controllers`, in order ("?" for one without a title).
@MainActor
func titles(_ controllers: [UIViewController]?) -> [String] {
  (controllers ?? []).map { $0.title ?? "?" }
}
