import Controls
import Runtime
import ViewHierarchy

extension SimulatedApp {
  /// The text field that has the app window's focus, if any (the one a tap or
  /// `becomeFirstResponder()` began editing).
  public var editedTextField: TextField? {
    window.firstResponder as? TextField
  }

  /// The user types `text` on the keyboard into the field being edited, one key per character
  /// (``Controls/TextField/insertText(_:)``: each asked of the delegate, each an `.editingChanged`),
  /// then what falls due runs.
  ///
  /// No field being edited records `keyboard.noTextField` and types nothing.
  /// - Returns: Whether a field was being edited.
  @discardableResult
  public func typeText(_ text: String) -> Bool {
    guard let field = editedFieldOrRefusal("typeText") else { return false }
    for character in text { field.insertText(String(character)) }
    runUntilIdle()
    return true
  }

  /// The user presses the delete key `count` times in the field being edited
  /// (``Controls/TextField/deleteBackward()``).
  ///
  /// No field being edited, or a negative count, records `keyboard.noTextField` and deletes nothing.
  /// - Returns: Whether a field was being edited.
  @discardableResult
  public func deleteBackward(count: Int = 1) -> Bool {
    guard count >= 0 else { return refuseKeys("deleteBackward", "count \(count) must not be negative") }
    guard let field = editedFieldOrRefusal("deleteBackward") else { return false }
    for _ in 0..<count { field.deleteBackward() }
    runUntilIdle()
    return true
  }

  /// The user presses the return key: the field's delegate is asked `textFieldShouldReturn`, and
  /// when it answers true the field sends `.editingDidEndOnExit` (the app resigns, as on iOS).
  ///
  /// No field being edited records `keyboard.noTextField`.
  /// - Returns: The delegate's answer (true without a delegate); false without a field.
  @discardableResult
  public func pressReturn() -> Bool {
    guard let field = editedFieldOrRefusal("pressReturn") else { return false }
    let answer = field.pressReturn()
    runUntilIdle()
    return answer
  }

  /// The user taps the field's clear button: its delegate is asked `textFieldShouldClear`, then the
  /// text goes as a user's change. Works whatever `clearButtonMode` says (the button is not drawn).
  ///
  /// No field being edited records `keyboard.noTextField`.
  /// - Returns: The delegate's answer; false without a field.
  @discardableResult
  public func tapClearButton() -> Bool {
    guard let field = editedFieldOrRefusal("tapClearButton") else { return false }
    let answer = field.pressClear()
    runUntilIdle()
    return answer
  }

  private func editedFieldOrRefusal(_ action: String) -> TextField? {
    guard let field = editedTextField else {
      _ = refuseKeys(action, "no text field is being edited; tap one or call becomeFirstResponder() first")
      return nil
    }
    return field
  }

  private func refuseKeys(_ action: String, _ reason: String) -> Bool {
    simulation.diagnostics.record(
      .keyboardNoTextField, severity: .warning, subject: "SimulatedApp.\(action)",
      message: "\(reason); nothing was typed")
    return false
  }
}

extension DiagnosticCode {
  /// `SimulatedApp.typeText(_:)` (or another key press) with no text field being edited, or a
  /// negative count of keys: nothing was typed.
  public static let keyboardNoTextField = DiagnosticCode(rawValue: "keyboard.noTextField")
}
