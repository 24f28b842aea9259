import Controls
import Foundation
import PiPSim
import PiPSimTesting
import Testing

/// A delegate that logs every call and answers as the test sets.
@MainActor
private final class FieldLog: TextFieldDelegate {
  var calls: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var maximumLength = Int.max
  var returns = true

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    calls.append("didEnd(\(reason))")
  }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    calls.append("change(\(range.location),\(range.length),\(string))")
    return (textField.text ?? "").utf16.count - range.length + string.utf16.count <= maximumLength
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("shouldReturn")
    return returns
  }
}

/// Notification names, in the order they were posted.
@MainActor
private final class NamesLog {
  var names: [String] = []
}

/// Editing a text field as a user does: tap, type, delete, return, in UIKit's order of delegate
/// calls, events and notifications.
@MainActor
@Suite struct TextFieldTests {
  /// Only the editing events of a field's log.
  private func editing(_ log: ControlEventLog) -> [String] { log.names.filter { $0.hasPrefix("editing") } }

  /// A field on screen with its delegate log and event log, kept together so that both live as
  /// long as the test uses the field.
  private struct Form {
    let field: TextField
    let log: FieldLog
    let events: ControlEventLog
  }

  private func makeForm(in app: SimulatedApp) -> Form {
    let field = TextField(frame: CGRect(x: 20, y: 120, width: 240, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    showOnScreen(field, in: app)
    let log = FieldLog()
    field.delegate = log
    let events = ControlEventLog(field)
    return Form(field: field, log: log, events: events)
  }

  @Test func aTapBeginsEditingAndTypingGoesThroughTheDelegateKeyByKey() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, log, events) = (form.field, form.log, form.events)
      #expect(field.text == "", "empty, not nil, as in UIKit")
      #expect(app.tap(field))
      #expect(field.isEditing && field.isFirstResponder)
      #expect(app.editedTextField === field)
      #expect(app.typeText("Pi"))
      #expect(field.text == "Pi")
      #expect(app.deleteBackward())
      #expect(field.text == "P")
      #expect(log.calls == ["shouldBegin", "didBegin", "change(0,0,P)", "change(1,0,i)", "change(1,1,)"])
      #expect(editing(events) == ["editingDidBegin", "editingChanged", "editingChanged", "editingChanged"])
      field.text = "set in code"
      #expect(editing(events).count == 4, "setting text in code sends nothing")
    }
  }

  @Test func theDelegateCanRefuseKeysBeginningAndEnding() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, log, _) = (form.field, form.log, form.events)
      log.allowsBegin = false
      #expect(!field.becomeFirstResponder())
      #expect(!field.isEditing)
      log.allowsBegin = true
      log.maximumLength = 3
      #expect(field.becomeFirstResponder())
      app.typeText("PiPSim")
      #expect(field.text == "PiP", "keys past the limit refused")
      log.allowsEnd = false
      #expect(!field.resignFirstResponder())
      #expect(field.isFirstResponder)
      log.allowsEnd = true
      #expect(field.resignFirstResponder())
      #expect(!field.isEditing && !field.isFirstResponder)
      #expect(log.calls.suffix(3) == ["shouldEnd", "shouldEnd", "didEnd(committed)"])
    }
  }

  @Test func returnAsksTheDelegateAndSendsEditingDidEndOnExitButLeavesResigningToTheApp() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, log, events) = (form.field, form.log, form.events)
      field.becomeFirstResponder()
      #expect(app.pressReturn())
      #expect(events.names.last == "editingDidEndOnExit")
      #expect(field.isEditing, "the app resigns in textFieldShouldReturn, as on iOS")
      log.returns = false
      #expect(!app.pressReturn())
      #expect(editing(events).filter { $0 == "editingDidEndOnExit" }.count == 1)
    }
  }

  @Test func anotherFieldTakesTheFocusOnlyWhenTheFirstLetsGo() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (first, log, _) = (form.field, form.log, form.events)
      let second = TextField(frame: CGRect(x: 20, y: 200, width: 240, height: 34))
      app.window.rootViewController?.view.addSubview(second)
      first.becomeFirstResponder()
      log.allowsEnd = false
      #expect(app.tap(second))
      #expect(!second.isFirstResponder, "the first field would not let go")
      #expect(first.isFirstResponder)
      log.allowsEnd = true
      #expect(second.becomeFirstResponder())
      #expect(!first.isEditing && second.isEditing)
      #expect(app.editedTextField === second)
    }
  }

  @Test func leavingTheWindowOrAForcedEndEditingEndsWithoutAsking() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, log, events) = (form.field, form.log, form.events)
      field.becomeFirstResponder()
      log.allowsEnd = false
      #expect(!(field.superview?.endEditing(false) ?? true), "an unforced end asks, and is refused")
      #expect(field.superview?.endEditing(true) == true)
      #expect(!field.isEditing)
      #expect(events.names.last == "editingDidEnd")
      field.becomeFirstResponder()
      field.removeFromSuperview()
      #expect(!field.isEditing && !field.isFirstResponder)
      #expect(log.calls.filter { $0.hasPrefix("didEnd") }.count == 2)
    }
  }

  @Test func notificationsFollowTheEdits() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, _, _) = (form.field, form.log, form.events)
      let posted = NamesLog()
      let names = [
        TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification,
        TextField.textDidEndEditingNotification,
      ]
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
          let name = note.name.rawValue
          MainActor.assumeIsolated { posted.names.append(name) }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      field.becomeFirstResponder()
      app.typeText("a")
      #expect(app.tapClearButton())
      field.resignFirstResponder()
      #expect(field.text == "")
      #expect(
        posted.names == [
          "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
          "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
        ])
    }
  }

  @Test func keysWithoutAFieldAreRefusedWithADiagnostic() {
    withSimulatedApp(expectedDiagnostics: [.keyboardNoTextField]) { app in
      _ = makeForm(in: app)
      #expect(!app.typeText("x"))
      #expect(!app.pressReturn())
    }
  }

  @Test func aDisabledFieldCannotBeginAndTheSizeFollowsTheTextOrPlaceholder() {
    withSimulatedApp { app in
      let form = makeForm(in: app)
      let (field, _, _) = (form.field, form.log, form.events)
      let empty = field.intrinsicContentSize
      #expect(empty.height == 34, "a rounded field at 17 points, as UIKit's")
      field.text = "a much longer query than the placeholder"
      #expect(field.intrinsicContentSize.width > empty.width)
      field.borderStyle = .none
      #expect(field.intrinsicContentSize.height == 20, "the 17-point line, 20.3 points, rounded")
      field.isEnabled = false
      #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
      #expect(field.accessibilityLabel == "Search")
      #expect(field.accessibilityValue == field.text)
    }
  }
}
