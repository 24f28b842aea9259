import Foundation

/// The keyboard a text field asks for (`UIKeyboardType`); stored, there is no keyboard to show.
public enum KeyboardType: Int, Hashable, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
}

/// The return key's title (`UIReturnKeyType`); stored.
public enum ReturnKeyType: Int, Hashable, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// When the keyboard's shift key turns on by itself (`UITextAutocapitalizationType`); stored.
public enum TextAutocapitalizationType: Int, Hashable, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether the keyboard corrects words (`UITextAutocorrectionType`); stored.
public enum TextAutocorrectionType: Int, Hashable, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether the keyboard checks spelling (`UITextSpellCheckingType`); stored.
public enum TextSpellCheckingType: Int, Hashable, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// What a text field holds, for AutoFill (`UITextContentType`), such as `.username`; stored.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// An account name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A password the system suggests for a new account.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code from a message.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A URL.
  public static let URL = TextContentType(rawValue: "url")
}
