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
  /// The counter each counter-sampling key feeds, by the key's id.
  private var sampledCounters: [UInt32: SampledCounter] = [:]
  /// The ids of the counter-sampling keys, so registering one twice gives the same id.
  private var samplingKeyIDs: [SamplingKey: UInt32] = [:]

  /// The counter a counter-sampling key feeds: the counter's name id and its series' string id.
  struct SampledCounter: Hashable, Sendable {
    /// The id of the counter's name.
    let nameID: UInt32
    /// The string id of the series the value is written under.
    let seriesID: UInt32
  }

  /// Identifies a counter-sampling key: its text and the counter it feeds.
  private struct SamplingKey: Hashable, Sendable {
    let key: String
    let counter: SampledCounter
  }

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

  /// The id of argument key `key` whose fields also sample `counter`, added if it is new.
  ///
  /// The id is not the plain key's (``stringID(_:)``): it names the same text, but only fields recorded
  /// under it sample the counter.
  mutating func samplingKeyID(_ key: String, counter: SampledCounter) -> UInt32 {
    let samplingKey = SamplingKey(key: key, counter: counter)
    if let id = samplingKeyIDs[samplingKey] { return id }
    let id = UInt32(truncatingIfNeeded: strings.count)
    strings.append(key)
    samplingKeyIDs[samplingKey] = id
    sampledCounters[id] = counter
    return id
  }

  /// The counter that fields with key id `keyID` sample, or nil for a plain key.
  func sampledCounter(forKey keyID: UInt32) -> SampledCounter? {
    sampledCounters[keyID]
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
    copy.sampledCounters = Dictionary(uniqueKeysWithValues: sampledCounters.map { ($0.key, $0.value) })
    copy.samplingKeyIDs = Dictionary(uniqueKeysWithValues: samplingKeyIDs.map { ($0.key, $0.value) })
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
