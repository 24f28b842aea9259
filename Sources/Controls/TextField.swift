import Foundation
import ViewHierarchy

/// A single line of editable text: the simulator's `UITextField`.
///
/// Editing follows UIKit's order. A tap (or ``becomeFirstResponder()``) asks the delegate's
/// `textFieldShouldBeginEditing`, takes the window's focus, calls `textFieldDidBeginEditing`, sends
/// `.editingDidBegin` and posts ``textDidBeginEditingNotification``. Each key the user types
/// (``insertText(_:)``, `SimulatedApp.typeText(_:)`) or deletes (``deleteBackward()``) is asked of
/// `textField(_:shouldChangeCharactersIn:replacementString:)` at the end of the text (there is no
/// selection to move), then changes ``text``, sends `.editingChanged`, posts
/// ``textDidChangeNotification`` and calls `textFieldDidChangeSelection`. Resigning asks
/// `textFieldShouldEndEditing`, then calls `textFieldDidEndEditing(_:reason:)`, sends
/// `.editingDidEnd` and posts ``textDidEndEditingNotification``; a field whose view leaves the window
/// (or `endEditing(true)`) ends without being asked. Setting ``text`` in code sends nothing, as in
/// UIKit. There is no keyboard on screen: its traits are stored only.
@preconcurrency @MainActor
open class TextField: Control, FocusTaking {
  /// Why editing ended (`UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Hashable, Sendable {
    /// The field resigned, or its focus was taken.
    case committed = 0
  }

  /// The border drawn around the field (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezelled rectangle.
    case bezel = 2
    /// The rounded rectangle of most forms.
    case roundedRect = 3
  }

  /// When an overlay view (the clear button, ``leftView``, ``rightView``) shows
  /// (`UITextField.ViewMode`).
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never = 0
    /// While the field is being edited.
    case whileEditing = 1
    /// While it is not.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Posted with the field as object when editing begins.
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field as object after the user changed its text.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted with the field as object when editing ends.
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text, `""` by default as in UIKit; nil sets it to `""`.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }
  /// The text as an attributed string without attributes (`attributedText`); setting it sets ``text``
  /// to its string.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  /// The font, 17-point system by default; nil restores it.
  open var font: Font! = TextField.defaultFont {
    didSet {
      if font == nil { font = TextField.defaultFont }
      invalidateIntrinsicContentSize()
    }
  }
  /// The text colour (`.label` by default).
  ///
  /// - Note: Stored only; not simulated.
  open var textColor: Color? = .label
  /// How the text lines up (`.natural` by default).
  ///
  /// - Note: Stored only; not simulated.
  open var textAlignment = TextAlignment.natural
  /// The border (none by default); a bordered field is 14 points taller than its line of text.
  open var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// When the clear button shows (never by default).
  ///
  /// - Note: Stored only; not simulated.
  open var clearButtonMode = ViewMode.never
  /// Whether editing starts by emptying the field.
  open var clearsOnBeginEditing = false
  /// A view shown at the field's leading edge, such as a search glass.
  ///
  /// - Note: Stored only; not simulated.
  open var leftView: View?
  /// When ``leftView`` shows.
  ///
  /// - Note: Stored only; not simulated.
  open var leftViewMode = ViewMode.never
  /// A view shown at the trailing edge.
  ///
  /// - Note: Stored only; not simulated.
  open var rightView: View?
  /// When ``rightView`` shows.
  ///
  /// - Note: Stored only; not simulated.
  open var rightViewMode = ViewMode.never
  /// Whether the text is hidden as dots (a password).
  ///
  /// - Note: Stored only; not simulated.
  open var isSecureTextEntry = false
  /// The keyboard asked for.
  ///
  /// - Note: Stored only; not simulated.
  open var keyboardType = KeyboardType.default
  /// The return key's title.
  ///
  /// - Note: Stored only; not simulated.
  open var returnKeyType = ReturnKeyType.default
  /// Automatic capitalisation.
  ///
  /// - Note: Stored only; not simulated.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Automatic correction.
  ///
  /// - Note: Stored only; not simulated.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Spell checking.
  ///
  /// - Note: Stored only; not simulated.
  open var spellCheckingType = TextSpellCheckingType.default
  /// What the field holds, for AutoFill.
  ///
  /// - Note: Stored only; not simulated.
  open var textContentType: TextContentType?
  /// Whether the return key is disabled while the field is empty.
  ///
  /// - Note: Stored only; not simulated.
  open var enablesReturnKeyAutomatically = false
  /// A view shown above the keyboard.
  ///
  /// - Note: Stored only; not simulated.
  open var inputAccessoryView: View?
  /// A view shown instead of the keyboard.
  ///
  /// - Note: Stored only; not simulated.
  open var inputView: View?
  /// The object asked before changes and told after; held weakly, as UIKit does.
  open weak var delegate: (any TextFieldDelegate)?
  /// Whether the field is being edited: it is first responder.
  public var isEditing: Bool { isFirstResponder }

  private var storedText = ""
  private static let defaultFont = Font.systemFont(ofSize: 17)

  /// A field is an accessibility element called by its placeholder, valued by its text.
  open override var accessibilityLabel: String? {
    get { accessibility.label ?? placeholder }
    set { super.accessibilityLabel = newValue }
  }
  /// What the app set, else the text.
  open override var accessibilityValue: String? {
    get { accessibility.value ?? storedText }
    set { super.accessibilityValue = newValue }
  }

  /// Whether there is any text (`UIKeyInput.hasText`).
  open var hasText: Bool { !storedText.isEmpty }

  /// The text's (or, while empty, the placeholder's) width and the font's line height, plus 7
  /// points on each side for a bordered style, rounded to whole points (34 points tall at 17
  /// points, as UIKit's rounded field).
  open override var intrinsicContentSize: CGSize {
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let width = TextMetrics.width(of: shown.map { TextMetrics.StyledCharacter(character: $0, font: font) })
    let border: CGFloat = borderStyle == .none ? 0 : 7
    return CGSize(width: width.rounded(.up) + 2 * border, height: (font.lineHeight + 2 * border).rounded())
  }

  /// An enabled field can take the focus.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing, asking the delegate first (see the type's description).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    if clearsOnBeginEditing, !storedText.isEmpty { text = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, asking the delegate first; false when it says no.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    finishEditing()
    return true
  }

  /// The focus was taken without asking: editing ends.
  package func focusWasTaken() {
    finishEditing()
  }

  private func finishEditing() {
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// Types `text` at the end, as one key press (`UIKeyInput.insertText(_:)`), if the delegate lets it.
  open func insertText(_ text: String) {
    replaceEnd(removingLastCharacter: false, with: text)
  }

  /// Deletes the last character, as the delete key does (`UIKeyInput.deleteBackward()`), if there
  /// is one and the delegate lets it.
  open func deleteBackward() {
    guard !storedText.isEmpty else { return }
    replaceEnd(removingLastCharacter: true, with: "")
  }

  /// The return key: asks `textFieldShouldReturn` and, when it answers true, sends
  /// `.editingDidEndOnExit`. Returns the delegate's answer.
  @discardableResult
  package func pressReturn() -> Bool {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
    sendActions(for: .editingDidEndOnExit)
    return true
  }

  /// The clear button: asks `textFieldShouldClear`, then empties the field as a user's change.
  @discardableResult
  package func pressClear() -> Bool {
    guard delegate?.textFieldShouldClear(self) ?? true else { return false }
    guard !storedText.isEmpty else { return true }
    text = ""
    userChangedText()
    return true
  }

  /// Puts `replacement` at the end of the text, in place of its last character when
  /// `removingLastCharacter`, if the delegate agrees to the change of that UTF-16 range.
  private func replaceEnd(removingLastCharacter: Bool, with replacement: String) {
    var kept = storedText
    if removingLastCharacter { kept.removeLast() }
    let keptLength = kept.utf16.count
    let range = NSRange(location: keptLength, length: storedText.utf16.count - keptLength)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    else { return }
    text = kept + replacement
    userChangedText()
  }

  private func userChangedText() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// A tap that lifts inside the field begins editing, as UIKit's does.
  open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    becomeFirstResponder()
  }
}
