/// The arguments of one trace event, in the order they were given, keys unique.
///
/// Up to four arguments are stored inline, so events with one to four need no heap allocation of their
/// own; further arguments spill into an array. Setting a key that is already present replaces its value,
/// so the JSON writer never emits a duplicate key.
///
/// These are the arguments of the string-based recording path and of snapshots. Recording with them
/// interns every key and text value under a lock; per-frame events should pass ``TraceField`` values to
/// the ``TraceName`` overloads of ``TraceTrack`` instead. A dictionary literal
/// (`["seq": 4, "reason": "late"]`) reads best but allocates its list of pairs once per event;
/// ``init(_:_:_:_:)`` (`.init(("seq", 4), ("reason", "late"))`) does not.
public struct TraceArguments: Sendable, Hashable {
  @usableFromInline var first: TraceArgument?
  @usableFromInline var second: TraceArgument?
  @usableFromInline var third: TraceArgument?
  @usableFromInline var fourth: TraceArgument?
  @usableFromInline var spilled: [TraceArgument]
  @usableFromInline var storedCount: Int

  /// Creates an empty argument list.
  @inlinable
  public init() {
    first = nil
    second = nil
    third = nil
    fourth = nil
    spilled = []
    storedCount = 0
  }

  /// Creates one to four arguments without allocating, for events recorded on every frame.
  ///
  /// Pairs are set in order, so a repeated key keeps its last value.
  @inlinable
  public init(
    _ first: (String, TraceValue), _ second: (String, TraceValue)? = nil,
    _ third: (String, TraceValue)? = nil, _ fourth: (String, TraceValue)? = nil
  ) {
    self.init()
    set(first.0, first.1)
    if let second { set(second.0, second.1) }
    if let third { set(third.0, third.1) }
    if let fourth { set(fourth.0, fourth.1) }
  }

  /// The value stored under `key`, or nil when there is none.
  public subscript(key: String) -> TraceValue? {
    position(of: key).map { self[$0].value }
  }

  /// The position of `key`'s argument, or nil when there is none. The stored arguments' keys are
  /// read in place: `firstIndex(where:)` copied each argument it passed (about 450 instructions to
  /// find a key among one, measured with callgrind).
  @inlinable
  func position(of key: String) -> Int? {
    if storedCount > 0, first?.key == key { return 0 }
    if storedCount > 1, second?.key == key { return 1 }
    if storedCount > 2, third?.key == key { return 2 }
    if storedCount > 3, fourth?.key == key { return 3 }
    return spilled.firstIndex { $0.key == key }.map { $0 + 4 }
  }

  /// Sets `key` to `value`: replaces the value if the key is present, appends the pair otherwise.
  @inlinable
  public mutating func set(_ key: String, _ value: TraceValue) {
    let argument = TraceArgument(key: key, value: value)
    if let index = position(of: key) {
      replace(at: index, with: argument)
      return
    }
    switch storedCount {
    case 0: first = argument
    case 1: second = argument
    case 2: third = argument
    case 3: fourth = argument
    default: spilled.append(argument)
    }
    storedCount += 1
  }

  @inlinable
  mutating func replace(at index: Int, with argument: TraceArgument) {
    switch index {
    case 0: first = argument
    case 1: second = argument
    case 2: third = argument
    case 3: fourth = argument
    default: spilled[index - 4] = argument
    }
  }

  /// Whether both lists hold the same pairs in the same order.
  public static func == (lhs: TraceArguments, rhs: TraceArguments) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the pairs in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedCount)
    for argument in self { hasher.combine(argument) }
  }
}

extension TraceArguments: RandomAccessCollection {
  /// The position of the first argument (always 0).
  @inlinable
  public var startIndex: Int { 0 }

  /// The position after the last argument.
  @inlinable
  public var endIndex: Int { storedCount }

  /// The argument at `position`, which must be in `startIndex..<endIndex`.
  @inlinable
  public subscript(position: Int) -> TraceArgument {
    switch position {
    case 0: first!
    case 1: second!
    case 2: third!
    case 3: fourth!
    default: spilled[position - 4]
    }
  }
}

extension TraceArguments: ExpressibleByDictionaryLiteral {
  /// Creates arguments from a literal, keeping the literal's order; a repeated key keeps its last value.
  @inlinable
  public init(dictionaryLiteral elements: (String, TraceValue)...) {
    self.init()
    for (key, value) in elements { set(key, value) }
  }
}
