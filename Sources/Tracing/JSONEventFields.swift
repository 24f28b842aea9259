import Foundation

/// Typed access to the fields of one decoded trace event, throwing errors that name the event.
struct JSONEventFields {
  /// The event's position in `traceEvents`.
  let index: Int
  let object: [String: Any]

  func string(_ key: String) throws(TraceReadError) -> String {
    guard let value = try optionalString(key) else { throw .missingField(index: index, field: key) }
    return value
  }

  func optionalString(_ key: String) throws(TraceReadError) -> String? {
    guard let value = object[key] else { return nil }
    guard let text = value as? String else {
      throw .wrongType(index: index, field: key, expected: "a string")
    }
    return text
  }

  func integer(_ key: String) throws(TraceReadError) -> Int {
    guard let value = object[key] else { throw .missingField(index: index, field: key) }
    guard let number = value as? NSNumber, !Self.isFloatingPoint(number), !(value is String) else {
      throw .wrongType(index: index, field: key, expected: "an integer")
    }
    return number.intValue
  }

  /// A microsecond field converted to whole nanoseconds.
  func nanoseconds(_ key: String) throws(TraceReadError) -> Int64 {
    guard let value = object[key] else { throw .missingField(index: index, field: key) }
    guard let number = value as? NSNumber, !(value is String) else {
      throw .wrongType(index: index, field: key, expected: "a number of microseconds")
    }
    let nanoseconds = (number.doubleValue * 1_000).rounded()
    guard nanoseconds.isFinite, nanoseconds.magnitude < 9.2e18 else {
      throw .wrongType(index: index, field: key, expected: "a number of microseconds")
    }
    return Int64(nanoseconds)
  }

  /// A flow or async identifier: a non-negative integer, or a string of one in decimal or `0x` hex.
  func identifier(_ key: String) throws(TraceReadError) -> UInt64 {
    guard let value = object[key] else { throw .missingField(index: index, field: key) }
    if let text = value as? String {
      let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      if let parsed { return parsed }
    } else if let number = value as? NSNumber, !Self.isFloatingPoint(number), number.int64Value >= 0 {
      return number.uint64Value
    }
    throw .wrongType(index: index, field: key, expected: "a non-negative integer identifier")
  }

  /// The `args` object, keys sorted; numbers keep their integer or floating-point kind.
  func arguments() throws(TraceReadError) -> TraceArguments {
    guard let value = object["args"] else { return TraceArguments() }
    guard let dictionary = value as? [String: Any] else {
      throw .wrongType(index: index, field: "args", expected: "an object")
    }
    var arguments = TraceArguments()
    for key in dictionary.keys.sorted() {
      switch dictionary[key] {
      case let text as String:
        arguments.set(key, .string(text))
      case let number as NSNumber where Self.isFloatingPoint(number):
        arguments.set(key, .double(number.doubleValue))
      case let number as NSNumber:
        arguments.set(key, .int(number.int64Value))
      default:
        throw .wrongType(index: index, field: "args.\(key)", expected: "a number or a string")
      }
    }
    return arguments
  }

  private static func isFloatingPoint(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "d" || type == "f"
  }
}
