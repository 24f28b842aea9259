extension TraceRecord {
  /// The event this record stands for, its ids resolved to strings.
  ///
  /// - Parameters:
  ///   - track: The identifier of the track that recorded it.
  ///   - strings: The interned strings, read after the record so that they know all its ids.
  ///   - extraArguments: The arguments the ring kept beyond the inline ones.
  func event(
    onTrack track: Int, strings: TraceInternedStrings, extraArguments: [TraceArgument]
  ) -> TraceEvent {
    let (name, category) = strings.name(for: nameID)
    var arguments = TraceArguments()
    for field in presentFields {
      arguments.set(strings.string(for: field.keyID), Self.value(of: field, strings: strings))
    }
    for argument in extraArguments {
      arguments.set(argument.key, argument.value)
    }
    return TraceEvent(
      timestamp: timestamp, track: track, phase: phase, category: category, name: name,
      arguments: arguments)
  }

  /// Appends the counter samples this record's counter-sampling fields make to `events`, in field
  /// order: one counter event per numeric field whose key samples a counter, at the record's time on
  /// its track.
  func appendCounterSamples(onTrack track: Int, strings: TraceInternedStrings, to events: inout [TraceEvent])
  {
    for field in presentFields {
      guard field.kind != .text, let counter = strings.sampledCounter(forKey: field.keyID) else { continue }
      let (name, category) = strings.name(for: counter.nameID)
      events.append(
        TraceEvent(
          timestamp: timestamp, track: track, phase: .counter, category: category, name: name,
          arguments: TraceArguments(
            (strings.string(for: counter.seriesID), Self.value(of: field, strings: strings)))))
    }
  }

  /// The value `field` holds, its text resolved through `strings`.
  private static func value(of field: TraceField, strings: TraceInternedStrings) -> TraceValue {
    switch field.kind {
    case .int, .absent: .int(Int64(bitPattern: field.bits))
    case .double: .double(Double(bitPattern: field.bits))
    case .text: .string(strings.string(for: UInt32(truncatingIfNeeded: field.bits)))
    }
  }
}
