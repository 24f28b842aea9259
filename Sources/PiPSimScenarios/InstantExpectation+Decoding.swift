import Clocks

/// Reads the expectations at instants: the lists `expect.player`, `expect.possible`,
/// `expect.layerStatus` and `expect.pipWindow`, each item `{"at": SECONDS, "pip": ID, ...}`, checked
/// against the set-ups the steps make (an expectation on a player needs a set-up with one).
struct InstantExpectationReader {
  /// The `expect` keys it reads.
  static let keys = ["player", "possible", "layerStatus", "pipWindow"]

  /// The names of `expect.player`'s `timeControlStatus`.
  static let timeControlStatusNames = ["paused", "waitingToPlayAtSpecifiedRate", "playing"]

  /// The names of `expect.pipWindow`'s `shows`.
  static let windowShowNames = ["nothing", "frozen", "moving"]

  let setUps: [DeclaredSetUp]
  let endTime: MediaTime

  /// Every expectation at an instant in `expect`, in time order (ties in the order of the keys, then
  /// of the lists).
  func read(_ expect: JSONObjectReader) throws(ScenarioDecodingError) -> [InstantExpectation] {
    var expectations: [InstantExpectation] = []
    for key in Self.keys {
      guard let value = expect.fields[key] else { continue }
      guard case .array(let list) = value else {
        throw expect.error(
          .wrongType(key: key, expected: "a list of objects with \"at\"", found: value.typeName))
      }
      for (offset, item) in list.enumerated() {
        let name = "expect.\(key)[\(offset + 1)]"
        let reader = try JSONObjectReader(item, file: expect.file, location: .section(name), key: name)
        expectations.append(try read(key, from: reader, name: name))
      }
    }
    return expectations.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  private func read(_ key: String, from reader: JSONObjectReader, name: String)
    throws(ScenarioDecodingError) -> InstantExpectation
  {
    let common = ["at", "pip"]
    let time = try reader.required(
      reader.duration("at", in: 0...Scenario.maximumDuration), "at",
      expected: "the instant, in seconds from the start")
    guard time <= endTime else {
      throw reader.error(
        .invalidValue(
          key: "at", value: String(time.seconds),
          expected: "a time at or before the run's end (\(endTime.seconds) s)"))
    }
    let target = try reader.string("pip")
    let setUp = try self.setUp(named: target, reader: reader)
    let check: InstantExpectation.Check
    switch key {
    case "player":
      try reader.allowOnly(common + ["rate", "timeControlStatus"])
      try require(setUp, in: [.playerLayer], "a player", target: target, reader: reader)
      let rate = try reader.number("rate", in: 0...16)
      let status = try reader.choice("timeControlStatus", among: Self.timeControlStatusNames)
      guard rate != nil || status != nil else {
        throw reader.error(.missingKey("rate", expected: "\"rate\" and/or \"timeControlStatus\""))
      }
      check = .player(rate: rate, timeControlStatus: status)
    case "possible":
      try reader.allowOnly(common + ["is"])
      check = .possible(try reader.required(reader.bool("is"), "is", expected: "true or false"))
    case "layerStatus":
      try reader.allowOnly(common + ["is"])
      try require(setUp, in: [.playerLayer, .sampleBuffer], "a video layer", target: target, reader: reader)
      let names =
        setUp.source == .playerLayer
        ? ["readyForDisplay", "notReadyForDisplay"] : ["unknown", "rendering", "failed"]
      check = .layerStatus(
        try reader.required(
          reader.choice("is", among: names), "is", expected: "one of: " + names.joined(separator: ", ")))
    default:
      try reader.allowOnly(common + ["shows", "frame", "checksum"])
      check = .pictureInPictureWindow(try readWindow(reader, at: time))
    }
    return InstantExpectation(time: time, setUp: target, check: check, name: name)
  }

  /// The set-up named `target`, or the first; an error when the steps make none of that name.
  private func setUp(named target: String?, reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> DeclaredSetUp
  {
    guard let target else {
      guard let first = setUps.first else { throw reader.error(.needsEarlierStep("\"setUpPiP\"")) }
      return first
    }
    guard let setUp = setUps.first(where: { $0.id == target }) else {
      throw reader.error(.needsEarlierStep("\"setUpPiP\" with id \"\(target)\""))
    }
    return setUp
  }

  /// Throws, naming the set-up's step and source, unless its source is one of `sources`.
  private func require(
    _ setUp: DeclaredSetUp, in sources: [PictureInPictureSource], _ what: String, target: String?,
    reader: JSONObjectReader
  ) throws(ScenarioDecodingError) {
    guard !sources.contains(setUp.source) else { return }
    throw reader.error(
      .invalidValue(
        key: "pip", value: target.map { "\"\($0)\"" } ?? "not given (the first set-up)",
        expected:
          "a set-up with \(what): step \(setUp.step) (setUpPiP) has source \"\(setUp.source.rawValue)\", "
          + "which has none; expected source "
          + sources.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")))
  }

  private func readWindow(_ reader: JSONObjectReader, at time: MediaTime) throws(ScenarioDecodingError)
    -> PictureInPictureWindowExpectation
  {
    let given = ["shows", "frame", "checksum"].filter { reader.fields[$0] != nil }
    guard given.count == 1 else {
      throw reader.error(
        given.isEmpty
          ? .missingKey("shows", expected: "\"shows\" (nothing, frozen, moving), \"frame\" or \"checksum\"")
          : .invalidValue(
            key: given[1], value: "given with \"\(given[0])\"",
            expected: "one of \"shows\", \"frame\", \"checksum\""
          ))
    }
    if let frame = try reader.integer("frame", in: 0...Int(Int32.max)) { return .frame(Int64(frame)) }
    if let text = try reader.string("checksum") {
      let digits = text.hasPrefix("0x") ? text.dropFirst(2) : Substring(text)
      guard digits.count == 8, let checksum = UInt32(digits, radix: 16) else {
        throw reader.error(
          .invalidValue(key: "checksum", value: "\"\(text)\"", expected: "8 hex digits, as \"0x1a2b3c4d\""))
      }
      return .checksum(checksum)
    }
    switch try reader.choice("shows", among: Self.windowShowNames) {
    case "nothing": return .nothing
    case let shows:
      guard time >= PictureInPictureWindowExpectation.lookBack else {
        throw reader.error(
          .invalidValue(
            key: "at", value: String(time.seconds),
            expected:
              "at least \(PictureInPictureWindowExpectation.lookBack.seconds) s with \"\(shows ?? "")\", "
              + "which compares with the picture that long before"))
      }
      return shows == "frozen" ? .frozen : .moving
    }
  }
}
