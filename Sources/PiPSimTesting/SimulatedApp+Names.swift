import PiPSim

// PiPSim's own names that a test of a ported screen needs, nested in `SimulatedApp` so that a test
// target importing AVKitCompat, PiPSimTesting and the app (whose own `Device` or `Simulation` must
// stay unambiguous) reaches them without importing PiPSim.
extension SimulatedApp {
  /// A simulated device (`UIDevice` with what PiP and layout depend on): its OS version, PiP
  /// support, idiom, screen and safe areas; `.iPhone14`, `.iPadPro11` ...
  public typealias Device = Runtime.Device
  /// The app's background modes (`UIBackgroundModes`); PiP needs `.audio`.
  public typealias BackgroundMode = App.BackgroundMode
  /// A machine-readable name for a kind of diagnostic (``Runtime/Diagnostics``).
  public typealias DiagnosticCode = Runtime.DiagnosticCode
}
