/// The interned trace strings as plain values: event names with their categories, and the strings
/// used as argument keys and text values, each under a small integer id.
///
/// Ids start at 0 and grow by one per new entry; an entry never changes or goes away, so an id read
/// from a ring record stays meaningful for the life of the process.
struct TraceInternedStrings: Sendable {
  /// Identifies an event name: the same text in two categories is two names.
  private struct NameKey: Hashable, Sendable {
    let name: String
    let category: String
  }

  private var nameIDs: [NameKey: UInt32] = [:]
  private var names: [(name: String, category: TraceCategory)] = []
  private var stringIDs: [String: UInt32] = [:]
  private var strings: [String] = []

  /// The id of the event name `name` in `category`, added if it is new.
  mutating func nameID(_ name: String, category: TraceCategory) -> UInt32 {
    let key = NameKey(name: name, category: category.rawValue)
    if let id = nameIDs[key] { return id }
    let id = UInt32(truncatingIfNeeded: names.count)
    nameIDs[key] = id
    names.append((name, category))
    return id
  }

  /// The id of `string` as an argument key or text value, added if it is new.
  mutating func stringID(_ string: String) -> UInt32 {
    if let id = stringIDs[string] { return id }
    let id = UInt32(truncatingIfNeeded: strings.count)
    stringIDs[string] = id
    strings.append(string)
    return id
  }

  /// A copy in storage of its own, for a reader on another thread.
  ///
  /// A plain copy shares its buffers with this value, and the interning thread appends to them in place
  /// once it finds them uniquely referenced again; the Swift runtime's reference counts are invisible to
  /// ThreadSanitizer, which then reports the reader's and the writer's accesses as a race.
  func detachedCopy() -> TraceInternedStrings {
    var copy = TraceInternedStrings()
    copy.nameIDs = Dictionary(uniqueKeysWithValues: nameIDs.map { ($0.key, $0.value) })
    copy.names = names.map { $0 }
    copy.stringIDs = Dictionary(uniqueKeysWithValues: stringIDs.map { ($0.key, $0.value) })
    copy.strings = strings.map { $0 }
    return copy
  }

  /// The name and category with id `id`; an id this table never gave out (only a track written from
  /// two threads at once can store one) reads as `?` in category ``TraceCategory/trace``.
  func name(for id: UInt32) -> (name: String, category: TraceCategory) {
    Int(id) < names.count ? names[Int(id)] : ("?", .trace)
  }

  /// The string with id `id`, or `?` for an id this table never gave out.
  func string(for id: UInt32) -> String {
    Int(id) < strings.count ? strings[Int(id)] : "?"
  }
}
