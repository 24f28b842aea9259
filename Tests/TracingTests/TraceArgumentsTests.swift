import Testing
import Tracing

@Suite struct TraceArgumentsTests {
  @Test func argumentsBeyondTheInlineFourKeepTheirOrder() {
    var arguments = TraceArguments()
    for index in 0..<7 { arguments.set("k\(index)", .int(Int64(index))) }
    #expect(arguments.map(\.key) == (0..<7).map { "k\($0)" })
    #expect(arguments["k5"] == .int(5))
    #expect(arguments["missing"] == nil)
  }

  @Test func settingAPresentKeyReplacesItsValueInPlace() {
    var arguments: TraceArguments = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5]
    arguments.set("b", "two")
    arguments.set("e", 5.5)
    #expect(arguments.map(\.key) == ["a", "b", "c", "d", "e"])
    #expect(arguments["b"] == .string("two"))
    #expect(arguments["e"] == .double(5.5))
  }

  @Test func equalityDependsOnPairsAndOrder() {
    let ab: TraceArguments = ["a": 1, "b": 2]
    #expect(ab == ["a": 1, "b": 2])
    #expect(ab != ["b": 2, "a": 1])
    #expect(ab != ["a": 1])
  }

  @Test func pairsInitializerMatchesTheDictionaryLiteral() {
    let pairs = TraceArguments(("seq", 4), ("reason", "late"), ("latency", 0.5), ("seq", 5))
    #expect(pairs == ["seq": 5, "reason": "late", "latency": 0.5])
    #expect(TraceArguments(("only", 1)).count == 1)
  }
}
