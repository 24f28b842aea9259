import Controls
import PiPSim
import PiPSimTesting

/// Shows a fresh view controller in `app` with `control` added to its view, so that the user can
/// reach the control, and returns that view controller.
@MainActor
@discardableResult
func showOnScreen(_ control: Control, in app: SimulatedApp) -> ViewController {
  let host = ViewController()
  app.show(host)
  host.view.addSubview(control)
  return host
}
