import Foundation

/// The object a text field asks before it changes and tells after (`UITextFieldDelegate`); every
/// method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin (default true); false keeps the field from becoming first responder.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began: the field is first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether editing may end (default true); false keeps the field first responder.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended (the default forwards to ``textFieldDidEndEditing(_:)``).
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the characters in `range` (UTF-16 offsets of ``TextField/text``) may become `string`
  /// (default true); asked for every key the user types or deletes.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  /// Whether the clear button may empty the field (default true).
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the return key does its default (default true): the field then sends
  /// `.editingDidEndOnExit`; resigning is the app's to do.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The insertion point moved (after every change the user makes).
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// Editing may begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Editing may end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Calls ``textFieldDidEndEditing(_:)``.
  public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// The change may happen.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// The field may be cleared.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// The return key does its default.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
