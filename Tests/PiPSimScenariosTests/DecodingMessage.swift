import PiPSimScenarios

/// What reading a scenario says: `decoded without error`, or the decoding error's message.
func decodingMessage(_ decode: () throws -> Scenario) -> String {
  do {
    _ = try decode()
    return "decoded without error"
  } catch {
    return "\(error)"
  }
}
