/// A text argument value interned once, such as the reason a frame was dropped.
///
/// Hot events whose text comes from a small fixed set (`"late"`, `"ring full"`) should intern each
/// value once and attach it with ``TraceKey/text(_:)``, which stores only the id.
public struct TraceText: Sendable, Hashable {
  /// The interned id of the text.
  @usableFromInline let id: UInt32

  /// Interns `text`; the same text always gives an equal value.
  public init(_ text: String) {
    id = TraceInternTable.shared.withEntries { $0.stringID(text) }
  }
}
