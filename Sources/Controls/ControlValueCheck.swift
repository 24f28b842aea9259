import Runtime

/// Whether `value` is one a control can take: NaN is not, and is reported as a
/// ``DiagnosticCode/controlInvalidValue`` warning on `subject` (the Apple spelling, such as
/// `UISlider.value`) whose message ends with `outcome`, what the control keeps instead.
@MainActor
func isAcceptedControlValue(_ value: Float, for subject: String, outcome: String) -> Bool {
  guard value.isNaN else { return true }
  Simulation.current.diagnostics.record(
    .controlInvalidValue, severity: .warning, subject: subject,
    message: "\(subject) set to NaN; \(outcome)")
  return false
}
