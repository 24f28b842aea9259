/// A visual format string parsed by Apple's grammar, before its names are looked up:
///
///     (H|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
///
/// A connection is empty (views touch), `-` (the standard space), or `-predicates-`; predicates are
/// `relation? (number | metric | view) (@priority)?`, one bare or several in parentheses.
/// <https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html>
struct VisualFormat {
  /// One `relation object @priority` term.
  struct Predicate {
    /// How the two sides compare (default `==`).
    var relation = LayoutRelation.equal
    /// A number or metric.
    var constant: Double?
    /// A view name, when the predicate relates to another view.
    var viewName: String?
    /// The priority (default required).
    var priority = LayoutPriority.required
    /// Where the predicate starts in the format.
    var offset: Int
  }

  /// The space between two neighbours (views or the superview's edge).
  enum Connection {
    /// No dash: the neighbours touch.
    case flush
    /// A dash alone: the standard space.
    case standard
    /// Dashes around predicates.
    case predicates([Predicate])
  }

  /// A bracketed view and its size predicates.
  struct Entry {
    /// The name in the views dictionary.
    var name: String
    /// The view's size predicates.
    var predicates: [Predicate]
    /// Where the name starts in the format.
    var offset: Int
  }

  /// Whether the format lays out vertically (`V:`).
  var isVertical = false
  /// The connection to the superview's leading edge, if the format starts with `|`.
  var leadingEdge: Connection?
  /// The views, in order.
  var entries: [Entry] = []
  /// The connections between consecutive views (one fewer than ``entries``).
  var spacings: [Connection] = []
  /// The connection to the superview's trailing edge, if the format ends with `|`.
  var trailingEdge: Connection?
}

/// Parses a visual format string, reading metric names through `metric`.
struct VisualFormatParser {
  private let format: String
  private let characters: [Character]
  private let metric: (String) -> Double?
  private var index = 0

  /// Creates a parser of `format` whose metric names `metric` resolves (nil: not a metric).
  init(_ format: String, metric: @escaping (String) -> Double?) {
    self.format = format
    characters = Array(format)
    self.metric = metric
  }

  /// The format's parts.
  ///
  /// - Throws: ``VisualFormatError`` at the first place the string leaves the grammar.
  mutating func parse() throws(VisualFormatError) -> VisualFormat {
    var result = VisualFormat()
    if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
      result.isVertical = characters[0] == "V"
      index = 2
    }
    if consume("|") { result.leadingEdge = try connection() }
    result.entries.append(try entry())
    while index < characters.count {
      let link = try connection()
      if consume("|") {
        result.trailingEdge = link
        break
      }
      result.spacings.append(link)
      result.entries.append(try entry())
    }
    guard index == characters.count else { throw error(.syntax("Expected the end of the format")) }
    return result
  }

  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func error(_ reason: VisualFormatError.Reason, at offset: Int? = nil) -> VisualFormatError {
    VisualFormatError(reason, format: format, offset: offset ?? index)
  }

  private mutating func consume(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ character: Character, _ message: String) throws(VisualFormatError) {
    guard consume(character) else { throw error(.syntax(message)) }
  }

  /// `[name(predicates)?]`.
  private mutating func entry() throws(VisualFormatError) -> VisualFormat.Entry {
    try expect("[", "Expected a view")
    let offset = index
    guard let name = identifier() else { throw error(.syntax("Expected a view name")) }
    var predicates: [VisualFormat.Predicate] = []
    if current == "(" { predicates = try predicateList(allowsViews: true) }
    try expect("]", "Expected ']' to end a view")
    return VisualFormat.Entry(name: name, predicates: predicates, offset: offset)
  }

  /// Nothing, `-`, or `-predicates-`, before a view or `|`.
  private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
    guard consume("-") else {
      guard current == "[" || current == "|" else { throw error(.syntax("Expected a view or '-'")) }
      return .flush
    }
    if current == "[" || current == "|" { return .standard }
    let predicates: [VisualFormat.Predicate]
    if current == "(" {
      predicates = try predicateList(allowsViews: false)
    } else {
      let offset = index
      guard let value = try constant() else {
        throw error(.syntax("Expected a number or key from the metrics dictionary"))
      }
      predicates = [VisualFormat.Predicate(constant: value, offset: offset)]
    }
    try expect("-", "Expected '-' after a spacing")
    return .predicates(predicates)
  }

  /// `(predicate(, predicate)*)`.
  private mutating func predicateList(allowsViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate]
  {
    try expect("(", "Expected '('")
    var predicates = [try predicate(allowsViews: allowsViews)]
    while consume(",") { predicates.append(try predicate(allowsViews: allowsViews)) }
    try expect(")", "Expected ')' to end a predicate list")
    return predicates
  }

  /// `relation? object (@priority)?`.
  private mutating func predicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
    var predicate = VisualFormat.Predicate(offset: index)
    for (text, relation) in [
      ("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
    where matches(text) {
      index += 2
      predicate.relation = relation
      break
    }
    let objectOffset = index
    if let value = try constant() {
      predicate.constant = value
    } else if allowsViews, let name = identifier() {
      predicate.viewName = name
    } else {
      throw error(.syntax("Expected a number, a metric or a view name"), at: objectOffset)
    }
    if consume("@") {
      let priorityOffset = index
      guard let value = try constant() else {
        throw error(.syntax("Expected a number or key from the metrics dictionary after '@'"))
      }
      guard value.isFinite, (1...1000).contains(value) else {
        throw error(.invalidPriority(value), at: priorityOffset)
      }
      predicate.priority = LayoutPriority(Float(value))
    }
    return predicate
  }

  /// A number or a metric name; nil (nothing consumed) when an identifier is not a metric.
  private mutating func constant() throws(VisualFormatError) -> Double? {
    let start = index
    if let name = identifier() {
      if let value = metric(name) { return value }
      index = start
      return nil
    }
    var text = ""
    if let sign = current, sign == "-" || sign == "+" {
      text.append(sign)
      index += 1
    }
    while let character = current, character.isASCII, character.isNumber || character == "." {
      text.append(character)
      index += 1
    }
    guard let value = Double(text), value.isFinite else {
      index = start
      return nil
    }
    return value
  }

  /// A C identifier, or nil (nothing consumed).
  private mutating func identifier() -> String? {
    guard let first = current, first.isASCII, first.isLetter || first == "_" else { return nil }
    var name = ""
    while let character = current, character.isASCII,
      character.isLetter || character.isNumber || character == "_"
    {
      name.append(character)
      index += 1
    }
    return name
  }

  private func matches(_ text: String) -> Bool {
    let end = index + text.count
    return end <= characters.count && String(characters[index..<end]) == text
  }
}
