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
      let value: TraceValue
      switch field.kind {
      case .int, .absent: value = .int(Int64(bitPattern: field.bits))
      case .double: value = .double(Double(bitPattern: field.bits))
      case .text: value = .string(strings.string(for: UInt32(truncatingIfNeeded: field.bits)))
      }
      arguments.set(strings.string(for: field.keyID), value)
    }
    for argument in extraArguments {
      arguments.set(argument.key, argument.value)
    }
    return TraceEvent(
      timestamp: timestamp, track: track, phase: phase, category: category, name: name,
      arguments: arguments)
  }
}
